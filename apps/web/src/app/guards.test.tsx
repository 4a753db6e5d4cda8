import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useRoutes } from 'react-router';
import { fail, mockApi, ok } from '@test/mock-api';
import type { ApiReply } from '@test/mock-api';
import { activeMembership, expiredMembership, makeUser, noMembership, storeSession } from '@test/fixtures';
import { renderInApp } from '@test/render';
import { STORAGE_KEYS } from '@/lib/storage';
import { isProfileComplete } from '@quizring/contracts';
import { decideAccess, RouteGuard } from './guards';
import type { GuardSession } from './guards';
import { ROUTE_TABLE } from '@/lib/route-table';
import type { Access } from '@/lib/route-table';

// Every member path, with concrete parameters.
const MEMBER_PATHS = [
  '/dashboard',
  '/move',
  '/punch',
  '/chill',
  '/skill/12',
  '/subject/Mathematics',
  '/topic-quiz/3/4',
  '/learning-path',
  '/friends',
  '/results',
  '/profile',
  '/profile/edit',
  '/profile/avatar',
  '/membership',
  '/settings/career',
  '/settings/career-focus',
  '/leaderboard',
  '/ring/new',
  '/ring/waiting/9',
  '/ring/9',
  '/ring/leaderboard/9',
  '/delete-account',
  '/career/preferences',
];

/** The route table's pages, each replaced by its pattern, behind the real guards. */
function GuardedTable() {
  return useRoutes([
    ...ROUTE_TABLE.map((r) => ({
      path: r.path,
      element: (
        <RouteGuard access={r.access}>
          <p>page {r.path}</p>
        </RouteGuard>
      ),
    })),
    { path: '*', element: <RouteGuard access="fallback" /> },
  ]);
}

const patternOf = (path: string) =>
  ROUTE_TABLE.find((r) => r.path === path || new RegExp(`^${r.path.replace(/:\w+/g, '[^/]+')}$`).test(path))
    ?.path;

type Visitor = { name: string; user?: unknown; status?: () => unknown };
const anonymous: Visitor = { name: 'anonymous' };
const incomplete: Visitor = {
  name: 'profile_complete 0',
  user: makeUser({ profile_complete: 0 }),
  status: activeMembership,
};
const active: Visitor = { name: 'profile_complete 1, active', user: makeUser(), status: activeMembership };
const activeText: Visitor = {
  name: "profile_complete '1', active",
  user: makeUser({ profile_complete: '1' }),
  status: activeMembership,
};
const expired: Visitor = {
  name: 'membership expired yesterday',
  user: makeUser(),
  status: expiredMembership,
};
const free: Visitor = {
  name: 'no membership',
  user: makeUser({ profile_complete: '1' }),
  status: noMembership,
};

type Case = [visitor: Visitor, path: string, expected: string, from: string];
const cases: Case[] = [];
for (const path of MEMBER_PATHS) {
  cases.push([anonymous, path, '/login', path]);
  cases.push([incomplete, path, '/onboarding', '']);
  cases.push([active, path, path, '']);
  cases.push([activeText, path, path, '']);
  cases.push([expired, path, '/subscribe', path]);
  cases.push([free, path, '/subscribe', path]);
}
for (const path of ['/login', '/signup']) {
  cases.push([anonymous, path, path, '']);
  cases.push([incomplete, path, '/onboarding', '']);
  cases.push([active, path, '/dashboard', '']);
  cases.push([activeText, path, '/dashboard', '']);
  cases.push([expired, path, '/subscribe', '']);
}
cases.push(
  [anonymous, '/onboarding', '/login', '/onboarding'],
  [incomplete, '/onboarding', '/onboarding', ''],
  [active, '/onboarding', '/dashboard', ''],
  [free, '/onboarding', '/subscribe', ''],
  [anonymous, '/subscribe', '/login', '/subscribe'],
  [incomplete, '/subscribe', '/onboarding', ''],
  [active, '/subscribe', '/dashboard', ''],
  [expired, '/subscribe', '/subscribe', ''],
  [free, '/subscribe', '/subscribe', ''],
);
for (const path of ['/', '/no/such/page']) {
  cases.push([anonymous, path, '/login', '']);
  cases.push([incomplete, path, '/onboarding', '']);
  cases.push([active, path, '/dashboard', '']);
  cases.push([activeText, path, '/dashboard', '']);
  cases.push([expired, path, '/subscribe', '']);
  cases.push([free, path, '/subscribe', '']);
}

function serve(status: () => ApiReply | Promise<ApiReply>) {
  return mockApi({
    'GET /api/subscriptions/status': status,
    // Keep the stored user as the test put it (the background refresh would replace it).
    'GET /api/user-info': () => fail(500, 'down'),
  });
}

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('route table', () => {
  it.each(cases)('%o at %s goes to %s (from %o)', async (visitor, path, expected, from) => {
    if (visitor.user) storeSession(visitor.user);
    const api = serve(() => ok(visitor.status?.()));
    renderInApp(<GuardedTable />, path);
    expect(await screen.findByText(`page ${patternOf(expected)}`)).toBeInTheDocument();
    const location = screen.getByTestId('location');
    expect(location.textContent).toBe(expected);
    expect(location.dataset.from).toBe(from);
    expect(api.unhandled).toEqual([]);
  });

  it('covers every member path of the spec', () => {
    for (const path of MEMBER_PATHS)
      expect(ROUTE_TABLE.find((r) => r.path === patternOf(path))?.access).toBe('member');
  });

  it('shows a full-screen loader while the subscription loads', async () => {
    storeSession(makeUser());
    serve(() => new Promise<ApiReply>(() => {}));
    renderInApp(<GuardedTable />, '/dashboard');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText('page /dashboard')).not.toBeInTheDocument();
  });

  it('offers Retry when the subscription status cannot be fetched', async () => {
    storeSession(makeUser());
    let isDown = true;
    serve(() => (isDown ? fail(500, 'down') : ok(activeMembership())));
    renderInApp(<GuardedTable />, '/results');
    expect(await screen.findByText('Failed to fetch subscription status')).toBeInTheDocument();
    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByText('page /results')).toBeInTheDocument());
  });

  it('lets a student whose subscription status cannot be fetched sign out', async () => {
    storeSession(makeUser());
    const api = serve(() => fail(500, 'down'));
    renderInApp(<GuardedTable />, '/dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Failed to fetch subscription status' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('QuizRing');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(api.callsTo('POST', '/api/logout')).toHaveLength(1);
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });
});

describe('decideAccess', () => {
  const signedIn = (
    profileComplete: boolean,
    membership: 'loading' | 'error' | 'active' | 'inactive',
  ): GuardSession => ({
    kind: 'signed-in',
    profileComplete,
    membership,
  });
  const accesses: Access[] = ['anonymous-only', 'onboarding', 'subscribe', 'member', 'fallback'];

  it('lets an incomplete profile through to /onboarding only, even while membership loads', () => {
    for (const access of accesses) {
      const decision = decideAccess(access, signedIn(false, 'loading'));
      if (access === 'onboarding') expect(decision).toEqual({ kind: 'render' });
      else expect(decision).toEqual({ kind: 'redirect', to: '/onboarding', rememberOrigin: false });
    }
  });

  it('waits for the membership before deciding for a complete profile', () => {
    for (const access of accesses)
      expect(decideAccess(access, signedIn(true, 'loading'))).toEqual({ kind: 'loading' });
  });

  it('compares profile_complete as a number', () => {
    expect(isProfileComplete({ profile_complete: 1 })).toBe(true);
    expect(isProfileComplete({ profile_complete: '1' })).toBe(true);
    expect(isProfileComplete({ profile_complete: 0 })).toBe(false);
    expect(isProfileComplete({ profile_complete: '0' })).toBe(false);
    expect(isProfileComplete({})).toBe(false);
    expect(isProfileComplete(null)).toBe(false);
  });
});
