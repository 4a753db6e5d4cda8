// The built app as the end-to-end suite runs it: node apps/server/dist/server.js in demo mode on a fresh data
// directory (so the demo accounts are seeded), serving the built web app. Also builds it first when needed.
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');
const SERVER_ENTRY = path.join(REPO_ROOT, 'apps/server/dist/server.js');

/**
 * Runs `npm run build` when the web app's manifest or the server bundle is missing. Other work on this machine may
 * build the same dist folders: the build holds the shared build lock (flock) where the system has it.
 */
export function ensureBuilt(log: (line: string) => void): void {
  if (fs.existsSync(path.join(WEB_DIST, '.vite', 'manifest.json')) && fs.existsSync(SERVER_ENTRY)) return;
  log('web: building (npm run build)…');
  const lock = path.join(tmpdir(), 'quizring-build.lock');
  const hasFlock = spawnSync('flock', ['--version'], { stdio: 'ignore' }).status === 0;
  const [cmd, args] = hasFlock ? ['flock', [lock, 'npm', 'run', 'build']] : ['npm', ['run', 'build']];
  const result = spawnSync(cmd, args as string[], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run build failed (${result.status})`);
}

export type BuiltServer = { origin: string; close: () => Promise<void> };

/** `logLevel`: the Lighthouse runs keep the log quiet; a latency row measures the default (`info`, every request). */
export async function startBuiltServer(port: number, logLevel = 'warn'): Promise<BuiltServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'quizring-bench-web-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APP_MODE: 'demo',
    LOG_LEVEL: logLevel,
  };
  delete env.DATABASE_URL;
  const child: ChildProcess = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const close = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  const until = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) {
      await close();
      throw new Error(`the built server exited (${child.exitCode}) before answering`);
    }
    const ok = await fetch(`${origin}/api/config`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { origin, close };
    if (Date.now() > until) {
      await close();
      throw new Error(`the built server did not answer on ${origin} within 120 s`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}
