// The embedded provider's publisher: it hands each event straight to the embedded server of this process, with
// the limits of Pusher's HTTP events API, instead of signing an HTTP request to its own port. That request added
// server work to every Ring answer and, under load, timed out and lost events (bench/results/
// optimisations-ring-web.md). The `pusher` provider still publishes through the official SDK.
import type { FastifyBaseLogger } from 'fastify';
import type { EmbeddedRealtimeServer } from './embedded-server.ts';
import { LIMITS } from './protocol.ts';
import type { RealtimePublisher } from './publisher.ts';

export class InProcessPublisher implements RealtimePublisher {
  /** `server` answers undefined until the embedded server is mounted (and after it closed). */
  constructor(
    private readonly server: () => EmbeddedRealtimeServer | undefined,
    private readonly log: FastifyBaseLogger,
  ) {}

  async trigger(
    channels: string | string[],
    event: string,
    data: unknown,
    opts: { excludeSocketId?: string } = {},
  ): Promise<void> {
    const list = Array.isArray(channels) ? channels : [channels];
    const server = this.server();
    if (list.length === 0 || !server) return;
    // As the SDK sends it: a string as it is, anything else as JSON.
    const text = typeof data === 'string' ? data : JSON.stringify(data);
    // What Pusher (and the embedded HTTP API) would refuse is refused here too, so both providers behave alike.
    if (Buffer.byteLength(text, 'utf8') > LIMITS.dataBytes) {
      this.log.warn({ event, channels: list.length }, 'realtime publish refused: data over 10 KB');
      return;
    }
    server.publish(list, event, text, opts.excludeSocketId);
  }
}
