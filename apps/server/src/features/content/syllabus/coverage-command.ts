// `npm run content:coverage`: validates the syllabus map against the default pack, prints the coverage table
// and writes docs/content-coverage.md.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatPackError } from '../pack-format.ts';
import type { PackError } from '../pack-format.ts';
import { readPack } from '../reader/read-pack.ts';
import { computeCoverage, formatCoverageTable } from './coverage.ts';
import { renderCoverageDoc } from './coverage-doc.ts';
import { crossCheck } from './cross-check.ts';
import { readSyllabus } from './read-syllabus.ts';

export const SYLLABUS_DIR = path.join('content', 'syllabus');
export const PACK_DIR = path.join('content', 'default');
export const COVERAGE_DOC = path.join('docs', 'content-coverage.md');

/** The repository root: the nearest folder above this module with content/default/pack.yaml (src or dist). */
export function findRepoRoot(from: string = import.meta.url): string | null {
  let dir = path.dirname(fileURLToPath(from));
  for (;;) {
    if (fs.existsSync(path.join(dir, PACK_DIR, 'pack.yaml'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

export type CoverageResult = { ok: true; table: string; doc: string } | { ok: false; errors: string[] };

/** Reads and checks the map and the pack, and renders the table and the document; errors name file:line. */
export async function buildCoverage(syllabusDir: string, packDir: string): Promise<CoverageResult> {
  const where = (dir: string) => (e: PackError) =>
    e.file ? `${dir}${path.sep}${formatPackError(e)}` : `${dir}${formatPackError(e)}`;
  const [{ pack, errors: packErrors }, { files, errors: mapErrors }] = await Promise.all([
    readPack(packDir),
    readSyllabus(syllabusDir),
  ]);
  if (!pack) return { ok: false, errors: packErrors.map(where(packDir)) };
  const errors = [...mapErrors, ...crossCheck(files, pack)];
  if (errors.length) return { ok: false, errors: errors.map(where(syllabusDir)) };
  const coverage = computeCoverage(files, pack);
  return { ok: true, table: formatCoverageTable(coverage.rows), doc: renderCoverageDoc(coverage) };
}

export interface CoverageIo {
  out: NodeJS.WritableStream;
  err: NodeJS.WritableStream;
}

/** Prints the table and writes the document; exit code 1 when the map or the pack has errors. */
export async function runContentCoverage(root: string, io: CoverageIo): Promise<number> {
  const rel = (p: string) => path.relative(process.cwd(), path.join(root, p)) || '.';
  const result = await buildCoverage(rel(SYLLABUS_DIR), rel(PACK_DIR));
  if (!result.ok) {
    io.err.write(`The syllabus map has ${result.errors.length} error(s):\n  ${result.errors.join('\n  ')}\n`);
    return 1;
  }
  io.out.write(`${result.table}\n`);
  fs.writeFileSync(path.join(root, COVERAGE_DOC), result.doc);
  io.out.write(`\nWrote ${COVERAGE_DOC}.\n`);
  return 0;
}
