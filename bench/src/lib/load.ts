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
  /** Wait for a signal to start (prepareLoad). */
  onSignal?: boolean;
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
  /** Answers by status code. */
  statuses: Record<string, number>;
};

const WORKER = fileURLToPath(new URL('./load-worker.ts', import.meta.url));

/** One autocannon run in a forked process (the same TypeScript loader as the parent). */
export async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  return (await prepareLoad({ ...spec, onSignal: false })).go();
}

/**
 * The load generator started and loaded, waiting: `go` starts the load at once (its process's start-up, which
 * takes a core for a moment, is over by then) and answers with its figures.
 */
export function prepareLoad(spec: LoadSpec): Promise<{ go: () => Promise<LoadResult> }> {
  const child = fork(WORKER, [], { execArgv: ['--import', import.meta.resolve('tsx')] });
  let done = false;
  const result = new Promise<LoadResult>((resolve, reject) => {
    child.on('message', (msg: LoadResult | { error: string } | 'ready') => {
      if (msg === 'ready') return;
      done = true;
      if ('error' in msg) reject(new Error(msg.error));
      else resolve(msg);
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (!done) reject(new Error(`load worker exited with ${code}`));
    });
  });
  child.send({ ...spec, onSignal: spec.onSignal ?? true });
  if (spec.onSignal === false) return Promise.resolve({ go: () => result });
  return new Promise((resolve, reject) => {
    const onReady = (msg: unknown) => {
      if (msg !== 'ready') return;
      child.off('message', onReady);
      resolve({
        go: () => {
          child.send('go');
          return result;
        },
      });
    };
    child.on('message', onReady);
    result.catch(reject);
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
