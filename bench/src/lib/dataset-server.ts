// The app on a generated data set: the data set made or reused, today's served pages forgotten, and the server
// started on the data set's clock.
import { ensureDataset, startDayAfresh } from '../generate.ts';
import type { Dataset, DbKind } from '../generate.ts';
import { clockFrom, startServer } from './server.ts';
import type { BenchServer, StartOptions } from './server.ts';
import type { BenchOptions } from './types.ts';

/** The databases a run covers: SQLite always, PostgreSQL when an admin URL is given. */
export const databasesOf = (opts: BenchOptions): DbKind[] =>
  opts.postgresUrl ? ['sqlite', 'postgres'] : ['sqlite'];

export async function serveDataset(
  kind: DbKind,
  opts: BenchOptions,
  server: Pick<StartOptions, 'logFile' | 'env'> = {},
): Promise<{ dataset: Dataset; server: BenchServer }> {
  const dataset = await ensureDataset(kind, opts.quick ? 'quick' : 'full', {
    postgresUrl: opts.postgresUrl,
    log: opts.log,
  });
  await startDayAfresh(dataset);
  return {
    dataset,
    server: await startServer({ ...server, databaseUrl: dataset.databaseUrl, clock: clockFrom(dataset.now) }),
  };
}

/** Fails early, with the body, when a route does not answer 200 for a student. */
export async function expectOk(server: BenchServer, path: string, token: string): Promise<void> {
  const res = await fetch(server.url + path, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200)
    throw new Error(`GET ${path} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
}
