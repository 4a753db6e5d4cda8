// Prerequisites across classes: a class 7 skill that needs a class 6 skill. A weak earlier-class prerequisite is
// named on the learning path to practise first, and its skill quiz is open; a later class never is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LearningPathData } from '@quizring/contracts';
import { loadFixturePack } from '../support/content.ts';
import { attemptBody, memberStudent, rightOption, wrongOption } from '../support/learners.ts';
import type { QuestionDto } from '../support/learners.ts';
import { call, createTestApp, DATABASES } from '../support/test-app.ts';
import type { TestApp } from '../support/test-app.ts';

describe.each(DATABASES)('earlier-class prerequisites on %s', (kind) => {
  let t: TestApp;
  const ids = new Map<string, number>();
  beforeAll(async () => {
    t = await createTestApp(kind);
    await loadFixturePack(t.app.ctx.db, 'cross-class');
    for (const s of await t.app.ctx.db.selectFrom('skills').select(['id', 'key']).execute())
      ids.set(s.key, s.id);
  });
  afterAll(() => t.close());

  const id = (key: string) => ids.get(key)!;
  const learningPath = async (token: string) => {
    const res = await call(t.app, 'GET', '/api/learning-path', { token });
    expect(res.status).toBe(200);
    return LearningPathData.parse(res.body.data);
  };
  const skillQuiz = async (token: string, skillId: number) => {
    const res = await call(t.app, 'GET', `/api/skill-quiz/${skillId}`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.data as { questions: QuestionDto[] }).questions;
  };
  const answerAll = async (token: string, questions: QuestionDto[], right: boolean) => {
    const results = [];
    for (const q of questions) {
      const option = await (right ? rightOption : wrongOption)(t.app, q);
      const res = await call(t.app, 'POST', '/api/user-attempts', {
        token,
        body: attemptBody(q, option, { mode: 'skill' }),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      results.push(res.body.data as { skill_mastery: { skill_name: string; p_mastery: number } });
    }
    return results;
  };

  it('groups the path by chapter and names nothing to practise first for a new student', async () => {
    const s = await memberStudent(t.app, 7);
    const data = await learningPath(s.token);
    expect(data.practise_first).toEqual([]);
    expect(data.path.map((n) => [n.name, n.chapter_number, n.chapter_title])).toEqual([
      ['Multiplying integers', 1, 'Integers'],
      ['Fractions and decimals', 2, 'Fractions and Decimals'],
      ['Simple equations', 3, 'Simple Equations'],
    ]);
    // A prerequisite from a lower class does not lock the class's skill.
    expect(data.path.find((n) => n.skill_id === id('math-7-integers'))!.status).toBe('up_next');
  });

  it('names a weak class 6 prerequisite as the thing to practise first, and lets the student practise it', async () => {
    const s = await memberStudent(t.app, 7);
    const questions = await skillQuiz(s.token, id('math-6-integers'));
    expect(questions.length).toBeGreaterThanOrEqual(3);
    expect(new Set(questions.map((q) => q.skill_id))).toEqual(new Set([id('math-6-integers')]));
    const results = await answerAll(s.token, questions.slice(0, 3), false);
    expect(results.at(-1)!.skill_mastery).toMatchObject({ skill_name: 'Integers' });

    const data = await learningPath(s.token);
    expect(data.practise_first).toEqual([
      {
        skill_id: id('math-6-integers'),
        name: 'Integers',
        description: 'Add and subtract integers.',
        subject_name: 'Mathematics',
        class: 6,
        p_mastery: expect.any(Number) as number,
        attempts: 3,
        needed_for: [
          { skill_id: id('math-7-integers'), name: 'Multiplying integers' },
          { skill_id: id('math-7-equations'), name: 'Simple equations' },
        ],
      },
    ]);
    expect(data.practise_first[0]!.p_mastery).toBeLessThan(0.5);
    // The class's own counts and nodes are only the class's skills.
    expect(data.path.every((n) => n.skill_id !== id('math-6-integers'))).toBe(true);
  });

  it('does not name a class 6 prerequisite the student is strong on, or one not yet tried', async () => {
    const s = await memberStudent(t.app, 7);
    await answerAll(s.token, (await skillQuiz(s.token, id('math-6-integers'))).slice(0, 4), true);
    await answerAll(s.token, (await skillQuiz(s.token, id('math-6-fractions'))).slice(0, 2), false);
    expect((await learningPath(s.token)).practise_first).toEqual([]);
  });

  it('drops the entry once the skills that need it are mastered', async () => {
    const s = await memberStudent(t.app, 7);
    await answerAll(s.token, (await skillQuiz(s.token, id('math-6-fractions'))).slice(0, 3), false);
    expect((await learningPath(s.token)).practise_first.map((e) => e.skill_id)).toEqual([
      id('math-6-fractions'),
    ]);
    await answerAll(s.token, (await skillQuiz(s.token, id('math-7-fractions'))).slice(0, 5), true);
    expect((await learningPath(s.token)).practise_first).toEqual([]);
  });

  it('never opens or names a skill of a later class', async () => {
    const s7 = await memberStudent(t.app, 7);
    const later = await call(t.app, 'GET', `/api/skill-quiz/${id('math-8-integers')}`, { token: s7.token });
    expect(later.status).toBe(404);
    const s6 = await memberStudent(t.app, 6);
    expect(
      (await call(t.app, 'GET', `/api/skill-quiz/${id('math-7-integers')}`, { token: s6.token })).status,
    ).toBe(404);
    // A class 6 student weak on their own skill: it is not "from an earlier class", so nothing is named.
    await answerAll(s6.token, (await skillQuiz(s6.token, id('math-6-integers'))).slice(0, 3), false);
    const data6 = await learningPath(s6.token);
    expect(data6.practise_first).toEqual([]);
    expect(data6.path.find((n) => n.skill_id === id('math-6-integers'))!.attempts).toBe(3);
    // A class 8 student weak on the class 7 skill sees it, labelled with its class, never one of class 8 or above.
    const s8 = await memberStudent(t.app, 8);
    await answerAll(s8.token, (await skillQuiz(s8.token, id('math-7-integers'))).slice(0, 3), false);
    const data8 = await learningPath(s8.token);
    expect(data8.practise_first.map((e) => [e.skill_id, e.class])).toEqual([[id('math-7-integers'), 7]]);
  });

  it('times out and answers a question of an earlier class, but not one it was not served', async () => {
    const s = await memberStudent(t.app, 7);
    const [first] = await skillQuiz(s.token, id('math-6-fractions'));
    const timeout = await call(t.app, 'POST', '/api/question-timeouts', {
      token: s.token,
      body: { question_id: first!.id },
    });
    expect(timeout.status).toBe(200);
    const other = await memberStudent(t.app, 7);
    const refused = await call(t.app, 'POST', '/api/user-attempts', {
      token: other.token,
      body: attemptBody(first!, await rightOption(t.app, first!), { mode: 'skill' }),
    });
    expect(refused.status).toBe(409);
  });
});
