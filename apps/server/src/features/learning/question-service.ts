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
import { gradeOf, learnerView, loadQuestionProgress, round4, toQuestionDto } from './learner-state.ts';
import type { LearnerView } from './learner-state.ts';
import { careerWeightsOf, learnerViewOf, learningVersion, questionProgressOf } from './learner-memory.ts';
import { questionPageBody } from './question-json.ts';
import { mulberry32, pickPage, rankQuestions, seedFrom } from './selection.ts';
import type { Ranking } from './selection.ts';
import { serveWriterOf } from './serve-writer.ts';
import { responseCacheOf } from '../../lib/response-cache.ts';
import { memoOf } from '../../lib/versioned-memo.ts';

const CACHED_CHARS = 96 * 1024 * 1024;
/** Rankings held at once (one per student and mode: a few KB each). */
const RANKINGS = 20_000;

/**
 * A question page as the response body. A page served before is kept in memory per version of the student's
 * learning state (each question carries their mastery) and of what they were served (db/change-feed.ts). A new
 * page is picked from the student's ranking for the mode (kept while their learning state stands), stored with the
 * next batch of pages (serve-writer.ts) and only then answered.
 */
export async function questionPageResponse(
  ctx: AppContext,
  user: UserRow,
  mode: PagedMode,
  page: number,
): Promise<string | Buffer> {
  const now = ctx.clock.now();
  const day = dayOf(now, ctx.config.timezone);
  const feedVersion = ctx.changes.versionOf(user.id, ['learning', 'serves']);
  const version = feedVersion && `${feedVersion}|${day}|${gradeOf(user)}`;
  const cache = responseCacheOf(ctx.changes, 'question-pages', CACHED_CHARS);
  const key = `${user.id}|${mode}|${page}`;
  const hit = cache.get(key, version);
  if (hit) return hit;

  const [view, served] = await Promise.all([learnerViewOf(ctx, user), servedTodayOf(ctx, user, mode, day)]);
  const stored = served.pages.get(page);
  if (stored) return cache.set(key, version, questionPageBody(view, stored));

  const ranking = await rankingOf(ctx, user, view, mode, day, now);
  const choices = pickPage(ranking, served.questionIds, QUESTIONS_PER_PAGE);
  if (choices.length === 0) return cache.set(key, version, questionPageBody(view, []));
  const questions: ServedQuestion[] = choices.map((c) => ({
    question_id: c.question.id,
    q_source: c.q_source,
  }));
  const row = { user_id: user.id, mode, day, page, questions: servedJson(questions) };
  const isStored = await serveWriterOf(ctx.db).store(row);
  if (isStored) {
    ctx.changes.changed('serves', user.id);
    rememberServed(ctx, user, mode, day, served, page, questions);
    return questionPageBody(view, questions);
  }
  // Two requests for the same page at once: the first to store wins, the other serves what was stored.
  const winner = (await servedPages(ctx, user.id, mode, day)).get(page) ?? [];
  return questionPageBody(view, winner);
}

type ServedQuestion = { question_id: number; q_source: string };
/** Everything served to the student today in a mode: the pages by number, and what a new page must not repeat. */
type ServedToday = { pages: Map<number, ServedQuestion[]>; questionIds: Set<number> };

/** A page's questions as stored: `[[question id, source], …]`. */
const servedJson = (questions: readonly ServedQuestion[]) =>
  JSON.stringify(questions.map((q) => [q.question_id, q.q_source]));

function parseServed(json: string): ServedQuestion[] {
  const pairs = JSON.parse(json) as [number, string][];
  return pairs.map(([question_id, q_source]) => ({ question_id, q_source }));
}

const servedTodayRows = prepared((db, p: { userId: number; mode: string; day: string }) =>
  db
    .selectFrom('served_pages')
    .select(['page', 'questions'])
    .where('user_id', '=', p.userId)
    .where('mode', '=', p.mode)
    .where('day', '=', p.day),
);

async function servedPages(
  ctx: AppContext,
  userId: number,
  mode: PagedMode,
  day: string,
): Promise<Map<number, ServedQuestion[]>> {
  const { rows } = await servedTodayRows(ctx.db, { userId, mode, day });
  return new Map(rows.map((r) => [r.page, parseServed(r.questions)]));
}

const servedVersion = (ctx: AppContext, user: UserRow, day: string) => {
  const version = ctx.changes.versionOf(user.id, ['serves']);
  return version && `${version}|${day}`;
};

const withIds = (pages: Map<number, ServedQuestion[]>): ServedToday => {
  const questionIds = new Set<number>();
  for (const questions of pages.values()) for (const q of questions) questionIds.add(q.question_id);
  return { pages, questionIds };
};

function servedTodayOf(ctx: AppContext, user: UserRow, mode: PagedMode, day: string): Promise<ServedToday> {
  return memoOf<ServedToday>(ctx.changes, 'served-today', RANKINGS).getOrMake(
    `${user.id}|${mode}`,
    servedVersion(ctx, user, day),
    async () => withIds(await servedPages(ctx, user.id, mode, day)),
  );
}

/**
 * After storing a page: what was served today, with it, for the version this instance's own write moved to. The
 * kept object only ever grows during its day, so it is added to in place (a request reading it meanwhile sees a
 * page more, never one less).
 */
function rememberServed(
  ctx: AppContext,
  user: UserRow,
  mode: PagedMode,
  day: string,
  served: ServedToday,
  page: number,
  questions: ServedQuestion[],
) {
  served.pages.set(page, questions);
  for (const q of questions) served.questionIds.add(q.question_id);
  memoOf<ServedToday>(ctx.changes, 'served-today', RANKINGS).set(
    `${user.id}|${mode}`,
    servedVersion(ctx, user, day),
    served,
  );
}

/**
 * The student's ranking for the mode, kept while their learning state, class and the day stand, and until the
 * next mastered skill comes due for review. The seed is the day's, so every page of the day continues one ranking.
 */
async function rankingOf(
  ctx: AppContext,
  user: UserRow,
  view: LearnerView,
  mode: PagedMode,
  day: string,
  now: Date,
): Promise<Ranking> {
  const memo = memoOf<Ranking>(ctx.changes, 'rankings', RANKINGS);
  const learning = learningVersion(ctx, user);
  const version = learning && `${learning}|${day}`;
  const key = `${user.id}|${mode}`;
  const kept = memo.get(key, version);
  if (kept && now.getTime() < kept.validUntil) return kept;
  const [progress, subjectWeights] = await Promise.all([
    questionProgressOf(ctx, user),
    mode === 'move' ? careerWeightsOf(ctx, user) : undefined,
  ]);
  const ranking = rankQuestions({
    mode,
    content: view.content,
    statuses: view.statuses,
    mastery: view.mastery,
    progress,
    now,
    seed: seedFrom(`${user.id}:${mode}:${day}`),
    subjectWeights,
  });
  memo.set(key, version, ranking);
  return ranking;
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
