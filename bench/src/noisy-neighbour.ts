// Noisy neighbour: one student's burst of expensive reads (50 connections, each sending its next request as soon as
// the last one answers) while other students read their dashboards at a steady pace, each as a person would (2 a
// second), 100 a second in all. The neighbours' latency is measured alone (quiet) and during the burst, in
// alternating rounds, from a client of their own in a child process.
// The server logs as users run it (LOG_LEVEL=info, each line written out), into a file.
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Bench, BenchRow } from './lib/types.ts';
import { databasesOf, expectOk, serveDataset } from './lib/dataset-server.ts';
import { prepareLoad } from './lib/load.ts';
import type { LoadResult } from './lib/load.ts';
import { DATA_DIR } from './lib/paths.ts';
import { median, percentile, round } from './lib/stats.ts';
import type { SteadyJob, SteadyMessage, SteadyResult } from './noisy-neighbour/steady-reader.ts';

const GROUP = 'Noisy neighbour';
const BURST_CONNECTIONS = 50;
const NEIGHBOURS = 50;
const NEIGHBOUR_RATE = 100;
const MAX_P99_RATIO = 2;
const TARGET = `neighbours' p99 during the burst ≤ ${MAX_P99_RATIO}× their quiet p99`;

type Burst = { name: string; paths: string[] };

const BURSTS: Burst[] = [
  { name: 'GET /api/career-categories', paths: ['/api/career-categories'] },
  {
    name: 'expensive reads (careers, book contents, friends, learning path with questions, leaderboard)',
    paths: [
      '/api/career-categories',
      '/api/book-contents?subject=Mathematics',
      '/api/friends/summary',
      '/api/learning-path?include_questions=1&questions_limit=10',
      '/api/leaderboard-data?limit=100',
    ],
  },
];

const READER = fileURLToPath(new URL('./noisy-neighbour/steady-reader.ts', import.meta.url));

/** Starts the steady reader (warmed up, waiting); `go` measures and answers with its figures. */
async function steadyReader(job: SteadyJob): Promise<{ go: () => Promise<SteadyResult> }> {
  const child = fork(READER, [], { execArgv: ['--import', import.meta.resolve('tsx')] });
  const next = () =>
    new Promise<SteadyMessage>((resolve, reject) => {
      child.once('message', resolve);
      child.once('error', reject);
    });
  child.send(job);
  await next();
  return {
    go: async () => {
      const result = next();
      child.send('go');
      const msg = await result;
      if (msg.type !== 'result') throw new Error('the steady reader answered out of turn');
      return msg.result;
    },
  };
}

const p = (samples: number[], q: number) => round(percentile(samples, q), 2);

export const run: Bench = async (opts) => {
  const plan = opts.quick
    ? { rounds: 1, seconds: 3, refillSeconds: 0 }
    : { rounds: 3, seconds: 10, refillSeconds: 10 };
  const rows: BenchRow[] = [];
  for (const kind of databasesOf(opts)) {
    const logFile = path.join(DATA_DIR, `noisy-neighbour-${kind}.log`);
    const { dataset, server } = await serveDataset(kind, opts, { logFile });
    try {
      const [noisy, ...others] = dataset.members;
      const neighbours = others.slice(0, NEIGHBOURS).map((s) => s.token);
      if (!noisy || neighbours.length < NEIGHBOURS) throw new Error('the data set has too few members');
      for (const b of BURSTS) for (const path of b.paths) await expectOk(server, path, noisy.token);
      for (const token of neighbours) await expectOk(server, '/api/dashboard', token);
      opts.log(`${GROUP} on ${kind}: server log in ${path.relative(process.cwd(), logFile)}`);

      for (const burst of BURSTS) {
        const job: SteadyJob = {
          url: `${server.url}/api/dashboard`,
          tokens: neighbours,
          ratePerSecond: NEIGHBOUR_RATE,
          durationSec: plan.seconds,
        };
        const quiet: SteadyResult[] = [];
        const during: SteadyResult[] = [];
        const bursts: LoadResult[] = [];
        for (let r = 0; r < plan.rounds; r++) {
          quiet.push(await (await steadyReader(job)).go());
          // Both clients loaded, then started together: the neighbours see the burst from its first request, when
          // the noisy student still has budget to spend, to its end (it outlasts them by a second).
          const reader = await steadyReader(job);
          const load = await prepareLoad({
            url: server.url,
            paths: burst.paths,
            tokens: [noisy.token],
            connections: BURST_CONNECTIONS,
            durationSec: plan.seconds + 1,
          });
          const bursting = load.go();
          during.push(await reader.go());
          bursts.push(await bursting);
          // Each round's burst starts with the noisy student's budget full again, as a script's first burst does.
          await new Promise((resolve) => setTimeout(resolve, plan.refillSeconds * 1000));
        }
        const quietP99 = median(quiet.map((q) => percentile(q.latenciesMs, 99)));
        const burstP99 = median(during.map((q) => percentile(q.latenciesMs, 99)));
        const failures = [...quiet, ...during].reduce((n, q) => n + q.failures, 0);
        const count = (status: string) => bursts.reduce((n, b) => n + (b.statuses[status] ?? 0), 0);
        const row: BenchRow = {
          group: GROUP,
          name: `${NEIGHBOURS} neighbours' GET /api/dashboard, ${NEIGHBOUR_RATE}/s in all; one student's burst: ${burst.name}, ${BURST_CONNECTIONS} connections`,
          db: kind,
          figures: {
            'quiet p50 ms': round(median(quiet.map((q) => p(q.latenciesMs, 50))), 2),
            'quiet p99 ms': round(quietP99, 2),
            'burst p50 ms': round(median(during.map((q) => p(q.latenciesMs, 50))), 2),
            'burst p99 ms': round(burstP99, 2),
            'p99 ratio': `${round(burstP99 / quietP99, 2)}×`,
            'burst requests': bursts.reduce((n, b) => n + b.requests, 0),
            'burst 200': count('200'),
            'burst 429': count('429'),
            'burst errors': bursts.reduce((n, b) => n + b.errors, 0),
            ...(failures ? { 'neighbour failed': failures } : {}),
          },
          target: TARGET,
          met: burstP99 <= MAX_P99_RATIO * quietP99 && failures === 0,
        };
        opts.log(`  ${row.name}: ${JSON.stringify(row.figures)}`);
        rows.push(row);
      }
    } finally {
      await server.close();
    }
  }
  return rows;
};
