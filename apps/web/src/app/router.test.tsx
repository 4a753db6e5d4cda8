import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { fail, mockApi, ok } from '@test/mock-api';
import { activeMembership, makeConfig, makeUser, storeSession } from '@test/fixtures';
import { renderInApp } from '@test/render';
import { AppRoutes } from './router';

const config = makeConfig();

beforeEach(() => localStorage.clear());

describe('AppRoutes', () => {
  it('serves the lazy login page to an anonymous visitor', async () => {
    mockApi({});
    renderInApp(<AppRoutes />, '/login');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('sends an anonymous visitor of a member page to /login', async () => {
    mockApi({});
    renderInApp(<AppRoutes />, '/leaderboard');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveAttribute('data-from', '/leaderboard');
  });

  it('serves the onboarding page to a signed-in user with an incomplete profile', async () => {
    storeSession(makeUser({ profile_complete: 0 }));
    mockApi({ 'GET /api/user-info': () => fail(500, 'down') });
    renderInApp(<AppRoutes />, '/results');
    expect(await screen.findByRole('heading', { name: 'Almost there!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('routes a page of the second spec document inside the shell', async () => {
    storeSession(makeUser());
    mockApi({
      'GET /api/user-info': () => ok({ user: makeUser() }),
      'GET /api/subscriptions/status': () => ok(activeMembership()),
      'GET /api/config': () => ok(config),
      'GET /api/friends/summary': () =>
        ok({ friends: [], requests_sent: [], requests_received: [], suggestions: [] }),
      'GET /api/leaderboard-data': () => ok({ leaders: [], my_stats: null, my_position: null }),
    });
    renderInApp(<AppRoutes />, '/leaderboard');
    expect(await screen.findByRole('heading', { name: 'Top Performers' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Sidebar' })).toBeInTheDocument();
  });
});
