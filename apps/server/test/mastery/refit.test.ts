import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refitAll } from '../../src/features/mastery/refit.ts';
import { simulateStudents } from '../../src/features/mastery/simulate.ts';
import { mulberry32 } from '@quizring/contracts/random';
import { loadFixturePack } from '../support/content.ts';
import { createTestApp, DATABASES } from '../support/test-app.ts';
import type { TestApp } from '../support/test-app.ts';

describe.each(DATABASES)('mastery:fit on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await loadFixturePack(t.app.ctx.db);
  });
  afterAll(() => t.close());

  it('refits a skill with enough recorded answers and leaves the others at their defaults', async () => {
    const { db } = t.app.ctx;
    const [skill, untouched] = await db.selectFrom('skills').select(['id']).orderBy('id').limit(2).execute();
    const question = await db
      .selectFrom('questions')
      .select(['id'])
      .where('skill_id', '=', skill!.id)
      .executeTakeFirstOrThrow();
    const truth = { p_init: 0.2, p_learn: 0.2, p_guess: 0.25, p_slip: 0.1 };
    const students = simulateStudents(truth, 400, 10, mulberry32(5));
    const now = '2026-11-21T06:00:00.000Z';
    const users = await db
      .insertInto('users')
      .values(
        students.map((_, i) => ({
          firstname: 'Sim',
          lastname: `Student ${i}`,
          username: null,
          email: `sim${i}@example.com`,
          dial_code: '91',
          mobile: `700000${String(i).padStart(4, '0')}`,
          password_hash: 'x',
          gender: null,
          students_class: 7,
          academic_board: 'CBSE',
          city: null,
          address: null,
          state: null,
          zip: null,
          referral_code: `SIM${i}`,
          referred_by: null,
          avatar: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning('id')
      .execute();
    const rows = students.flatMap((s, i) =>
      s.answers.map((correct) => ({
        user_id: users[i]!.id,
        question_id: question.id,
        skill_id: skill!.id,
        option_id: null,
        is_correct: correct ? 1 : 0,
        hint_seen: 0,
        response_time_ms: 3000,
        mode: 'move',
        difficulty: 1,
        q_source: null,
        client_attempt_id: null,
        p_mastery_before: 0.3,
        p_mastery_after: 0.3,
        day: '2026-11-21',
        created_at: now,
      })),
    );
    for (let i = 0; i < rows.length; i += 500)
      await db
        .insertInto('attempts')
        .values(rows.slice(i, i + 500))
        .execute();

    const reports = await refitAll(db, { now: new Date(now), random: mulberry32(1) });
    expect(reports.find((r) => r.skillId === skill!.id)).toMatchObject({
      fitted: true,
      students: 400,
      attempts: 4000,
    });
    expect(reports.find((r) => r.skillId === untouched!.id)).toMatchObject({ fitted: false });

    const fitted = await db
      .selectFrom('skills')
      .selectAll()
      .where('id', '=', skill!.id)
      .executeTakeFirstOrThrow();
    expect(fitted.params_fitted_at).toBe(now);
    for (const k of ['p_init', 'p_learn', 'p_guess', 'p_slip'] as const)
      expect(Math.abs(fitted[k] - truth[k])).toBeLessThan(0.06);
    const other = await db
      .selectFrom('skills')
      .selectAll()
      .where('id', '=', untouched!.id)
      .executeTakeFirstOrThrow();
    expect(other).toMatchObject({
      p_init: 0.3,
      p_learn: 0.15,
      p_guess: 0.2,
      p_slip: 0.1,
      params_fitted_at: null,
    });
  });
});
