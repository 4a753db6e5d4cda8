// The sandbox signs checkout results with a secret that no one outside the server may know. Without
// SANDBOX_PAYMENT_SECRET one is generated once and kept in the database: a checkout paid just before a restart, or
// through another instance on the same PostgreSQL database, still verifies.
import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';

/** The app_settings row that holds the generated sandbox secret. */
export const SANDBOX_SECRET_SETTING = 'sandbox_payment_secret';

async function storedSecret(db: Db): Promise<string | undefined> {
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', SANDBOX_SECRET_SETTING)
    .executeTakeFirst();
  return row?.value || undefined;
}

export async function resolveSandboxSecret(config: Pick<AppConfig, 'payment'>, db: Db): Promise<string> {
  if (config.payment.sandboxSecret) return config.payment.sandboxSecret;
  const existing = await storedSecret(db);
  if (existing) return existing;
  // Instances starting together: the first insert wins and everyone reads it back.
  await db
    .insertInto('app_settings')
    .values({ key: SANDBOX_SECRET_SETTING, value: randomBytes(32).toString('hex') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const winner = await storedSecret(db);
  if (!winner) throw new Error(`app_settings.${SANDBOX_SECRET_SETTING} was not stored`);
  return winner;
}
