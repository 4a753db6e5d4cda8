// `content-import <path> [--check]`: the terminal side of the importer (errors, progress bar, summary).
import cliProgress from 'cli-progress';
import type { Db } from '../../db/database.ts';
import { formatPackError } from './pack-format.ts';
import type { ParsedPack } from './pack-format.ts';
import { importPack } from './import/import-pack.ts';
import { CONTENT_KINDS, PackImportError } from './import/summary.ts';
import type { ImportSummary } from './import/summary.ts';
import { readPack } from './reader/read-pack.ts';

type Out = NodeJS.WritableStream & { isTTY?: boolean };

export interface ImportCommandOptions {
  check: boolean;
  withDb: (run: (db: Db) => Promise<void>) => Promise<void>;
  now: () => Date;
  out: Out;
  err: Out;
}

const plural = (n: number, word: string, many = `${word}s`) =>
  `${n.toLocaleString('en-IN')} ${n === 1 ? word : many}`;

export function describePack(pack: ParsedPack): string {
  const skills = pack.files.flatMap((f) => f.content.skills);
  const questions = skills.reduce((n, s) => n + s.questions.length, 0);
  const classes = new Set(pack.files.map((f) => f.content.class)).size;
  return (
    `pack ${pack.manifest.id} ${pack.manifest.version}: ${plural(pack.files.length, 'file')}, ` +
    `${plural(classes, 'class', 'classes')}, ${plural(skills.length, 'skill')}, ${plural(questions, 'question')}`
  );
}

export function formatSummary(s: ImportSummary, ms: number): string {
  const head = `Imported pack ${s.pack.id} ${s.pack.version} (${s.pack.status === 'inserted' ? 'new' : s.pack.status}) in ${(ms / 1000).toFixed(1)} s`;
  const lines = CONTENT_KINDS.map((kind) => {
    const c = s.counts[kind];
    const parts = (['inserted', 'updated', 'retired', 'deleted'] as const)
      .filter((k) => c[k] > 0)
      .map((k) => `${c[k].toLocaleString('en-IN')} ${k}`);
    return `  ${kind.padEnd(14)} ${parts.length ? parts.join(', ') : 'unchanged'}`;
  });
  const tail = s.changes === 0 ? ['Nothing changed: the database already held this pack.'] : [];
  return [head, ...lines, ...tail].join('\n');
}

function progressReporter(out: Out): { update: (done: number, total: number) => void; stop: () => void } {
  if (out.isTTY) {
    const bar = new cliProgress.SingleBar(
      { format: 'Importing |{bar}| {value}/{total} rows', stream: out, hideCursor: true },
      cliProgress.Presets.shades_classic,
    );
    let started = false;
    return {
      update: (done, total) => {
        if (!started) bar.start(total, 0);
        started = true;
        bar.update(done);
      },
      stop: () => started && bar.stop(),
    };
  }
  // Logs and CI: a line per 10 % instead of terminal control codes.
  let shown = -1;
  return {
    update: (done, total) => {
      const step = Math.floor((done / Math.max(1, total)) * 10);
      if (step === shown && done < total) return;
      shown = step;
      out.write(`${done}/${total}\n`);
    },
    stop: () => {},
  };
}

/** Returns the process exit code: 0 done, 1 the pack is invalid (nothing written). */
export async function runContentImport(dir: string, opts: ImportCommandOptions): Promise<number> {
  const { out, err } = opts;
  const { pack, errors } = await readPack(dir);
  if (!pack) {
    for (const e of errors) err.write(`${formatPackError(e)}\n`);
    err.write(`${plural(errors.length, 'error')} in ${dir}: nothing was imported.\n`);
    return 1;
  }
  if (opts.check) {
    out.write(`${dir}: valid ${describePack(pack)}.\n`);
    return 0;
  }
  out.write(`Importing ${describePack(pack)}\n`);
  let code = 0;
  await opts.withDb(async (db) => {
    const progress = progressReporter(out);
    const started = Date.now();
    try {
      const summary = await importPack(db, pack, { now: opts.now(), onProgress: progress.update });
      progress.stop();
      out.write(`${formatSummary(summary, Date.now() - started)}\n`);
    } catch (e) {
      progress.stop();
      if (!(e instanceof PackImportError)) throw e;
      for (const x of e.errors) err.write(`${formatPackError(x)}\n`);
      err.write(`${plural(e.errors.length, 'error')}: nothing was imported.\n`);
      code = 1;
    }
  });
  return code;
}
