// Queries of the hot paths, built and compiled by Kysely once per dialect and then run with new parameters.
// Building and compiling a query (immutable operation nodes, a visitor pass) costs more CPU than running a
// primary-key lookup in SQLite, and the attempt transaction and the hot reads run the same few queries all day.
import { CompiledQuery } from 'kysely';
import type { Compilable, QueryResult } from 'kysely';
import type { Db } from './database.ts';
import { directSqliteOf } from './sqlite-statements.ts';

type Plan = { sql: string; parameters: readonly unknown[]; keys: (string | undefined)[] };

/** A stand-in for a parameter while compiling: a unique value, found again among the compiled parameters. */
const standIn = (key: string) => `\u0000prepared:${key}\u0000`;
const keyOf = (value: unknown) =>
  typeof value === 'string' && value.startsWith('\u0000prepared:') ? value.slice(10, -1) : undefined;

/**
 * A query compiled once per dialect. `build` receives stand-ins for the parameters and must use each as a plain
 * value (a comparison, a column value, a value inside `sql`), never in an `in (…)` list, in a computation made in
 * JavaScript, or to choose the query's shape. A parameter may be used several times.
 */
export function prepared<P extends Record<string, unknown>, R>(
  build: (db: Db, params: P) => Compilable<R>,
): (db: Db, params: P) => Promise<QueryResult<R>> {
  // Keyed by the dialect's adapter: a transaction shares its database's adapter, and the SQL text depends on
  // nothing else.
  const plans = new WeakMap<object, Plan>();
  const planFor = (db: Db): Plan => {
    const adapter = db.getExecutor().adapter;
    let plan = plans.get(adapter);
    if (!plan) {
      const standIns = new Proxy({} as P, { get: (_t, key) => standIn(String(key)) });
      const compiled = build(db, standIns).compile();
      plan = { sql: compiled.sql, parameters: compiled.parameters, keys: compiled.parameters.map(keyOf) };
      plans.set(adapter, plan);
    }
    return plan;
  };
  return (db, params) => {
    const plan = planFor(db);
    const parameters = plan.parameters.map((value, i) => {
      const key = plan.keys[i];
      return key === undefined ? value : params[key];
    });
    // SQLite, a statement that returns rows, no transaction open on the connection: run it at once. Kysely would take its connection
    // lock and go through a few promise hops for a statement that runs synchronously anyway (a quarter of a hot
    // read's cost). Inside a transaction (this database's, or another request's holding the connection) it waits
    // its turn through Kysely, so it never reads another request's uncommitted writes.
    const sqlite = directSqliteOf(db);
    if (sqlite && !sqlite.isInTransaction()) {
      const statement = sqlite.prepare(plan.sql);
      if (statement.reader) return Promise.resolve({ rows: statement.all(parameters) as R[] });
    }
    return db.executeQuery<R>(CompiledQuery.raw(plan.sql, parameters));
  };
}
