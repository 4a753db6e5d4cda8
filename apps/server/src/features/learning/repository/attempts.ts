// The attempts table and the reads of the attempt transaction (attempt-service.ts). The statements are prepared
// once: they run on every answer of every student, so they are compiled once per dialect (db/prepared.ts).
import type { Db } from '../../../db/database.ts';
import { prepared } from '../../../db/prepared.ts';

/** PostgreSQL: one student's attempts apply one at a time. */
export const lockStudent = prepared((db, p: { userId: number }) =>
  db.selectFrom('users').select('id').where('id', '=', p.userId).forUpdate(),
);

/**
 * Everything the update depends on, in one read: an earlier copy of this attempt (same client id), the skill's
 * mastery, the student's stats, the day the question last earned something, and whether it is a question of a
 * Ring they are playing (answered here, its verdict would tell them the Ring's answer). A null client id matches
 * no attempt (`= NULL` is never true).
 */
export const attemptState = prepared(
  (db, p: { userId: number; skillId: number; questionId: number; clientAttemptId: string | null }) =>
    db
      .selectFrom('users')
      .leftJoin('learner_stats', 'learner_stats.user_id', 'users.id')
      .leftJoin('skill_mastery', (join) =>
        join.onRef('skill_mastery.user_id', '=', 'users.id').on('skill_mastery.skill_id', '=', p.skillId),
      )
      .leftJoin('question_progress', (join) =>
        join
          .onRef('question_progress.user_id', '=', 'users.id')
          .on('question_progress.question_id', '=', p.questionId),
      )
      .leftJoin('attempts', (join) =>
        join
          .onRef('attempts.user_id', '=', 'users.id')
          .on('attempts.client_attempt_id', '=', p.clientAttemptId),
      )
      .select([
        'learner_stats.user_id as stats_user_id',
        'learner_stats.streak_days',
        'learner_stats.last_active_day',
        'skill_mastery.p_mastery',
        'skill_mastery.mastered_at',
        'question_progress.credited_day',
        'attempts.id as earlier_id',
        'attempts.is_correct as earlier_correct',
        'attempts.credited as earlier_credited',
        'attempts.question_id as earlier_question_id',
        'attempts.skill_id as earlier_skill_id',
      ])
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('ring_participants')
              .innerJoin('ring_sessions', 'ring_sessions.id', 'ring_participants.session_id')
              .innerJoin('ring_questions', 'ring_questions.session_id', 'ring_participants.session_id')
              .select('ring_participants.id')
              .whereRef('ring_participants.user_id', '=', 'users.id')
              .where('ring_participants.finished_at', 'is', null)
              .where('ring_sessions.status', '=', 'in_progress')
              .where('ring_questions.question_id', '=', p.questionId),
          )
          .as('in_ring'),
      )
      .where('users.id', '=', p.userId),
);

export type NewAttempt = {
  userId: number;
  questionId: number;
  skillId: number;
  optionId: number;
  correct: number;
  hint: number;
  responseMs: number;
  mode: string | null;
  difficulty: number;
  qSource: string | null;
  clientAttemptId: string | null;
  before: number;
  after: number;
  day: string;
  now: string;
  credited: number;
};

export const insertAttempt = prepared((db, p: NewAttempt) =>
  db
    .insertInto('attempts')
    .values({
      user_id: p.userId,
      question_id: p.questionId,
      skill_id: p.skillId,
      option_id: p.optionId,
      is_correct: p.correct,
      hint_seen: p.hint,
      response_time_ms: p.responseMs,
      mode: p.mode,
      difficulty: p.difficulty,
      q_source: p.qSource,
      client_attempt_id: p.clientAttemptId,
      p_mastery_before: p.before,
      p_mastery_after: p.after,
      day: p.day,
      created_at: p.now,
      credited: p.credited,
    })
    .returning('id'),
);

/** The attempt a client id already recorded for the student (a retry that raced in on another connection). */
export function attemptByClientId(db: Db, userId: number, clientAttemptId: string) {
  return db
    .selectFrom('attempts')
    .select(['id', 'is_correct', 'credited', 'question_id', 'skill_id'])
    .where('user_id', '=', userId)
    .where('client_attempt_id', '=', clientAttemptId)
    .executeTakeFirst();
}

/** What `attemptState` reads for one attempt. */
export type AttemptState = Awaited<ReturnType<typeof attemptState>>['rows'][number];
