// How well mastery tracking works, measured on simulated students: parameter recovery, held-out AUC of the fitted
// model against the true parameters (the ceiling) and running accuracy (the naive baseline), and the precision of
// the mastered flag.
import { MASTERY_THRESHOLD } from '@quizring/contracts';
import type { BktParams } from '../../shared/bkt.ts';
import { predictedSuccess, updateMastery } from '../../shared/bkt.ts';
import { fitSkill } from './fit.ts';
import { simulateStudents } from './simulate.ts';
import type { SimulatedStudent } from './simulate.ts';

/** Area under the ROC curve (ties count half), by ranks. */
export function auc(scores: readonly number[], labels: readonly boolean[]): number {
  const idx = scores.map((_, i) => i).sort((a, b) => scores[a]! - scores[b]!);
  let positives = 0;
  let rankSum = 0;
  let i = 0;
  while (i < idx.length) {
    let j = i;
    while (j + 1 < idx.length && scores[idx[j + 1]!] === scores[idx[i]!]) j++;
    const avgRank = (i + j) / 2 + 1;
    for (let k = i; k <= j; k++)
      if (labels[idx[k]!]) {
        positives++;
        rankSum += avgRank;
      }
    i = j + 1;
  }
  const negatives = labels.length - positives;
  if (positives === 0 || negatives === 0) return 0.5;
  return (rankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}

/** Predictions made before each answer, by tracing BKT through the earlier answers. */
export function bktPredictions(students: readonly SimulatedStudent[], params: BktParams) {
  const scores: number[] = [];
  const labels: boolean[] = [];
  const masteredFlags: { flagged: boolean; known: boolean }[] = [];
  for (const s of students) {
    let p = params.p_init;
    s.answers.forEach((correct, t) => {
      scores.push(predictedSuccess(p, params));
      labels.push(correct);
      p = updateMastery(p, correct, params);
      masteredFlags.push({ flagged: p >= MASTERY_THRESHOLD, known: s.knownAfter[t]! });
    });
  }
  return { scores, labels, masteredFlags };
}

/** The naive baseline: the student's accuracy so far (Laplace-smoothed). */
export function runningAccuracyPredictions(students: readonly SimulatedStudent[]) {
  const scores: number[] = [];
  const labels: boolean[] = [];
  for (const s of students) {
    let right = 0;
    s.answers.forEach((correct, t) => {
      scores.push((right + 1) / (t + 2));
      labels.push(correct);
      if (correct) right++;
    });
  }
  return { scores, labels };
}

export type EvalRow = {
  truth: BktParams;
  fitted: BktParams;
  recoveryError: number;
  aucFitted: number;
  aucTrue: number;
  aucRunningAccuracy: number;
  masteredPrecision: number;
};

export function evaluate(
  truth: BktParams,
  opts: {
    students: number;
    attempts: number;
    testStudents: number;
    random: () => number;
    defaults: BktParams;
  },
): EvalRow {
  const train = simulateStudents(truth, opts.students, opts.attempts, opts.random);
  const test = simulateStudents(truth, opts.testStudents, opts.attempts, opts.random);
  const { params: fitted } = fitSkill(
    train.map((s) => s.answers),
    { defaults: opts.defaults, random: opts.random, restarts: 4 },
  );
  const fittedPred = bktPredictions(test, fitted);
  const truePred = bktPredictions(test, truth);
  const naive = runningAccuracyPredictions(test);
  const flagged = fittedPred.masteredFlags.filter((f) => f.flagged);
  return {
    truth,
    fitted,
    recoveryError: Math.max(
      ...(['p_init', 'p_learn', 'p_guess', 'p_slip'] as const).map((k) => Math.abs(fitted[k] - truth[k])),
    ),
    aucFitted: auc(fittedPred.scores, fittedPred.labels),
    aucTrue: auc(truePred.scores, truePred.labels),
    aucRunningAccuracy: auc(naive.scores, naive.labels),
    masteredPrecision: flagged.length ? flagged.filter((f) => f.known).length / flagged.length : 1,
  };
}
