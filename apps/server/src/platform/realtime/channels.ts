// The channels of the embedded Pusher-protocol server: subscriptions (signed for private and presence channels),
// presence members with their join and leave notices, and the fan-out of a published event to every subscriber.
import { CLOSE, LIMITS, channelAuth, channelKind, isValidChannelName, safeEqual } from './protocol.ts';
import { send, sendError, sendRaw } from './connection.ts';
import type { Connection } from './connection.ts';

type Member = { info: unknown; connections: Set<Connection> };
type Channel = { connections: Set<Connection>; members: Map<string, Member> };

export type ChannelInfo = { occupied: boolean; subscription_count: number; user_count?: number };

export class Channels {
  private readonly channels = new Map<string, Channel>();

  /** The key and secret that sign subscriptions. */
  constructor(private readonly app: { key: string; secret: string }) {}

  /** Delivers an event, as the HTTP events API does: `data` is the string the publisher sent. */
  publish(channels: string[], event: string, data: string, excludeSocketId?: string): void {
    for (const name of channels) {
      const channel = this.channels.get(name);
      if (!channel) continue;
      const message = JSON.stringify({ event, channel: name, data });
      for (const conn of channel.connections) if (conn.socketId !== excludeSocketId) sendRaw(conn, message);
    }
  }

  info(name: string): ChannelInfo {
    const channel = this.channels.get(name);
    const info: ChannelInfo = { occupied: !!channel, subscription_count: channel?.connections.size ?? 0 };
    if (channelKind(name) === 'presence') info.user_count = channel?.members.size ?? 0;
    return info;
  }

  presenceUserIds(name: string): string[] {
    return [...(this.channels.get(name)?.members.keys() ?? [])];
  }

  /** `pusher:subscribe`: checks the name, the cap per socket and the signature, then joins (as a member). */
  subscribe(conn: Connection, body: Record<string, unknown>): void {
    const name = body.channel;
    if (!isValidChannelName(name)) return sendError(conn, CLOSE.unauthorized, 'Invalid channel name.');
    if (!conn.channels.has(name) && conn.channels.size >= LIMITS.channelsPerSocket)
      return refuseSubscription(conn, name, 'Too many channels on one connection.', 400);
    const kind = channelKind(name);
    let userId: string | undefined;
    let userInfo: unknown;
    if (kind !== 'public') {
      const channelData = kind === 'presence' ? body.channel_data : undefined;
      if (
        kind === 'presence' &&
        (typeof channelData !== 'string' || channelData.length > LIMITS.channelDataBytes)
      )
        return refuseSubscription(conn, name, 'A presence subscription needs channel_data.', 401);
      const auth = typeof body.auth === 'string' ? body.auth : '';
      const expected = channelAuth(this.app, conn.socketId, name, channelData as string | undefined);
      if (!auth || !safeEqual(auth, expected))
        return refuseSubscription(conn, name, 'Invalid signature: the subscription is not authorized.', 401);
      if (kind === 'presence') {
        const parsed = parseChannelData(channelData as string);
        if (!parsed) return refuseSubscription(conn, name, 'channel_data needs a user_id.', 400);
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
        for (const other of channel.connections) sendRaw(other, added);
        channel.members.set(userId, { info: userInfo, connections: new Set([conn]) });
      }
    }
    channel.connections.add(conn);
    conn.channels.set(name, userId);
    this.succeeded(conn, name);
  }

  /** Leaves a channel; the last socket of a presence member removes the member and tells the others. */
  leave(conn: Connection, name: string): void {
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
        for (const other of channel.connections) sendRaw(other, removed);
      }
    }
    if (channel.connections.size === 0) this.channels.delete(name);
  }

  /** A closed socket leaves all its channels. */
  leaveAll(conn: Connection): void {
    for (const name of [...conn.channels.keys()]) this.leave(conn, name);
  }

  private succeeded(conn: Connection, name: string): void {
    const channel = this.channels.get(name)!;
    let data = {};
    if (channelKind(name) === 'presence') {
      const ids = [...channel.members.keys()];
      const hash = Object.fromEntries(ids.map((id) => [id, channel.members.get(id)!.info ?? null]));
      data = { presence: { ids, hash, count: ids.length } };
    }
    send(conn, {
      event: 'pusher_internal:subscription_succeeded',
      channel: name,
      data: JSON.stringify(data),
    });
  }
}

/** Refuses a subscription: Pusher's `pusher:error` (4009) plus the channel's `pusher:subscription_error`. */
function refuseSubscription(conn: Connection, channel: string, message: string, status: number): void {
  sendError(conn, CLOSE.unauthorized, message, channel);
  send(conn, {
    event: 'pusher:subscription_error',
    channel,
    data: { type: status === 401 ? 'AuthError' : 'PusherError', error: message, status },
  });
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
