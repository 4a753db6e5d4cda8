// The parts of Pusher's protocol (version 7) and of its REST signing that the embedded server, the HTTP events API
// and the broadcasting auth endpoint share, so that the three agree with each other and with a Pusher cluster.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export const PROTOCOL_VERSION = 7;

/**
 * Close codes and `pusher:error` codes as Pusher documents them: 4000-4099 the client must not reconnect,
 * 4100-4199 it reconnects after backing off, 4200-4299 it reconnects at once.
 */
export const CLOSE = {
  appNotFound: 4001,
  /** Final for pusher-js (it stays disconnected): the caps on sockets per address and per student. */
  overConnectionQuota: 4004,
  invalidVersionFormat: 4006,
  unsupportedProtocol: 4007,
  noProtocolVersion: 4008,
  /** Also the code of a refused subscription (bad or missing signature), as Pusher-compatible servers send it. */
  unauthorized: 4009,
  overCapacity: 4100,
  reconnectNow: 4200,
  pongNotReceived: 4201,
} as const;

/** Pusher's limits: channel and event names, event data on the HTTP API, channels per publish, batch size. */
export const LIMITS = {
  nameLength: 200,
  dataBytes: 10 * 1024,
  channelsPerEvent: 100,
  batchEvents: 10,
  channelDataBytes: 1024,
  channelsPerSocket: 100,
} as const;

const CHANNEL_NAME = /^[-a-zA-Z0-9_=@,.;]+$/;
export const SOCKET_ID = /^\d+\.\d+$/;

export const isValidChannelName = (name: unknown): name is string =>
  typeof name === 'string' && name.length <= LIMITS.nameLength && CHANNEL_NAME.test(name);

export type ChannelKind = 'public' | 'private' | 'presence';
export function channelKind(name: string): ChannelKind {
  if (name.startsWith('presence-')) return 'presence';
  if (name.startsWith('private-')) return 'private';
  return 'public';
}

export const hmacHex = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text, 'utf8').digest('hex');

export const md5Hex = (body: Buffer | string) => createHash('md5').update(body).digest('hex');

/** Compares two secrets-derived strings in constant time (for equal lengths; a length mismatch is a mismatch). */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The `auth` of a private (no channel data) or presence subscription: `key:HMAC(socket_id:channel[:channel_data])`. */
export function channelAuth(
  app: { key: string; secret: string },
  socketId: string,
  channel: string,
  channelData?: string,
): string {
  const text = channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
  return `${app.key}:${hmacHex(app.secret, text)}`;
}

type Query = Record<string, unknown>;
export type RestAuthResult = { ok: true } | { ok: false; status: 400 | 401; message: string };

/** How far an `auth_timestamp` may be from the server's clock, as on Pusher. */
export const REST_TIMESTAMP_WINDOW_S = 600;

/**
 * Checks a signed HTTP API request as Pusher's REST authentication specifies: every query parameter but
 * `auth_signature`, keys lower-cased and sorted, joined `k=v&…`, signed with the method and the path; `body_md5`
 * covers the exact bytes of a non-empty body; the timestamp is recent.
 */
export function verifyRestRequest(input: {
  method: string;
  path: string;
  query: Query;
  rawBody: Buffer;
  key: string;
  secret: string;
  nowMs: number;
}): RestAuthResult {
  const params: Record<string, string> = {};
  for (const [k, v] of Object.entries(input.query)) {
    if (typeof v !== 'string')
      return { ok: false, status: 400, message: `Query parameter ${k} is repeated.` };
    params[k.toLowerCase()] = v;
  }
  const { auth_key, auth_timestamp, auth_version, auth_signature, body_md5 } = params;
  if (!auth_key || !auth_timestamp || !auth_version || !auth_signature)
    return {
      ok: false,
      status: 401,
      message: 'Missing auth_key, auth_timestamp, auth_version or auth_signature.',
    };
  if (!safeEqual(auth_key, input.key)) return { ok: false, status: 401, message: 'Unknown auth_key.' };
  if (auth_version !== '1.0') return { ok: false, status: 401, message: 'Unsupported auth_version.' };
  const timestamp = /^\d{1,12}$/.test(auth_timestamp) ? Number(auth_timestamp) : NaN;
  const now = Math.floor(input.nowMs / 1000);
  if (!Number.isFinite(timestamp) || Math.abs(now - timestamp) > REST_TIMESTAMP_WINDOW_S)
    return {
      ok: false,
      status: 401,
      message: `Timestamp expired: given timestamp is not within ${REST_TIMESTAMP_WINDOW_S}s of server time ${now}.`,
    };
  if (input.rawBody.length > 0 || body_md5 !== undefined) {
    if (!body_md5 || !safeEqual(body_md5, md5Hex(input.rawBody)))
      return { ok: false, status: 401, message: 'The body_md5 does not match the body.' };
  }
  const signed = Object.keys(params)
    .filter((k) => k !== 'auth_signature')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  const expected = hmacHex(input.secret, `${input.method.toUpperCase()}\n${input.path}\n${signed}`);
  if (!safeEqual(auth_signature, expected)) return { ok: false, status: 401, message: 'Invalid signature.' };
  return { ok: true };
}
