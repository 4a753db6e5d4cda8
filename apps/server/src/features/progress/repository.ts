// Every query of the student's progress: their running totals (one row, kept by the attempt transaction), the
// last days of daily aggregates and the latest attempts for the dashboard.
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

/** The student's daily aggregates from `firstDay` to `today`, both included. */
export const weekRows = prepared((db, p: { userId: number; firstDay: string; today: string }) =>
  db
    .selectFrom('daily_activity')
    .select(['day', 'attempts', 'correct', 'move', 'punch', 'chill'])
    .where('user_id', '=', p.userId)
    .where('day', '>=', p.firstDay)
    .where('day', '<=', p.today),
);

/** The student's latest attempts, newest first (an index range, not a history scan). */
export const latestAttempts = prepared((db, p: { userId: number; limit: number }) =>
  db
    .selectFrom('attempts')
    .select(['id', 'question_id', 'is_correct', 'mode', 'created_at'])
    .where('user_id', '=', p.userId)
    .orderBy('id', 'desc')
    .limit(p.limit),
);

/** Questions with their skill's and subject's names, by id (those not in the class content held in memory). */
export function questionsWithNames(db: Db, questionIds: number[]) {
  return db
    .selectFrom('questions')
    .innerJoin('skills', 'skills.id', 'questions.skill_id')
    .innerJoin('subjects', 'subjects.id', 'skills.subject_id')
    .select(['questions.id', 'questions.text', 'skills.name as skill_name', 'subjects.name as subject_name'])
    .where('questions.id', 'in', questionIds)
    .execute();
}
