// Finding students by username or name, for the search box of the friends page.
import type { UserSummary } from '@quizring/contracts';
import { FRIEND_SEARCH_LIMIT, FRIEND_SEARCH_MIN_CHARS } from '@quizring/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { relationshipsWith, SUMMARY_COLUMNS, toSummary } from './relationships.ts';

/**
 * `!` is the escape character: a backslash would also be special to PostgreSQL string literals (E'' strings,
 * standard_conforming_strings off), while `!` means the same on both databases in every setting.
 */
export const escapeLike = (text: string) => text.replace(/[!%_]/g, (c) => `!${c}`);

/** Spaces collapsed, so 'asha  rao' finds "Asha Rao" through its "firstname lastname" form. */
export const normalizeQuery = (q: string) => q.trim().replace(/\s+/g, ' ');

/**
 * Case-insensitive on username, firstname, lastname and "firstname lastname": an exact username first, then
 * prefixes of any of them, then any substring; lower() on both sides so PostgreSQL (case-sensitive LIKE) and SQLite
 * (ASCII-insensitive LIKE) agree. A substring search cannot use a B-tree index; the LIMIT bounds the work returned.
 */
export async function searchStudents(db: Db, me: number, raw: string): Promise<UserSummary[]> {
  const q = normalizeQuery(raw);
  if ([...q].length < FRIEND_SEARCH_MIN_CHARS) return [];
  const escaped = escapeLike(q);
  const contains = `%${escaped}%`;
  const prefix = `${escaped}%`;
  const fullname = sql<string>`lower(users.firstname || ' ' || users.lastname)`;
  const username = sql<string>`lower(coalesce(users.username, ''))`;
  const like = (column: typeof fullname, pattern: string) =>
    sql<boolean>`${column} like lower(${pattern}) escape '!'`;
  const lowerColumn = (name: 'firstname' | 'lastname') => sql<string>`lower(${sql.ref(`users.${name}`)})`;

  const rank = sql<number>`case
    when ${username} = lower(${q}) then 0
    when ${like(username, prefix)} or ${like(lowerColumn('firstname'), prefix)}
      or ${like(lowerColumn('lastname'), prefix)} or ${like(fullname, prefix)} then 1
    else 2 end`;

  const rows = await db
    .selectFrom('users')
    .select([...SUMMARY_COLUMNS, rank.as('rank')])
    .where('users.id', '!=', me)
    .where((eb) => eb.or([like(username, contains), like(fullname, contains)]))
    .orderBy('rank')
    .orderBy(sql`lower(users.firstname)`)
    .orderBy(sql`lower(users.lastname)`)
    .orderBy('users.id')
    .limit(FRIEND_SEARCH_LIMIT)
    .execute();

  const statuses = await relationshipsWith(
    db,
    me,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toSummary(r, statuses.get(r.id) ?? 'none'));
}
