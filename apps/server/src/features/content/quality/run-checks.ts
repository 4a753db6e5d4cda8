// `npm run content:check`: reads a pack with the importer's reader, then runs every content check on it.
import fs from 'node:fs/promises';
import path from 'node:path';
import { formatPackError } from '../pack-format.ts';
import { readPack } from '../reader/read-pack.ts';
import { collectQuestions } from './collect.ts';
import { checkGiveaway } from './giveaway.ts';
import { checkLongKey, longestKeyRates } from './long-key.ts';
import type { LongestKeyRate } from './long-key.ts';
import { checkNearDuplicates, findNearDuplicates } from './near-duplicates.ts';
import type { DuplicatePair } from './near-duplicates.ts';
import { checkNotation } from './notation.ts';
import { checkOptionCount } from './options-count.ts';
import { formatReport } from './report.ts';
import type { Finding } from './types.ts';
import { checkWorking } from './working.ts';
import { checkYaml11 } from './yaml-1-1.ts';

export interface CheckResult {
  findings: Finding[];
  rates: LongestKeyRate[];
  pairs: DuplicatePair[];
  questions: number;
}

/** Runs every check on a pack that reads cleanly; `errors` holds the reader's errors otherwise. */
export async function checkContent(dir: string): Promise<{ result: CheckResult | null; errors: string[] }> {
  const { pack, errors } = await readPack(dir);
  if (!pack) return { result: null, errors: errors.map(formatPackError) };
  const sources = new Map<string, string>();
  await Promise.all(
    pack.files.map(async (f) => sources.set(f.file, await fs.readFile(path.join(dir, f.file), 'utf8'))),
  );
  const heads = new Map([...sources].map(([file, text]) => [file, text.slice(0, 500)]));
  const questions = collectQuestions(pack, heads);
  const pairs = findNearDuplicates(questions);
  const findings = [
    ...checkLongKey(questions),
    ...checkGiveaway(questions),
    ...checkNearDuplicates(questions, pairs),
    ...checkOptionCount(questions),
    ...checkWorking(questions),
    ...pack.files.flatMap((f) => checkYaml11(f.file, f.content.subject, sources.get(f.file) ?? '')),
    ...checkNotation(questions),
  ];
  const order = new Map(pack.files.map((f, i) => [f.file, i]));
  findings.sort((a, b) => (order.get(a.file) ?? 0) - (order.get(b.file) ?? 0) || a.line - b.line);
  return {
    result: { findings, rates: longestKeyRates(questions), pairs, questions: questions.length },
    errors: [],
  };
}

interface Output {
  write(text: string): unknown;
}

/** Prints every finding and the summaries; 0 when nothing is found, 1 when something is, 2 when unreadable. */
export async function runContentCheck(dir: string, io: { out: Output; err: Output }): Promise<number> {
  const { result, errors } = await checkContent(dir);
  if (!result) {
    io.err.write(`${dir} does not read as a content pack:\n${errors.map((e) => `  ${e}\n`).join('')}`);
    return 2;
  }
  io.out.write(formatReport(result));
  return result.findings.length ? 1 : 0;
}
