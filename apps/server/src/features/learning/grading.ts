// Grading an answer: the question must have been served to the student; the server grades from the chosen option
// id and tells the right option and the explanation only in the verdict (decision 0016).
import { MSG } from '@quizring/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { UserRow } from '../../db/schema.ts';
import { conflict, notFound, unprocessable } from '../../lib/errors.ts';
import type { BktParams } from '../../shared/bkt.ts';
import { dayOf } from '../../shared/days.ts';
import { classContent } from '../../read-model/content-cache.ts';
import type { ClassContent } from '../../read-model/content-cache.ts';
import { wasServed } from './servings.ts';
import { answerOfQuestion, optionOfQuestion, questionWithSkill } from './repository/content.ts';

type GradingContext = Pick<AppContext, 'db' | 'clock' | 'config' | 'changes'>;

/** Refuses a question that was not served to the student: its verdict would tell an answer they never earned. */
export async function requireServed(ctx: GradingContext, user: UserRow, questionId: number): Promise<void> {
  const day = dayOf(ctx.clock.now(), ctx.config.timezone);
  if (!(await wasServed(ctx, user.id, questionId, day))) throw conflict(MSG.questionNotServed);
}

/** The answered question, its skill's parameters and whether the chosen option is its answer. */
export type GradedQuestion = {
  id: number;
  skillId: number;
  difficulty: number;
  params: BktParams;
  optionId: number;
  isCorrect: boolean;
  /** The question's class: the student's, or an earlier one when they practise an earlier class's skill. */
  questionClass: number;
};

/**
 * The class content holding a question the student may answer: their own class's, or an earlier class's (a skill
 * quiz of an earlier class, skillQuiz); undefined for a later class, a retired question or one not yet loaded.
 * Only a question outside their own class costs a query (by primary key).
 */
export async function contentOfQuestion(
  ctx: Pick<AppContext, 'db'>,
  grade: number,
  questionId: number,
): Promise<ClassContent | undefined> {
  const own = await classContent(ctx.db, grade);
  if (own.questionById.has(questionId)) return own;
  const question = await questionWithSkill(ctx.db, questionId);
  if (!question || question.class >= grade) return undefined;
  const earlier = await classContent(ctx.db, question.class);
  return earlier.questionById.has(questionId) ? earlier : undefined;
}

/**
 * Grades from the class content held in memory (content-cache.ts) — no query for a question of the student's own
 * class. A question missing there (retired, of another class, or imported on another instance within the cache's
 * minute) is looked up in the database as before, so nothing answerable is refused.
 */
export async function gradedQuestion(
  ctx: Pick<AppContext, 'db'>,
  grade: number,
  input: { questionId: number; optionId: number },
): Promise<GradedQuestion> {
  const content = await contentOfQuestion(ctx, grade, input.questionId);
  const cached = content?.questionById.get(input.questionId);
  const skill = cached && content?.skillById.get(cached.skill_id);
  if (content && cached && skill) {
    const option = cached.options.find((o) => o.id === input.optionId);
    if (!option) throw unprocessable(MSG.optionNotInQuestion);
    return {
      id: cached.id,
      skillId: cached.skill_id,
      difficulty: cached.difficulty,
      params: skill.params,
      optionId: option.id,
      isCorrect: option.is_answer,
      questionClass: content.grade,
    };
  }
  const question = await questionWithSkill(ctx.db, input.questionId);
  // A question of a later class is as good as absent: a student is served their own class and earlier ones.
  if (!question || question.class > grade) throw notFound(MSG.questionNotFound);
  const option = await optionOfQuestion(ctx.db, question.id, input.optionId);
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
    questionClass: question.class,
  };
}

/** A question's right option and explanation: from the class content, else (retired meanwhile) the database. */
export async function answerOf(
  ctx: Pick<AppContext, 'db'>,
  content: ClassContent,
  questionId: number,
): Promise<{ answer_id: number; explanation: string | null }> {
  const cached = content.questionById.get(questionId);
  const answer = cached?.options.find((o) => o.is_answer);
  if (answer) return { answer_id: answer.id, explanation: cached!.explanation };
  return answerOfQuestion(ctx.db, questionId);
}
