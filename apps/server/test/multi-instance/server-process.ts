// One real QuizRing server: apps/server/src/server.ts in its own Node process (through tsx), started with an
// explicit environment, its log kept for assertions and for the failure message, and stopped (or paused) by pid.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));
const SERVER_ENTRY = fileURLToPath(new URL('../../src/server.ts', import.meta.url));

/** Only what Node needs from the test's own environment: nothing of it may configure the server by accident. */
function baseEnv(): Record<string, string> {
  const keep = ['PATH', 'HOME', 'LANG', 'TMPDIR', 'SystemRoot'];
  return Object.fromEntries(keep.flatMap((k) => (process.env[k] ? [[k, process.env[k]]] : [])));
}

/** Servers still running: if the test process ends without stopping them, they must not outlive it on its ports. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export type LogLine = { msg?: string; level?: number; [key: string]: unknown };

export class ServerProcess {
  readonly url: string;
  private readonly child: ChildProcess;
  private output = '';
  private readonly exited: Promise<number | null>;
  private exitCode: number | null | undefined;

  constructor(
    readonly name: string,
    readonly port: number,
    env: Record<string, string>,
  ) {
    this.url = `http://127.0.0.1:${port}`;
    this.child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
      cwd: SERVER_DIR,
      env: { ...baseEnv(), ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => void (this.output += chunk.toString('utf8'));
    this.child.stdout!.on('data', keep);
    this.child.stderr!.on('data', keep);
    running.add(this.child);
    this.exited = new Promise((resolve) =>
      this.child.once('exit', (code) => {
        running.delete(this.child);
        this.exitCode = code;
        resolve(code);
      }),
    );
  }

  get pid(): number {
    return this.child.pid!;
  }

  /** The JSON lines of the server's log (pino), in order; the start banner and other plain lines are left out. */
  logs(): LogLine[] {
    return this.output.split('\n').flatMap((line) => {
      if (!line.startsWith('{')) return [];
      try {
        return [JSON.parse(line) as LogLine];
      } catch {
        return [];
      }
    });
  }

  /** The end of the output, for failure messages. */
  tail(chars = 3000): string {
    return `--- ${this.name} (pid ${this.pid}) ---\n${this.output.slice(-chars)}`;
  }

  /** Resolves once GET /api/health answers 200; rejects with the log if the process exits or takes too long. */
  async ready(timeoutMs: number): Promise<number> {
    const started = Date.now();
    for (;;) {
      if (this.exitCode !== undefined)
        throw new Error(`${this.name} exited with ${this.exitCode} before it was ready\n${this.tail()}`);
      try {
        const res = await fetch(`${this.url}/api/health`, { signal: AbortSignal.timeout(1000) });
        if (res.status === 200) return Date.now() - started;
      } catch {
        // not listening yet
      }
      if (Date.now() - started > timeoutMs)
        throw new Error(`${this.name} was not ready within ${timeoutMs} ms\n${this.tail()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** Freezes the process (SIGSTOP): its timers fall due but cannot run until resume. */
  pause(): void {
    this.child.kill('SIGSTOP');
  }

  resume(): void {
    this.child.kill('SIGCONT');
  }

  /** SIGTERM (the server's graceful shutdown), then SIGKILL if it has not exited within `graceMs`. */
  async stop(graceMs = 10_000): Promise<number | null> {
    if (this.exitCode !== undefined) return this.exitCode;
    this.child.kill('SIGCONT'); // a paused process cannot act on SIGTERM
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), graceMs);
    try {
      return await this.exited;
    } finally {
      clearTimeout(timer);
    }
  }
}
