// Top Performers: students ranked by total mastery (the sum of their skills' mastery), then right answers, then
// who got there first (lower id). The order of everyone else comes from the in-memory rank board; the caller's
// own row is read live, so their latest attempt always shows in their own rank.
import type { LeaderboardData, LeaderboardEntry } from '@quizring/contracts';
import type { Db } from '../../db/database.ts';
import { prepared } from '../../db/prepared.ts';
import { rankBoard, standingsQuery } from './rank-board.ts';
import type { Standing } from './rank-board.ts';

function entry(row: Standing, rank: number): LeaderboardEntry {
  return {
    user_id: row.user_id,
    user_name: `${row.firstname} ${row.lastname}`.trim(),
    avatar: row.avatar,
    rank,
    total_mastery: Math.round(row.total_mastery * 100) / 100,
    accuracy_pct:
      row.total_attempts > 0 ? Math.round((row.total_correct / row.total_attempts) * 1000) / 10 : 0,
    skills_count: row.skills_attempted,
  };
}

/** 1-based position of a student with these totals (their learner_stats row), from the rank board. */
export async function positionOf(
  db: Db,
  me: { user_id: number; total_mastery: number; total_correct: number },
): Promise<number> {
  return (await rankBoard(db)).positionOf(me);
}

const ownStanding = prepared((db, p: { userId: number }) =>
  standingsQuery(db).where('learner_stats.user_id', '=', p.userId),
);

export async function leaderboard(db: Db, userId: number, limit: number): Promise<LeaderboardData> {
  const [board, own] = await Promise.all([rankBoard(db), ownStanding(db, { userId })]);
  const mine = own.rows[0];
  const position = mine ? board.positionOf(mine) : null;
  return {
    leaders: board.top(limit, mine).map((r, i) => entry(r, i + 1)),
    my_stats: mine && position ? entry(mine, position) : null,
    my_position: position,
  };
}
