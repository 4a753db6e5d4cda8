// Frozen in time: never import app code here.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> by design */
import type { Kysely } from 'kysely';

/**
 * A question may carry a figure (issue 14 §3): its SVG, checked against the import's allow-list, and its alt text.
 * Both are null for a question without one; the import writes them together.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('questions').addColumn('figure_svg', 'text').execute();
  await db.schema.alterTable('questions').addColumn('figure_alt', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('questions').dropColumn('figure_alt').execute();
  await db.schema.alterTable('questions').dropColumn('figure_svg').execute();
}
