// The routes: the one route table (route-table.ts) with its lazy pages (page-loaders.ts), guards and layouts.
import { lazy, Suspense } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { Outlet, useRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { FullScreenLoader } from '@/components/ui/spinner';
import { RouteGuard } from './guards';
import { LAYOUT_LOADERS, PAGE_LOADERS } from './page-loaders';
import { ROUTE_TABLE } from './route-table';
import type { PageKey, RouteRule } from './route-table';

const PAGES = Object.fromEntries(
  Object.entries(PAGE_LOADERS).map(([page, load]) => [page, lazy(load)]),
) as Record<PageKey, LazyExoticComponent<ComponentType>>;

const AppShell = lazy(LAYOUT_LOADERS.member);
const BareLayout = lazy(LAYOUT_LOADERS.onboarding);

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
          <Suspense fallback={<FullScreenLoader />}>
            <Layout />
          </Suspense>
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
