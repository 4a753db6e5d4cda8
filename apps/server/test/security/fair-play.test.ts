// Fair play, written as the attacks a determined student tried (decision 0016): reading answers from the API before
// answering, replaying one right answer for points, answering questions never served, impossible response times,
// and learning a running Ring's answers from a practice quiz of its topic.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, RING_QUESTIONS } from '@quizring/contracts';
import type { RingQuestion } from '@quizring/contracts';
import { loadFixturePack } from '../support/content.ts';
import { attemptBody, memberStudent, rightOption, wrongOption } from '../support/learners.ts';
import type { QuestionDto } from '../support/learners.ts';
import { call, createTestApp, DATABASES } from '../support/test-app.ts';
import type { ApiResult, TestApp } from '../support/test-app.ts';
import { answer, questionsOf, runningRing, wrongOption as ringWrongOption } from '../ring/support.ts';

const errors = (res: ApiResult) => (res.body.message as { error: string[] }).error;

/** Every `"is_answer":true` and every explanation anywhere in a response body. */
function leaks(body: unknown): string[] {
  const found: string[] = [];
  const walk = (v: unknown, path: string) => {
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${path}[${i}]`));
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) {
        if (k === 'is_answer' && x !== false) found.push(`${path}.${k}`);
        if (k === 'explanation' || k === 'correct_option_id') found.push(`${path}.${k}`);
        walk(x, `${path}.${k}`);
      }
  };
  walk(body, '');
  return found;
}

describe.each(DATABASES)('fair play on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await loadFixturePack(t.app.ctx.db);
  });
  afterAll(() => t.close());

  const get = async (token: string, url: string) => {
    const res = await call(t.app, 'GET', url, { token });
    expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(200);
    return res;
  };
  const questionsFrom = (res: ApiResult) => (res.body.data as { questions: QuestionDto[] }).questions;
  const attempt = (token: string, body: Record<string, unknown>) =>
    call(t.app, 'POST', '/api/user-attempts', { token, body });
  const scoreOf = async (userId: number) =>
    (
      await t.app.ctx.db
        .selectFrom('users')
        .select('score')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
    ).score;

  it('finds no answer in anything that carries questions, before a Ring or during one', async () => {
    const { id, host, session } = await runningRing(t.app, 1);
    const urls = [
      '/api/swipe-question-list?page=1',
      '/api/punch-question-list?page=1',
      '/api/chill-question-list?page=1',
      `/api/topic-quiz/${session.topic_id}`,
      '/api/learning-path?include_questions=1&questions_limit=10',
    ];
    const skills = (await get(host.token, '/api/learning-path')).body.data as {
      path: { skill_id: number }[];
    };
    urls.push(`/api/skill-quiz/${skills.path[0]!.skill_id}`);
    const subjects = await t.app.ctx.db.selectFrom('subjects').select('name').execute();
    for (const { name } of subjects) urls.push(`/api/book-contents?subject=${encodeURIComponent(name)}`);
    urls.push(`/api/ring-sessions/${id}/questions`, `/api/ring-sessions/${id}`);
    // Asked again and again: nothing adds up to an answer key.
    for (let round = 0; round < 4; round++)
      for (const url of urls) expect(leaks((await get(host.token, url)).body), url).toEqual([]);
  });

  it('counts a right answer replayed 30 times once, with fresh client ids or none', async () => {
    const s = await memberStudent(t.app, 7);
    const [q] = questionsFrom(await get(s.token, '/api/swipe-question-list?page=1'));
    const right = await rightOption(t.app, q!);
    const before = await scoreOf(s.user.id);
    const results = [];
    for (let i = 0; i < 30; i++) {
      const body = attemptBody(q!, right, i % 2 ? {} : { client_attempt_id: undefined });
      const res = await attempt(s.token, body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      results.push(res.body.data as { is_correct: boolean; credited: boolean; correct_option_id: number });
    }
    expect(results.map((r) => r.credited)).toEqual([true, ...Array<boolean>(29).fill(false)]);
    // Every copy still gets its verdict: the student answered the question.
    expect(results.every((r) => r.is_correct && r.correct_option_id === right)).toBe(true);
    expect((await scoreOf(s.user.id)) - before).toBeGreaterThan(0);
    expect((await scoreOf(s.user.id)) - before).toBeLessThanOrEqual(15);

    const stats = await t.app.ctx.db
      .selectFrom('learner_stats')
      .select(['total_attempts', 'total_correct'])
      .where('user_id', '=', s.user.id)
      .executeTakeFirstOrThrow();
    expect(stats).toEqual({ total_attempts: 1, total_correct: 1 });
    const mastery = await t.app.ctx.db
      .selectFrom('skill_mastery')
      .select('attempts')
      .where('user_id', '=', s.user.id)
      .execute();
    expect(mastery).toEqual([{ attempts: 1 }]);
    const recorded = await t.app.ctx.db
      .selectFrom('attempts')
      .select(['credited'])
      .where('user_id', '=', s.user.id)
      .execute();
    expect(recorded).toHaveLength(30);
    expect(recorded.filter((r) => r.credited === 1)).toHaveLength(1);

    const board = (await get(s.token, '/api/dashboard')).body.data as { total_attempts: number };
    expect(board.total_attempts).toBe(1);
  });

  it('credits the first answer of the day even when it was wrong, and nothing after it', async () => {
    const s = await memberStudent(t.app, 7);
    const [q] = questionsFrom(await get(s.token, '/api/chill-question-list?page=1'));
    const wrong = await attempt(s.token, attemptBody(q!, await wrongOption(t.app, q!)));
    expect(wrong.body.data).toMatchObject({ is_correct: false, credited: true });
    const right = await attempt(s.token, attemptBody(q!, await rightOption(t.app, q!)));
    expect(right.body.data).toMatchObject({ is_correct: true, credited: false });
    expect(await scoreOf(s.user.id)).toBe(0);

    // The next day the question may be practised again for credit.
    t.clock.advance(24 * 60 * 60 * 1000);
    const [again] = questionsFrom(await get(s.token, '/api/chill-question-list?page=1')).filter(
      (x) => x.id === q!.id,
    );
    if (again) {
      const next = await attempt(s.token, attemptBody(again, await rightOption(t.app, again)));
      expect(next.body.data).toMatchObject({ credited: true });
    }
  });

  it('refuses an answer to a question never served, without a verdict and without recording it', async () => {
    const s = await memberStudent(t.app, 7);
    const served = new Set(
      questionsFrom(await get(s.token, '/api/swipe-question-list?page=1')).map((q) => q.id),
    );
    const other = await t.app.ctx.db
      .selectFrom('questions')
      .select('id')
      .where('class', '=', 7)
      .execute()
      .then((rows) => rows.find((r) => !served.has(r.id))!);
    const res = await attempt(s.token, attemptBody(other, await rightOption(t.app, other)));
    expect(res.status).toBe(409);
    expect(errors(res)).toEqual([MSG.questionNotServed]);
    expect(leaks(res.body)).toEqual([]);
    const recorded = await t.app.ctx.db
      .selectFrom('attempts')
      .select('id')
      .where('user_id', '=', s.user.id)
      .execute();
    expect(recorded).toEqual([]);
    expect(await scoreOf(s.user.id)).toBe(0);

    const timeout = await call(t.app, 'POST', '/api/question-timeouts', {
      token: s.token,
      body: { question_id: other.id },
    });
    expect(timeout.status).toBe(409);
    expect(leaks(timeout.body)).toEqual([]);
  });

  it('refuses response times of 0 and 10^15 ms, and anything past the 45 s and its grace', async () => {
    const s = await memberStudent(t.app, 7);
    const [q] = questionsFrom(await get(s.token, '/api/swipe-question-list?page=1'));
    const right = await rightOption(t.app, q!);
    for (const ms of [0, -5, 1e15, 50_001]) {
      const res = await attempt(s.token, attemptBody(q!, right, { response_time: ms }));
      expect(res.status, String(ms)).toBe(422);
    }
    expect(await scoreOf(s.user.id)).toBe(0);
    const ok = await attempt(s.token, attemptBody(q!, right, { response_time: 50_000 }));
    expect(ok.status).toBe(200);
  });

  it('shows the answer when time runs out, after which answering earns nothing', async () => {
    const s = await memberStudent(t.app, 7);
    const [q] = questionsFrom(await get(s.token, '/api/punch-question-list?page=1'));
    const right = await rightOption(t.app, q!);
    const res = await call(t.app, 'POST', '/api/question-timeouts', {
      token: s.token,
      body: { question_id: q!.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ correct_option_id: right });
    const late = await attempt(s.token, attemptBody(q!, right));
    expect(late.body.data).toMatchObject({ is_correct: true, credited: false });
    expect(await scoreOf(s.user.id)).toBe(0);
  });

  it("keeps a running Ring's answers out of practice: its questions get no verdict until the player is done", async () => {
    const { id, host, friends, session } = await runningRing(t.app, 1);
    // The topic quiz serves questions of the Ring's topic, some of them the Ring's own.
    const topicQuiz = questionsFrom(await get(host.token, `/api/topic-quiz/${session.topic_id}`));
    const ringQuestions = await questionsOf(t.app, id, host);
    const ringIds = new Set(ringQuestions.map((q) => q.question_id));
    const shared = topicQuiz.filter((q) => ringIds.has(q.id));
    expect(shared.length).toBeGreaterThan(0);
    for (const q of shared) {
      const res = await attempt(host.token, attemptBody(q, await rightOption(t.app, q), { mode: 'topic' }));
      expect(res.status).toBe(409);
      expect(errors(res)).toEqual([MSG.questionInYourRing]);
      expect(leaks(res.body)).toEqual([]);
      const timeout = await call(t.app, 'POST', '/api/question-timeouts', {
        token: host.token,
        body: { question_id: q.id },
      });
      expect(timeout.status).toBe(409);
    }
    // Once the host has answered every Ring question, practice of them is open again.
    for (const q of ringQuestions) {
      t.clock.advance(1000);
      expect(
        (await answer(t.app, id, host, q.question_id, await ringWrongOption(t.app, q.question_id))).status,
      ).toBe(200);
    }
    const after = await attempt(host.token, attemptBody(shared[0]!, await rightOption(t.app, shared[0]!)));
    expect(after.status).toBe(200);
    expect(friends).toHaveLength(1);
  });

  it('ranks a Ring player who answered wrongly above one who answered nothing, live and at the finish', async () => {
    const { id, host, friends } = await runningRing(t.app, 2);
    const [quiet, wrongs] = friends as [(typeof friends)[0], (typeof friends)[0]];
    const questions: RingQuestion[] = await questionsOf(t.app, id, wrongs);
    for (const q of questions.slice(0, 2)) {
      t.clock.advance(25_000);
      const res = await answer(t.app, id, wrongs, q.question_id, await ringWrongOption(t.app, q.question_id));
      expect(res.status).toBe(200);
    }
    const board = async () => {
      const res = await get(host.token, `/api/ring-sessions/${id}/leaderboard`);
      return (res.body.data as { leaderboard: { user_id: number; rank: number; answered: number }[] })
        .leaderboard;
    };
    const ranks = async () => new Map((await board()).map((e) => [e.user_id, e.rank]));
    let live = await ranks();
    expect(live.get(wrongs.user.id)).toBeLessThan(live.get(quiet.user.id)!);
    // Who is still answering, and how far they are.
    const answered = new Map((await board()).map((e) => [e.user_id, e.answered]));
    expect([answered.get(wrongs.user.id), answered.get(quiet.user.id)]).toEqual([2, 0]);

    // To the finish: time runs out for everyone.
    t.clock.advance(RING_QUESTIONS * 60_000);
    await get(host.token, `/api/ring-sessions/${id}/status`);
    live = await ranks();
    expect(live.get(wrongs.user.id)).toBeLessThan(live.get(quiet.user.id)!);
  });
});
