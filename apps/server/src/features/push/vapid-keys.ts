// VAPID keys identify this server to browsers' push services. They come from the environment, or are generated
// once into DATA_DIR and reused, because every stored subscription is bound to the public key it was made with.
import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { AppConfig } from '../../config.ts';

export type VapidKeys = { publicKey: string; privateKey: string };

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

export function loadVapidKeys(config: Pick<AppConfig, 'push' | 'dataDir'>): VapidKeys {
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
