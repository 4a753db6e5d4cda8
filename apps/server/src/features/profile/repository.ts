// The student's own row as the profile pages read and change it. Every function takes `db` or a transaction.
import type { Kysely, Updateable } from 'kysely';
import type { Database, UsersTable } from '../../db/schema.ts';

type Conn = Kysely<Database>;

export function findUserIdByUsername(db: Conn, username: string) {
  return db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();
}

/** Sets the given profile fields of the student. */
export async function updateUser(db: Conn, userId: number, values: Updateable<UsersTable>): Promise<void> {
  await db.updateTable('users').set(values).where('id', '=', userId).execute();
}
