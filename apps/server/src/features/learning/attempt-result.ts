// The answer as the quiz shows it: the verdict, the right option, the explanation and the skill's mastery.
import { MASTERY_THRESHOLD } from '@quizring/contracts';
import type { AttemptResult } from '@quizring/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { UserRow } from '../../db/schema.ts';
import { DEFAULT_PARAMS, predictedSuccess } from '../../shared/bkt.ts';
import { classContent } from '../../read-model/content-cache.ts';
import { gradeOf } from '../../shared/learner-state.ts';
import { round4 } from '../../lib/numbers.ts';
import { answerOf } from './grading.ts';
import { skillMasteryNow } from './repository/learner-rows.ts';

/** An attempt as stored (or found stored, for a duplicate). */
export type Recorded = {
  attemptId: number;
  isCorrect: boolean;
  duplicate: boolean;
  questionId: number;
  skillId: number;
  credited: boolean;
  /** The skill's mastery this attempt left; null when it did not move it (read when answering). */
  pMastery: number | null;
};

/**
 * A new attempt needs no query: the question's answer and explanation are in the class content, and the skill's
 * mastery is the one its transaction wrote. The skill was just attempted, so its status is mastered or learning
 * (skill-status.ts). A duplicate reads the mastery as it stands now. `questionClass` is the class the question
 * belongs to (an earlier one when the student practises an earlier class's skill).
 */
export async function resultOf(
  ctx: Pick<AppContext, 'db'>,
  user: UserRow,
  recorded: Recorded,
  questionClass: number = gradeOf(user),
): Promise<AttemptResult> {
  const content = await classContent(ctx.db, questionClass);
  const [question, p] = await Promise.all([
    answerOf(ctx, content, recorded.questionId),
    recorded.pMastery ?? skillMasteryNow(ctx.db, user.id, recorded.skillId).then((now) => now ?? 0),
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
