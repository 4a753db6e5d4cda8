// Conformance of the embedded server's Pusher HTTP API (signed with Pusher's REST auth), and of the two publisher
// providers: `embedded` (ctx.realtime, in-process to the app's own server) and `pusher` (the SDK to a
// Pusher-compatible server, here the embedded server of another app).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import PusherServer from 'pusher';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { channelAuth, hmacHex, md5Hex } from '../../src/platform/realtime/protocol.ts';
import { Clients, barrier, startApp, subscribed } from './harness.ts';
import type { RunningApp } from './harness.ts';

const SECRET = 'conformance-secret-0123456789abcdef';

describe('embedded realtime server: HTTP events API', () => {
  let t: RunningApp;
  let clients: Clients;

  /** A request signed by hand, so that each part of the signature can be broken on purpose. */
  const signed = (
    opts: {
      path?: string;
      body?: string;
      secret?: string;
      key?: string;
      timestamp?: number;
      md5?: string;
      tamper?: (query: string) => string;
    } = {},
  ) => {
    const path = opts.path ?? `/apps/${t.config.appId}/events`;
    const body = opts.body ?? JSON.stringify({ name: 'e', data: '{}', channels: ['news'] });
    const params: Record<string, string> = {
      auth_key: opts.key ?? t.config.key,
      auth_timestamp: String(opts.timestamp ?? Math.floor(Date.now() / 1000)),
      auth_version: '1.0',
      body_md5: opts.md5 ?? md5Hex(body),
    };
    const query = Object.keys(params)
      .sort()
      .map((k) => `${k}=${params[k]}`)
      .join('&');
    const signature = hmacHex(opts.secret ?? SECRET, `POST\n${path}\n${query}`);
    const full = `${query}&auth_signature=${signature}`;
    return fetch(`http://127.0.0.1:${t.port}${path}?${opts.tamper ? opts.tamper(full) : full}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
  };

  beforeAll(async () => {
    t = await startApp({ PUSHER_SECRET: SECRET });
    clients = new Clients(t);
  });
  afterEach(() => clients.disconnectAll());
  afterAll(async () => {
    await t.close();
  });

  it('accepts a correctly signed request (hand-signed and through the SDK) and delivers the event', async () => {
    const { pusher } = await clients.connected();
    const rec = await subscribed(pusher, 'news');
    const res = await signed({
      body: JSON.stringify({ name: 'headline', data: '{"n":1}', channel: 'news' }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    expect(await rec.wait('headline')).toEqual({ n: 1 });
    // A clock a few minutes off is still within Pusher's 600 s window.
    const skewed = await signed({
      timestamp: Math.floor(Date.now() / 1000) - 500,
      body: JSON.stringify({ name: 'headline', data: '{"n":3}', channel: 'news' }),
    });
    expect(skewed.status).toBe(200);
    expect(await rec.wait('headline', (d) => (d as { n: number }).n === 3)).toEqual({ n: 3 });
    await t.sdk.trigger(['news', 'other'], 'headline', { n: 2 });
    expect(await rec.wait('headline', (d) => (d as { n: number }).n === 2)).toEqual({ n: 2 });
  });

  it('refuses a bad signature, another secret, an unknown key, a stale timestamp or a wrong body_md5 (401)', async () => {
    const { pusher } = await clients.connected();
    const rec = await subscribed(pusher, 'news');
    const body = JSON.stringify({ name: 'forged', data: '{}', channels: ['news'] });
    const cases = [
      signed({
        body,
        tamper: (q) =>
          q.replace(/auth_signature=(.)/, (_m, c: string) => `auth_signature=${c === 'a' ? 'b' : 'a'}`),
      }),
      signed({ body, secret: 'someone-elses-secret' }),
      signed({ body, key: 'other-key' }),
      signed({ body, timestamp: Math.floor(Date.now() / 1000) - 700 }),
      signed({ body, timestamp: Math.floor(Date.now() / 1000) + 700 }),
      signed({ body, md5: md5Hex('{}') }),
      signed({ body, tamper: (q) => q.replace(/&auth_signature=[0-9a-f]+/, '') }),
      // The signature covers the body: the same query with another body fails on body_md5.
      (async () => {
        const good = await signedUrl(body);
        return fetch(good, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: body.replace('forged', 'forgeD'),
        });
      })(),
    ];
    for (const res of await Promise.all(cases)) expect(res.status).toBe(401);
    await barrier(t.sdk, 'news', rec);
    expect(rec.all('forged')).toEqual([]);
    expect(rec.all('forgeD')).toEqual([]);
  });

  /** A URL the SDK signs for this body (used to replay its query with another body). */
  const signedUrl = async (body: string) => {
    const path = `/apps/${t.config.appId}/events`;
    const query = t.sdk.createSignedQueryString({ method: 'POST', path, body });
    return `http://127.0.0.1:${t.port}${path}?${query}`;
  };

  it('answers 404 for another app id and 400 for an invalid event, 413 for data over 10 KB', async () => {
    expect((await signed({ path: '/apps/another/events' })).status).toBe(404);
    expect(
      (await signed({ body: JSON.stringify({ name: 'e', data: '{}', channels: ['bad name'] }) })).status,
    ).toBe(400);
    expect((await signed({ body: JSON.stringify({ name: 'e', data: {}, channels: ['news'] }) })).status).toBe(
      400,
    );
    expect((await signed({ body: 'not json' })).status).toBe(400);
    const big = JSON.stringify({ name: 'e', data: 'x'.repeat(10 * 1024 + 1), channels: ['news'] });
    expect((await signed({ body: big })).status).toBe(413);
  });

  it('leaves out the socket given as socket_id', async () => {
    const sender = await clients.connected();
    const other = await clients.connected();
    const fromSender = await subscribed(sender.pusher, 'room');
    const fromOther = await subscribed(other.pusher, 'room');
    await t.sdk.trigger('room', 'answer.submitted', { seq: 1 }, { socket_id: sender.socketId });
    await barrier(t.sdk, 'room', fromSender, fromOther);
    expect(fromOther.all('answer.submitted')).toEqual([{ seq: 1 }]);
    expect(fromSender.all('answer.submitted')).toEqual([]);
  });

  it('accepts batch events', async () => {
    const { pusher } = await clients.connected();
    const a = await subscribed(pusher, 'batch-a');
    const b = await subscribed(pusher, 'batch-b');
    await t.sdk.triggerBatch([
      { channel: 'batch-a', name: 'one', data: { n: 1 } },
      { channel: 'batch-b', name: 'two', data: { n: 2 } },
    ]);
    expect(await a.wait('one')).toEqual({ n: 1 });
    expect(await b.wait('two')).toEqual({ n: 2 });
  });

  it('is outside the /api rate limits', async () => {
    const results = await Promise.all(
      Array.from({ length: 150 }, (_, i) => t.sdk.trigger('quiet', 'tick', { i }).then((r) => r.status)),
    );
    expect(results.every((s) => s === 200)).toBe(true);
  });

  describe('providers', () => {
    it('embedded: ctx.realtime hands events to its own embedded server, honouring excludeSocketId', async () => {
      const sender = await clients.connected();
      const other = await clients.connected();
      const fromSender = await subscribed(sender.pusher, 'provider-embedded');
      const fromOther = await subscribed(other.pusher, 'provider-embedded');
      await t.app.ctx.realtime.trigger('provider-embedded', 'session.started', { seq: 1 });
      await t.app.ctx.realtime.trigger(
        ['provider-embedded'],
        'answer.submitted',
        { seq: 2 },
        {
          excludeSocketId: sender.socketId,
        },
      );
      await barrier(t.sdk, 'provider-embedded', fromSender, fromOther);
      expect(fromOther.all('session.started')).toEqual([{ seq: 1 }]);
      expect(fromSender.all('session.started')).toEqual([{ seq: 1 }]);
      expect(fromOther.all('answer.submitted')).toEqual([{ seq: 2 }]);
      expect(fromSender.all('answer.submitted')).toEqual([]);
    });

    it('embedded: data over 10 KB is refused and logged, as the HTTP API and Pusher refuse it', async () => {
      const { pusher } = await clients.connected();
      const rec = await subscribed(pusher, 'provider-embedded-limit');
      const warn = vi.spyOn(t.app.log, 'warn');
      try {
        await t.app.ctx.realtime.trigger('provider-embedded-limit', 'big', { text: 'x'.repeat(10 * 1024) });
        await t.app.ctx.realtime.trigger('provider-embedded-limit', 'small', { text: 'x' });
        await barrier(t.sdk, 'provider-embedded-limit', rec);
        expect(rec.all('big')).toEqual([]);
        expect(rec.all('small')).toEqual([{ text: 'x' }]);
        expect(warn.mock.calls.map((c) => JSON.stringify(c)).join()).toContain('over 10 KB');
      } finally {
        warn.mockRestore();
      }
    });

    it('pusher: another app configured with REALTIME_PROVIDER=pusher publishes through the SDK to this server', async () => {
      const publisherApp = await startApp({
        REALTIME_PROVIDER: 'pusher',
        PUSHER_HOST: '127.0.0.1',
        PUSHER_PORT: String(t.port),
        PUSHER_TLS: 'false',
        PUSHER_SECRET: SECRET,
      });
      try {
        const { pusher } = await clients.connected();
        const rec = await subscribed(pusher, 'provider-pusher');
        await publisherApp.app.ctx.realtime.trigger('provider-pusher', 'session.finished', { seq: 9 });
        expect(await rec.wait('session.finished')).toEqual({ seq: 9 });
        // That app runs no embedded server of its own.
        const res = await fetch(`http://127.0.0.1:${publisherApp.port}/apps/${t.config.appId}/events`, {
          method: 'POST',
        });
        expect(res.status).toBe(404);
      } finally {
        await publisherApp.close();
      }
    });

    it('a refused or failed publish is logged, never thrown', async () => {
      const wrongSecret = await startApp({
        REALTIME_PROVIDER: 'pusher',
        PUSHER_HOST: '127.0.0.1',
        PUSHER_PORT: String(t.port),
        PUSHER_TLS: 'false',
        PUSHER_SECRET: 'not-the-secret',
      });
      const nowhere = await startApp({
        REALTIME_PROVIDER: 'pusher',
        PUSHER_HOST: '127.0.0.1',
        PUSHER_PORT: '1',
        PUSHER_TLS: 'false',
        PUSHER_SECRET: SECRET,
      });
      const notListening = await buildApp({
        config: loadConfig({
          DATABASE_URL: 'sqlite::memory:',
          LOG_LEVEL: 'silent',
          DATA_DIR: '/tmp/quizring-test-rt',
        }),
      });
      const warnings = [wrongSecret, nowhere].map((a) => vi.spyOn(a.app.log, 'warn'));
      try {
        await expect(wrongSecret.app.ctx.realtime.trigger('x', 'e', {})).resolves.toBeUndefined();
        await expect(nowhere.app.ctx.realtime.trigger('x', 'e', {})).resolves.toBeUndefined();
        await expect(t.app.ctx.realtime.trigger('bad channel', 'e', {})).resolves.toBeUndefined();
        // Not listening (a script, an injected test): there is no one to deliver to, and nothing fails.
        await expect(notListening.ctx.realtime.trigger('x', 'e', {})).resolves.toBeUndefined();
        const [refused, unreachable] = warnings.map((w) => w.mock.calls.map((c) => JSON.stringify(c)));
        expect(refused).toHaveLength(1);
        expect(refused![0]).toContain('401');
        expect(unreachable).toHaveLength(1);
        for (const line of [...refused!, ...unreachable!]) {
          expect(line).toContain('realtime publish failed');
          expect(line).not.toContain(SECRET);
          expect(line).not.toContain('not-the-secret');
          expect(line).not.toContain('auth_signature');
        }
      } finally {
        await wrongSecret.close();
        await nowhere.close();
        await notListening.close();
      }
    });

    it('the SDK signs channel auth exactly as the broadcasting endpoint and the embedded server do', async () => {
      const sdk = new PusherServer({
        appId: t.config.appId,
        key: t.config.key,
        secret: SECRET,
        host: 'localhost',
      });
      const data = { user_id: '5', user_info: { name: 'A B', avatar: null } };
      expect(channelAuth(t.config, '1.2', 'private-student.5')).toBe(
        sdk.authorizeChannel('1.2', 'private-student.5').auth,
      );
      expect(channelAuth(t.config, '1.2', 'presence-ring.3', JSON.stringify(data))).toBe(
        sdk.authorizeChannel('1.2', 'presence-ring.3', data).auth,
      );
    });
  });
});
