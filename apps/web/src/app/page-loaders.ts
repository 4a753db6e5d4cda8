// How each page and each lazy frame of the route table loads: a dynamic import per page, so that every page is its
// own chunk. Free of React, so that the early entry (preload.ts) can start the current page's chunk before the app's
// own JavaScript has even run; router.tsx wraps the same loaders in React.lazy, which then finds them loaded.
import type { ComponentType } from 'react';
import { ROUTE_TABLE } from '@/lib/route-table';
import type { PageKey, RouteRule } from '@/lib/route-table';

type Loader = () => Promise<{ default: ComponentType }>;

export const PAGE_LOADERS: Record<PageKey, Loader> = {
  login: () => import('@/features/auth/components/login-page'),
  signup: () => import('@/features/auth/components/signup-page'),
  onboarding: () => import('@/features/onboarding/components/onboarding-page'),
  subscribe: () => import('@/features/membership/components/subscribe-page'),
  dashboard: () => import('@/features/dashboard/components/dashboard-page'),
  profile: () => import('@/features/profile/components/profile-page'),
  'edit-profile': () => import('@/features/profile/components/edit-profile-page'),
  'change-avatar': () => import('@/features/profile/components/change-avatar-page'),
  membership: () => import('@/features/membership/components/membership-page'),
  'delete-account': () => import('@/features/account/components/delete-account-page'),
  move: () => import('@/features/quiz/components/move-page'),
  punch: () => import('@/features/quiz/components/punch-page'),
  chill: () => import('@/features/quiz/components/chill-page'),
  'skill-quiz': () => import('@/features/quiz/components/skill-quiz-page'),
  'topic-quiz': () => import('@/features/quiz/components/topic-quiz-page'),
  subject: () => import('@/features/subject/components/subject-page'),
  'learning-path': () => import('@/features/learning-path/components/learning-path-page'),
  results: () => import('@/features/results/components/results-page'),
  leaderboard: () => import('@/features/leaderboard/components/leaderboard-page'),
  friends: () => import('@/features/friends/components/friends-page'),
  'career-preferences': () => import('@/features/careers/components/career-preferences-page'),
  'career-focus': () => import('@/features/careers/components/career-focus-page'),
  'ring-lobby': () => import('@/features/ring/components/ring-lobby-page'),
  'ring-waiting': () => import('@/features/ring/components/waiting-room-page'),
  'ring-live': () => import('@/features/ring/components/live-quiz-page'),
  'ring-leaderboard': () => import('@/features/ring/components/ring-leaderboard-page'),
};

// The frames of signed-in pages load with the first such page, so the sign-in page does not carry them.
export const LAYOUT_LOADERS = {
  member: () => import('@/app/shell/app-shell').then((m) => ({ default: m.AppShell })),
  onboarding: () => import('@/app/shell/bare-layout').then((m) => ({ default: m.BareLayout })),
} satisfies Partial<Record<RouteRule['access'], Loader>>;

/** Whether `pathname` matches a route-table pattern ('/skill/:skillId': one non-empty segment per parameter). */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const got = pathname.replace(/\/+$/, '').split('/');
  if (pathname === '/' || want.length !== got.length) return false;
  return want.every((part, i) => (part.startsWith(':') ? got[i] !== '' : part === got[i]));
}

/** The route-table entry of `pathname`, if it is a page of the table. */
export function routeRuleOf(pathname: string): RouteRule | undefined {
  return ROUTE_TABLE.find((r) => matchesRoute(r.path, pathname));
}

/**
 * Starts loading the chunk of the page at `pathname` (and its frame), side by side with the app's own start and the
 * guard's questions to the server, instead of after them. A failure here is ignored: the page's own load reports it.
 */
export function preloadPage(pathname: string): void {
  const rule = routeRuleOf(pathname);
  if (!rule) return;
  PAGE_LOADERS[rule.page]().catch(() => {});
  const layouts: Partial<Record<RouteRule['access'], Loader>> = LAYOUT_LOADERS;
  layouts[rule.access]?.().catch(() => {});
}
