// The per-student throttles on calls a script would hammer: counted per student, not per address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFixturePack } from '../support/content.ts';
import { memberStudent } from '../support/learners.ts';
import { call, createTestApp } from '../support/test-app.ts';
import type { TestApp } from '../support/test-app.ts';

describe('per-student rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    await loadFixturePack(t.app.ctx.db);
  });
  afterAll(() => t.close());

  it('stops a student after 60 friend searches a minute, and not another student on the same address', async () => {
    const a = await memberStudent(t.app, 7);
    const b = await memberStudent(t.app, 7);
    const search = (token: string) =>
      call(t.app, 'GET', '/api/friends/search?q=student', { token, ip: '10.1.1.1' });
    for (let i = 0; i < 60; i++) expect((await search(a.token)).status).toBe(200);
    const limited = await search(a.token);
    expect(limited.status).toBe(429);
    expect(limited.body.status).toBe('error');
    expect((await search(b.token)).status).toBe(200);
  });
});
