// The statements of the attempt transaction (attempt-service.ts), prepared once: they run on every answer of
// every student, so they are compiled once per dialect rather than built per call (db/prepared.ts).
import { sql } from 'kysely';
import { prepared } from '../../db/prepared.ts';

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

type MasteryChange = {
  userId: number;
  skillId: number;
  p: number;
  correct: number;
  hint: number;
  responseMs: number;
  now: string;
  masteredAt: string | null;
  reviewDue: string | null;
};

export const updateSkillMastery = prepared((db, p: MasteryChange) =>
  db
    .updateTable('skill_mastery')
    .set({
      p_mastery: p.p,
      attempts: sql`attempts + 1`,
      correct: sql`correct + ${p.correct}`,
      hints: sql`hints + ${p.hint}`,
      response_ms: sql`response_ms + ${p.responseMs}`,
      last_attempted_at: p.now,
      mastered_at: p.masteredAt,
      review_due_at: p.reviewDue,
    })
    .where('user_id', '=', p.userId)
    .where('skill_id', '=', p.skillId),
);

export const insertSkillMastery = prepared((db, p: MasteryChange) =>
  db.insertInto('skill_mastery').values({
    user_id: p.userId,
    skill_id: p.skillId,
    p_mastery: p.p,
    attempts: 1,
    correct: p.correct,
    hints: p.hint,
    response_ms: p.responseMs,
    first_attempted_at: p.now,
    last_attempted_at: p.now,
    mastered_at: p.masteredAt,
    review_due_at: p.reviewDue,
  }),
);

export const upsertQuestionProgress = prepared(
  (db, p: { userId: number; questionId: number; correct: number; now: string; day: string }) =>
    db
      .insertInto('question_progress')
      .values({
        user_id: p.userId,
        question_id: p.questionId,
        attempts: 1,
        correct: p.correct,
        last_correct: p.correct,
        last_attempted_at: p.now,
        credited_day: p.day,
      })
      .onConflict((oc) =>
        oc.columns(['user_id', 'question_id']).doUpdateSet({
          attempts: sql`question_progress.attempts + 1`,
          correct: sql`question_progress.correct + ${p.correct}`,
          last_correct: p.correct,
          last_attempted_at: p.now,
          credited_day: p.day,
        }),
      ),
);

/**
 * A question whose time ran out and whose answer was then shown: it has earned what it can today. A question never
 * attempted gets a row with no attempts (seen, not answered right: the selection treats it as practice).
 */
export const spendQuestion = prepared(
  (db, p: { userId: number; questionId: number; now: string; day: string }) =>
    db
      .insertInto('question_progress')
      .values({
        user_id: p.userId,
        question_id: p.questionId,
        attempts: 0,
        correct: 0,
        last_correct: 0,
        last_attempted_at: p.now,
        credited_day: p.day,
      })
      .onConflict((oc) => oc.columns(['user_id', 'question_id']).doUpdateSet({ credited_day: p.day })),
);

/** One count per mode: 1 in the attempt's mode column, 0 in the others (one statement for every mode). */
export type ModeCounts = {
  move: number;
  punch: number;
  chill: number;
  skill: number;
  topic: number;
  other: number;
};

export const upsertDailyActivity = prepared(
  (db, p: { userId: number; day: string; correct: number; responseMs: number; hint: number } & ModeCounts) =>
    db
      .insertInto('daily_activity')
      .values({
        user_id: p.userId,
        day: p.day,
        attempts: 1,
        correct: p.correct,
        response_ms: p.responseMs,
        hints: p.hint,
        move: p.move,
        punch: p.punch,
        chill: p.chill,
        skill: p.skill,
        topic: p.topic,
        other: p.other,
      })
      .onConflict((oc) =>
        oc.columns(['user_id', 'day']).doUpdateSet({
          attempts: sql`daily_activity.attempts + 1`,
          correct: sql`daily_activity.correct + ${p.correct}`,
          response_ms: sql`daily_activity.response_ms + ${p.responseMs}`,
          hints: sql`daily_activity.hints + ${p.hint}`,
          move: sql`daily_activity.move + ${p.move}`,
          punch: sql`daily_activity.punch + ${p.punch}`,
          chill: sql`daily_activity.chill + ${p.chill}`,
          skill: sql`daily_activity.skill + ${p.skill}`,
          topic: sql`daily_activity.topic + ${p.topic}`,
          other: sql`daily_activity.other + ${p.other}`,
        }),
      ),
);

type StatsChange = {
  userId: number;
  correct: number;
  responseMs: number;
  hint: number;
  streak: number;
  day: string;
  newSkill: number;
  masteredDelta: number;
  masteryDelta: number;
  now: string;
};

export const updateLearnerStats = prepared((db, p: StatsChange) =>
  db
    .updateTable('learner_stats')
    .set({
      total_attempts: sql`total_attempts + 1`,
      total_correct: sql`total_correct + ${p.correct}`,
      response_ms: sql`response_ms + ${p.responseMs}`,
      hints_used: sql`hints_used + ${p.hint}`,
      streak_days: p.streak,
      last_active_day: p.day,
      skills_attempted: sql`skills_attempted + ${p.newSkill}`,
      skills_mastered: sql`skills_mastered + ${p.masteredDelta}`,
      total_mastery: sql`total_mastery + ${p.masteryDelta}`,
      updated_at: p.now,
    })
    .where('user_id', '=', p.userId),
);

/** A student's first attempt: the deltas are the totals. */
export const insertLearnerStats = prepared((db, p: StatsChange) =>
  db.insertInto('learner_stats').values({
    user_id: p.userId,
    total_attempts: 1,
    total_correct: p.correct,
    response_ms: p.responseMs,
    hints_used: p.hint,
    streak_days: p.streak,
    last_active_day: p.day,
    skills_attempted: p.newSkill,
    skills_mastered: p.masteredDelta,
    total_mastery: p.masteryDelta,
    updated_at: p.now,
  }),
);

export const addScore = prepared((db, p: { userId: number; points: number }) =>
  db
    .updateTable('users')
    .set({ score: sql`score + ${p.points}` })
    .where('id', '=', p.userId),
);
