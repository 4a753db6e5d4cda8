import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo, DEMO_PASSWORD } from '../../src/seed/demo.ts';
import { seedDemoLearning } from '../../src/seed/demo-learning.ts';
import { loadFixturePack } from '../support/content.ts';
import { call, createTestApp, DATABASES } from '../support/test-app.ts';
import type { TestApp } from '../support/test-app.ts';

describe.each(DATABASES)('demo learning history on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await loadFixturePack(t.app.ctx.db);
    await seedDemo(t.app.ctx);
  });
  afterAll(() => t.close());

  it('gives the demo students a few days of practice that every page can show', async () => {
    expect(await seedDemoLearning(t.app.ctx)).toBe(3 * 8 + 5 * 12 + 4 * 10 + 2 * 9);
    const login = await call(t.app, 'POST', '/api/login', {
      body: { email: 'demostudent', password: DEMO_PASSWORD },
    });
    const token = (login.body.data as { access_token: string }).access_token;
    const dash = (await call(t.app, 'GET', '/api/dashboard', { token })).body.data as {
      total_attempts: number;
      weekly: { attempts: number }[];
      leaderboard_position: number;
      skills: unknown[];
    };
    expect(dash.total_attempts).toBe(24);
    expect(dash.weekly.filter((d) => d.attempts > 0)).toHaveLength(3);
    expect(dash.skills.length).toBeGreaterThan(0);
    const board = (await call(t.app, 'GET', '/api/leaderboard-data', { token })).body.data as {
      leaders: unknown[];
      my_position: number;
    };
    expect(board.leaders).toHaveLength(4);
    expect(board.my_position).toBe(dash.leaderboard_position);
  });
});
