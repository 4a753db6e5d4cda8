// Question lists of the five modes. Move, Punch and Chill are paged: each page is chosen once per student, mode
// and day, stored, and served again as stored, so a reload shows the same page and page 2 never repeats page 1.
import { FIXED_QUIZ_SIZE, MSG, QUESTIONS_PER_PAGE } from '@quizring/contracts';
import type { PagedMode, Question, QuestionSource } from '@quizring/contracts';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/schema.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { questionSuccess } from '../mastery/bkt.ts';
import type { ContentQuestion } from './content-cache.ts';
import { dayOf } from './days.ts';
import { learnerView, loadQuestionProgress, round4, toQuestionDto } from './learner-state.ts';
import type { LearnerView } from './learner-state.ts';
import { mulberry32, seedFrom, selectQuestions } from './selection.ts';
import { careerSubjectWeights } from '../careers/service.ts';

export async function questionPage(
  ctx: AppContext,
  user: UserRow,
  mode: PagedMode,
  page: number,
): Promise<Question[]> {
  const view = await learnerView(ctx.db, user);
  const now = ctx.clock.now();
  const day = dayOf(now, ctx.config.timezone);
  const stored = await servedPage(ctx, user.id, mode, day, page);
  if (stored.length > 0) return storedToDtos(view, stored);

  const served = await ctx.db
    .selectFrom('question_serves')
    .select('question_id')
    .where('user_id', '=', user.id)
    .where('mode', '=', mode)
    .where('day', '=', day)
    .execute();
  const progress = await loadQuestionProgress(ctx.db, user.id, view.grade);
  const choices = selectQuestions({
    mode,
    content: view.content,
    statuses: view.statuses,
    mastery: view.mastery,
    progress,
    servedToday: new Set(served.map((s) => s.question_id)),
    now,
    seed: seedFrom(`${user.id}:${mode}:${day}:${page}`),
    count: QUESTIONS_PER_PAGE,
    subjectWeights: mode === 'move' ? await careerSubjectWeights(ctx.db, user.id) : undefined,
  });
  if (choices.length === 0) return [];
  // Two requests for the same page at once: the first to store wins, the other serves what was stored.
  await ctx.db
    .insertInto('question_serves')
    .values(
      choices.map((c, i) => ({
        user_id: user.id,
        mode,
        day,
        page,
        position: i,
        question_id: c.question.id,
        q_source: c.q_source,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  return storedToDtos(view, await servedPage(ctx, user.id, mode, day, page));
}

type Served = { question_id: number; q_source: string };

function servedPage(ctx: AppContext, userId: number, mode: PagedMode, day: string, page: number) {
  return ctx.db
    .selectFrom('question_serves')
    .select(['question_id', 'q_source'])
    .where('user_id', '=', userId)
    .where('mode', '=', mode)
    .where('day', '=', day)
    .where('page', '=', page)
    .orderBy('position')
    .execute();
}

function storedToDtos(view: LearnerView, stored: Served[]): Question[] {
  return stored.flatMap((s) => {
    const q = view.content.questionById.get(s.question_id);
    return q ? [dto(view, q, s.q_source as QuestionSource)] : [];
  });
}

function dto(view: LearnerView, q: ContentQuestion, q_source?: QuestionSource): Question {
  const skill = view.content.skillById.get(q.skill_id);
  const p = view.mastery.get(q.skill_id)?.p_mastery ?? skill?.params.p_init ?? 0;
  const question_mastery = skill ? round4(questionSuccess(p, skill.params, q.difficulty)) : undefined;
  const source = q_source ?? sourceOf(view, q);
  return toQuestionDto(view, q, {
    q_source: source,
    ...(question_mastery !== undefined ? { question_mastery } : {}),
  });
}

function sourceOf(view: LearnerView, q: ContentQuestion): QuestionSource {
  if (view.statuses.get(q.skill_id) === 'mastered') return 'review';
  return (view.mastery.get(q.skill_id)?.attempts ?? 0) > 0 ? 'practice' : 'new';
}

/** A fixed set for one skill: easy to hard, unseen first, the same set all day. Locked skills cannot start. */
export async function skillQuiz(ctx: AppContext, user: UserRow, skillId: number): Promise<Question[]> {
  const view = await learnerView(ctx.db, user);
  const skill = view.content.skillById.get(skillId);
  if (!skill) throw notFound(MSG.skillNotFound);
  if (view.statuses.get(skillId) === 'future') throw forbidden(MSG.skillLocked);
  const questions = view.content.questionsBySkill.get(skillId) ?? [];
  return fixedSet(ctx, user, view, questions, `skill:${skillId}`);
}

/** A fixed set for one subtopic of the student's class. */
export async function topicQuiz(ctx: AppContext, user: UserRow, subtopicId: number): Promise<Question[]> {
  const view = await learnerView(ctx.db, user);
  const questions = view.content.questionsBySubtopic.get(subtopicId);
  if (!questions) throw notFound(MSG.topicNotFound);
  return fixedSet(ctx, user, view, questions, `topic:${subtopicId}`);
}

async function fixedSet(
  ctx: AppContext,
  user: UserRow,
  view: LearnerView,
  questions: ContentQuestion[],
  key: string,
): Promise<Question[]> {
  const day = dayOf(ctx.clock.now(), ctx.config.timezone);
  const progress = await loadQuestionProgress(ctx.db, user.id, view.grade);
  const random = mulberry32(seedFrom(`${user.id}:${key}:${day}`));
  const ranked = questions
    .map((q) => {
      const seen = progress.get(q.id);
      return { q, rank: (seen ? (seen.last_correct ? 2 : 1) : 0) + random() };
    })
    .sort((a, b) => a.rank - b.rank)
    .slice(0, FIXED_QUIZ_SIZE)
    .map((r) => r.q)
    .sort((a, b) => a.difficulty - b.difficulty || a.id - b.id);
  return ranked.map((q) => dto(view, q));
}
