// Hot reads: the five reads every session makes, under 100 concurrent connections spread over thousands of
// students, against a bare JSON route of the same server (the baseline). Baseline and read runs alternate, and
// the median of the per-round ratios is reported, so a neighbour's burst on the shared machine hits both sides.
import type { Bench, BenchRow } from './lib/types.ts';
import { databasesOf, expectOk, serveDataset } from './lib/dataset-server.ts';
import { runLoad } from './lib/load.ts';
import type { LoadResult } from './lib/load.ts';
import { BASELINE_PATH } from './lib/server.ts';
import { median, round } from './lib/stats.ts';
import { rng } from './dataset/plan.ts';

const GROUP = 'Hot reads';
const CONNECTIONS = 100;
const MIN_RATIO = 0.4;
const MAX_P99_MS = 25;
const TARGET = `≥ ${MIN_RATIO * 100} % of baseline rps, p99 < ${MAX_P99_MS} ms`;

type Read = { name: string; path: string };

/**
 * The reads as the web client makes them (apps/web/src/features/*\/api). A question page the student has not had
 * yet today is chosen and stored on that request: a write, measured by question-pages.ts (decision 0015). Asked
 * for again (a reload, a return to the quiz), it is the read measured here: every student's page is chosen before
 * the measurement.
 */
const READS: Read[] = [
  {
    name: 'GET /api/swipe-question-list (a page served before)',
    path: '/api/swipe-question-list?page=999',
  },
  { name: 'GET /api/dashboard', path: '/api/dashboard' },
  { name: 'GET /api/learning-path', path: '/api/learning-path?include_questions=0&questions_limit=3' },
  { name: 'GET /api/learning-results', path: '/api/learning-results' },
  { name: 'GET /api/leaderboard-data', path: '/api/leaderboard-data?limit=30' },
];

export const run: Bench = async (opts) => {
  const plan = opts.quick
    ? { rounds: 1, seconds: 3, warmupSeconds: 1 }
    : { rounds: 3, seconds: 6, warmupSeconds: 3 };
  const rows: BenchRow[] = [];
  for (const kind of databasesOf(opts)) {
    const { dataset, server } = await serveDataset(kind, opts);
    try {
      const random = rng('hot-reads');
      const tokens = dataset.members.map((s) => s.token).sort(() => random() - 0.5);
      const load = (path: string, seconds: number) =>
        runLoad({
          url: server.url,
          paths: [path],
          tokens: path === BASELINE_PATH ? [] : tokens,
          connections: CONNECTIONS,
          durationSec: seconds,
        });
      opts.log(`${GROUP} on ${kind}: ${tokens.length} students, ${CONNECTIONS} connections`);
      for (const read of READS) await expectOk(server, read.path, tokens[0]!);
      // Warm-up: JIT, the content cache of every class, the database's page cache.
      await load(BASELINE_PATH, plan.warmupSeconds);
      for (const read of READS) await load(read.path, plan.warmupSeconds);

      const baselines: LoadResult[] = [];
      for (const read of READS) {
        // Every student's read once before the rounds: a hot read is one asked for again while what it shows is
        // unchanged (after a student's answer their dashboard is built afresh once), and a few seconds of warm-up
        // reach only some of 9,000 students on a slow machine. For the question page this pass is where each
        // student's page is chosen and stored.
        await runLoad({
          url: server.url,
          paths: [read.path],
          tokens,
          connections: CONNECTIONS,
          durationSec: 600,
          amount: tokens.length,
        });
        const runs: { base: LoadResult; read: LoadResult }[] = [];
        for (let r = 0; r < plan.rounds; r++) {
          const base = await load(BASELINE_PATH, plan.seconds);
          const measured = await load(read.path, plan.seconds);
          runs.push({ base, read: measured });
          baselines.push(base);
        }
        const ratio = median(runs.map((x) => x.read.rps / x.base.rps));
        const p99 = median(runs.map((x) => x.read.p99_ms));
        const failures = runs.reduce((a, x) => a + x.read.non2xx + x.read.errors, 0);
        const row: BenchRow = {
          group: GROUP,
          name: read.name,
          db: kind,
          figures: {
            rps: round(median(runs.map((x) => x.read.rps))),
            ratio: `${round(ratio * 100)} %`,
            p50_ms: round(median(runs.map((x) => x.read.p50_ms)), 1),
            p99_ms: round(p99, 1),
            ...(failures ? { failed_requests: failures } : {}),
          },
          target: TARGET,
          met: ratio >= MIN_RATIO && p99 < MAX_P99_MS && failures === 0,
        };
        opts.log(`  ${read.name}: ${JSON.stringify(row.figures)}`);
        rows.push(row);
      }
      rows.push({
        group: GROUP,
        name: `baseline: bare JSON route (${CONNECTIONS} connections)`,
        db: kind,
        figures: {
          rps: round(median(baselines.map((b) => b.rps))),
          p50_ms: round(median(baselines.map((b) => b.p50_ms)), 1),
          p99_ms: round(median(baselines.map((b) => b.p99_ms)), 1),
        },
        target: 'reference',
        met: true,
      });
    } finally {
      await server.close();
    }
  }
  return rows;
};
