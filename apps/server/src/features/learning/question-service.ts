// Question lists of the five modes. Move, Punch and Chill are paged: each page is chosen once per student, mode
// and day, stored, and served again as stored, so a reload shows the same page and page 2 never repeats page 1.
import { FIXED_QUIZ_SIZE, MSG, QUESTIONS_PER_PAGE } from '@quizring/contracts';
import type { PagedMode, Question, QuestionSource } from '@quizring/contracts';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/schema.ts';
import { prepared } from '../../db/prepared.ts';
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
  const now = ctx.clock.now();
  const day = dayOf(now, ctx.config.timezone);
  // Everything served today in this mode, in one read: the page itself if it was served already, and the
  // questions a new page must not repeat.
  const [view, servedToday] = await Promise.all([
    learnerView(ctx.db, user),
    servedRows(ctx, user.id, mode, day),
  ]);
  const stored = pageOf(servedToday, page);
  if (stored.length > 0) return storedToDtos(view, stored);

  const [progress, subjectWeights] = await Promise.all([
    loadQuestionProgress(ctx.db, user.id),
    mode === 'move' ? careerSubjectWeights(ctx.db, user.id) : undefined,
  ]);
  const choices = selectQuestions({
    mode,
    content: view.content,
    statuses: view.statuses,
    mastery: view.mastery,
    progress,
    servedToday: new Set(servedToday.map((s) => s.question_id)),
    now,
    seed: seedFrom(`${user.id}:${mode}:${day}:${page}`),
    count: QUESTIONS_PER_PAGE,
    subjectWeights,
  });
  if (choices.length === 0) return [];
  const rows = choices.map((c, i) => ({
    user_id: user.id,
    mode,
    day,
    page,
    position: i,
    question_id: c.question.id,
    q_source: c.q_source,
  }));
  // Two requests for the same page at once: the first to store wins, the other serves what was stored.
  const inserted = await ctx.db
    .insertInto('question_serves')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === rows.length) return storedToDtos(view, rows);
  return storedToDtos(view, pageOf(await servedRows(ctx, user.id, mode, day), page));
}

type Served = { page: number; position: number; question_id: number; q_source: string };

const pageOf = (served: Served[], page: number) =>
  served.filter((s) => s.page === page).sort((a, b) => a.position - b.position);

const servedTodayRows = prepared((db, p: { userId: number; mode: string; day: string }) =>
  db
    .selectFrom('question_serves')
    .select(['page', 'position', 'question_id', 'q_source'])
    .where('user_id', '=', p.userId)
    .where('mode', '=', p.mode)
    .where('day', '=', p.day),
);

async function servedRows(ctx: AppContext, userId: number, mode: PagedMode, day: string): Promise<Served[]> {
  return (await servedTodayRows(ctx.db, { userId, mode, day })).rows;
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
  const progress = await loadQuestionProgress(ctx.db, user.id);
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
