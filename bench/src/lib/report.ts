// The results table: printed to the console, and written as bench/results/*.md and *.json with the machine.
import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import type { MachineDescription } from './machine.ts';
import type { BenchRow } from './types.ts';

export type Results = {
  machine: MachineDescription;
  quick: boolean;
  /** When each group was last measured (a run with --only keeps the other groups' rows). */
  measured: Record<string, string>;
  rows: BenchRow[];
};

const figuresText = (f: BenchRow['figures']) =>
  Object.entries(f)
    .map(([k, v]) => `${k.replace(/_/g, ' ')}: ${typeof v === 'number' ? v.toLocaleString('en') : v}`)
    .join(' · ');

const cells = (r: BenchRow) => [
  r.group,
  r.name,
  r.db ?? '—',
  figuresText(r.figures),
  r.target,
  r.met ? '✓' : '✗',
];
const HEADER = ['group', 'case', 'db', 'figures', 'target', 'met'];

export function consoleTable(rows: BenchRow[]): string {
  const table = [HEADER, ...rows.map(cells)];
  const widths = HEADER.map((_, i) => Math.max(...table.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i]!)).join(' │ ');
  return [
    line(HEADER),
    widths.map((w) => '─'.repeat(w)).join('─┼─'),
    ...rows.map((r) => line(cells(r))),
  ].join('\n');
}

export function markdown(results: Results): string {
  const m = results.machine;
  const esc = (s: string) => s.replace(/\|/g, '\\|');
  const failed = results.rows.filter((r) => !r.met).length;
  return [
    `# Benchmark results${results.quick ? ' (quick smoke run: small data, short durations)' : ''}`,
    '',
    'Written by `npm run bench` (see bench/README.md). Ratios are against a baseline measured in the same run.',
    '',
    '## Machine',
    '',
    `- CPU: ${m.cpu}, ${m.cores} cores (shared with other work: absolute figures are noisy, ratios count)`,
    `- RAM: ${m.ram_gb} GB`,
    `- OS: ${m.os}`,
    `- Node.js: ${m.node}`,
    `- PostgreSQL: ${m.postgres ?? 'not measured'}`,
    `- Date: ${m.date}`,
    '',
    '## Results',
    '',
    `${results.rows.length - failed} of ${results.rows.length} rows meet their target.`,
    '',
    `| ${HEADER.join(' | ')} |`,
    `|${HEADER.map(() => '---').join('|')}|`,
    ...results.rows.map((r) => `| ${cells(r).map(esc).join(' | ')} |`),
    '',
    '## When each group was measured',
    '',
    ...Object.entries(results.measured).map(([g, d]) => `- ${g}: ${d}`),
    '',
  ].join('\n');
}

/** Reads earlier results of the same kind (quick or full), if any. */
export function readResults(file: string): Results | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Results;
  } catch {
    return undefined;
  }
}

/** Writes the results, formatted as the repository's Prettier would (so `npm run format:check` stays green). */
export async function writeResults(dir: string, base: string, results: Results): Promise<string[]> {
  fs.mkdirSync(dir, { recursive: true });
  const json = path.join(dir, `${base}.json`);
  const md = path.join(dir, `${base}.md`);
  const format = async (file: string, text: string) =>
    prettier.format(text, { ...(await prettier.resolveConfig(file)), filepath: file });
  fs.writeFileSync(json, await format(json, JSON.stringify(results, null, 2)));
  fs.writeFileSync(md, await format(md, markdown(results)));
  return [md, json];
}
