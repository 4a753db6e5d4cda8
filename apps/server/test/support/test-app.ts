// Test context: a real app on a fresh, migrated database per suite — SQLite always, PostgreSQL when
// TEST_DATABASE_URL is set — driven through real HTTP injection (no mocks of our own code).
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { buildApp } from '../../src/app.ts';
import type { BuildOptions } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { Clock } from '../../src/lib/clock.ts';
import { ConsoleSmsProvider } from '../../src/platform/sms.ts';
import { RecordingPublisher } from '../../src/platform/realtime/publisher.ts';
import type { ResolveHost } from '../../src/platform/push/push-endpoint.ts';

export type DbKind = 'sqlite' | 'postgres';

/**
 * The tests' DNS: every push service resolves to one public address (of TEST-NET-2, which is never routed), as
 * this machine may have no network. Tests of the refusals hand in resolvers of their own.
 */
export const PUBLIC_TEST_ADDRESS = '198.51.100.7';
export const publicResolver: ResolveHost = async () => [PUBLIC_TEST_ADDRESS];
export const DATABASES: DbKind[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  private t: number;
  constructor(start = Date.parse('2026-11-21T06:00:00.000Z')) {
    this.t = start;
  }
  now() {
    return new Date(this.t);
  }
  advance(ms: number) {
    this.t += ms;
  }
  set(d: Date) {
    this.t = d.getTime();
  }
}

/** A new, empty PostgreSQL database on the TEST_DATABASE_URL server, and how to drop it. */
export async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL!;
  const name = `qr_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export type TestApp = {
  app: FastifyInstance;
  clock: TestClock;
  sms: ConsoleSmsProvider;
  /** Every realtime event the app published. */
  realtime: RecordingPublisher;
  close: () => Promise<void>;
};

export async function createTestApp(
  kind: DbKind,
  env: Record<string, string> = {},
  /** More build options (e.g. onRoute, a push transport, a resolver other than publicResolver). */
  extra: Omit<Partial<BuildOptions>, 'config' | 'clock' | 'sms' | 'realtime'> = {},
): Promise<TestApp> {
  const pgDb = kind === 'postgres' ? await freshPostgres() : null;
  const config = loadConfig({
    DATA_DIR: `/tmp/quizring-test-${randomBytes(4).toString('hex')}`,
    DATABASE_URL: pgDb ? pgDb.url : 'sqlite::memory:',
    LOG_LEVEL: 'silent',
    // Tests that want the demo players start them with their own scheduler.
    DEMO_PLAYERS: 'false',
    ...env,
  });
  const clock = new TestClock();
  const sms = new ConsoleSmsProvider(() => {});
  const realtime = new RecordingPublisher();
  const app = await buildApp({ resolveHost: publicResolver, ...extra, config, clock, sms, realtime });
  await app.ready();
  return {
    app,
    clock,
    sms,
    realtime,
    close: async () => {
      await app.close();
      await pgDb?.drop();
    },
  };
}

type Json = Record<string, unknown>;
export type ApiResult = { status: number; body: Json & { status?: string; message?: unknown; data?: Json } };

/** One call through the real HTTP stack. */
export async function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string>; ip?: string } = {},
): Promise<ApiResult> {
  const res = await app.inject({
    method,
    url,
    remoteAddress: opts.ip,
    headers: {
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.body !== undefined && typeof opts.body !== 'string'
        ? { 'content-type': 'application/json' }
        : {}),
      ...opts.headers,
    },
    payload:
      opts.body === undefined
        ? undefined
        : typeof opts.body === 'string'
          ? opts.body
          : JSON.stringify(opts.body),
  });
  return { status: res.statusCode, body: res.json() };
}

let seq = 0;
/** A unique, valid sign-up payload. */
export function signupPayload(overrides: Json = {}) {
  seq += 1;
  const n = `${Date.now() % 1e6}${seq}`.padStart(8, '0');
  return {
    firstname: 'Test',
    lastname: 'Student',
    email: `student${n}@example.com`,
    mobile: `98${n}`.slice(0, 10),
    dial_code: '91',
    password: 'secret123',
    password_confirmation: 'secret123',
    agree: 'on',
    ...overrides,
  };
}

/** Registers a student through the API and returns its token and user. */
export async function registerStudent(app: FastifyInstance, overrides: Json = {}) {
  const payload = signupPayload(overrides);
  const res = await call(app, 'POST', '/api/register', {
    body: payload,
    ip: `10.9.${seq % 250}.${(seq * 7) % 250}`,
  });
  if (res.status !== 200) throw new Error(`register failed: ${JSON.stringify(res.body)}`);
  const data = res.body.data as { access_token: string; user: { id: number; email: string } };
  return { token: data.access_token, user: data.user, payload };
}

/** Registers and completes the profile. */
export async function completeStudent(app: FastifyInstance, username: string, overrides: Json = {}) {
  const s = await registerStudent(app, overrides);
  const res = await call(app, 'POST', '/api/profile-completion', {
    token: s.token,
    body: { username, gender: 'female', students_class: 7, academic_board: 'CBSE' },
  });
  if (res.status !== 200) throw new Error(`profile completion failed: ${JSON.stringify(res.body)}`);
  return s;
}
