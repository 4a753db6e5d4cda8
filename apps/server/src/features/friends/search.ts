// Finding students by username or name, for the search box of the friends page.
import type { UserSummary } from '@quizring/contracts';
import { FRIEND_SEARCH_LIMIT, FRIEND_SEARCH_MIN_CHARS } from '@quizring/contracts';
import type { Db } from '../../db/database.ts';
import { relationshipsWith, toSummary } from './relationships.ts';
import { findStudentsMatching } from './repository.ts';

/**
 * `!` is the escape character: a backslash would also be special to PostgreSQL string literals (E'' strings,
 * standard_conforming_strings off), while `!` means the same on both databases in every setting.
 */
export const escapeLike = (text: string) => text.replace(/[!%_]/g, (c) => `!${c}`);

/** Spaces collapsed, so 'asha  rao' finds "Asha Rao" through its "firstname lastname" form. */
export const normalizeQuery = (q: string) => q.trim().replace(/\s+/g, ' ');

/** Students matching the search (see `findStudentsMatching` for the order), each with my relationship to them. */
export async function searchStudents(db: Db, me: number, raw: string): Promise<UserSummary[]> {
  const q = normalizeQuery(raw);
  if ([...q].length < FRIEND_SEARCH_MIN_CHARS) return [];
  const escaped = escapeLike(q);
  const patterns = { exact: q, prefix: `${escaped}%`, contains: `%${escaped}%` };
  const rows = await findStudentsMatching(db, me, patterns, FRIEND_SEARCH_LIMIT);

  const statuses = await relationshipsWith(
    db,
    me,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toSummary(r, statuses.get(r.id) ?? 'none'));
}
