import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { ECDH } from 'node:crypto';
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify as verifySignature,
} from 'node:crypto';
import webpush from 'web-push';
import { buildApp } from '../src/app.ts';
import { MSG } from '@quizring/contracts';
import { DEFAULT_PUSH_SERVICE_HOSTS, loadConfig } from '../src/config.ts';
import { sha256 } from '../src/lib/crypto.ts';
import { fetchTransport, PushService } from '../src/platform/push/push-service.ts';
import type { PushRequest, PushTransport } from '../src/platform/push/push-service.ts';
import { isPublicAddress, PushEndpoints } from '../src/platform/push/push-endpoint.ts';
import type { ResolveHost } from '../src/platform/push/push-endpoint.ts';
import { loadVapidKeys, VAPID_SETTING } from '../src/platform/push/vapid-keys.ts';
import {
  call,
  createTestApp,
  DATABASES,
  PUBLIC_TEST_ADDRESS,
  publicResolver,
  registerStudent,
} from './support/test-app.ts';
import type { ApiResult, TestApp } from './support/test-app.ts';

const errors = (res: ApiResult) => (res.body.message as { error: string[] }).error;
const INVALID =
  'The token must be a browser push subscription: JSON with an https endpoint and the keys p256dh and auth.';

/** A browser-side push subscription with its private key, so the test can decrypt what the server sent. */
function browserSubscription(
  endpoint = `https://fcm.googleapis.com/fcm/send/${randomBytes(8).toString('hex')}`,
) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const json = {
    endpoint,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
  return { json, token: JSON.stringify(json), ecdh, auth };
}

/** RFC 8291 (aes128gcm) decryption, as a browser does it. */
function decrypt(body: Buffer, ecdh: ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdh.computeSecret(serverKey), authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(-16));
  const plain = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
  let end = plain.length - 1;
  while (end > 0 && plain[end] === 0) end--;
  expect(plain[end]).toBe(2); // the last-record padding delimiter
  return plain.subarray(0, end).toString('utf8');
}

/** Checks the VAPID header: an ES256 JWT for the endpoint's origin, signed by the server's key. */
function checkVapid(authorization: string, endpoint: string, publicKey: string, subject: string) {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(authorization);
  expect(match).not.toBeNull();
  const [, jwt, k] = match!;
  expect(k).toBe(publicKey);
  const [header, claims, signature] = jwt!.split('.') as [string, string, string];
  const raw = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verifySignature(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  expect(signed).toBe(true);
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud: string;
    sub: string;
    exp: number;
  };
  expect(body.aud).toBe(new URL(endpoint).origin);
  expect(body.sub).toBe(subject);
}

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'quizring-push-'));

/** A transport that fails the test if the server ever tries to send: refusals must come before any request. */
const neverSend: PushTransport = async (req) => {
  throw new Error(`the server tried to send to ${req.endpoint}`);
};

/** The tests' DNS, changeable mid-test: a host not in the map does not resolve. */
const answers = new Map<string, string[]>([['fcm.googleapis.com', [PUBLIC_TEST_ADDRESS]]]);
const resolverOfAnswers: ResolveHost = async (host) => {
  const found = answers.get(host);
  if (found === undefined)
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  return found;
};

describe.each(DATABASES)('device tokens and push on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      kind,
      {},
      { resolveHost: resolverOfAnswers, pushTransport: (req) => transport(req) },
    );
  });
  afterAll(async () => t.close());
  /** How the app's push service delivers: never, except where a test says. */
  let transport: PushTransport = neverSend;
  afterEach(() => {
    transport = neverSend;
  });

  const save = (token: string | undefined, body: Record<string, unknown>) =>
    call(t.app, 'POST', '/api/device-tokens', {
      token,
      body: { is_app: false, from_api: true, platform: 'web', ...body },
    });
  const rowsFor = (endpoint: string) =>
    t.app.ctx.db.selectFrom('device_tokens').selectAll().where('token_hash', '=', sha256(endpoint)).execute();

  it('saves a browser push subscription', async () => {
    const s = await registerStudent(t.app);
    const sub = browserSubscription();
    const res = await save(s.token, { token: sub.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'success', message: 'Device token saved.', data: { saved: true } });
    const rows = await rowsFor(sub.json.endpoint);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: s.user.id, platform: 'web', is_app: 0, from_api: 1 });
    expect(JSON.parse(rows[0]!.token)).toEqual(sub.json);
  });

  it('updates one row when the same subscription is sent again, and moves it to the user who sent it last', async () => {
    const a = await registerStudent(t.app);
    const b = await registerStudent(t.app);
    const sub = browserSubscription();
    expect((await save(a.token, { token: sub.token })).status).toBe(200);
    // The same subscription serialised differently is still the same browser.
    const reordered = JSON.stringify({ keys: sub.json.keys, endpoint: sub.json.endpoint });
    expect((await save(a.token, { token: reordered, is_app: 1, from_api: 0 })).status).toBe(200);
    let rows = await rowsFor(sub.json.endpoint);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: a.user.id, is_app: 1, from_api: 0 });
    expect((await save(b.token, { token: sub.token })).status).toBe(200);
    rows = await rowsFor(sub.json.endpoint);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.user_id).toBe(b.user.id);
  });

  it('refuses tokens that are not push subscriptions with a clear 422', async () => {
    const s = await registerStudent(t.app);
    const good = browserSubscription().json;
    const cases: unknown[] = [
      'fcm-registration-token-abc',
      '{"endpoint": ',
      JSON.stringify({ ...good, endpoint: 'http://push.example.com/x' }),
      JSON.stringify({ ...good, endpoint: 'not a url' }),
      JSON.stringify({ endpoint: good.endpoint }),
      JSON.stringify({ ...good, keys: { p256dh: good.keys.p256dh } }),
      JSON.stringify({ ...good, keys: { ...good.keys, p256dh: 'c2hvcnQ' } }),
      JSON.stringify({ ...good, keys: { ...good.keys, auth: '!!!' } }),
      JSON.stringify([good]),
    ];
    for (const token of cases) {
      const res = await save(s.token, { token });
      expect(res.status, String(token)).toBe(422);
      expect(errors(res)).toEqual([INVALID]);
    }
    const platform = await save(s.token, { token: JSON.stringify(good), platform: 'ios' });
    expect(platform.status).toBe(422);
    expect(errors(platform)).toContain("The platform must be 'web'.");
    const missing = await call(t.app, 'POST', '/api/device-tokens', {
      token: s.token,
      body: { platform: 'web' },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.status).toBe('error');
    expect((await save(undefined, { token: JSON.stringify(good) })).status).toBe(401);
  });

  it('publishes the VAPID public key, generated once (DATA_DIR on SQLite, the shared database on PostgreSQL)', async () => {
    const cfg = await call(t.app, 'GET', '/api/config');
    const key = (cfg.body.data as { push: { vapid_public_key: string } }).push.vapid_public_key;
    expect(key).toBe(t.app.ctx.push.publicKey);
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    if (kind === 'postgres') {
      const row = await t.app.ctx.db
        .selectFrom('app_settings')
        .select('value')
        .where('key', '=', VAPID_SETTING)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(row.value)).toMatchObject({ publicKey: key });
      return;
    }
    const file = path.join(t.app.ctx.config.dataDir, 'vapid.json');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toMatchObject({ publicKey: key });
  });

  it('refuses endpoints that are not push services with 422, and stores nothing', async () => {
    const s = await registerStudent(t.app);
    const path = `/send/${randomBytes(8).toString('hex')}`;
    const endpoints = [
      `https://127.0.0.1:4200${path}`,
      `https://[::1]${path}`,
      `https://localhost${path}`,
      `https://169.254.169.254${path}`,
      `https://user:pw@fcm.googleapis.com${path}`,
      `https://token@fcm.googleapis.com${path}`,
      `https://evil.example.com${path}`,
      `https://fcm.googleapis.com.evil.example${path}`,
      // The patterns match names under the service, not the service's own apex nor look-alikes.
      `https://push.apple.com${path}`,
      `https://evilpush.apple.com${path}`,
    ];
    for (const endpoint of endpoints) {
      const res = await save(s.token, { token: browserSubscription(endpoint).token });
      expect(res.status, endpoint).toBe(422);
      expect(res.body.status).toBe('error');
      expect(errors(res)).toEqual([MSG.pushEndpointRefused]);
      expect(await rowsFor(endpoint), endpoint).toEqual([]);
    }
  });

  it('refuses a push service whose name resolves to a loopback, private or other non-public address', async () => {
    const s = await registerStudent(t.app);
    const cases: Record<string, string[]> = {
      loopback: ['127.0.0.1'],
      'loopback-v6': ['::1'],
      'private-10': ['10.1.2.3'],
      'private-172': ['172.16.5.4'],
      'private-192': ['192.168.1.1'],
      'link-local': ['169.254.169.254'],
      'link-local-v6': ['fe80::1'],
      'unique-local': ['fd12:3456::1'],
      cgnat: ['100.64.0.1'],
      unspecified: ['0.0.0.0'],
      'unspecified-v6': ['::'],
      multicast: ['224.0.0.1'],
      'multicast-v6': ['ff02::1'],
      'mapped-loopback': ['::ffff:127.0.0.1'],
      'mapped-private': ['::ffff:10.0.0.1'],
      nat64: ['64:ff9b::a00:1'],
      // One private answer among public ones is enough to refuse.
      mixed: [PUBLIC_TEST_ADDRESS, '10.0.0.1'],
    };
    for (const [label, addresses] of Object.entries(cases)) answers.set(`${label}.push.apple.com`, addresses);
    for (const label of Object.keys(cases)) {
      const endpoint = `https://${label}.push.apple.com/3/device/${randomBytes(8).toString('hex')}`;
      const res = await save(s.token, { token: browserSubscription(endpoint).token });
      expect(res.status, label).toBe(422);
      expect(errors(res)).toEqual([MSG.pushEndpointRefused]);
      expect(await rowsFor(endpoint), label).toEqual([]);
    }
    answers.set('web.push.apple.com', [PUBLIC_TEST_ADDRESS, '2a01:b740::1']);
    const allowed = browserSubscription(
      `https://web.push.apple.com/3/device/${randomBytes(8).toString('hex')}`,
    );
    expect((await save(s.token, { token: allowed.token })).status).toBe(200);
  });

  it("removes only the caller's own subscription", async () => {
    const owner = await registerStudent(t.app);
    const other = await registerStudent(t.app);
    const sub = browserSubscription();
    expect((await save(owner.token, { token: sub.token })).status).toBe(200);
    const remove = (token: string | undefined, endpoint: string) =>
      call(t.app, 'DELETE', '/api/device-tokens', { token, body: { endpoint } });

    expect((await remove(undefined, sub.json.endpoint)).status).toBe(401);
    const foreign = await remove(other.token, sub.json.endpoint);
    expect(foreign.status).toBe(404);
    expect(errors(foreign)).toEqual([MSG.deviceTokenNotFound]);
    expect(await rowsFor(sub.json.endpoint)).toHaveLength(1);

    const res = await remove(owner.token, sub.json.endpoint);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'success',
      message: 'Device token removed.',
      data: { removed: true },
    });
    expect(await rowsFor(sub.json.endpoint)).toEqual([]);
    expect((await remove(owner.token, sub.json.endpoint)).status).toBe(404);
    const missing = await call(t.app, 'DELETE', '/api/device-tokens', { token: owner.token, body: {} });
    expect(missing.status).toBe(422);
  });

  it('delivers encrypted, VAPID-signed messages over HTTP and forgets subscriptions the push service dropped', async () => {
    // The push service stands in on a local HTTP server: the app approves fcm.googleapis.com, and this test's
    // transport carries each approved request there (the app itself never sends to a local address).
    const received: { url?: string; headers: http.IncomingHttpHeaders; body: Buffer }[] = [];
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({ url: req.url, headers: req.headers, body: Buffer.concat(chunks) });
        const code = req.url?.includes('/gone') ? 410 : req.url?.includes('/broken') ? 500 : 201;
        res.writeHead(code).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const local = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const s = await registerStudent(t.app);
      const fcm = (name: string) => browserSubscription(`https://fcm.googleapis.com/fcm/send/${name}`);
      const live = fcm(`live-${s.user.id}`);
      const gone = fcm(`gone-${s.user.id}`);
      const broken = fcm(`broken-${s.user.id}`);
      for (const sub of [live, gone, broken])
        expect((await save(s.token, { token: sub.token })).status).toBe(200);
      transport = (req) => fetchTransport({ ...req, endpoint: local + new URL(req.endpoint).pathname });

      const payload = {
        type: 'ring_invite',
        title: 'Ring invitation',
        body: 'Asha invited you to a Ring',
        session_id: 42,
        host_name: 'Asha',
      };
      const report = await t.app.ctx.push.sendToUser(s.user.id, payload, {
        ttlSeconds: 120,
        urgency: 'high',
      });
      expect(report).toEqual({ sent: 1, removed: 1, failed: 1, refused: 0 });
      expect(received).toHaveLength(3);

      const delivered = received.find((r) => r.url === `/fcm/send/live-${s.user.id}`)!;
      expect(delivered.headers).toMatchObject({
        ttl: '120',
        urgency: 'high',
        'content-encoding': 'aes128gcm',
        'content-type': 'application/octet-stream',
      });
      checkVapid(
        delivered.headers.authorization!,
        live.json.endpoint,
        t.app.ctx.push.publicKey,
        t.app.ctx.config.push.subject,
      );
      expect(JSON.parse(decrypt(delivered.body, live.ecdh, live.auth))).toEqual(payload);

      const left = await t.app.ctx.db
        .selectFrom('device_tokens')
        .select('token_hash')
        .where('user_id', '=', s.user.id)
        .execute();
      expect(left.map((r) => r.token_hash).sort()).toEqual(
        [sha256(live.json.endpoint), sha256(broken.json.endpoint)].sort(),
      );
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('checks the endpoint again before each send: one that no longer resolves to a public address is skipped', async () => {
    const s = await registerStudent(t.app);
    answers.set('rebind.push.apple.com', [PUBLIC_TEST_ADDRESS]);
    const sub = browserSubscription(
      `https://rebind.push.apple.com/3/device/${randomBytes(8).toString('hex')}`,
    );
    expect((await save(s.token, { token: sub.token })).status).toBe(200);
    // Stored before the allow-list existed: any address at all.
    const legacy = browserSubscription(`https://127.0.0.1:4200/${randomBytes(8).toString('hex')}`);
    const now = new Date().toISOString();
    await t.app.ctx.db
      .insertInto('device_tokens')
      .values({
        user_id: s.user.id,
        token_hash: sha256(legacy.json.endpoint),
        token: legacy.token,
        platform: 'web',
        is_app: 0,
        from_api: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();

    answers.set('rebind.push.apple.com', ['10.0.0.8']);
    const warnings: { obj: object; msg: string }[] = [];
    const service = new PushService({
      db: t.app.ctx.db,
      keys: webpush.generateVAPIDKeys(),
      subject: 'mailto:test@example.com',
      endpoints: new PushEndpoints(DEFAULT_PUSH_SERVICE_HOSTS, resolverOfAnswers),
      transport: neverSend,
      log: { warn: (obj, msg) => warnings.push({ obj, msg }) },
    });
    const report = await service.sendToUser(s.user.id, { type: 'info', title: 'x', body: 'y' });
    expect(report).toEqual({ sent: 0, removed: 0, failed: 0, refused: 2 });
    // Both are kept (a DNS answer may come back), and the warnings name the origin only: no path, no keys.
    expect(await rowsFor(sub.json.endpoint)).toHaveLength(1);
    expect(
      warnings.map((w) => w.obj).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    ).toEqual([
      { userId: s.user.id, endpoint: 'https://127.0.0.1:4200', refusal: 'not a push service' },
      {
        userId: s.user.id,
        endpoint: 'https://rebind.push.apple.com',
        refusal: 'resolves to a non-public address',
      },
    ]);
    const logged = JSON.stringify(warnings);
    for (const secret of [sub.json.endpoint, sub.json.keys.auth, sub.json.keys.p256dh, legacy.json.endpoint])
      expect(logged).not.toContain(secret);
  });

  it('saves a listed push service that DNS cannot answer for yet, skips it, and sends once it resolves', async () => {
    const s = await registerStudent(t.app);
    const sub = browserSubscription(
      `https://later.push.apple.com/3/device/${randomBytes(8).toString('hex')}`,
    );
    answers.delete('later.push.apple.com');
    expect((await save(s.token, { token: sub.token })).status).toBe(200);
    expect(await t.app.ctx.push.sendToUser(s.user.id, { type: 'info', title: 'x', body: 'y' })).toEqual({
      sent: 0,
      removed: 0,
      failed: 0,
      refused: 1,
    });
    answers.set('later.push.apple.com', ['2a01:b740:a42:1::1']);
    const sent: PushRequest[] = [];
    transport = async (req) => {
      sent.push(req);
      return { statusCode: 201 };
    };
    expect(await t.app.ctx.push.sendToUser(s.user.id, { type: 'info', title: 'x', body: 'y' })).toEqual({
      sent: 1,
      removed: 0,
      failed: 0,
      refused: 0,
    });
    expect(sent.map((r) => r.endpoint)).toEqual([sub.json.endpoint]);
  });

  it('lets a test capture what would be sent through an injected transport', async () => {
    const s = await registerStudent(t.app);
    const sub = browserSubscription();
    expect((await save(s.token, { token: sub.token })).status).toBe(200);
    const sent: PushRequest[] = [];
    const keys = webpush.generateVAPIDKeys();
    const service = new PushService({
      db: t.app.ctx.db,
      keys,
      subject: 'mailto:test@example.com',
      endpoints: new PushEndpoints(DEFAULT_PUSH_SERVICE_HOSTS, publicResolver),
      transport: async (req) => {
        sent.push(req);
        return { statusCode: 201 };
      },
    });
    const report = await service.sendToUser(s.user.id, { type: 'info', title: 'Hello', body: 'World' });
    expect(report).toEqual({ sent: 1, removed: 0, failed: 0, refused: 0 });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.endpoint).toBe(sub.json.endpoint);
    expect(sent[0]!.headers).toMatchObject({
      TTL: '3600',
      Urgency: 'normal',
      'Content-Encoding': 'aes128gcm',
    });
    checkVapid(sent[0]!.headers.Authorization!, sub.json.endpoint, keys.publicKey, 'mailto:test@example.com');
    expect(JSON.parse(decrypt(sent[0]!.body!, sub.ecdh, sub.auth))).toEqual({
      type: 'info',
      title: 'Hello',
      body: 'World',
    });
    expect(await service.sendToUser(999_999, { type: 'info', title: 'x', body: 'y' })).toEqual({
      sent: 0,
      removed: 0,
      failed: 0,
      refused: 0,
    });
  });
});

describe('VAPID keys', () => {
  const base = { push: { publicKey: undefined, privateKey: undefined, subject: 'mailto:x@example.com' } };

  it('are generated once and reused by the next start', () => {
    const dataDir = path.join(tempDir(), 'nested', 'data');
    const first = loadVapidKeys({ ...base, dataDir });
    const second = loadVapidKeys({ ...base, dataDir });
    expect(second).toEqual(first);
    expect(fs.statSync(path.join(dataDir, 'vapid.json')).mode & 0o777).toBe(0o600);
  });

  it('come from the environment when both are set, and one alone is refused', () => {
    const dataDir = tempDir();
    const env = webpush.generateVAPIDKeys();
    expect(loadVapidKeys({ push: env, dataDir })).toEqual(env);
    expect(fs.existsSync(path.join(dataDir, 'vapid.json'))).toBe(false);
    expect(() =>
      loadVapidKeys({ push: { publicKey: env.publicKey, privateKey: undefined }, dataDir }),
    ).toThrow(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/);
  });

  it('a corrupt key file stops the start with a clear message instead of silently replacing the keys', () => {
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, 'vapid.json'), '{"publicKey": ""}');
    expect(() => loadVapidKeys({ ...base, dataDir })).toThrow(/does not hold VAPID keys/);
  });

  it('the app publishes keys from the environment', async () => {
    const env = webpush.generateVAPIDKeys();
    const config = loadConfig({
      DATA_DIR: tempDir(),
      DATABASE_URL: 'sqlite::memory:',
      LOG_LEVEL: 'silent',
      VAPID_PUBLIC_KEY: env.publicKey,
      VAPID_PRIVATE_KEY: env.privateKey,
    });
    const app = await buildApp({ config });
    try {
      const cfg = await call(app, 'GET', '/api/config');
      expect(cfg.body.data).toMatchObject({ push: { vapid_public_key: env.publicKey } });
    } finally {
      await app.close();
    }
  });
});

describe('push service hosts', () => {
  it('come from PUSH_SERVICE_HOSTS when it is set: names and *. patterns, nothing else', async () => {
    const config = loadConfig({ PUSH_SERVICE_HOSTS: ' Push.Example.org , *.push.example.net ' });
    expect(config.push.serviceHosts).toEqual(['push.example.org', '*.push.example.net']);
    expect(loadConfig({}).push.serviceHosts).toEqual(DEFAULT_PUSH_SERVICE_HOSTS);
    expect(loadConfig({ PUSH_SERVICE_HOSTS: '' }).push.serviceHosts).toEqual(DEFAULT_PUSH_SERVICE_HOSTS);
    for (const bad of ['https://push.example.org', '*', '*.', 'push example.org', 'push.example.org:443'])
      expect(() => loadConfig({ PUSH_SERVICE_HOSTS: bad }), bad).toThrow(/PUSH_SERVICE_HOSTS/);

    const endpoints = new PushEndpoints(config.push.serviceHosts, publicResolver);
    expect(await endpoints.refusal('https://push.example.org/x')).toBeNull();
    expect(await endpoints.refusal('https://PUSH.example.org./x')).toBeNull();
    expect(await endpoints.refusal('https://a.b.push.example.net/x')).toBeNull();
    expect(await endpoints.refusal('https://push.example.net/x')).toBe('not a push service');
    expect(await endpoints.refusal('https://fcm.googleapis.com/x')).toBe('not a push service');
    expect(await endpoints.refusal('http://push.example.org/x')).toBe('not an https URL');
    expect(await endpoints.refusal('https://a:b@push.example.org/x')).toBe('carries credentials');
  });

  it('are looked up in DNS by default: a name of this machine is refused', async () => {
    const endpoints = new PushEndpoints(['localhost']);
    expect(await endpoints.refusal('https://localhost/x')).toBe('resolves to a non-public address');
  });

  it('tell public addresses from the others', () => {
    for (const address of [
      PUBLIC_TEST_ADDRESS,
      '142.250.183.10',
      '2a00:1450:4001:80b::200a',
      '::ffff:8.8.8.8',
    ])
      expect(isPublicAddress(address), address).toBe(true);
    for (const address of [
      '127.0.0.2',
      '10.255.0.1',
      '172.31.255.255',
      '192.168.0.1',
      '100.127.255.254',
      '0.0.0.0',
    ])
      expect(isPublicAddress(address), address).toBe(false);
    for (const address of [
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'ff02::1',
      '::ffff:192.168.1.1',
      '2002:a00:1::1',
    ])
      expect(isPublicAddress(address), address).toBe(false);
    expect(isPublicAddress('not an address')).toBe(false);
  });
});
