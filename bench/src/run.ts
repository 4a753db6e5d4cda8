// `npm run bench [-- --quick] [-- --only hot-reads,growth]`: runs the benchmark modules, prints one table and
// writes bench/results/latest.md and latest.json (quick runs: quick.md and quick.json, so a smoke check never
// replaces the committed full results). A run with --only keeps the other groups' rows from the previous file.
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Bench, BenchRow } from './lib/types.ts';
import { describeMachine } from './lib/machine.ts';
import { RESULTS_DIR } from './lib/paths.ts';
import { postgresAdminUrl } from './lib/postgres.ts';
import { consoleTable, readResults, writeResults } from './lib/report.ts';
import type { Results } from './lib/report.ts';
import { run as hotReads } from './hot-reads.ts';
import { run as growth } from './growth.ts';
import { run as attemptWrites } from './attempt-writes.ts';
import { run as questionPages } from './question-pages.ts';
import { run as noisyNeighbour } from './noisy-neighbour.ts';
import { run as ringFanout } from './ring-fanout.ts';
import { run as web } from './web.ts';

/** Every benchmark, by the name --only takes, in the order they run. */
const REGISTRY: [name: string, group: string, bench: Bench][] = [
  ['hot-reads', 'Hot reads', hotReads],
  ['attempt-writes', 'Attempt writes', attemptWrites],
  ['question-pages', 'New question pages', questionPages],
  ['growth', 'Growth', growth],
  ['noisy-neighbour', 'Noisy neighbour', noisyNeighbour],
  ['ring-fanout', 'Ring fan-out', ringFanout],
  ['web', 'Web', web],
];

async function main() {
  const { values } = parseArgs({
    options: {
      quick: { type: 'boolean', default: false },
      only: { type: 'string' },
      // Another name for the results files (e.g. before/after figures of an optimisation): --out before-x
      out: { type: 'string' },
    },
  });
  const only = values.only
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = only?.filter((n) => !REGISTRY.some(([name]) => name === n));
  if (unknown?.length)
    throw new Error(`Unknown benchmark ${unknown.join(', ')}; one of ${REGISTRY.map(([n]) => n).join(', ')}`);
  const selected = REGISTRY.filter(([name]) => !only || only.includes(name));
  const postgresUrl = postgresAdminUrl();
  const log = (line: string) => console.log(line);
  if (!postgresUrl) log('No BENCH_DATABASE_URL / TEST_DATABASE_URL: PostgreSQL variants are skipped.');

  const rows: BenchRow[] = [];
  const measured: Record<string, string> = {};
  for (const [name, group, bench] of selected) {
    log(`\n== ${name}${values.quick ? ' (quick)' : ''}`);
    const started = performance.now();
    try {
      rows.push(...(await bench({ quick: values.quick, postgresUrl, log })));
    } catch (error) {
      // One broken benchmark must not hide the others' results: it shows as a failed row.
      console.error(error);
      rows.push({
        group,
        name: `${name} did not complete`,
        figures: { error: error instanceof Error ? error.message.slice(0, 200) : String(error) },
        target: 'completes',
        met: false,
      });
    }
    measured[group] = `${new Date().toISOString()} (${((performance.now() - started) / 1000).toFixed(0)} s)`;
  }

  const base = values.out ?? (values.quick ? 'quick' : 'latest');
  const previous = readResults(path.join(RESULTS_DIR, `${base}.json`));
  const ranGroups = new Set(selected.map(([, group]) => group));
  const kept = previous?.rows.filter((r) => !ranGroups.has(r.group)) ?? [];
  const order = REGISTRY.map(([, group]) => group);
  const results: Results = {
    machine: await describeMachine(postgresUrl),
    quick: values.quick,
    measured: Object.fromEntries(
      order.flatMap((g) => {
        const when = measured[g] ?? (kept.some((r) => r.group === g) ? previous?.measured[g] : undefined);
        return when ? [[g, when]] : [];
      }),
    ),
    rows: [...kept, ...rows].sort((a, b) => order.indexOf(a.group) - order.indexOf(b.group)),
  };
  console.log('\n' + consoleTable(results.rows));
  const files = await writeResults(RESULTS_DIR, base, results);
  console.log(`\nWritten: ${files.map((f) => path.relative(process.cwd(), f)).join(', ')}`);
  // The process holds pools and timers of the modules it ran; the table is out, so end here.
  process.exit(results.rows.every((r) => r.met) ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
