// The routes: the one route table (lib/route-table.ts) with its lazy pages (page-loaders.ts), guards and layouts.
import { Suspense, useEffect } from 'react';
import type { ComponentType } from 'react';
import { Outlet, useLocation, useRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { lazyWithPreload } from 'react-lazy-with-preload';
import type { PreloadableComponent } from 'react-lazy-with-preload';
import { FullScreenLoader } from '@/components/ui/spinner';
import { discardEarlyRequests, earlyRequestsPathname } from '@/lib/early-requests';
import { RouteGuard } from './guards';
import { LAYOUT_LOADERS, PAGE_LOADERS, routeRuleOf } from './page-loaders';
import { ROUTE_TABLE } from '@/lib/route-table';
import type { PageKey, RouteRule } from '@/lib/route-table';

// Lazy, but a page or frame whose chunk has already arrived renders at once: a plain React.lazy suspends for one
// render even then, and React holds the revealed page back for its fallback throttle (300 ms).
const PAGES = Object.fromEntries(
  Object.entries(PAGE_LOADERS).map(([page, load]) => [page, lazyWithPreload(load)]),
) as Record<PageKey, PreloadableComponent<ComponentType>>;

const AppShell = lazyWithPreload(LAYOUT_LOADERS.member);
const BareLayout = lazyWithPreload(LAYOUT_LOADERS.onboarding);

function PlainLayout() {
  return (
    <Suspense fallback={<FullScreenLoader />}>
      <Outlet />
    </Suspense>
  );
}

const LAYOUTS: Record<RouteRule['access'], ComponentType | PreloadableComponent<ComponentType>> = {
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

/**
 * Marks the page at `pathname` and its frame as preloaded (their chunks are already on their way from the early
 * entry), so that they render without suspending once they are in. A failure is left to the page's own load.
 */
export function preloadRouteComponents(pathname: string): void {
  const rule = routeRuleOf(pathname);
  if (!rule) return;
  PAGES[rule.page].preload().catch(() => {});
  const layout = LAYOUTS[rule.access];
  if ('preload' in layout) layout.preload().catch(() => {});
}

export function AppRoutes() {
  const { pathname } = useLocation();
  useEffect(() => {
    // The early requests were for the first page: once the app has moved on (a guard's redirect included), an
    // untaken one would be stale.
    const started = earlyRequestsPathname();
    if (started !== null && started !== pathname) discardEarlyRequests();
  }, [pathname]);
  return useRoutes(ROUTES);
}
