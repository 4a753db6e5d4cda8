// The publishers of the two providers: the official `pusher` SDK, pointed at a Pusher-compatible cluster, and for
// the embedded server the in-process publisher (in-process-publisher.ts), which hands events to it directly.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import Pusher from 'pusher';
import type { AppConfig } from '../../config.ts';
import type { AppContext } from '../context.ts';
import { embeddedServerOf } from './embedded-plugin.ts';
import { InProcessPublisher } from './in-process-publisher.ts';
import { LIMITS } from './protocol.ts';
import type { RealtimePublisher } from './publisher.ts';

export class PusherSdkPublisher implements RealtimePublisher {
  /** `client` answers undefined while there is nowhere to publish to. */
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

/** The configured provider's publisher: `embedded` (default) or `pusher`. */
export function createRealtimePublisher(app: FastifyInstance, config: AppConfig): RealtimePublisher {
  const rt = config.realtime;
  if (rt.provider === 'embedded')
    // The embedded server is mounted later (a plugin registered after this publisher is made); found per event.
    return new InProcessPublisher(() => embeddedServerOf((app as { ctx?: AppContext }).ctx), app.log);
  const credentials = { appId: rt.appId, key: rt.key, secret: rt.secret, timeout: PUBLISH_TIMEOUT_MS };
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
