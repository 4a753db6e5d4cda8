import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@quizring/contracts';
import { makeConfig } from '@test/fixtures';
import { mockApi, ok } from '@test/mock-api';
import { STORAGE_KEYS } from './storage';
import type * as RealtimeModule from './realtime';

/** Just enough of pusher-js: channels that record bindings, and a connection whose state a test can move. */
const fake = vi.hoisted(() => {
  class Emitter {
    callbacks = new Map<string, Set<(data: unknown) => void>>();
    bind(event: string, cb: (data: unknown) => void) {
      if (!this.callbacks.has(event)) this.callbacks.set(event, new Set());
      this.callbacks.get(event)?.add(cb);
      return this;
    }
    unbind(event: string, cb?: (data: unknown) => void) {
      if (cb) this.callbacks.get(event)?.delete(cb);
      else this.callbacks.delete(event);
      return this;
    }
    emit(event: string, data?: unknown) {
      this.callbacks.get(event)?.forEach((cb) => cb(data));
    }
    count(event: string) {
      return this.callbacks.get(event)?.size ?? 0;
    }
  }
  class FakeChannel extends Emitter {
    subscribed = false;
    members: unknown = undefined;
    constructor(public name: string) {
      super();
    }
  }
  class FakeConnection extends Emitter {
    state = 'initialized';
    move(next: string) {
      const previous = this.state;
      this.state = next;
      this.emit('state_change', { previous, current: next });
    }
  }
  class FakePusher {
    static instances: FakePusher[] = [];
    channels = new Map<string, FakeChannel>();
    connection = new FakeConnection();
    unsubscribed: string[] = [];
    disconnect = vi.fn(() => this.connection.move('disconnected'));
    constructor(
      public key: string,
      public options: Record<string, unknown>,
    ) {
      FakePusher.instances.push(this);
      this.connection.move('connecting');
    }
    subscribe(name: string) {
      let channel = this.channels.get(name);
      if (!channel) {
        channel = new FakeChannel(name);
        this.channels.set(name, channel);
      }
      return channel;
    }
    unsubscribe(name: string) {
      this.unsubscribed.push(name);
      this.channels.delete(name);
    }
  }
  return { FakePusher };
});

vi.mock('pusher-js', () => ({ default: fake.FakePusher }));

let rt: typeof RealtimeModule;
let api: ReturnType<typeof mockApi>;
const config = makeConfig({ realtime: { key: 'app-key', host: '', port: 0, tls: false, cluster: '' } });

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
  await new Promise((r) => setTimeout(r, 0));
};
const pusher = () => {
  const p = fake.FakePusher.instances.at(-1);
  if (!p) throw new Error('no client created');
  return p;
};

beforeEach(async () => {
  vi.resetModules();
  fake.FakePusher.instances.length = 0;
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.authToken, 'tok-1');
  api = mockApi({ 'GET /api/config': () => ok(config) });
  rt = await import('./realtime');
});
afterEach(() => {
  rt.disconnectRealtime();
  vi.unstubAllGlobals();
});

describe('pusherOptions', () => {
  const authorize = vi.fn();
  const realtime = config.realtime;

  it("uses the page's own host and port for host '' and port 0", () => {
    const options = rt.pusherOptions(realtime, authorize, {
      hostname: 'quiz.test',
      port: '5173',
      protocol: 'http:',
    });
    expect(options).toEqual({
      cluster: 'ap2',
      wsHost: 'quiz.test',
      wsPort: 5173,
      wssPort: 5173,
      forceTLS: false,
      disableStats: true,
      enabledTransports: ['ws', 'wss'],
      channelAuthorization: { customHandler: authorize },
    });
  });

  it('falls back to 80 and 443 without a page port, and forces TLS on an https page', () => {
    const options = rt.pusherOptions(realtime, authorize, {
      hostname: 'quiz.test',
      port: '',
      protocol: 'https:',
    });
    expect(options).toMatchObject({ wsHost: 'quiz.test', wsPort: 80, wssPort: 443, forceTLS: true });
  });

  it('uses the configured host, port, TLS and cluster', () => {
    const options = rt.pusherOptions(
      { key: 'k', host: 'ws.example.test', port: 6001, tls: true, cluster: 'eu' },
      authorize,
      { hostname: 'quiz.test', port: '5173', protocol: 'http:' },
    );
    expect(options).toMatchObject({
      cluster: 'eu',
      wsHost: 'ws.example.test',
      wsPort: 6001,
      wssPort: 6001,
      forceTLS: true,
    });
  });
});

describe('createChannelAuthorizer', () => {
  function authorize(response: Response | Promise<Response>, token: string | null = 'tok-9') {
    const fetchImpl = vi.fn(async () => response);
    const callback = vi.fn();
    rt.createChannelAuthorizer(() => token, fetchImpl as unknown as typeof fetch)(
      { socketId: '123.456', channelName: 'presence-ring.12' },
      callback,
    );
    return { fetchImpl, callback };
  }

  it('posts the socket id and channel name with the bearer token, and passes the authorization on', async () => {
    const auth = { auth: 'app-key:sig', channel_data: '{"user_id":7}' };
    const { fetchImpl, callback } = authorize(new Response(JSON.stringify(auth), { status: 200 }));
    await flush();
    expect(fetchImpl).toHaveBeenCalledWith('/api/broadcasting/auth', {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        Authorization: 'Bearer tok-9',
      },
      body: JSON.stringify({ socket_id: '123.456', channel_name: 'presence-ring.12' }),
    });
    expect(callback).toHaveBeenCalledWith(null, auth);
  });

  it('accepts the authorization inside a data envelope', async () => {
    const auth = { auth: 'app-key:sig' };
    const { callback } = authorize(
      new Response(JSON.stringify({ status: 'success', data: auth }), { status: 200 }),
    );
    await flush();
    expect(callback).toHaveBeenCalledWith(null, auth);
  });

  it("fails a refused authorization with 'Auth {status}: {text}'", async () => {
    const { callback } = authorize(new Response('Forbidden', { status: 403 }));
    await flush();
    const [error, data] = callback.mock.calls[0] as [Error, unknown];
    expect(error.message).toBe(MSG.authFailed(403, 'Forbidden'));
    expect(error.message).toBe('Auth 403: Forbidden');
    expect(data).toBeNull();
  });

  it('fails when the endpoint cannot be reached, and sends no header without a token', async () => {
    const { fetchImpl, callback } = authorize(Promise.reject(new TypeError('Failed to fetch')), null);
    await flush();
    const init = (fetchImpl.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.headers).not.toHaveProperty('Authorization');
    expect((callback.mock.calls[0] as [Error])[0].message).toBe('Failed to fetch');
  });
});

describe('the client', () => {
  it('is created on first use from the public config, once, and reports its connection state', async () => {
    expect(rt.getConnectionState()).toBe('initialized');
    expect(fake.FakePusher.instances).toHaveLength(0);
    const seen: string[] = [];
    rt.onConnectionStateChange(() => seen.push(rt.getConnectionState()));

    rt.subscribeStudentChannel(7, {});
    rt.subscribePresence('presence-ring.12', {});
    await flush();
    expect(fake.FakePusher.instances).toHaveLength(1);
    expect(pusher().key).toBe('app-key');
    expect(pusher().options).toMatchObject({
      cluster: 'ap2',
      disableStats: true,
      enabledTransports: ['ws', 'wss'],
    });
    expect(api.callsTo('GET', '/api/config')).toHaveLength(1);

    pusher().connection.move('connected');
    pusher().connection.move('unavailable');
    expect(seen).toEqual(['connecting', 'connected', 'unavailable']);
    expect(rt.getConnectionState()).toBe('unavailable');
  });

  it('delivers channel events and presence events to the handlers', async () => {
    const events: unknown[] = [];
    const handlers = {
      events: { 'ring.invite': (d: unknown) => events.push(['invite', d]) },
      onSubscribed: (m: unknown) => events.push(['subscribed', m]),
      onMemberAdded: (m: unknown) => events.push(['added', m]),
      onMemberRemoved: (m: unknown) => events.push(['removed', m]),
      onError: (e: unknown) => events.push(['error', e]),
    };
    rt.subscribeStudentChannel(7, handlers);
    await flush();
    const channel = pusher().subscribe('private-student.7');
    channel.emit('ring.invite', { sessionId: '12' });
    channel.emit('pusher:subscription_succeeded', {
      each: (fn: (m: { id: string; info: unknown }) => void) => fn({ id: '7', info: { name: 'Asha' } }),
    });
    channel.emit('pusher:member_added', { id: '11', info: {} });
    channel.emit('pusher:member_removed', { id: '11', info: {} });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    channel.emit('pusher:subscription_error', {
      type: 'AuthError',
      error: 'Auth 403: Forbidden',
      status: 403,
    });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
    expect(events).toEqual([
      ['invite', { sessionId: '12' }],
      ['subscribed', [{ id: '7', info: { name: 'Asha' } }]],
      ['added', { id: '11', info: {} }],
      ['removed', { id: '11', info: {} }],
      ['error', { type: 'AuthError', error: 'Auth 403: Forbidden', status: 403 }],
    ]);
  });

  it('shares a channel between subscribers and leaves it with the last one', async () => {
    const first = rt.subscribePresence('presence-ring.12', { events: { 'session.started': () => {} } });
    const second = rt.subscribePresence('presence-ring.12', { events: { 'session.started': () => {} } });
    await flush();
    const channel = pusher().subscribe('presence-ring.12');
    expect(channel.count('session.started')).toBe(2);
    first();
    expect(channel.count('session.started')).toBe(1);
    expect(pusher().unsubscribed).toEqual([]);
    second();
    expect(pusher().unsubscribed).toEqual(['presence-ring.12']);
  });

  it('gives a late subscriber the snapshot of a channel that is already up', async () => {
    rt.subscribePresence('presence-ring.12', {});
    await flush();
    const channel = pusher().subscribe('presence-ring.12');
    channel.subscribed = true;
    channel.members = { each: (fn: (m: unknown) => void) => fn({ id: 7, info: null }) };
    const onSubscribed = vi.fn();
    rt.subscribePresence('presence-ring.12', { onSubscribed });
    await flush();
    expect(onSubscribed).toHaveBeenCalledWith([{ id: '7', info: null }]);
  });

  it('does not subscribe when unsubscribed before the client is ready, nor without a token', async () => {
    const off = rt.subscribePresence('presence-ring.12', {});
    off();
    await flush();
    expect(pusher().channels.size).toBe(0);

    rt.disconnectRealtime();
    localStorage.removeItem(STORAGE_KEYS.authToken);
    rt.subscribePresence('presence-ring.12', {});
    await flush();
    expect(fake.FakePusher.instances).toHaveLength(1);
  });

  it('disconnects on sign-out and builds a new client for the next user', async () => {
    rt.subscribeStudentChannel(7, {});
    await flush();
    const first = pusher();
    rt.disconnectRealtime();
    expect(first.disconnect).toHaveBeenCalled();
    expect(rt.getConnectionState()).toBe('disconnected');

    localStorage.setItem(STORAGE_KEYS.authToken, 'tok-2');
    rt.subscribeStudentChannel(8, {});
    await flush();
    expect(fake.FakePusher.instances).toHaveLength(2);
    expect(pusher().channels.has('private-student.8')).toBe(true);
  });

  it('replaces the client when another user signs in', async () => {
    rt.subscribeStudentChannel(7, {});
    await flush();
    const first = pusher();
    localStorage.setItem(STORAGE_KEYS.authToken, 'tok-2');
    rt.subscribeStudentChannel(8, {});
    await flush();
    expect(first.disconnect).toHaveBeenCalled();
    expect(fake.FakePusher.instances).toHaveLength(2);
  });

  it('disconnects when any call answers 401', async () => {
    rt.subscribeStudentChannel(7, {});
    await flush();
    const { api: client } = await import('./api-client');
    mockApi({ 'GET /api/user-info': () => ({ status: 401, body: { message: 'Unauthenticated' } }) });
    await expect(client.get('/user-info', {} as never)).rejects.toThrow('Unauthenticated');
    expect(pusher().disconnect).toHaveBeenCalled();
  });

  it('reports realtime as unavailable when the config cannot be loaded', async () => {
    mockApi({ 'GET /api/config': () => ({ status: 500, body: null }) });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onError = vi.fn();
    rt.subscribeStudentChannel(7, { onError });
    await flush();
    warn.mockRestore();
    expect(onError).toHaveBeenCalled();
    expect(rt.getConnectionState()).toBe('unavailable');
    expect(fake.FakePusher.instances).toHaveLength(0);
  });
});
