// A TCP proxy in front of PostgreSQL that a test can cut: 'refuse' drops every open connection and stops listening
// (the database went away: ECONNREFUSED), 'blackhole' drops them and then accepts new ones without ever answering
// (a network that swallows packets: only a timeout ends the wait). restore() forwards again on the same port.
import net from 'node:net';

export type Cut = 'refuse' | 'blackhole';

export class TcpProxy {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  private cut: Cut | null = null;
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async start(): Promise<number> {
    await this.listen(0);
    return this.port;
  }

  private listen(port: number): Promise<void> {
    const server = net.createServer((client) => this.accept(client));
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        this.port = (server.address() as net.AddressInfo).port;
        resolve();
      });
    });
  }

  private track(socket: net.Socket) {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  }

  private accept(client: net.Socket) {
    this.track(client);
    if (this.cut === 'blackhole') return;
    const upstream = net.connect(this.target.port, this.target.host);
    this.track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  }

  private dropAll() {
    for (const s of this.sockets) s.destroy();
    this.sockets.clear();
  }

  async cutOff(how: Cut): Promise<void> {
    this.cut = how;
    this.dropAll();
    if (how === 'refuse' && this.server) {
      const server = this.server;
      this.server = null;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    if (how === 'blackhole' && !this.server) await this.listen(this.port);
  }

  async restore(): Promise<void> {
    this.dropAll();
    this.cut = null;
    if (!this.server) await this.listen(this.port);
  }

  async close(): Promise<void> {
    await this.cutOff('refuse');
  }
}
