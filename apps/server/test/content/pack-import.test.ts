import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../../src/db/database.ts';
import { importPack, importPackDir } from '../../src/features/content/import/import-pack.ts';
import { PackImportError } from '../../src/features/content/import/summary.ts';
import { readPack } from '../../src/features/content/reader/read-pack.ts';
import { fixturePackDir, loadFixturePack } from '../support/content.ts';
import { createTestApp, DATABASES } from '../support/test-app.ts';
import type { TestApp } from '../support/test-app.ts';

const NOW = new Date('2026-11-21T06:00:00.000Z');
const LATER = new Date('2026-11-22T06:00:00.000Z');

function copyPack(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quizring-pack-'));
  fs.cpSync(fixturePackDir(name), dir, { recursive: true });
  return dir;
}

function edit(file: string, from: string, to: string) {
  const text = fs.readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`"${from}" not found in ${file}`);
  fs.writeFileSync(file, text.replace(from, to));
}

async function mustRead(dir: string) {
  const { pack, errors } = await readPack(dir);
  if (!pack) throw new Error(errors.map((e) => `${e.file}:${e.line}: ${e.path}: ${e.message}`).join('\n'));
  return pack;
}

async function snapshot(db: Db) {
  return {
    packs: await db.selectFrom('content_packs').selectAll().orderBy('id').execute(),
    subjects: await db.selectFrom('subjects').selectAll().orderBy('id').execute(),
    books: await db.selectFrom('books').selectAll().orderBy('id').execute(),
    chapters: await db.selectFrom('chapters').selectAll().orderBy('id').execute(),
    subtopics: await db.selectFrom('subtopics').selectAll().orderBy('id').execute(),
    skills: await db.selectFrom('skills').selectAll().orderBy('id').execute(),
    prerequisites: await db
      .selectFrom('skill_prerequisites')
      .selectAll()
      .orderBy('skill_id')
      .orderBy('prerequisite_id')
      .execute(),
    questions: await db.selectFrom('questions').selectAll().orderBy('id').execute(),
    options: await db.selectFrom('question_options').selectAll().orderBy('id').execute(),
  };
}

async function rowCounts(db: Db) {
  const s = await snapshot(db);
  return Object.fromEntries(Object.entries(s).map(([k, rows]) => [k, rows.length]));
}

const MATH_7 = 'class-07/mathematics.yaml';
const Q15 = `      - key: math-7-integer-addition-q15
        difficulty: 3
        text: "What is (-31) + 31 + (-12)?"
        options: ["-11", "12", "-13", "-12"]
        answer: "-12"
        hint: "Add two of the numbers first, then add the third."
        explanation: "(-31) + 31 + (-12) = -12."
`;
const Q16 = `      - key: math-7-integer-addition-q16
        difficulty: 3
        text: "What is (-40) + 25 + 5?"
        options: ["-10", "10", "-20", "20"]
        answer: "-10"
        hint: "Add the two positive numbers first."
`;

describe.each(DATABASES)('content pack import on %s', (kind) => {
  let t: TestApp;
  let db: Db;
  beforeEach(async () => {
    t = await createTestApp(kind);
    db = t.app.ctx.db;
  });
  afterEach(async () => t.close());

  it('imports the small fixture pack with every row in place', async () => {
    const progress: [number, number][] = [];
    const pack = await mustRead(fixturePackDir('small'));
    const summary = await importPack(db, pack, { now: NOW, onProgress: (d, n) => progress.push([d, n]) });

    expect(summary.pack).toEqual({
      id: 'test-small',
      title: 'Small test pack',
      version: '2026.11.1',
      status: 'inserted',
    });
    expect(summary.counts.subjects.inserted).toBe(2);
    expect(summary.counts.books.inserted).toBe(3);
    expect(summary.counts.skills.inserted).toBe(13);
    expect(summary.counts.questions.inserted).toBe(195);
    expect(summary.counts.options.inserted).toBe(780);
    expect(summary.counts.prerequisites.inserted).toBe(8);
    const total = progress.at(-1)![1];
    expect(progress.at(-1)).toEqual([total, total]);
    expect(progress.every(([d], i) => i === 0 || d >= progress[i - 1]![0])).toBe(true);

    const s = await snapshot(db);
    expect(s.packs).toEqual([
      {
        id: 'test-small',
        title: 'Small test pack',
        version: '2026.11.1',
        format: 1,
        imported_at: NOW.toISOString(),
      },
    ]);
    const q = await db
      .selectFrom('questions')
      .innerJoin('skills', 'skills.id', 'questions.skill_id')
      .innerJoin('subtopics', 'subtopics.id', 'questions.subtopic_id')
      .select([
        'questions.class',
        'questions.difficulty',
        'questions.hint',
        'skills.key as skill',
        'subtopics.key as subtopic',
      ])
      .where('questions.key', '=', 'math-8-cubes-q11')
      .executeTakeFirstOrThrow();
    expect(q).toEqual({
      class: 8,
      difficulty: 3,
      hint: 'The cube of a number is the number multiplied by itself three times.',
      skill: 'math-8-cubes',
      subtopic: 'math-8-cubes',
    });
    const options = await db
      .selectFrom('question_options')
      .innerJoin('questions', 'questions.id', 'question_options.question_id')
      .select(['question_options.position', 'question_options.text', 'question_options.is_answer'])
      .where('questions.key', '=', 'math-8-cubes-q11')
      .orderBy('question_options.position')
      .execute();
    expect(options.map((o) => o.position)).toEqual([1, 2, 3, 4]);
    expect(options.filter((o) => o.is_answer === 1).map((o) => o.text)).toEqual(['-27']);

    const subtopics = await db
      .selectFrom('subtopics')
      .innerJoin('chapters', 'chapters.id', 'subtopics.chapter_id')
      .select(['subtopics.key', 'subtopics.position', 'subtopics.is_ring_topic', 'chapters.chapter_number'])
      .where('chapters.key', '=', 'math-7-integers')
      .orderBy('subtopics.position')
      .execute();
    expect(subtopics).toEqual([
      { key: 'math-7-integer-addition', position: 1, is_ring_topic: 1, chapter_number: 1 },
      { key: 'math-7-integer-multiplication', position: 2, is_ring_topic: 1, chapter_number: 1 },
      { key: 'math-7-integer-division', position: 3, is_ring_topic: 1, chapter_number: 1 },
    ]);

    const prereq = await db
      .selectFrom('skill_prerequisites')
      .innerJoin('skills as s', 's.id', 'skill_prerequisites.skill_id')
      .innerJoin('skills as p', 'p.id', 'skill_prerequisites.prerequisite_id')
      .select(['s.key as skill', 'p.key as prerequisite'])
      .where('s.key', '=', 'math-8-squares')
      .execute();
    expect(prereq).toEqual([{ skill: 'math-8-squares', prerequisite: 'math-7-integer-multiplication' }]);
    const answersPerQuestion = await db
      .selectFrom('question_options')
      .select(['question_id', (eb) => eb.fn.sum<number>('is_answer').as('answers')])
      .groupBy('question_id')
      .execute();
    expect(answersPerQuestion.every((r) => Number(r.answers) === 1)).toBe(true);
  });

  it('re-importing the same pack changes nothing and keeps every id', async () => {
    await loadFixturePack(db);
    const before = await snapshot(db);
    const again = await importPack(db, await mustRead(fixturePackDir('small')), { now: LATER });
    expect(again.changes).toBe(0);
    expect(again.pack.status).toBe('unchanged');
    expect(await snapshot(db)).toEqual(before);
  });

  it('a corrected pack updates rows in place, retires removed questions and keeps fitted parameters', async () => {
    await loadFixturePack(db);
    const before = await snapshot(db);
    await db
      .updateTable('skills')
      .set({ p_init: 0.42, p_slip: 0.05, params_fitted_at: NOW.toISOString() })
      .where('key', '=', 'math-7-perimeter')
      .execute();

    const dir = copyPack('small');
    const file = path.join(dir, MATH_7);
    edit(file, 'options: ["4", "3", "-3", "2"]', 'options: ["13", "3", "-3", "2"]');
    edit(file, 'options: ["6", "-5", "5", "4"]', 'options: ["-5", "5", "4"]');
    edit(
      file,
      '"What is (-4) + 11?"\n        options: ["8", "-7", "6", "7"]\n        answer: "7"\n        hint: "Adding',
      '"What is (-4) + 11?"\n        options: ["8", "-7", "6", "7"]\n        answer: "7"\n        hint: "Start at -4 and count 11 steps up. Adding',
    );
    edit(file, Q15, Q16);
    edit(file, 'name: Perimeter of squares and rectangles', 'name: Perimeter');
    edit(file, 'prerequisites: [math-7-integer-multiplication]', 'prerequisites: []');
    edit(path.join(dir, 'pack.yaml'), 'version: 2026.11.1', 'version: 2026.11.2');

    const summary = await importPack(db, await mustRead(dir), { now: LATER });
    expect(summary.pack.status).toBe('updated');
    expect(summary.counts).toEqual({
      subjects: { inserted: 0, updated: 0, retired: 0, deleted: 0 },
      books: { inserted: 0, updated: 0, retired: 0, deleted: 0 },
      chapters: { inserted: 0, updated: 0, retired: 0, deleted: 0 },
      subtopics: { inserted: 0, updated: 0, retired: 0, deleted: 0 },
      skills: { inserted: 0, updated: 1, retired: 0, deleted: 0 },
      prerequisites: { inserted: 0, updated: 0, retired: 0, deleted: 1 },
      questions: { inserted: 1, updated: 1, retired: 1, deleted: 0 },
      options: { inserted: 4, updated: 4, retired: 0, deleted: 1 },
    });

    const after = await snapshot(db);
    const byKey = <T extends { key: string }>(rows: T[]) => new Map(rows.map((r) => [r.key, r]));
    const questionsBefore = byKey(before.questions);
    const questionsAfter = byKey(after.questions);
    for (const [key, q] of questionsBefore) expect(questionsAfter.get(key)?.id).toBe(q.id);
    expect(questionsAfter.get('math-7-integer-addition-q15')!.retired_at).toBe(LATER.toISOString());
    expect(questionsAfter.get('math-7-integer-addition-q16')!.retired_at).toBeNull();
    expect(questionsAfter.get('math-7-integer-addition-q03')!.hint).toMatch(/^Start at -4/);

    const optionsOf = async (key: string) =>
      db
        .selectFrom('question_options')
        .innerJoin('questions', 'questions.id', 'question_options.question_id')
        .select([
          'question_options.id',
          'question_options.position',
          'question_options.text',
          'question_options.is_answer',
        ])
        .where('questions.key', '=', key)
        .orderBy('question_options.position')
        .execute();
    const idsBefore = new Map(before.options.map((o) => [`${o.question_id}:${o.position}`, o.id]));
    const q1 = await optionsOf('math-7-integer-addition-q01');
    expect(q1.map((o) => o.text)).toEqual(['13', '3', '-3', '2']);
    const q1Id = questionsBefore.get('math-7-integer-addition-q01')!.id;
    expect(q1.map((o) => o.id)).toEqual([1, 2, 3, 4].map((p) => idsBefore.get(`${q1Id}:${p}`)));
    const q2 = await optionsOf('math-7-integer-addition-q02');
    expect(q2.map((o) => [o.text, o.is_answer])).toEqual([
      ['-5', 0],
      ['5', 1],
      ['4', 0],
    ]);
    const q2Id = questionsBefore.get('math-7-integer-addition-q02')!.id;
    expect(q2.map((o) => o.id)).toEqual([1, 2, 3].map((p) => idsBefore.get(`${q2Id}:${p}`)));

    const perimeter = byKey(after.skills).get('math-7-perimeter')!;
    expect(perimeter).toMatchObject({
      name: 'Perimeter',
      p_init: 0.42,
      p_slip: 0.05,
      params_fitted_at: NOW.toISOString(),
    });
    expect(after.prerequisites.length).toBe(before.prerequisites.length - 1);
    expect(after.packs[0]).toMatchObject({ version: '2026.11.2', imported_at: LATER.toISOString() });

    // The original pack again: the retired question comes back with its old id, the new one retires.
    const back = await importPack(db, await mustRead(fixturePackDir('small')), { now: LATER });
    expect(back.counts.questions).toEqual({ inserted: 0, updated: 2, retired: 1, deleted: 0 });
    const restored = byKey(await db.selectFrom('questions').selectAll().execute());
    expect(restored.get('math-7-integer-addition-q15')).toMatchObject({
      id: questionsBefore.get('math-7-integer-addition-q15')!.id,
      retired_at: null,
    });
    expect(restored.get('math-7-integer-addition-q16')!.retired_at).toBe(LATER.toISOString());
  });

  it('writes nothing when the pack is invalid', async () => {
    const result = await importPackDir(db, fixturePackDir('invalid'), { now: NOW });
    expect(result.summary).toBeNull();
    expect(result.errors.length).toBeGreaterThan(10);
    expect(Object.values(await rowCounts(db)).every((n) => n === 0)).toBe(true);
  });

  it('refuses keys that belong to another pack and writes nothing of it', async () => {
    await loadFixturePack(db);
    const before = await snapshot(db);
    const dir = copyPack('small');
    edit(path.join(dir, 'pack.yaml'), 'id: test-small', 'id: another-pack');
    edit(path.join(dir, 'class-07/science.yaml'), 'subject: Science', 'subject: Sciences');
    const pack = await mustRead(dir);
    const err = await importPack(db, pack, { now: LATER }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PackImportError);
    const errors = (err as PackImportError).errors;
    expect(errors[0]).toEqual({
      file: 'class-07/mathematics.yaml',
      line: 4,
      path: 'book.key',
      message: '"math-7" is already a key of the pack "test-small" in the database',
    });
    expect(errors).toHaveLength(3 + 8 + 13 + 13 + 195);
    expect(await snapshot(db)).toEqual(before);
  });

  it('imports 5,000 questions in seconds, and re-imports them in less', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quizring-big-pack-'));
    writeBigPack(dir, 10, 25, 20);
    const pack = await mustRead(dir);
    let started = Date.now();
    const first = await importPack(db, pack, { now: NOW });
    const firstMs = Date.now() - started;
    expect(first.counts.questions.inserted).toBe(5000);
    expect(first.counts.options.inserted).toBe(20000);
    started = Date.now();
    const again = await importPack(db, pack, { now: LATER });
    const againMs = Date.now() - started;
    expect(again.changes).toBe(0);
    for (const f of pack.files)
      for (const s of f.content.skills) for (const q of s.questions) q.text = `${q.text} (revised)`;
    started = Date.now();
    const revised = await importPack(db, pack, { now: LATER });
    const revisedMs = Date.now() - started;
    expect(revised.counts.questions.updated).toBe(5000);
    expect(firstMs).toBeLessThan(10_000);
    expect(againMs).toBeLessThan(5_000);
    expect(revisedMs).toBeLessThan(10_000);
  });
});

/** A synthetic pack: `files` classes of Mathematics, each with `skills` skills of `questions` questions. */
function writeBigPack(dir: string, files: number, skills: number, questions: number) {
  fs.writeFileSync(path.join(dir, 'pack.yaml'), 'format: 1\nid: big\ntitle: Big pack\nversion: "1"\n');
  for (let c = 1; c <= files; c++) {
    const lines = [
      'subject: Mathematics',
      `class: ${c}`,
      'book:',
      `  key: big-${c}`,
      `  title: Big ${c}`,
      'chapters:',
      `  - key: big-${c}-ch`,
      '    number: 1',
      '    title: Everything',
      '    subtopics:',
    ];
    for (let s = 1; s <= skills; s++)
      lines.push(`      - key: big-${c}-st${s}`, `        title: Subtopic ${s}`, '        ring: true');
    lines.push('skills:');
    for (let s = 1; s <= skills; s++) {
      lines.push(
        `  - key: big-${c}-s${s}`,
        `    name: Skill ${s}`,
        `    description: Adds numbers up to ${s}.`,
        `    position: ${s}`,
        `    prerequisites: [${s > 1 ? `big-${c}-s${s - 1}` : ''}]`,
        `    subtopic: big-${c}-st${s}`,
        '    questions:',
      );
      for (let q = 1; q <= questions; q++)
        lines.push(
          `      - key: big-${c}-s${s}-q${q}`,
          `        difficulty: ${(q % 3) + 1}`,
          `        text: What is ${s} + ${q}?`,
          `        options: ["${s + q}", "${s + q + 1}", "${s + q + 2}", "${s + q + 3}"]`,
          `        answer: "${s + q}"`,
          `        hint: Count on from ${s}.`,
        );
    }
    fs.writeFileSync(path.join(dir, `class-${c}.yaml`), `${lines.join('\n')}\n`);
  }
}
