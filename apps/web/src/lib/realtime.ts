// The one realtime connection of the signed-in user: a pusher-js client created on
// first use, configured from the public config, authorizing private and presence channels through
// POST /api/broadcasting/auth with the bearer token. pusher-js is imported on demand so that pages which
// never subscribe (the sign-in page above all) do not download it.
import { useSyncExternalStore } from 'react';
import type Pusher from 'pusher-js';
import type { Channel, ChannelAuthorizationHandler, Options } from 'pusher-js';
import { MSG, PublicConfigResponse, studentChannel } from '@quizring/contracts';
import type { PublicConfig } from '@quizring/contracts';
import { api, API_BASE, onUnauthorized } from './api-client';
import { STORAGE_KEYS } from './storage';

export const CONNECTION_STATES = [
  'initialized',
  'connecting',
  'connected',
  'unavailable',
  'failed',
  'disconnected',
] as const;
export type ConnectionState = (typeof CONNECTION_STATES)[number];

/** Raised on `window` when the server says the student's friends or friend requests changed. */
export const FRIENDS_CHANGED_EVENT = 'friends-changed';
export type FriendsChangedDetail = { event: string; data: unknown };

export const DEFAULT_CLUSTER = 'ap2';
export const BROADCASTING_AUTH_PATH = `${API_BASE}/broadcasting/auth`;

export type RealtimeConfig = PublicConfig['realtime'];
type PageLocation = Pick<Location, 'hostname' | 'port' | 'protocol'>;

/**
 * Host '' and port 0 mean the page's own host and port: the embedded server listens on the app's port,
 * so one build serves both the embedded server and any Pusher-compatible cluster.
 */
export function pusherOptions(
  config: RealtimeConfig,
  authorize: ChannelAuthorizationHandler,
  page: PageLocation = window.location,
): Options {
  const pagePort = Number(page.port) || 0;
  return {
    cluster: config.cluster || DEFAULT_CLUSTER,
    wsHost: config.host || page.hostname,
    wsPort: config.port || pagePort || 80,
    wssPort: config.port || pagePort || 443,
    forceTLS: config.tls || page.protocol === 'https:',
    disableStats: true,
    enabledTransports: ['ws', 'wss'],
    channelAuthorization: { customHandler: authorize },
  };
}

const readToken = () => localStorage.getItem(STORAGE_KEYS.authToken);

type AuthData = { auth: string; channel_data?: string; shared_secret?: string };

function authDataOf(body: unknown): AuthData | null {
  const candidates = [body, (body as { data?: unknown } | null)?.data];
  for (const c of candidates) {
    if (c && typeof c === 'object' && typeof (c as AuthData).auth === 'string') return c as AuthData;
  }
  return null;
}

/** A refused authorization fails the subscription with 'Auth {status}: {text}'. */
export function createChannelAuthorizer(
  getToken: () => string | null = readToken,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): ChannelAuthorizationHandler {
  return ({ socketId, channelName }, callback) => {
    const token = getToken();
    fetchImpl(BROADCASTING_AUTH_PATH, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ socket_id: socketId, channel_name: channelName }),
    })
      .then(async (res) => {
        if (!res.ok) {
          const text = await res.text().catch(() => '');
          callback(new Error(MSG.authFailed(res.status, text)), null);
          return;
        }
        const data = authDataOf(await res.json());
        if (data) callback(null, data);
        else callback(new Error(MSG.authFailed(res.status, 'no authorization in the response')), null);
      })
      .catch((err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), null));
  };
}

// ---- Connection state ----

let connectionState: ConnectionState = 'initialized';
const stateListeners = new Set<() => void>();

function setConnectionState(next: string) {
  const state = (CONNECTION_STATES as readonly string[]).includes(next)
    ? (next as ConnectionState)
    : 'unavailable';
  if (state === connectionState) return;
  connectionState = state;
  stateListeners.forEach((l) => l());
}

export function getConnectionState(): ConnectionState {
  return connectionState;
}

export function onConnectionStateChange(listener: () => void): () => void {
  stateListeners.add(listener);
  return () => stateListeners.delete(listener);
}

export function useConnectionState(): ConnectionState {
  return useSyncExternalStore(onConnectionStateChange, getConnectionState, getConnectionState);
}

// ---- The client ----

type Client = { token: string; promise: Promise<Pusher | null>; pusher: Pusher | null };
let client: Client | null = null;
let configPromise: Promise<RealtimeConfig> | null = null;

function loadConfig(): Promise<RealtimeConfig> {
  configPromise ??= api.get('/config', PublicConfigResponse).then(
    (r) => r.data.realtime,
    (err: unknown) => {
      configPromise = null;
      throw err;
    },
  );
  return configPromise;
}

/** The client for the stored token; a different token (another sign-in) replaces it. */
function getClient(): Promise<Pusher | null> {
  const token = readToken();
  if (!token) return Promise.resolve(null);
  if (client?.token === token) return client.promise;
  disconnectRealtime();
  const entry: Client = { token, pusher: null, promise: Promise.resolve(null) };
  entry.promise = Promise.all([import('pusher-js'), loadConfig()]).then(
    ([{ default: PusherClient }, config]) => {
      // Signed out, or signed in again, while pusher-js was loading.
      if (client !== entry) return null;
      const pusher = new PusherClient(config.key, pusherOptions(config, createChannelAuthorizer()));
      pusher.connection.bind('state_change', ({ current }: { current: string }) =>
        setConnectionState(current),
      );
      setConnectionState(pusher.connection.state);
      entry.pusher = pusher;
      return pusher;
    },
  );
  entry.promise.catch((err: unknown) => {
    if (client === entry) client = null;
    console.warn('Realtime unavailable', err);
    setConnectionState('unavailable');
  });
  client = entry;
  return entry.promise;
}

/** Closes the connection and forgets it (sign-out, or the signed-in shell going away). */
export function disconnectRealtime(): void {
  const pusher = client?.pusher;
  client = null;
  subscriptionCounts.clear();
  if (pusher) {
    pusher.disconnect();
    pusher.connection.unbind('state_change');
  }
  setConnectionState(pusher ? 'disconnected' : connectionState);
}

onUnauthorized(disconnectRealtime);

// ---- Subscriptions ----

export type PresenceMember = { id: string; info: unknown };

export type ChannelHandlers = {
  /** Event name → what to do with the event's data. */
  events?: Record<string, (data: unknown) => void>;
  /** The subscription succeeded; a presence channel passes who is there. */
  onSubscribed?: (members: PresenceMember[]) => void;
  onMemberAdded?: (member: PresenceMember) => void;
  onMemberRemoved?: (member: PresenceMember) => void;
  /** The subscription failed (e.g. 'Auth 403: …'). */
  onError?: (error: unknown) => void;
};

const subscriptionCounts = new Map<string, number>();

type MembersLike = { each?: (fn: (m: PresenceMember) => void) => void };
function membersOf(members: unknown): PresenceMember[] {
  const list: PresenceMember[] = [];
  (members as MembersLike | null)?.each?.((m) => list.push({ id: String(m.id), info: m.info }));
  return list;
}

function bindAll(channel: Channel, handlers: ChannelHandlers): () => void {
  const bindings: [string, (data: unknown) => void][] = [
    ...Object.entries(handlers.events ?? {}),
    ['pusher:subscription_succeeded', (data) => handlers.onSubscribed?.(membersOf(data))],
    ['pusher:member_added', (data) => handlers.onMemberAdded?.(data as PresenceMember)],
    ['pusher:member_removed', (data) => handlers.onMemberRemoved?.(data as PresenceMember)],
    [
      'pusher:subscription_error',
      (error) => {
        // Realtime errors are logged only; the page decides whether to fall back to polling.
        console.warn('Realtime subscription failed', channel.name, error);
        handlers.onError?.(error);
      },
    ],
  ];
  for (const [event, callback] of bindings) channel.bind(event, callback);
  // A second subscriber to a channel that is already up gets its snapshot at once.
  if (channel.subscribed) {
    handlers.onSubscribed?.(membersOf((channel as Channel & { members?: unknown }).members));
  }
  return () => {
    for (const [event, callback] of bindings) channel.unbind(event, callback);
  };
}

/**
 * Subscribes to `channelName` with `handlers`; returns the unsubscribe, usable at once (an effect's
 * cleanup) even while the client is still loading. Channels are shared: the last one out unsubscribes.
 */
export function subscribeChannel(channelName: string, handlers: ChannelHandlers): () => void {
  let isActive = true;
  let unbind: (() => void) | null = null;
  let subscribedOn: Pusher | null = null;
  getClient().then(
    (pusher) => {
      if (!isActive || !pusher) return;
      subscribedOn = pusher;
      subscriptionCounts.set(channelName, (subscriptionCounts.get(channelName) ?? 0) + 1);
      unbind = bindAll(pusher.subscribe(channelName), handlers);
    },
    (err: unknown) => {
      if (isActive) handlers.onError?.(err);
    },
  );
  return () => {
    isActive = false;
    unbind?.();
    if (!subscribedOn || client?.pusher !== subscribedOn) return;
    const left = (subscriptionCounts.get(channelName) ?? 1) - 1;
    if (left > 0) {
      subscriptionCounts.set(channelName, left);
    } else {
      subscriptionCounts.delete(channelName);
      subscribedOn.unsubscribe(channelName);
    }
  };
}

export function subscribePresence(channelName: string, handlers: ChannelHandlers): () => void {
  return subscribeChannel(channelName, handlers);
}

export function subscribeStudentChannel(userId: number, handlers: ChannelHandlers): () => void {
  return subscribeChannel(studentChannel(userId), handlers);
}
