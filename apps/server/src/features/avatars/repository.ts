import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Conn = Kysely<Database>;

export function insertAvatar(
  db: Conn,
  row: { file_name: string; user_id: number; content_type: string; data: Uint8Array; created_at: string },
) {
  return db.insertInto('avatars').values(row).execute();
}

/** Deletes the user's stored avatars, except `keep` if given. */
export function deleteAvatarsOf(db: Conn, userId: number, keep?: string) {
  return db
    .deleteFrom('avatars')
    .where('user_id', '=', userId)
    .$if(keep !== undefined, (qb) => qb.where('file_name', '<>', keep!))
    .execute();
}

export function setUserAvatar(db: Conn, userId: number, avatar: string, now: string) {
  return db.updateTable('users').set({ avatar, updated_at: now }).where('id', '=', userId).execute();
}

export function findAvatar(db: Conn, fileName: string) {
  return db
    .selectFrom('avatars')
    .select(['content_type', 'data'])
    .where('file_name', '=', fileName)
    .executeTakeFirst();
}
