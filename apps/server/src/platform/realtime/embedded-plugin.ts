// Mounts the embedded realtime server on the app: WebSocket upgrades on /app/{key} of app.server, Pusher's HTTP
// API under /apps/{appId}, and a shutdown that closes every socket before the HTTP server waits for its clients.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context.ts';
import { EmbeddedRealtimeServer } from './embedded-server.ts';
import { realtimeHttpApi } from './http-api.ts';

export type EmbeddedRealtimeOptions = {
  /** Shorter ping timings for tests; production uses Pusher's 120 s activity timeout and 30 s for the pong. */
  activityTimeoutMs?: number;
  pongTimeoutMs?: number;
};

// The mounted server of each app (by its context), for the in-process publisher that app.ts made before it.
const mounted = new WeakMap<AppContext, EmbeddedRealtimeServer>();
export const embeddedServerOf = (ctx: AppContext | undefined) => (ctx ? mounted.get(ctx) : undefined);

export const embeddedRealtime: FastifyPluginAsync<EmbeddedRealtimeOptions> = async (app, opts) => {
  const { config } = app.ctx;
  const { appId, key, secret } = config.realtime;
  const server = new EmbeddedRealtimeServer({
    key,
    secret,
    log: app.log,
    activityTimeoutMs: opts.activityTimeoutMs,
    pongTimeoutMs: opts.pongTimeoutMs,
    connectionsPerAddress: config.realtime.connectionsPerAddress * config.rateLimitScale,
    connectionsPerStudent: config.realtime.connectionsPerStudent * config.rateLimitScale,
    trustProxy: config.trustProxy,
  });

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (server.handleUpgrade(req, socket, head)) return;
    socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  };
  app.server.on('upgrade', onUpgrade);
  mounted.set(app.ctx, server);
  // preClose, not onClose: open WebSockets would keep the HTTP server from closing.
  app.addHook('preClose', async () => {
    app.server.off('upgrade', onUpgrade);
    mounted.delete(app.ctx);
    await server.close();
  });

  await app.register(realtimeHttpApi, { server, appId, key, secret });
};
