// Load generation with autocannon in a child process, and single timed requests for sequential probes.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export type LoadSpec = {
  url: string;
  /** Paths (with query) cycled through request by request. */
  paths: string[];
  /** Bearer tokens cycled through request by request (empty: no Authorization header). */
  tokens: string[];
  connections: number;
  durationSec: number;
  /** Stop after this many requests instead (with durationSec as a limit). */
  amount?: number;
  /** Requests per second over all connections; unset: as fast as the server answers (closed loop). */
  overallRate?: number;
};

export type LoadResult = {
  rps: number;
  p50_ms: number;
  p90_ms: number;
  p99_ms: number;
  max_ms: number;
  requests: number;
  non2xx: number;
  errors: number;
};

const WORKER = fileURLToPath(new URL('./load-worker.ts', import.meta.url));

/** One autocannon run in a forked process (the same TypeScript loader as the parent). */
export function runLoad(spec: LoadSpec): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(WORKER, [], { execArgv: ['--import', import.meta.resolve('tsx')] });
    let done = false;
    child.once('message', (msg: LoadResult | { error: string }) => {
      done = true;
      if ('error' in msg) reject(new Error(msg.error));
      else resolve(msg);
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (!done) reject(new Error(`load worker exited with ${code}`));
    });
    child.send(spec);
  });
}

/** One GET from this process with a student's token; its latency in ms (throws unless 200). */
export async function timedGet(url: string, token: string): Promise<number> {
  const start = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}`);
  return performance.now() - start;
}
