import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within, waitFor } from '@testing-library/react';
import { MSG, RING_EVENTS, ringChannel } from '@quizring/contracts';
import { storeSession } from '@test/fixtures';
import { mockApi, ok } from '@test/mock-api';
import type { ApiReply } from '@test/mock-api';
import { renderWithApp } from '@test/render';
import { fakeRealtime } from '@test/fake-realtime';
import { entry, me, sessionCalls } from '@test/ring-fixtures';
import RingLeaderboardPage from './ring-leaderboard-page';

vi.mock('@/lib/realtime', async () => (await import('@test/fake-realtime')).fakeRealtimeModule);

const entries = [
  entry(12, 'Meera Nair', 6, 3, { avatar: 'm.png' }),
  entry(7, 'Asha Rao', 9, 1),
  entry(13, 'John Dsouza', 2, 4, { accuracy_pct: 16.7, total: 12 }),
  entry(11, 'Ravi Kumar', 9, 2),
];
const board = { leaderboard: entries, status: 'finished' as const };

let api: ReturnType<typeof mockApi>;
function renderBoard(reply: () => ApiReply = () => ok(board), state?: unknown) {
  api = mockApi({ ...sessionCalls, 'GET /api/ring-sessions/12/leaderboard': reply });
  return renderWithApp(<RingLeaderboardPage />, {
    route: { pathname: '/ring/leaderboard/12', state },
    path: '/ring/leaderboard/:id',
  });
}

beforeEach(() => {
  localStorage.clear();
  storeSession(me);
  fakeRealtime.reset();
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
});

describe('Ring leaderboard', () => {
  it('shows the top 3 with medal, avatar, name, correct/total and an accuracy bar', async () => {
    renderBoard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ring Leaderboard' })).toBeInTheDocument();
    const top = await screen.findByRole('list', { name: 'Top 3' });
    const cards = within(top).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const first = cards[0] as HTMLElement;
    expect(within(first).getByRole('img', { name: 'Gold medal' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Asha Rao');
    expect(first).toHaveTextContent('9/10 correct');
    expect(within(first).getByRole('progressbar', { name: 'Asha Rao accuracy' })).toHaveAttribute(
      'aria-valuenow',
      '90',
    );
    expect(within(cards[1] as HTMLElement).getByRole('img', { name: 'Silver medal' })).toBeInTheDocument();
    expect(cards[1]).toHaveTextContent('Ravi Kumar');
    expect(within(cards[2] as HTMLElement).getByRole('img', { name: 'Bronze medal' })).toBeInTheDocument();
    // The image appears once the public config (the profile-image base path) has loaded.
    expect(
      await within(cards[2] as HTMLElement).findByRole('img', { name: "Meera Nair's avatar" }),
    ).toHaveAttribute('src', '/media/avatars/m.png');
  });

  it('ranks everyone by correct answers with Score: x / y (z%)', async () => {
    renderBoard();
    const all = await screen.findByRole('list', { name: 'All players' });
    // Meera's image instead of her initials once the public config has loaded.
    await within(all).findByRole('img', { name: "Meera Nair's avatar" });
    const rows = within(all).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent?.replace(/\s+/g, ' '))).toEqual([
      'Rank 1ARAsha RaoScore: 9 / 10 (90%)',
      'Rank 2RKRavi KumarScore: 9 / 10 (90%)',
      'Rank 3Meera NairScore: 6 / 10 (60%)',
      'Rank 4JDJohn DsouzaScore: 2 / 12 (17%)',
    ]);
    expect(rows[0]).toHaveAttribute('aria-current', 'true');
  });

  it('uses the data handed over by the live quiz without asking again', async () => {
    renderBoard(() => ok(board), { ringLeaderboard: { ...board, leaderboard: entries.slice(0, 2) } });
    const all = await screen.findByRole('list', { name: 'All players' });
    expect(within(all).getAllByRole('listitem')).toHaveLength(2);
    expect(api.callsTo('GET', '/api/ring-sessions/12/leaderboard')).toHaveLength(0);
  });

  it('says when results are not final yet', async () => {
    renderBoard(() => ok({ ...board, status: 'in_progress' }));
    expect(await screen.findByText(/these are the results so far/)).toBeInTheDocument();
  });

  it('turns results handed over before the finish into the final ones when the ring finishes, without a reload', async () => {
    const partial = {
      leaderboard: [entry(7, 'Asha Rao', 7, 1), entry(11, 'Ravi Kumar', 5, 2, { answered: 8 })],
      status: 'in_progress' as const,
    };
    const final = {
      leaderboard: [entry(7, 'Asha Rao', 8, 1), entry(11, 'Ravi Kumar', 6, 2)],
      status: 'finished' as const,
    };
    let reply = partial as typeof partial | typeof final;
    renderBoard(() => ok(reply), { ringLeaderboard: partial });
    const all = await screen.findByRole('list', { name: 'All players' });
    expect(within(all).getAllByRole('listitem')[1]).toHaveTextContent(
      'Score: 5 / 10 (50%) · answering 8 of 10',
    );

    reply = final;
    fakeRealtime.emit(ringChannel(12), RING_EVENTS.sessionFinished, {
      session_id: 12,
      ended_at: '2026-01-05T10:06:00.000Z',
      seq: 40,
    });
    await waitFor(() =>
      expect(within(all).getAllByRole('listitem')[0]).toHaveTextContent('Score: 8 / 10 (80%)'),
    );
    expect(within(all).getAllByRole('listitem')[1]).toHaveTextContent(/Score: 6 \/ 10 \(60%\)$/);
    expect(screen.queryByText(/these are the results so far/)).not.toBeInTheDocument();
  });

  it('goes Back to Home', async () => {
    renderBoard();
    await screen.findByRole('list', { name: 'All players' });
    fireEvent.click(screen.getByRole('link', { name: MSG.backToHome }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });

  it('toasts a failed load and offers Retry', async () => {
    let calls = 0;
    renderBoard(() => (++calls === 1 ? { status: 500, body: null } : ok(board)));
    const card = await screen.findByRole('alert');
    await waitFor(() => expect(screen.getAllByText(MSG.failedToLoadLeaderboard)).toHaveLength(2));
    fireEvent.click(within(card).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'All players' })).toBeInTheDocument();
  });
});
