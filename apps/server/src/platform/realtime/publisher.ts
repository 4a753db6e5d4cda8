// The one way server code publishes realtime events. Providers: the embedded Pusher-protocol server (default) and
// any Pusher-compatible cluster through the official SDK; both are chosen by configuration in app.ts.
export interface RealtimePublisher {
  /**
   * Publishes `event` with `data` on each channel. `excludeSocketId` leaves out the sender's own connection, as
   * Pusher's `socket_id` parameter does. Failures are logged by the provider, never thrown into a request that
   * has already committed its work.
   */
  trigger(
    channels: string | string[],
    event: string,
    data: unknown,
    opts?: { excludeSocketId?: string },
  ): Promise<void>;
}

export type PublishedEvent = { channel: string; event: string; data: unknown; excludeSocketId?: string };

/** Keeps what was published: the publisher of tests, and of a server built without realtime. */
export class RecordingPublisher implements RealtimePublisher {
  readonly events: PublishedEvent[] = [];
  async trigger(
    channels: string | string[],
    event: string,
    data: unknown,
    opts: { excludeSocketId?: string } = {},
  ) {
    for (const channel of Array.isArray(channels) ? channels : [channels])
      this.events.push({
        channel,
        event,
        data,
        ...(opts.excludeSocketId ? { excludeSocketId: opts.excludeSocketId } : {}),
      });
  }
  on(channel: string, event?: string): PublishedEvent[] {
    return this.events.filter((e) => e.channel === channel && (event === undefined || e.event === event));
  }
}
