// Question pages served are stored in batches: every page chosen while the previous batch was being written goes
// into the next one, in one transaction (group commit). Each request still answers only once its own page is
// committed, so nothing is acknowledged that could be lost; what a batch saves is the per-transaction cost (on
// PostgreSQL a round trip and a WAL flush per page, on SQLite the statement setup and the commit), shared by every
// page in it. A batch that fails as a whole (a student deleted meanwhile, say) is written again page by page, so
// one bad page never fails another student's.
import type { Db } from '../../db/database.ts';
import { insertAll, keyOf } from './repository/served-pages-writer.ts';
import type { ServedPageRow } from './repository/served-pages-writer.ts';

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
