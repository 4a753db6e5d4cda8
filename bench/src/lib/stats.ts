// Small statistics helpers: medians and percentiles of samples, and rounding for the table.

/** The p-th percentile (0–100) of the samples, by linear interpolation between closest ranks. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const lo = Math.floor(rank);
  const hi = Math.ceil(rank);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (rank - lo);
}

export const median = (samples: readonly number[]) => percentile(samples, 50);

/** Rounds to a number of decimals (for figures shown in the table). */
export const round = (x: number, decimals = 0) => {
  const f = 10 ** decimals;
  return Math.round(x * f) / f;
};

/** Milliseconds since `start` (from performance.now()). */
export const elapsedMs = (start: number) => performance.now() - start;
