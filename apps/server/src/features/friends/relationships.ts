// How one student sees others: the UserSummary of the contracts, and the relationship read from friendships rows.
import type { RelationshipStatus, UserSummary } from '@quizring/contracts';
import type { Db } from '../../db/database.ts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type Executor = Db | Transaction<Database>;

export type SummaryFields = {
  id: number;
  firstname: string;
  lastname: string;
  username: string | null;
  avatar: string | null;
};

export const SUMMARY_COLUMNS = [
  'users.id',
  'users.firstname',
  'users.lastname',
  'users.username',
  'users.avatar',
] as const;

export const toSummary = (u: SummaryFields, relationship_status: RelationshipStatus): UserSummary => ({
  id: u.id,
  firstname: u.firstname,
  lastname: u.lastname,
  username: u.username,
  avatar: u.avatar,
  relationship_status,
});

type PairRow = { status: 'pending' | 'accepted'; requester_id: number };

export function statusFor(me: number, row: PairRow | undefined): RelationshipStatus {
  if (!row) return 'none';
  if (row.status === 'accepted') return 'friend';
  return row.requester_id === me ? 'request_sent' : 'request_received';
}

/** The relationship of `me` to each of `others`, two indexed lookups whatever the number of others. */
export async function relationshipsWith(
  db: Executor,
  me: number,
  others: number[],
): Promise<Map<number, RelationshipStatus>> {
  const result = new Map<number, RelationshipStatus>(others.map((id) => [id, 'none']));
  const ids = others.filter((id) => id !== me);
  if (ids.length === 0) return result;
  const rows = await db
    .selectFrom('friendships')
    .select(['user_b_id as other', 'status', 'requester_id'])
    .where('user_a_id', '=', me)
    .where('user_b_id', 'in', ids)
    .unionAll((eb) =>
      eb
        .selectFrom('friendships')
        .select(['user_a_id as other', 'status', 'requester_id'])
        .where('user_b_id', '=', me)
        .where('user_a_id', 'in', ids),
    )
    .execute();
  for (const row of rows) result.set(row.other, statusFor(me, row));
  return result;
}
