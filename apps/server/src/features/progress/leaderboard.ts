// Top Performers: students ranked by total mastery (the sum of their skills' mastery), then right answers, then
// who got there first (lower id), read in index order; "my position" is an index range count.
import type { LeaderboardData, LeaderboardEntry } from '@quizring/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

type Row = {
  user_id: number;
  firstname: string;
  lastname: string;
  avatar: string | null;
  total_mastery: number;
  total_attempts: number;
  total_correct: number;
  skills_attempted: number;
};

function entry(row: Row, rank: number): LeaderboardEntry {
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

function baseQuery(db: Db) {
  return db
    .selectFrom('learner_stats')
    .innerJoin('users', 'users.id', 'learner_stats.user_id')
    .select([
      'learner_stats.user_id',
      'users.firstname',
      'users.lastname',
      'users.avatar',
      'learner_stats.total_mastery',
      'learner_stats.total_attempts',
      'learner_stats.total_correct',
      'learner_stats.skills_attempted',
    ]);
}

/** 1-based position of a student, or null without any attempt. */
export async function positionOf(db: Db, userId: number): Promise<{ row: Row; position: number } | null> {
  const row = await baseQuery(db).where('learner_stats.user_id', '=', userId).executeTakeFirst();
  if (!row) return null;
  const { ahead } = await db
    .selectFrom('learner_stats')
    .select(sql<number>`count(*)`.as('ahead'))
    .where((eb) =>
      eb.or([
        eb('total_mastery', '>', row.total_mastery),
        eb.and([eb('total_mastery', '=', row.total_mastery), eb('total_correct', '>', row.total_correct)]),
        eb.and([
          eb('total_mastery', '=', row.total_mastery),
          eb('total_correct', '=', row.total_correct),
          eb('user_id', '<', userId),
        ]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return { row, position: Number(ahead) + 1 };
}

export async function leaderboard(db: Db, userId: number, limit: number): Promise<LeaderboardData> {
  const [rows, mine] = await Promise.all([
    baseQuery(db)
      .orderBy('learner_stats.total_mastery', 'desc')
      .orderBy('learner_stats.total_correct', 'desc')
      .orderBy('learner_stats.user_id', 'asc')
      .limit(limit)
      .execute(),
    positionOf(db, userId),
  ]);
  return {
    leaders: rows.map((r, i) => entry(r, i + 1)),
    my_stats: mine ? entry(mine.row, mine.position) : null,
    my_position: mine?.position ?? null,
  };
}
