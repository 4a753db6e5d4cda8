// Renders UI the way the app does (query client, auth, toasts) inside an in-memory router.
import type { ReactNode } from 'react';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { afterEach, vi } from 'vitest';
import { AppProviders } from '@/app/providers';

// jsdom has no matchMedia; the toaster asks it about reduced motion.
if (!window.matchMedia) {
  window.matchMedia = (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  });
}

// What Testing Library does itself when test globals are on: updates outside act() are reported.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
// Toasts live in a module-level store, so they are removed too.
afterEach(() => {
  cleanup();
  toast.remove();
  vi.unstubAllGlobals();
});

/** Shows where the router is, with the remembered origin, for assertions. */
export function LocationProbe() {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '';
  return (
    <span hidden data-testid="location" data-from={from} data-search={location.search}>
      {location.pathname}
    </span>
  );
}

type Entry = string | { pathname: string; state?: unknown };

function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Renders `children` (which bring their own routes) inside the app's providers at `route`. */
export function renderInApp(children: ReactNode, route: Entry = '/') {
  const queryClient = testQueryClient();
  return {
    queryClient,
    ...render(
      <MemoryRouter initialEntries={[route]}>
        <AppProviders queryClient={queryClient}>
          {children}
          <LocationProbe />
        </AppProviders>
      </MemoryRouter>,
    ),
  };
}

/** Renders one page at `path`; any other path renders a stand-in so navigation away can be observed. */
export function renderWithApp(
  ui: ReactNode,
  { route = '/', path = '*' }: { route?: Entry; path?: string } = {},
) {
  return renderInApp(
    <Routes>
      <Route path={path} element={ui} />
      {path === '*' ? null : <Route path="*" element={<p>Elsewhere</p>} />}
    </Routes>,
    route,
  );
}
