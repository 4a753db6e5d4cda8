// The default pack (content/default at the repository root) is imported on start when the database does not
// hold its current version yet.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../../db/database.ts';
import { formatPackError } from './pack-format.ts';
import { importPackDir } from './import/import-pack.ts';
import type { ImportSummary } from './import/summary.ts';
import { MANIFEST_FILE, readManifest, readPack } from './reader/read-pack.ts';
import { oneImportAtATime, storedPackVersion } from './repository.ts';

const DEFAULT_PACK = path.join('content', 'default');

/**
 * Walks up from this module until `content/default/pack.yaml` exists, so the same code finds it from
 * apps/server/src (tsx) and from apps/server/dist (the esbuild bundle).
 */
export function findDefaultPackDir(from: string = import.meta.url): string | null {
  let dir = path.dirname(fileURLToPath(from));
  for (;;) {
    const candidate = path.join(dir, DEFAULT_PACK);
    if (fs.existsSync(path.join(candidate, MANIFEST_FILE))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

export interface EnsureOptions {
  now: Date;
  log: { info: (msg: string) => void; warn: (msg: string) => void };
  /** The pack folder (config CONTENT_DIR); found next to the code when unset. */
  dir?: string;
}

/**
 * Imports the default pack if its row is missing or has another version. Only pack.yaml is read when
 * nothing changed, so a normal start stays fast. Throws (listing every error) when the shipped pack is invalid.
 */
export async function ensureDefaultPack(db: Db, opts: EnsureOptions): Promise<ImportSummary | null> {
  const dir = opts.dir ?? findDefaultPackDir();
  if (!dir)
    throw new Error(
      `The default content pack (${DEFAULT_PACK}/${MANIFEST_FILE}) was not found; set CONTENT_DIR`,
    );
  const fail = (errors: string[]) =>
    new Error(`The content pack in ${dir} is invalid:\n  ${errors.join('\n  ')}`);

  const { manifest } = await readManifest(dir);
  if (!manifest) throw fail((await readPack(dir)).errors.map(formatPackError));
  const current = () => storedPackVersion(db, manifest.id);
  if ((await current()) === manifest.version) return null;

  return oneImportAtATime(db, async () => {
    const stored = await current();
    if (stored === manifest.version) return null;

    opts.log.info(
      `Importing content pack ${manifest.id} ${manifest.version}${stored ? ` (was ${stored})` : ''} from ${dir}`,
    );
    const started = Date.now();
    try {
      const result = await importPackDir(db, dir, { now: opts.now });
      if (!result.summary) throw fail(result.errors.map(formatPackError));
      const c = result.summary.counts;
      opts.log.info(
        `Content pack ${manifest.id} ${manifest.version} imported in ${Date.now() - started} ms: ` +
          `${c.skills.inserted + c.skills.updated} skills and ${c.questions.inserted + c.questions.updated} questions written, ` +
          `${c.questions.retired} questions retired`,
      );
      return result.summary;
    } catch (err) {
      // Processes sharing a SQLite file: one import wins, the others find its version in place.
      if ((await current().catch(() => undefined)) === manifest.version) {
        opts.log.warn(`Content pack ${manifest.id} ${manifest.version} was imported by another process`);
        return null;
      }
      throw err;
    }
  });
}
