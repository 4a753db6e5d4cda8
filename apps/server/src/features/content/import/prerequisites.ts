// Prerequisite pairs: the pack's list replaces what the database held for the pack's skills.
import { deletePrerequisites, insertPrerequisites, prerequisitesOfPack } from '../repository.ts';
import type { Trx } from '../repository.ts';
import type { ParsedPack } from '../pack-format.ts';
import { chunks, MAX_ROWS } from './batches.ts';
import type { Advance } from './batches.ts';
import type { KindCounts } from './summary.ts';

export async function syncPrerequisites(
  trx: Trx,
  parsed: ParsedPack,
  packId: string,
  skillIds: Map<string, number>,
  count: KindCounts,
  advance: Advance,
): Promise<void> {
  const pair = (a: number, b: number) => `${a}:${b}`;
  const wanted = new Map<string, { skill_id: number; prerequisite_id: number }>();
  for (const f of parsed.files)
    for (const s of f.content.skills)
      for (const p of s.prerequisites) {
        const row = { skill_id: skillIds.get(s.key)!, prerequisite_id: skillIds.get(p)! };
        wanted.set(pair(row.skill_id, row.prerequisite_id), row);
      }
  const have = await prerequisitesOfPack(trx, packId);
  const haveKeys = new Set(have.map((r) => pair(r.skill_id, r.prerequisite_id)));
  const stale = have.filter((r) => !wanted.has(pair(r.skill_id, r.prerequisite_id)));
  const bySkill = new Map<number, number[]>();
  for (const r of stale) bySkill.set(r.skill_id, [...(bySkill.get(r.skill_id) ?? []), r.prerequisite_id]);
  for (const [skillId, prereqs] of bySkill) await deletePrerequisites(trx, skillId, prereqs);
  const fresh = [...wanted].filter(([k]) => !haveKeys.has(k)).map(([, row]) => row);
  advance(wanted.size - fresh.length);
  for (const part of chunks(fresh, MAX_ROWS)) {
    await insertPrerequisites(trx, part);
    advance(part.length);
  }
  count.inserted = fresh.length;
  count.deleted = stale.length;
}
