// Growth: the reads of one student with 100, 10,000 and 100,000 attempts (10× less with --quick). They read
// per-skill and per-day aggregates, never the attempt history, so their latency must stay flat.
import type { Bench, BenchRow } from './lib/types.ts';
import { databasesOf, expectOk, serveDataset } from './lib/dataset-server.ts';
import { timedGet as timed } from './lib/load.ts';
import { median, round } from './lib/stats.ts';

const GROUP = 'Growth';
const MAX_SPREAD = 1.5;

const READS = [
  { name: 'GET /api/dashboard', path: '/api/dashboard' },
  { name: 'GET /api/learning-path', path: '/api/learning-path?include_questions=0&questions_limit=3' },
  { name: 'GET /api/learning-results', path: '/api/learning-results' },
];

export const run: Bench = async (opts) => {
  const plan = opts.quick
    ? { rounds: 5, perRound: 20, warmup: 20 }
    : { rounds: 10, perRound: 50, warmup: 100 };
  const rows: BenchRow[] = [];
  for (const kind of databasesOf(opts)) {
    // Each student reads 1,800 times in a row, far past a person's budget of reads (plugins/student-reads.ts):
    // budgets scaled up, so that the figures are the reads' own and not their turns.
    const { dataset, server } = await serveDataset(kind, opts, { env: { RATE_LIMIT_SCALE: '100' } });
    try {
      for (const read of READS) {
        for (const s of dataset.growth) {
          await expectOk(server, read.path, s.token);
          for (let i = 0; i < plan.warmup; i++) await timed(server.url + read.path, s.token);
        }
        // Students take turns in short blocks, so drift on the shared machine spreads over all of them.
        const times = new Map<number, number[]>(dataset.growth.map((s) => [s.id, []]));
        for (let r = 0; r < plan.rounds; r++)
          for (const s of dataset.growth)
            for (let i = 0; i < plan.perRound; i++)
              times.get(s.id)!.push(await timed(server.url + read.path, s.token));
        const medians = dataset.growth.map((s) => median(times.get(s.id)!));
        const spread = Math.max(...medians) / Math.min(...medians);
        const largestVsSmallest = medians.at(-1)! / medians[0]!;
        const figures: Record<string, string | number> = {};
        dataset.growth.forEach((s, i) => {
          figures[`${s.attempts.toLocaleString('en')} attempts_ms`] = round(medians[i]!, 2);
        });
        figures.largest_vs_smallest = `${round(largestVsSmallest, 2)}×`;
        figures.max_spread = `${round(spread, 2)}×`;
        rows.push({
          group: GROUP,
          name: `${read.name} (median of ${plan.rounds * plan.perRound} sequential requests)`,
          db: kind,
          figures,
          target: `largest within ${MAX_SPREAD}× of smallest`,
          met: largestVsSmallest <= MAX_SPREAD,
        });
        opts.log(`  ${GROUP} ${read.name} on ${kind}: ${JSON.stringify(figures)}`);
      }
    } finally {
      await server.close();
    }
  }
  return rows;
};
