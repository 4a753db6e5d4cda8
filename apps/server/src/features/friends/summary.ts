// The friends page: friends, requests both ways, and "People you may know".
import type { FriendsSummary, UserSummary } from '@quizring/contracts';
import { FRIEND_SUGGESTIONS_LIMIT } from '@quizring/contracts';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { statusFor, toSummary } from './relationships.ts';
import type { SummaryFields } from './relationships.ts';
import * as repo from './repository.ts';

const byName = (a: SummaryFields, b: SummaryFields) =>
  a.firstname.localeCompare(b.firstname, 'en', { sensitivity: 'base' }) ||
  a.lastname.localeCompare(b.lastname, 'en', { sensitivity: 'base' }) ||
  a.id - b.id;

export async function friendsSummary(db: Db, me: UserRow): Promise<FriendsSummary> {
  const rows = await repo.friendshipsOf(db, me.id);

  const friends: typeof rows = [];
  const sent: typeof rows = [];
  const received: typeof rows = [];
  for (const row of rows) {
    const status = statusFor(me.id, row);
    (status === 'friend' ? friends : status === 'request_sent' ? sent : received).push(row);
  }
  const newestFirst = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
    b.created_at.localeCompare(a.created_at) || b.id - a.id;

  return {
    friends: friends.sort(byName).map((u) => toSummary(u, 'friend')),
    requests_sent: sent.sort(newestFirst).map((u) => toSummary(u, 'request_sent')),
    requests_received: received.sort(newestFirst).map((u) => toSummary(u, 'request_received')),
    suggestions: await suggestions(db, me),
  };
}

const hasClassAndBoard = (me: UserRow): me is UserRow & { students_class: number; academic_board: string } =>
  me.students_class !== null && me.academic_board !== null;

/**
 * Friends of friends (most mutual friends first), then classmates (same class and board), then the same city; each
 * tier only fills what the previous left, and every lookup goes through an index (friendships by either side, users
 * by class and board or by lower(city)) with a LIMIT.
 */
export async function suggestions(db: Db, me: UserRow): Promise<UserSummary[]> {
  const picked: SummaryFields[] = await repo
    .friendsOfFriendsQuery(db, me, FRIEND_SUGGESTIONS_LIMIT)
    .execute();
  const remaining = () => FRIEND_SUGGESTIONS_LIMIT - picked.length;
  const pickedIds = () => picked.map((p) => p.id);

  if (remaining() > 0 && hasClassAndBoard(me))
    picked.push(...(await repo.classmatesQuery(db, me, pickedIds(), remaining()).execute()));
  const city = me.city;
  if (remaining() > 0 && city)
    picked.push(...(await repo.sameCityQuery(db, { ...me, city }, pickedIds(), remaining()).execute()));

  return picked.map((u) => toSummary(u, 'none'));
}
