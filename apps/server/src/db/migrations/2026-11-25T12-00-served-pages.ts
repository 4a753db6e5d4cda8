// Frozen in time: never import app code here.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> by design */
import type { Kysely } from 'kysely';
import { PostgresAdapter, sql } from 'kysely';

/**
 * A served question page is one row instead of ten: `served_pages (user, mode, day, page)` with the page's
 * questions in order as JSON (`[[question id, source], …]`). Storing a page was ten inserts into a table and two
 * indexes at places scattered by student, most of the cost of a new page; now it is one, and reading a student's
 * day is one row a page. The primary key still decides a race for the same page (the first to store wins); that a
 * question is served once a day is kept by the selection, which excludes what the day's pages hold. On SQLite the
 * table is clustered by its key (WITHOUT ROWID). Pages of past days are never read again and are pruned by the app.
 * PostgreSQL announces a stored page as 'serves:{user id}' (see 2026-11-25T10-00-change-notifications).
 */
const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<any>): Promise<void> {
  const isPg = isPostgres(db);
  await db.schema
    .createTable('served_pages')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('page', 'integer', (c) => c.notNull())
    .addColumn('questions', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('served_pages_pk', ['user_id', 'mode', 'day', 'page'])
    .modifyEnd(isPg ? sql`` : sql`without rowid`)
    .execute();

  // The pages served so far, each as its questions in order.
  if (isPg)
    await sql`
      insert into served_pages (user_id, mode, day, page, questions)
      select user_id, mode, day, page, json_agg(json_build_array(question_id, q_source) order by position)::text
        from question_serves group by user_id, mode, day, page`.execute(db);
  else
    await sql`
      insert into served_pages (user_id, mode, day, page, questions)
      select user_id, mode, day, page, json_group_array(json_array(question_id, q_source))
        from (select * from question_serves order by user_id, mode, day, page, position)
       group by user_id, mode, day, page`.execute(db);
  await db.schema.dropTable('question_serves').execute();

  if (isPg)
    // Inserts only: pages are deleted when their day is over, and nothing reads a past day's pages.
    await sql`create trigger served_pages_announce_insert after insert on served_pages
      for each row execute function quizring_announce_serves_user_id()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('question_serves')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('page', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('question_id', 'integer', (c) => c.notNull().references('questions.id').onDelete('cascade'))
    .addColumn('q_source', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('question_serves_pk', ['user_id', 'mode', 'day', 'page', 'position'])
    .addUniqueConstraint('question_serves_once_unique', ['user_id', 'mode', 'day', 'question_id'])
    .execute();
  // Pages served before the downgrade are not carried back: a day's pages are chosen again.
  await db.schema.dropTable('served_pages').execute();
}
