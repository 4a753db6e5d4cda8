// Question lists of the five modes. Move, Punch and Chill are paged: each page is chosen once per student, mode
// and day, stored, and served again as stored, so a reload shows the same page and page 2 never repeats page 1.
import { FIXED_QUIZ_SIZE, MSG, QUESTIONS_PER_PAGE } from '@quizring/contracts';
import type { PagedMode, Question, QuestionSource } from '@quizring/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { UserRow } from '../../db/schema.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { questionSuccess } from '../../shared/bkt.ts';
import type { ContentQuestion } from '../../read-model/content-cache.ts';
import { dayOf } from '../../shared/days.ts';
import {
  earlierClassView,
  gradeOf,
  learnerView,
  loadQuestionProgress,
  toQuestionDto,
} from '../../shared/learner-state.ts';
import { round4 } from '../../lib/numbers.ts';
import type { LearnerView } from '../../shared/learner-state.ts';
import {
  careerWeightsOf,
  learnerViewOf,
  learningVersion,
  questionProgressOf,
} from '../../read-model/learner-memory.ts';
import { questionPageBody } from './question-json.ts';
import { mulberry32, seedFrom } from '@quizring/contracts/random';
import { pickPage, rankQuestions } from './selection.ts';
import type { Ranking } from './selection.ts';
import { servedToday, storePage } from './servings.ts';
import { classOfSkill } from './repository/content.ts';
import type { ListKey } from './servings.ts';
import { responseCacheOf } from '../../read-model/response-cache.ts';
import { memoOf } from '../../read-model/versioned-memo.ts';

const CACHED_CHARS = 96 * 1024 * 1024;
/** Rankings held at once (one per student and mode: a few KB each). */
const RANKINGS = 20_000;

/**
 * A question page as the response body. Asked for page `page`, it is the first page of the day from there that
 * still has questions the student has not answered (only those: a page answered is done, so reopening a mode goes
 * on where they left it, and a reload before answering shows the same page), or else a new page after the last.
 * A page served before is kept in memory per version of the student's learning state (each question carries their
 * mastery, and answers close questions) and of what they were served (db/change-feed.ts). A new page is picked
 * from the student's ranking for the mode (kept while their learning state stands), stored with the next batch of
 * pages (serve-writer.ts) and only then answered.
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

  const [view, served, progress] = await Promise.all([
    learnerViewOf(ctx, user),
    servedToday(ctx, user, mode, day),
    questionProgressOf(ctx, user),
  ]);
  const stored = [...served.pages.keys()].sort((a, b) => a - b);
  for (const n of stored) {
    if (n < page) continue;
    const open = served.pages.get(n)!.filter((q) => progress.get(q.question_id)?.credited_day !== day);
    if (open.length > 0) return cache.set(key, version, questionPageBody(view, open, n));
  }

  const next = (stored.at(-1) ?? 0) + 1;
  const ranking = await rankingOf(ctx, user, view, mode, day, now);
  const choices = pickPage(ranking, served.questionIds, QUESTIONS_PER_PAGE);
  if (choices.length === 0) return cache.set(key, version, questionPageBody(view, [], next));
  const questions = choices.map((c) => ({ question_id: c.question.id, q_source: c.q_source }));
  return questionPageBody(view, await storePage(ctx, user, mode, day, served, next, questions), next);
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

/** What serving a skill or topic quiz needs (the demo seed serves them too). */
export type ServeContext = Pick<AppContext, 'db' | 'changes' | 'clock' | 'config'>;

/**
 * A fixed set for one skill: easy to hard, unseen first, the same set all day. Locked skills cannot start. A skill
 * of an earlier class is open (the learning path names weak ones to practise first); a later class's is not found.
 */
export async function skillQuiz(ctx: ServeContext, user: UserRow, skillId: number): Promise<Question[]> {
  let view = await learnerView(ctx.db, user);
  if (!view.content.skillById.has(skillId)) {
    const skillClass = await classOfSkill(ctx.db, skillId);
    if (skillClass === undefined || skillClass >= view.grade) throw notFound(MSG.skillNotFound);
    view = await earlierClassView(ctx.db, user, skillClass);
    if (!view.content.skillById.has(skillId)) throw notFound(MSG.skillNotFound);
  }
  if (view.statuses.get(skillId) === 'future') throw forbidden(MSG.skillLocked);
  const questions = view.content.questionsBySkill.get(skillId) ?? [];
  return fixedSet(ctx, user, view, questions, `skill:${skillId}`);
}

/** A fixed set for one subtopic of the student's class. */
export async function topicQuiz(ctx: ServeContext, user: UserRow, subtopicId: number): Promise<Question[]> {
  const view = await learnerView(ctx.db, user);
  const questions = view.content.questionsBySubtopic.get(subtopicId);
  if (!questions) throw notFound(MSG.topicNotFound);
  return fixedSet(ctx, user, view, questions, `topic:${subtopicId}`);
}

/** The day's set of a skill or topic quiz: chosen on the first request of the day and stored, then served as stored. */
async function fixedSet(
  ctx: ServeContext,
  user: UserRow,
  view: LearnerView,
  questions: ContentQuestion[],
  list: ListKey,
): Promise<Question[]> {
  const day = dayOf(ctx.clock.now(), ctx.config.timezone);
  const served = await servedToday(ctx, user, list, day);
  let chosen = served.pages.get(1);
  if (!chosen) {
    const progress = await loadQuestionProgress(ctx.db, user.id);
    const random = mulberry32(seedFrom(`${user.id}:${list}:${day}`));
    const picked = questions
      .map((q) => {
        const seen = progress.get(q.id);
        return { q, rank: (seen ? (seen.last_correct ? 2 : 1) : 0) + random() };
      })
      .sort((a, b) => a.rank - b.rank)
      .slice(0, FIXED_QUIZ_SIZE)
      .map((r) => r.q)
      .sort((a, b) => a.difficulty - b.difficulty || a.id - b.id)
      .map((q) => ({ question_id: q.id, q_source: sourceOf(view, q) }));
    if (picked.length === 0) return [];
    chosen = await storePage(ctx, user, list, day, served, 1, picked);
  }
  return chosen.flatMap((s) => {
    const q = view.content.questionById.get(s.question_id);
    return q ? [dto(view, q)] : [];
  });
}
