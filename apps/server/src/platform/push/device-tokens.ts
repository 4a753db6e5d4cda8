import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Conn = Kysely<Database>;

/** A student rarely has more than a few browsers; older subscriptions beyond this are dropped. */
export const MAX_TOKENS_PER_USER = 20;

export async function upsertDeviceToken(
  db: Conn,
  row: {
    user_id: number;
    token_hash: string;
    token: string;
    platform: string;
    is_app: number;
    from_api: number;
    now: string;
  },
) {
  const { now, ...fields } = row;
  await db
    .insertInto('device_tokens')
    .values({ ...fields, created_at: now, updated_at: now })
    .onConflict((oc) =>
      oc.column('token_hash').doUpdateSet({
        user_id: fields.user_id,
        token: fields.token,
        platform: fields.platform,
        is_app: fields.is_app,
        from_api: fields.from_api,
        updated_at: now,
      }),
    )
    .execute();
}

export async function trimDeviceTokens(db: Conn, userId: number) {
  const keep = db
    .selectFrom('device_tokens')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(MAX_TOKENS_PER_USER);
  await db
    .deleteFrom('device_tokens')
    .where('user_id', '=', userId)
    .where('id', 'not in', (eb) => eb.selectFrom(keep.as('k')).select('k.id'))
    .execute();
}

export function deviceTokensOf(db: Conn, userId: number) {
  return db.selectFrom('device_tokens').select(['id', 'token']).where('user_id', '=', userId).execute();
}

export function deleteDeviceToken(db: Conn, id: number) {
  return db.deleteFrom('device_tokens').where('id', '=', id).execute();
}

/** Whether the user had a subscription with this endpoint hash (now deleted). */
export async function deleteDeviceTokenOf(db: Conn, userId: number, tokenHash: string): Promise<boolean> {
  const result = await db
    .deleteFrom('device_tokens')
    .where('user_id', '=', userId)
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
