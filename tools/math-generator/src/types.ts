import type { Rng } from '@quizring/contracts/random';

export type Difficulty = 1 | 2 | 3;

export type ParamValue = number | string | boolean | readonly number[] | readonly string[];

/** The values a generator chose; the tests recompute the answer from them independently. */
export type Params = Readonly<Record<string, ParamValue>>;

/** A drawing shown above the options: SVG (no scripts, no external references) and its text for screen readers. */
export interface Figure {
  readonly svg: string;
  /** Says everything the question needs from the drawing, for a student who cannot see it. */
  readonly alt: string;
}

export interface Problem {
  readonly text: string;
  readonly answer: string;
  /** Wrong answers, typical mistakes first; the first three that differ from the answer and each other are used. */
  readonly distractors?: readonly string[];
  /** A fixed natural list that holds the answer (the four quadrants, Even/Odd), shown as is. */
  readonly options?: readonly string[];
  readonly hint: string;
  /** One sentence that shows the working. */
  readonly explanation: string;
  /** For geometry, graphs, charts and coordinates: drawn by the generator (see svg.ts). */
  readonly figure?: Figure;
  readonly params: Params;
}

export type Maker = (rng: Rng) => Problem;

export interface SkillSpec {
  /** The key without the book prefix: `addition` becomes `math-1-addition`. */
  readonly slug: string;
  readonly name: string;
  readonly description: string;
  /** Slugs of earlier skills of the same class, or full keys of skills of earlier classes (`math-6-integers`). */
  readonly prerequisites: readonly string[];
  readonly levels: Readonly<Record<Difficulty, Maker>>;
}

export interface ChapterSpec {
  readonly slug: string;
  readonly title: string;
  readonly skills: readonly SkillSpec[];
}

export interface ClassSpec {
  readonly grade: number;
  /** In syllabus order; the skills' positions follow the same order. */
  readonly chapters: readonly ChapterSpec[];
}
