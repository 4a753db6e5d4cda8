// Writes a validated pack into the content tables in one transaction, upserting every row by its stable key so
// ids (and the attempts and mastery that point at them) survive re-imports (docs/content-pack.md).
import type { Db } from '../../../db/database.ts';
import { invalidateContentCache } from '../../../read-model/content-cache.ts';
import type { PackError, PackFile, ParsedPack } from '../pack-format.ts';
import { readPack } from '../reader/read-pack.ts';
import {
  booksOfPack,
  chaptersOfPack,
  inTransaction,
  packRow,
  questionsOfPack,
  skillsOfPack,
  subtopicsOfPack,
} from '../repository.ts';
import { syncBooks, syncChapters, syncSubtopics } from './books.ts';
import { refuseForeignKeys } from './foreign-keys.ts';
import { syncOptions } from './options.ts';
import { syncPackRow } from './pack-row.ts';
import { syncPrerequisites } from './prerequisites.ts';
import { syncQuestions } from './questions.ts';
import { syncSkills } from './skills.ts';
import { syncSubjects } from './subjects.ts';
import { CONTENT_KINDS, PackImportError } from './summary.ts';
import type { ContentKind, ImportOptions, ImportSummary, KindCounts } from './summary.ts';

/** Every row the pack describes, the denominator of the progress callback. */
function rowsIn(files: PackFile[]): number {
  return (
    files.length +
    files.reduce(
      (n, f) =>
        n +
        f.content.chapters.reduce((c, ch) => c + 1 + ch.subtopics.length, 0) +
        f.content.skills.reduce(
          (c, s) =>
            c + 1 + s.prerequisites.length + s.questions.reduce((o, q) => o + 1 + q.options.length, 0),
          0,
        ),
      0,
    )
  );
}

export async function importPack(db: Db, parsed: ParsedPack, opts: ImportOptions): Promise<ImportSummary> {
  const counts = Object.fromEntries(
    CONTENT_KINDS.map((k) => [k, { inserted: 0, updated: 0, retired: 0, deleted: 0 }]),
  ) as Record<ContentKind, KindCounts>;
  const now = opts.now.toISOString();
  const { manifest } = parsed;
  const packId = manifest.id;

  const files = parsed.files;
  const total = rowsIn(files);
  let done = 0;
  const advance = (n: number) => {
    if (n <= 0) return;
    done += n;
    opts.onProgress?.(Math.min(done, total), total);
  };

  let status: ImportSummary['pack']['status'] = 'unchanged';
  await inTransaction(db, async (trx) => {
    const existingPack = await packRow(trx, packId);
    const existing = {
      books: await booksOfPack(trx, packId),
      chapters: await chaptersOfPack(trx, packId),
      subtopics: await subtopicsOfPack(trx, packId),
      skills: await skillsOfPack(trx, packId),
      questions: await questionsOfPack(trx, packId),
    };
    const byKey = <T extends { key: string }>(rows: T[]) => new Map(rows.map((r) => [r.key, r]));
    const old = {
      books: byKey(existing.books),
      chapters: byKey(existing.chapters),
      subtopics: byKey(existing.subtopics),
      skills: byKey(existing.skills),
      questions: byKey(existing.questions),
    };

    await refuseForeignKeys(trx, parsed, old);

    const subjectIds = await syncSubjects(trx, files, counts.subjects);
    status = await syncPackRow(trx, manifest, existingPack, now);

    const bookIds = await syncBooks(trx, packId, files, subjectIds, old.books, counts.books, advance);
    const chapterIds = await syncChapters(trx, files, bookIds, old.chapters, counts.chapters, advance);
    const subtopicIds = await syncSubtopics(trx, files, chapterIds, old.subtopics, counts.subtopics, advance);

    const skillIds = await syncSkills(
      trx,
      packId,
      files,
      subjectIds,
      existing.skills,
      old.skills,
      counts.skills,
      advance,
      now,
    );
    await syncPrerequisites(trx, parsed, packId, skillIds, counts.prerequisites, advance);

    const { plans, questionIds } = await syncQuestions(
      trx,
      packId,
      files,
      { skills: skillIds, subtopics: subtopicIds },
      existing.questions,
      old.questions,
      counts.questions,
      advance,
      now,
    );
    const answers = new Map<string, string>();
    for (const src of files)
      for (const s of src.content.skills) for (const q of s.questions) answers.set(q.key, q.answer);
    await syncOptions(trx, packId, plans, questionIds, answers, counts.options, advance);
  });

  const changes = Object.values(counts).reduce(
    (n, c) => n + c.inserted + c.updated + c.retired + c.deleted,
    status === 'unchanged' ? 0 : 1,
  );
  // What this process holds of the content (and built from it) is stale; other processes hear of it from the
  // database (db/change-feed.ts).
  if (changes > 0) invalidateContentCache(db);
  return {
    pack: { id: packId, title: manifest.title, version: manifest.version, status },
    counts,
    changes,
  };
}

/** Reads, validates and imports the pack in `dir`; with errors, nothing is written. */
export async function importPackDir(
  db: Db,
  dir: string,
  opts: ImportOptions,
): Promise<{ errors: PackError[]; summary: ImportSummary | null }> {
  const { pack, errors } = await readPack(dir);
  if (!pack) return { errors, summary: null };
  try {
    return { errors: [], summary: await importPack(db, pack, opts) };
  } catch (err) {
    if (err instanceof PackImportError) return { errors: err.errors, summary: null };
    throw err;
  }
}
