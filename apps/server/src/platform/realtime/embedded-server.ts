// The embedded Pusher-protocol (7) server: WebSocket connections on /app/{key} of the app's own HTTP server.
// Its state (connections, subscriptions, presence members) lives in this process only, so one app instance
// serves it; deployments with several instances use REALTIME_PROVIDER=pusher and a shared cluster instead.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { WebSocket, WebSocketServer } from 'ws';
import type { RawData } from 'ws';
import { MSG } from '@quizring/contracts';
import {
  CLOSE,
  LIMITS,
  PROTOCOL_VERSION,
  channelAuth,
  channelKind,
  isValidChannelName,
  safeEqual,
} from './protocol.ts';

export type EmbeddedServerOptions = {
  key: string;
  secret: string;
  log: FastifyBaseLogger;
  /** Silence after which the server pings a connection; also announced to clients (in whole seconds). */
  activityTimeoutMs?: number;
  /** How long a pinged connection has to answer before it is closed with 4201. */
  pongTimeoutMs?: number;
  /** Open sockets one address may hold (a school's students share one). */
  connectionsPerAddress: number;
  /** Sockets one student may hold, counted when the app signs a subscription for them (`claim`). */
  connectionsPerStudent: number;
  /** Take the client's address from X-Forwarded-For, as Fastify does with TRUST_PROXY (the leftmost entry). */
  trustProxy: boolean;
};

/** What `claim` found: the socket is the student's (or unknown here), another student's, or one too many. */
export type Claim = 'yours' | 'unknown' | 'taken' | 'too-many';

type Connection = {
  socketId: string;
  ws: WebSocket;
  address: string;
  /** The student the app signed a subscription for on this socket. */
  studentId: number | undefined;
  /** Channel name → the presence user id this connection subscribed as (undefined on other channels). */
  channels: Map<string, string | undefined>;
  idleTimer: NodeJS.Timeout;
  pongTimer: NodeJS.Timeout | undefined;
};

type Member = { info: unknown; connections: Set<Connection> };
type Channel = { connections: Set<Connection>; members: Map<string, Member> };

export type ChannelInfo = { occupied: boolean; subscription_count: number; user_count?: number };

const MAX_MESSAGE_BYTES = 32 * 1024;
// A client that cannot keep up is disconnected (and reconnects after backing off) instead of growing memory.
const MAX_BUFFERED_BYTES = 1024 * 1024;

export class EmbeddedRealtimeServer {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  private readonly connections = new Map<string, Connection>();
  private readonly channels = new Map<string, Channel>();
  private readonly perAddress = new Map<string, number>();
  private readonly perStudent = new Map<number, Set<Connection>>();
  private readonly activityTimeoutMs: number;
  private readonly pongTimeoutMs: number;
  private closing = false;

  constructor(private readonly opts: EmbeddedServerOptions) {
    this.activityTimeoutMs = opts.activityTimeoutMs ?? 120_000;
    this.pongTimeoutMs = opts.pongTimeoutMs ?? 30_000;
  }

  /** Takes over an HTTP upgrade for /app/{key}; answers false for any other path (left to the caller). */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const match = /^\/app\/([^/]+)$/.exec(url.pathname);
    if (!match) return false;
    let key: string;
    try {
      key = decodeURIComponent(match[1]!);
    } catch {
      key = '';
    }
    const address = this.addressOf(req);
    this.wss.handleUpgrade(req, socket, head, (ws) => this.accept(ws, key, url.searchParams, address));
    return true;
  }

  /**
   * The app is about to sign a subscription on `socketId` for a student: the socket becomes theirs, unless it is
   * another student's, or the student already holds their share of sockets (then this one is closed with 4004).
   */
  claim(socketId: string, studentId: number): Claim {
    const conn = this.connections.get(socketId);
    if (!conn) return 'unknown';
    if (conn.studentId !== undefined) return conn.studentId === studentId ? 'yours' : 'taken';
    let held = this.perStudent.get(studentId);
    if ((held?.size ?? 0) >= this.opts.connectionsPerStudent) {
      this.refuse(conn.ws, CLOSE.overConnectionQuota, MSG.tooManyConnectionsOfStudent);
      return 'too-many';
    }
    if (!held) this.perStudent.set(studentId, (held = new Set()));
    held.add(conn);
    conn.studentId = studentId;
    return 'yours';
  }

  /** Delivers an event, as the HTTP events API does: `data` is the string the publisher sent. */
  publish(channels: string[], event: string, data: string, excludeSocketId?: string): void {
    for (const name of channels) {
      const channel = this.channels.get(name);
      if (!channel) continue;
      const message = JSON.stringify({ event, channel: name, data });
      for (const conn of channel.connections)
        if (conn.socketId !== excludeSocketId) this.sendRaw(conn, message);
    }
  }

  channelInfo(name: string): ChannelInfo {
    const channel = this.channels.get(name);
    const info: ChannelInfo = { occupied: !!channel, subscription_count: channel?.connections.size ?? 0 };
    if (channelKind(name) === 'presence') info.user_count = channel?.members.size ?? 0;
    return info;
  }

  presenceUserIds(name: string): string[] {
    return [...(this.channels.get(name)?.members.keys() ?? [])];
  }

  /** Closes every connection with 4200 (clients reconnect at once, to the next instance) and stops accepting. */
  async close(): Promise<void> {
    this.closing = true;
    // All accepted sockets, including refused ones still closing, so none keeps the HTTP server open.
    const open = [...this.wss.clients];
    const closed = open.map(
      (ws) =>
        new Promise<void>((resolve) =>
          ws.readyState === WebSocket.CLOSED ? resolve() : ws.once('close', () => resolve()),
        ),
    );
    for (const ws of open) this.refuse(ws, CLOSE.reconnectNow, 'The server is restarting.');
    const grace = new Promise<void>((resolve) => setTimeout(resolve, 1000).unref());
    await Promise.race([Promise.all(closed), grace]);
    for (const ws of this.wss.clients) ws.terminate();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }

  private addressOf(req: IncomingMessage): string {
    const forwarded = this.opts.trustProxy ? req.headers['x-forwarded-for'] : undefined;
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    return first || req.socket.remoteAddress || '';
  }

  private accept(ws: WebSocket, key: string, params: URLSearchParams, address: string) {
    ws.on('error', (err) => this.opts.log.debug({ err: err.message }, 'realtime socket error'));
    if (this.closing) return this.refuse(ws, CLOSE.reconnectNow, 'The server is restarting.');
    if (!safeEqual(key, this.opts.key))
      return this.refuse(ws, CLOSE.appNotFound, `Application does not exist.`);
    const protocol = params.get('protocol');
    if (protocol === null) return this.refuse(ws, CLOSE.noProtocolVersion, 'No protocol version supplied.');
    if (!/^\d+$/.test(protocol))
      return this.refuse(ws, CLOSE.invalidVersionFormat, 'Invalid version string format.');
    if (Number(protocol) !== PROTOCOL_VERSION)
      return this.refuse(ws, CLOSE.unsupportedProtocol, `Unsupported protocol version: ${protocol}.`);
    const fromAddress = this.perAddress.get(address) ?? 0;
    if (fromAddress >= this.opts.connectionsPerAddress)
      return this.refuse(ws, CLOSE.overConnectionQuota, MSG.tooManyConnectionsFromAddress);
    this.perAddress.set(address, fromAddress + 1);

    const conn: Connection = {
      socketId: this.newSocketId(),
      ws,
      address,
      studentId: undefined,
      channels: new Map(),
      idleTimer: setTimeout(() => this.ping(conn), this.activityTimeoutMs).unref(),
      pongTimer: undefined,
    };
    this.connections.set(conn.socketId, conn);
    ws.on('message', (raw, isBinary) => this.onMessage(conn, raw, isBinary));
    ws.on('pong', () => this.touch(conn));
    ws.on('close', () => this.drop(conn));
    this.send(conn, {
      event: 'pusher:connection_established',
      data: JSON.stringify({
        socket_id: conn.socketId,
        activity_timeout: Math.max(1, Math.round(this.activityTimeoutMs / 1000)),
      }),
    });
  }

  private newSocketId(): string {
    for (;;) {
      const id = `${randomInt(1, 2 ** 47)}.${randomInt(1, 2 ** 47)}`;
      if (!this.connections.has(id)) return id;
    }
  }

  private refuse(ws: WebSocket, code: number, message: string) {
    if (ws.readyState !== WebSocket.OPEN) return;
    ws.send(JSON.stringify({ event: 'pusher:error', data: { code, message } }));
    ws.close(code, message);
  }

  private send(conn: Connection, message: Record<string, unknown>) {
    this.sendRaw(conn, JSON.stringify(message));
  }

  private sendRaw(conn: Connection, message: string) {
    if (conn.ws.readyState !== WebSocket.OPEN) return;
    if (conn.ws.bufferedAmount > MAX_BUFFERED_BYTES)
      return this.refuse(conn.ws, CLOSE.overCapacity, 'The connection cannot keep up.');
    conn.ws.send(message);
  }

  private error(conn: Connection, code: number | null, message: string, channel?: string) {
    this.send(conn, { event: 'pusher:error', ...(channel ? { channel } : {}), data: { code, message } });
  }

  private touch(conn: Connection) {
    if (conn.pongTimer) clearTimeout(conn.pongTimer);
    conn.pongTimer = undefined;
    conn.idleTimer.refresh();
  }

  private ping(conn: Connection) {
    this.send(conn, { event: 'pusher:ping', data: {} });
    conn.pongTimer = setTimeout(
      () => this.refuse(conn.ws, CLOSE.pongNotReceived, 'Pong reply not received.'),
      this.pongTimeoutMs,
    ).unref();
  }

  private drop(conn: Connection) {
    clearTimeout(conn.idleTimer);
    if (conn.pongTimer) clearTimeout(conn.pongTimer);
    for (const name of [...conn.channels.keys()]) this.leave(conn, name);
    this.connections.delete(conn.socketId);
    const fromAddress = (this.perAddress.get(conn.address) ?? 1) - 1;
    if (fromAddress > 0) this.perAddress.set(conn.address, fromAddress);
    else this.perAddress.delete(conn.address);
    if (conn.studentId !== undefined) {
      const held = this.perStudent.get(conn.studentId);
      held?.delete(conn);
      if (held?.size === 0) this.perStudent.delete(conn.studentId);
    }
  }

  private onMessage(conn: Connection, raw: RawData, isBinary: boolean) {
    this.touch(conn);
    let message: { event?: unknown; data?: unknown; channel?: unknown };
    try {
      if (isBinary) throw new Error('binary');
      message = JSON.parse(raw.toString()) as typeof message;
      if (!message || typeof message !== 'object' || typeof message.event !== 'string')
        throw new Error('shape');
    } catch {
      return this.error(conn, null, 'Messages must be JSON objects with an event name.');
    }
    let data = message.data;
    if (typeof data === 'string') {
      try {
        data = JSON.parse(data);
      } catch {
        // Kept as the string: only the subscribe events need an object, and they check.
      }
    }
    const body = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
    switch (message.event) {
      case 'pusher:ping':
        return this.send(conn, { event: 'pusher:pong', data: {} });
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        return this.subscribe(conn, body);
      case 'pusher:unsubscribe':
        if (typeof body.channel === 'string') this.leave(conn, body.channel);
        return;
      default:
        if (message.event.startsWith('client-'))
          // The app's clients never talk to each other directly: every state change goes through the API.
          return this.error(
            conn,
            null,
            'Client events are not enabled for this app.',
            typeof message.channel === 'string' ? message.channel : undefined,
          );
        return this.error(conn, null, `Unsupported event: ${message.event.slice(0, LIMITS.nameLength)}.`);
    }
  }

  /** Refuses a subscription: Pusher's `pusher:error` (4009) plus the channel's `pusher:subscription_error`. */
  private refuseSubscription(conn: Connection, channel: string, message: string, status: number) {
    this.error(conn, CLOSE.unauthorized, message, channel);
    this.send(conn, {
      event: 'pusher:subscription_error',
      channel,
      data: { type: status === 401 ? 'AuthError' : 'PusherError', error: message, status },
    });
  }

  private subscribe(conn: Connection, body: Record<string, unknown>) {
    const name = body.channel;
    if (!isValidChannelName(name)) return this.error(conn, CLOSE.unauthorized, 'Invalid channel name.');
    if (!conn.channels.has(name) && conn.channels.size >= LIMITS.channelsPerSocket)
      return this.refuseSubscription(conn, name, 'Too many channels on one connection.', 400);
    const kind = channelKind(name);
    let userId: string | undefined;
    let userInfo: unknown;
    if (kind !== 'public') {
      const channelData = kind === 'presence' ? body.channel_data : undefined;
      if (
        kind === 'presence' &&
        (typeof channelData !== 'string' || channelData.length > LIMITS.channelDataBytes)
      )
        return this.refuseSubscription(conn, name, 'A presence subscription needs channel_data.', 401);
      const auth = typeof body.auth === 'string' ? body.auth : '';
      const expected = channelAuth(this.opts, conn.socketId, name, channelData as string | undefined);
      if (!auth || !safeEqual(auth, expected))
        return this.refuseSubscription(
          conn,
          name,
          'Invalid signature: the subscription is not authorized.',
          401,
        );
      if (kind === 'presence') {
        const parsed = parseChannelData(channelData as string);
        if (!parsed) return this.refuseSubscription(conn, name, 'channel_data needs a user_id.', 400);
        ({ userId, userInfo } = parsed);
      }
    }

    if (conn.channels.has(name)) {
      // A repeated subscribe as the same user only re-confirms; as another user it replaces the membership.
      if (conn.channels.get(name) === userId) return this.succeeded(conn, name);
      this.leave(conn, name);
    }
    let channel = this.channels.get(name);
    if (!channel) {
      channel = { connections: new Set(), members: new Map() };
      this.channels.set(name, channel);
    }
    if (userId !== undefined) {
      const member = channel.members.get(userId);
      if (member) member.connections.add(conn);
      else {
        const added = JSON.stringify({
          event: 'pusher_internal:member_added',
          channel: name,
          data: JSON.stringify({ user_id: userId, user_info: userInfo }),
        });
        for (const other of channel.connections) this.sendRaw(other, added);
        channel.members.set(userId, { info: userInfo, connections: new Set([conn]) });
      }
    }
    channel.connections.add(conn);
    conn.channels.set(name, userId);
    this.succeeded(conn, name);
  }

  private succeeded(conn: Connection, name: string) {
    const channel = this.channels.get(name)!;
    let data = {};
    if (channelKind(name) === 'presence') {
      const ids = [...channel.members.keys()];
      const hash = Object.fromEntries(ids.map((id) => [id, channel.members.get(id)!.info ?? null]));
      data = { presence: { ids, hash, count: ids.length } };
    }
    this.send(conn, {
      event: 'pusher_internal:subscription_succeeded',
      channel: name,
      data: JSON.stringify(data),
    });
  }

  private leave(conn: Connection, name: string) {
    if (!conn.channels.has(name)) return;
    const userId = conn.channels.get(name);
    conn.channels.delete(name);
    const channel = this.channels.get(name);
    if (!channel) return;
    channel.connections.delete(conn);
    if (userId !== undefined) {
      const member = channel.members.get(userId);
      member?.connections.delete(conn);
      // A user with another tab still in the channel stays a member.
      if (member && member.connections.size === 0) {
        channel.members.delete(userId);
        const removed = JSON.stringify({
          event: 'pusher_internal:member_removed',
          channel: name,
          data: JSON.stringify({ user_id: userId }),
        });
        for (const other of channel.connections) this.sendRaw(other, removed);
      }
    }
    if (channel.connections.size === 0) this.channels.delete(name);
  }
}

function parseChannelData(text: string): { userId: string; userInfo: unknown } | null {
  try {
    const data = JSON.parse(text) as { user_id?: unknown; user_info?: unknown } | null;
    const id = data?.user_id;
    if ((typeof id !== 'string' && typeof id !== 'number') || String(id) === '') return null;
    return { userId: String(id), userInfo: data?.user_info };
  } catch {
    return null;
  }
}
