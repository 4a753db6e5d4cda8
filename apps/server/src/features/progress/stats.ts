// A student's running totals (one row, kept by the attempt transaction).
import type { Db } from '../../db/database.ts';
import { prepared } from '../../db/prepared.ts';

export type LearnerStats = {
  total_attempts: number;
  total_correct: number;
  response_ms: number;
  hints_used: number;
  streak_days: number;
  last_active_day: string;
  skills_attempted: number;
  skills_mastered: number;
  total_mastery: number;
  /** Rewritten by every attempt: with total_attempts, the version of everything an attempt changes. */
  updated_at: string;
};

const statsRow = prepared((db, p: { userId: number }) =>
  db
    .selectFrom('learner_stats')
    .select([
      'total_attempts',
      'total_correct',
      'response_ms',
      'hints_used',
      'streak_days',
      'last_active_day',
      'skills_attempted',
      'skills_mastered',
      'total_mastery',
      'updated_at',
    ])
    .where('user_id', '=', p.userId),
);

export async function learnerStats(db: Db, userId: number): Promise<LearnerStats | undefined> {
  const {
    rows: [row],
  } = await statsRow(db, { userId });
  return row ? { ...row, response_ms: Number(row.response_ms) } : undefined;
}
