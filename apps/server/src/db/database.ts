import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import type { Migration, MigrationProvider } from 'kysely';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from './schema.ts';
import { migrations } from './migrations/index.ts';
import { registerDirectSqlite, withStatementCache } from './sqlite-statements.ts';
import { startCheckpointer } from './sqlite-checkpointer.ts';

export type Db = Kysely<Database>;
export type DbDialect = 'sqlite' | 'postgres';

export function dialectOf(url: string): DbDialect {
  return /^postgres(ql)?:\/\//.test(url) ? 'postgres' : 'sqlite';
}

/** How long a request waits for a PostgreSQL connection (a new one, or a free one from a busy pool). */
export const PG_CONNECT_TIMEOUT_MS = 5_000;

/** How much of a SQLite file is read through a memory map (more than a large school's database). */
const SQLITE_MMAP_BYTES = 2 ** 32;
/** SQLite's own page cache per connection, in KiB. */
const SQLITE_CACHE_KIB = 65_536;

/** Opens SQLite (WAL) for `sqlite:<file>` / `:memory:` URLs, PostgreSQL for `postgres://` URLs. */
export function createDb(url: string): Db {
  if (dialectOf(url) === 'postgres') {
    // COUNT(*) and SUM() come back as bigint strings; parse them as numbers (our counts stay far below 2^53).
    pg.types.setTypeParser(20, (v) => Number(v));
    pg.types.setTypeParser(1700, (v) => Number(v));
    // A database that is down or unreachable fails a request within the connect timeout (a 503, see
    // db/unavailable.ts) instead of leaving it hanging; keep-alive lets the OS notice a connection that went dead.
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    // An idle connection the server closed (restart, failover, pool shutdown) must not crash the process; the pool
    // drops it and the next query opens a new one.
    pool.on('error', () => {});
    // A connection lost while a request holds its client (mid-query, mid-transaction) fails that request's queries;
    // the client's own 'error' event would otherwise go unhandled and take the whole process down. The pool drops the
    // broken client when it is released.
    pool.on('connect', (client) => client.on('error', () => {}));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const file = url.replace(/^sqlite:/, '');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  // In WAL mode NORMAL loses no committed transaction when the process dies (test/faults/durability.test.ts
  // kills it mid-load); only an OS crash or power loss can roll back the last commits, which FULL would prevent at
  // the cost of an fsync per attempt.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Reads of pages SQLite does not hold in its own cache (2 MB by default) cost a read() each: ~1 µs a row on a
  // per-student range scan of a 400 MB file. Mapped into memory they cost a memory access, and the OS shares the
  // pages with every connection; a larger page cache keeps the hot b-tree pages decoded.
  sqlite.pragma(`mmap_size = ${SQLITE_MMAP_BYTES}`);
  sqlite.pragma(`cache_size = -${SQLITE_CACHE_KIB}`);
  const database = withStatementCache(sqlite);
  if (file !== ':memory:') {
    // Checkpoints off the event loop (db/sqlite-checkpointer.ts).
    const checkpointer = startCheckpointer(sqlite, path.resolve(file));
    const close = database.close;
    database.close = () => {
      checkpointer.stop();
      close();
    };
  }
  const outside = new Set<() => void>();
  if (file !== ':memory:') {
    const stop = watchOutsideWrites(sqlite, () => outside.forEach((listener) => listener()));
    const close = database.close;
    database.close = () => {
      stop();
      close();
    };
  }
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  outsideCommits.set(db, outside);
  registerDirectSqlite(db, {
    prepare: (sql) => database.prepare(sql),
    isInTransaction: () => sqlite.inTransaction,
  });
  return db;
}

const outsideCommits = new WeakMap<Db, Set<() => void>>();

/**
 * For a SQLite database made by createDb: subscribes to the commits of other processes on its file, returning the
 * unsubscribe. Undefined for PostgreSQL (other instances' changes arrive as notifications,
 * read-model/change-listener.ts) and for a database made elsewhere: neither sees every change by itself.
 */
export function onOutsideCommit(db: Db, listener: () => void): (() => void) | undefined {
  const listeners = outsideCommits.get(db);
  if (!listeners) return undefined;
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How often a SQLite file is checked for another process's commits (read-model/change-feed.ts). */
export const OUTSIDE_CHECK_MS = 20;

/**
 * Another connection (another process on the same file) committed: SQLite's data_version moves with every commit of
 * another connection, never with this one's own, and then everything counts as changed.
 */
function watchOutsideWrites(sqlite: SqliteDatabase.Database, changed: () => void): () => void {
  const dataVersion = sqlite.prepare('PRAGMA data_version').pluck();
  let last = dataVersion.get();
  const timer = setInterval(() => {
    try {
      const now = dataVersion.get();
      if (now === last) return;
      last = now;
      changed();
    } catch {
      // Busy or unreadable for a moment: the next check tries again.
    }
  }, OUTSIDE_CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}

// Migrations are listed in migrations/index.ts and bundled into the server: no runtime directory scan.
class BundledMigrations implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: new BundledMigrations() });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed)
    throw new Error(`Migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`);
}
