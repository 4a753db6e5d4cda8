// Recording an answer. The server grades from the chosen option id; in ONE transaction it stores the attempt and
// updates everything read later (skill mastery, question progress, the day's aggregates, streak, totals, score),
// so reads never aggregate the attempt history. A retry with the same client_attempt_id is counted once. Only a
// question served to the student is answered, and only its first answer of the day counts (decision 0016).
// Grading is in grading.ts, what an answer earns in crediting.ts, the response in attempt-result.ts.
import { MSG } from '@quizring/contracts';
import type { AttemptResult, TimeoutResult } from '@quizring/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { iso } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { dayOf } from '../../shared/days.ts';
import { gradeOf } from '../../shared/learner-state.ts';
import { announceLearning } from '../../read-model/change-listener.ts';
import { answerOf, contentOfQuestion, gradedQuestion, requireServed } from './grading.ts';
import type { GradedQuestion } from './grading.ts';
import { creditAttempt } from './crediting.ts';
import type { AttemptInput } from './crediting.ts';
import { resultOf } from './attempt-result.ts';
import type { Recorded } from './attempt-result.ts';
import { attemptByClientId, attemptState, lockStudent } from './repository/attempts.ts';
import { spendQuestion } from './repository/learner-rows.ts';

export type AttemptContext = Pick<AppContext, 'db' | 'dialect' | 'clock' | 'config' | 'changes'>;

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
  return resultOf(ctx, user, recorded, question.questionClass);
}

async function findByClientId(db: Db, userId: number, clientAttemptId: string) {
  const row = await attemptByClientId(db, userId, clientAttemptId);
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
  return creditAttempt(ctx, trx, userId, state, question, input);
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
  const content = await contentOfQuestion(ctx, gradeOf(user), questionId);
  const question = content?.questionById.get(questionId);
  if (!content || !question) throw notFound(MSG.questionNotFound);
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
