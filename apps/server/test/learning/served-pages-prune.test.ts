// Served pages of past days are deleted (src/features/learning/served-pages-prune.ts): today's and yesterday's
// stay (a student may practise across midnight), older ones go.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneServedPages } from '../../src/features/learning/served-pages-prune.ts';
import { memberStudent } from '../support/learners.ts';
import { createTestApp, DATABASES } from '../support/test-app.ts';
import type { TestApp } from '../support/test-app.ts';

describe.each(DATABASES)('served pages prune on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('keeps today and yesterday and deletes the days before', async () => {
    const s = await memberStudent(t.app, 7);
    // The test clock stands at 2026-11-21 (Asia/Kolkata).
    for (const day of ['2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21'])
      await t.app.ctx.db
        .insertInto('served_pages')
        .values({ user_id: s.user.id, mode: 'move', day, page: 1, questions: '[]' })
        .execute();
    expect(await pruneServedPages(t.app.ctx)).toBe(2);
    const left = await t.app.ctx.db
      .selectFrom('served_pages')
      .select('day')
      .where('user_id', '=', s.user.id)
      .orderBy('day')
      .execute();
    expect(left.map((r) => r.day)).toEqual(['2026-11-20', '2026-11-21']);
  });
});
