// Migration 2026-11-25T12-00-served-pages turns the ten rows of each served page into one, keeping every page of
// every student with its questions in order, so pages served before an upgrade read the same after it.
import { Migrator, sql } from 'kysely';
import type { Kysely, Migration, MigrationProvider } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../../src/db/database.ts';
import type { Db } from '../../src/db/database.ts';
import { migrations } from '../../src/db/migrations/index.ts';
import { loadFixturePack } from '../support/content.ts';
import { DATABASES, freshPostgres } from '../support/test-app.ts';

const provider: MigrationProvider = { getMigrations: async () => migrations as Record<string, Migration> };
/**
 * The schema just before served pages, plus the later migration of the content tables (question figures), which the
 * pack importer writes to; the rest then runs out of order on top.
 */
const BEFORE_SERVED_PAGES = '2026-11-25T10-00-change-notifications';
const CONTENT_LATER = ['2026-11-27T10-00-question-figures'];
const before: MigrationProvider = {
  getMigrations: async () =>
    Object.fromEntries(
      Object.entries(migrations as Record<string, Migration>).filter(
        ([name]) => name <= BEFORE_SERVED_PAGES || CONTENT_LATER.includes(name),
      ),
    ),
};

describe.each(DATABASES)('served pages migration on %s', (kind) => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });

  it('keeps every page, its questions in their order and their sources', async () => {
    let db: Db;
    if (kind === 'postgres') {
      const pg = await freshPostgres();
      closers.push(pg.drop);
      db = createDb(pg.url);
    } else db = createDb('sqlite::memory:');
    closers.push(() => db.destroy());
    expect((await new Migrator({ db, provider: before }).migrateToLatest()).error).toBeUndefined();

    const raw = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const now = '2026-11-21T06:00:00.000Z';
    const [user] = await sql<{ id: number }>`
      insert into users (firstname, lastname, email, dial_code, mobile, password_hash, referral_code, created_at, updated_at)
      values ('M', 'G', 'migrate@example.com', '91', '9000000009', 'x', 'MIGRATE1', ${now}, ${now}) returning id`
      .execute(db)
      .then((r) => r.rows);
    // The fixture pack gives real question ids.
    await loadFixturePack(db);
    const questionIds = (await db.selectFrom('questions').select('id').orderBy('id').limit(12).execute()).map(
      (q) => q.id,
    );
    // Two pages of move (stored out of order) and one of punch.
    const rows = [
      ...[5, 3, 9].map((q, position) => ({ mode: 'move', page: 2, position, q })),
      ...[0, 1, 2].map((q, position) => ({ mode: 'move', page: 1, position, q })),
      ...[11, 10].map((q, position) => ({ mode: 'punch', page: 1, position, q })),
    ].reverse();
    for (const r of rows)
      await raw
        .insertInto('question_serves')
        .values({
          user_id: user!.id,
          mode: r.mode,
          day: '2026-11-21',
          page: r.page,
          position: r.position,
          question_id: questionIds[r.q]!,
          q_source: r.position === 0 ? 'review' : 'new',
        })
        .execute();

    const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const pages = await db.selectFrom('served_pages').selectAll().orderBy('mode').orderBy('page').execute();
    const as = (qs: number[]) => qs.map((q, i) => [questionIds[q], i === 0 ? 'review' : 'new']);
    expect(pages.map((p) => ({ ...p, questions: JSON.parse(p.questions) as unknown }))).toEqual([
      { user_id: user!.id, mode: 'move', day: '2026-11-21', page: 1, questions: as([0, 1, 2]) },
      { user_id: user!.id, mode: 'move', day: '2026-11-21', page: 2, questions: as([5, 3, 9]) },
      { user_id: user!.id, mode: 'punch', day: '2026-11-21', page: 1, questions: as([11, 10]) },
    ]);
  });
});
