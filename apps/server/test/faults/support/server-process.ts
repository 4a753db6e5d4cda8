// The real server as its own process (`node --import tsx src/server.ts`, no build needed): started with the env a
// test gives it, found ready by the line it prints, and stopped by signal. One process, not the tsx CLI's wrapper
// plus child, so that SIGKILL and SIGTERM reach the server itself.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

const SERVER_DIR = fileURLToPath(new URL('../../..', import.meta.url));
const SMALL_PACK = fileURLToPath(new URL('../../fixtures/packs/small', import.meta.url));
const READY = /running at http:\/\/localhost:(\d+)/;
const START_TIMEOUT_MS = 30_000;

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type ServerProcess = {
  port: number;
  /** http://127.0.0.1:{port} */
  base: string;
  child: ChildProcess;
  /** Everything the process wrote so far (stdout and stderr). */
  output: () => string;
  exited: Promise<Exit>;
  /** Sends the signal and waits for the process to end. */
  stop: (signal?: NodeJS.Signals) => Promise<Exit>;
};

/** A port nobody listens on right now (for a server that must come back on the same port). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Starts the server on `databaseUrl` with the small fixture pack (imported on the first start, in well under a
 * second), no demo accounts, no web app, and rate limits widened for a load from one address.
 */
export async function startServer(
  databaseUrl: string,
  opts: { dataDir: string; port?: number; env?: Record<string, string> },
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(opts.port ?? 0),
      HOST: '127.0.0.1',
      DATA_DIR: opts.dataDir,
      DATABASE_URL: databaseUrl,
      CONTENT_DIR: SMALL_PACK,
      SEED_DEMO: 'false',
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SCALE: '100',
      ...opts.env,
    },
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );

  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start within ${START_TIMEOUT_MS} ms:\n${output}`));
    }, START_TIMEOUT_MS);
    const onData = () => {
      const match = READY.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      resolve(Number(match[1]));
    };
    child.stdout!.on('data', onData);
    void exited.then((exit) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${exit.code ?? exit.signal}) before it was ready:\n${output}`));
    });
  });

  return {
    port,
    base: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
