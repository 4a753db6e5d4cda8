// Subjects are shared by every pack, found by name: the pack's new ones are inserted.
import { allSubjects, insertSubjects } from '../repository.ts';
import type { Trx } from '../repository.ts';
import type { PackFile } from '../pack-format.ts';
import { chunks, MAX_ROWS } from './batches.ts';
import type { KindCounts } from './summary.ts';

/** Returns every subject's id by name. */
export async function syncSubjects(
  trx: Trx,
  files: PackFile[],
  count: KindCounts,
): Promise<Map<string, number>> {
  const subjectIds = new Map((await allSubjects(trx)).map((s) => [s.name, s.id]));
  const newSubjects = [...new Set(files.map((f) => f.content.subject))].filter((n) => !subjectIds.has(n));
  for (const part of chunks(newSubjects, MAX_ROWS)) {
    const rows = await insertSubjects(trx, part);
    for (const r of rows) subjectIds.set(r.name, r.id);
  }
  count.inserted = newSubjects.length;
  return subjectIds;
}
