// Percentiles of a sample (nearest rank), the only statistics the fan-out reports.

export type Summary = { count: number; p50: number; p90: number; p99: number; max: number };

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export function summarize(values: readonly number[]): Summary {
  const sorted = Float64Array.from(values).sort();
  const arr = Array.from(sorted);
  return {
    count: arr.length,
    p50: percentile(arr, 50),
    p90: percentile(arr, 90),
    p99: percentile(arr, 99),
    max: arr.length ? arr[arr.length - 1]! : NaN,
  };
}

/** Milliseconds with one decimal, for the table; a percentile that includes an event never received says so. */
export const ms = (v: number): number | string => (Number.isFinite(v) ? Math.round(v * 10) / 10 : 'never');
