// Fitting a skill's BKT parameters to recorded answer sequences by expectation–maximisation (Baum–Welch on the
// two-state hidden Markov model: not known → known, never forgetting), from several random starts.
// The M-step is clamped (guess ≤ 0.3, slip ≤ 0.2, learn ≤ 0.4): each clamped update still maximises its own
// concave term within the box, so the likelihood never decreases, and degenerate fits (guess above 1 − slip,
// "knowing" meaning answering wrong) cannot occur.
import { BKT_LIMITS } from '@quizring/contracts';
import type { BktParams } from '../../shared/bkt.ts';

/** One student's answers on one skill, in order (true = right without a hint). */
export type Sequence = readonly boolean[];

const EPS = 1e-4;
export const PARAM_BOX = {
  p_init: [0.01, 0.99],
  p_learn: [EPS, BKT_LIMITS.p_learn],
  p_guess: [EPS, BKT_LIMITS.p_guess],
  p_slip: [EPS, BKT_LIMITS.p_slip],
} as const satisfies Record<keyof BktParams, readonly [number, number]>;

const clampTo = (x: number, [lo, hi]: readonly [number, number]) => Math.min(hi, Math.max(lo, x));

export function clampParams(p: BktParams): BktParams {
  return {
    p_init: clampTo(p.p_init, PARAM_BOX.p_init),
    p_learn: clampTo(p.p_learn, PARAM_BOX.p_learn),
    p_guess: clampTo(p.p_guess, PARAM_BOX.p_guess),
    p_slip: clampTo(p.p_slip, PARAM_BOX.p_slip),
  };
}

const emit = (known: boolean, correct: boolean, p: BktParams) =>
  known ? (correct ? 1 - p.p_slip : p.p_slip) : correct ? p.p_guess : 1 - p.p_guess;

/** The log-likelihood of the sequences under the parameters (scaled forward pass). */
export function logLikelihood(sequences: readonly Sequence[], p: BktParams): number {
  let ll = 0;
  for (const seq of sequences) {
    let a0 = 1 - p.p_init;
    let a1 = p.p_init;
    for (let t = 0; t < seq.length; t++) {
      const o = seq[t]!;
      if (t > 0) {
        const next1 = a1 + a0 * p.p_learn;
        a0 = a0 * (1 - p.p_learn);
        a1 = next1;
      }
      a0 *= emit(false, o, p);
      a1 *= emit(true, o, p);
      const c = a0 + a1;
      ll += Math.log(c);
      a0 /= c;
      a1 /= c;
    }
  }
  return ll;
}

/** One EM step: expected counts from forward–backward, then the clamped maximisation. */
export function emStep(sequences: readonly Sequence[], p: BktParams): BktParams {
  let init1 = 0;
  let n = 0;
  let learnNum = 0;
  let learnDen = 0;
  let guessNum = 0;
  let guessDen = 0;
  let slipNum = 0;
  let slipDen = 0;
  const a0: number[] = [];
  const a1: number[] = [];
  for (const seq of sequences) {
    const T = seq.length;
    if (T === 0) continue;
    n++;
    // Forward, normalised at each step.
    for (let t = 0; t < T; t++) {
      const o = seq[t]!;
      let f0: number;
      let f1: number;
      if (t === 0) {
        f0 = 1 - p.p_init;
        f1 = p.p_init;
      } else {
        f0 = a0[t - 1]! * (1 - p.p_learn);
        f1 = a1[t - 1]! + a0[t - 1]! * p.p_learn;
      }
      f0 *= emit(false, o, p);
      f1 *= emit(true, o, p);
      const c = f0 + f1;
      a0[t] = f0 / c;
      a1[t] = f1 / c;
    }
    // Backward with the same kind of normalisation (only ratios matter).
    let b0 = 1;
    let b1 = 1;
    for (let t = T - 1; t >= 0; t--) {
      const o = seq[t]!;
      const g0u = a0[t]! * b0;
      const g1u = a1[t]! * b1;
      const g = g0u + g1u;
      const g0 = g0u / g;
      const g1 = g1u / g;
      if (o) guessNum += g0;
      else slipNum += g1;
      guessDen += g0;
      slipDen += g1;
      if (t === 0) init1 += g1;
      if (t > 0) {
        // ξ(unknown at t−1 → known at t) and γ(unknown at t−1), from α at t−1 and β at t.
        const e0 = emit(false, o, p) * b0;
        const e1 = emit(true, o, p) * b1;
        const x00 = a0[t - 1]! * (1 - p.p_learn) * e0;
        const x01 = a0[t - 1]! * p.p_learn * e1;
        const x11 = a1[t - 1]! * e1;
        const z = x00 + x01 + x11;
        learnNum += x01 / z;
        learnDen += (x00 + x01) / z;
        // β at t−1.
        const nb0 = (1 - p.p_learn) * e0 + p.p_learn * e1;
        const nb1 = e1;
        const s = nb0 + nb1;
        b0 = nb0 / s;
        b1 = nb1 / s;
      }
    }
  }
  if (n === 0) return p;
  return clampParams({
    p_init: init1 / n,
    p_learn: learnDen > 0 ? learnNum / learnDen : p.p_learn,
    p_guess: guessDen > 0 ? guessNum / guessDen : p.p_guess,
    p_slip: slipDen > 0 ? slipNum / slipDen : p.p_slip,
  });
}

export type FitResult = { params: BktParams; logLikelihood: number; iterations: number };

/** EM from one start until the likelihood stops improving. */
export function fitFrom(
  sequences: readonly Sequence[],
  start: BktParams,
  maxIterations = 500,
  tol = 1e-7,
): FitResult {
  let params = clampParams(start);
  let ll = logLikelihood(sequences, params);
  let i = 0;
  for (; i < maxIterations; i++) {
    const next = emStep(sequences, params);
    const nextLl = logLikelihood(sequences, next);
    params = next;
    const gain = nextLl - ll;
    ll = nextLl;
    if (gain < tol * Math.max(1, Math.abs(ll))) break;
  }
  return { params, logLikelihood: ll, iterations: i + 1 };
}

/** The best of several random starts (and the defaults), by likelihood. */
export function fitSkill(
  sequences: readonly Sequence[],
  opts: { restarts?: number; random?: () => number; defaults: BktParams },
): FitResult {
  const random = opts.random ?? Math.random;
  const starts: BktParams[] = [opts.defaults];
  for (let i = 0; i < (opts.restarts ?? 5); i++)
    starts.push({
      p_init: 0.05 + random() * 0.9,
      p_learn: 0.01 + random() * (BKT_LIMITS.p_learn - 0.01),
      p_guess: 0.01 + random() * (BKT_LIMITS.p_guess - 0.01),
      p_slip: 0.01 + random() * (BKT_LIMITS.p_slip - 0.01),
    });
  let best: FitResult | undefined;
  for (const start of starts) {
    const result = fitFrom(sequences, start);
    if (!best || result.logLikelihood > best.logLikelihood) best = result;
  }
  return best!;
}
