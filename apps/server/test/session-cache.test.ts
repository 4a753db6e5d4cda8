// The hot reads take the session from a short cache (plugins/session-cache.ts). Sign-out stays immediate on the
// instance that signed out; another instance honours the token for at most SESSION_CACHE_MS; a membership is
// never refused from the cache, and one that ends counts at once.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_CACHE_MS } from '../src/plugins/session-cache.ts';
import { memberStudent } from './support/learners.ts';
import { call, createTestApp, DATABASES, registerStudent } from './support/test-app.ts';
import type { TestApp } from './support/test-app.ts';

describe.each(DATABASES)('session cache of the hot reads on %s', (kind) => {
  let a: TestApp;
  let b: TestApp;
  let dir: string | undefined;
  beforeAll(async () => {
    if (kind === 'sqlite') dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quizring-sessions-'));
    a = await createTestApp(kind, dir ? { DATABASE_URL: `sqlite:${path.join(dir, 'shared.db')}` } : {});
    b = await createTestApp(kind, { DATABASE_URL: a.app.ctx.config.databaseUrl });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await b.close();
    await a.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  const board = async (t: TestApp, token: string) =>
    (await call(t.app, 'GET', '/api/leaderboard-data', { token })).status;

  it('refuses a signed-out token at once on the instance that signed it out', async () => {
    const s = await memberStudent(a.app, 7);
    expect(await board(a, s.token)).toBe(200);
    expect((await call(a.app, 'POST', '/api/logout', { token: s.token })).status).toBe(200);
    expect(await board(a, s.token)).toBe(401);
  });

  it('honours a token signed out on another instance for at most the cache time', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const s = await memberStudent(a.app, 7);
    expect(await board(b, s.token)).toBe(200);
    expect((await call(a.app, 'POST', '/api/logout', { token: s.token })).status).toBe(200);
    // The documented trade-off: instance b still has the session it looked up a moment ago…
    expect(await board(b, s.token)).toBe(200);
    // …and no longer once the cache time has passed.
    vi.setSystemTime(Date.now() + SESSION_CACHE_MS + 1);
    expect(await board(b, s.token)).toBe(401);
    vi.useRealTimers();
  });

  it('counts a membership that just started, and one that just ended, at once', async () => {
    const s = await registerStudent(a.app);
    const done = await call(a.app, 'POST', '/api/profile-completion', {
      token: s.token,
      body: { username: 'sessioncachekid', gender: 'female', students_class: 7, academic_board: 'CBSE' },
    });
    expect(done.status).toBe(200);
    expect(await board(a, s.token)).toBe(403);
    const now = a.clock.now();
    const expiry = new Date(now.getTime() + 86_400_000);
    await a.app.ctx.db
      .insertInto('memberships')
      .values({
        user_id: s.user.id,
        plan: 'yearly',
        platform: 'web',
        expiry_date: expiry.toISOString(),
        updated_at: now.toISOString(),
      })
      .execute();
    expect(await board(a, s.token)).toBe(200);
    a.clock.set(new Date(expiry.getTime() + 1000));
    expect(await board(a, s.token)).toBe(403);
    a.clock.set(now);
  });
});
