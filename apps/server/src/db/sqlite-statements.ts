// Kysely's SQLite driver prepares every query afresh (better-sqlite3 `prepare`: parse and plan the SQL), which cost
// more than running it: ~12 % of the CPU of an attempt write. The app sends the same few hundred SQL texts again and
// again with other parameters, so a prepared statement is kept per SQL text and reused.
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import type SqliteDatabaseClass from 'better-sqlite3';

/** Enough for every distinct query the app sends; texts with variable `in (...)` lists beyond it are evicted. */
const MAX_STATEMENTS = 1000;

export function withStatementCache(sqlite: SqliteDatabaseClass.Database): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string): SqliteStatement {
      let statement = statements.get(sql);
      if (statement) {
        // Least recently used goes first: move this one to the end.
        statements.delete(sql);
      } else {
        statement = sqlite.prepare(sql) as unknown as SqliteStatement;
        if (statements.size >= MAX_STATEMENTS) statements.delete(statements.keys().next().value!);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}

/** What the prepared queries (db/prepared.ts) need to run a read on a SQLite connection without Kysely. */
export type DirectSqlite = { prepare: (sql: string) => SqliteStatement; isInTransaction: () => boolean };

const direct = new WeakMap<object, DirectSqlite>();

export function registerDirectSqlite(db: object, connection: DirectSqlite): void {
  direct.set(db, connection);
}

export function directSqliteOf(db: object): DirectSqlite | undefined {
  return direct.get(db);
}
