// Frozen in time: never import app code here.
import type { Kysely } from 'kysely';
import { PostgresAdapter, sql } from 'kysely';

/**
 * One row per pair of students, stored with the smaller id first so a pair can exist only once whoever asked first
 * (a crossed request finds the existing row). `requester_id` says who asked; `status` is pending or accepted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  const t = db.schema.createTable('friendships');
  await (
    isPg
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('user_a_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('user_b_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('requester_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('responded_at', 'text')
    .addUniqueConstraint('friendships_pair_unique', ['user_a_id', 'user_b_id'])
    .addCheckConstraint('friendships_ordered_pair', sql`user_a_id < user_b_id`)
    .execute();
  await db.schema
    .createIndex('friendships_b_idx')
    .on('friendships')
    .columns(['user_b_id', 'status'])
    .execute();
  await db.schema
    .createIndex('friendships_a_idx')
    .on('friendships')
    .columns(['user_a_id', 'status'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('friendships').execute();
}
