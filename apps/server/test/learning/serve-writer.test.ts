// Served pages are stored in batches (src/features/learning/serve-writer.ts): pages chosen together go into one
// transaction, each request learns which of its own rows were stored, and a page that cannot be stored fails
// alone, never its batch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServeWriter } from '../../src/features/learning/serve-writer.ts';
import type { ServeRow } from '../../src/features/learning/serve-writer.ts';
import { loadFixturePack } from '../support/content.ts';
import { memberStudent } from '../support/learners.ts';
import { createTestApp, DATABASES } from '../support/test-app.ts';
import type { TestApp } from '../support/test-app.ts';

describe.each(DATABASES)('serve writer on %s', (kind) => {
  let t: TestApp;
  let questionIds: number[];
  beforeAll(async () => {
    t = await createTestApp(kind);
    await loadFixturePack(t.app.ctx.db);
    questionIds = (await t.app.ctx.db.selectFrom('questions').select('id').orderBy('id').execute()).map(
      (q) => q.id,
    );
  });
  afterAll(() => t.close());

  const page = (userId: number, pageNo: number, ids: number[], mode = 'move'): ServeRow[] =>
    ids.map((question_id, position) => ({
      user_id: userId,
      mode,
      day: '2026-11-21',
      page: pageNo,
      position,
      question_id,
      q_source: 'new',
    }));
  const stored = (userId: number) =>
    t.app.ctx.db.selectFrom('question_serves').selectAll().where('user_id', '=', userId).execute();

  it('stores the pages of many students chosen together, each one whole', async () => {
    const writer = new ServeWriter(t.app.ctx.db);
    const students = [];
    for (let i = 0; i < 12; i++) students.push(await memberStudent(t.app, 7));
    const counts = await Promise.all(
      students.map((s, i) => writer.store(page(s.user.id, 1, questionIds.slice(i, i + 10)))),
    );
    expect(counts).toEqual(students.map(() => 10));
    for (const [i, s] of students.entries())
      expect((await stored(s.user.id)).map((r) => r.question_id).sort((a, b) => a - b)).toEqual(
        questionIds.slice(i, i + 10),
      );
  });

  it('tells the second of two requests for the same page that the first one stored it', async () => {
    const writer = new ServeWriter(t.app.ctx.db);
    const s = await memberStudent(t.app, 7);
    const [first, second] = await Promise.all([
      writer.store(page(s.user.id, 1, questionIds.slice(0, 10))),
      writer.store(page(s.user.id, 1, questionIds.slice(20, 30))),
    ]);
    expect([first, second]).toEqual([10, 0]);
    expect((await stored(s.user.id)).map((r) => r.question_id).sort((a, b) => a - b)).toEqual(
      questionIds.slice(0, 10),
    );
  });

  it('fails only the page that cannot be stored, and stores the rest of its batch', async () => {
    const writer = new ServeWriter(t.app.ctx.db);
    const s = await memberStudent(t.app, 7);
    const gone = 987_654_321; // no such student: the foreign key refuses the page
    const results = await Promise.allSettled([
      writer.store(page(s.user.id, 1, questionIds.slice(0, 10), 'punch')),
      writer.store(page(gone, 1, questionIds.slice(0, 10), 'punch')),
      writer.store(page(s.user.id, 2, questionIds.slice(10, 20), 'punch')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(results[0]).toMatchObject({ value: 10 });
    expect(results[2]).toMatchObject({ value: 10 });
    expect(await stored(s.user.id)).toHaveLength(20);
  });
});
