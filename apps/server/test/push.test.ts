import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { loadConfig } from '../src/config.ts';
import { sha256 } from '../src/lib/crypto.ts';
import { PushService } from '../src/features/push/push-service.ts';
import type { PushRequest } from '../src/features/push/push-service.ts';
import { loadVapidKeys, VAPID_SETTING } from '../src/features/push/vapid-keys.ts';
import { call, createTestApp, DATABASES, registerStudent } from './support/test-app.ts';
import type { ApiResult, TestApp } from './support/test-app.ts';

const errors = (res: ApiResult) => (res.body.message as { error: string[] }).error;
const INVALID =
  'The token must be a browser push subscription: JSON with an https endpoint and the keys p256dh and auth.';

/** A browser-side push subscription with its private key, so the test can decrypt what the server sent. */
function browserSubscription(endpoint = `https://push.example.com/send/${randomBytes(8).toString('hex')}`) {
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

describe.each(DATABASES)('device tokens and push on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

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

  it('delivers encrypted, VAPID-signed messages over HTTP and forgets subscriptions the push service dropped', async () => {
    const received: { url?: string; headers: http.IncomingHttpHeaders; body: Buffer }[] = [];
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({ url: req.url, headers: req.headers, body: Buffer.concat(chunks) });
        const code = req.url?.startsWith('/gone') ? 410 : req.url?.startsWith('/broken') ? 500 : 201;
        res.writeHead(code).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const s = await registerStudent(t.app);
      const live = browserSubscription(`${base}/live/1`);
      const gone = browserSubscription(`${base}/gone/1`);
      const broken = browserSubscription(`${base}/broken/1`);
      // The API takes https endpoints only; the local test service speaks plain HTTP, so store these directly.
      const now = new Date().toISOString();
      for (const sub of [live, gone, broken])
        await t.app.ctx.db
          .insertInto('device_tokens')
          .values({
            user_id: s.user.id,
            token_hash: sha256(sub.json.endpoint),
            token: sub.token,
            platform: 'web',
            is_app: 0,
            from_api: 1,
            created_at: now,
            updated_at: now,
          })
          .execute();

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
      expect(report).toEqual({ sent: 1, removed: 1, failed: 1 });
      expect(received).toHaveLength(3);

      const delivered = received.find((r) => r.url === '/live/1')!;
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
      transport: async (req) => {
        sent.push(req);
        return { statusCode: 201 };
      },
    });
    const report = await service.sendToUser(s.user.id, { type: 'info', title: 'Hello', body: 'World' });
    expect(report).toEqual({ sent: 1, removed: 0, failed: 0 });
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
    expect(loadVapidKeys({ push: { ...env, subject: 's' }, dataDir })).toEqual(env);
    expect(fs.existsSync(path.join(dataDir, 'vapid.json'))).toBe(false);
    expect(() =>
      loadVapidKeys({ push: { publicKey: env.publicKey, privateKey: undefined, subject: 's' }, dataDir }),
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
