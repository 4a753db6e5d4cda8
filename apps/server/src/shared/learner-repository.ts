// The queries of one student's learning rows that several features read: their per-skill mastery and their
// per-question progress, both by the primary key's user prefix (prepared: every hot read of a student runs them).
import { prepared } from '../db/prepared.ts';

/** Every skill_mastery row of the student. */
export const masteryRows = prepared((db, p: { userId: number }) =>
  db
    .selectFrom('skill_mastery')
    .select([
      'skill_id',
      'p_mastery',
      'attempts',
      'correct',
      'hints',
      'response_ms',
      'review_due_at',
      'last_attempted_at',
    ])
    .where('user_id', '=', p.userId),
);

/** Every question_progress row of the student. */
export const questionProgressRows = prepared((db, p: { userId: number }) =>
  db
    .selectFrom('question_progress')
    .select(['question_id', 'last_correct', 'credited_day'])
    .where('user_id', '=', p.userId),
);
