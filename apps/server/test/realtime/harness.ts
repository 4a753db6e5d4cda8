// The conformance suite's tools: a real app listening on a free port, real pusher-js clients, raw WebSockets
// for what pusher-js hides, and waits that resolve on events (each with a short explicit timeout, never a sleep).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import Pusher from 'pusher-js';
import type { Channel, ChannelAuthorizationHandler, Options } from 'pusher-js';
import PusherServer from 'pusher';
import { WebSocket } from 'ws';
import { buildApp } from '../../src/app.ts';
import type { BuildOptions } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { AppConfig } from '../../src/config.ts';
import { registerStudent } from '../support/test-app.ts';

export const WAIT_MS = 3000;

export type RunningApp = {
  app: FastifyInstance;
  port: number;
  config: AppConfig['realtime'];
  /** The `pusher` SDK pointed at this app's embedded HTTP API. */
  sdk: PusherServer;
  close: () => Promise<void>;
};

export async function startApp(
  env: Record<string, string> = {},
  extra: Pick<BuildOptions, 'realtimeServer'> = {},
): Promise<RunningApp> {
  const config = loadConfig({
    DATA_DIR: `/tmp/quizring-test-${randomBytes(4).toString('hex')}`,
    DATABASE_URL: 'sqlite::memory:',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const app = await buildApp({ config, ...extra });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  const rt = config.realtime;
  const sdk = new PusherServer({
    appId: rt.appId,
    key: rt.key,
    secret: rt.secret,
    host: '127.0.0.1',
    port: String(port),
    useTLS: false,
  });
  return { app, port, config: rt, sdk, close: () => app.close() };
}

export async function student(app: FastifyInstance) {
  const s = await registerStudent(app);
  return { token: s.token, id: s.user.id, name: `${s.payload.firstname} ${s.payload.lastname}` };
}

function within<T>(
  ms: number,
  label: string,
  start: (resolve: (v: T) => void, reject: (e: Error) => void) => () => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let stop = () => {};
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`timed out after ${ms} ms waiting for ${label}`));
    }, ms);
    stop = start(
      (v) => {
        clearTimeout(timer);
        stop();
        resolve(v);
      },
      (e) => {
        clearTimeout(timer);
        stop();
        reject(e);
      },
    );
  });
}

/** Polls a condition on server state until it holds (for what has no event of its own, e.g. a closed tab). */
export async function eventually(check: () => Promise<boolean>, label: string, ms = WAIT_MS): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out after ${ms} ms waiting for ${label}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

type Seen = { event: string; data: unknown };

/** Everything a channel emitted, in order, with waits on it. */
export class Recorder {
  readonly events: Seen[] = [];
  private readonly listeners = new Set<() => void>();

  constructor(readonly channel: Channel) {
    channel.bind_global((event: string, data: unknown) => {
      this.events.push({ event, data });
      for (const l of [...this.listeners]) l();
    });
  }

  all(event: string): unknown[] {
    return this.events.filter((e) => e.event === event).map((e) => e.data);
  }

  /** The first event (already seen or still to come) that matches. */
  wait(event: string, match: (data: unknown) => boolean = () => true, ms = WAIT_MS): Promise<unknown> {
    return within(ms, `${event} on ${this.channel.name}`, (resolve) => {
      const check = () => {
        const found = this.events.find((e) => e.event === event && match(e.data));
        if (found) resolve(found.data);
      };
      this.listeners.add(check);
      queueMicrotask(check);
      return () => this.listeners.delete(check);
    });
  }

  /** Waits until `event` has been seen `n` times. */
  waitCount(event: string, n: number, ms = WAIT_MS): Promise<void> {
    return within(ms, `${n} × ${event} on ${this.channel.name}`, (resolve) => {
      const check = () => {
        if (this.all(event).length >= n) resolve(undefined);
      };
      this.listeners.add(check);
      queueMicrotask(check);
      return () => this.listeners.delete(check);
    });
  }
}

let markers = 0;
/**
 * Publishes a marker through the HTTP API and waits for it on every recorder. Events reach a socket in order, so
 * once the marker is in, anything the server sent before it is in too: "nothing else arrived" becomes checkable.
 */
export async function barrier(sdk: PusherServer, channel: string, ...recorders: Recorder[]): Promise<void> {
  const n = ++markers;
  await sdk.trigger(channel, 'test-marker', { n });
  await Promise.all(recorders.map((r) => r.wait('test-marker', (d) => (d as { n: number }).n === n)));
}

export type ClientOptions = { token?: string; authorize?: ChannelAuthorizationHandler; key?: string };

/** pusher-js as the web app uses it, on this app's port; with a token it authorizes through the auth endpoint. */
export class Clients {
  private readonly open: Pusher[] = [];
  constructor(private readonly running: RunningApp) {}

  create(opts: ClientOptions = {}): Pusher {
    const { port, config } = this.running;
    const options: Options = {
      cluster: config.cluster,
      wsHost: '127.0.0.1',
      wsPort: port,
      forceTLS: false,
      enabledTransports: ['ws'],
      disableStats: true,
      channelAuthorization: opts.authorize
        ? { customHandler: opts.authorize }
        : {
            transport: 'ajax',
            endpoint: `http://127.0.0.1:${port}/api/broadcasting/auth`,
            headers: opts.token ? { Authorization: `Bearer ${opts.token}` } : {},
          },
    };
    const pusher = new Pusher(opts.key ?? config.key, options);
    this.open.push(pusher);
    return pusher;
  }

  /** A client that is connected; answers it with its socket id. */
  async connected(opts: ClientOptions = {}): Promise<{ pusher: Pusher; socketId: string }> {
    const pusher = this.create(opts);
    await waitForState(pusher, 'connected');
    return { pusher, socketId: pusher.connection.socket_id };
  }

  disconnectAll(): void {
    for (const p of this.open.splice(0)) p.disconnect();
  }
}

export function waitForState(pusher: Pusher, state: string, ms = WAIT_MS): Promise<void> {
  return within(ms, `connection state ${state}`, (resolve) => {
    const check = () => {
      if (pusher.connection.state === state) resolve(undefined);
    };
    pusher.connection.bind('state_change', check);
    queueMicrotask(check);
    return () => pusher.connection.unbind('state_change', check);
  });
}

/** The next connection-level event (no channel) that pusher-js hands to its global bindings. */
export function globalEvent(pusher: Pusher, event: string, ms = WAIT_MS): Promise<unknown> {
  return within(ms, `global ${event}`, (resolve) => {
    const listener = (name: string, data: unknown) => {
      if (name === event) resolve(data);
    };
    pusher.bind_global(listener);
    return () => pusher.unbind_global(listener);
  });
}

/** The next event of the connection itself (`error`, `state_change`, …). */
export function connectionEvent(pusher: Pusher, event: string, ms = WAIT_MS): Promise<unknown> {
  return within(ms, `connection ${event}`, (resolve) => {
    pusher.connection.bind(event, resolve);
    return () => pusher.connection.unbind(event, resolve);
  });
}

/** Subscribes and waits for the outcome: the channel's recorder once subscription_succeeded arrived. */
export async function subscribed(pusher: Pusher, name: string): Promise<Recorder> {
  const rec = new Recorder(pusher.subscribe(name));
  await rec.wait('pusher:subscription_succeeded');
  return rec;
}

type RawMessage = { event: string; channel?: string; data?: unknown };

/** A bare WebSocket speaking the protocol by hand: for close codes, pings and malformed input. */
export class RawSocket {
  readonly messages: RawMessage[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private readonly listeners = new Set<() => void>();
  readonly ws: WebSocket;

  constructor(url: string, headers: Record<string, string> = {}) {
    this.ws = new WebSocket(url, { headers });
    this.ws.on('message', (raw) => {
      const m = JSON.parse(raw.toString()) as RawMessage;
      if (typeof m.data === 'string') {
        try {
          m.data = JSON.parse(m.data);
        } catch {
          // a plain string payload
        }
      }
      this.messages.push(m);
      for (const l of [...this.listeners]) l();
    });
    this.ws.on('error', () => {});
    this.closed = new Promise((resolve) =>
      this.ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
  }

  static at(
    port: number,
    key: string,
    query = 'protocol=7&client=js&version=8.6.0&flash=false',
    headers: Record<string, string> = {},
  ) {
    return new RawSocket(`ws://127.0.0.1:${port}/app/${key}?${query}`, headers);
  }

  send(message: unknown) {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The first message (already received or still to come) with this event name, after `from` messages. */
  next(event: string, ms = WAIT_MS, from = 0): Promise<RawMessage> {
    return within(ms, `raw ${event}`, (resolve) => {
      const check = () => {
        const found = this.messages.slice(from).find((m) => m.event === event);
        if (found) resolve(found);
      };
      this.listeners.add(check);
      queueMicrotask(check);
      return () => this.listeners.delete(check);
    });
  }

  closedWithin(ms = WAIT_MS) {
    return within<{ code: number; reason: string }>(ms, 'socket close', (resolve) => {
      void this.closed.then(resolve);
      return () => {};
    });
  }

  close() {
    this.ws.terminate();
  }
}
