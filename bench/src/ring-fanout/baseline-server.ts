// The baseline of the fan-out: a bare `ws` server and a bare `node:http` endpoint in the bench's own process (where
// the app runs too), doing only what fan-out cannot avoid. POST /broadcast takes an answer's event, writes it to
// every other socket of the channel and only then answers, as the app publishes before it answers. It speaks just
// enough of the Pusher protocol (connection_established, subscription_succeeded) for the same pusher-js clients
// to connect, so both runs pay the same client-side costs and the difference is the server's.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';

export type BaselineServer = { port: number; close: () => Promise<void> };

type Socket = { id: string; ws: WebSocket; channels: Set<string> };

export async function startBaselineServer(port: number): Promise<BaselineServer> {
  const sockets = new Map<string, Socket>();
  const channels = new Map<string, Set<Socket>>();
  let next = 0;

  const server = http.createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/broadcast') {
      res.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        channel: string;
        event: string;
        data: string;
        socket_id?: string;
      };
      const message = JSON.stringify({ event: body.event, channel: body.channel, data: body.data });
      for (const s of channels.get(body.channel) ?? [])
        if (s.id !== body.socket_id && s.ws.readyState === WebSocket.OPEN) s.ws.send(message);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  // Fastify's keep-alive timeout (72 s), not node's 5 s: players pause longer than 5 s between answers.
  server.keepAliveTimeout = 72_000;
  const wss = new WebSocketServer({ server });
  wss.on('connection', (ws) => {
    const socket: Socket = { id: `${++next}.${next}`, ws, channels: new Set() };
    sockets.set(socket.id, socket);
    ws.send(
      JSON.stringify({
        event: 'pusher:connection_established',
        data: JSON.stringify({ socket_id: socket.id, activity_timeout: 120 }),
      }),
    );
    ws.on('message', (raw) => {
      const m = JSON.parse(raw.toString()) as { event: string; data?: { channel?: string } };
      if (m.event === 'pusher:ping') ws.send(JSON.stringify({ event: 'pusher:pong', data: {} }));
      if (m.event !== 'pusher:subscribe' || typeof m.data?.channel !== 'string') return;
      const name = m.data.channel;
      let members = channels.get(name);
      if (!members) channels.set(name, (members = new Set()));
      members.add(socket);
      socket.channels.add(name);
      // No presence roster: the baseline has nothing to say about members.
      ws.send(
        JSON.stringify({
          event: 'pusher_internal:subscription_succeeded',
          channel: name,
          data: JSON.stringify({ presence: { ids: [], hash: {}, count: 0 } }),
        }),
      );
    });
    ws.on('close', () => {
      for (const name of socket.channels) channels.get(name)?.delete(socket);
      sockets.delete(socket.id);
    });
    ws.on('error', () => {});
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: async () => {
      for (const s of sockets.values()) s.ws.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
