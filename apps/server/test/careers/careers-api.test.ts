import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAREER_UPDATES_TOTAL, DEFAULT_CAREER_FOCUS, MSG } from '@quizring/contracts';
import type { CareerTree } from '@quizring/contracts';
import { CAREER_CATALOGUE } from '../../src/features/careers/catalogue.ts';
import { syncCareerCatalogue } from '../../src/features/careers/catalogue-sync.ts';
import { careerSubjectWeights } from '../../src/shared/career-weights.ts';
import { loadFixturePack } from '../support/content.ts';
import { memberStudent } from '../support/learners.ts';
import { call, createTestApp, DATABASES, registerStudent } from '../support/test-app.ts';
import type { TestApp } from '../support/test-app.ts';

const CONTENT_SUBJECTS = [
  'Mathematics',
  'Science',
  'Physics',
  'Chemistry',
  'Biology',
  'Social Science',
  'English',
  'EVS',
];
const allCareers = CAREER_CATALOGUE.flatMap((cat) => cat.careers);
const careerId = (name: string) => allCareers.find((c) => c.name === name)!.id;
const DOCTOR = careerId('Doctor');
const SOFTWARE = careerId('Software Engineer');
const LAWYER = careerId('Lawyer');
const TEACHER = careerId('School Teacher');
const CHEF = careerId('Chef');
const DATA_SCIENTIST = careerId('Data Scientist');
const MATHEMATICIAN = careerId('Mathematician & Statistician');

const careerIdsOf = (tree: CareerTree) => tree.categories.flatMap((cat) => cat.careers.map((c) => c.id));

describe('the shipped career catalogue', () => {
  it('has at least 12 categories and 60 careers with unique ids, class ranges and content subjects', () => {
    expect(CAREER_CATALOGUE.length).toBeGreaterThanOrEqual(12);
    expect(allCareers.length).toBeGreaterThanOrEqual(60);
    const ids = [...CAREER_CATALOGUE.map((c) => c.id), ...allCareers.map((c) => c.id)];
    expect(new Set(allCareers.map((c) => c.id)).size).toBe(allCareers.length);
    expect(new Set(CAREER_CATALOGUE.map((c) => c.id)).size).toBe(CAREER_CATALOGUE.length);
    expect(ids.every((id) => Number.isInteger(id) && id > 0)).toBe(true);
    for (const cat of CAREER_CATALOGUE) {
      expect(cat.careers.length).toBeGreaterThan(0);
      for (const career of cat.careers) {
        // Ids follow their category: category × 100 + n.
        expect(Math.floor(career.id / 100)).toBe(cat.id);
        const [min, max] = career.classes;
        expect(1 <= min && min <= max && max <= 12).toBe(true);
        expect(career.subjects.length).toBeGreaterThan(0);
        for (const s of career.subjects) expect(CONTENT_SUBJECTS).toContain(s);
      }
    }
    // Every class has careers to choose from, in several categories.
    for (let grade = 1; grade <= 12; grade++) {
      const suiting = CAREER_CATALOGUE.filter((cat) =>
        cat.careers.some((c) => c.classes[0] <= grade && grade <= c.classes[1]),
      );
      expect(suiting.length).toBeGreaterThanOrEqual(8);
    }
  });
});

describe.each(DATABASES)('careers API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await loadFixturePack(t.app.ctx.db);
  });
  afterAll(() => t.close());

  const tree = async (token: string, query = '') => {
    const res = await call(t.app, 'GET', `/api/career-categories${query}`, { token });
    expect(res.status).toBe(200);
    return res.body.data as unknown as CareerTree;
  };
  const save = (token: string, career_ids: unknown, career_focus_percent: unknown = DEFAULT_CAREER_FOCUS) =>
    call(t.app, 'POST', '/api/career/preferences', { token, body: { career_ids, career_focus_percent } });
  const focus = (token: string, career_focus_percent: unknown) =>
    call(t.app, 'POST', '/api/career/focus-update', { token, body: { career_focus_percent } });
  const errorOf = (res: { body: { message?: unknown } }) =>
    (res.body.message as { error: string[] }).error[0];

  it('needs a signed-in member for every call', async () => {
    expect((await call(t.app, 'GET', '/api/career-categories')).status).toBe(401);
    expect(
      (
        await call(t.app, 'POST', '/api/career/preferences', {
          body: { career_ids: [DOCTOR], career_focus_percent: 50 },
        })
      ).status,
    ).toBe(401);
    expect(
      (await call(t.app, 'POST', '/api/career/focus-update', { body: { career_focus_percent: 50 } })).status,
    ).toBe(401);
    const free = await registerStudent(t.app);
    expect((await call(t.app, 'GET', '/api/career-categories', { token: free.token })).status).toBe(403);
    expect((await save(free.token, [DOCTOR])).status).toBe(403);
    expect((await focus(free.token, 40)).status).toBe(403);
  });

  it('loads the catalogue into its tables once, with the shipped ids', async () => {
    const rows = await t.app.ctx.db.selectFrom('careers').select(['id', 'name']).orderBy('id').execute();
    expect(rows).toEqual([...allCareers].sort((a, b) => a.id - b.id).map(({ id, name }) => ({ id, name })));
    const categories = await t.app.ctx.db.selectFrom('career_categories').select('id').execute();
    expect(categories).toHaveLength(CAREER_CATALOGUE.length);
    await syncCareerCatalogue(t.app.ctx.db);
    expect(await t.app.ctx.db.selectFrom('careers').select('id').execute()).toHaveLength(allCareers.length);
  });

  it('shows a new student the careers of their class, nothing selected, the default focus and no updates used', async () => {
    const s = await memberStudent(t.app, 7);
    const data = await tree(s.token);
    expect(data.selected_career_ids).toEqual([]);
    expect(data.career_focus_percent).toBe(DEFAULT_CAREER_FOCUS);
    expect(data.career_update_count).toBe(0);
    const ids = careerIdsOf(data);
    const suiting7 = allCareers.filter((c) => c.classes[0] <= 7 && 7 <= c.classes[1]);
    expect(ids.sort()).toEqual(suiting7.map((c) => c.id).sort());
    expect(ids).toContain(DOCTOR);
    expect(ids).not.toContain(DATA_SCIENTIST);
    // Categories keep the catalogue's order and none is empty.
    expect(data.categories[0]).toMatchObject({ id: 1, name: 'Engineering & Technology' });
    expect(data.categories.every((cat) => cat.careers.length > 0)).toBe(true);
  });

  it('filters by the grade asked for, and refuses a grade outside 1–12', async () => {
    const s = await memberStudent(t.app, 7);
    const young = careerIdsOf(await tree(s.token, '?grade=2'));
    expect(young).toContain(DOCTOR);
    expect(young).not.toContain(SOFTWARE);
    expect(young).not.toContain(LAWYER);
    expect(young.length).toBe(allCareers.filter((c) => c.classes[0] <= 2).length);
    const senior = careerIdsOf(await tree(s.token, '?grade=12'));
    expect(senior).toHaveLength(allCareers.length);
    expect((await call(t.app, 'GET', '/api/career-categories?grade=13', { token: s.token })).status).toBe(
      422,
    );
    expect((await call(t.app, 'GET', '/api/career-categories?grade=abc', { token: s.token })).status).toBe(
      422,
    );
  });

  it('keeps a chosen career in the tree even when it does not suit the grade shown', async () => {
    const s = await memberStudent(t.app, 7);
    expect((await save(s.token, [SOFTWARE])).status).toBe(200);
    const young = await tree(s.token, '?grade=2');
    expect(careerIdsOf(young)).toContain(SOFTWARE);
    expect(young.selected_career_ids).toEqual([SOFTWARE]);
  });

  it('saves 1 to 3 careers with the focus and answers the new tree', async () => {
    const s = await memberStudent(t.app, 7);
    const res = await save(s.token, [DOCTOR, LAWYER, TEACHER], 70);
    expect(res.status).toBe(200);
    const data = res.body.data as unknown as CareerTree;
    expect(data.selected_career_ids).toEqual([DOCTOR, LAWYER, TEACHER]);
    expect(data.career_focus_percent).toBe(70);
    expect(data.career_update_count).toBe(1);
    expect(careerIdsOf(data)).toContain(DOCTOR);
    expect(await tree(s.token)).toEqual(data);
  });

  it('refuses fewer than 1 and more than 3 careers with the spec texts', async () => {
    const s = await memberStudent(t.app, 7);
    const none = await save(s.token, []);
    expect(none.status).toBe(422);
    expect(errorOf(none)).toBe(MSG.selectAtLeastOneCareer);
    const four = await save(s.token, [DOCTOR, LAWYER, TEACHER, CHEF]);
    expect(four.status).toBe(422);
    expect(errorOf(four)).toBe(MSG.upToThreeCareers);
    // A career named twice counts once.
    const twice = await save(s.token, [DOCTOR, DOCTOR, LAWYER, LAWYER]);
    expect(twice.status).toBe(200);
    expect((twice.body.data as unknown as CareerTree).selected_career_ids).toEqual([DOCTOR, LAWYER]);
    expect((await tree(s.token)).career_update_count).toBe(1);
  });

  it('refuses unknown careers and malformed bodies without using an update', async () => {
    const s = await memberStudent(t.app, 7);
    const unknown = await save(s.token, [DOCTOR, 99_999]);
    expect(unknown.status).toBe(422);
    expect(errorOf(unknown)).toBe(MSG.careerNotFound);
    expect((await save(s.token, ['x'])).status).toBe(422);
    expect((await save(s.token, [DOCTOR], 'high')).status).toBe(422);
    expect((await call(t.app, 'POST', '/api/career/preferences', { token: s.token, body: {} })).status).toBe(
      422,
    );
    const data = await tree(s.token);
    expect(data.career_update_count).toBe(0);
    expect(data.selected_career_ids).toEqual([]);
  });

  it("answers 'No changes to save.' for the saved state, whatever the order of the ids", async () => {
    const s = await memberStudent(t.app, 7);
    expect((await save(s.token, [DOCTOR, LAWYER], 60)).status).toBe(200);
    const same = await save(s.token, [LAWYER, DOCTOR], 60);
    expect(same.status).toBe(422);
    expect(errorOf(same)).toBe(MSG.noChangesToSave);
    // 60.4 rounds to the saved 60: still no change.
    expect(errorOf(await save(s.token, [DOCTOR, LAWYER], 60.4))).toBe(MSG.noChangesToSave);
    expect((await tree(s.token)).career_update_count).toBe(1);
  });

  it('a change of focus alone saves without using an update', async () => {
    const s = await memberStudent(t.app, 7);
    await save(s.token, [DOCTOR], 60);
    const res = await save(s.token, [DOCTOR], 80);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ career_focus_percent: 80, career_update_count: 1 });
  });

  it('counts each saved change as one of 3 updates, then refuses with the spec text', async () => {
    const s = await memberStudent(t.app, 7);
    const sets = [[DOCTOR], [DOCTOR, LAWYER], [CHEF]];
    for (const [i, ids] of sets.entries()) {
      const res = await save(s.token, ids);
      expect(res.status).toBe(200);
      expect((res.body.data as unknown as CareerTree).career_update_count).toBe(i + 1);
    }
    const fourth = await save(s.token, [TEACHER]);
    expect(fourth.status).toBe(403);
    expect(errorOf(fourth)).toBe(MSG.usedAllUpdates);
    const data = await tree(s.token);
    expect(data.career_update_count).toBe(CAREER_UPDATES_TOTAL);
    expect(data.selected_career_ids).toEqual([CHEF]);
    // The focus stays free.
    expect((await focus(s.token, 10)).status).toBe(200);
    expect((await save(s.token, [CHEF], 20)).status).toBe(200);
  });

  it('concurrent saves never use more than 3 updates', async () => {
    const s = await memberStudent(t.app, 7);
    const sets = [[DOCTOR], [LAWYER], [TEACHER], [CHEF], [SOFTWARE], [DOCTOR, CHEF], [LAWYER, CHEF]];
    const results = await Promise.all(sets.map((ids) => save(s.token, ids)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(403);
      expect(errorOf(r)).toBe(MSG.usedAllUpdates);
    }
    expect((await tree(s.token)).career_update_count).toBe(3);
    const row = await t.app.ctx.db
      .selectFrom('career_preferences')
      .select('career_update_count')
      .where('user_id', '=', s.user.id)
      .executeTakeFirstOrThrow();
    expect(row.career_update_count).toBe(3);
  });

  it('identical concurrent saves use one update', async () => {
    const s = await memberStudent(t.app, 7);
    const results = await Promise.all([1, 2, 3, 4].map(() => save(s.token, [DOCTOR, LAWYER], 55)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 422).map(errorOf)).toEqual([
      MSG.noChangesToSave,
      MSG.noChangesToSave,
      MSG.noChangesToSave,
    ]);
    expect((await tree(s.token)).career_update_count).toBe(1);
  });

  it('rounds and clamps the focus to an integer from 0 to 100', async () => {
    const s = await memberStudent(t.app, 7);
    const saved = await save(s.token, [DOCTOR], 150);
    expect(saved.body.data).toMatchObject({ career_focus_percent: 100 });
    for (const [sent, kept] of [
      [-20, 0],
      [33.4, 33],
      [66.5, 67],
      [250, 100],
    ] as const) {
      const res = await focus(s.token, sent);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ career_focus_percent: kept });
      expect((await tree(s.token)).career_focus_percent).toBe(kept);
    }
    expect((await focus(s.token, 'lots')).status).toBe(422);
    expect((await call(t.app, 'POST', '/api/career/focus-update', { token: s.token, body: {} })).status).toBe(
      422,
    );
  });

  it('a focus update before any careers are chosen is kept and uses no update', async () => {
    const s = await memberStudent(t.app, 7);
    expect((await focus(s.token, 30)).body.data).toEqual({ career_focus_percent: 30 });
    const data = await tree(s.token);
    expect(data).toMatchObject({ career_focus_percent: 30, career_update_count: 0, selected_career_ids: [] });
    const res = await save(s.token, [DOCTOR], 30);
    expect(res.body.data).toMatchObject({ career_focus_percent: 30, career_update_count: 1 });
  });

  it('weights subjects by the share of chosen careers that lead to them, scaled by the focus', async () => {
    const s = await memberStudent(t.app, 7);
    const db = t.app.ctx.db;
    expect(await careerSubjectWeights(db, s.user.id)).toEqual(new Map());
    await save(s.token, [DOCTOR, MATHEMATICIAN], 80);
    const subjects = await db.selectFrom('subjects').select(['id', 'name']).execute();
    const idOf = (name: string) => subjects.find((x) => x.name === name)!.id;
    const weights = await careerSubjectWeights(db, s.user.id);
    // The small pack has Mathematics and Science only: each leads to one of the two careers.
    expect(weights.get(idOf('Science'))).toBeCloseTo(0.4);
    expect(weights.get(idOf('Mathematics'))).toBeCloseTo(0.4);
    await focus(s.token, 0);
    expect(await careerSubjectWeights(db, s.user.id)).toEqual(new Map());
  });

  it('Move leans toward the subjects of the chosen careers', async () => {
    const db = t.app.ctx.db;
    const science = await db
      .selectFrom('subjects')
      .select('id')
      .where('name', '=', 'Science')
      .executeTakeFirstOrThrow();
    const scienceSkills = new Set(
      (await db.selectFrom('skills').select('id').where('subject_id', '=', science.id).execute()).map(
        (r) => r.id,
      ),
    );
    // The first page: later pages serve what is left of the day's pool, whatever the preference.
    const scienceShare = async (token: string) => {
      const res = await call(t.app, 'GET', '/api/swipe-question-list?page=1', { token });
      const qs = (res.body.data as { questions: { skill_id: number }[] }).questions;
      expect(qs.length).toBeGreaterThan(0);
      return qs.filter((q) => scienceSkills.has(q.skill_id)).length / qs.length;
    };
    const neutral = await memberStudent(t.app, 7);
    const doctor = await memberStudent(t.app, 7);
    await save(doctor.token, [DOCTOR], 100);
    const mathematician = await memberStudent(t.app, 7);
    await save(mathematician.token, [MATHEMATICIAN], 100);

    const base = await scienceShare(neutral.token);
    const towardScience = await scienceShare(doctor.token);
    const towardMaths = await scienceShare(mathematician.token);
    expect(towardScience).toBeGreaterThan(base);
    expect(towardMaths).toBeLessThan(base);
    expect(towardScience).toBeGreaterThanOrEqual(0.7);
    expect(towardMaths).toBeLessThanOrEqual(0.3);
  });

  it('a career dropped from the catalogue leaves the choices that named it', async () => {
    const s = await memberStudent(t.app, 7);
    await save(s.token, [DOCTOR, CHEF]);
    const withoutChef = CAREER_CATALOGUE.map((cat) => ({
      ...cat,
      careers: cat.careers.filter((c) => c.id !== CHEF),
    }));
    await syncCareerCatalogue(t.app.ctx.db, withoutChef);
    try {
      const data = await tree(s.token, '?grade=12');
      expect(data.selected_career_ids).toEqual([DOCTOR]);
      expect(careerIdsOf(data)).not.toContain(CHEF);
    } finally {
      await syncCareerCatalogue(t.app.ctx.db);
    }
    expect(careerIdsOf(await tree(s.token, '?grade=12'))).toContain(CHEF);
  });
});
