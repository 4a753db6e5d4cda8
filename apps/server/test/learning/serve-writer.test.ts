// Served pages are stored in batches (src/features/learning/serve-writer.ts): pages chosen together go into one
// transaction, each request learns whether its own page was stored, and a page that cannot be stored fails alone,
// never its batch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServeWriter } from '../../src/features/learning/serve-writer.ts';
import type { ServedPageRow } from '../../src/features/learning/repository/served-pages-writer.ts';
import { memberStudent } from '../support/learners.ts';
import { createTestApp, DATABASES } from '../support/test-app.ts';
import type { TestApp } from '../support/test-app.ts';

describe.each(DATABASES)('serve writer on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const page = (userId: number, pageNo: number, ids: number[], mode = 'move'): ServedPageRow => ({
    user_id: userId,
    mode,
    day: '2026-11-21',
    page: pageNo,
    questions: JSON.stringify(ids.map((id) => [id, 'new'])),
  });
  const stored = (userId: number) =>
    t.app.ctx.db
      .selectFrom('served_pages')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('mode')
      .orderBy('page')
      .execute();
  const range = (from: number) => Array.from({ length: 10 }, (_, i) => from + i);

  it('stores the pages of many students chosen together, each one whole', async () => {
    const writer = new ServeWriter(t.app.ctx.db);
    const students = [];
    for (let i = 0; i < 12; i++) students.push(await memberStudent(t.app, 7));
    const results = await Promise.all(students.map((s, i) => writer.store(page(s.user.id, 1, range(i)))));
    expect(results).toEqual(students.map(() => true));
    for (const [i, s] of students.entries())
      expect(await stored(s.user.id)).toEqual([page(s.user.id, 1, range(i))]);
  });

  it('tells the second of two requests for the same page that the first one stored it', async () => {
    const writer = new ServeWriter(t.app.ctx.db);
    const s = await memberStudent(t.app, 7);
    const [first, second] = await Promise.all([
      writer.store(page(s.user.id, 1, range(1))),
      writer.store(page(s.user.id, 1, range(21))),
    ]);
    expect([first, second]).toEqual([true, false]);
    expect(await stored(s.user.id)).toEqual([page(s.user.id, 1, range(1))]);
  });

  it('fails only the page that cannot be stored, and stores the rest of its batch', async () => {
    const writer = new ServeWriter(t.app.ctx.db);
    const s = await memberStudent(t.app, 7);
    const gone = 987_654_321; // no such student: the foreign key refuses the page
    const results = await Promise.allSettled([
      writer.store(page(s.user.id, 1, range(1), 'punch')),
      writer.store(page(gone, 1, range(1), 'punch')),
      writer.store(page(s.user.id, 2, range(11), 'punch')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(results[0]).toMatchObject({ value: true });
    expect(results[2]).toMatchObject({ value: true });
    expect(await stored(s.user.id)).toHaveLength(2);
  });
});
