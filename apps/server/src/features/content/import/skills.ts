// Skills: only the content columns; the fitted mastery parameters (p_*) are never overwritten. Skills gone from
// the pack are retired.
import type { Trx } from '../repository.ts';
import type { PackFile } from '../pack-format.ts';
import type { Advance, Plan } from './batches.ts';
import type { KindCounts } from './summary.ts';
import { retireMissing, upsert } from './upsert.ts';
import type { KeyedRows } from './upsert.ts';

type Existing = { id: number; key: string; retired_at: string | null }[];

export async function syncSkills(
  trx: Trx,
  packId: string,
  files: PackFile[],
  subjectIds: Map<string, number>,
  existing: Existing,
  old: KeyedRows,
  count: KindCounts,
  advance: Advance,
  now: string,
): Promise<Map<string, number>> {
  const plans: Plan<null>[] = [];
  for (const src of files)
    src.content.skills.forEach((s) =>
      plans.push({
        key: s.key,
        item: null,
        row: {
          key: s.key,
          pack_id: packId,
          class: src.content.class,
          subject_id: subjectIds.get(src.content.subject)!,
          name: s.name,
          description: s.description,
          position: s.position,
          retired_at: null,
        },
      }),
    );
  const skillIds = await upsert(trx, 'skills', plans, old, count, advance);
  count.retired = await retireMissing(trx, 'skills', existing, skillIds, now);
  return skillIds;
}
