// The real app, started in this process on a free port, with a bare JSON route beside it as the same-run
// baseline: both answer through the same Fastify instance, so the gap between them is the cost of the route's
// own work (auth, database, domain logic, serialization) and nothing else.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../apps/server/src/lib/clock.ts';
import { DATA_DIR } from './paths.ts';

import type * as appModule from '../../../apps/server/src/app.ts';
import type * as configModule from '../../../apps/server/src/config.ts';
import type * as packModule from '../../../apps/server/src/features/content/default-pack.ts';

type AppModule = typeof appModule;
type ConfigModule = typeof configModule;
type PackModule = typeof packModule;

/**
 * The server sources under test: apps/server/src, or another copy of them named by BENCH_SERVER_SRC (e.g. the
 * sources before an optimisation, for its before/after figures in one sitting).
 */
async function serverModules() {
  const src = process.env.BENCH_SERVER_SRC
    ? path.resolve(process.env.BENCH_SERVER_SRC)
    : path.resolve(import.meta.dirname, '../../../apps/server/src');
  const load = <T>(file: string) => import(pathToFileURL(path.join(src, file)).href) as Promise<T>;
  const [app, config, pack] = await Promise.all([
    load<AppModule>('app.ts'),
    load<ConfigModule>('config.ts'),
    load<PackModule>('features/content/default-pack.ts'),
  ]);
  return { buildApp: app.buildApp, loadConfig: config.loadConfig, ensureDefaultPack: pack.ensureDefaultPack };
}

/** The baseline: a route with no hooks, no database and a small fixed JSON body in the app's envelope. */
export const BASELINE_PATH = '/bench/baseline';

export type BenchServer = {
  app: FastifyInstance;
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  close: () => Promise<void>;
};

export type StartOptions = {
  databaseUrl: string;
  /** The app's clock (the bench runs on the data set's own "now"; see generate.ts). */
  clock?: Clock;
  /** Extra environment for loadConfig (e.g. APP_TIMEZONE). */
  env?: Record<string, string>;
  /**
   * Log as users run the server (LOG_LEVEL=info, every line written out at once, as pino writes to stdout), into
   * this file; unset: silent.
   */
  logFile?: string;
};

export async function startServer(opts: StartOptions): Promise<BenchServer> {
  const { buildApp, loadConfig, ensureDefaultPack } = await serverModules();
  const config = loadConfig({
    DATABASE_URL: opts.databaseUrl,
    DATA_DIR: path.join(DATA_DIR, 'server'),
    LOG_LEVEL: opts.logFile ? 'info' : 'silent',
    SEED_DEMO: 'false',
    DEMO_PLAYERS: 'false',
    ...opts.env,
  });
  const logFd = opts.logFile ? fs.openSync(opts.logFile, 'w') : undefined;
  const logStream = logFd === undefined ? undefined : { write: (line: string) => fs.writeSync(logFd, line) };
  const app = await buildApp({ config, clock: opts.clock, serveWeb: false, logStream });
  if (logFd !== undefined) app.addHook('onClose', async () => fs.closeSync(logFd));
  app.get(BASELINE_PATH, async () => ({ status: 'success', message: 'ok', data: { ok: true } }));
  await ensureDefaultPack(app.ctx.db, {
    now: app.ctx.clock.now(),
    log: { info: () => {}, warn: () => {} },
    dir: config.contentDir,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { app, url: `http://127.0.0.1:${port}`, close: () => app.close() };
}

/** A clock that starts at `start` and runs at real speed. */
export function clockFrom(start: Date): Clock {
  const offset = start.getTime() - Date.now();
  return { now: () => new Date(Date.now() + offset) };
}
