import type { AppConfig } from '../../config.ts';

/** Where pusher-js connects for a Pusher Channels cluster (its own default for `cluster`). */
export const pusherChannelsSocketHost = (cluster: string) => `ws-${cluster}.pusher.com`;

/**
 * Where the browser's realtime socket connects: null for the embedded server (the page's own host and port).
 * Pusher Channels (no PUSHER_HOST) has its cluster's socket host, which the browser must be told.
 */
export function browserRealtimeSocket(
  rt: AppConfig['realtime'],
): { host: string; port: number; tls: boolean } | null {
  if (rt.provider === 'embedded') return null;
  return { host: rt.host ?? pusherChannelsSocketHost(rt.cluster), port: rt.port ?? 443, tls: rt.tls ?? true };
}
