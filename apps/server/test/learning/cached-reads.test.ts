// The hot reads are served from memory (rank board, response bodies per version of the student's state,
// read-model/change-feed.ts): two app instances on one database must still each show a student's attempt recorded on
// the other, as soon as the change reaches it (PostgreSQL: the notification of the commit; SQLite: the other
// connection's commit moves data_version) — and nothing stale may be served while an instance cannot hear changes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFixturePack } from '../support/content.ts';
import { attemptBody, memberStudent, rightOption } from '../support/learners.ts';
import type { QuestionDto } from '../support/learners.ts';
import { call, createTestApp, DATABASES } from '../support/test-app.ts';
import type { TestApp } from '../support/test-app.ts';

type Seen = {
  dashboardAttempts: number;
  recentActivity: number;
  position: number | null;
  resultsAttempts: number;
  pathAttempts: number;
  pageMasteryAttempts: number;
  boardPosition: number | null;
};

describe.each(DATABASES)('cached reads across two instances on %s', (kind) => {
  let a: TestApp;
  let b: TestApp;
  let dir: string | undefined;
  beforeAll(async () => {
    if (kind === 'sqlite') dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quizring-cached-reads-'));
    a = await createTestApp(kind, dir ? { DATABASE_URL: `sqlite:${path.join(dir, 'shared.db')}` } : {});
    b = await createTestApp(kind, { DATABASE_URL: a.app.ctx.config.databaseUrl });
    await loadFixturePack(a.app.ctx.db);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  const get = async (t: TestApp, url: string, token: string) => {
    const res = await call(t.app, 'GET', url, { token });
    expect(res.status).toBe(200);
    return res.body.data as Record<string, unknown>;
  };

  /** What instance `t` shows the student on each hot read. */
  async function seen(t: TestApp, token: string, skillId: number): Promise<Seen> {
    const dashboard = (await get(t, '/api/dashboard', token)) as {
      total_attempts: number;
      recent_activity: unknown[];
      leaderboard_position: number | null;
    };
    const results = (await get(t, '/api/learning-results', token)) as {
      summary_stats: { total_attempts: number };
    };
    const learningPath = (await get(t, '/api/learning-path', token)) as {
      path: { skill_id: number; attempts: number }[];
    };
    const page = (await get(t, '/api/swipe-question-list?page=1', token)) as {
      questions: { skill_id: number; skill_mastery?: { p_mastery: number } }[];
    };
    const board = (await get(t, '/api/leaderboard-data?limit=5', token)) as { my_position: number | null };
    return {
      dashboardAttempts: dashboard.total_attempts,
      recentActivity: dashboard.recent_activity.length,
      position: dashboard.leaderboard_position,
      resultsAttempts: results.summary_stats.total_attempts,
      pathAttempts: learningPath.path.find((n) => n.skill_id === skillId)?.attempts ?? -1,
      pageMasteryAttempts: page.questions.filter(
        (q) => q.skill_id === skillId && (q.skill_mastery?.p_mastery ?? 0) > 0,
      ).length,
      boardPosition: board.my_position,
    };
  }

  // The other instance hears of the commit within moments: by notification on PostgreSQL, by its next look at
  // data_version on SQLite.
  const expectSeen = (t: TestApp, token: string, skillId: number, want: Partial<Seen>) =>
    expect.poll(() => seen(t, token, skillId), { timeout: 3000, interval: 10 }).toMatchObject(want);

  it('shows on one instance the attempts recorded on the other', async () => {
    const s = await memberStudent(a.app, 7);
    const page = await call(a.app, 'GET', '/api/swipe-question-list?page=1', { token: s.token });
    const questions = (page.body.data as { questions: QuestionDto[] }).questions;
    const skillId = (questions[0] as QuestionDto & { skill_id: number }).skill_id;
    // Every read on b once, so that each is held in b's memory before the attempts.
    await expectSeen(b, s.token, skillId, {
      dashboardAttempts: 0,
      recentActivity: 0,
      position: null,
      resultsAttempts: 0,
      pathAttempts: 0,
      pageMasteryAttempts: 0,
      boardPosition: null,
    });

    for (const [i, q] of questions.slice(0, 2).entries()) {
      const res = await call(a.app, 'POST', '/api/user-attempts', {
        token: s.token,
        body: attemptBody(q, await rightOption(a.app, q)),
      });
      expect(res.status).toBe(200);
      await expectSeen(b, s.token, skillId, {
        dashboardAttempts: i + 1,
        recentActivity: i + 1,
        position: 1,
        resultsAttempts: i + 1,
        boardPosition: 1,
      });
    }
    const after = await seen(b, s.token, skillId);
    expect(after.pathAttempts).toBeGreaterThan(0);
    expect(after.pageMasteryAttempts).toBeGreaterThan(0);
  });

  it('answers from the database, never from memory, while an instance cannot hear changes', async () => {
    const s = await memberStudent(a.app, 7);
    const page = await call(a.app, 'GET', '/api/swipe-question-list?page=1', { token: s.token });
    const [q] = (page.body.data as { questions: QuestionDto[] }).questions;
    const skillId = (q as QuestionDto & { skill_id: number }).skill_id;
    await expectSeen(b, s.token, skillId, { dashboardAttempts: 0, resultsAttempts: 0, boardPosition: null });

    b.app.ctx.changes.setLive(false);
    try {
      const res = await call(a.app, 'POST', '/api/user-attempts', {
        token: s.token,
        body: attemptBody(q!, await rightOption(a.app, q!)),
      });
      expect(res.status).toBe(200);
      // No waiting: b reads the database itself while it is deaf.
      expect(await seen(b, s.token, skillId)).toMatchObject({
        dashboardAttempts: 1,
        recentActivity: 1,
        resultsAttempts: 1,
        boardPosition: expect.any(Number),
      });
    } finally {
      b.app.ctx.changes.setLive(true);
    }
  });

  it('shows a student their own attempt at once on the instance that recorded it', async () => {
    const s = await memberStudent(a.app, 7);
    const page = await call(a.app, 'GET', '/api/swipe-question-list?page=1', { token: s.token });
    const [q] = (page.body.data as { questions: QuestionDto[] }).questions;
    const skillId = (q as QuestionDto & { skill_id: number }).skill_id;
    expect(await seen(a, s.token, skillId)).toMatchObject({ dashboardAttempts: 0, pageMasteryAttempts: 0 });
    await call(a.app, 'POST', '/api/user-attempts', {
      token: s.token,
      body: attemptBody(q!, await rightOption(a.app, q!)),
    });
    const now = await seen(a, s.token, skillId);
    expect(now).toMatchObject({ dashboardAttempts: 1, resultsAttempts: 1, pathAttempts: 1 });
    expect(now.pageMasteryAttempts).toBeGreaterThan(0);
  });
});
