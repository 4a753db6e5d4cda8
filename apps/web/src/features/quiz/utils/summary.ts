import { QUIZ_ACCURACY_BANDS } from '@quizring/contracts';
import type { QuizResult } from '../hooks/quiz-reducer';

export type QuizSummary = {
  count: number;
  correct: number;
  /** Answers whose verdict is not in yet. */
  unchecked: number;
  accuracyPct: number;
  avgMs: number | null;
};

/** Accuracy over every result (a timeout counts as not correct); the average time over the answered ones. */
export function summarise(results: readonly QuizResult[]): QuizSummary {
  const correct = results.filter((r) => r.outcome === 'correct').length;
  const answered = results.filter((r) => r.outcome !== 'timeout');
  const totalMs = answered.reduce((sum, r) => sum + r.responseMs, 0);
  return {
    count: results.length,
    correct,
    unchecked: results.filter((r) => r.outcome === 'unchecked').length,
    accuracyPct: results.length ? Math.round((correct / results.length) * 100) : 0,
    avgMs: answered.length ? totalMs / answered.length : null,
  };
}

export type AccuracyBand = 'good' | 'fair' | 'poor';

export function accuracyBand(pct: number): AccuracyBand {
  const [good, fair] = QUIZ_ACCURACY_BANDS;
  if (pct >= good) return 'good';
  return pct >= fair ? 'fair' : 'poor';
}

/** Seconds, with hundredths under a second: a 40 ms answer is 0.04s, not 0.0s. */
export const formatSeconds = (ms: number) => `${(ms / 1000).toFixed(ms < 1000 ? 2 : 1)}s`;
