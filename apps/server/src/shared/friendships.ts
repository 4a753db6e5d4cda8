// Who is friends with whom: used by friends, the Ring (only friends can be invited) and realtime authorization.
import type { Db } from '../db/database.ts';

/** The ordered pair of a friendship row (smaller id first), as the table stores it. */
export const orderedPair = (a: number, b: number) => (a < b ? ([a, b] as const) : ([b, a] as const));

export async function areFriends(db: Db, a: number, b: number): Promise<boolean> {
  const [userA, userB] = orderedPair(a, b);
  const row = await db
    .selectFrom('friendships')
    .select('id')
    .where('user_a_id', '=', userA)
    .where('user_b_id', '=', userB)
    .where('status', '=', 'accepted')
    .executeTakeFirst();
  return row !== undefined;
}

/** Ids of a student's friends (accepted friendships only). */
export async function friendIdsOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('friendships')
    .select(['user_a_id', 'user_b_id'])
    .where('status', '=', 'accepted')
    .where((eb) => eb.or([eb('user_a_id', '=', userId), eb('user_b_id', '=', userId)]))
    .execute();
  return rows.map((r) => (r.user_a_id === userId ? r.user_b_id : r.user_a_id));
}
