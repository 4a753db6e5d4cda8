// Bayesian Knowledge Tracing: the probability that a student has learnt a skill, updated by each answer.
import { BKT_DEFAULTS, MASTERY_THRESHOLD } from '@quizring/contracts';
import { clamp01 } from '../lib/numbers.ts';
import type { BktParams } from '../read-model/content-cache.ts';

export type { BktParams };

export const DEFAULT_PARAMS: BktParams = { ...BKT_DEFAULTS };

/** Chance of a right answer: p·(1−slip) + (1−p)·guess. */
export function predictedSuccess(p: number, params: BktParams): number {
  return clamp01(p * (1 - params.p_slip) + (1 - p) * params.p_guess);
}

/**
 * The posterior after one observation (Bayes on correct/incorrect), then the learning transition
 * (a student who did not know the skill may learn it from the practice).
 */
export function updateMastery(p: number, isCorrect: boolean, params: BktParams): number {
  const { p_learn, p_guess, p_slip } = params;
  const known = isCorrect ? p * (1 - p_slip) : p * p_slip;
  const unknown = isCorrect ? (1 - p) * p_guess : (1 - p) * (1 - p_guess);
  const evidence = known + unknown;
  const posterior = evidence > 0 ? known / evidence : p;
  return clamp01(posterior + (1 - posterior) * p_learn);
}

/** A hint counts as incorrect evidence: the student needed help. */
export function isEvidenceCorrect(isCorrect: boolean, hintSeen: boolean): boolean {
  return isCorrect && !hintSeen;
}

export const isMastered = (p: number) => p >= MASTERY_THRESHOLD;

/**
 * Predicted success on one question: the skill's prediction shifted on the log-odds scale by the question's
 * difficulty (easy questions are likelier right, hard ones less), so selection can aim at a success band.
 */
const DIFFICULTY_SHIFT: Record<number, number> = { 1: 0.9, 2: 0, 3: -0.9 };
export function questionSuccess(p: number, params: BktParams, difficulty: number): number {
  const base = Math.min(0.999, Math.max(0.001, predictedSuccess(p, params)));
  const logit = Math.log(base / (1 - base)) + (DIFFICULTY_SHIFT[difficulty] ?? 0);
  return 1 / (1 + Math.exp(-logit));
}
