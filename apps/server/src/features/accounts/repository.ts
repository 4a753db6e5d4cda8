// Users, bearer tokens and one-time codes of sign-up, sign-in and account deletion. Every function takes `db` or a
// transaction.
import type { Insertable, Kysely } from 'kysely';
import type { Database, OtpCodesTable, UserRow, UsersTable } from '../../db/schema.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { addMs, iso } from '../../lib/clock.ts';

type Conn = Kysely<Database>;

/** Issues an opaque bearer token; only its hash is stored. */
export async function issueToken(db: Conn, userId: number, now: Date, ttlMs: number): Promise<string> {
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

export async function revokeToken(db: Conn, tokenHash: string, now: Date): Promise<void> {
  await db
    .updateTable('auth_tokens')
    .set({ revoked_at: iso(now) })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The student whose referral code is `code` or whose username is `username`. */
export function findReferrerId(db: Conn, code: string, username: string | null) {
  return db
    .selectFrom('users')
    .select('id')
    .where((eb) =>
      eb.or([eb('referral_code', '=', code), ...(username ? [eb('username', '=', username)] : [])]),
    )
    .executeTakeFirst();
}

export function findUserIdByEmail(db: Conn, email: string) {
  return db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
}

export function findUserIdByMobile(db: Conn, dialCode: string, mobile: string) {
  return db
    .selectFrom('users')
    .select('id')
    .where('dial_code', '=', dialCode)
    .where('mobile', '=', mobile)
    .executeTakeFirst();
}

export function findUserByMobile(db: Conn, dialCode: string, mobile: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('dial_code', '=', dialCode)
    .where('mobile', '=', mobile)
    .executeTakeFirst();
}

/** A sign-in names an account by email when it holds an '@', by username otherwise. */
const signInColumn = (identifier: string) => (identifier.includes('@') ? 'email' : 'username');

export function findUserBySignInName(db: Conn, identifier: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(signInColumn(identifier), '=', identifier)
    .executeTakeFirst();
}

export function findUserIdBySignInName(db: Conn, identifier: string) {
  return db
    .selectFrom('users')
    .select('id')
    .where(signInColumn(identifier), '=', identifier)
    .executeTakeFirst();
}

export function insertUser(db: Conn, user: Insertable<UsersTable>): Promise<UserRow> {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

/** Leaves the students `userId` referred with no referrer. */
export async function forgetReferrer(db: Conn, userId: number): Promise<void> {
  await db.updateTable('users').set({ referred_by: null }).where('referred_by', '=', userId).execute();
}

/** Deletes the student and, through foreign keys, everything that belongs to them. */
export async function deleteUser(db: Conn, userId: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', userId).execute();
}

/** When each code sent to the number since `since` was sent, newest first. */
export function otpSendTimesSince(db: Conn, dialCode: string, mobile: string, since: string) {
  return db
    .selectFrom('otp_codes')
    .select(['created_at'])
    .where('dial_code', '=', dialCode)
    .where('mobile', '=', mobile)
    .where('created_at', '>', since)
    .orderBy('created_at', 'desc')
    .execute();
}

export async function insertOtpCode(db: Conn, code: Insertable<OtpCodesTable>): Promise<number> {
  const { id } = await db.insertInto('otp_codes').values(code).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function deleteOtpCode(db: Conn, id: number): Promise<void> {
  await db.deleteFrom('otp_codes').where('id', '=', id).execute();
}

/** The code sent last to the number for `purpose`. */
export function latestOtpCode(db: Conn, dialCode: string, mobile: string, purpose: string) {
  return db
    .selectFrom('otp_codes')
    .selectAll()
    .where('dial_code', '=', dialCode)
    .where('mobile', '=', mobile)
    .where('purpose', '=', purpose)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Counts a wrong try atomically, so parallel guesses cannot exceed the limit. */
export async function countWrongOtpTry(db: Conn, id: number): Promise<void> {
  await db
    .updateTable('otp_codes')
    .set((eb) => ({ wrong_tries: eb('wrong_tries', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** Marks the code used if it is unused and under `maxWrongTries`; true when this call consumed it. */
export async function consumeOtpCode(
  db: Conn,
  id: number,
  now: string,
  maxWrongTries: number,
): Promise<boolean> {
  const consumed = await db
    .updateTable('otp_codes')
    .set({ consumed_at: now })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .where('wrong_tries', '<', maxWrongTries)
    .executeTakeFirst();
  return Number(consumed.numUpdatedRows) === 1;
}
