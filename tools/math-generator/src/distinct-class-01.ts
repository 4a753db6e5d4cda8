// The pack's content check flags two questions with the same answer, the same numbers and texts at least 85 % alike
// (Dice over character bigrams). Word problems drawn from short lists (five fruits in a row, a few toys) meet that
// often, so the class 1 and 2 makers that draw from such lists are wrapped to draw again when they would.
import type { Rng } from '@quizring/contracts/random';
import type { Maker, Problem, SkillSpec } from './types.ts';

/** Below the check's 0.85, so that a small change of wording elsewhere does not bring a pair over it. */
const TOO_ALIKE = 0.8;
const REDRAWS = 200;

export function normalised(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function pairs(text: string): Map<string, number> {
  const out = new Map<string, number>();
  for (let i = 0; i + 1 < text.length; i++) {
    const g = text.slice(i, i + 2);
    out.set(g, (out.get(g) ?? 0) + 1);
  }
  return out;
}

export function alike(a: Map<string, number>, b: Map<string, number>): number {
  let sizeA = 0;
  let sizeB = 0;
  let shared = 0;
  for (const k of a.values()) sizeA += k;
  for (const [g, k] of b) {
    sizeB += k;
    shared += Math.min(k, a.get(g) ?? 0);
  }
  return sizeA + sizeB === 0 ? 1 : (2 * shared) / (sizeA + sizeB);
}

interface Made {
  readonly bucket: string;
  readonly grams: Map<string, number>;
}

function bucketOf(p: Problem): string {
  const numbers = (p.text.match(/[−-]?\d+(?:\.\d+)?/gu) ?? []).map((x) => x.replace('−', '-')).sort();
  return `${normalised(p.answer)}|${numbers.join(' ')}`;
}

/** What each skill's making has handed out so far, per random source (one source a skill and build). */
const madeBy = new WeakMap<Rng, Made[]>();

function distinct(maker: Maker): Maker {
  return (rng) => {
    const made = madeBy.get(rng) ?? [];
    madeBy.set(rng, made);
    let problem = maker(rng);
    for (let i = 0; i < REDRAWS; i++) {
      const bucket = bucketOf(problem);
      const grams = pairs(normalised(problem.text));
      const clash = made.some((m) => m.bucket === bucket && alike(m.grams, grams) >= TOO_ALIKE);
      if (!clash) {
        made.push({ bucket, grams });
        return problem;
      }
      problem = maker(rng);
    }
    return problem;
  };
}

/** The skill with every level drawing again rather than repeat a question in other words. */
export function withDistinctQuestions(skill: SkillSpec): SkillSpec {
  return {
    ...skill,
    levels: { 1: distinct(skill.levels[1]), 2: distinct(skill.levels[2]), 3: distinct(skill.levels[3]) },
  };
}
