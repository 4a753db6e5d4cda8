// The in-memory order of Top Performers: positions by binary search must agree with the leaderboard's rule (more
// mastery, then more right answers, then the lower id), with the caller's fresher standing put in its place.
import { describe, expect, it } from 'vitest';
import { isAhead, RankBoard } from '../../src/read-model/rank-board.ts';
import type { Standing } from '../../src/read-model/rank-board.ts';

const row = (user_id: number, total_mastery: number, total_correct: number): Standing => ({
  user_id,
  firstname: `S${user_id}`,
  lastname: '',
  avatar: null,
  total_mastery,
  total_attempts: total_correct + 1,
  total_correct,
  skills_attempted: 1,
});

const ranked = (rows: Standing[]) => [...rows].sort((a, b) => (isAhead(a, b) ? -1 : isAhead(b, a) ? 1 : 0));

/** The position as the database would count it: 1 + everyone else ahead. */
const countedPosition = (rows: Standing[], me: Standing) =>
  1 + rows.filter((r) => r.user_id !== me.user_id && isAhead(r, me)).length;

describe('rank board', () => {
  const rows = ranked([row(1, 2.5, 10), row(2, 2.5, 12), row(3, 1, 3), row(4, 2.5, 10), row(5, 0.2, 0)]);
  const board = () => new RankBoard([...rows], Date.now());

  it('orders by mastery, then right answers, then the lower id', () => {
    expect(rows.map((r) => r.user_id)).toEqual([2, 1, 4, 3, 5]);
  });

  it('finds every student at the position a count would give', () => {
    const b = board();
    for (const r of rows) expect(b.positionOf(r)).toBe(countedPosition(rows, r));
  });

  it('places a student with fresher totals than the board holds, without counting their old row', () => {
    const b = board();
    const improved = row(5, 3, 1); // was last, now first
    expect(b.positionOf(improved)).toBe(1);
    const dropped = row(2, 0.1, 12); // was first, now last
    expect(b.positionOf(dropped)).toBe(5);
    const newcomer = row(9, 1, 3); // ties student 3 on mastery and right answers, later id
    expect(b.positionOf(newcomer)).toBe(5);
  });

  it('lists the top with the caller in their fresh place', () => {
    const b = board();
    expect(b.top(3).map((r) => r.user_id)).toEqual([2, 1, 4]);
    expect(b.top(3, row(5, 2.5, 11)).map((r) => r.user_id)).toEqual([2, 5, 1]);
    expect(b.top(2, row(2, 0, 0)).map((r) => r.user_id)).toEqual([1, 4]);
  });

  it('patches changed students in place and drops those who have no standing any more', () => {
    const b = board();
    b.patch([3, 4], [row(3, 9, 1)]);
    expect(b.top(10).map((r) => r.user_id)).toEqual([3, 2, 1, 5]);
    expect(b.positionOf(row(1, 2.5, 10))).toBe(3);
  });
});
