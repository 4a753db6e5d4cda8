import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFixturePack } from '../support/content.ts';
import { attemptBody, memberStudent, rightOption, wrongOption } from '../support/learners.ts';
import type { QuestionDto } from '../support/learners.ts';
import { call, createTestApp, DATABASES } from '../support/test-app.ts';
import type { TestApp } from '../support/test-app.ts';

type PathNode = {
  skill_id: number;
  status: string;
  p_mastery: number;
  attempts: number;
  prerequisite_ids: number[];
};
type Path = {
  path: PathNode[];
  meta: { grade: number; mastery_threshold: number; counts: Record<string, number> };
};

describe.each(DATABASES)('progress (learning path, results, leaderboard, dashboard) on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await loadFixturePack(t.app.ctx.db);
  });
  afterAll(() => t.close());

  const get = async <T>(token: string, url: string) => {
    const res = await call(t.app, 'GET', url, { token });
    expect(res.status).toBe(200);
    return res.body.data as T;
  };
  const skillQuiz = (token: string, skillId: number) =>
    get<{ questions: QuestionDto[] }>(token, `/api/skill-quiz/${skillId}`);
  const answer = async (token: string, q: QuestionDto, right: boolean, extra: Record<string, unknown> = {}) =>
    call(t.app, 'POST', '/api/user-attempts', {
      token,
      body: attemptBody(q, await (right ? rightOption : wrongOption)(t.app, q), { mode: 'skill', ...extra }),
    });

  it('shows a new student a fresh path, an empty dashboard and no results', async () => {
    const s = await memberStudent(t.app, 7);
    const path = await get<Path>(s.token, '/api/learning-path?include_questions=1&questions_limit=2&t=123');
    expect(path.meta).toMatchObject({ grade: 7, mastery_threshold: 0.85 });
    expect(path.meta.counts.mastered).toBe(0);
    expect(path.meta.counts.learning).toBe(0);
    expect(path.meta.counts.up_next).toBeGreaterThan(0);
    expect(path.meta.counts.future).toBeGreaterThan(0);
    const upNext = path.path.find((n) => n.status === 'up_next') as PathNode & { questions: unknown[] };
    expect(upNext.questions).toHaveLength(2);
    const future = path.path.find((n) => n.status === 'future') as PathNode & { questions?: unknown[] };
    expect(future.questions).toBeUndefined();

    const dash = await get<Record<string, unknown>>(s.token, '/api/dashboard');
    expect(dash).toMatchObject({
      total_attempts: 0,
      accuracy_pct: 0,
      daily_streak: 0,
      leaderboard_position: null,
    });
    expect((dash.subjects as { name: string }[]).map((x) => x.name)).toEqual(['Mathematics', 'Science']);

    const results = await call(t.app, 'GET', '/api/learning-results', { token: s.token });
    expect(results.body).toMatchObject({
      status: 'success',
      remark: 'no_attempts',
      data: { summary_stats: { total_attempts: 0 } },
    });
    const board = await get<{ my_position: number | null; my_stats: unknown }>(
      s.token,
      '/api/leaderboard-data',
    );
    expect(board).toMatchObject({ my_position: null, my_stats: null });
  });

  it('masters a skill by answering right, which unlocks the skills that need it', async () => {
    const s = await memberStudent(t.app, 7);
    const path = await get<Path>(s.token, '/api/learning-path');
    const dependant = path.path.find((n) => n.prerequisite_ids.length === 1 && n.status === 'future')!;
    const prerequisite = dependant.prerequisite_ids[0]!;
    const { questions } = await skillQuiz(s.token, prerequisite);
    let last: { skill_mastery: { status: string; p_mastery: number } } | undefined;
    for (const q of questions.slice(0, 4)) last = (await answer(s.token, q, true)).body.data as typeof last;
    expect(last!.skill_mastery.status).toBe('mastered');
    expect(last!.skill_mastery.p_mastery).toBeGreaterThanOrEqual(0.85);
    const after = await get<Path>(s.token, '/api/learning-path');
    expect(after.path.find((n) => n.skill_id === prerequisite)).toMatchObject({
      status: 'mastered',
      attempts: 4,
    });
    expect(after.path.find((n) => n.skill_id === dependant.skill_id)!.status).toBe('up_next');
    expect(after.meta.counts.mastered).toBe(1);
  });

  it('fills results and dashboard from the attempts, with streaks over days in the app time zone', async () => {
    const s = await memberStudent(t.app, 7);
    const path = await get<Path>(s.token, '/api/learning-path');
    const [a, b] = path.path.filter((n) => n.status === 'up_next');
    const qa = (await skillQuiz(s.token, a!.skill_id)).questions;
    const qb = (await skillQuiz(s.token, b!.skill_id)).questions;
    // Skill a: 3 right; skill b: 4 wrong (a critical gap), one with a hint.
    for (const q of qa.slice(0, 3)) await answer(s.token, q, true);
    for (const [i, q] of qb.slice(0, 4).entries())
      await answer(s.token, q, false, { hint_seen: i === 0, mode: 'punch' });

    const results = await call(t.app, 'GET', '/api/learning-results', { token: s.token });
    expect(results.body.remark).toBe('results_ready');
    const data = results.body.data as {
      summary_stats: Record<string, unknown>;
      knowledge_gaps: { skill_id: number; attempts: number; correct_pct: number }[];
      exposures_map: Record<string, { attempts: number }>;
      correctness_map: Record<string, { percent: number }>;
      top_skills: { skill_id: number }[];
      bottom_skills: { skill_id: number }[];
      skill_mastery_map: unknown[];
    };
    expect(data.summary_stats).toMatchObject({
      total_attempts: 7,
      accuracy_pct: 42.9,
      avg_response_time_ms: 4200,
      daily_streak: 1,
      hints_used: 1,
    });
    expect(data.summary_stats.skill_categories).toMatchObject({ needs_work: 1 });
    expect(data.knowledge_gaps).toEqual([
      { skill_id: b!.skill_id, skill_name: expect.any(String), attempts: 4, correct_pct: 0 },
    ]);
    expect(data.exposures_map[String(a!.skill_id)]!.attempts).toBe(3);
    expect(data.correctness_map[String(a!.skill_id)]!.percent).toBe(100);
    expect(data.top_skills[0]!.skill_id).toBe(a!.skill_id);
    expect(data.bottom_skills[0]!.skill_id).toBe(b!.skill_id);
    expect(data.skill_mastery_map.length).toBe(path.path.length);

    const dash = await get<{
      total_attempts: number;
      recent_activity: { is_correct: boolean; mode: string }[];
      weekly: { day: string; attempts: number }[];
      today_attempts_by_difficulty: Record<string, number>;
      top_skills: { skill_id: number }[];
      weak_skills: { skill_id: number }[];
      daily_streak: number;
      leaderboard_position: number;
    }>(s.token, '/api/dashboard');
    expect(dash.total_attempts).toBe(7);
    expect(dash.recent_activity).toHaveLength(5);
    expect(dash.recent_activity[0]).toMatchObject({ is_correct: false, mode: 'punch' });
    expect(dash.weekly).toHaveLength(7);
    expect(dash.weekly.at(-1)).toEqual({ day: '2026-11-21', attempts: 7, correct: 3 });
    expect(dash.today_attempts_by_difficulty).toEqual({ move_mix: 0, chill_easy: 0, punch_hard: 4 });
    expect(dash.top_skills[0]!.skill_id).toBe(a!.skill_id);
    expect(dash.weak_skills[0]!.skill_id).toBe(b!.skill_id);
    expect(dash.leaderboard_position).toBeGreaterThanOrEqual(1);

    // The next Indian day starts at 18:30 UTC: an attempt then extends the streak.
    t.clock.set(new Date('2026-11-21T19:00:00.000Z'));
    await answer(s.token, qa[3]!, true);
    expect((await get<{ daily_streak: number }>(s.token, '/api/dashboard')).daily_streak).toBe(2);
    // Two Indian days later without practice the streak shows 0.
    t.clock.set(new Date('2026-11-24T06:00:00.000Z'));
    expect((await get<{ daily_streak: number }>(s.token, '/api/dashboard')).daily_streak).toBe(0);
    t.clock.set(new Date('2026-11-21T06:00:00.000Z'));
  });

  it('ranks students by total mastery on the leaderboard, with my position', async () => {
    const strong = await memberStudent(t.app, 7, { firstname: 'Strong' });
    const weak = await memberStudent(t.app, 8, { firstname: 'Weak' });
    const sPath = await get<Path>(strong.token, '/api/learning-path');
    const wPath = await get<Path>(weak.token, '/api/learning-path');
    for (const node of sPath.path.filter((n) => n.status === 'up_next').slice(0, 2))
      for (const q of (await skillQuiz(strong.token, node.skill_id)).questions.slice(0, 4))
        await answer(strong.token, q, true);
    const wq = (await skillQuiz(weak.token, wPath.path.find((n) => n.status === 'up_next')!.skill_id))
      .questions;
    await answer(weak.token, wq[0]!, false);

    const board = await get<{
      leaders: {
        user_id: number;
        rank: number;
        user_name: string;
        total_mastery: number;
        accuracy_pct: number;
        skills_count: number;
      }[];
      my_position: number;
      my_stats: { rank: number; user_id: number };
    }>(weak.token, '/api/leaderboard-data?limit=30');
    const ranks = board.leaders.map((l) => l.total_mastery);
    expect(ranks).toEqual([...ranks].sort((x, y) => y - x));
    const strongRow = board.leaders.find((l) => l.user_id === strong.user.id)!;
    const weakRow = board.leaders.find((l) => l.user_id === weak.user.id)!;
    expect(strongRow.rank).toBeLessThan(weakRow.rank);
    expect(strongRow).toMatchObject({ accuracy_pct: 100, skills_count: 2, user_name: 'Strong Student' });
    expect(board.my_position).toBe(weakRow.rank);
    expect(board.my_stats).toMatchObject({ user_id: weak.user.id, rank: weakRow.rank });
    const top1 = await get<{ leaders: unknown[] }>(weak.token, '/api/leaderboard-data?limit=1');
    expect(top1.leaders).toHaveLength(1);
  });
});
