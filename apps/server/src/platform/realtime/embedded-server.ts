// The embedded Pusher-protocol (7) server: WebSocket connections on /app/{key} of the app's own HTTP server.
// Its state (connections, subscriptions, presence members) lives in this process only, so one app instance
// serves it; deployments with several instances use REALTIME_PROVIDER=pusher and a shared cluster instead.
// This file puts the parts together: one socket in connection.ts, subscriptions and fan-out in channels.ts, and
// Pusher's HTTP events API in http-api.ts.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { WebSocket, WebSocketServer } from 'ws';
import type { RawData } from 'ws';
import { MSG } from '@quizring/contracts';
import { Channels } from './channels.ts';
import type { ChannelInfo } from './channels.ts';
import {
  addressOf,
  ConnectionCaps,
  handshakeRefusal,
  MAX_MESSAGE_BYTES,
  openConnection,
  parseClientMessage,
  refuse,
  send,
  sendError,
  stopTimers,
  touch,
} from './connection.ts';
import type { Claim, Connection } from './connection.ts';
import { CLOSE, LIMITS } from './protocol.ts';

export type { ChannelInfo } from './channels.ts';
export type { Claim } from './connection.ts';

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

export class EmbeddedRealtimeServer {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  private readonly connections = new Map<string, Connection>();
  private readonly channels: Channels;
  private readonly caps: ConnectionCaps;
  private readonly timing: { activityTimeoutMs: number; pongTimeoutMs: number };
  private closing = false;

  constructor(private readonly opts: EmbeddedServerOptions) {
    this.timing = {
      activityTimeoutMs: opts.activityTimeoutMs ?? 120_000,
      pongTimeoutMs: opts.pongTimeoutMs ?? 30_000,
    };
    this.channels = new Channels({ key: opts.key, secret: opts.secret });
    this.caps = new ConnectionCaps({
      perAddress: opts.connectionsPerAddress,
      perStudent: opts.connectionsPerStudent,
    });
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
    const address = addressOf(req, this.opts.trustProxy);
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
    return this.caps.claim(conn, studentId);
  }

  /** Delivers an event, as the HTTP events API does: `data` is the string the publisher sent. */
  publish(channels: string[], event: string, data: string, excludeSocketId?: string): void {
    this.channels.publish(channels, event, data, excludeSocketId);
  }

  channelInfo(name: string): ChannelInfo {
    return this.channels.info(name);
  }

  presenceUserIds(name: string): string[] {
    return this.channels.presenceUserIds(name);
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
    for (const ws of open) refuse(ws, CLOSE.reconnectNow, 'The server is restarting.');
    const grace = new Promise<void>((resolve) => setTimeout(resolve, 1000).unref());
    await Promise.race([Promise.all(closed), grace]);
    for (const ws of this.wss.clients) ws.terminate();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }

  private accept(ws: WebSocket, key: string, params: URLSearchParams, address: string) {
    ws.on('error', (err) => this.opts.log.debug({ err: err.message }, 'realtime socket error'));
    if (this.closing) return refuse(ws, CLOSE.reconnectNow, 'The server is restarting.');
    const refusal = handshakeRefusal(key, params, this.opts.key);
    if (refusal) return refuse(ws, refusal.code, refusal.message);
    if (!this.caps.admit(address))
      return refuse(ws, CLOSE.overConnectionQuota, MSG.tooManyConnectionsFromAddress);

    const conn = openConnection(this.newSocketId(), ws, address, this.timing);
    this.connections.set(conn.socketId, conn);
    ws.on('message', (raw, isBinary) => this.onMessage(conn, raw, isBinary));
    ws.on('pong', () => touch(conn));
    ws.on('close', () => this.drop(conn));
    send(conn, {
      event: 'pusher:connection_established',
      data: JSON.stringify({
        socket_id: conn.socketId,
        activity_timeout: Math.max(1, Math.round(this.timing.activityTimeoutMs / 1000)),
      }),
    });
  }

  private newSocketId(): string {
    for (;;) {
      const id = `${randomInt(1, 2 ** 47)}.${randomInt(1, 2 ** 47)}`;
      if (!this.connections.has(id)) return id;
    }
  }

  private drop(conn: Connection) {
    stopTimers(conn);
    this.channels.leaveAll(conn);
    this.connections.delete(conn.socketId);
    this.caps.release(conn);
  }

  private onMessage(conn: Connection, raw: RawData, isBinary: boolean) {
    touch(conn);
    const message = parseClientMessage(raw, isBinary);
    if (!message) return sendError(conn, null, 'Messages must be JSON objects with an event name.');
    const { event, body } = message;
    switch (event) {
      case 'pusher:ping':
        return send(conn, { event: 'pusher:pong', data: {} });
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        return this.channels.subscribe(conn, body);
      case 'pusher:unsubscribe':
        if (typeof body.channel === 'string') this.channels.leave(conn, body.channel);
        return;
      default:
        if (event.startsWith('client-'))
          // The app's clients never talk to each other directly: every state change goes through the API.
          return sendError(
            conn,
            null,
            'Client events are not enabled for this app.',
            typeof message.channel === 'string' ? message.channel : undefined,
          );
        return sendError(conn, null, `Unsupported event: ${event.slice(0, LIMITS.nameLength)}.`);
    }
  }
}
