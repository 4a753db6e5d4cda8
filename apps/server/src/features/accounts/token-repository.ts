import type { Db } from '../../db/database.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { addMs, iso } from '../../lib/clock.ts';

/** Issues an opaque bearer token; only its hash is stored. */
export async function issueToken(db: Db, userId: number, now: Date, ttlMs: number): Promise<string> {
  const token = randomToken();
  await db
    .insertInto('auth_tokens')
    .values({
      user_id: userId,
      token_hash: sha256(token),
      created_at: iso(now),
      expires_at: iso(addMs(now, ttlMs)),
      revoked_at: null,
    })
    .execute();
  return token;
}

export async function revokeToken(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db
    .updateTable('auth_tokens')
    .set({ revoked_at: iso(now) })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}
