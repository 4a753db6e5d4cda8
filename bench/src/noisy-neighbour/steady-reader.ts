// Students reading at a steady pace, run as a CHILD process (the server's event loop and the burst's load
// generator are elsewhere). Requests leave on a fixed schedule whether or not the previous one has answered, so a
// slow answer cannot delay the next request and hide itself (coordinated omission); each is timed to the
// microsecond, which autocannon's whole milliseconds cannot tell apart at these latencies.
import http from 'node:http';

/** Requests take the tokens in turn: `ratePerSecond` in all, each student's share of it. */
export type SteadyJob = { url: string; tokens: string[]; ratePerSecond: number; durationSec: number };
export type SteadyResult = { latenciesMs: number[]; failures: number; statuses: Record<string, number> };
export type SteadyMessage = { type: 'ready' } | { type: 'result'; result: SteadyResult };

function get(agent: http.Agent, url: URL, token: string): Promise<{ status: number; ms: number }> {
  const start = performance.now();
  return new Promise((resolve) => {
    const req = http.get(url, { agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - start }));
    });
    req.on('error', () => resolve({ status: 0, ms: performance.now() - start }));
  });
}

async function run(job: SteadyJob): Promise<SteadyResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const url = new URL(job.url);
  const intervalMs = 1000 / job.ratePerSecond;
  const count = Math.round(job.ratePerSecond * job.durationSec);
  const started = performance.now();
  const pending: Promise<{ status: number; ms: number }>[] = [];
  for (let i = 0; i < count; i++) {
    const due = started + i * intervalMs;
    const lag = due - performance.now();
    if (lag > 0) await new Promise((r) => setTimeout(r, lag));
    pending.push(get(agent, url, job.tokens[i % job.tokens.length]!));
  }
  const answers = await Promise.all(pending);
  agent.destroy();
  const statuses: Record<string, number> = {};
  for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
  return {
    latenciesMs: answers.filter((a) => a.status === 200).map((a) => a.ms),
    failures: answers.filter((a) => a.status !== 200).length,
    statuses,
  };
}

// A few requests to open the connection and warm this process's own code before the measured run.
process.once('message', (job: SteadyJob) => {
  void run({ ...job, ratePerSecond: 50, durationSec: 0.2 }).then(() => {
    process.send!({ type: 'ready' } satisfies SteadyMessage);
    process.once('message', () => {
      void run(job).then((result) => {
        process.send!({ type: 'result', result } satisfies SteadyMessage, () => process.exit(0));
      });
    });
  });
});
