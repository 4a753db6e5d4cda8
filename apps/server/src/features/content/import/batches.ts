// How the import cuts its writes into statements, and the plan of one row to write.
import type { Row } from '../repository.ts';

// Small enough for SQLite's and PostgreSQL's bound-parameter limits, large enough to be a few statements.
const MAX_PARAMS = 8000;
export const MAX_ROWS = 1000;
export const IN_LIST = 500;

export function chunks<T>(rows: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

export const rowsPerStatement = (row: Row | undefined) =>
  Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMS / Math.max(1, Object.keys(row ?? {}).length))));

export function sameValues(existing: Row, wanted: Row): boolean {
  return Object.entries(wanted).every(([k, v]) => existing[k] === v);
}

/** One row the pack wants, found by its key; `item` carries what a later step needs (a question's options). */
export interface Plan<T> {
  key: string;
  row: Row;
  item: T;
}

/** Reports rows handled to the progress callback. */
export type Advance = (n: number) => void;
