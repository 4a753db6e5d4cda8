// The content of one class, held in memory: a few hundred skills and questions per class that change only when a
// pack is imported or parameters are refitted. Every quiz read starts from here instead of joining five tables.
import type { Db } from '../db/database.ts';
import { changeFeedOf } from './change-feed.ts';

/** A skill's knowledge-tracing parameters as stored (fitted by `mastery:fit`). */
export type BktParams = { p_init: number; p_learn: number; p_guess: number; p_slip: number };

export type ContentOption = { id: number; text: string; is_answer: boolean };

export type ContentQuestion = {
  id: number;
  skill_id: number;
  subtopic_id: number;
  difficulty: number;
  text: string;
  hint: string | null;
  explanation: string | null;
  figure: { svg: string; alt: string } | null;
  options: ContentOption[];
  subject_name: string;
  chapter_title: string;
  subtopic_title: string;
  skill_name: string;
};

export type ContentSkill = {
  id: number;
  key: string;
  name: string;
  description: string;
  position: number;
  subject_id: number;
  subject_name: string;
  params: BktParams;
  prerequisite_ids: number[];
  /** The chapter most of its questions belong to (ties: the lower chapter number); null without questions. */
  chapter: SkillChapter | null;
};

/** The chapter a skill is taught in, as the learning path groups skills. */
export type SkillChapter = { id: number; number: number; title: string };

/** A prerequisite from a lower class of one of the class's skills, as the learning path names it. */
export type EarlierSkill = {
  id: number;
  name: string;
  description: string;
  class: number;
  subject_name: string;
};

export type ClassContent = {
  grade: number;
  /** In learning-path order: position, then subject, then key. */
  skills: ContentSkill[];
  skillById: Map<number, ContentSkill>;
  /** The class's skills and their prerequisites (some from lower classes): the mastery rows a view needs. */
  relevantSkillIds: ReadonlySet<number>;
  /** The prerequisites from lower classes (never a higher one), by id: never retired ones. */
  earlierSkills: Map<number, EarlierSkill>;
  questions: ContentQuestion[];
  questionById: Map<number, ContentQuestion>;
  questionsBySkill: Map<number, ContentQuestion[]>;
  questionsBySubtopic: Map<number, ContentQuestion[]>;
};

/**
 * A loaded class stays while the change feed vouches for it (a content change anywhere counts as everything
 * having changed, read-model/change-feed.ts); while the feed is deaf, for TTL_MS at most.
 */
const TTL_MS = 60_000;

type Entry = { loadedAt: number; generation: number; content: Promise<ClassContent> };
const caches = new WeakMap<Db, Map<number, Entry>>();

export function classContent(db: Db, grade: number): Promise<ClassContent> {
  let byClass = caches.get(db);
  if (!byClass) caches.set(db, (byClass = new Map()));
  const feed = changeFeedOf(db);
  const generation = feed.generation;
  const cached = byClass.get(grade);
  if (cached && cached.generation === generation && (feed.isLive || Date.now() - cached.loadedAt < TTL_MS))
    return cached.content;
  const content = loadClassContent(db, grade);
  byClass.set(grade, { loadedAt: Date.now(), generation, content });
  // A failed load must not stay cached.
  content.catch(() => byClass.delete(grade));
  return content;
}

/** Called in-process after an import or a refit so the change shows at once, with everything built from it. */
export function invalidateContentCache(db: Db): void {
  caches.delete(db);
  changeFeedOf(db).everythingChanged();
}

async function loadClassContent(db: Db, grade: number): Promise<ClassContent> {
  const skillRows = await db
    .selectFrom('skills')
    .innerJoin('subjects', 'subjects.id', 'skills.subject_id')
    .select([
      'skills.id',
      'skills.key',
      'skills.name',
      'skills.description',
      'skills.position',
      'skills.subject_id',
      'subjects.name as subject_name',
      'skills.p_init',
      'skills.p_learn',
      'skills.p_guess',
      'skills.p_slip',
    ])
    .where('skills.class', '=', grade)
    .where('skills.retired_at', 'is', null)
    .execute();
  const skillIds = skillRows.map((s) => s.id);
  const prerequisites = skillIds.length
    ? await db
        .selectFrom('skill_prerequisites')
        .select(['skill_id', 'prerequisite_id'])
        .where('skill_id', 'in', skillIds)
        .execute()
    : [];
  const skills: ContentSkill[] = skillRows
    .map((s) => ({
      id: s.id,
      key: s.key,
      name: s.name,
      description: s.description,
      position: s.position,
      subject_id: s.subject_id,
      subject_name: s.subject_name,
      params: { p_init: s.p_init, p_learn: s.p_learn, p_guess: s.p_guess, p_slip: s.p_slip },
      prerequisite_ids: prerequisites.filter((p) => p.skill_id === s.id).map((p) => p.prerequisite_id),
      chapter: null as SkillChapter | null,
    }))
    .sort(
      (a, b) =>
        a.position - b.position || a.subject_name.localeCompare(b.subject_name) || a.key.localeCompare(b.key),
    );
  const skillById = new Map(skills.map((s) => [s.id, s]));

  const questionRows = await db
    .selectFrom('questions')
    .innerJoin('subtopics', 'subtopics.id', 'questions.subtopic_id')
    .innerJoin('chapters', 'chapters.id', 'subtopics.chapter_id')
    .select([
      'questions.id',
      'questions.skill_id',
      'questions.subtopic_id',
      'questions.difficulty',
      'questions.text',
      'questions.hint',
      'questions.explanation',
      'questions.figure_svg',
      'questions.figure_alt',
      'chapters.title as chapter_title',
      'chapters.id as chapter_id',
      'chapters.chapter_number',
      'subtopics.title as subtopic_title',
    ])
    .where('questions.class', '=', grade)
    .where('questions.retired_at', 'is', null)
    .orderBy('questions.id')
    .execute();
  const optionRows = await db
    .selectFrom('question_options')
    .innerJoin('questions', 'questions.id', 'question_options.question_id')
    .select([
      'question_options.id',
      'question_options.question_id',
      'question_options.text',
      'question_options.is_answer',
    ])
    .where('questions.class', '=', grade)
    .where('questions.retired_at', 'is', null)
    .orderBy('question_options.question_id')
    .orderBy('question_options.position')
    .execute();
  const optionsByQuestion = new Map<number, ContentOption[]>();
  for (const o of optionRows) {
    const list = optionsByQuestion.get(o.question_id) ?? [];
    list.push({ id: o.id, text: o.text, is_answer: o.is_answer === 1 });
    optionsByQuestion.set(o.question_id, list);
  }

  const questions: ContentQuestion[] = [];
  const questionsBySkill = new Map<number, ContentQuestion[]>();
  const questionsBySubtopic = new Map<number, ContentQuestion[]>();
  const chapterVotes = new Map<number, Map<number, { chapter: SkillChapter; count: number }>>();
  for (const { figure_svg, figure_alt, chapter_id, chapter_number, ...q } of questionRows) {
    const skill = skillById.get(q.skill_id);
    if (!skill) continue; // a retired skill's questions are not served
    const votes = chapterVotes.get(skill.id) ?? new Map<number, { chapter: SkillChapter; count: number }>();
    chapterVotes.set(skill.id, votes);
    const vote = votes.get(chapter_id) ?? {
      chapter: { id: chapter_id, number: chapter_number, title: q.chapter_title },
      count: 0,
    };
    vote.count++;
    votes.set(chapter_id, vote);
    const question: ContentQuestion = {
      ...q,
      figure: figure_svg !== null && figure_alt !== null ? { svg: figure_svg, alt: figure_alt } : null,
      options: optionsByQuestion.get(q.id) ?? [],
      subject_name: skill.subject_name,
      skill_name: skill.name,
    };
    questions.push(question);
    push(questionsBySkill, q.skill_id, question);
    push(questionsBySubtopic, q.subtopic_id, question);
  }
  for (const [skillId, votes] of chapterVotes) {
    const best = [...votes.values()].sort(
      (a, b) => b.count - a.count || a.chapter.number - b.chapter.number,
    )[0];
    skillById.get(skillId)!.chapter = best?.chapter ?? null;
  }
  const relevantSkillIds = new Set<number>();
  for (const s of skills) {
    relevantSkillIds.add(s.id);
    for (const p of s.prerequisite_ids) relevantSkillIds.add(p);
  }
  return {
    grade,
    skills,
    skillById,
    relevantSkillIds,
    earlierSkills: await loadEarlierSkills(db, grade, skills),
    questions,
    questionById: new Map(questions.map((q) => [q.id, q])),
    questionsBySkill,
    questionsBySubtopic,
  };
}

/** The prerequisites from lower classes: one query by primary key for the whole class, kept with the class. */
async function loadEarlierSkills(
  db: Db,
  grade: number,
  skills: readonly ContentSkill[],
): Promise<Map<number, EarlierSkill>> {
  const own = new Set(skills.map((s) => s.id));
  const ids = [...new Set(skills.flatMap((s) => s.prerequisite_ids))].filter((id) => !own.has(id));
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('skills')
    .innerJoin('subjects', 'subjects.id', 'skills.subject_id')
    .select([
      'skills.id',
      'skills.name',
      'skills.description',
      'skills.class',
      'subjects.name as subject_name',
    ])
    .where('skills.id', 'in', ids)
    .where('skills.class', '<', grade)
    .where('skills.retired_at', 'is', null)
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
