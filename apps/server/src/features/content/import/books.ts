// Books → chapters → subtopics, each level after its parents so their ids are known.
import type { Trx } from '../repository.ts';
import type { PackFile } from '../pack-format.ts';
import type { Advance, Plan } from './batches.ts';
import type { KindCounts } from './summary.ts';
import { upsert } from './upsert.ts';
import type { KeyedRows } from './upsert.ts';

export function syncBooks(
  trx: Trx,
  packId: string,
  files: PackFile[],
  subjectIds: Map<string, number>,
  old: KeyedRows,
  count: KindCounts,
  advance: Advance,
): Promise<Map<string, number>> {
  return upsert(
    trx,
    'books',
    files.map((src) => ({
      key: src.content.book.key,
      item: src,
      row: {
        key: src.content.book.key,
        pack_id: packId,
        subject_id: subjectIds.get(src.content.subject)!,
        class: src.content.class,
        title: src.content.book.title,
      },
    })),
    old,
    count,
    advance,
  );
}

export function syncChapters(
  trx: Trx,
  files: PackFile[],
  bookIds: Map<string, number>,
  old: KeyedRows,
  count: KindCounts,
  advance: Advance,
): Promise<Map<string, number>> {
  const plans: Plan<null>[] = [];
  for (const src of files)
    src.content.chapters.forEach((ch) =>
      plans.push({
        key: ch.key,
        item: null,
        row: {
          key: ch.key,
          book_id: bookIds.get(src.content.book.key)!,
          chapter_number: ch.number,
          title: ch.title,
        },
      }),
    );
  return upsert(trx, 'chapters', plans, old, count, advance);
}

export function syncSubtopics(
  trx: Trx,
  files: PackFile[],
  chapterIds: Map<string, number>,
  old: KeyedRows,
  count: KindCounts,
  advance: Advance,
): Promise<Map<string, number>> {
  const plans: Plan<null>[] = [];
  for (const src of files)
    src.content.chapters.forEach((ch) =>
      ch.subtopics.forEach((st, si) =>
        plans.push({
          key: st.key,
          item: null,
          row: {
            key: st.key,
            chapter_id: chapterIds.get(ch.key)!,
            position: si + 1,
            title: st.title,
            is_ring_topic: st.ring ? 1 : 0,
          },
        }),
      ),
    );
  return upsert(trx, 'subtopics', plans, old, count, advance);
}
