// A student's share of the reads (plugins/student-reads.ts): one student's burst runs a few at a time and is
// refused in part, and another student on the same address is never refused meanwhile. Timing goals are the
// bench's (bench/src/noisy-neighbour.ts); these tests count answers only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDENT_READS } from '../../src/lib/rate-limits.ts';
import { loadFixturePack } from '../support/content.ts';
import { memberStudent } from '../support/learners.ts';
import { createTestApp, DATABASES } from '../support/test-app.ts';
import type { TestApp } from '../support/test-app.ts';
import { errorsOf, send } from './support.ts';
import type { Sent } from './support.ts';

const SCHOOL = '10.50.0.1';
const TOO_MANY = /^Too many requests\. Please try again in (\d+) seconds\.$/;

function expectRefused(res: Sent) {
  expect(res.status, res.text).toBe(429);
  expect(res.json).toMatchObject({ status: 'error' });
  const [, seconds] = TOO_MANY.exec(errorsOf(res)[0] ?? '') ?? [];
  expect(seconds, errorsOf(res)[0]).toBeDefined();
  expect(res.headers['retry-after']).toBe(seconds);
}

const statuses = (answers: Sent[]) => answers.map((a) => a.status);

describe.each(DATABASES)('a student’s share of the reads on %s', { timeout: 60_000 }, (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await loadFixturePack(t.app.ctx.db);
  });
  afterAll(async () => t.close());

  const read = (token: string, url: string) => send(t.app, { method: 'GET', url, token, ip: SCHOOL });

  it('one student’s burst is refused in part; a neighbour on the same address is always answered', async () => {
    const noisy = await memberStudent(t.app);
    const neighbour = await memberStudent(t.app);
    const burst = Array.from({ length: 150 }, () => read(noisy.token, '/api/career-categories'));
    const meanwhile = [
      '/api/dashboard',
      '/api/career-categories',
      '/api/learning-path',
      '/api/friends/summary',
    ]
      .flatMap((url) => [url, url, url])
      .map((url) => read(neighbour.token, url));
    const [noisyAnswers, neighbourAnswers] = await Promise.all([Promise.all(burst), Promise.all(meanwhile)]);

    expect(statuses(neighbourAnswers).every((s) => s === 200)).toBe(true);
    const refused = noisyAnswers.filter((a) => a.status !== 200);
    expect(refused.length, 'reads of the burst refused').toBeGreaterThan(0);
    for (const res of refused) expectRefused(res);
    // Those that found a place or a turn in the queue were answered.
    expect(noisyAnswers.length - refused.length).toBeGreaterThanOrEqual(STUDENT_READS.running);
  });

  it('reads beyond the budget wait for their turn, and those that would wait too long are refused', async () => {
    const s = await memberStudent(t.app);
    const others = await memberStudent(t.app);
    // One after another, the budget's burst is spent without a refusal.
    for (let i = 0; i < STUDENT_READS.burst; i++)
      expect((await read(s.token, '/api/dashboard')).status).toBe(200);
    // Then reads come one per 1/5 s: of 30 at once, the first few get their turn, the rest run out of time.
    const late = await Promise.all(Array.from({ length: 30 }, () => read(s.token, '/api/dashboard')));
    const answered = late.filter((a) => a.status === 200).length;
    expect(answered).toBeGreaterThan(0);
    expect(answered).toBeLessThan(late.length);
    for (const res of late.filter((a) => a.status !== 200)) expectRefused(res);
    // The student's budget is theirs alone.
    expect((await read(others.token, '/api/dashboard')).status).toBe(200);
  });
});
