// The pack's own row: its title, version and format, and when it was last written.
import { insertPackRow, updatePackRow } from '../repository.ts';
import type { Row, Trx } from '../repository.ts';
import type { PackManifest } from '../pack-format.ts';
import { sameValues } from './batches.ts';
import type { ImportSummary } from './summary.ts';

export async function syncPackRow(
  trx: Trx,
  manifest: PackManifest,
  existing: Row | undefined,
  now: string,
): Promise<ImportSummary['pack']['status']> {
  const packRow = { title: manifest.title, version: manifest.version, format: manifest.format };
  if (!existing) {
    await insertPackRow(trx, manifest.id, packRow, now);
    return 'inserted';
  }
  if (!sameValues(existing, packRow)) {
    await updatePackRow(trx, manifest.id, packRow, now);
    return 'updated';
  }
  return 'unchanged';
}
