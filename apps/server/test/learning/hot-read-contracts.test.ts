// The hot reads are sent with JSON.stringify instead of the zod serializer (src/lib/plain-json.ts): here every one
// of them, for a student with practice behind them, must match its contract exactly — no missing or mistyped
// field (the parse throws) and no field the contract does not declare (the parse strips it, so it would differ).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  DashboardResponse,
  LeaderboardResponse,
  LearningPathResponse,
  LearningResultsResponse,
  QuestionsResponse,
} from '@quizring/contracts';
import { loadFixturePack } from '../support/content.ts';
import { attemptBody, memberStudent, rightOption, wrongOption } from '../support/learners.ts';
import type { QuestionDto } from '../support/learners.ts';
import { call, createTestApp, DATABASES } from '../support/test-app.ts';
import type { TestApp } from '../support/test-app.ts';

describe.each(DATABASES)('hot reads match their contracts on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await loadFixturePack(t.app.ctx.db);
    const s = await memberStudent(t.app, 7);
    token = s.token;
    // Two students with practice, so the leaderboard has rows and the student has a position.
    for (const student of [s, await memberStudent(t.app, 7)]) {
      const page = await call(t.app, 'GET', '/api/swipe-question-list?page=1', { token: student.token });
      const questions = (page.body.data as { questions: QuestionDto[] }).questions;
      for (const [i, q] of questions.slice(0, 6).entries())
        await call(t.app, 'POST', '/api/user-attempts', {
          token: student.token,
          body: attemptBody(q, i % 3 ? await rightOption(t.app, q) : await wrongOption(t.app, q), {
            hint_seen: i === 4,
          }),
        });
    }
  });
  afterAll(() => t.close());

  const reads: [string, z.ZodType][] = [
    ['/api/swipe-question-list?page=2', QuestionsResponse],
    ['/api/punch-question-list?page=1', QuestionsResponse],
    ['/api/chill-question-list?page=1', QuestionsResponse],
    ['/api/dashboard', DashboardResponse],
    ['/api/learning-path?include_questions=1&questions_limit=2', LearningPathResponse],
    ['/api/learning-results', LearningResultsResponse],
    ['/api/leaderboard-data?limit=30', LeaderboardResponse],
  ];
  it.each(reads)('GET %s', async (url, schema) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    const body: unknown = res.json();
    expect(schema.parse(body)).toEqual(body);
  });
});
