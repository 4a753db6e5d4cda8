// What an answer earns. Only a question's first answer of the day counts (decision 0016): it moves the skill's
// mastery (BKT) and review date, the question's progress, the day's aggregates, the streak, the totals and, when
// right, the score. A later answer the same day is recorded as it was and moves nothing.
import { MASTERY_THRESHOLD } from '@quizring/contracts';
import type { QuizMode } from '@quizring/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { Db } from '../../db/database.ts';
import { iso } from '../../lib/clock.ts';
import { isEvidenceCorrect, updateMastery } from '../../shared/bkt.ts';
import { dayOf, nextStreak } from '../../shared/days.ts';
import type { GradedQuestion } from './grading.ts';
import type { Recorded } from './attempt-result.ts';
import { insertAttempt } from './repository/attempts.ts';
import type { AttemptState } from './repository/attempts.ts';
import {
  addScore,
  insertLearnerStats,
  insertSkillMastery,
  updateLearnerStats,
  updateSkillMastery,
  upsertDailyActivity,
  upsertQuestionProgress,
} from './repository/learner-rows.ts';
import type { ModeCounts } from './repository/learner-rows.ts';

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

/**
 * Stores a new attempt in the transaction and, when it earns credit today, everything it moves. `state` is the
 * student's rows as `attemptState` read them in this transaction.
 */
export async function creditAttempt(
  ctx: Pick<AppContext, 'clock' | 'config'>,
  trx: Db,
  userId: number,
  state: AttemptState,
  question: GradedQuestion,
  input: AttemptInput,
): Promise<Recorded> {
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
