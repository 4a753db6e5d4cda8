// Playing a ring: its questions as the players share them, and an answer, graded and timed by the server. An
// answer is a transaction on the locked session row; the last answer of the ring finishes it in the same
// transaction, and the events go out after the commit.
import { AnswerSubmittedEvent, MSG, RING_EVENTS, ringChannel } from '@quizring/contracts';
import type { RingQuestion } from '@quizring/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { UserRow } from '../../db/schema.ts';
import { iso } from '../../lib/clock.ts';
import { conflict, unprocessable } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { loadSession, MAX_ID, mayView, requireJoined } from './access.ts';
import { asSeen, finishInTransaction, publishFinished, settled } from './finish.ts';
import type { Finished } from './finish.ts';
import { addToScore, answersOfParticipant, insertAnswer, previousAnswers } from './repository/answers.ts';
import { setParticipantProgress } from './repository/participants.ts';
import { correctOptionId, optionsOf, ringQuestionOrder, ringQuestionRows } from './repository/questions.ts';
import { lockSession, nextSeq } from './repository/rings.ts';
import type { SessionRow } from './repository/types.ts';
import { userSummary } from './repository/users.ts';
import { answerTimeMs, doneBy, RING_SCORE_PER_CORRECT } from './rules.ts';

/** The ring's questions in the order everyone shares, without answers; the player's own answers where given. */
export async function ringQuestions(
  ctx: AppContext,
  user: UserRow,
  sessionId: number,
): Promise<{ questions: RingQuestion[]; deadline_at: string | null; started_at: string | null }> {
  const row = await loadSession(ctx, sessionId);
  const participant = requireJoined(await mayView(ctx, user, row));
  const { session } = await asSeen(ctx, row);
  if (session.status === 'pending') throw conflict(MSG.ringNotRunning);
  const rows = await ringQuestionRows(ctx.db, session.id);
  const ids = rows.map((r) => r.question_id);
  const [options, answers] = await Promise.all([
    optionsOf(ctx.db, ids),
    answersOfParticipant(ctx.db, participant.id),
  ]);
  const answerOf = new Map(answers.map((a) => [a.question_id, a]));
  const questions = rows.map((r): RingQuestion => {
    const own = options.filter((o) => o.question_id === r.question_id);
    const mine = answerOf.get(r.question_id);
    const correctId = own.find((o) => o.is_answer === 1)?.id;
    return {
      question_id: r.question_id,
      question_bank_id: r.question_id,
      question_order: r.question_order,
      text: r.text,
      options: own.map((o) => ({ id: o.id, text: o.text })),
      figure:
        r.figure_svg !== null && r.figure_alt !== null ? { svg: r.figure_svg, alt: r.figure_alt } : null,
      my_answer:
        mine && correctId !== undefined
          ? { answer_id: mine.option_id, is_correct: mine.is_correct === 1, correct_option_id: correctId }
          : null,
    };
  });
  return { questions, deadline_at: session.deadline_at, started_at: session.started_at };
}

function refuseAnswer(session: SessionRow, now: string): void {
  if (session.status === 'pending') throw conflict(MSG.ringNotRunning);
  const late = session.deadline_at !== null && session.deadline_at <= now;
  if (session.status === 'finished') throw conflict(late ? MSG.ringDeadlinePassed : MSG.ringNotRunning);
  if (late) throw conflict(MSG.ringDeadlinePassed);
}

export type AnswerInput = { question_bank_id: number; answer_id: number };
export type AnswerResult = {
  is_correct: boolean;
  correct_option_id: number;
  correct: number;
  answered: number;
};

/** An answer is a write: a ring found due is finished first (and the answer refused). */
export async function submitAnswer(
  ctx: AppContext,
  user: UserRow,
  sessionId: number,
  input: AnswerInput,
  opts: { excludeSocketId?: string } = {},
): Promise<AnswerResult> {
  const session = await settled(ctx, await loadSession(ctx, sessionId));
  const participant = requireJoined(await mayView(ctx, user, session));
  const now = ctx.clock.now();
  const nowIso = iso(now);
  refuseAnswer(session, nowIso);

  const questionId = input.question_bank_id;
  const inRing = questionId <= MAX_ID ? await ringQuestionOrder(ctx.db, session.id, questionId) : undefined;
  if (!inRing) throw unprocessable(MSG.ringQuestionNotInRing);
  const options = await optionsOf(ctx.db, [questionId]);
  const chosen = options.find((o) => o.id === input.answer_id);
  const correctOption = options.find((o) => o.is_answer === 1);
  if (!chosen || !correctOption) throw unprocessable(MSG.optionNotInQuestion);
  const isCorrect = chosen.id === correctOption.id;

  let outcome: { answered: number; correct: number; seq: number; finished: Finished | null };
  try {
    outcome = await ctx.db.transaction().execute(async (trx) => {
      const locked = (await lockSession(trx, ctx.dialect, session.id))!;
      refuseAnswer(locked, nowIso);
      const previous = await previousAnswers(trx, participant.id);
      if (previous.some((a) => a.question_id === questionId)) throw conflict(MSG.ringAlreadyAnswered);

      const since = [locked.started_at, participant.joined_at, ...previous.map((a) => a.created_at)]
        .filter((t): t is string => t !== null)
        .reduce((a, b) => (a > b ? a : b));
      await insertAnswer(trx, {
        session_id: session.id,
        participant_id: participant.id,
        user_id: user.id,
        question_id: questionId,
        option_id: chosen.id,
        is_correct: isCorrect ? 1 : 0,
        answer_time_ms: answerTimeMs(now, new Date(since)),
        created_at: nowIso,
      });
      if (isCorrect) await addToScore(trx, user.id, RING_SCORE_PER_CORRECT);

      const answered = previous.length + 1;
      const correct = previous.filter((a) => a.is_correct === 1).length + (isCorrect ? 1 : 0);
      const furthest = Math.max(inRing.question_order, ...previous.map((a) => a.question_order));
      const allDone = answered >= locked.question_count;
      await setParticipantProgress(
        trx,
        participant.id,
        allDone ? nowIso : null,
        allDone
          ? nowIso
          : iso(doneBy(now, locked.question_count - furthest, new Date(locked.deadline_at ?? nowIso))),
      );
      const seq = await nextSeq(trx, session.id, nowIso);
      const finished = allDone ? await finishInTransaction(trx, session.id, nowIso) : null;
      return { answered, correct, seq, finished };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MSG.ringAlreadyAnswered);
    throw err;
  }

  const who = await userSummary(ctx.db, user.id);
  await ctx.realtime.trigger(
    ringChannel(session.id),
    RING_EVENTS.answerSubmitted,
    AnswerSubmittedEvent.parse({
      user_id: user.id,
      name: who.name,
      is_correct: isCorrect,
      question_bank_id: questionId,
      seq: outcome.seq,
    }),
    opts.excludeSocketId ? { excludeSocketId: opts.excludeSocketId } : {},
  );
  if (outcome.finished) await publishFinished(ctx, outcome.finished);
  return {
    is_correct: isCorrect,
    correct_option_id: correctOption.id,
    correct: outcome.correct,
    answered: outcome.answered,
  };
}

/** The ring's correct option for a question (the demo players decide with it; never sent to a client). */
export function correctOptionOf(ctx: AppContext, questionId: number): Promise<number | undefined> {
  return correctOptionId(ctx.db, questionId);
}
