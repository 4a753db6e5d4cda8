// WAL checkpoints of a SQLite file database, run by a second connection in a worker thread.
// By default the connection that commits copies the WAL back into the database file (and fsyncs it) inside that
// commit, on the event loop, stalling every request behind it (figures: decision 0020). Here the app's connection
// only appends to the WAL; a worker checkpoints (PASSIVE: it never blocks readers or writers) every
// CHECKPOINT_EVERY_MS. If the worker cannot start or dies, the app's connection checkpoints by itself.
import { Worker } from 'node:worker_threads';
import { createRequire } from 'node:module';
import type SqliteDatabase from 'better-sqlite3';

const CHECKPOINT_EVERY_MS = 250;
/** With the worker: the WAL's bound (~40 MB of 4 KB pages), ten times SQLite's default. */
const WAL_LIMIT_PAGES = 10_000;
/** SQLite's default: what the app's own connection goes back to without the worker. */
const AUTOCHECKPOINT_PAGES = 1000;

// CommonJS in an eval'd worker, so the same code runs from the sources (tsx, vitest) and from the esbuild bundle.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 5000');
const checkpoint = () => { try { db.pragma('wal_checkpoint(PASSIVE)'); } catch {} };
const timer = setInterval(checkpoint, workerData.everyMs);
parentPort.on('message', () => { clearInterval(timer); checkpoint(); db.close(); parentPort.close(); });
`;

/** stop(): the worker checkpoints once more and closes its connection (after the app's, it is the last one). */
export type Checkpointer = { stop: () => void };

export function startCheckpointer(sqlite: SqliteDatabase.Database, file: string): Checkpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  let worker: Worker;
  try {
    worker = new Worker(WORKER, { eval: true, workerData: { driver, file, everyMs: CHECKPOINT_EVERY_MS } });
  } catch {
    return { stop: () => {} };
  }
  // Not 0: under sustained writes a PASSIVE checkpoint never catches up with the last frame, so the WAL would never
  // restart and would grow without bound (bench/results/optimisations-writes.md). At this
  // size the app's connection checkpoints what the worker has not yet copied (little) and the WAL starts over.
  sqlite.pragma(`wal_autocheckpoint = ${WAL_LIMIT_PAGES}`);
  let running = true;
  const fallBack = () => {
    if (!running) return;
    running = false;
    if (sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
  };
  worker.on('error', fallBack);
  worker.on('exit', fallBack);
  // The worker must not keep a process alive that is otherwise done.
  worker.unref();
  return {
    stop: () => {
      if (!running) return;
      running = false;
      worker.postMessage('stop');
    },
  };
}
