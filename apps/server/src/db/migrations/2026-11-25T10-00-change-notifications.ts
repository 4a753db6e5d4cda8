// Frozen in time: never import app code here.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> by design */
import type { Kysely } from 'kysely';
import { PostgresAdapter, sql } from 'kysely';

/**
 * PostgreSQL only: every change that the hot reads show is announced on the channel `quizring_changes` by a
 * trigger, so every app instance hears it when the writing transaction commits (and never when it rolls back),
 * whichever code or tool made it. Payloads: 'learning:{user id}' (attempts, career choices), 'serves:{user id}'
 * (question pages served), 'account:{user id}' (profile, avatar, class, membership, sign-in tokens, deletion),
 * 'content' (any content or career catalogue change). PostgreSQL sends one notification per distinct payload and
 * transaction. SQLite has no notifications: one process owns the file, and another process's commits show in
 * its data_version (read-model/change-feed.ts).
 */
const USER_TABLES: [table: string, kind: string, events: string, column: string, when?: string][] = [
  ['learner_stats', 'learning', 'insert or update', 'user_id'],
  ['career_preferences', 'learning', 'insert or update or delete', 'user_id'],
  ['career_selections', 'learning', 'insert or update or delete', 'user_id'],
  ['question_serves', 'serves', 'insert or delete', 'user_id'],
  ['memberships', 'account', 'insert or update or delete', 'user_id'],
  ['auth_tokens', 'account', 'update or delete', 'user_id'],
  ['users', 'account', 'delete', 'id'],
  // Score and coins change with every right answer and referral: not shown by the cached reads.
  [
    'users',
    'account',
    'update',
    'id',
    `old.firstname is distinct from new.firstname or old.lastname is distinct from new.lastname
      or old.username is distinct from new.username or old.avatar is distinct from new.avatar
      or old.students_class is distinct from new.students_class
      or old.academic_board is distinct from new.academic_board
      or old.profile_complete is distinct from new.profile_complete`,
  ],
];

const CONTENT_TABLES = [
  'subjects',
  'books',
  'chapters',
  'subtopics',
  'skills',
  'skill_prerequisites',
  'questions',
  'question_options',
  'career_categories',
  'careers',
];

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  // One function per kind and key column; TG_OP tells whether the row is NEW or OLD.
  for (const kind of ['learning', 'serves', 'account'])
    for (const column of ['user_id', 'id'])
      await sql
        .raw(
          `create or replace function quizring_announce_${kind}_${column}() returns trigger language plpgsql as $$
           begin
             perform pg_notify('quizring_changes', '${kind}:' ||
               (case when tg_op = 'DELETE' then old.${column} else new.${column} end));
             return null;
           end $$`,
        )
        .execute(db);
  await sql
    .raw(
      `create or replace function quizring_announce_content() returns trigger language plpgsql as $$
       begin perform pg_notify('quizring_changes', 'content'); return null; end $$`,
    )
    .execute(db);

  for (const [table, kind, events, column, when] of USER_TABLES) {
    const name = `${table}_announce_${events.replace(/ or /g, '_')}`;
    await sql
      .raw(
        `create trigger ${name} after ${events} on ${table} for each row
         ${when ? `when (${when})` : ''} execute function quizring_announce_${kind}_${column}()`,
      )
      .execute(db);
  }
  for (const table of CONTENT_TABLES)
    await sql
      .raw(
        `create trigger ${table}_announce_content after insert or update or delete or truncate on ${table}
         for each statement execute function quizring_announce_content()`,
      )
      .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const [table, , events] of USER_TABLES)
    await sql
      .raw(`drop trigger if exists ${table}_announce_${events.replace(/ or /g, '_')} on ${table}`)
      .execute(db);
  for (const table of CONTENT_TABLES)
    await sql.raw(`drop trigger if exists ${table}_announce_content on ${table}`).execute(db);
  for (const kind of ['learning', 'serves', 'account'])
    for (const column of ['user_id', 'id'])
      await sql.raw(`drop function if exists quizring_announce_${kind}_${column}()`).execute(db);
  await sql.raw('drop function if exists quizring_announce_content()').execute(db);
}
