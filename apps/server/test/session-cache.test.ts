// The hot reads take the session from a short cache (read-model/session-cache.ts), and only while the instance hears
// every change to accounts (read-model/change-feed.ts). Sign-out holds at once on the instance that signed out, and on
// another as soon as the change reaches it (PostgreSQL: the notification; SQLite: data_version, within moments);
// a membership is never refused from the cache, and one that ends counts at once.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('refuses a token signed out on another instance as soon as the change reaches it', async () => {
    const s = await memberStudent(a.app, 7);
    expect(await board(b, s.token)).toBe(200);
    expect((await call(a.app, 'POST', '/api/logout', { token: s.token })).status).toBe(200);
    await expect.poll(() => board(b, s.token), { timeout: 2000, interval: 5 }).toBe(401);
  });

  it('reads every session from the database while the instance cannot hear changes', async () => {
    const s = await memberStudent(a.app, 7);
    expect(await board(b, s.token)).toBe(200);
    b.app.ctx.changes.setLive(false);
    try {
      // A write behind the feed's back, as another instance would make while this one's listener reconnects.
      await a.app.ctx.db
        .updateTable('auth_tokens')
        .set({ revoked_at: a.clock.now().toISOString() })
        .where('user_id', '=', s.user.id)
        .execute();
      expect(await board(b, s.token)).toBe(401);
    } finally {
      b.app.ctx.changes.setLive(true);
    }
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
