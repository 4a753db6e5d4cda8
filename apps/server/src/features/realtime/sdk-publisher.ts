// The publisher of both providers: the official `pusher` SDK, pointed at a Pusher-compatible cluster, or at the
// embedded server's own HTTP API on this process's listening port, so that publishing is one code path.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import Pusher from 'pusher';
import type { AppConfig } from '../../config.ts';
import { LIMITS } from './protocol.ts';
import type { RealtimePublisher } from './publisher.ts';

export class PusherSdkPublisher implements RealtimePublisher {
  /** `client` answers undefined while there is nowhere to publish to (the embedded server is not listening yet). */
  constructor(
    private readonly client: () => Pusher | undefined,
    private readonly log: FastifyBaseLogger,
  ) {}

  async trigger(
    channels: string | string[],
    event: string,
    data: unknown,
    opts: { excludeSocketId?: string } = {},
  ): Promise<void> {
    const list = Array.isArray(channels) ? channels : [channels];
    if (list.length === 0) return;
    try {
      const sdk = this.client();
      if (!sdk) return;
      const params = opts.excludeSocketId ? { socket_id: opts.excludeSocketId } : undefined;
      for (let i = 0; i < list.length; i += LIMITS.channelsPerEvent)
        await sdk.trigger(list.slice(i, i + LIMITS.channelsPerEvent), event, data, params);
    } catch (err) {
      // Only the status and message: the SDK's error also carries the signed URL.
      const e = err as { status?: number; message?: string };
      this.log.warn(
        { event, channels: list.length, status: e.status, error: e.message },
        'realtime publish failed',
      );
    }
  }
}

const PUBLISH_TIMEOUT_MS = 5000;

/** Loopback address of the interface the app listens on (a wildcard address is reachable on loopback). */
function loopbackHost(addr: AddressInfo): string {
  if (addr.address === '0.0.0.0') return '127.0.0.1';
  if (addr.address === '::') return '[::1]';
  return addr.family === 'IPv6' ? `[${addr.address}]` : addr.address;
}

/** The configured provider's publisher: `embedded` (default) or `pusher`. */
export function createRealtimePublisher(app: FastifyInstance, config: AppConfig): RealtimePublisher {
  const rt = config.realtime;
  const credentials = { appId: rt.appId, key: rt.key, secret: rt.secret, timeout: PUBLISH_TIMEOUT_MS };
  if (rt.provider === 'pusher') {
    const sdk = rt.host
      ? new Pusher({
          ...credentials,
          host: rt.host,
          ...(rt.port ? { port: String(rt.port) } : {}),
          useTLS: rt.tls ?? true,
        })
      : new Pusher({ ...credentials, cluster: rt.cluster, useTLS: rt.tls ?? true });
    return new PusherSdkPublisher(() => sdk, app.log);
  }

  // The port is known only after listen (port 0 in tests), so the client is made on first use.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  app.addHook('onClose', async () => agent.destroy());
  let current: { host: string; port: number; sdk: Pusher } | undefined;
  return new PusherSdkPublisher(() => {
    const addr = app.server.listening ? app.server.address() : null;
    if (!addr || typeof addr === 'string') return undefined;
    const host = loopbackHost(addr);
    if (current?.host !== host || current.port !== addr.port)
      current = {
        host,
        port: addr.port,
        sdk: new Pusher({ ...credentials, host, port: String(addr.port), useTLS: false, agent }),
      };
    return current.sdk;
  }, app.log);
}
