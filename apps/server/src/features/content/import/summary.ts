// What an import reports: per kind of row, how many were inserted, updated, retired or deleted.
import type { PackError } from '../pack-format.ts';

export const CONTENT_KINDS = [
  'subjects',
  'books',
  'chapters',
  'subtopics',
  'skills',
  'prerequisites',
  'questions',
  'options',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** What happened to the rows of one kind. `retired` applies to skills and questions, `deleted` to options and prerequisites. */
export interface KindCounts {
  inserted: number;
  updated: number;
  retired: number;
  deleted: number;
}

export interface ImportSummary {
  pack: { id: string; title: string; version: string; status: 'inserted' | 'updated' | 'unchanged' };
  counts: Record<ContentKind, KindCounts>;
  /** Every row written; 0 when the same pack is imported again. */
  changes: number;
}

export interface ImportOptions {
  now: Date;
  /** Called after each batch with the rows handled so far and the rows in the pack. */
  onProgress?: (done: number, total: number) => void;
}

/** The pack cannot be imported as it stands (its keys belong to another pack); nothing was written. */
export class PackImportError extends Error {
  constructor(readonly errors: PackError[]) {
    super(`The pack cannot be imported (${errors.length} ${errors.length === 1 ? 'error' : 'errors'})`);
  }
}
