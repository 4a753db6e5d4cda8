// Frozen in time: never import app code here.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * "People you may know" looks up classmates (same class and board) and students of the same city, newest first, on
 * every visit of the friends page; without these both would scan the users table. The city is compared
 * case-insensitively because it is free text; the query must use exactly `lower(city)` to hit this index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('users_class_board_idx')
    .on('users')
    .columns(['students_class', 'academic_board', 'id'])
    .execute();
  await db.schema
    .createIndex('users_city_lower_idx')
    .on('users')
    .expression(sql`lower(city), id`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_city_lower_idx').execute();
  await db.schema.dropIndex('users_class_board_idx').execute();
}
