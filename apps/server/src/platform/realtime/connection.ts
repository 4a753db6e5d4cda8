// One socket of the embedded Pusher-protocol server: the handshake checks, the client's address, sending with a
// cap on what a slow client may buffer, the ping/pong that finds dead sockets, the parse of a client message, and
// the caps on open sockets per address and per student.
import type { IncomingMessage } from 'node:http';
import { WebSocket } from 'ws';
import type { RawData } from 'ws';
import { MSG } from '@quizring/contracts';
import { CLOSE, PROTOCOL_VERSION, safeEqual } from './protocol.ts';

export type Connection = {
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

/** What `claim` found: the socket is the student's (or unknown here), another student's, or one too many. */
export type Claim = 'yours' | 'unknown' | 'taken' | 'too-many';

export const MAX_MESSAGE_BYTES = 32 * 1024;
// A client that cannot keep up is disconnected (and reconnects after backing off) instead of growing memory.
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** The client's address: the leftmost X-Forwarded-For entry behind a trusted proxy (as Fastify reads it). */
export function addressOf(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy ? req.headers['x-forwarded-for'] : undefined;
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || req.socket.remoteAddress || '';
}

/** Why the handshake on /app/{key}?protocol=… is refused (close code and message), or null when it is fine. */
export function handshakeRefusal(
  key: string,
  params: URLSearchParams,
  appKey: string,
): { code: number; message: string } | null {
  if (!safeEqual(key, appKey)) return { code: CLOSE.appNotFound, message: `Application does not exist.` };
  const protocol = params.get('protocol');
  if (protocol === null) return { code: CLOSE.noProtocolVersion, message: 'No protocol version supplied.' };
  if (!/^\d+$/.test(protocol))
    return { code: CLOSE.invalidVersionFormat, message: 'Invalid version string format.' };
  if (Number(protocol) !== PROTOCOL_VERSION)
    return { code: CLOSE.unsupportedProtocol, message: `Unsupported protocol version: ${protocol}.` };
  return null;
}

/** Sends `pusher:error` and closes the socket with that code (if it is still open). */
export function refuse(ws: WebSocket, code: number, message: string): void {
  if (ws.readyState !== WebSocket.OPEN) return;
  ws.send(JSON.stringify({ event: 'pusher:error', data: { code, message } }));
  ws.close(code, message);
}

export function sendRaw(conn: Connection, message: string): void {
  if (conn.ws.readyState !== WebSocket.OPEN) return;
  if (conn.ws.bufferedAmount > MAX_BUFFERED_BYTES)
    return refuse(conn.ws, CLOSE.overCapacity, 'The connection cannot keep up.');
  conn.ws.send(message);
}

export function send(conn: Connection, message: Record<string, unknown>): void {
  sendRaw(conn, JSON.stringify(message));
}

export function sendError(conn: Connection, code: number | null, message: string, channel?: string): void {
  send(conn, { event: 'pusher:error', ...(channel ? { channel } : {}), data: { code, message } });
}

/** A new connection whose silence for `activityTimeoutMs` makes the server ping it. */
export function openConnection(
  socketId: string,
  ws: WebSocket,
  address: string,
  timing: { activityTimeoutMs: number; pongTimeoutMs: number },
): Connection {
  const conn: Connection = {
    socketId,
    ws,
    address,
    studentId: undefined,
    channels: new Map(),
    idleTimer: setTimeout(() => ping(conn, timing.pongTimeoutMs), timing.activityTimeoutMs).unref(),
    pongTimer: undefined,
  };
  return conn;
}

/** The client spoke (or answered a ping): it is alive, so the silence starts over. */
export function touch(conn: Connection): void {
  if (conn.pongTimer) clearTimeout(conn.pongTimer);
  conn.pongTimer = undefined;
  conn.idleTimer.refresh();
}

/** Pings a silent connection; one that does not answer in time is closed with 4201. */
function ping(conn: Connection, pongTimeoutMs: number): void {
  send(conn, { event: 'pusher:ping', data: {} });
  conn.pongTimer = setTimeout(
    () => refuse(conn.ws, CLOSE.pongNotReceived, 'Pong reply not received.'),
    pongTimeoutMs,
  ).unref();
}

export function stopTimers(conn: Connection): void {
  clearTimeout(conn.idleTimer);
  if (conn.pongTimer) clearTimeout(conn.pongTimer);
}

export type ClientMessage = { event: string; channel: unknown; body: Record<string, unknown> };

/**
 * A client message: a JSON object with an event name; its `data` may itself be a JSON string (as pusher-js sends
 * it). Null when the message is not such an object.
 */
export function parseClientMessage(raw: RawData, isBinary: boolean): ClientMessage | null {
  let message: { event?: unknown; data?: unknown; channel?: unknown };
  try {
    if (isBinary) throw new Error('binary');
    message = JSON.parse(raw.toString()) as typeof message;
    if (!message || typeof message !== 'object' || typeof message.event !== 'string')
      throw new Error('shape');
  } catch {
    return null;
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
  return { event: message.event, channel: message.channel, body };
}

/** The caps on open sockets: per address (a school's students share one) and per student. */
export class ConnectionCaps {
  private readonly perAddress = new Map<string, number>();
  private readonly perStudent = new Map<number, Set<Connection>>();

  constructor(private readonly limits: { perAddress: number; perStudent: number }) {}

  /** Counts a new socket from this address; false (and nothing counted) when the address holds its share. */
  admit(address: string): boolean {
    const fromAddress = this.perAddress.get(address) ?? 0;
    if (fromAddress >= this.limits.perAddress) return false;
    this.perAddress.set(address, fromAddress + 1);
    return true;
  }

  /**
   * The app is about to sign a subscription on this socket for a student: the socket becomes theirs, unless it is
   * another student's, or the student already holds their share of sockets (then this one is closed with 4004).
   */
  claim(conn: Connection, studentId: number): Claim {
    if (conn.studentId !== undefined) return conn.studentId === studentId ? 'yours' : 'taken';
    let held = this.perStudent.get(studentId);
    if ((held?.size ?? 0) >= this.limits.perStudent) {
      refuse(conn.ws, CLOSE.overConnectionQuota, MSG.tooManyConnectionsOfStudent);
      return 'too-many';
    }
    if (!held) this.perStudent.set(studentId, (held = new Set()));
    held.add(conn);
    conn.studentId = studentId;
    return 'yours';
  }

  /** The socket closed: it no longer counts for its address or its student. */
  release(conn: Connection): void {
    const fromAddress = (this.perAddress.get(conn.address) ?? 1) - 1;
    if (fromAddress > 0) this.perAddress.set(conn.address, fromAddress);
    else this.perAddress.delete(conn.address);
    if (conn.studentId !== undefined) {
      const held = this.perStudent.get(conn.studentId);
      held?.delete(conn);
      if (held?.size === 0) this.perStudent.delete(conn.studentId);
    }
  }
}
