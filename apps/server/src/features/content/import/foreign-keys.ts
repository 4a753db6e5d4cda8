// Keys are unique across all packs in the database; a key of another pack is an error, not a takeover.
import { keyOwners } from '../repository.ts';
import type { KeyedTable, Trx } from '../repository.ts';
import type { PackError, PackFile, ParsedPack } from '../pack-format.ts';
import { formatPath } from '../reader/source-file.ts';
import { chunks, IN_LIST } from './batches.ts';
import { PackImportError } from './summary.ts';

interface Located {
  src: PackFile;
  at: (string | number)[];
}

/** Throws PackImportError listing every key of the pack that another pack owns. */
export async function refuseForeignKeys(
  trx: Trx,
  parsed: ParsedPack,
  old: Record<KeyedTable, Map<string, unknown>>,
): Promise<void> {
  const wanted: { kind: KeyedTable; key: string; loc: Located }[] = [];
  for (const src of parsed.files) {
    const c = src.content;
    wanted.push({ kind: 'books', key: c.book.key, loc: { src, at: ['book'] } });
    c.chapters.forEach((ch, ci) => {
      wanted.push({ kind: 'chapters', key: ch.key, loc: { src, at: ['chapters', ci] } });
      ch.subtopics.forEach((st, si) =>
        wanted.push({ kind: 'subtopics', key: st.key, loc: { src, at: ['chapters', ci, 'subtopics', si] } }),
      );
    });
    c.skills.forEach((s, ki) => {
      wanted.push({ kind: 'skills', key: s.key, loc: { src, at: ['skills', ki] } });
      s.questions.forEach((q, qi) =>
        wanted.push({ kind: 'questions', key: q.key, loc: { src, at: ['skills', ki, 'questions', qi] } }),
      );
    });
  }
  const errors: PackError[] = [];
  for (const kind of ['books', 'chapters', 'subtopics', 'skills', 'questions'] as const) {
    const missing = wanted.filter((w) => w.kind === kind && !old[kind].has(w.key));
    for (const part of chunks(missing, IN_LIST)) {
      const keys = part.map((w) => w.key);
      const owners = new Map((await keyOwners(trx, kind, keys)).map((r) => [r.key, r.pack_id]));
      for (const w of part) {
        const owner = owners.get(w.key);
        if (owner === undefined) continue;
        const at = [...w.loc.at, 'key'];
        errors.push({
          file: w.loc.src.file,
          line: w.loc.src.line(at),
          path: formatPath(at),
          message: `"${w.key}" is already a key of the pack "${owner}" in the database`,
        });
      }
    }
  }
  if (errors.length) throw new PackImportError(errors);
}
