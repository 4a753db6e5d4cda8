// Content for tests: the fixture packs under test/fixtures/packs, read and imported like a real pack.
import { fileURLToPath } from 'node:url';
import type { Db } from '../../src/db/database.ts';
import { formatPackError } from '../../src/features/content/pack-format.ts';
import { importPack } from '../../src/features/content/import/import-pack.ts';
import type { ImportSummary } from '../../src/features/content/import/summary.ts';
import { readPack } from '../../src/features/content/reader/read-pack.ts';

export const fixturePackDir = (name: string) =>
  fileURLToPath(new URL(`../fixtures/packs/${name}`, import.meta.url));

/**
 * Imports a fixture pack ('small': classes 7 and 8, Mathematics and Science for 7, Mathematics for 8, 13 skills
 * of 15 questions each, prerequisite chains, every subtopic a Ring topic). Throws on any pack error.
 */
export async function loadFixturePack(
  db: Db,
  name = 'small',
  now = new Date('2026-11-21T06:00:00.000Z'),
): Promise<ImportSummary> {
  const { pack, errors } = await readPack(fixturePackDir(name));
  if (!pack) throw new Error(`Fixture pack "${name}" is invalid:\n${errors.map(formatPackError).join('\n')}`);
  return importPack(db, pack, { now });
}
