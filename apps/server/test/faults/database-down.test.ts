// Database unavailable: PostgreSQL behind a proxy the test cuts (connections dropped and refused, then
// a network that swallows every packet), and SQLite locked by another process. While the database is away the API
// answers 503 in the spec's envelope with Retry-After, promptly; health reports it; once the database is back the
// API recovers by itself, and nothing it acknowledged is lost (the refused attempts, retried, count once).
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { PG_CONNECT_TIMEOUT_MS } from '../../src/db/database.ts';
import { isDatabaseUnavailable } from '../../src/db/unavailable.ts';
import { SERVICE_UNAVAILABLE } from '../../src/plugins/error-handler.ts';
import { loadFixturePack } from '../support/content.ts';
import { attemptBody, memberStudent, rightOption } from '../support/learners.ts';
import type { QuestionDto } from '../support/learners.ts';
import { call } from '../support/test-app.ts';
import { faultDatabase } from './support/databases.ts';
import { attemptsOf, ledgerProblems } from './support/ledger.ts';
import { TcpProxy } from './support/tcp-proxy.ts';

const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function appOn(databaseUrl: string, dataDir: string): Promise<FastifyInstance> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    DEMO_PLAYERS: 'false',
  });
  const app = await buildApp({ config });
  await app.ready();
  cleanup.push(() => app.close());
  return app;
}

type Learner = { token: string; userId: number; questions: QuestionDto[]; rights: number[] };

async function learner(app: FastifyInstance): Promise<Learner> {
  const s = await memberStudent(app);
  const page = await call(app, 'GET', '/api/swipe-question-list?page=1', { token: s.token });
  const questions = page.body.data!.questions as QuestionDto[];
  const rights = await Promise.all(questions.map((q) => rightOption(app, q)));
  return { token: s.token, userId: s.user.id, questions, rights };
}

const answer = (l: Learner, n: number) => {
  const at = n % l.questions.length;
  return attemptBody(l.questions[at]!, l.rights[at]!, { mode: 'skill' });
};

/** A 503 in the envelope, with Retry-After, that took at most `withinMs`. */
async function expectUnavailable(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  opts: { token?: string; body?: unknown },
  withinMs: number,
) {
  const started = Date.now();
  const res = await app.inject({
    method,
    url,
    headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) },
    ...(opts.body ? { payload: opts.body as object } : {}),
  });
  const took = Date.now() - started;
  expect(res.statusCode, res.body).toBe(503);
  expect(res.json()).toEqual({ status: 'error', message: { error: [SERVICE_UNAVAILABLE] } });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(took).toBeLessThan(withinMs);
  return took;
}

describe('which errors mean "the database is unavailable"', () => {
  const cases: [string, unknown, boolean][] = [
    [
      'connection refused',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      true,
    ],
    ['connection reset', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }), true],
    ['admin shutdown (57P01)', Object.assign(new Error('terminating connection'), { code: '57P01' }), true],
    [
      'cannot connect now (57P03)',
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      true,
    ],
    ['connection failure (08006)', Object.assign(new Error('connection failure'), { code: '08006' }), true],
    ['too many connections (53300)', Object.assign(new Error('too many clients'), { code: '53300' }), true],
    ['connection lost mid-query', new Error('Connection terminated unexpectedly'), true],
    ['pool connect timeout', new Error('timeout exceeded when trying to connect'), true],
    ['SQLite busy', Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' }), true],
    [
      'SQLite cannot open',
      Object.assign(new Error('unable to open database file'), { code: 'SQLITE_CANTOPEN' }),
      true,
    ],
    ['SQLite I/O error', Object.assign(new Error('disk I/O error'), { code: 'SQLITE_IOERR_WRITE' }), true],
    [
      'every address refused',
      new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]),
      true,
    ],
    ['unique violation (23505)', Object.assign(new Error('duplicate key'), { code: '23505' }), false],
    [
      'SQLite constraint',
      Object.assign(new Error('UNIQUE constraint failed'), { code: 'SQLITE_CONSTRAINT_UNIQUE' }),
      false,
    ],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')"), false],
  ];
  it.each(cases)('%s', (_name, error, unavailable) => {
    expect(isDatabaseUnavailable(error)).toBe(unavailable);
  });
});

describe('SQLite locked by another process', () => {
  it('answers 503 once busy_timeout passes, and takes the same attempt once the lock is gone', async () => {
    const database = await faultDatabase('sqlite');
    cleanup.push(() => database.drop());
    const app = await appOn(database.url, database.dataDir);
    await loadFixturePack(app.ctx.db);
    const l = await learner(app);
    expect(
      (await call(app, 'POST', '/api/user-attempts', { token: l.token, body: answer(l, 0) })).status,
    ).toBe(200);

    const other = new Database(database.url.replace(/^sqlite:/, ''));
    cleanup.push(async () => other.close());
    other.exec('BEGIN EXCLUSIVE');
    const refused = answer(l, 1);
    // The writer gives up with SQLITE_BUSY, at the latest when busy_timeout (5 s) runs out.
    await expectUnavailable(app, 'POST', '/api/user-attempts', { token: l.token, body: refused }, 8_000);
    other.exec('ROLLBACK');

    const retried = await call(app, 'POST', '/api/user-attempts', { token: l.token, body: refused });
    expect(retried.status).toBe(200);
    expect((retried.body.data as { duplicate: boolean }).duplicate).toBe(false);
    expect((await attemptsOf(app.ctx.db, [l.userId])).length).toBe(2);
    expect(await ledgerProblems(app.ctx.db, [l.userId])).toEqual([]);
  }, 30_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL cut off behind a proxy', () => {
  it('answers 503 promptly while it is away, recovers by itself, and loses nothing acknowledged', async () => {
    const database = await faultDatabase('postgres');
    cleanup.push(() => database.drop());
    const direct = new URL(database.url);
    const proxy = new TcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    await proxy.start();
    cleanup.push(() => proxy.close());
    const viaProxy = new URL(database.url);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    const app = await appOn(viaProxy.toString(), database.dataDir);
    await loadFixturePack(app.ctx.db);
    const learners = [await learner(app), await learner(app)];
    const userIds = learners.map((l) => l.userId);

    const acknowledged: string[] = [];
    const send = async (l: Learner, body: ReturnType<typeof answer>) => {
      const res = await call(app, 'POST', '/api/user-attempts', { token: l.token, body });
      if (res.status === 200) acknowledged.push(body.client_attempt_id);
      return res;
    };
    for (const l of learners)
      for (let n = 0; n < 5; n++) expect((await send(l, answer(l, n))).status).toBe(200);
    expect((await call(app, 'GET', '/api/health')).status).toBe(200);

    // 1. The database went away: open connections dropped, new ones refused. A query in flight on a dropped
    // connection fails that query, and only that: the process stays up.
    const inFlight = sql`select pg_sleep(10)`.execute(app.ctx.db).then(
      () => null,
      (error: unknown) => error,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    await proxy.cutOff('refuse');
    expect(isDatabaseUnavailable(await inFlight)).toBe(true);
    const refused = learners.map((l, i) => ({ l, body: answer(l, 10 + i) }));
    for (const { l, body } of refused)
      await expectUnavailable(app, 'POST', '/api/user-attempts', { token: l.token, body }, 2_000);
    await expectUnavailable(app, 'GET', '/api/dashboard', { token: learners[0]!.token }, 2_000);
    await expectUnavailable(app, 'GET', '/api/health', {}, 2_000);
    // What needs no database still answers, so the web app can load and show the error.
    expect((await call(app, 'GET', '/api/config')).status).toBe(200);

    // 2. The network swallows everything: the connect timeout ends the wait, the request does not hang.
    await proxy.cutOff('blackhole');
    const swallowed = { l: learners[0]!, body: answer(learners[0]!, 20) };
    const waited = await expectUnavailable(
      app,
      'POST',
      '/api/user-attempts',
      { token: swallowed.l.token, body: swallowed.body },
      PG_CONNECT_TIMEOUT_MS + 3_000,
    );
    expect(waited).toBeGreaterThanOrEqual(PG_CONNECT_TIMEOUT_MS - 500);

    // 3. Back: the very next requests succeed, without a restart.
    await proxy.restore();
    expect((await call(app, 'GET', '/api/health')).status).toBe(200);
    for (const { l, body } of [...refused, swallowed]) {
      const res = await send(l, body);
      expect(res.status).toBe(200);
      expect((res.body.data as { duplicate: boolean }).duplicate).toBe(false);
    }
    for (const l of learners) expect((await send(l, answer(l, 30))).status).toBe(200);

    const stored = (await attemptsOf(app.ctx.db, userIds)).map((a) => a.client_attempt_id);
    expect(stored.sort()).toEqual([...acknowledged].sort());
    expect(await ledgerProblems(app.ctx.db, userIds)).toEqual([]);
  }, 60_000);
});
