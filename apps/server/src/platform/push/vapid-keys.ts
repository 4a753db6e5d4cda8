// VAPID keys identify this server to browsers' push services. They come from the environment, or are generated
// once and reused, because every stored subscription is bound to the public key it was made with: into DATA_DIR
// on SQLite (one instance), into the database on PostgreSQL (several instances share it, but not a disk).
import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { AppConfig } from '../../config.ts';
import type { Db, DbDialect } from '../../db/database.ts';

export type VapidKeys = { publicKey: string; privateKey: string };
type KeyConfig = { push: Pick<AppConfig['push'], 'publicKey' | 'privateKey'>; dataDir: string };

export const VAPID_FILE = 'vapid.json';

function isKeys(v: unknown): v is VapidKeys {
  const k = v as Partial<VapidKeys> | null;
  return (
    typeof k?.publicKey === 'string' &&
    k.publicKey !== '' &&
    typeof k.privateKey === 'string' &&
    k.privateKey !== ''
  );
}

function readKeyFile(file: string): VapidKeys {
  const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!isKeys(parsed)) throw new Error(`${file} does not hold VAPID keys: delete it to generate new ones`);
  return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
}

export function loadVapidKeys(config: KeyConfig): VapidKeys {
  const { publicKey, privateKey } = config.push;
  if (publicKey && privateKey) return { publicKey, privateKey };
  if (publicKey || privateKey)
    throw new Error(
      'Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither to generate keys into DATA_DIR',
    );

  const file = path.join(config.dataDir, VAPID_FILE);
  if (fs.existsSync(file)) return readKeyFile(file);
  const keys = webpush.generateVAPIDKeys();
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    // 'wx': if another process wrote the file first, use its keys rather than ours.
    fs.writeFileSync(file, JSON.stringify(keys, null, 2) + '\n', { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return readKeyFile(file);
    throw err;
  }
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}

/** The app_settings row that holds the keys shared by every instance on one PostgreSQL database. */
export const VAPID_SETTING = 'vapid_keys';

async function storedKeys(db: Db): Promise<VapidKeys | undefined> {
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', VAPID_SETTING)
    .executeTakeFirst();
  if (!row) return undefined;
  const parsed: unknown = JSON.parse(row.value);
  if (!isKeys(parsed)) throw new Error(`app_settings.${VAPID_SETTING} does not hold VAPID keys`);
  return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
}

/**
 * The keys of this server. On PostgreSQL without keys in the environment, the first instance to start stores its
 * keys in the database (those of an earlier single-instance start in DATA_DIR, if any, so their subscriptions stay
 * valid) and every instance uses the stored ones: keys per instance would break every push that another instance
 * sends.
 */
export async function resolveVapidKeys(config: KeyConfig, db: Db, dialect: DbDialect): Promise<VapidKeys> {
  if (dialect !== 'postgres' || config.push.publicKey || config.push.privateKey) return loadVapidKeys(config);
  const existing = await storedKeys(db);
  if (existing) return existing;
  const file = path.join(config.dataDir, VAPID_FILE);
  const candidate = fs.existsSync(file) ? readKeyFile(file) : webpush.generateVAPIDKeys();
  // Instances starting together: the first insert wins and everyone reads it back.
  await db
    .insertInto('app_settings')
    .values({ key: VAPID_SETTING, value: JSON.stringify(candidate) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const winner = await storedKeys(db);
  if (!winner) throw new Error(`app_settings.${VAPID_SETTING} was not stored`);
  return winner;
}
