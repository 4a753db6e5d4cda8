// The friends page: friends, requests both ways, and "People you may know".
import type { FriendsSummary, UserSummary } from '@quizring/contracts';
import { FRIEND_SUGGESTIONS_LIMIT } from '@quizring/contracts';
import { sql } from 'kysely';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database, UserRow } from '../../db/schema.ts';
import { statusFor, SUMMARY_COLUMNS, toSummary } from './relationships.ts';
import type { SummaryFields } from './relationships.ts';

type Eb = ExpressionBuilder<Database, 'users'>;

/** Everyone `me` has a row with, pending either way or accepted: never suggested. */
const relatedIds = (eb: Eb, me: number) =>
  eb
    .selectFrom('friendships as r')
    .select('r.user_b_id as other')
    .where('r.user_a_id', '=', me)
    .unionAll(
      eb.selectFrom('friendships as r2').select('r2.user_a_id as other').where('r2.user_b_id', '=', me),
    );

const friendIds = (eb: ExpressionBuilder<Database, never>, me: number) =>
  eb
    .selectFrom('friendships as mf')
    .select('mf.user_b_id as other')
    .where('mf.user_a_id', '=', me)
    .where('mf.status', '=', 'accepted')
    .unionAll(
      eb
        .selectFrom('friendships as mf2')
        .select('mf2.user_a_id as other')
        .where('mf2.user_b_id', '=', me)
        .where('mf2.status', '=', 'accepted'),
    );

const byName = (a: SummaryFields, b: SummaryFields) =>
  a.firstname.localeCompare(b.firstname, 'en', { sensitivity: 'base' }) ||
  a.lastname.localeCompare(b.lastname, 'en', { sensitivity: 'base' }) ||
  a.id - b.id;

export async function friendsSummary(db: Db, me: UserRow): Promise<FriendsSummary> {
  const rows = await db
    .selectFrom('friendships')
    .innerJoin('users', 'users.id', 'friendships.user_b_id')
    .select([...SUMMARY_COLUMNS, 'friendships.status', 'friendships.requester_id', 'friendships.created_at'])
    .where('friendships.user_a_id', '=', me.id)
    .unionAll((eb) =>
      eb
        .selectFrom('friendships')
        .innerJoin('users', 'users.id', 'friendships.user_a_id')
        .select([
          ...SUMMARY_COLUMNS,
          'friendships.status',
          'friendships.requester_id',
          'friendships.created_at',
        ])
        .where('friendships.user_b_id', '=', me.id),
    )
    .execute();

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

/** Tier 1: students befriended by my friends, counted by how many of my friends they share. */
export const friendsOfFriendsQuery = (db: Db, me: UserRow, limit: number) =>
  db
    .selectFrom((eb) =>
      eb
        .selectFrom('friendships as f')
        .select('f.user_b_id as candidate')
        .where('f.status', '=', 'accepted')
        .where('f.user_a_id', 'in', friendIds(eb, me.id))
        .unionAll(
          eb
            .selectFrom('friendships as f2')
            .select('f2.user_a_id as candidate')
            .where('f2.status', '=', 'accepted')
            .where('f2.user_b_id', 'in', friendIds(eb, me.id)),
        )
        .as('fof'),
    )
    .innerJoin('users', 'users.id', 'fof.candidate')
    .select([...SUMMARY_COLUMNS, (eb) => eb.fn.countAll<number>().as('mutual')])
    .where('users.id', '!=', me.id)
    .where('users.profile_complete', '=', 1)
    .where('users.id', 'not in', (eb) => relatedIds(eb, me.id))
    .groupBy(SUMMARY_COLUMNS)
    .orderBy('mutual', 'desc')
    .orderBy('users.id')
    .limit(limit);

/** Completed profiles other than me, my relations and those already suggested. */
const candidates = (me: UserRow, exclude: number[]) => (eb: Eb) =>
  eb.and([
    eb('users.id', '!=', me.id),
    eb('users.profile_complete', '=', 1),
    eb('users.id', 'not in', relatedIds(eb, me.id)),
    ...(exclude.length > 0 ? [eb('users.id', 'not in', exclude)] : []),
  ]);

/** Tier 2: same class and board, newest students first (users_class_board_idx). */
export const classmatesQuery = (
  db: Db,
  me: UserRow & { students_class: number; academic_board: string },
  exclude: number[],
  limit: number,
) =>
  db
    .selectFrom('users')
    .select(SUMMARY_COLUMNS)
    .where('users.students_class', '=', me.students_class)
    .where('users.academic_board', '=', me.academic_board)
    .where(candidates(me, exclude))
    .orderBy('users.id', 'desc')
    .limit(limit);

/** Tier 3: same city whatever its case, newest first (users_city_lower_idx). */
export const sameCityQuery = (db: Db, me: UserRow & { city: string }, exclude: number[], limit: number) =>
  db
    .selectFrom('users')
    .select(SUMMARY_COLUMNS)
    // Written exactly as the index expression, so both databases use users_city_lower_idx.
    .where(sql`lower(city)`, '=', sql`lower(${me.city})`)
    .where(candidates(me, exclude))
    .orderBy('users.id', 'desc')
    .limit(limit);

const hasClassAndBoard = (me: UserRow): me is UserRow & { students_class: number; academic_board: string } =>
  me.students_class !== null && me.academic_board !== null;

/**
 * Friends of friends (most mutual friends first), then classmates (same class and board), then the same city; each
 * tier only fills what the previous left, and every lookup goes through an index (friendships by either side, users
 * by class and board or by lower(city)) with a LIMIT.
 */
export async function suggestions(db: Db, me: UserRow): Promise<UserSummary[]> {
  const picked: SummaryFields[] = await friendsOfFriendsQuery(db, me, FRIEND_SUGGESTIONS_LIMIT).execute();
  const remaining = () => FRIEND_SUGGESTIONS_LIMIT - picked.length;
  const pickedIds = () => picked.map((p) => p.id);

  if (remaining() > 0 && hasClassAndBoard(me))
    picked.push(...(await classmatesQuery(db, me, pickedIds(), remaining()).execute()));
  const city = me.city;
  if (remaining() > 0 && city)
    picked.push(...(await sameCityQuery(db, { ...me, city }, pickedIds(), remaining()).execute()));

  return picked.map((u) => toSummary(u, 'none'));
}
