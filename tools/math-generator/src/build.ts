import { seededRng, seedFrom } from '@quizring/contracts/random';
import type { Rng } from '@quizring/contracts/random';
import type { ClassSpec, Difficulty, Figure, Params, Problem, SkillSpec } from './types.ts';

export const SUBJECT = 'Mathematics';
/**
 * Questions per difficulty: the first BASE_PER_DIFFICULTY of each level are made before any more, so that the
 * questions a pack has shipped keep their keys and words when a skill grows (q01–q15 as before, then q16…).
 */
export const BASE_PER_DIFFICULTY = 5;
export const PER_DIFFICULTY = 7;
const DIFFICULTIES: readonly Difficulty[] = [1, 2, 3];
const MAX_TRIES = 400;
/** After this many tries without a second form, a level is taken to have only one. */
const SINGLE_FORM_AFTER = 60;

export interface GeneratedQuestion {
  readonly key: string;
  readonly difficulty: Difficulty;
  readonly text: string;
  readonly options: readonly string[];
  readonly answer: string;
  readonly hint: string;
  readonly explanation: string;
  readonly figure?: Figure;
  readonly params: Params;
}

export interface GeneratedSkill {
  readonly key: string;
  readonly name: string;
  readonly description: string;
  readonly position: number;
  readonly prerequisites: readonly string[];
  readonly subtopic: string;
  readonly questions: readonly GeneratedQuestion[];
}

export interface GeneratedChapter {
  readonly key: string;
  readonly number: number;
  readonly title: string;
  readonly subtopics: readonly { readonly key: string; readonly title: string; readonly ring: true }[];
}

export interface GeneratedBook {
  readonly subject: string;
  readonly class: number;
  readonly book: { readonly key: string; readonly title: string };
  readonly chapters: readonly GeneratedChapter[];
  readonly skills: readonly GeneratedSkill[];
}

/** A prerequisite from another class is written as its full key (`math-6-integers`); others are slugs. */
const CROSS_CLASS = /^math-\d+-/u;

export function bookKey(grade: number): string {
  return `math-${grade}`;
}

/**
 * Options that mean the same value (0.5 and 1/2, ₹20 and ₹20.00) would make two right answers, so every option is
 * compared by value where it reads as a number, and by its lower-cased text otherwise.
 */
export function optionIdentity(option: string): string {
  const text = plainNumber(option).trim().toLowerCase();
  const m = /^(₹?)([−-]?)([\d,]+)(?:\.(\d+))?(?:\/(\d+))?(.*)$/u.exec(text);
  if (!m) return text;
  const [, prefix = '', sign = '', whole = '', fraction = '', denominator = '1', rest = ''] = m;
  const digits = Number((whole + fraction).replaceAll(',', ''));
  let n = (sign ? -1 : 1) * digits;
  let d = Number(denominator) * 10 ** fraction.length;
  const g = gcdOf(n, d) || 1;
  n /= g;
  d /= g;
  return `${prefix}|${n}/${d}|${rest.trim()}`;
}

/** A number written in TeX (`$\\frac{3}{4}$`, `$-\\frac{1}{2}$`, `$7$`) as plain text (3/4, −1/2, 7). */
export function plainNumber(option: string): string {
  const m = /^\$\s*([−-]?)\s*(?:\\frac\{(\d+)\}\{(\d+)\}|([\d,]+(?:\.\d+)?))\s*\$$/u.exec(option.trim());
  if (!m) return option;
  const [, sign = '', top, bottom, plain] = m;
  return `${sign ? '−' : ''}${plain ?? `${top}/${bottom}`}`;
}

function gcdOf(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

function chooseOptions(rng: Rng, problem: Problem): string[] {
  const answerId = optionIdentity(problem.answer);
  if (problem.options) {
    const ids = problem.options.map(optionIdentity);
    if (ids.filter((id) => id === answerId).length !== 1 || new Set(ids).size !== ids.length)
      throw new Error(`bad fixed options for: ${problem.text}`);
    return [...problem.options];
  }
  const seen = new Set([answerId]);
  const candidates: string[] = [];
  for (const option of problem.distractors ?? []) {
    const id = optionIdentity(option);
    if (option.trim() === '' || seen.has(id)) continue;
    seen.add(id);
    candidates.push(option);
  }
  if (candidates.length < 3) throw new Error(`too few distractors for: ${problem.text}`);
  return rng.shuffle([problem.answer, ...balanceLengths(problem, candidates)]);
}

/** How long an option looks: TeX counts as what it draws, roughly (the pack's content check measures the same way). */
export function shownLength(text: string): number {
  return text
    .trim()
    .replace(/\\(?:frac|dfrac|sqrt|mathrm|text|left|right|,|;|!|quad)/gu, '')
    .replace(/\\[a-zA-Z]+/gu, 'x')
    .replace(/[${}^_]/gu, '').length;
}

/**
 * The typical mistakes are usually longer than the answer (a sign, a unit, a step too many), so a student who
 * never picks the longest option would gain. In about one question in four (fixed by the words, so the choice is
 * stable) the wrong options are taken, still typical mistakes first, from those shorter than the answer, when there
 * are enough: the answer is then the longest option about as often as chance.
 */
const SHARE_OF_EIGHT = 7;

function balanceLengths(problem: Problem, candidates: readonly string[]): string[] {
  const first = candidates.slice(0, 3);
  const key = shownLength(problem.answer);
  if (first.every((o) => shownLength(o) < key) || seedFrom(problem.text) % 8 >= SHARE_OF_EIGHT) return first;
  const shorter = candidates.filter((o) => shownLength(o) < key);
  return shorter.length >= 3 ? shorter.slice(0, 3) : first;
}

/**
 * The same words in another order with the same answer (a cuboid 2 by 5 by 4 and 5 by 2 by 4) is the same
 * exercise, so a skill keeps one question per multiset of words and answer.
 */
export function permutationId(text: string, answer: string): string {
  // Numbers keep their sign and decimals; operators and punctuation count as words, so 2 + 2 is not 2 × 2.
  const words = text.toLowerCase().match(/[−-]?\p{N}+(?:[.,]\p{N}+)*|\p{L}+|[^\s\p{L}\p{N}]/gu) ?? [];
  return `${[...words].sort().join(' ')}|${answer}`;
}

/** One level's making: what it has made and how often each form came up, kept between the rounds. */
interface Level {
  readonly difficulty: Difficulty;
  readonly questions: GeneratedQuestion[];
  readonly formsSeen: Set<string>;
  readonly formCounts: Map<string, number>;
}

function buildSkill(grade: number, spec: SkillSpec, position: number): GeneratedSkill {
  const key = `${bookKey(grade)}-${spec.slug}`;
  const rng = seededRng(seedFrom(key));
  // Two questions with the same numbers in another story would be the same exercise, so parameters must differ too.
  const seen = new Set<string>();
  const levels: Level[] = DIFFICULTIES.map((difficulty) => ({
    difficulty,
    questions: [],
    formsSeen: new Set(),
    formCounts: new Map(),
  }));
  let made = 0;
  const fill = (level: Level, upTo: number): void => {
    // A level with several forms (word problem or bare sum, after or before …) should show them side by side,
    // so no form may take more than its fair share of the level.
    for (let tries = 0; level.questions.length < upTo; tries++) {
      if (tries > MAX_TRIES) throw new Error(`${key}: cannot make ${upTo} distinct questions`);
      const problem = spec.levels[level.difficulty](rng);
      const paramsId = JSON.stringify(problem.params);
      const wordsId = permutationId(problem.text, problem.answer);
      if (seen.has(problem.text) || seen.has(paramsId) || seen.has(wordsId)) continue;
      const form = typeof problem.params.form === 'string' ? problem.params.form : '';
      level.formsSeen.add(form);
      const fairShare = Math.ceil(upTo / Math.max(level.formsSeen.size, tries < SINGLE_FORM_AFTER ? 2 : 1));
      if ((level.formCounts.get(form) ?? 0) >= fairShare) continue;
      level.formCounts.set(form, (level.formCounts.get(form) ?? 0) + 1);
      seen.add(problem.text);
      seen.add(paramsId);
      seen.add(wordsId);
      made++;
      level.questions.push({
        key: `${key}-q${String(made).padStart(2, '0')}`,
        difficulty: level.difficulty,
        text: problem.text,
        options: chooseOptions(rng, problem),
        answer: problem.answer,
        hint: problem.hint,
        explanation: problem.explanation,
        ...(problem.figure ? { figure: problem.figure } : {}),
        params: problem.params,
      });
    }
  };
  for (const level of levels) fill(level, BASE_PER_DIFFICULTY);
  for (const level of levels) fill(level, PER_DIFFICULTY);
  const questions = levels
    .flatMap((level) => level.questions)
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return {
    key,
    name: spec.name,
    description: spec.description,
    position,
    prerequisites: spec.prerequisites.map((p) => (CROSS_CLASS.test(p) ? p : `${bookKey(grade)}-${p}`)),
    subtopic: key,
    questions,
  };
}

export function buildBook(spec: ClassSpec): GeneratedBook {
  const book = bookKey(spec.grade);
  const skills: GeneratedSkill[] = [];
  const chapters = spec.chapters.map((chapter, i) => ({
    key: `${book}-${chapter.slug}`,
    number: i + 1,
    title: chapter.title,
    subtopics: chapter.skills.map((skill) => {
      skills.push(buildSkill(spec.grade, skill, skills.length + 1));
      return { key: `${book}-${skill.slug}`, title: skill.name, ring: true as const };
    }),
  }));
  return {
    subject: SUBJECT,
    class: spec.grade,
    book: { key: book, title: `${SUBJECT}, Class ${spec.grade}` },
    chapters,
    skills,
  };
}
