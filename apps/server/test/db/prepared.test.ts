// Prepared queries and the SQLite statement cache: the attempt write runs on them (features/learning).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { prepared } from '../../src/db/prepared.ts';
import { withStatementCache } from '../../src/db/sqlite-statements.ts';
import { createTestApp, DATABASES } from '../support/test-app.ts';
import type { TestApp } from '../support/test-app.ts';

describe('SQLite statement cache', () => {
  it('prepares a SQL text once and keeps the most recently used texts', () => {
    const sqlite = new SqliteDatabase(':memory:');
    const cache = withStatementCache(sqlite);
    const first = cache.prepare('select 1 as n');
    expect(cache.prepare('select 1 as n')).toBe(first);
    for (let i = 0; i < 1000; i++) cache.prepare(`select ${i + 2} as n`);
    // 1,000 other texts later the first one was evicted; the last ones are still there.
    expect(cache.prepare('select 1 as n')).not.toBe(first);
    const recent = cache.prepare('select 1001 as n');
    expect(cache.prepare('select 1001 as n')).toBe(recent);
    expect(recent.all([])).toEqual([{ n: 1001 }]);
    cache.close();
  });
});

const bumpCoins = prepared((db, p: { id: number; coins: number }) =>
  db
    .updateTable('users')
    .set({ coins: sql`coins + ${p.coins}`, lastname: 'Kept' })
    .where('id', '=', p.id)
    .returning(['id', 'coins', 'lastname']),
);

describe.each(DATABASES)('prepared queries on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('runs with each call’s values in their places and keeps the constants of the query', async () => {
    const now = new Date().toISOString();
    const ids = [];
    for (const n of [1, 2]) {
      const row = await t.app.ctx.db
        .insertInto('users')
        .values({
          firstname: 'P',
          lastname: 'Q',
          email: `prepared${n}@example.com`,
          dial_code: '91',
          mobile: `900000000${n}`,
          password_hash: 'x',
          referral_code: `PREP${n}`,
          created_at: now,
          updated_at: now,
          username: null,
          gender: null,
          students_class: null,
          academic_board: null,
          city: null,
          address: null,
          state: null,
          zip: null,
          referred_by: null,
          avatar: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    const [a, b] = ids as [number, number];
    expect((await bumpCoins(t.app.ctx.db, { id: a, coins: 5 })).rows).toEqual([
      { id: a, coins: 5, lastname: 'Kept' },
    ]);
    expect((await bumpCoins(t.app.ctx.db, { id: b, coins: 7 })).rows).toEqual([
      { id: b, coins: 7, lastname: 'Kept' },
    ]);
    // Inside a transaction too (a transaction compiles like its database).
    await t.app.ctx.db.transaction().execute(async (trx) => {
      expect((await bumpCoins(trx, { id: a, coins: 1 })).rows).toEqual([
        { id: a, coins: 6, lastname: 'Kept' },
      ]);
    });
  });
});

const countUsers = prepared((db, p: { email: string }) =>
  db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('email', '=', p.email),
);

describe('prepared reads on SQLite while a transaction is open', () => {
  it('wait for it instead of reading its uncommitted writes', async () => {
    const t = await createTestApp('sqlite');
    try {
      const { db } = t.app.ctx;
      const email = 'uncommitted@example.com';
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let inserted!: () => void;
      const wasInserted = new Promise<void>((resolve) => (inserted = resolve));
      const transaction = db.transaction().execute(async (trx) => {
        const now = new Date().toISOString();
        await trx
          .insertInto('users')
          .values({
            firstname: 'U',
            lastname: 'C',
            email,
            dial_code: '91',
            mobile: '9000000001',
            password_hash: 'x',
            referral_code: 'UNCOMMIT1',
            created_at: now,
            updated_at: now,
          })
          .execute();
        inserted();
        await held;
        throw new Error('roll back');
      });
      await wasInserted;
      // The read must not see the row while the transaction holds it, nor after it rolled back.
      const read = countUsers(db, { email });
      release();
      await expect(transaction).rejects.toThrow('roll back');
      expect((await read).rows[0]?.n).toBe(0);
      expect((await countUsers(db, { email })).rows[0]?.n).toBe(0);
    } finally {
      await t.close();
    }
  });
});
