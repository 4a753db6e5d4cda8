import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import type { Migration, MigrationProvider } from 'kysely';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from './schema.ts';
import { migrations } from './migrations/index.ts';
import { withStatementCache } from './sqlite-statements.ts';
import { startCheckpointer } from './sqlite-checkpointer.ts';

export type Db = Kysely<Database>;
export type DbDialect = 'sqlite' | 'postgres';

export function dialectOf(url: string): DbDialect {
  return /^postgres(ql)?:\/\//.test(url) ? 'postgres' : 'sqlite';
}

/** How long a request waits for a PostgreSQL connection (a new one, or a free one from a busy pool). */
export const PG_CONNECT_TIMEOUT_MS = 5_000;

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
  return new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
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
