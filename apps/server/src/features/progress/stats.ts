// A student's running totals (one row, kept by the attempt transaction).
import type { Db } from '../../db/database.ts';

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
};

export async function learnerStats(db: Db, userId: number): Promise<LearnerStats | undefined> {
  const row = await db
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
    ])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? { ...row, response_ms: Number(row.response_ms) } : undefined;
}
