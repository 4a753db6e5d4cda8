// Question pages served are stored in batches: every page chosen while the previous batch was being written goes
// into the next one, in one transaction (group commit). Each request still answers only once its own rows are
// committed, so nothing is acknowledged that could be lost; what a batch saves is the per-transaction cost (on
// PostgreSQL a round trip and a WAL flush per page, on SQLite the statement setup), shared by every page in it.
// A batch that fails as a whole (a student deleted meanwhile, say) is written again page by page, so one bad page
// never fails another student's.
import { CompiledQuery } from 'kysely';
import type { Db } from '../../db/database.ts';

export type ServeRow = {
  user_id: number;
  mode: string;
  day: string;
  page: number;
  position: number;
  question_id: number;
  q_source: string;
};

type Key = Pick<ServeRow, 'user_id' | 'mode' | 'day' | 'page' | 'position' | 'question_id'>;

const COLUMNS = ['user_id', 'mode', 'day', 'page', 'position', 'question_id', 'q_source'] as const;
/** Rows per INSERT statement (7 parameters each: far below either database's limit). */
const ROWS_PER_STATEMENT = 100;

/** A row as stored: the same place holding another question is another row (a rival request's). */
const keyOf = (r: Key) => `${r.user_id}|${r.mode}|${r.day}|${r.page}|${r.position}|${r.question_id}`;

/**
 * `insert … values (…), (…) on conflict do nothing returning (the row's key)` for `count` rows, compiled once per count
 * and dialect; parameters are the rows' values in COLUMNS order, row after row.
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
    ) as unknown as ServeRow[];
    const compiled = db
      .insertInto('question_serves')
      .values(rows)
      .onConflict((oc) => oc.doNothing())
      .returning(['user_id', 'mode', 'day', 'page', 'position', 'question_id'])
      .compile();
    // The values must come out row after row, column after column, as `parametersOf` lays them out.
    if (!compiled.parameters.every((p, i) => p === marker(i)))
      throw new Error('question_serves insert: unexpected parameter order');
    byCount.set(count, (sql = compiled.sql));
  }
  return sql;
}

const parametersOf = (rows: readonly ServeRow[]) => rows.flatMap((r) => COLUMNS.map((c) => r[c]));

/** Writes the rows in one transaction; the keys of the rows it stored (a row already stored is left as it was). */
async function insertAll(db: Db, rows: readonly ServeRow[]): Promise<Set<string>> {
  const stored = new Set<string>();
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
      const chunk = rows.slice(i, i + ROWS_PER_STATEMENT);
      const result = await trx.executeQuery<Key>(
        CompiledQuery.raw(insertSql(db, chunk.length), parametersOf(chunk)),
      );
      for (const row of result.rows) stored.add(keyOf(row));
    }
  });
  return stored;
}

type Pending = { rows: ServeRow[]; resolve: (stored: number) => void; reject: (error: unknown) => void };

export class ServeWriter {
  private queue: Pending[] = [];
  private isFlushing = false;
  private isScheduled = false;
  constructor(private readonly db: Db) {}

  /** Stores one page's rows with the next batch; resolves with how many of them were stored. */
  store(rows: ServeRow[]): Promise<number> {
    return new Promise((resolve, reject) => {
      this.queue.push({ rows, resolve, reject });
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
        batch.flatMap((p) => p.rows),
      );
      for (const p of batch) p.resolve(p.rows.filter((r) => stored.has(keyOf(r))).length);
    } catch (error) {
      if (batch.length === 1) batch[0]!.reject(error);
      else
        for (const p of batch)
          await insertAll(this.db, p.rows).then(
            (stored) => p.resolve(stored.size),
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
