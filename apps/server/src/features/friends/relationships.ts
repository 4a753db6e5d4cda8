// How one student sees others: the UserSummary of the contracts, and the relationship read from friendships rows.
import type { RelationshipStatus, UserSummary } from '@quizring/contracts';
import type { Db } from '../../db/database.ts';
import { pairRowsWith } from './repository.ts';

export type SummaryFields = {
  id: number;
  firstname: string;
  lastname: string;
  username: string | null;
  avatar: string | null;
};

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
  db: Db,
  me: number,
  others: number[],
): Promise<Map<number, RelationshipStatus>> {
  const result = new Map<number, RelationshipStatus>(others.map((id) => [id, 'none']));
  const ids = others.filter((id) => id !== me);
  if (ids.length === 0) return result;
  const rows = await pairRowsWith(db, me, ids);
  for (const row of rows) result.set(row.other, statusFor(me, row));
  return result;
}
