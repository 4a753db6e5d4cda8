// Frozen in time: never import app code here.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> by design */
import type { Kysely } from 'kysely';

/**
 * Scores only from real answers (decision 0016). `attempts.credited` says whether an attempt counted for score,
 * mastery, streak and the aggregates: a repeat answer to a question already answered that day is recorded but
 * earns nothing. `question_progress.credited_day` is the day the question last earned something (an answer, or a
 * timeout that revealed its answer), read by the attempt's transaction.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('attempts')
    .addColumn('credited', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('question_progress').addColumn('credited_day', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('question_progress').dropColumn('credited_day').execute();
  await db.schema.alterTable('attempts').dropColumn('credited').execute();
}
