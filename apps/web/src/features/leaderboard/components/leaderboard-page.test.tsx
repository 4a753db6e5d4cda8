import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within, waitFor } from '@testing-library/react';
import { LEADERBOARD_LIMIT, MSG } from '@quizring/contracts';
import type { LeaderboardData, LeaderboardEntry } from '@quizring/contracts';
import { makeConfig, makeUser, storeSession } from '@test/fixtures';
import { fail, mockApi, ok } from '@test/mock-api';
import type { ApiReply } from '@test/mock-api';
import { renderWithApp } from '@test/render';
import LeaderboardPage from './leaderboard-page';

const user = makeUser({ id: 7, name: 'Asha Rao' });

const entry = (rank: number, user_id: number, user_name: string, extra: Partial<LeaderboardEntry> = {}) => ({
  user_id,
  user_name,
  avatar: null,
  rank,
  total_mastery: 10 - rank,
  accuracy_pct: 90 - rank,
  skills_count: 12,
  ...extra,
});

const me = entry(3, 7, 'Asha Rao', {
  total_mastery: 6,
  skills_count: 10,
  accuracy_pct: 76.4,
  avatar: 'a3.png',
});
const board: LeaderboardData = {
  leaders: [
    entry(1, 11, 'Ravi Kumar', { total_mastery: 9.456 }),
    entry(2, 12, 'Meera Nair'),
    me,
    entry(4, 13, 'John Dsouza'),
  ],
  my_stats: me,
  my_position: 3,
};

let api: ReturnType<typeof mockApi>;
function renderPage(...replies: (() => ApiReply)[]) {
  let call = 0;
  api = mockApi({
    'GET /api/leaderboard-data': () => (replies[Math.min(call++, replies.length - 1)] as () => ApiReply)(),
    'GET /api/config': () => ok(makeConfig()),
    'GET /api/user-info': () => ok({ user }),
  });
  return renderWithApp(<LeaderboardPage />, { route: '/leaderboard', path: '/leaderboard' });
}

beforeEach(() => storeSession(user));

afterEach(() => {
  expect(api.unhandled).toEqual([]);
  localStorage.clear();
});

describe('LeaderboardPage', () => {
  it('asks for the top 30 and shows the own card', async () => {
    renderPage(() => ok(board));

    expect(screen.getByRole('heading', { level: 1, name: MSG.topPerformers })).toBeInTheDocument();
    const mine = await screen.findByRole('region', { name: 'Your standing' });
    expect(api.callsTo('GET', '/api/leaderboard-data')[0]?.query.get('limit')).toBe(
      String(LEADERBOARD_LIMIT),
    );
    const value = (label: string) => within(mine).getByText(label).nextElementSibling;
    expect(value('Position')).toHaveTextContent('#3');
    expect(value('Accuracy')).toHaveTextContent('76%');
    expect(value('Skills')).toHaveTextContent('10');
    // Total mastery 6 over 10 skills.
    expect(within(mine).getByRole('progressbar', { name: 'Mastery' })).toHaveAttribute('aria-valuenow', '60');
    expect(within(mine).getByText('60%')).toBeInTheDocument();
    // In the same words as the leaders' list.
    expect(within(mine).getByText('6 of 10 skills mastered')).toBeInTheDocument();
  });

  it('lists the leaders with rank, avatar, name, accuracy, skills and total mastery, highlighting me', async () => {
    renderPage(() => ok(board));

    const list = await screen.findByRole('list', { name: 'Leaders' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveTextContent('Rank 1');
    expect(rows[0]).toHaveTextContent('Ravi Kumar');
    expect(rows[0]).toHaveTextContent('Accuracy89%');
    expect(rows[0]).toHaveTextContent('Skills12');
    expect(rows[0]).toHaveTextContent('Mastered9.5 of 12 skills');
    // Initials without an avatar, the image from the profile image base path with one.
    expect(within(rows[0] as HTMLElement).getByText('RK')).toBeInTheDocument();
    // The image appears once the public config (the profile-image base path) has loaded.
    await waitFor(() =>
      expect(rows[2]?.querySelector('img')).toHaveAttribute('src', '/media/avatars/a3.png'),
    );

    expect(rows.filter((r) => r.getAttribute('aria-current') === 'true')).toEqual([rows[2]]);
    expect(rows[2]).toHaveClass('bg-indigo-50');
    expect(within(rows[2] as HTMLElement).getByText('You')).toBeInTheDocument();
  });

  it('shows the empty text and an unranked card before anyone has played', async () => {
    renderPage(() => ok({ leaders: [], my_stats: null, my_position: null }));

    expect(await screen.findByText(MSG.noLeaders)).toBeInTheDocument();
    const mine = screen.getByRole('region', { name: 'Your standing' });
    expect(within(mine).getByText('Position').nextElementSibling).toHaveTextContent('Not yet');
    expect(within(mine).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(mine).getByText('Asha Rao')).toBeInTheDocument();
  });

  it('toasts and shows the failure card; Retry loads again', async () => {
    renderPage(
      () => fail(500, 'Database unavailable'),
      () => ok(board),
    );

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: MSG.failedToLoadLeaderboard })).toBeInTheDocument();
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Leaders' })).toBeInTheDocument();
  });

  it('toasts the fallback text when the server gives no message', async () => {
    renderPage(() => ({ status: 502, body: null }));

    await screen.findByRole('alert');
    await waitFor(() => expect(screen.getAllByText(MSG.failedToLoadLeaderboard)).toHaveLength(2));
  });
});
