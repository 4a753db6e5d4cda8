// Three real server processes as a small deployment: a realtime hub (the embedded Pusher-protocol server of its own
// process, standing in for a Pusher-compatible cluster such as Pusher Channels or Soketi) and two app instances, A
// and B, on one fresh PostgreSQL database, publishing through the `pusher` provider to the hub and keeping their
// rate limits in Redis. The test talks to them as browsers and a load balancer would: over HTTP with the client's
// address in X-Forwarded-For, and with real pusher-js clients connected to the hub.
import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Pusher from 'pusher-js';
import type { Options } from 'pusher-js';
import PusherServer from 'pusher';
import { sql } from 'kysely';
import type { PublicConfig } from '@quizring/contracts';
import { createDb } from '../../src/db/database.ts';
import type { Db } from '../../src/db/database.ts';
import { freshPostgres, signupPayload } from '../support/test-app.ts';
import { ServerProcess } from './server-process.ts';

/** Ports of this suite (3205-3215 are reserved for it). */
export const PORTS = { hub: 3205, a: 3206, b: 3207 } as const;

export const REALTIME = { appId: 'quizring-mi', key: 'mi-key', secret: randomBytes(24).toString('hex') };
/** Signs sandbox checkout results and, as the webhook secret, the payment provider's webhooks. */
export const WEBHOOK_SECRET = randomBytes(24).toString('hex');

/** Generous: three Node processes start together on a small, shared machine. */
const START_TIMEOUT_MS = 180_000;

const SMALL_PACK = fileURLToPath(new URL('../fixtures/packs/small', import.meta.url));

type Json = Record<string, unknown>;
export type ApiResult = { status: number; body: Json & { status?: string; message?: unknown; data?: Json } };

/** One app instance as a client behind the load balancer sees it. */
export class Instance {
  constructor(
    readonly name: 'A' | 'B',
    readonly server: ServerProcess,
  ) {}

  get url(): string {
    return this.server.url;
  }

  async call(
    method: string,
    url: string,
    opts: { token?: string; body?: unknown; headers?: Record<string, string>; ip?: string } = {},
  ): Promise<ApiResult> {
    const raw =
      opts.body === undefined || typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
    const res = await fetch(`${this.url}${url}`, {
      method,
      headers: {
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...(raw !== undefined ? { 'content-type': 'application/json' } : {}),
        // TRUST_PROXY is on: the address of the client, as the load balancer reports it.
        ...(opts.ip ? { 'x-forwarded-for': opts.ip } : {}),
        ...opts.headers,
      },
      body: raw as string | undefined,
      signal: AbortSignal.timeout(15_000),
    });
    return { status: res.status, body: (await res.json()) as ApiResult['body'] };
  }

  async publicConfig(): Promise<PublicConfig> {
    const res = await this.call('GET', '/api/config');
    return res.body.data as unknown as PublicConfig;
  }
}

export type Cluster = {
  hub: ServerProcess;
  a: Instance;
  b: Instance;
  /** The shared database, for what the API does not show (rows, and moving a deadline into the past). */
  db: Db;
  /** The `pusher` SDK pointed at the hub, as the app instances use it. */
  hubSdk: PusherServer;
  /** Milliseconds from spawning to every process answering its health check. */
  startMs: number;
  close: () => Promise<void>;
};

/** Refuses to start on a port that something else answers on: its health check would pass for ours. */
async function assertFree(port: number): Promise<void> {
  const taken = await new Promise<boolean>((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
  if (taken) throw new Error(`port ${port} is in use: the multi-instance suite needs ports 3205-3207`);
}

export async function startCluster(redisUrl: string): Promise<Cluster> {
  for (const port of Object.values(PORTS)) await assertFree(port);
  const pg = await freshPostgres();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'quizring-mi-'));
  const common = {
    APP_MODE: 'demo',
    SERVE_WEB: 'false',
    SEED_DEMO: 'false',
    DEMO_PLAYERS: 'false',
    LOG_LEVEL: 'info',
    PUSHER_APP_ID: REALTIME.appId,
    PUSHER_KEY: REALTIME.key,
    PUSHER_SECRET: REALTIME.secret,
  };
  const instanceEnv = (name: string) => ({
    ...common,
    // Instances share no disk: each has its own DATA_DIR, as on separate machines.
    DATA_DIR: path.join(tmp, name),
    DATABASE_URL: pg.url,
    REDIS_URL: redisUrl,
    TRUST_PROXY: 'true',
    REALTIME_PROVIDER: 'pusher',
    PUSHER_HOST: '127.0.0.1',
    PUSHER_PORT: String(PORTS.hub),
    PUSHER_TLS: 'false',
    SANDBOX_PAYMENT_SECRET: WEBHOOK_SECRET,
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    // A host plays several Rings in a row here.
    RING_COOLDOWN_SECONDS: '0',
  });

  const started = Date.now();
  const hub = new ServerProcess('hub', PORTS.hub, {
    ...common,
    DATA_DIR: path.join(tmp, 'hub'),
    REALTIME_PROVIDER: 'embedded',
    // Only its realtime server matters: the smallest pack keeps its own (SQLite) start short.
    CONTENT_DIR: SMALL_PACK,
  });
  // Both instances start at once on the empty database: migrations and the content import must cope.
  const a = new ServerProcess('A', PORTS.a, instanceEnv('a'));
  const b = new ServerProcess('B', PORTS.b, instanceEnv('b'));
  const all = [hub, a, b];
  const db = createDb(pg.url);
  const close = async () => {
    await Promise.all(all.map((p) => p.stop()));
    await db.destroy();
    await pg.drop();
    fs.rmSync(tmp, { recursive: true, force: true });
  };
  try {
    await Promise.all(all.map((p) => p.ready(START_TIMEOUT_MS)));
  } catch (err) {
    await close();
    throw err;
  }
  // Rate-limit counters in Redis are keyed by student id and outlive a run (and the database): ids of their own
  // keep one run's counters from another's and from other suites on the same Redis.
  const firstId = 1_000_000 + randomInt(1_000_000_000);
  await sql`alter sequence users_id_seq restart with ${sql.lit(firstId)}`.execute(db);
  const hubSdk = new PusherServer({
    ...REALTIME,
    host: '127.0.0.1',
    port: String(PORTS.hub),
    useTLS: false,
  });
  return {
    hub,
    a: new Instance('A', a),
    b: new Instance('B', b),
    db,
    hubSdk,
    startMs: Date.now() - started,
    close,
  };
}

// ---- Students ----

let ipSeq = 0;
const runTag = randomBytes(2).readUInt16BE(0);
/** A client address of its own per student (per run, too: rate-limit counters in Redis outlive a run). */
export function clientIp(): string {
  ipSeq += 1;
  return `10.${100 + (runTag % 100)}.${(runTag >> 8) % 250}.${ipSeq}`;
}

export type Student = {
  id: number;
  token: string;
  email: string;
  password: string;
  home: Instance;
  ip: string;
};

const letters = (n: number) =>
  n
    .toString(26)
    .split('')
    .map((c) => String.fromCharCode(97 + parseInt(c, 26)))
    .join('');
let usernames = 0;

async function expectOk(res: Promise<ApiResult>, what: string): Promise<Json> {
  const r = await res;
  if (r.status !== 200) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data ?? {};
}

/** Signs up through `home` and completes the profile (class 7); every later call goes through `home` too. */
export async function signUp(home: Instance, firstname: string): Promise<Student> {
  const ip = clientIp();
  const payload = signupPayload({ firstname });
  const data = await expectOk(home.call('POST', '/api/register', { body: payload, ip }), 'register');
  const s: Student = {
    id: (data.user as { id: number }).id,
    token: data.access_token as string,
    email: payload.email,
    password: payload.password,
    home,
    ip,
  };
  usernames += 1;
  await expectOk(
    home.call('POST', '/api/profile-completion', {
      token: s.token,
      ip,
      body: {
        username: `multi${letters(Date.now() % 1_000_000)}${letters(usernames)}`,
        gender: 'female',
        students_class: 7,
        academic_board: 'CBSE',
      },
    }),
    'profile completion',
  );
  return s;
}

export type Checkout = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };

/** An order and the sandbox's signed checkout result for it, both through `via`. */
export async function orderAndPay(s: Student, via: Instance = s.home): Promise<Checkout> {
  const order = await expectOk(
    via.call('POST', '/api/subscriptions/create-order', {
      token: s.token,
      ip: s.ip,
      body: { plan: 'yearly' },
    }),
    'create order',
  );
  return (await expectOk(
    via.call('POST', '/api/sandbox/pay', { token: s.token, ip: s.ip, body: { order_id: order.order_id } }),
    'sandbox pay',
  )) as unknown as Checkout;
}

export function verifyCheckout(s: Student, paid: Checkout, via: Instance = s.home) {
  return via.call('POST', '/api/subscriptions/verify-razorpay', { token: s.token, ip: s.ip, body: paid });
}

/** A member: buys the yearly plan through the sandbox checkout on their own instance. */
export async function member(home: Instance, firstname: string): Promise<Student> {
  const s = await signUp(home, firstname);
  await expectOk(verifyCheckout(s, await orderAndPay(s)), 'verify payment');
  return s;
}

// ---- Realtime clients ----

/**
 * pusher-js configured as the web app configures it from GET /api/config of the student's own instance: it connects
 * to the hub and asks that instance to sign its private and presence subscriptions.
 */
export async function realtimeClient(s: Student): Promise<Pusher> {
  const { realtime } = await s.home.publicConfig();
  const options: Options = {
    cluster: realtime.cluster,
    wsHost: realtime.host,
    wsPort: realtime.port,
    wssPort: realtime.port,
    forceTLS: realtime.tls,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      transport: 'ajax',
      endpoint: `${s.home.url}/api/broadcasting/auth`,
      headers: { Authorization: `Bearer ${s.token}`, 'X-Forwarded-For': s.ip },
    },
  };
  return new Pusher(realtime.key, options);
}
