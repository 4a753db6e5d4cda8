// The players' accounts: name and avatar as the Ring shows them, and the demo players' unused accounts.
import type { UserRow } from '../../../db/schema.ts';
import type { Conn } from './types.ts';

export const fullname = (u: { firstname: string; lastname: string }) => `${u.firstname} ${u.lastname}`.trim();

export async function userSummary(db: Conn, userId: number) {
  const u = await db
    .selectFrom('users')
    .select(['id', 'firstname', 'lastname', 'avatar'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return { id: u.id, name: fullname(u), avatar: u.avatar };
}

/** The users among `userIds` with one of these usernames and no live session (nobody is signed in as them). */
export function unclaimedUsersNamed(
  db: Conn,
  userIds: number[],
  usernames: string[],
  now: string,
): Promise<UserRow[]> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('id', 'in', userIds)
    .where('username', 'in', usernames)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('auth_tokens')
            .select('auth_tokens.id')
            .whereRef('auth_tokens.user_id', '=', 'users.id')
            .where('auth_tokens.revoked_at', 'is', null)
            .where('auth_tokens.expires_at', '>', now),
        ),
      ),
    )
    .execute();
}
