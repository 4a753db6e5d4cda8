// The question pages write each question's JSON from a part serialized once per content and the student's part
// (src/features/learning/question-json.ts): it must say exactly what the DTO says, for a new student and for one
// with mastery, for every source.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionSuccess } from '../../src/shared/bkt.ts';
import { learnerView, toQuestionDto } from '../../src/shared/learner-state.ts';
import { round4 } from '../../src/lib/numbers.ts';
import { questionJson, questionPageBody } from '../../src/features/learning/question-json.ts';
import { loadFixturePack } from '../support/content.ts';
import { memberStudent } from '../support/learners.ts';
import { createTestApp } from '../support/test-app.ts';
import type { TestApp } from '../support/test-app.ts';

describe('question JSON of the question pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    await loadFixturePack(t.app.ctx.db);
  });
  afterAll(() => t.close());

  it('equals the DTO of every question, before and after practice', async () => {
    const s = await memberStudent(t.app, 7);
    const user = await t.app.ctx.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', s.user.id)
      .executeTakeFirstOrThrow();
    const fresh = await learnerView(t.app.ctx.db, user);
    const skill = fresh.content.skills[0]!;
    await t.app.ctx.db
      .insertInto('skill_mastery')
      .values({
        user_id: s.user.id,
        skill_id: skill.id,
        p_mastery: 0.91,
        attempts: 4,
        correct: 4,
        hints: 0,
        response_ms: 9000,
        review_due_at: null,
        first_attempted_at: '2026-11-21T05:00:00.000Z',
        last_attempted_at: '2026-11-21T06:00:00.000Z',
      })
      .execute();
    const practised = await learnerView(t.app.ctx.db, user);
    expect(practised.mastery.get(skill.id)?.p_mastery).toBe(0.91);

    for (const view of [fresh, practised]) {
      const dtos = [];
      for (const [i, q] of view.content.questions.entries()) {
        const source = (['new', 'practice', 'review'] as const)[i % 3]!;
        const owner = view.content.skillById.get(q.skill_id)!;
        const p = view.mastery.get(q.skill_id)?.p_mastery ?? owner.params.p_init;
        const dto = toQuestionDto(view, q, {
          q_source: source,
          question_mastery: round4(questionSuccess(p, owner.params, q.difficulty)),
        });
        expect(JSON.parse(questionJson(view, q, source))).toEqual(dto);
        dtos.push(dto);
      }
      // A whole page, as the question pages send it.
      const page = questionPageBody(
        view,
        view.content.questions.map((q, i) => ({
          question_id: q.id,
          q_source: ['new', 'practice', 'review'][i % 3]!,
        })),
        3,
      );
      expect(JSON.parse(page.toString())).toEqual({
        status: 'success',
        message: 'OK',
        data: { questions: dtos, page: 3 },
      });
    }
  });
});
