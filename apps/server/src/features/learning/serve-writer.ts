// Question pages served are stored in batches: every page chosen while the previous batch was being written goes
// into the next one, in one transaction (group commit). Each request still answers only once its own page is
// committed, so nothing is acknowledged that could be lost; what a batch saves is the per-transaction cost (on
// PostgreSQL a round trip and a WAL flush per page, on SQLite the statement setup and the commit), shared by every
// page in it. A batch that fails as a whole (a student deleted meanwhile, say) is written again page by page, so
// one bad page never fails another student's.
import { CompiledQuery } from 'kysely';
import type { Db } from '../../db/database.ts';

/** One served page: its questions in order, as stored (JSON `[[question id, source], …]`). */
export type ServedPageRow = { user_id: number; mode: string; day: string; page: number; questions: string };

const COLUMNS = ['user_id', 'mode', 'day', 'page', 'questions'] as const;
/** Pages per INSERT statement (5 parameters each: far below either database's limit). */
const PAGES_PER_STATEMENT = 200;

/** A page as stored: the same place holding other questions is a rival request's page, not this one. */
const keyOf = (r: ServedPageRow) => `${r.user_id}|${r.mode}|${r.day}|${r.page}|${r.questions}`;

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
async function insertAll(db: Db, rows: readonly ServedPageRow[]): Promise<Set<string>> {
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

type Pending = { row: ServedPageRow; resolve: (isStored: boolean) => void; reject: (error: unknown) => void };

export class ServeWriter {
  private queue: Pending[] = [];
  private isFlushing = false;
  private isScheduled = false;
  constructor(private readonly db: Db) {}

  /** Stores one page with the next batch; resolves with whether it was stored (false: a rival's page holds it). */
  store(row: ServedPageRow): Promise<boolean> {
    return new Promise((resolve, reject) => {
      this.queue.push({ row, resolve, reject });
      this.schedule();
    });
  }

  private schedule() {
    if (this.isFlushing || this.isScheduled) return;
    this.isScheduled = true;
    // After the requests already read from the sockets have had their turn, so that they join this batch.
    setImmediate(() => void this.flush());
  }

  private async flush() {
    this.isScheduled = false;
    this.isFlushing = true;
    const batch = this.queue.splice(0);
    try {
      const stored = await insertAll(
        this.db,
        batch.map((p) => p.row),
      );
      for (const p of batch) p.resolve(stored.has(keyOf(p.row)));
    } catch (error) {
      if (batch.length === 1) batch[0]!.reject(error);
      else
        for (const p of batch)
          await insertAll(this.db, [p.row]).then(
            (stored) => p.resolve(stored.size > 0),
            (e: unknown) => p.reject(e),
          );
    } finally {
      this.isFlushing = false;
      if (this.queue.length > 0) this.schedule();
    }
  }
}

const writers = new WeakMap<Db, ServeWriter>();

export function serveWriterOf(db: Db): ServeWriter {
  let writer = writers.get(db);
  if (!writer) writers.set(db, (writer = new ServeWriter(db)));
  return writer;
}
