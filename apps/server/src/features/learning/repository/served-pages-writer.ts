// The batched insert of served pages (serve-writer.ts): many pages in one transaction, a few statements of up to
// PAGES_PER_STATEMENT pages each, compiled once per page count and dialect.
import { CompiledQuery } from 'kysely';
import type { Db } from '../../../db/database.ts';

/** One served page: its questions in order, as stored (JSON `[[question id, source], …]`). */
export type ServedPageRow = { user_id: number; mode: string; day: string; page: number; questions: string };

const COLUMNS = ['user_id', 'mode', 'day', 'page', 'questions'] as const;
/** Pages per INSERT statement (5 parameters each: far below either database's limit). */
const PAGES_PER_STATEMENT = 200;

/** A page as stored: the same place holding other questions is a rival request's page, not this one. */
export const keyOf = (r: ServedPageRow) => `${r.user_id}|${r.mode}|${r.day}|${r.page}|${r.questions}`;

/**
 * `insert … values (…), (…) on conflict do nothing returning *` for `count` pages, compiled once per count and
 * dialect; parameters are the pages' values in COLUMNS order, page after page.
 */
const statements = new WeakMap<object, Map<number, string>>();
function insertSql(db: Db, count: number): string {
  const adapter = db.getExecutor().adapter;
  let byCount = statements.get(adapter);
  if (!byCount) statements.set(adapter, (byCount = new Map()));
  let sql = byCount.get(count);
  if (sql === undefined) {
    const marker = (i: number) => `\u0000serve:${i}\u0000`;
    const rows = Array.from({ length: count }, (_, r) =>
      Object.fromEntries(COLUMNS.map((c, k) => [c, marker(r * COLUMNS.length + k)])),
    ) as unknown as ServedPageRow[];
    const compiled = db
      .insertInto('served_pages')
      .values(rows)
      .onConflict((oc) => oc.doNothing())
      .returning(COLUMNS)
      .compile();
    // The values must come out page after page, column after column, as `parametersOf` lays them out.
    if (!compiled.parameters.every((p, i) => p === marker(i)))
      throw new Error('served_pages insert: unexpected parameter order');
    byCount.set(count, (sql = compiled.sql));
  }
  return sql;
}

const parametersOf = (rows: readonly ServedPageRow[]) => rows.flatMap((r) => COLUMNS.map((c) => r[c]));

/** Writes the pages in one transaction; the keys of the pages it stored (a page already stored is left as it was). */
export async function insertAll(db: Db, rows: readonly ServedPageRow[]): Promise<Set<string>> {
  const stored = new Set<string>();
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += PAGES_PER_STATEMENT) {
      const chunk = rows.slice(i, i + PAGES_PER_STATEMENT);
      const result = await trx.executeQuery<ServedPageRow>(
        CompiledQuery.raw(insertSql(db, chunk.length), parametersOf(chunk)),
      );
      for (const row of result.rows) stored.add(keyOf(row));
    }
  });
  return stored;
}
