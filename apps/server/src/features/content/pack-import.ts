// Writes a validated pack into the content tables in one transaction, upserting every row by its stable key so
// ids (and the attempts and mastery that point at them) survive re-imports (docs/content-pack.md).
import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import { invalidateContentCache } from '../../read-model/content-cache.ts';
import type { Database } from '../../db/schema.ts';
import { formatPath, readPack } from './pack-reader.ts';
import type { PackError, PackFile, ParsedPack } from './pack-format.ts';

export const CONTENT_KINDS = [
  'subjects',
  'books',
  'chapters',
  'subtopics',
  'skills',
  'prerequisites',
  'questions',
  'options',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** What happened to the rows of one kind. `retired` applies to skills and questions, `deleted` to options and prerequisites. */
export interface KindCounts {
  inserted: number;
  updated: number;
  retired: number;
  deleted: number;
}

export interface ImportSummary {
  pack: { id: string; title: string; version: string; status: 'inserted' | 'updated' | 'unchanged' };
  counts: Record<ContentKind, KindCounts>;
  /** Every row written; 0 when the same pack is imported again. */
  changes: number;
}

export interface ImportOptions {
  now: Date;
  /** Called after each batch with the rows handled so far and the rows in the pack. */
  onProgress?: (done: number, total: number) => void;
}

/** The pack cannot be imported as it stands (its keys belong to another pack); nothing was written. */
export class PackImportError extends Error {
  constructor(readonly errors: PackError[]) {
    super(`The pack cannot be imported (${errors.length} ${errors.length === 1 ? 'error' : 'errors'})`);
  }
}

// Kysely's per-table types do not help a routine that writes six tables the same way.
type Value = string | number | null;
type Row = Record<string, Value>;
type Trx = Transaction<Record<string, Row>>;

// Small enough for SQLite's and PostgreSQL's bound-parameter limits, large enough to be a few statements.
const MAX_PARAMS = 8000;
const MAX_ROWS = 1000;
const IN_LIST = 500;

function chunks<T>(rows: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

const rowsPerStatement = (row: Row | undefined) =>
  Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMS / Math.max(1, Object.keys(row ?? {}).length))));

function sameValues(existing: Row, wanted: Row): boolean {
  return Object.entries(wanted).every(([k, v]) => existing[k] === v);
}

interface Located {
  src: PackFile;
  at: (string | number)[];
}

interface Plan<T> {
  key: string;
  row: Row;
  item: T;
}

export async function importPack(db: Db, parsed: ParsedPack, opts: ImportOptions): Promise<ImportSummary> {
  const counts = Object.fromEntries(
    CONTENT_KINDS.map((k) => [k, { inserted: 0, updated: 0, retired: 0, deleted: 0 }]),
  ) as Record<ContentKind, KindCounts>;
  const now = opts.now.toISOString();
  const { manifest } = parsed;
  const packId = manifest.id;

  const files = parsed.files;
  const total =
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
    );
  let done = 0;
  const advance = (n: number) => {
    if (n <= 0) return;
    done += n;
    opts.onProgress?.(Math.min(done, total), total);
  };

  let status: ImportSummary['pack']['status'] = 'unchanged';
  await db.transaction().execute(async (typed: Transaction<Database>) => {
    const trx = typed as unknown as Trx;

    const existingPack = await typed
      .selectFrom('content_packs')
      .selectAll()
      .where('id', '=', packId)
      .executeTakeFirst();
    const existing = {
      books: await typed.selectFrom('books').selectAll().where('pack_id', '=', packId).execute(),
      chapters: await typed
        .selectFrom('chapters')
        .innerJoin('books', 'books.id', 'chapters.book_id')
        .selectAll('chapters')
        .where('books.pack_id', '=', packId)
        .execute(),
      subtopics: await typed
        .selectFrom('subtopics')
        .innerJoin('chapters', 'chapters.id', 'subtopics.chapter_id')
        .innerJoin('books', 'books.id', 'chapters.book_id')
        .selectAll('subtopics')
        .where('books.pack_id', '=', packId)
        .execute(),
      skills: await typed.selectFrom('skills').selectAll().where('pack_id', '=', packId).execute(),
      questions: await typed.selectFrom('questions').selectAll().where('pack_id', '=', packId).execute(),
    };
    const byKey = <T extends { key: string }>(rows: T[]) => new Map(rows.map((r) => [r.key, r]));
    const old = {
      books: byKey(existing.books),
      chapters: byKey(existing.chapters),
      subtopics: byKey(existing.subtopics),
      skills: byKey(existing.skills),
      questions: byKey(existing.questions),
    };

    await refuseForeignKeys(typed, parsed, old);

    // Subjects are shared by every pack, found by name.
    const subjectIds = new Map(
      (await typed.selectFrom('subjects').select(['id', 'name']).execute()).map((s) => [s.name, s.id]),
    );
    const newSubjects = [...new Set(files.map((f) => f.content.subject))].filter((n) => !subjectIds.has(n));
    for (const part of chunks(newSubjects, MAX_ROWS)) {
      const rows = await typed
        .insertInto('subjects')
        .values(part.map((name) => ({ name })))
        .returning(['id', 'name'])
        .execute();
      for (const r of rows) subjectIds.set(r.name, r.id);
    }
    counts.subjects.inserted = newSubjects.length;

    const packRow = { title: manifest.title, version: manifest.version, format: manifest.format };
    if (!existingPack) {
      await typed
        .insertInto('content_packs')
        .values({ id: packId, ...packRow, imported_at: now })
        .execute();
      status = 'inserted';
    } else if (!sameValues(existingPack, packRow)) {
      await typed
        .updateTable('content_packs')
        .set({ ...packRow, imported_at: now })
        .where('id', '=', packId)
        .execute();
      status = 'updated';
    }

    // Books → chapters → subtopics, each level after its parents so their ids are known.
    const bookIds = await upsert(
      trx,
      'books',
      files.map((src) => ({
        key: src.content.book.key,
        item: src,
        row: {
          key: src.content.book.key,
          pack_id: packId,
          subject_id: subjectIds.get(src.content.subject)!,
          class: src.content.class,
          title: src.content.book.title,
        },
      })),
      old.books,
      counts.books,
      advance,
    );

    const chapterPlans: Plan<null>[] = [];
    for (const src of files)
      src.content.chapters.forEach((ch) =>
        chapterPlans.push({
          key: ch.key,
          item: null,
          row: {
            key: ch.key,
            book_id: bookIds.get(src.content.book.key)!,
            chapter_number: ch.number,
            title: ch.title,
          },
        }),
      );
    const chapterIds = await upsert(trx, 'chapters', chapterPlans, old.chapters, counts.chapters, advance);

    const subtopicPlans: Plan<null>[] = [];
    for (const src of files)
      src.content.chapters.forEach((ch) =>
        ch.subtopics.forEach((st, si) =>
          subtopicPlans.push({
            key: st.key,
            item: null,
            row: {
              key: st.key,
              chapter_id: chapterIds.get(ch.key)!,
              position: si + 1,
              title: st.title,
              is_ring_topic: st.ring ? 1 : 0,
            },
          }),
        ),
      );
    const subtopicIds = await upsert(
      trx,
      'subtopics',
      subtopicPlans,
      old.subtopics,
      counts.subtopics,
      advance,
    );

    // Skills: only the content columns; the fitted mastery parameters (p_*) are never overwritten.
    const skillPlans: Plan<null>[] = [];
    for (const src of files)
      src.content.skills.forEach((s) =>
        skillPlans.push({
          key: s.key,
          item: null,
          row: {
            key: s.key,
            pack_id: packId,
            class: src.content.class,
            subject_id: subjectIds.get(src.content.subject)!,
            name: s.name,
            description: s.description,
            position: s.position,
            retired_at: null,
          },
        }),
      );
    const skillIds = await upsert(trx, 'skills', skillPlans, old.skills, counts.skills, advance);
    counts.skills.retired = await retireMissing(trx, 'skills', existing.skills, skillIds, now);

    await syncPrerequisites(typed, parsed, packId, skillIds, counts.prerequisites, advance);

    const questionPlans: Plan<string[]>[] = [];
    for (const src of files)
      src.content.skills.forEach((s) =>
        s.questions.forEach((q) =>
          questionPlans.push({
            key: q.key,
            item: q.options,
            row: {
              key: q.key,
              pack_id: packId,
              skill_id: skillIds.get(s.key)!,
              subtopic_id: subtopicIds.get((q.subtopic ?? s.subtopic)!)!,
              class: src.content.class,
              difficulty: q.difficulty,
              text: q.text,
              hint: q.hint ?? null,
              explanation: q.explanation ?? null,
              retired_at: null,
            },
          }),
        ),
      );
    const questionIds = await upsert(
      trx,
      'questions',
      questionPlans,
      old.questions,
      counts.questions,
      advance,
    );
    counts.questions.retired = await retireMissing(trx, 'questions', existing.questions, questionIds, now);

    const answers = new Map<string, string>();
    for (const src of files)
      for (const s of src.content.skills) for (const q of s.questions) answers.set(q.key, q.answer);
    await syncOptions(typed, packId, questionPlans, questionIds, answers, counts.options, advance);
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

/** Inserts new keys and updates changed rows (batched upserts on the key); returns every key's id. */
async function upsert<T>(
  trx: Trx,
  table: 'books' | 'chapters' | 'subtopics' | 'skills' | 'questions',
  plans: Plan<T>[],
  old: Map<string, Row & { id: number }>,
  count: KindCounts,
  advance: (n: number) => void,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const fresh: Row[] = [];
  const changed: Row[] = [];
  for (const p of plans) {
    const prev = old.get(p.key);
    if (!prev) fresh.push(p.row);
    else {
      ids.set(p.key, prev.id);
      if (!sameValues(prev, p.row)) changed.push(p.row);
    }
  }
  advance(plans.length - fresh.length - changed.length);
  const size = rowsPerStatement(plans[0]?.row);
  for (const part of chunks(fresh, size)) {
    const rows = await trx.insertInto(table).values(part).returning(['id', 'key']).execute();
    for (const r of rows) ids.set(String(r.key), Number(r.id));
    advance(part.length);
  }
  const columns = Object.keys(plans[0]?.row ?? {}).filter((c) => c !== 'key');
  for (const part of chunks(changed, size)) {
    await trx
      .insertInto(table)
      .values(part)
      .onConflict((oc) =>
        oc.column('key').doUpdateSet(Object.fromEntries(columns.map((c) => [c, sql.ref(`excluded.${c}`)]))),
      )
      .execute();
    advance(part.length);
  }
  count.inserted += fresh.length;
  count.updated += changed.length;
  return ids;
}

/** Rows of this pack whose key is gone get retired_at (never deleted: attempts keep pointing at them). */
async function retireMissing(
  trx: Trx,
  table: 'skills' | 'questions',
  existing: { id: number; key: string; retired_at: string | null }[],
  current: Map<string, number>,
  now: string,
): Promise<number> {
  const gone = existing.filter((r) => r.retired_at === null && !current.has(r.key)).map((r) => r.id);
  for (const part of chunks(gone, IN_LIST))
    await trx.updateTable(table).set({ retired_at: now }).where('id', 'in', part).execute();
  return gone.length;
}

async function syncPrerequisites(
  trx: Transaction<Database>,
  parsed: ParsedPack,
  packId: string,
  skillIds: Map<string, number>,
  count: KindCounts,
  advance: (n: number) => void,
): Promise<void> {
  const pair = (a: number, b: number) => `${a}:${b}`;
  const wanted = new Map<string, { skill_id: number; prerequisite_id: number }>();
  for (const f of parsed.files)
    for (const s of f.content.skills)
      for (const p of s.prerequisites) {
        const row = { skill_id: skillIds.get(s.key)!, prerequisite_id: skillIds.get(p)! };
        wanted.set(pair(row.skill_id, row.prerequisite_id), row);
      }
  const have = await trx
    .selectFrom('skill_prerequisites')
    .innerJoin('skills', 'skills.id', 'skill_prerequisites.skill_id')
    .select(['skill_prerequisites.skill_id', 'skill_prerequisites.prerequisite_id'])
    .where('skills.pack_id', '=', packId)
    .execute();
  const haveKeys = new Set(have.map((r) => pair(r.skill_id, r.prerequisite_id)));
  const stale = have.filter((r) => !wanted.has(pair(r.skill_id, r.prerequisite_id)));
  const bySkill = new Map<number, number[]>();
  for (const r of stale) bySkill.set(r.skill_id, [...(bySkill.get(r.skill_id) ?? []), r.prerequisite_id]);
  for (const [skillId, prereqs] of bySkill)
    await trx
      .deleteFrom('skill_prerequisites')
      .where('skill_id', '=', skillId)
      .where('prerequisite_id', 'in', prereqs)
      .execute();
  const fresh = [...wanted].filter(([k]) => !haveKeys.has(k)).map(([, row]) => row);
  advance(wanted.size - fresh.length);
  for (const part of chunks(fresh, MAX_ROWS)) {
    await trx.insertInto('skill_prerequisites').values(part).execute();
    advance(part.length);
  }
  count.inserted = fresh.length;
  count.deleted = stale.length;
}

/** Options are matched by (question, position): an option keeps its id while it keeps its place. */
async function syncOptions(
  trx: Transaction<Database>,
  packId: string,
  plans: Plan<string[]>[],
  questionIds: Map<string, number>,
  answers: Map<string, string>,
  count: KindCounts,
  advance: (n: number) => void,
): Promise<void> {
  const have = await trx
    .selectFrom('question_options')
    .innerJoin('questions', 'questions.id', 'question_options.question_id')
    .selectAll('question_options')
    .where('questions.pack_id', '=', packId)
    .where('questions.retired_at', 'is', null)
    .execute();
  const byQuestion = new Map<number, Map<number, (typeof have)[number]>>();
  for (const o of have) {
    let m = byQuestion.get(o.question_id);
    if (!m) byQuestion.set(o.question_id, (m = new Map()));
    m.set(o.position, o);
  }

  const fresh: Row[] = [];
  const changed: Row[] = [];
  const extra: number[] = [];
  let unchanged = 0;
  for (const p of plans) {
    const questionId = questionIds.get(p.key)!;
    const answer = answers.get(p.key);
    const current = byQuestion.get(questionId) ?? new Map<number, (typeof have)[number]>();
    p.item.forEach((text, i) => {
      const row = { question_id: questionId, position: i + 1, text, is_answer: text === answer ? 1 : 0 };
      const prev = current.get(row.position);
      if (!prev) fresh.push(row);
      else if (prev.text !== row.text || prev.is_answer !== row.is_answer) changed.push(row);
      else unchanged += 1;
    });
    for (const [position, o] of current) if (position > p.item.length) extra.push(o.id);
  }
  advance(unchanged);

  for (const part of chunks(extra, IN_LIST))
    await trx.deleteFrom('question_options').where('id', 'in', part).execute();
  const size = rowsPerStatement(fresh[0] ?? changed[0]);
  const loose = trx as unknown as Trx;
  for (const part of chunks(fresh, size)) {
    await loose.insertInto('question_options').values(part).execute();
    advance(part.length);
  }
  for (const part of chunks(changed, size)) {
    await loose
      .insertInto('question_options')
      .values(part)
      .onConflict((oc) =>
        oc.columns(['question_id', 'position']).doUpdateSet({
          text: sql.ref('excluded.text'),
          is_answer: sql.ref('excluded.is_answer'),
        }),
      )
      .execute();
    advance(part.length);
  }
  count.inserted = fresh.length;
  count.updated = changed.length;
  count.deleted = extra.length;
}

/** Keys are unique across all packs in the database; a key of another pack is an error, not a takeover. */
async function refuseForeignKeys(
  trx: Transaction<Database>,
  parsed: ParsedPack,
  old: Record<'books' | 'chapters' | 'subtopics' | 'skills' | 'questions', Map<string, unknown>>,
): Promise<void> {
  const wanted: { kind: keyof typeof old; key: string; loc: Located }[] = [];
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
      const owners = new Map((await ownersOf(trx, kind, keys)).map((r) => [r.key, r.pack_id]));
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

function ownersOf(
  trx: Transaction<Database>,
  kind: 'books' | 'chapters' | 'subtopics' | 'skills' | 'questions',
  keys: string[],
): Promise<{ key: string; pack_id: string }[]> {
  switch (kind) {
    case 'books':
    case 'skills':
    case 'questions':
      return trx.selectFrom(kind).select(['key', 'pack_id']).where('key', 'in', keys).execute();
    case 'chapters':
      return trx
        .selectFrom('chapters')
        .innerJoin('books', 'books.id', 'chapters.book_id')
        .select(['chapters.key', 'books.pack_id'])
        .where('chapters.key', 'in', keys)
        .execute();
    case 'subtopics':
      return trx
        .selectFrom('subtopics')
        .innerJoin('chapters', 'chapters.id', 'subtopics.chapter_id')
        .innerJoin('books', 'books.id', 'chapters.book_id')
        .select(['subtopics.key', 'books.pack_id'])
        .where('subtopics.key', 'in', keys)
        .execute();
  }
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
