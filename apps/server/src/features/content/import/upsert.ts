// The keyed rows' write: insert new keys, rewrite changed rows, retire rows whose key is gone.
import { insertKeyed, retire, updateKeyed } from '../repository.ts';
import type { KeyedTable, Row, Trx } from '../repository.ts';
import { chunks, IN_LIST, rowsPerStatement, sameValues } from './batches.ts';
import type { Advance, Plan } from './batches.ts';
import type { KindCounts } from './summary.ts';

/** The rows of one table the pack held before, by key. */
export type KeyedRows = Map<string, Row & { id: number }>;

/** Inserts new keys and updates changed rows (batched upserts on the key); returns every key's id. */
export async function upsert<T>(
  trx: Trx,
  table: KeyedTable,
  plans: Plan<T>[],
  old: KeyedRows,
  count: KindCounts,
  advance: Advance,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const fresh: Row[] = [];
  const changed: Row[] = [];
  for (const p of plans) {
    const prev = old.get(p.key);
    if (!prev) fresh.push(p.row);
    else {
      ids.set(p.key, prev.id);
      if (!sameValues(prev, p.row)) changed.push(p.row);
    }
  }
  advance(plans.length - fresh.length - changed.length);
  const size = rowsPerStatement(plans[0]?.row);
  for (const part of chunks(fresh, size)) {
    for (const r of await insertKeyed(trx, table, part)) ids.set(r.key, r.id);
    advance(part.length);
  }
  const columns = Object.keys(plans[0]?.row ?? {}).filter((c) => c !== 'key');
  for (const part of chunks(changed, size)) {
    await updateKeyed(trx, table, part, columns);
    advance(part.length);
  }
  count.inserted += fresh.length;
  count.updated += changed.length;
  return ids;
}

/** Rows of this pack whose key is gone get retired_at (never deleted: attempts keep pointing at them). */
export async function retireMissing(
  trx: Trx,
  table: 'skills' | 'questions',
  existing: { id: number; key: string; retired_at: string | null }[],
  current: Map<string, number>,
  now: string,
): Promise<number> {
  const gone = existing.filter((r) => r.retired_at === null && !current.has(r.key)).map((r) => r.id);
  for (const part of chunks(gone, IN_LIST)) await retire(trx, table, part, now);
  return gone.length;
}
