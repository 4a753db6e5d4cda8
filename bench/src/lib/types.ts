// What every benchmark returns: one row per measured case, with the baseline measured in the same run, so that
// a result means something on a noisy shared machine.
export type BenchRow = {
  /** The benchmark, e.g. 'Hot reads'. */
  group: string;
  /** The case, e.g. 'GET /api/dashboard'. */
  name: string;
  /** 'sqlite' | 'postgres' where the database matters. */
  db?: string;
  /** Measured figures, already formatted or numbers (e.g. { rps: 9120, p50_ms: 4, p99_ms: 17, ratio: 0.52 }). */
  figures: Record<string, string | number>;
  /** The target in words, e.g. '≥ 40 % of baseline rps, p99 < 25 ms'. */
  target: string;
  met: boolean;
};

export type BenchOptions = {
  /** A short run (smaller data, shorter durations) for smoke checks; the committed results are full runs. */
  quick: boolean;
  /** PostgreSQL admin URL for the PostgreSQL variants (a database the bench may create databases in). */
  postgresUrl?: string;
  log: (line: string) => void;
};

/** Every benchmark module exports `run` with this shape. */
export type Bench = (opts: BenchOptions) => Promise<BenchRow[]>;
