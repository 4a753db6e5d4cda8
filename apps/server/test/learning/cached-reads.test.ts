// The reads keep state in memory (rank board; dashboards and results by learner_stats version): two app instances on one
// database must still each show a student's attempt recorded on the other.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFixturePack } from '../support/content.ts';
import { attemptBody, memberStudent, rightOption } from '../support/learners.ts';
import type { QuestionDto } from '../support/learners.ts';
import { call, createTestApp, DATABASES } from '../support/test-app.ts';
import type { TestApp } from '../support/test-app.ts';

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

  type Dashboard = {
    total_attempts: number;
    recent_activity: unknown[];
    leaderboard_position: number | null;
  };
  const dashboard = async (t: TestApp, token: string) => {
    const res = await call(t.app, 'GET', '/api/dashboard', { token });
    expect(res.status).toBe(200);
    return res.body.data as Dashboard;
  };

  it('shows on one instance the attempts recorded on the other', async () => {
    const s = await memberStudent(a.app, 7);
    expect(await dashboard(b, s.token)).toMatchObject({ total_attempts: 0, leaderboard_position: null });

    const page = await call(a.app, 'GET', '/api/swipe-question-list?page=1', { token: s.token });
    const questions = (page.body.data as { questions: QuestionDto[] }).questions;
    for (const q of questions.slice(0, 2)) {
      const res = await call(a.app, 'POST', '/api/user-attempts', {
        token: s.token,
        body: attemptBody(q, rightOption(q)),
      });
      expect(res.status).toBe(200);
      const seen = await dashboard(b, s.token);
      expect(seen.total_attempts).toBe(questions.indexOf(q) + 1);
      expect(seen.recent_activity).toHaveLength(questions.indexOf(q) + 1);
      expect(seen.leaderboard_position).toBe(1);
      const results = await call(b.app, 'GET', '/api/learning-results', { token: s.token });
      expect(results.body.data).toMatchObject({
        summary_stats: { total_attempts: questions.indexOf(q) + 1 },
      });
    }

    const board = await call(b.app, 'GET', '/api/leaderboard-data?limit=5', { token: s.token });
    expect(board.body.data).toMatchObject({ my_position: 1, my_stats: { user_id: s.user.id } });
  });
});
