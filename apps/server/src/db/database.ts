import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import type { Migration, MigrationProvider } from 'kysely';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from './schema.ts';
import { migrations } from './migrations/index.ts';

export type Db = Kysely<Database>;
export type DbDialect = 'sqlite' | 'postgres';

export function dialectOf(url: string): DbDialect {
  return /^postgres(ql)?:\/\//.test(url) ? 'postgres' : 'sqlite';
}

/** Opens SQLite (WAL) for `sqlite:<file>` / `:memory:` URLs, PostgreSQL for `postgres://` URLs. */
export function createDb(url: string): Db {
  if (dialectOf(url) === 'postgres') {
    // COUNT(*) and SUM() come back as bigint strings; parse them as numbers (our counts stay far below 2^53).
    pg.types.setTypeParser(20, (v) => Number(v));
    pg.types.setTypeParser(1700, (v) => Number(v));
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle connection the server closed (restart, failover, pool shutdown) must not crash the process; the pool
    // drops it and the next query opens a new one.
    pool.on('error', () => {});
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const file = url.replace(/^sqlite:/, '');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
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
