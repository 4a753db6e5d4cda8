// Every database call of content: the pack import's reads and batched writes (all inside the import's
// transaction) and the default pack's version check and lock.
import { PostgresAdapter, sql } from 'kysely';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

export type Trx = Transaction<Database>;

// Kysely's per-table types do not help a routine that writes six tables the same way.
export type Value = string | number | null;
export type Row = Record<string, Value>;
type LooseTrx = Transaction<Record<string, Row>>;
const loose = (trx: Trx) => trx as unknown as LooseTrx;

/** The tables whose rows are found by a stable key. */
export type KeyedTable = 'books' | 'chapters' | 'subtopics' | 'skills' | 'questions';

export function inTransaction<T>(db: Db, work: (trx: Trx) => Promise<T>): Promise<T> {
  return db.transaction().execute(work);
}

// --- What the database holds of a pack ---

export function packRow(trx: Trx, packId: string) {
  return trx.selectFrom('content_packs').selectAll().where('id', '=', packId).executeTakeFirst();
}

export function booksOfPack(trx: Trx, packId: string) {
  return trx.selectFrom('books').selectAll().where('pack_id', '=', packId).execute();
}

export function chaptersOfPack(trx: Trx, packId: string) {
  return trx
    .selectFrom('chapters')
    .innerJoin('books', 'books.id', 'chapters.book_id')
    .selectAll('chapters')
    .where('books.pack_id', '=', packId)
    .execute();
}

export function subtopicsOfPack(trx: Trx, packId: string) {
  return trx
    .selectFrom('subtopics')
    .innerJoin('chapters', 'chapters.id', 'subtopics.chapter_id')
    .innerJoin('books', 'books.id', 'chapters.book_id')
    .selectAll('subtopics')
    .where('books.pack_id', '=', packId)
    .execute();
}

export function skillsOfPack(trx: Trx, packId: string) {
  return trx.selectFrom('skills').selectAll().where('pack_id', '=', packId).execute();
}

export function questionsOfPack(trx: Trx, packId: string) {
  return trx.selectFrom('questions').selectAll().where('pack_id', '=', packId).execute();
}

/** The pack that owns each of `keys` (of any pack), for keys this pack does not hold yet. */
export function keyOwners(
  trx: Trx,
  kind: KeyedTable,
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

// --- Subjects and the pack row ---

export function allSubjects(trx: Trx) {
  return trx.selectFrom('subjects').select(['id', 'name']).execute();
}

export function insertSubjects(trx: Trx, names: string[]) {
  return trx
    .insertInto('subjects')
    .values(names.map((name) => ({ name })))
    .returning(['id', 'name'])
    .execute();
}

type PackColumns = { title: string; version: string; format: number };

export async function insertPackRow(trx: Trx, packId: string, row: PackColumns, now: string): Promise<void> {
  await trx
    .insertInto('content_packs')
    .values({ id: packId, ...row, imported_at: now })
    .execute();
}

export async function updatePackRow(trx: Trx, packId: string, row: PackColumns, now: string): Promise<void> {
  await trx
    .updateTable('content_packs')
    .set({ ...row, imported_at: now })
    .where('id', '=', packId)
    .execute();
}

// --- Keyed rows: books, chapters, subtopics, skills, questions ---

export async function insertKeyed(
  trx: Trx,
  table: KeyedTable,
  rows: Row[],
): Promise<{ id: number; key: string }[]> {
  const out = await loose(trx).insertInto(table).values(rows).returning(['id', 'key']).execute();
  return out.map((r) => ({ id: Number(r.id), key: String(r.key) }));
}

/** Rewrites `columns` of the rows already there, matched on their key. */
export async function updateKeyed(
  trx: Trx,
  table: KeyedTable,
  rows: Row[],
  columns: string[],
): Promise<void> {
  await loose(trx)
    .insertInto(table)
    .values(rows)
    .onConflict((oc) =>
      oc.column('key').doUpdateSet(Object.fromEntries(columns.map((c) => [c, sql.ref(`excluded.${c}`)]))),
    )
    .execute();
}

export async function retire(
  trx: Trx,
  table: 'skills' | 'questions',
  ids: number[],
  now: string,
): Promise<void> {
  await trx.updateTable(table).set({ retired_at: now }).where('id', 'in', ids).execute();
}

// --- Prerequisites ---

export function prerequisitesOfPack(trx: Trx, packId: string) {
  return trx
    .selectFrom('skill_prerequisites')
    .innerJoin('skills', 'skills.id', 'skill_prerequisites.skill_id')
    .select(['skill_prerequisites.skill_id', 'skill_prerequisites.prerequisite_id'])
    .where('skills.pack_id', '=', packId)
    .execute();
}

export async function deletePrerequisites(
  trx: Trx,
  skillId: number,
  prerequisiteIds: number[],
): Promise<void> {
  await trx
    .deleteFrom('skill_prerequisites')
    .where('skill_id', '=', skillId)
    .where('prerequisite_id', 'in', prerequisiteIds)
    .execute();
}

export async function insertPrerequisites(
  trx: Trx,
  rows: { skill_id: number; prerequisite_id: number }[],
): Promise<void> {
  await trx.insertInto('skill_prerequisites').values(rows).execute();
}

// --- Options ---

/** The options of the pack's questions that are not retired. */
export function liveOptionsOfPack(trx: Trx, packId: string) {
  return trx
    .selectFrom('question_options')
    .innerJoin('questions', 'questions.id', 'question_options.question_id')
    .selectAll('question_options')
    .where('questions.pack_id', '=', packId)
    .where('questions.retired_at', 'is', null)
    .execute();
}

export async function deleteOptions(trx: Trx, ids: number[]): Promise<void> {
  await trx.deleteFrom('question_options').where('id', 'in', ids).execute();
}

export async function insertOptions(trx: Trx, rows: Row[]): Promise<void> {
  await loose(trx).insertInto('question_options').values(rows).execute();
}

/** Rewrites text and answer flag of the options already there, matched on (question, position). */
export async function updateOptions(trx: Trx, rows: Row[]): Promise<void> {
  await loose(trx)
    .insertInto('question_options')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['question_id', 'position']).doUpdateSet({
        text: sql.ref('excluded.text'),
        is_answer: sql.ref('excluded.is_answer'),
      }),
    )
    .execute();
}

// --- The default pack on start ---

export async function storedPackVersion(db: Db, packId: string): Promise<string | undefined> {
  return (await db.selectFrom('content_packs').select('version').where('id', '=', packId).executeTakeFirst())
    ?.version;
}

// Any constant shared by every instance: the key of the PostgreSQL advisory lock around the import.
const IMPORT_LOCK = 72_656_001;

/**
 * On PostgreSQL, instances starting together take turns (a session advisory lock on one pooled connection while
 * the import runs on others), so the first imports and the next finds its version in place. SQLite has one writer.
 */
export async function oneImportAtATime<T>(db: Db, work: () => Promise<T>): Promise<T> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return work();
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${IMPORT_LOCK})`.execute(conn);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${IMPORT_LOCK})`.execute(conn);
    }
  });
}
