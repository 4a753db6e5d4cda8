// The routes: the one route table (route-table.ts) with its lazy pages, guards and layouts.
import { lazy, Suspense } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { Outlet, useRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { FullScreenLoader } from '@/components/ui/spinner';
import { AppShell } from '@/features/shell/components/app-shell';
import { BareLayout } from '@/features/shell/components/bare-layout';
import { RouteGuard } from './guards';
import { ROUTE_TABLE } from './route-table';
import type { PageKey, RouteRule } from './route-table';

const PAGES: Record<PageKey, LazyExoticComponent<ComponentType>> = {
  login: lazy(() => import('@/features/auth/components/login-page')),
  signup: lazy(() => import('@/features/auth/components/signup-page')),
  onboarding: lazy(() => import('@/features/onboarding/components/onboarding-page')),
  subscribe: lazy(() => import('@/features/membership/components/subscribe-page')),
  dashboard: lazy(() => import('@/features/dashboard/components/dashboard-page')),
  profile: lazy(() => import('@/features/profile/components/profile-page')),
  'edit-profile': lazy(() => import('@/features/profile/components/edit-profile-page')),
  'change-avatar': lazy(() => import('@/features/profile/components/change-avatar-page')),
  membership: lazy(() => import('@/features/membership/components/membership-page')),
  'delete-account': lazy(() => import('@/features/account/components/delete-account-page')),
  move: lazy(() => import('@/features/quiz/components/move-page')),
  punch: lazy(() => import('@/features/quiz/components/punch-page')),
  chill: lazy(() => import('@/features/quiz/components/chill-page')),
  'skill-quiz': lazy(() => import('@/features/quiz/components/skill-quiz-page')),
  'topic-quiz': lazy(() => import('@/features/quiz/components/topic-quiz-page')),
  subject: lazy(() => import('@/features/subject/components/subject-page')),
  'learning-path': lazy(() => import('@/features/learning-path/components/learning-path-page')),
  results: lazy(() => import('@/features/results/components/results-page')),
  leaderboard: lazy(() => import('@/features/leaderboard/components/leaderboard-page')),
  friends: lazy(() => import('@/features/friends/components/friends-page')),
  'career-preferences': lazy(() => import('@/features/careers/components/career-preferences-page')),
  'career-focus': lazy(() => import('@/features/careers/components/career-focus-page')),
  'ring-lobby': lazy(() => import('@/features/ring/components/ring-lobby-page')),
  'ring-waiting': lazy(() => import('@/features/ring/components/waiting-room-page')),
  'ring-live': lazy(() => import('@/features/ring/components/live-quiz-page')),
  'ring-leaderboard': lazy(() => import('@/features/ring/components/ring-leaderboard-page')),
};

function PlainLayout() {
  return (
    <Suspense fallback={<FullScreenLoader />}>
      <Outlet />
    </Suspense>
  );
}

const LAYOUTS: Record<RouteRule['access'], ComponentType> = {
  'anonymous-only': PlainLayout,
  onboarding: BareLayout,
  // The purchase page brings its own frame and Sign Out.
  subscribe: PlainLayout,
  member: AppShell,
};

/** One layout route per access rule, so the shell stays mounted while moving between member pages. */
function buildRoutes(): RouteObject[] {
  const accesses = Object.keys(LAYOUTS) as RouteRule['access'][];
  const guarded = accesses.map((access): RouteObject => {
    const Layout = LAYOUTS[access];
    return {
      element: (
        <RouteGuard access={access}>
          <Layout />
        </RouteGuard>
      ),
      children: ROUTE_TABLE.filter((r) => r.access === access).map(({ path, page }) => {
        const Page = PAGES[page];
        return { path, element: <Page /> };
      }),
    };
  });
  return [
    ...guarded,
    { path: '/', element: <RouteGuard access="fallback" /> },
    { path: '*', element: <RouteGuard access="fallback" /> },
  ];
}

const ROUTES = buildRoutes();

export function AppRoutes() {
  return useRoutes(ROUTES);
}
