import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFixturePack } from '../support/content.ts';
import { attemptBody, memberStudent, rightOption, wrongOption } from '../support/learners.ts';
import type { QuestionDto } from '../support/learners.ts';
import { call, createTestApp, DATABASES, registerStudent } from '../support/test-app.ts';
import type { TestApp } from '../support/test-app.ts';

const questionsOf = (body: { data?: unknown }) => (body.data as { questions: QuestionDto[] }).questions;

describe.each(DATABASES)('learning API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await loadFixturePack(t.app.ctx.db);
  });
  afterAll(() => t.close());

  it('needs a signed-in member', async () => {
    expect((await call(t.app, 'GET', '/api/swipe-question-list')).status).toBe(401);
    const free = await registerStudent(t.app);
    expect((await call(t.app, 'GET', '/api/swipe-question-list', { token: free.token })).status).toBe(403);
  });

  it('serves 10 Move questions of the class with the spec fields, the answer options and why each was chosen', async () => {
    const s = await memberStudent(t.app, 7);
    const res = await call(t.app, 'GET', '/api/swipe-question-list?page=1', { token: s.token });
    expect(res.status).toBe(200);
    const qs = questionsOf(res.body);
    expect(qs).toHaveLength(10);
    const q = qs[0]!;
    expect(q).toMatchObject({
      question: expect.any(String),
      subject_name: expect.any(String),
      chapter_title: expect.any(String),
      q_source: 'new',
      question_mastery: expect.any(Number),
      skill_mastery: { skill_id: q.skill_id, p_mastery: 0, status: 'up_next' },
    });
    // The answer is told only in an attempt's verdict.
    expect(q.options.filter((o) => o.is_answer)).toHaveLength(0);
  });

  it('never serves a class 7 student a question of class 8, in any mode', async () => {
    const s = await memberStudent(t.app, 7);
    const class8 = await t.app.ctx.db.selectFrom('questions').select('id').where('class', '=', 8).execute();
    const class8Ids = new Set(class8.map((r) => r.id));
    expect(class8Ids.size).toBeGreaterThan(0);
    const seen: number[] = [];
    for (const path of ['/api/swipe-question-list', '/api/punch-question-list', '/api/chill-question-list'])
      for (let page = 1; page <= 4; page++) {
        const res = await call(t.app, 'GET', `${path}?page=${page}`, { token: s.token });
        seen.push(...questionsOf(res.body).map((q) => q.id));
      }
    expect(seen.length).toBeGreaterThan(20);
    expect(seen.filter((id) => class8Ids.has(id))).toEqual([]);
    // Nor can they open or answer class 8 content directly.
    const class8Question = class8[0]!.id;
    const option = await t.app.ctx.db
      .selectFrom('question_options')
      .select('id')
      .where('question_id', '=', class8Question)
      .executeTakeFirstOrThrow();
    const res = await call(t.app, 'POST', '/api/user-attempts', {
      token: s.token,
      body: {
        question_id: [class8Question],
        response_time: 1000,
        hint_seen: false,
        [`option_${class8Question}`]: option.id,
      },
    });
    expect(res.status).toBe(404);
    const skill8 = await t.app.ctx.db
      .selectFrom('skills')
      .select('id')
      .where('class', '=', 8)
      .executeTakeFirstOrThrow();
    expect((await call(t.app, 'GET', `/api/skill-quiz/${skill8.id}`, { token: s.token })).status).toBe(404);
  });

  it('pages are stable: page 2 never repeats page 1, and asking again gives the same page', async () => {
    const s = await memberStudent(t.app, 7);
    const p1 = questionsOf((await call(t.app, 'GET', '/api/swipe-question-list', { token: s.token })).body);
    const p2 = questionsOf(
      (await call(t.app, 'GET', '/api/swipe-question-list?page=2', { token: s.token })).body,
    );
    const p1again = questionsOf(
      (await call(t.app, 'GET', '/api/swipe-question-list?page=1', { token: s.token })).body,
    );
    expect(p1again.map((q) => q.id)).toEqual(p1.map((q) => q.id));
    expect(p2.length).toBeGreaterThan(0);
    expect(p2.filter((q) => p1.some((p) => p.id === q.id))).toEqual([]);
  });

  it('goes on where the student left a mode: an answered page is done, a reload before answering keeps the page', async () => {
    const s = await memberStudent(t.app, 7);
    const open = async (page = 1) => {
      const res = await call(t.app, 'GET', `/api/punch-question-list?page=${page}`, { token: s.token });
      return res.body.data as { questions: QuestionDto[]; page: number };
    };
    const first = await open();
    expect(first.page).toBe(1);
    // A reload before answering: the same page.
    expect((await open()).questions.map((q) => q.id)).toEqual(first.questions.map((q) => q.id));

    // Three answered (one by running out of time): the page goes on with the rest, in order.
    const [a, b, c] = first.questions;
    for (const q of [a!, b!]) {
      const res = await call(t.app, 'POST', '/api/user-attempts', {
        token: s.token,
        body: attemptBody(q, await wrongOption(t.app, q), { mode: 'punch' }),
      });
      expect(res.status).toBe(200);
    }
    await call(t.app, 'POST', '/api/question-timeouts', { token: s.token, body: { question_id: c!.id } });
    const reopened = await open();
    expect(reopened.page).toBe(1);
    expect(reopened.questions.map((q) => q.id)).toEqual(first.questions.slice(3).map((q) => q.id));

    // Every question of it answered: reopening serves a fresh page, never one of these again.
    for (const q of reopened.questions)
      await call(t.app, 'POST', '/api/user-attempts', {
        token: s.token,
        body: attemptBody(q, await rightOption(t.app, q), { mode: 'punch' }),
      });
    const fresh = await open();
    expect(fresh.page).toBe(2);
    expect(fresh.questions.length).toBeGreaterThan(0);
    expect(fresh.questions.filter((q) => first.questions.some((f) => f.id === q.id))).toEqual([]);
    // The quiz's next page after it is a new one again.
    const after = await open(fresh.page + 1);
    expect(after.page).toBe(3);
    expect(after.questions.filter((q) => fresh.questions.some((f) => f.id === q.id))).toEqual([]);
  });

  it('returns an empty page once nothing is left for the day', async () => {
    const s = await memberStudent(t.app, 8);
    const ids = new Set<number>();
    let page = 1;
    for (; page < 30; page++) {
      const qs = questionsOf(
        (await call(t.app, 'GET', `/api/punch-question-list?page=${page}`, { token: s.token })).body,
      );
      if (qs.length === 0) break;
      for (const q of qs) {
        expect(ids.has(q.id)).toBe(false);
        ids.add(q.id);
        // Hard for this student: difficulty 3, or a predicted success near 0.55–0.65.
        const qm = (q as { question_mastery?: number }).question_mastery ?? 0;
        expect(q.difficulty === 3 || (qm >= 0.53 && qm <= 0.67)).toBe(true);
      }
    }
    expect(page).toBeLessThan(30);
    expect(ids.size).toBeGreaterThan(0);
  });

  it('Chill serves easy questions', async () => {
    const s = await memberStudent(t.app, 7);
    const qs = questionsOf((await call(t.app, 'GET', '/api/chill-question-list', { token: s.token })).body);
    expect(qs.length).toBeGreaterThan(0);
    expect(qs.every((q) => q.difficulty === 1)).toBe(true);
  });

  it('grades on the server, updates mastery, and counts a retried attempt once', async () => {
    const s = await memberStudent(t.app, 7);
    const [q] = questionsOf((await call(t.app, 'GET', '/api/swipe-question-list', { token: s.token })).body);
    const body = attemptBody(q!, await rightOption(t.app, q!), { is_correct: false });
    const first = await call(t.app, 'POST', '/api/user-attempts', { token: s.token, body });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      is_correct: true,
      correct_option_id: await rightOption(t.app, q!),
      duplicate: false,
      skill_mastery: { skill_id: q!.skill_id, status: 'learning' },
    });
    const p = (first.body.data as { skill_mastery: { p_mastery: number } }).skill_mastery.p_mastery;
    expect(p).toBeCloseTo(0.7098, 3);

    const retry = await call(t.app, 'POST', '/api/user-attempts', { token: s.token, body });
    expect(retry.status).toBe(200);
    expect(retry.body.data).toMatchObject({ duplicate: true, is_correct: true });
    const stats = await t.app.ctx.db
      .selectFrom('learner_stats')
      .selectAll()
      .where('user_id', '=', s.user.id)
      .executeTakeFirstOrThrow();
    expect(stats).toMatchObject({ total_attempts: 1, total_correct: 1, skills_attempted: 1, streak_days: 1 });
    const attempts = await t.app.ctx.db
      .selectFrom('attempts')
      .select('id')
      .where('user_id', '=', s.user.id)
      .execute();
    expect(attempts).toHaveLength(1);
    const daily = await t.app.ctx.db
      .selectFrom('daily_activity')
      .selectAll()
      .where('user_id', '=', s.user.id)
      .execute();
    expect(daily).toMatchObject([{ day: '2026-11-21', attempts: 1, correct: 1, move: 1, hints: 0 }]);
    const user = await t.app.ctx.db
      .selectFrom('users')
      .select('score')
      .where('id', '=', s.user.id)
      .executeTakeFirstOrThrow();
    expect(user.score).toBeGreaterThan(0);
  });

  it('counts the same client id once even when both copies arrive at the same time', async () => {
    const s = await memberStudent(t.app, 7);
    const [q] = questionsOf((await call(t.app, 'GET', '/api/chill-question-list', { token: s.token })).body);
    const body = attemptBody(q!, await wrongOption(t.app, q!), { mode: 'chill' });
    const results = await Promise.all(
      [1, 2, 3].map(() => call(t.app, 'POST', '/api/user-attempts', { token: s.token, body })),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(results.filter((r) => (r.body.data as { duplicate: boolean }).duplicate)).toHaveLength(2);
    const stats = await t.app.ctx.db
      .selectFrom('learner_stats')
      .select(['total_attempts', 'total_correct'])
      .where('user_id', '=', s.user.id)
      .executeTakeFirstOrThrow();
    expect(stats).toEqual({ total_attempts: 1, total_correct: 0 });
  });

  it('treats a hint as incorrect evidence even when the answer is right', async () => {
    const s = await memberStudent(t.app, 7);
    const [q] = questionsOf((await call(t.app, 'GET', '/api/swipe-question-list', { token: s.token })).body);
    const res = await call(t.app, 'POST', '/api/user-attempts', {
      token: s.token,
      body: attemptBody(q!, await rightOption(t.app, q!), { hint_seen: true }),
    });
    expect(res.body.data).toMatchObject({ is_correct: true });
    expect((res.body.data as { skill_mastery: { p_mastery: number } }).skill_mastery.p_mastery).toBeLessThan(
      0.3,
    );
  });

  it('refuses bad attempts with clear messages', async () => {
    const s = await memberStudent(t.app, 7);
    const [q] = questionsOf((await call(t.app, 'GET', '/api/swipe-question-list', { token: s.token })).body);
    const post = (body: unknown) => call(t.app, 'POST', '/api/user-attempts', { token: s.token, body });
    const noOption = await post({ question_id: [q!.id], response_time: 100, hint_seen: false });
    expect(noOption.status).toBe(422);
    expect(noOption.body.message).toEqual({ error: ['Choose an option.'] });
    const foreign = await post({
      question_id: [q!.id],
      response_time: 100,
      hint_seen: false,
      [`option_${q!.id}`]: 999999,
    });
    expect(foreign.status).toBe(422);
    expect((await post({ question_id: [99999999], response_time: 1, [`option_99999999`]: 1 })).status).toBe(
      404,
    );
    expect((await post({ question_id: [], response_time: 1 })).status).toBe(422);
  });

  it('serves a fixed Skill quiz of an unlocked skill, refuses a locked one, and checks ids', async () => {
    const s = await memberStudent(t.app, 7);
    const path = (await call(t.app, 'GET', '/api/learning-path', { token: s.token })).body.data as {
      path: { skill_id: number; status: string }[];
    };
    const open = path.path.find((n) => n.status === 'up_next')!;
    const locked = path.path.find((n) => n.status === 'future')!;
    const quiz = await call(t.app, 'GET', `/api/skill-quiz/${open.skill_id}`, { token: s.token });
    const qs = questionsOf(quiz.body);
    expect(qs).toHaveLength(10);
    expect(qs.every((q) => q.skill_id === open.skill_id)).toBe(true);
    const again = questionsOf(
      (await call(t.app, 'GET', `/api/skill-quiz/${open.skill_id}`, { token: s.token })).body,
    );
    expect(again.map((q) => q.id)).toEqual(qs.map((q) => q.id));
    const refused = await call(t.app, 'GET', `/api/skill-quiz/${locked.skill_id}`, { token: s.token });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toEqual({ error: ['Unlock this skill by mastering previous ones.'] });
    const bad = await call(t.app, 'GET', '/api/skill-quiz/abc', { token: s.token });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toEqual({ error: ['Invalid skill id.'] });
  });

  it('serves the subject contents of the class and a Topic quiz per subtopic', async () => {
    const s = await memberStudent(t.app, 7);
    const res = await call(t.app, 'GET', '/api/book-contents?subject=mathematics', { token: s.token });
    expect(res.status).toBe(200);
    const books = (
      res.body.data as {
        books: {
          class: number;
          subject_name: string;
          chapters: { id: number; subtopics: { id: number; question_count: number }[] }[];
        }[];
      }
    ).books;
    expect(books).toHaveLength(1);
    expect(books[0]).toMatchObject({ class: 7, subject_name: 'Mathematics' });
    const subtopic = books[0]!.chapters[0]!.subtopics[0]!;
    expect(subtopic.question_count).toBeGreaterThanOrEqual(10);
    const quiz = questionsOf(
      (await call(t.app, 'GET', `/api/topic-quiz/${subtopic.id}`, { token: s.token })).body,
    );
    expect(quiz.length).toBe(10);
    expect([...quiz].map((q) => q.difficulty)).toEqual([...quiz.map((q) => q.difficulty)].sort());
    expect((await call(t.app, 'GET', '/api/book-contents', { token: s.token })).body.message).toEqual({
      error: ['Invalid subject.'],
    });
    expect((await call(t.app, 'GET', '/api/topic-quiz/x1', { token: s.token })).body.message).toEqual({
      error: ['Invalid subtopic id.'],
    });
    expect(
      (await call(t.app, 'GET', '/api/book-contents?subject=History', { token: s.token })).body.data,
    ).toEqual({
      books: [],
    });
  });
});
