// Friendship rows of a pair, the friends page's lists, student search and suggestions. Every function takes `db` or
// a transaction.
import { sql } from 'kysely';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';
import { orderedPair } from '../../shared/friendships.ts';

type Conn = Kysely<Database>;
type Eb = ExpressionBuilder<Database, 'users'>;

/** The columns of a student as others see them (a UserSummary without the relationship). */
export const SUMMARY_COLUMNS = [
  'users.id',
  'users.firstname',
  'users.lastname',
  'users.username',
  'users.avatar',
] as const;

// ---- One pair ----

export function findStudentSummary(db: Conn, userId: number) {
  return db.selectFrom('users').select(SUMMARY_COLUMNS).where('users.id', '=', userId).executeTakeFirst();
}

/** The friendships row of the pair, whichever of the two asked. */
export function findPair(db: Conn, me: number, other: number) {
  const [userA, userB] = orderedPair(me, other);
  return db
    .selectFrom('friendships')
    .select(['id', 'status', 'requester_id'])
    .where('user_a_id', '=', userA)
    .where('user_b_id', '=', userB)
    .executeTakeFirst();
}

export async function insertFriendRequest(db: Conn, requester: number, addressee: number, now: string) {
  const [userA, userB] = orderedPair(requester, addressee);
  await db
    .insertInto('friendships')
    .values({
      user_a_id: userA,
      user_b_id: userB,
      requester_id: requester,
      status: 'pending',
      created_at: now,
      responded_at: null,
    })
    .execute();
}

/** Accepts row `id` if it is still a request pending from `requester`; false when it no longer is. */
export async function acceptPendingRequest(db: Conn, id: number, requester: number, now: string) {
  const accepted = await db
    .updateTable('friendships')
    .set({ status: 'accepted', responded_at: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('requester_id', '=', requester)
    .executeTakeFirst();
  return accepted.numUpdatedRows !== 0n;
}

/** Deletes row `id` if it is still a request pending from `requester`; false when it no longer is. */
export async function deletePendingRequest(db: Conn, id: number, requester: number) {
  const deleted = await db
    .deleteFrom('friendships')
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('requester_id', '=', requester)
    .executeTakeFirst();
  return deleted.numDeletedRows !== 0n;
}

/** The rows between `me` and each of `others` (none of them `me`), two indexed lookups whatever their number. */
export function pairRowsWith(db: Conn, me: number, others: number[]) {
  return db
    .selectFrom('friendships')
    .select(['user_b_id as other', 'status', 'requester_id'])
    .where('user_a_id', '=', me)
    .where('user_b_id', 'in', others)
    .unionAll((eb) =>
      eb
        .selectFrom('friendships')
        .select(['user_a_id as other', 'status', 'requester_id'])
        .where('user_b_id', '=', me)
        .where('user_a_id', 'in', others),
    )
    .execute();
}

// ---- The friends page ----

/** Every row `me` has, pending either way or accepted, with the other student. */
export function friendshipsOf(db: Conn, me: number) {
  return db
    .selectFrom('friendships')
    .innerJoin('users', 'users.id', 'friendships.user_b_id')
    .select([...SUMMARY_COLUMNS, 'friendships.status', 'friendships.requester_id', 'friendships.created_at'])
    .where('friendships.user_a_id', '=', me)
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
        .where('friendships.user_b_id', '=', me),
    )
    .execute();
}

// ---- Search ----

/** LIKE patterns of one search, escaped with `!`, and the normalized text an exact username must equal. */
export type SearchPatterns = { exact: string; prefix: string; contains: string };

/**
 * Case-insensitive on username, firstname, lastname and "firstname lastname": an exact username first, then
 * prefixes of any of them, then any substring; lower() on both sides so PostgreSQL (case-sensitive LIKE) and SQLite
 * (ASCII-insensitive LIKE) agree. A substring search cannot use a B-tree index; the LIMIT bounds the work returned.
 */
export function findStudentsMatching(db: Conn, me: number, p: SearchPatterns, limit: number) {
  const fullname = sql<string>`lower(users.firstname || ' ' || users.lastname)`;
  const username = sql<string>`lower(coalesce(users.username, ''))`;
  const like = (column: typeof fullname, pattern: string) =>
    sql<boolean>`${column} like lower(${pattern}) escape '!'`;
  const lowerColumn = (name: 'firstname' | 'lastname') => sql<string>`lower(${sql.ref(`users.${name}`)})`;

  const rank = sql<number>`case
    when ${username} = lower(${p.exact}) then 0
    when ${like(username, p.prefix)} or ${like(lowerColumn('firstname'), p.prefix)}
      or ${like(lowerColumn('lastname'), p.prefix)} or ${like(fullname, p.prefix)} then 1
    else 2 end`;

  return db
    .selectFrom('users')
    .select([...SUMMARY_COLUMNS, rank.as('rank')])
    .where('users.id', '!=', me)
    .where((eb) => eb.or([like(username, p.contains), like(fullname, p.contains)]))
    .orderBy('rank')
    .orderBy(sql`lower(users.firstname)`)
    .orderBy(sql`lower(users.lastname)`)
    .orderBy('users.id')
    .limit(limit)
    .execute();
}

// ---- Suggestions ----

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

/** Tier 1: students befriended by my friends, counted by how many of my friends they share. */
export const friendsOfFriendsQuery = (db: Conn, me: UserRow, limit: number) =>
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
  db: Conn,
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
export const sameCityQuery = (db: Conn, me: UserRow & { city: string }, exclude: number[], limit: number) =>
  db
    .selectFrom('users')
    .select(SUMMARY_COLUMNS)
    // Written exactly as the index expression, so both databases use users_city_lower_idx.
    .where(sql`lower(city)`, '=', sql`lower(${me.city})`)
    .where(candidates(me, exclude))
    .orderBy('users.id', 'desc')
    .limit(limit);
