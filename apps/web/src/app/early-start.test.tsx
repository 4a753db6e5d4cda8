// A signed-in start whose first API requests the early entry (preload.ts) has already sent: the app takes their
// answers instead of asking again, and the route guard decides exactly as it does on its own requests.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { DashboardData } from '@quizring/contracts';
import {
  discardEarlyRequests,
  earlyRequestsPathname,
  startEarlyRequests,
  takeEarlySuccessBody,
} from '@/lib/early-requests';
import { activeMembership, makeConfig, makeUser, noMembership, storeSession } from '@test/fixtures';
import { fail, mockApi, ok } from '@test/mock-api';
import type { ApiReply } from '@test/mock-api';
import { LocationProbe } from '@test/render';
import { LAYOUT_LOADERS, PAGE_LOADERS } from './page-loaders';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { AppRoutes, preloadRouteComponents } from './router';

const user = makeUser({ firstname: 'Asha', name: 'Asha Verma' });
const dashboard: DashboardData = {
  accuracy_pct: 80,
  avg_response_time_ms: 3000,
  total_attempts: 41,
  daily_streak: 3,
  leaderboard_position: 2,
  learning_progress_pct: 50,
  recent_activity: [],
  top_skills: [],
  weak_skills: [],
  subjects: [],
  weekly: [],
  today_attempts_by_difficulty: { move_mix: 1, chill_easy: 0, punch_hard: 0 },
  skills: [],
};

/** The fake server of mock-api.ts, answering with real Responses (the early entry reads a clone of each). */
function serve(handlers: Record<string, () => ApiReply>) {
  const api = mockApi({
    'GET /api/config': () => ok(makeConfig()),
    'GET /api/friends/summary': () =>
      ok({ friends: [], requests_sent: [], requests_received: [], suggestions: [] }),
    ...handlers,
  });
  const fake = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const res = await fake(input, init);
    return new Response(JSON.stringify(await res.json()), { status: res.status });
  });
  return api;
}

/** The app at `pathname` with its own query client (its staleTime decides whether an early answer is asked again). */
function renderApp(pathname: string) {
  return render(
    <MemoryRouter initialEntries={[pathname]}>
      <AppProviders queryClient={createQueryClient()}>
        <AppRoutes />
        <LocationProbe />
      </AppProviders>
    </MemoryRouter>,
  );
}

/** The early entry on `pathname`, as the browser runs it before the app. */
async function earlyStart(pathname: string, page: Parameters<typeof startEarlyRequests>[1]) {
  window.history.replaceState(null, '', pathname);
  startEarlyRequests(pathname, page);
  // Let the answers arrive (each is read once here, so the test takes nothing away from the app).
  await new Promise((r) => setTimeout(r, 20));
}

// The pages' chunks are in before each start, as the early entry makes them in the browser: a lazy page resolving
// after a test has ended (the dashboard's frame, left behind by the 401 test's redirect) would be outside act().
beforeAll(async () => {
  preloadRouteComponents('/dashboard');
  preloadRouteComponents('/login');
  preloadRouteComponents('/subscribe');
  await Promise.all([
    PAGE_LOADERS.dashboard(),
    PAGE_LOADERS.login(),
    PAGE_LOADERS.subscribe(),
    LAYOUT_LOADERS.member(),
  ]);
  await new Promise((r) => setTimeout(r, 0));
});

beforeEach(() => {
  localStorage.clear();
  discardEarlyRequests();
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('a signed-in start with early requests', () => {
  it('shows the dashboard from the early answers without asking the server again', async () => {
    storeSession(user);
    const api = serve({
      'GET /api/user-info': () => ok({ user }),
      'GET /api/subscriptions/status': () => ok(activeMembership()),
      'GET /api/dashboard': () => ok(dashboard),
    });
    await earlyStart('/dashboard', 'dashboard');
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Asha!' })).toBeInTheDocument();
    expect(await screen.findByText('41')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/user-info')).toHaveLength(1);
    expect(api.callsTo('GET', '/api/subscriptions/status')).toHaveLength(1);
    expect(api.callsTo('GET', '/api/dashboard')).toHaveLength(1);
  });

  it('takes an answer still on its way instead of asking again', async () => {
    storeSession(user);
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    const api = serve({
      'GET /api/user-info': () => ok({ user }),
      'GET /api/subscriptions/status': () => ok(activeMembership()),
      'GET /api/dashboard': () => ok(dashboard),
    });
    const answer = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).startsWith('/api/dashboard')) await held;
      return answer(input, init);
    });
    await earlyStart('/dashboard', 'dashboard');
    expect(takeEarlySuccessBody('/api/dashboard', 'test-token', '/dashboard')).toBeUndefined();
    renderApp('/dashboard');
    expect(await screen.findByText('Loading dashboard…')).toBeInTheDocument();
    release();
    expect(await screen.findByText('41')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/dashboard')).toHaveLength(1);
  });

  it('still sends a student without a membership to /subscribe', async () => {
    storeSession(user);
    const api = serve({
      'GET /api/user-info': () => ok({ user }),
      'GET /api/subscriptions/status': () => ok(noMembership()),
      'GET /api/dashboard': () => fail(403, 'An active membership is required.'),
      'GET /api/subscriptions/detail': () => ok({ ...noMembership(), history: [] }),
    });
    await earlyStart('/dashboard', 'dashboard');
    renderApp('/dashboard');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/subscribe'));
    expect(screen.getByTestId('location')).toHaveAttribute('data-from', '/dashboard');
    expect(api.callsTo('GET', '/api/subscriptions/status')).toHaveLength(1);
    // The refused early request for the dashboard's data is forgotten, not kept for a later visit.
    expect(earlyRequestsPathname()).toBeNull();
  });

  it('clears the session and goes to /login on an early 401', async () => {
    storeSession(user);
    serve({
      'GET /api/user-info': () => fail(401, 'Unauthenticated'),
      'GET /api/subscriptions/status': () => fail(401, 'Unauthenticated'),
      'GET /api/dashboard': () => fail(401, 'Unauthenticated'),
    });
    await earlyStart('/dashboard', 'dashboard');
    renderApp('/dashboard');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('authUser')).toBeNull();
  });

  it('asks again when an early request never reached the server', async () => {
    storeSession(user);
    const api = serve({
      'GET /api/user-info': () => ok({ user }),
      'GET /api/subscriptions/status': () => ok(activeMembership()),
      'GET /api/dashboard': () => ok(dashboard),
    });
    const answer = globalThis.fetch;
    let offline = true;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (offline && String(input).startsWith('/api/dashboard')) throw new TypeError('Failed to fetch');
      return answer(input, init);
    });
    await earlyStart('/dashboard', 'dashboard');
    offline = false;
    renderApp('/dashboard');
    expect(await screen.findByText('41')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/dashboard')).toHaveLength(1);
  });
});
