// What every instance does at start, done by two instances at once on one PostgreSQL database (each with a pool of
// its own, as separate processes have): migrations, the demo seed and the web push keys. The process-level suite
// (multi-instance.test.ts) starts real servers without the demo seed, whose learning history takes long to write.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { createDb, migrateToLatest } from '../../src/db/database.ts';
import type { Db } from '../../src/db/database.ts';
import { resolveVapidKeys, VAPID_FILE } from '../../src/platform/push/vapid-keys.ts';
import { seedDemo } from '../../src/seed/demo.ts';
import { freshPostgres, TestClock } from '../support/test-app.ts';

const enabled = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!enabled)(
  enabled ? 'two instances starting on one PostgreSQL database' : 'startup (skipped: set TEST_DATABASE_URL)',
  () => {
    const cleanups: (() => Promise<void>)[] = [];
    afterEach(async () => {
      for (const done of cleanups.splice(0).reverse()) await done();
    });

    /** A fresh database and two "instances" on it: two pools, two DATA_DIRs on separate (temporary) disks. */
    async function twoInstances(): Promise<{ dbs: [Db, Db]; dirs: [string, string] }> {
      const pg = await freshPostgres();
      const dbs: [Db, Db] = [createDb(pg.url), createDb(pg.url)];
      const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'quizring-start-'));
      cleanups.push(async () => {
        await Promise.all(dbs.map((d) => d.destroy()));
        await pg.drop();
        fs.rmSync(tmp, { recursive: true, force: true });
      });
      await Promise.all(dbs.map((d) => migrateToLatest(d)));
      return { dbs, dirs: [path.join(tmp, 'a'), path.join(tmp, 'b')] };
    }

    const push = { publicKey: undefined, privateKey: undefined, subject: 'mailto:test@example.com' };

    it('migrates, seeds the demo once and agrees on one set of push keys', async () => {
      const { dbs, dirs } = await twoInstances();
      const clock = new TestClock();
      const seeded = await Promise.all(dbs.map((db) => seedDemo({ db, clock })));
      expect(seeded.map((s) => s.created).sort()).toEqual([false, true]);
      const users = await dbs[0].selectFrom('users').select('username').execute();
      expect(users).toHaveLength(5);

      const keys = await Promise.all(
        dbs.map((db, i) => resolveVapidKeys({ push, dataDir: dirs[i]! }, db, 'postgres')),
      );
      expect(keys[0]!.publicKey).toBeTruthy();
      expect(keys[1]).toEqual(keys[0]);
      // A later start of either finds the same keys.
      expect(await resolveVapidKeys({ push, dataDir: dirs[1] }, dbs[1], 'postgres')).toEqual(keys[0]);
    });

    it('keeps the keys of an earlier single-instance start, so its subscriptions stay valid', async () => {
      const { dbs, dirs } = await twoInstances();
      const earlier = webpush.generateVAPIDKeys();
      fs.mkdirSync(dirs[0], { recursive: true });
      fs.writeFileSync(path.join(dirs[0], VAPID_FILE), JSON.stringify(earlier));
      const first = await resolveVapidKeys({ push, dataDir: dirs[0] }, dbs[0], 'postgres');
      expect(first).toEqual(earlier);
      expect(await resolveVapidKeys({ push, dataDir: dirs[1] }, dbs[1], 'postgres')).toEqual(earlier);
    });

    it('prefers the keys of the environment', async () => {
      const { dbs, dirs } = await twoInstances();
      const env = webpush.generateVAPIDKeys();
      await resolveVapidKeys({ push, dataDir: dirs[0] }, dbs[0], 'postgres');
      const keys = await resolveVapidKeys(
        { push: { ...push, ...env }, dataDir: dirs[1] },
        dbs[1],
        'postgres',
      );
      expect(keys).toEqual(env);
    });
  },
);
