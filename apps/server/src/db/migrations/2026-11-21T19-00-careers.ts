// Frozen in time: never import app code here.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> by design */
import type { Kysely } from 'kysely';

/**
 * Careers. The catalogue tables hold the shipped catalogue under its own stable ids (no serial: the app writes
 * them at start from its code); a student's choices reference them, so a career dropped from the catalogue also
 * leaves everyone's choices. `career_preferences` is one row per student with the focus and the updates used.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('career_categories')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('careers')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('category_id', 'integer', (c) =>
      c.notNull().references('career_categories.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('min_class', 'integer', (c) => c.notNull())
    .addColumn('max_class', 'integer', (c) => c.notNull())
    // A JSON array of subject names, read whole with the career.
    .addColumn('related_subjects', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('careers_category_idx')
    .on('careers')
    .columns(['category_id', 'position'])
    .execute();

  await db.schema
    .createTable('career_preferences')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('career_focus_percent', 'integer', (c) => c.notNull())
    .addColumn('career_update_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('career_selections')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('career_id', 'integer', (c) => c.notNull().references('careers.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('career_selections_pk', ['user_id', 'career_id'])
    .execute();
  await db.schema
    .createIndex('career_selections_career_idx')
    .on('career_selections')
    .column('career_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('career_selections').execute();
  await db.schema.dropTable('career_preferences').execute();
  await db.schema.dropTable('careers').execute();
  await db.schema.dropTable('career_categories').execute();
}
