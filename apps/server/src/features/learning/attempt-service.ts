// Recording an answer. The server grades from the chosen option id; in ONE transaction it stores the attempt and
// updates everything read later (skill mastery, question progress, the day's aggregates, streak, totals, score),
// so reads never aggregate the attempt history. A retry with the same client_attempt_id is counted once.
import { MASTERY_THRESHOLD, MSG } from '@quizring/contracts';
import type { AttemptResult, QuizMode } from '@quizring/contracts';
import { sql } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { iso } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../shared/users.ts';
import { DEFAULT_PARAMS, isEvidenceCorrect, predictedSuccess, updateMastery } from '../mastery/bkt.ts';
import type { BktParams } from '../mastery/bkt.ts';
import { dayOf, nextStreak } from './days.ts';
import { gradeOf, learnerView, round4, skillMasteryOf } from './learner-state.ts';

export type AttemptInput = {
  questionId: number;
  optionId: number;
  responseTimeMs: number;
  hintSeen: boolean;
  mode: QuizMode | null;
  qSource: string | null;
  clientAttemptId: string | null;
};

/** Points added to the student's score for a right answer, by difficulty. */
export const SCORE_PER_CORRECT: Record<number, number> = { 1: 5, 2: 10, 3: 15 };

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a mastered skill comes back for review: sooner while mastery is fresh, later once it is solid. */
export function reviewInterval(p: number): number {
  if (p < 0.9) return DAY_MS;
  if (p < 0.95) return 3 * DAY_MS;
  return 7 * DAY_MS;
}

type Recorded = {
  attemptId: number;
  isCorrect: boolean;
  duplicate: boolean;
  questionId: number;
  skillId: number;
};

export type AttemptContext = Pick<AppContext, 'db' | 'dialect' | 'clock' | 'config'>;

export async function recordAttempt(
  ctx: AttemptContext,
  user: UserRow,
  input: AttemptInput,
): Promise<AttemptResult> {
  const grade = gradeOf(user);
  let recorded: Recorded;
  try {
    recorded = await ctx.db.transaction().execute((trx) => record(ctx, trx, user, grade, input));
  } catch (error) {
    // The same client id raced in on another connection: the first one counted, this one is its duplicate.
    if (!input.clientAttemptId || !isUniqueViolation(error)) throw error;
    const existing = await findByClientId(ctx.db, user.id, input.clientAttemptId);
    if (!existing) throw error;
    recorded = { ...existing, duplicate: true };
  }
  return resultOf(ctx, user, recorded);
}

async function findByClientId(db: Db, userId: number, clientAttemptId: string) {
  const row = await db
    .selectFrom('attempts')
    .select(['id', 'is_correct', 'question_id', 'skill_id'])
    .where('user_id', '=', userId)
    .where('client_attempt_id', '=', clientAttemptId)
    .executeTakeFirst();
  return row
    ? {
        attemptId: row.id,
        isCorrect: row.is_correct === 1,
        questionId: row.question_id,
        skillId: row.skill_id,
      }
    : undefined;
}

async function record(
  ctx: AttemptContext,
  trx: Db,
  user: UserRow,
  grade: number,
  input: AttemptInput,
): Promise<Recorded> {
  // One student's attempts are applied one at a time (PostgreSQL row lock; SQLite serialises transactions).
  if (ctx.dialect === 'postgres')
    await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().executeTakeFirst();

  if (input.clientAttemptId) {
    const existing = await findByClientId(trx, user.id, input.clientAttemptId);
    if (existing) return { ...existing, duplicate: true };
  }

  const question = await trx
    .selectFrom('questions')
    .innerJoin('skills', 'skills.id', 'questions.skill_id')
    .select([
      'questions.id',
      'questions.skill_id',
      'questions.class',
      'questions.difficulty',
      'skills.p_init',
      'skills.p_learn',
      'skills.p_guess',
      'skills.p_slip',
    ])
    .where('questions.id', '=', input.questionId)
    .executeTakeFirst();
  // A question of another class is as good as absent: a student is only ever served their own class.
  if (!question || question.class !== grade) throw notFound(MSG.questionNotFound);
  const option = await trx
    .selectFrom('question_options')
    .select(['id', 'is_answer'])
    .where('id', '=', input.optionId)
    .where('question_id', '=', question.id)
    .executeTakeFirst();
  if (!option) throw unprocessable(MSG.optionNotInQuestion);

  const now = ctx.clock.now();
  const nowIso = iso(now);
  const day = dayOf(now, ctx.config.timezone);
  const params: BktParams = {
    p_init: question.p_init,
    p_learn: question.p_learn,
    p_guess: question.p_guess,
    p_slip: question.p_slip,
  };
  const isCorrect = option.is_answer === 1;
  const hint = input.hintSeen ? 1 : 0;
  const correct = isCorrect ? 1 : 0;

  const mastery = await trx
    .selectFrom('skill_mastery')
    .select(['p_mastery', 'mastered_at'])
    .where('user_id', '=', user.id)
    .where('skill_id', '=', question.skill_id)
    .executeTakeFirst();
  const before = mastery?.p_mastery ?? params.p_init;
  const after = updateMastery(before, isEvidenceCorrect(isCorrect, input.hintSeen), params);
  const wasMastered = before >= MASTERY_THRESHOLD && mastery !== undefined;
  const isMasteredNow = after >= MASTERY_THRESHOLD;

  const { id: attemptId } = await trx
    .insertInto('attempts')
    .values({
      user_id: user.id,
      question_id: question.id,
      skill_id: question.skill_id,
      option_id: option.id,
      is_correct: correct,
      hint_seen: hint,
      response_time_ms: input.responseTimeMs,
      mode: input.mode,
      difficulty: question.difficulty,
      q_source: input.qSource,
      client_attempt_id: input.clientAttemptId,
      p_mastery_before: before,
      p_mastery_after: after,
      day,
      created_at: nowIso,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const reviewDue = isMasteredNow ? iso(new Date(now.getTime() + reviewInterval(after))) : null;
  if (mastery) {
    await trx
      .updateTable('skill_mastery')
      .set({
        p_mastery: after,
        attempts: sql`attempts + 1`,
        correct: sql`correct + ${correct}`,
        hints: sql`hints + ${hint}`,
        response_ms: sql`response_ms + ${input.responseTimeMs}`,
        last_attempted_at: nowIso,
        mastered_at: isMasteredNow ? (mastery.mastered_at ?? nowIso) : null,
        review_due_at: reviewDue,
      })
      .where('user_id', '=', user.id)
      .where('skill_id', '=', question.skill_id)
      .execute();
  } else {
    await trx
      .insertInto('skill_mastery')
      .values({
        user_id: user.id,
        skill_id: question.skill_id,
        p_mastery: after,
        attempts: 1,
        correct,
        hints: hint,
        response_ms: input.responseTimeMs,
        first_attempted_at: nowIso,
        last_attempted_at: nowIso,
        mastered_at: isMasteredNow ? nowIso : null,
        review_due_at: reviewDue,
      })
      .execute();
  }

  await trx
    .insertInto('question_progress')
    .values({
      user_id: user.id,
      question_id: question.id,
      attempts: 1,
      correct,
      last_correct: correct,
      last_attempted_at: nowIso,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'question_id']).doUpdateSet({
        attempts: sql`question_progress.attempts + 1`,
        correct: sql`question_progress.correct + ${correct}`,
        last_correct: correct,
        last_attempted_at: nowIso,
      }),
    )
    .execute();

  const modeColumn = input.mode ?? 'other';
  const modeCounts = { move: 0, punch: 0, chill: 0, skill: 0, topic: 0, other: 0, [modeColumn]: 1 };
  await trx
    .insertInto('daily_activity')
    .values({
      user_id: user.id,
      day,
      attempts: 1,
      correct,
      response_ms: input.responseTimeMs,
      hints: hint,
      ...modeCounts,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'day']).doUpdateSet({
        attempts: sql`daily_activity.attempts + 1`,
        correct: sql`daily_activity.correct + ${correct}`,
        response_ms: sql`daily_activity.response_ms + ${input.responseTimeMs}`,
        hints: sql`daily_activity.hints + ${hint}`,
        [modeColumn]: sql`daily_activity.${sql.ref(modeColumn)} + 1`,
      }),
    )
    .execute();

  const stats = await trx
    .selectFrom('learner_stats')
    .select(['streak_days', 'last_active_day'])
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  const masteredDelta = (isMasteredNow ? 1 : 0) - (wasMastered ? 1 : 0);
  const newSkill = mastery ? 0 : 1;
  const masteryDelta = after - (mastery ? before : 0);
  const streak = nextStreak(stats?.last_active_day ?? null, stats?.streak_days ?? 0, day);
  if (stats) {
    await trx
      .updateTable('learner_stats')
      .set({
        total_attempts: sql`total_attempts + 1`,
        total_correct: sql`total_correct + ${correct}`,
        response_ms: sql`response_ms + ${input.responseTimeMs}`,
        hints_used: sql`hints_used + ${hint}`,
        streak_days: streak,
        last_active_day: day,
        skills_attempted: sql`skills_attempted + ${newSkill}`,
        skills_mastered: sql`skills_mastered + ${masteredDelta}`,
        total_mastery: sql`total_mastery + ${masteryDelta}`,
        updated_at: nowIso,
      })
      .where('user_id', '=', user.id)
      .execute();
  } else {
    await trx
      .insertInto('learner_stats')
      .values({
        user_id: user.id,
        total_attempts: 1,
        total_correct: correct,
        response_ms: input.responseTimeMs,
        hints_used: hint,
        streak_days: streak,
        last_active_day: day,
        skills_attempted: 1,
        skills_mastered: isMasteredNow ? 1 : 0,
        total_mastery: after,
        updated_at: nowIso,
      })
      .execute();
  }

  if (isCorrect)
    await trx
      .updateTable('users')
      .set({ score: sql`score + ${SCORE_PER_CORRECT[question.difficulty] ?? 0}` })
      .where('id', '=', user.id)
      .execute();

  return { attemptId, isCorrect, duplicate: false, questionId: question.id, skillId: question.skill_id };
}

async function resultOf(ctx: AttemptContext, user: UserRow, recorded: Recorded): Promise<AttemptResult> {
  const [question, view] = await Promise.all([
    ctx.db
      .selectFrom('questions')
      .innerJoin('question_options', 'question_options.question_id', 'questions.id')
      .select(['question_options.id as answer_id', 'questions.explanation'])
      .where('questions.id', '=', recorded.questionId)
      .where('question_options.is_answer', '=', 1)
      .executeTakeFirstOrThrow(),
    learnerView(ctx.db, user),
  ]);
  const skill = view.content.skillById.get(recorded.skillId);
  const p = view.mastery.get(recorded.skillId)?.p_mastery ?? 0;
  return {
    attempt_id: recorded.attemptId,
    is_correct: recorded.isCorrect,
    correct_option_id: question.answer_id,
    explanation: question.explanation,
    skill_mastery: skill
      ? skillMasteryOf(view, skill)
      : {
          skill_id: recorded.skillId,
          skill_name: '',
          p_mastery: round4(p),
          status: 'learning',
          predicted_success: round4(predictedSuccess(p, DEFAULT_PARAMS)),
        },
    duplicate: recorded.duplicate,
  };
}
