// Recording an answer. The server grades from the chosen option id; in ONE transaction it stores the attempt and
// updates everything read later (skill mastery, question progress, the day's aggregates, streak, totals, score),
// so reads never aggregate the attempt history. A retry with the same client_attempt_id is counted once. Only a
// question served to the student is answered, and only its first answer of the day counts (decision 0016).
import { MASTERY_THRESHOLD, MSG } from '@quizring/contracts';
import type { AttemptResult, QuizMode, TimeoutResult } from '@quizring/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { conflict, notFound, unprocessable } from '../../lib/errors.ts';
import { iso } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { DEFAULT_PARAMS, isEvidenceCorrect, predictedSuccess, updateMastery } from '../../shared/bkt.ts';
import type { BktParams } from '../../shared/bkt.ts';
import { dayOf, nextStreak } from '../../shared/days.ts';
import {
  addScore,
  attemptState,
  insertAttempt,
  insertLearnerStats,
  insertSkillMastery,
  lockStudent,
  spendQuestion,
  updateLearnerStats,
  updateSkillMastery,
  upsertDailyActivity,
  upsertQuestionProgress,
} from './attempt-queries.ts';
import type { ModeCounts } from './attempt-queries.ts';
import { classContent } from '../../read-model/content-cache.ts';
import type { ClassContent } from '../../read-model/content-cache.ts';
import { gradeOf } from '../../shared/learner-state.ts';
import { round4 } from '../../lib/numbers.ts';
import { wasServed } from './servings.ts';
import { announceLearning } from '../../read-model/change-listener.ts';

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
  credited: boolean;
  /** The skill's mastery this attempt left; null when it did not move it (read when answering). */
  pMastery: number | null;
};

export type AttemptContext = Pick<AppContext, 'db' | 'dialect' | 'clock' | 'config' | 'changes'>;

/** Refuses a question that was not served to the student: its verdict would tell an answer they never earned. */
async function requireServed(ctx: AttemptContext, user: UserRow, questionId: number): Promise<void> {
  const day = dayOf(ctx.clock.now(), ctx.config.timezone);
  if (!(await wasServed(ctx, user.id, questionId, day))) throw conflict(MSG.questionNotServed);
}

export async function recordAttempt(
  ctx: AttemptContext,
  user: UserRow,
  input: AttemptInput,
): Promise<AttemptResult> {
  const grade = gradeOf(user);
  const question = await gradedQuestion(ctx, grade, input);
  await requireServed(ctx, user, question.id);
  let recorded: Recorded;
  try {
    recorded = await ctx.db.transaction().execute((trx) => record(ctx, trx, user, question, input));
  } catch (error) {
    // The same client id raced in on another connection: the first one counted, this one is its duplicate.
    if (!input.clientAttemptId || !isUniqueViolation(error)) throw error;
    const existing = await findByClientId(ctx.db, user.id, input.clientAttemptId);
    if (!existing) throw error;
    recorded = { ...existing, duplicate: true, pMastery: null };
  }
  return resultOf(ctx, user, recorded);
}

async function findByClientId(db: Db, userId: number, clientAttemptId: string) {
  const row = await db
    .selectFrom('attempts')
    .select(['id', 'is_correct', 'credited', 'question_id', 'skill_id'])
    .where('user_id', '=', userId)
    .where('client_attempt_id', '=', clientAttemptId)
    .executeTakeFirst();
  return row
    ? {
        attemptId: row.id,
        isCorrect: row.is_correct === 1,
        credited: row.credited === 1,
        questionId: row.question_id,
        skillId: row.skill_id,
      }
    : undefined;
}

/** The answered question, its skill's parameters and whether the chosen option is its answer. */
type GradedQuestion = {
  id: number;
  skillId: number;
  difficulty: number;
  params: BktParams;
  optionId: number;
  isCorrect: boolean;
};

/**
 * Grades from the class content held in memory (content-cache.ts) — no query for a question the student is being
 * served. A question missing there (retired, of another class, or imported on another instance within the cache's
 * minute) is looked up in the database as before, so nothing answerable is refused.
 */
async function gradedQuestion(
  ctx: AttemptContext,
  grade: number,
  input: AttemptInput,
): Promise<GradedQuestion> {
  const content = await classContent(ctx.db, grade);
  const cached = content.questionById.get(input.questionId);
  const skill = cached && content.skillById.get(cached.skill_id);
  if (cached && skill) {
    const option = cached.options.find((o) => o.id === input.optionId);
    if (!option) throw unprocessable(MSG.optionNotInQuestion);
    return {
      id: cached.id,
      skillId: cached.skill_id,
      difficulty: cached.difficulty,
      params: skill.params,
      optionId: option.id,
      isCorrect: option.is_answer,
    };
  }
  const question = await ctx.db
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
  const option = await ctx.db
    .selectFrom('question_options')
    .select(['id', 'is_answer'])
    .where('id', '=', input.optionId)
    .where('question_id', '=', question.id)
    .executeTakeFirst();
  if (!option) throw unprocessable(MSG.optionNotInQuestion);
  return {
    id: question.id,
    skillId: question.skill_id,
    difficulty: question.difficulty,
    params: {
      p_init: question.p_init,
      p_learn: question.p_learn,
      p_guess: question.p_guess,
      p_slip: question.p_slip,
    },
    optionId: option.id,
    isCorrect: option.is_answer === 1,
  };
}

async function record(
  ctx: AttemptContext,
  trx: Db,
  user: UserRow,
  question: GradedQuestion,
  input: AttemptInput,
): Promise<Recorded> {
  const userId = user.id;
  // One student's attempts are applied one at a time (PostgreSQL row lock; SQLite serialises transactions). The
  // lock is a statement of its own: under READ COMMITTED a statement that waited for it would still read the
  // other tables as they were before it waited.
  if (ctx.dialect === 'postgres') await lockStudent(trx, { userId });

  const {
    rows: [state],
  } = await attemptState(trx, {
    userId,
    skillId: question.skillId,
    questionId: question.id,
    clientAttemptId: input.clientAttemptId,
  });
  if (!state) throw new Error(`student ${userId} not found`);
  if (state.earlier_id !== null)
    return {
      attemptId: state.earlier_id,
      isCorrect: state.earlier_correct === 1,
      duplicate: true,
      credited: state.earlier_credited === 1,
      questionId: state.earlier_question_id!,
      skillId: state.earlier_skill_id!,
      pMastery: null,
    };
  // SQLite says 0 or 1, PostgreSQL false or true.
  if (Number(state.in_ring) === 1) throw conflict(MSG.questionInYourRing);

  const nowDate = ctx.clock.now();
  const now = iso(nowDate);
  const day = dayOf(nowDate, ctx.config.timezone);
  const { params, isCorrect } = question;
  const hint = input.hintSeen ? 1 : 0;
  const correct = isCorrect ? 1 : 0;
  const responseMs = input.responseTimeMs;
  const attempt = {
    userId,
    questionId: question.id,
    skillId: question.skillId,
    optionId: question.optionId,
    correct,
    hint,
    responseMs,
    mode: input.mode,
    difficulty: question.difficulty,
    qSource: input.qSource,
    clientAttemptId: input.clientAttemptId,
    day,
    now,
  };

  const hasMastery = state.p_mastery !== null;
  const before = state.p_mastery ?? params.p_init;
  // Answered again the same day: recorded as it was, but it moves nothing.
  if (state.credited_day === day) {
    const {
      rows: [repeat],
    } = await insertAttempt(trx, { ...attempt, before, after: before, credited: 0 });
    return {
      attemptId: repeat!.id,
      isCorrect,
      duplicate: false,
      credited: false,
      questionId: question.id,
      skillId: question.skillId,
      pMastery: null,
    };
  }

  const after = updateMastery(before, isEvidenceCorrect(isCorrect, input.hintSeen), params);
  const wasMastered = hasMastery && before >= MASTERY_THRESHOLD;
  const isMasteredNow = after >= MASTERY_THRESHOLD;

  const {
    rows: [inserted],
  } = await insertAttempt(trx, { ...attempt, before, after, credited: 1 });

  const mastery = {
    userId,
    skillId: question.skillId,
    p: after,
    correct,
    hint,
    responseMs,
    now,
    masteredAt: isMasteredNow ? (state.mastered_at ?? now) : null,
    reviewDue: isMasteredNow ? iso(new Date(nowDate.getTime() + reviewInterval(after))) : null,
  };
  await (hasMastery ? updateSkillMastery : insertSkillMastery)(trx, mastery);

  await upsertQuestionProgress(trx, { userId, questionId: question.id, correct, now, day });

  const modes: ModeCounts = { move: 0, punch: 0, chill: 0, skill: 0, topic: 0, other: 0 };
  modes[input.mode ?? 'other'] = 1;
  await upsertDailyActivity(trx, { userId, day, correct, responseMs, hint, ...modes });

  const streak = nextStreak(state.last_active_day, state.streak_days ?? 0, day);
  const stats = { userId, correct, responseMs, hint, streak, day, now };
  if (state.stats_user_id !== null)
    await updateLearnerStats(trx, {
      ...stats,
      newSkill: hasMastery ? 0 : 1,
      masteredDelta: (isMasteredNow ? 1 : 0) - (wasMastered ? 1 : 0),
      masteryDelta: after - (hasMastery ? before : 0),
    });
  else
    await insertLearnerStats(trx, {
      ...stats,
      newSkill: 1,
      masteredDelta: isMasteredNow ? 1 : 0,
      masteryDelta: after,
    });

  if (isCorrect) await addScore(trx, { userId, points: SCORE_PER_CORRECT[question.difficulty] ?? 0 });

  return {
    attemptId: inserted!.id,
    isCorrect,
    duplicate: false,
    credited: true,
    questionId: question.id,
    skillId: question.skillId,
    pMastery: after,
  };
}

/**
 * The answer as the quiz shows it. A new attempt needs no query: the question's answer and explanation are in the
 * class content, and the skill's mastery is the one this transaction wrote. The skill was just attempted, so its
 * status is mastered or learning (skill-status.ts). A duplicate reads the mastery as it stands now.
 */
async function resultOf(ctx: AttemptContext, user: UserRow, recorded: Recorded): Promise<AttemptResult> {
  const content = await classContent(ctx.db, gradeOf(user));
  const [question, p] = await Promise.all([
    answerOf(ctx, content, recorded.questionId),
    recorded.pMastery ??
      ctx.db
        .selectFrom('skill_mastery')
        .select('p_mastery')
        .where('user_id', '=', user.id)
        .where('skill_id', '=', recorded.skillId)
        .executeTakeFirst()
        .then((row) => row?.p_mastery ?? 0),
  ]);
  const skill = content.skillById.get(recorded.skillId);
  return {
    attempt_id: recorded.attemptId,
    is_correct: recorded.isCorrect,
    correct_option_id: question.answer_id,
    explanation: question.explanation,
    skill_mastery: skill
      ? {
          skill_id: skill.id,
          skill_name: skill.name,
          p_mastery: round4(p),
          status: p >= MASTERY_THRESHOLD ? 'mastered' : 'learning',
          predicted_success: round4(predictedSuccess(p, skill.params)),
        }
      : {
          skill_id: recorded.skillId,
          skill_name: '',
          p_mastery: round4(p),
          status: 'learning',
          predicted_success: round4(predictedSuccess(p, DEFAULT_PARAMS)),
        },
    duplicate: recorded.duplicate,
    credited: recorded.credited,
  };
}

/** A question's right option and explanation: from the class content, else (retired meanwhile) the database. */
async function answerOf(
  ctx: AttemptContext,
  content: ClassContent,
  questionId: number,
): Promise<{ answer_id: number; explanation: string | null }> {
  const cached = content.questionById.get(questionId);
  const answer = cached?.options.find((o) => o.is_answer);
  if (answer) return { answer_id: answer.id, explanation: cached!.explanation };
  return ctx.db
    .selectFrom('questions')
    .innerJoin('question_options', 'question_options.question_id', 'questions.id')
    .select(['question_options.id as answer_id', 'questions.explanation'])
    .where('questions.id', '=', questionId)
    .where('question_options.is_answer', '=', 1)
    .executeTakeFirstOrThrow();
}

/**
 * A question whose time ran out: the quiz shows its answer, so it has earned all it can today (answering it
 * afterwards is recorded but earns nothing). Served questions only, and not while it is a question of the Ring the
 * student is playing.
 */
export async function timeOut(
  ctx: AttemptContext,
  user: UserRow,
  questionId: number,
): Promise<TimeoutResult> {
  const content = await classContent(ctx.db, gradeOf(user));
  const question = content.questionById.get(questionId);
  if (!question) throw notFound(MSG.questionNotFound);
  await requireServed(ctx, user, questionId);
  await ctx.db.transaction().execute(async (trx) => {
    if (ctx.dialect === 'postgres') await lockStudent(trx, { userId: user.id });
    const {
      rows: [state],
    } = await attemptState(trx, {
      userId: user.id,
      skillId: question.skill_id,
      questionId,
      clientAttemptId: null,
    });
    if (Number(state?.in_ring) === 1) throw conflict(MSG.questionInYourRing);
    const now = ctx.clock.now();
    await spendQuestion(trx, {
      userId: user.id,
      questionId,
      now: iso(now),
      day: dayOf(now, ctx.config.timezone),
    });
    // Other instances' pages must drop the question too: attempts announce through learner_stats' trigger.
    if (ctx.dialect === 'postgres') await announceLearning(trx, user.id);
  });
  const { answer_id, explanation } = await answerOf(ctx, content, questionId);
  return { correct_option_id: answer_id, explanation };
}
