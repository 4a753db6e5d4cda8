// Where the bench keeps its files, computed from this module so every command works from any directory.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The bench workspace (…/bench). */
export const BENCH_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Generated data sets and scratch databases (gitignored). */
export const DATA_DIR = path.join(BENCH_DIR, '.data');
/** Committed results. */
export const RESULTS_DIR = path.join(BENCH_DIR, 'results');
