// Conformance of the embedded server's connection layer (Pusher protocol 7): handshake, close codes, ping/pong,
// silent sockets, refused input, and a clean shutdown. pusher-js where it exposes the behaviour, raw sockets where
// it hides it.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  Clients,
  RawSocket,
  WAIT_MS,
  connectionEvent,
  globalEvent,
  startApp,
  waitForState,
} from './harness.ts';
import type { RunningApp } from './harness.ts';

describe('embedded realtime server: connections', () => {
  let t: RunningApp;
  let clients: Clients;
  const raws: RawSocket[] = [];
  const raw = (query?: string, key = t.config.key) => {
    const s = RawSocket.at(t.port, key, query);
    raws.push(s);
    return s;
  };

  beforeAll(async () => {
    t = await startApp();
    clients = new Clients(t);
  });
  afterEach(() => {
    clients.disconnectAll();
    for (const s of raws.splice(0)) s.close();
  });
  afterAll(async () => {
    await t.close();
  });

  it('establishes a pusher-js connection with a socket id and an activity timeout', async () => {
    const { socketId } = await clients.connected();
    expect(socketId).toMatch(/^\d+\.\d+$/);

    const s = raw();
    const hello = await s.next('pusher:connection_established');
    const data = hello.data as { socket_id: string; activity_timeout: number };
    expect(data.socket_id).toMatch(/^\d+\.\d+$/);
    expect(data.socket_id).not.toBe(socketId);
    expect(data.activity_timeout).toBe(120);
  });

  it('sends the handshake data as a JSON-encoded string', async () => {
    const s = raw();
    const text = await new Promise<string>((resolve) => s.ws.once('message', (m) => resolve(m.toString())));
    const frame = JSON.parse(text) as { event: string; data: unknown };
    expect(frame.event).toBe('pusher:connection_established');
    expect(typeof frame.data).toBe('string');
  });

  it('refuses a wrong app key with pusher:error and close code 4001', async () => {
    const s = raw(undefined, 'not-the-key');
    const err = await s.next('pusher:error');
    expect(err.data).toMatchObject({ code: 4001 });
    expect((await s.closedWithin()).code).toBe(4001);

    // pusher-js takes 4001 as final: it reports the error and stays disconnected instead of reconnecting.
    const wrong = clients.create({ key: 'not-the-key' });
    const error = (await connectionEvent(wrong, 'error')) as { error?: { data?: { code?: number } } };
    expect(error.error?.data?.code).toBe(4001);
    await waitForState(wrong, 'disconnected');
  });

  it('refuses missing, malformed and unsupported protocol versions (4008, 4006, 4007)', async () => {
    const missing = raw('client=js');
    expect((await missing.closedWithin()).code).toBe(4008);
    const malformed = raw('protocol=seven');
    expect((await malformed.closedWithin()).code).toBe(4006);
    const old = raw('protocol=6');
    expect((await old.next('pusher:error')).data).toMatchObject({ code: 4007 });
    expect((await old.closedWithin()).code).toBe(4007);
  });

  it('answers pusher:ping with pusher:pong (pusher-js and raw)', async () => {
    const { pusher } = await clients.connected();
    const pong = globalEvent(pusher, 'pusher:pong');
    pusher.send_event('pusher:ping', {});
    await pong;

    const s = raw();
    await s.next('pusher:connection_established');
    s.send({ event: 'pusher:ping', data: {} });
    await s.next('pusher:pong');
  });

  it('refuses client events and malformed messages without closing the connection', async () => {
    const s = raw();
    await s.next('pusher:connection_established');
    s.send({ event: 'client-typing', channel: 'private-x', data: {} });
    const refused = await s.next('pusher:error');
    expect((refused.data as { message: string }).message).toMatch(/client events/i);
    const from = s.messages.length;
    s.send('not json');
    await s.next('pusher:error', WAIT_MS, from);
    s.send({ event: 'pusher:ping', data: {} });
    await s.next('pusher:pong');
    expect(s.ws.readyState).toBe(s.ws.OPEN);
  });

  it('answers other upgrade paths with 404', async () => {
    const s = new RawSocket(`ws://127.0.0.1:${t.port}/somewhere`);
    raws.push(s);
    const status = await new Promise<number>((resolve) =>
      s.ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)),
    );
    expect(status).toBe(404);
  });
});

describe('embedded realtime server: silent sockets', () => {
  let t: RunningApp;
  const raws: RawSocket[] = [];

  beforeAll(async () => {
    // A short silence before the ping; a generous window for the pong, which the test answers at once.
    t = await startApp({}, { realtimeServer: { activityTimeoutMs: 150, pongTimeoutMs: 1000 } });
  });
  afterEach(() => {
    for (const s of raws.splice(0)) s.close();
  });
  afterAll(async () => {
    await t.close();
  });

  it('pings a silent socket and closes it with 4201 when no pong comes', async () => {
    const s = RawSocket.at(t.port, t.config.key);
    raws.push(s);
    const hello = await s.next('pusher:connection_established');
    expect((hello.data as { activity_timeout: number }).activity_timeout).toBe(1);
    await s.next('pusher:ping');
    expect((await s.next('pusher:error')).data).toMatchObject({ code: 4201 });
    expect((await s.closedWithin()).code).toBe(4201);
  });

  it('keeps a socket that answers the ping', async () => {
    const s = RawSocket.at(t.port, t.config.key);
    raws.push(s);
    await s.next('pusher:connection_established');
    for (let i = 0; i < 3; i += 1) {
      const from = s.messages.length;
      await s.next('pusher:ping', WAIT_MS, from);
      s.send({ event: 'pusher:pong', data: {} });
    }
    expect(s.messages.some((m) => m.event === 'pusher:error')).toBe(false);
    expect(s.ws.readyState).toBe(s.ws.OPEN);
  });
});

describe('embedded realtime server: shutdown', () => {
  it('closes open sockets with 4200 when the app closes, and the app closes promptly', async () => {
    const t = await startApp();
    const s = RawSocket.at(t.port, t.config.key);
    await s.next('pusher:connection_established');
    const started = Date.now();
    await t.close();
    expect((await s.closedWithin()).code).toBe(4200);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
