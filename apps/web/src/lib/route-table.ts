// The one route table: every path of the specs with who may open it.
// router.tsx attaches the lazy pages and layouts to these entries; the guards decide from `access`.

export type Access =
  /** /login, /signup: anonymous only. */
  | 'anonymous-only'
  /** /onboarding: logged in, profile not yet complete. */
  | 'onboarding'
  /** /subscribe: logged in without an active membership. */
  | 'subscribe'
  /** Every app page: logged in, profile complete, active membership. */
  | 'member'
  /** / and any unknown path: sent on by who is asking. */
  | 'fallback';

export type PageKey =
  | 'login'
  | 'signup'
  | 'onboarding'
  | 'subscribe'
  | 'dashboard'
  | 'profile'
  | 'edit-profile'
  | 'change-avatar'
  | 'membership'
  | 'delete-account'
  | 'move'
  | 'punch'
  | 'chill'
  | 'skill-quiz'
  | 'topic-quiz'
  | 'subject'
  | 'learning-path'
  | 'results'
  | 'leaderboard'
  | 'friends'
  | 'career-preferences'
  | 'career-focus'
  | 'ring-lobby'
  | 'ring-waiting'
  | 'ring-live'
  | 'ring-leaderboard';

export type RouteRule = { path: string; access: Exclude<Access, 'fallback'>; page: PageKey };

export const ROUTE_TABLE: readonly RouteRule[] = [
  { path: '/login', access: 'anonymous-only', page: 'login' },
  { path: '/signup', access: 'anonymous-only', page: 'signup' },
  { path: '/onboarding', access: 'onboarding', page: 'onboarding' },
  { path: '/subscribe', access: 'subscribe', page: 'subscribe' },
  { path: '/dashboard', access: 'member', page: 'dashboard' },
  { path: '/profile', access: 'member', page: 'profile' },
  { path: '/profile/edit', access: 'member', page: 'edit-profile' },
  { path: '/profile/avatar', access: 'member', page: 'change-avatar' },
  { path: '/membership', access: 'member', page: 'membership' },
  { path: '/delete-account', access: 'member', page: 'delete-account' },
  // Pages of the second spec document.
  { path: '/move', access: 'member', page: 'move' },
  { path: '/punch', access: 'member', page: 'punch' },
  { path: '/chill', access: 'member', page: 'chill' },
  { path: '/skill/:skillId', access: 'member', page: 'skill-quiz' },
  { path: '/subject/:subjectName', access: 'member', page: 'subject' },
  { path: '/topic-quiz/:chapterId/:subtopicId', access: 'member', page: 'topic-quiz' },
  { path: '/learning-path', access: 'member', page: 'learning-path' },
  { path: '/friends', access: 'member', page: 'friends' },
  { path: '/results', access: 'member', page: 'results' },
  { path: '/settings/career', access: 'member', page: 'career-preferences' },
  { path: '/career/preferences', access: 'member', page: 'career-preferences' },
  { path: '/settings/career-focus', access: 'member', page: 'career-focus' },
  { path: '/leaderboard', access: 'member', page: 'leaderboard' },
  { path: '/ring/new', access: 'member', page: 'ring-lobby' },
  { path: '/ring/waiting/:id', access: 'member', page: 'ring-waiting' },
  { path: '/ring/:id', access: 'member', page: 'ring-live' },
  { path: '/ring/leaderboard/:id', access: 'member', page: 'ring-leaderboard' },
];
