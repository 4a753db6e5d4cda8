// Frozen in time: never import app code here.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> by design */
import type { CreateTableBuilder, Kysely } from 'kysely';
import { PostgresAdapter } from 'kysely';

/**
 * The learning engine. Content rows (subjects → books → chapters → subtopics; skills; questions and their
 * options) carry the stable `key` of the content pack they came from, so a re-import updates them in place.
 * Learner rows are kept per (student, skill), per (student, question) and per (student, day) and are updated in
 * the attempt's transaction, so no read ever has to scan a student's attempt history.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (t: CreateTableBuilder<string, never>) =>
    isPg
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  const index = (name: string, table: string, columns: string[]) =>
    db.schema.createIndex(name).on(table).columns(columns).execute();

  await db.schema
    .createTable('content_packs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('format', 'integer', (c) => c.notNull())
    .addColumn('imported_at', 'text', (c) => c.notNull())
    .execute();

  await id(db.schema.createTable('subjects'))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .execute();

  await id(db.schema.createTable('books'))
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('pack_id', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'integer', (c) => c.notNull().references('subjects.id'))
    .addColumn('class', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .execute();
  await index('books_class_subject_idx', 'books', ['class', 'subject_id']);

  await id(db.schema.createTable('chapters'))
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('book_id', 'integer', (c) => c.notNull().references('books.id').onDelete('cascade'))
    .addColumn('chapter_number', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .execute();
  await index('chapters_book_idx', 'chapters', ['book_id', 'chapter_number']);

  await id(db.schema.createTable('subtopics'))
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('chapter_id', 'integer', (c) => c.notNull().references('chapters.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('is_ring_topic', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await index('subtopics_chapter_idx', 'subtopics', ['chapter_id', 'position']);

  await id(db.schema.createTable('skills'))
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('pack_id', 'text', (c) => c.notNull())
    .addColumn('class', 'integer', (c) => c.notNull())
    .addColumn('subject_id', 'integer', (c) => c.notNull().references('subjects.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    // Bayesian Knowledge Tracing parameters; cold-start defaults until `mastery:fit` refits them.
    .addColumn('p_init', 'double precision', (c) => c.notNull().defaultTo(0.3))
    .addColumn('p_learn', 'double precision', (c) => c.notNull().defaultTo(0.15))
    .addColumn('p_guess', 'double precision', (c) => c.notNull().defaultTo(0.2))
    .addColumn('p_slip', 'double precision', (c) => c.notNull().defaultTo(0.1))
    .addColumn('params_fitted_at', 'text')
    .addColumn('retired_at', 'text')
    .execute();
  await index('skills_class_idx', 'skills', ['class', 'position']);

  await db.schema
    .createTable('skill_prerequisites')
    .addColumn('skill_id', 'integer', (c) => c.notNull().references('skills.id').onDelete('cascade'))
    .addColumn('prerequisite_id', 'integer', (c) => c.notNull().references('skills.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('skill_prerequisites_pk', ['skill_id', 'prerequisite_id'])
    .execute();

  await id(db.schema.createTable('questions'))
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('pack_id', 'text', (c) => c.notNull())
    .addColumn('skill_id', 'integer', (c) => c.notNull().references('skills.id'))
    .addColumn('subtopic_id', 'integer', (c) => c.notNull().references('subtopics.id'))
    .addColumn('class', 'integer', (c) => c.notNull())
    .addColumn('difficulty', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('hint', 'text')
    .addColumn('explanation', 'text')
    .addColumn('retired_at', 'text')
    .execute();
  await index('questions_class_idx', 'questions', ['class', 'skill_id']);
  await index('questions_skill_idx', 'questions', ['skill_id', 'difficulty']);
  await index('questions_subtopic_idx', 'questions', ['subtopic_id']);

  await id(db.schema.createTable('question_options'))
    .addColumn('question_id', 'integer', (c) => c.notNull().references('questions.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('is_answer', 'integer', (c) => c.notNull())
    .addUniqueConstraint('question_options_position_unique', ['question_id', 'position'])
    .execute();

  await id(db.schema.createTable('attempts'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('question_id', 'integer', (c) => c.notNull().references('questions.id'))
    .addColumn('skill_id', 'integer', (c) => c.notNull().references('skills.id'))
    .addColumn('option_id', 'integer')
    .addColumn('is_correct', 'integer', (c) => c.notNull())
    .addColumn('hint_seen', 'integer', (c) => c.notNull())
    .addColumn('response_time_ms', 'integer', (c) => c.notNull())
    .addColumn('mode', 'text')
    .addColumn('difficulty', 'integer', (c) => c.notNull())
    .addColumn('q_source', 'text')
    .addColumn('client_attempt_id', 'text')
    .addColumn('p_mastery_before', 'double precision', (c) => c.notNull())
    .addColumn('p_mastery_after', 'double precision', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('attempts_client_id_unique', ['user_id', 'client_attempt_id'])
    .execute();
  await index('attempts_user_idx', 'attempts', ['user_id', 'id']);
  await index('attempts_skill_idx', 'attempts', ['skill_id', 'user_id', 'id']);

  await db.schema
    .createTable('skill_mastery')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('skill_id', 'integer', (c) => c.notNull().references('skills.id').onDelete('cascade'))
    .addColumn('p_mastery', 'double precision', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('correct', 'integer', (c) => c.notNull())
    .addColumn('hints', 'integer', (c) => c.notNull())
    .addColumn('response_ms', 'bigint', (c) => c.notNull())
    .addColumn('first_attempted_at', 'text', (c) => c.notNull())
    .addColumn('last_attempted_at', 'text', (c) => c.notNull())
    .addColumn('mastered_at', 'text')
    .addColumn('review_due_at', 'text')
    .addPrimaryKeyConstraint('skill_mastery_pk', ['user_id', 'skill_id'])
    .execute();

  await db.schema
    .createTable('question_progress')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('question_id', 'integer', (c) => c.notNull().references('questions.id').onDelete('cascade'))
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('correct', 'integer', (c) => c.notNull())
    .addColumn('last_correct', 'integer', (c) => c.notNull())
    .addColumn('last_attempted_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('question_progress_pk', ['user_id', 'question_id'])
    .execute();

  await db.schema
    .createTable('daily_activity')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('correct', 'integer', (c) => c.notNull())
    .addColumn('response_ms', 'bigint', (c) => c.notNull())
    .addColumn('hints', 'integer', (c) => c.notNull())
    .addColumn('move', 'integer', (c) => c.notNull())
    .addColumn('punch', 'integer', (c) => c.notNull())
    .addColumn('chill', 'integer', (c) => c.notNull())
    .addColumn('skill', 'integer', (c) => c.notNull())
    .addColumn('topic', 'integer', (c) => c.notNull())
    .addColumn('other', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('daily_activity_pk', ['user_id', 'day'])
    .execute();

  await db.schema
    .createTable('learner_stats')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('total_attempts', 'integer', (c) => c.notNull())
    .addColumn('total_correct', 'integer', (c) => c.notNull())
    .addColumn('response_ms', 'bigint', (c) => c.notNull())
    .addColumn('hints_used', 'integer', (c) => c.notNull())
    .addColumn('streak_days', 'integer', (c) => c.notNull())
    .addColumn('last_active_day', 'text', (c) => c.notNull())
    .addColumn('skills_attempted', 'integer', (c) => c.notNull())
    .addColumn('skills_mastered', 'integer', (c) => c.notNull())
    .addColumn('total_mastery', 'double precision', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The leaderboard's order, and "how many are ahead of me" as an index range count.
  await index('learner_stats_rank_idx', 'learner_stats', ['total_mastery', 'total_correct', 'user_id']);

  // What a paged mode (move, punch, chill) served a student on a day, so page 2 never repeats page 1 and asking
  // for the same page again gives the same questions.
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
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'question_serves',
    'learner_stats',
    'daily_activity',
    'question_progress',
    'skill_mastery',
    'attempts',
    'question_options',
    'questions',
    'skill_prerequisites',
    'skills',
    'subtopics',
    'chapters',
    'books',
    'subjects',
    'content_packs',
  ])
    await db.schema.dropTable(table).execute();
}
