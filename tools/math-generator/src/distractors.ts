// Wrong answers are the typical mistakes a generator names first; when those run out (or coincide with the answer)
// near misses fill the list, in a shuffled order so that the answer is not given away by its neighbours.
import { Q } from './format.ts';
import type { Rng } from '@quizring/contracts/random';

export interface IntLimits {
  readonly min?: number;
  readonly max?: number;
}

export function ints(rng: Rng, answer: number, typical: readonly number[], limits: IntLimits = {}): number[] {
  const min = limits.min ?? Number.NEGATIVE_INFINITY;
  const max = limits.max ?? Number.POSITIVE_INFINITY;
  const step = Math.abs(answer) >= 200 ? 10 : 1;
  const near = rng.shuffle([answer + step, answer - step, answer + 2 * step, answer - 2 * step]);
  const far = rng.shuffle([answer + 10 * step, answer - 10 * step, answer + 3 * step, answer - 3 * step]);
  const out: number[] = [];
  for (const x of [...typical, ...near, ...far])
    if (Number.isSafeInteger(x) && x !== answer && x >= min && x <= max && !out.includes(x)) out.push(x);
  return out;
}

export function fractions(rng: Rng, answer: Q, typical: readonly Q[], positiveOnly = false): Q[] {
  const { n, d } = answer;
  const near = rng.shuffle([
    new Q(n + 1, d),
    new Q(n - 1, d),
    new Q(n, d + 1),
    ...(d > 1 ? [new Q(n, d - 1)] : []),
    answer.add(1),
    ...(n !== 0 && d !== 1 ? [new Q(d, n)] : []),
  ]);
  const out: Q[] = [];
  for (const q of [...typical, ...near, answer.add(2), answer.sub(1)])
    if (!q.equals(answer) && !(positiveOnly && q.n <= 0) && !out.some((o) => o.equals(q))) out.push(q);
  return out;
}

/** Integer distractors written with a unit or a prefix, like "12 cm" or "₹40". */
export function measures(
  rng: Rng,
  answer: number,
  typical: readonly number[],
  write: (n: number) => string,
  limits: IntLimits = {},
): string[] {
  return ints(
    rng,
    answer,
    typical.filter((x) => Number.isInteger(x)),
    limits,
  ).map(write);
}
