// Reads and pruning of the served_pages table (what was served to whom, servings.ts); the batched insert is in
// served-pages-writer.ts.
import type { Db } from '../../../db/database.ts';
import { prepared } from '../../../db/prepared.ts';

/** The pages of one list served to the student on one day. */
export const listRows = prepared((db, p: { userId: number; mode: string; day: string }) =>
  db
    .selectFrom('served_pages')
    .select(['page', 'questions'])
    .where('user_id', '=', p.userId)
    .where('mode', '=', p.mode)
    .where('day', '=', p.day),
);

/** Every list served since `since` (by the primary key's user prefix: two days of pages at most). */
export const recentRows = prepared((db, p: { userId: number; since: string }) =>
  db
    .selectFrom('served_pages')
    .select('questions')
    .where('user_id', '=', p.userId)
    .where('day', '>=', p.since),
);

/** Deletes every page of a day before `day`; how many were deleted. */
export async function deletePagesBefore(db: Db, day: string): Promise<number> {
  const result = await db.deleteFrom('served_pages').where('day', '<', day).executeTakeFirst();
  return Number(result.numDeletedRows);
}
