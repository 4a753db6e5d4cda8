// Frozen in time: never import app code here.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> by design */
import type { CreateTableBuilder, Kysely } from 'kysely';
import { PostgresAdapter } from 'kysely';

/**
 * The Ring. A session moves pending → in_progress → finished, and every move is a conditional UPDATE on its
 * status, so with several app instances exactly one wins. `seq` numbers the session's realtime events and is
 * incremented in the transaction of the change it announces. `deadline_at` (answers close) and `expires_at`
 * (an unstarted ring lapses) are the timestamps the finishing sweep reads. A participant's `done_by` is the latest
 * time they can still be answering (their last answer plus the time the remaining questions allow), so a ring
 * finishes as soon as everyone has answered or run out of time on every question, not only at the deadline.
 * Option ids are not foreign keys: a content re-import may remove options, and answers must survive it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (t: CreateTableBuilder<string, never>) =>
    isPg
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  const index = (name: string, table: string, columns: string[]) =>
    db.schema.createIndex(name).on(table).columns(columns).execute();

  await id(db.schema.createTable('ring_sessions'))
    .addColumn('host_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('topic_id', 'integer', (c) => c.notNull().references('subtopics.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('question_count', 'integer', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text')
    .addColumn('ended_at', 'text')
    .addColumn('deadline_at', 'text')
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await index('ring_sessions_host_created_idx', 'ring_sessions', ['host_id', 'created_at']);
  await index('ring_sessions_host_status_idx', 'ring_sessions', ['host_id', 'status']);
  await index('ring_sessions_status_deadline_idx', 'ring_sessions', ['status', 'deadline_at']);
  await index('ring_sessions_status_expires_idx', 'ring_sessions', ['status', 'expires_at']);

  await id(db.schema.createTable('ring_invites'))
    .addColumn('session_id', 'integer', (c) => c.notNull().references('ring_sessions.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('invited_by', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('ring_invites_session_user_unique', ['session_id', 'user_id'])
    .execute();
  await index('ring_invites_user_idx', 'ring_invites', ['user_id', 'session_id']);

  await id(db.schema.createTable('ring_participants'))
    .addColumn('session_id', 'integer', (c) => c.notNull().references('ring_sessions.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('joined_at', 'text')
    .addColumn('finished_at', 'text')
    .addColumn('done_by', 'text')
    .addUniqueConstraint('ring_participants_session_user_unique', ['session_id', 'user_id'])
    .execute();
  await index('ring_participants_user_idx', 'ring_participants', ['user_id', 'session_id']);

  await id(db.schema.createTable('ring_questions'))
    .addColumn('session_id', 'integer', (c) => c.notNull().references('ring_sessions.id').onDelete('cascade'))
    .addColumn('question_order', 'integer', (c) => c.notNull())
    .addColumn('question_id', 'integer', (c) => c.notNull().references('questions.id'))
    .addUniqueConstraint('ring_questions_order_unique', ['session_id', 'question_order'])
    .addUniqueConstraint('ring_questions_question_unique', ['session_id', 'question_id'])
    .execute();

  await id(db.schema.createTable('ring_answers'))
    .addColumn('session_id', 'integer', (c) => c.notNull().references('ring_sessions.id').onDelete('cascade'))
    .addColumn('participant_id', 'integer', (c) =>
      c.notNull().references('ring_participants.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('question_id', 'integer', (c) => c.notNull().references('questions.id'))
    .addColumn('option_id', 'integer', (c) => c.notNull())
    .addColumn('is_correct', 'integer', (c) => c.notNull())
    .addColumn('answer_time_ms', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('ring_answers_participant_question_unique', ['participant_id', 'question_id'])
    .execute();
  await index('ring_answers_session_idx', 'ring_answers', ['session_id', 'participant_id']);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'ring_answers',
    'ring_questions',
    'ring_participants',
    'ring_invites',
    'ring_sessions',
  ])
    await db.schema.dropTable(table).execute();
}
