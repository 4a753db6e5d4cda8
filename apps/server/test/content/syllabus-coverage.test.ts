import { afterAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatPackError } from '../../src/features/content/pack-format.ts';
import { readPack } from '../../src/features/content/reader/read-pack.ts';
import {
  buildCoverage,
  COVERAGE_DOC,
  findRepoRoot,
  PACK_DIR,
  SYLLABUS_DIR,
} from '../../src/features/content/syllabus/coverage-command.ts';
import { computeCoverage, formatCoverageTable } from '../../src/features/content/syllabus/coverage.ts';
import { renderCoverageDoc } from '../../src/features/content/syllabus/coverage-doc.ts';
import { crossCheck } from '../../src/features/content/syllabus/cross-check.ts';
import { readSyllabus } from '../../src/features/content/syllabus/read-syllabus.ts';
import { fixturePackDir } from '../support/content.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('docs/content-coverage.md', () => {
  it('equals a fresh generation from the syllabus map and the default pack', async () => {
    const root = findRepoRoot();
    expect(root).not.toBeNull();
    const result = await buildCoverage(path.join(root!, SYLLABUS_DIR), path.join(root!, PACK_DIR));
    if (!result.ok) throw new Error(`The syllabus map has errors:\n${result.errors.join('\n')}`);
    const committed = fs.readFileSync(path.join(root!, COVERAGE_DOC), 'utf8');
    expect(committed === result.doc, `${COVERAGE_DOC} is stale: run \`npm run content:coverage\``).toBe(true);
  }, 60_000);

  it('covers every Mathematics chapter of classes 1–12 with at least 20 questions a skill, 6 of each difficulty', async () => {
    const root = findRepoRoot()!;
    const { files, errors } = await readSyllabus(path.join(root, SYLLABUS_DIR));
    expect(errors).toEqual([]);
    const { pack } = await readPack(path.join(root, PACK_DIR));
    const coverage = computeCoverage(files, pack!);
    const maths = coverage.rows.filter((r) => r.subject === 'Mathematics');
    expect(maths.map((r) => r.cls)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const short = maths.filter((r) => r.covered < r.chapters || r.minPerSkill < 20);
    expect(
      short.map((r) => `class ${r.cls}: ${r.covered}/${r.chapters} chapters, ${r.minPerSkill} a skill`),
    ).toEqual([]);
    const thinLevels = [...coverage.skills.entries()]
      .filter(([key]) => key.startsWith('math-'))
      .filter(([, skill]) =>
        [1, 2, 3].some((d) => skill.questions.filter((q) => q.difficulty === d).length < 6),
      )
      .map(([key]) => key);
    expect(thinLevels).toEqual([]);
  }, 60_000);
});

// The 'small' fixture pack (class 7 Mathematics and Science, class 8 Mathematics, 15 questions a skill) and a
// map of it with an uncovered chapter, a book in two parts and an unmapped skill.
const MAP_7 = `class: 7
subjects:
  - subject: Mathematics
    book: Ganita Prakash
    part: 1
    edition: Part I 2025-26
    curriculum: ncf-2023
    source: classes-06-08.md
    confirmed: true
    chapters:
      - number: 1
        title: Integers
        skills: [math-7-integer-addition, math-7-integer-multiplication]
      - number: 2
        title: Fractions
        skills: []
  - subject: Mathematics
    book: Ganita Prakash
    part: 2
    edition: Part II First Edition October 2025
    curriculum: ncf-2023
    source: classes-06-08.md
    confirmed: true
    chapters:
      - number: 1
        title: Perimeter and Area
        skills: [math-7-perimeter, math-7-integer-division]
  - subject: Science
    book: Curiosity
    edition: First Edition April 2025
    curriculum: ncf-2023
    source: classes-06-08.md
    confirmed: false
    note: Distance and time is taught in class 8.
    unmapped_skills: [sci-7-distance-and-time]
    chapters:
      - number: 1
        title: Acids, Bases and Salts
        skills: [sci-7-acids-and-bases, sci-7-speed]
`;

async function smallCoverage() {
  const { pack, errors } = await readPack(fixturePackDir('small'));
  if (!pack) throw new Error(errors.map(formatPackError).join('\n'));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quizring-syllabus-'));
  dirs.push(dir);
  fs.writeFileSync(path.join(dir, 'class-07.yaml'), MAP_7);
  const { files } = await readSyllabus(dir);
  // Class 8 has no map file here, so only class 7 is cross-checked and counted.
  expect(crossCheck(files, pack).map(formatPackError)).toEqual([]);
  return computeCoverage(files, pack);
}

describe('content coverage', () => {
  it('counts chapters, covered chapters, skills and questions per class and subject', async () => {
    const { rows } = await smallCoverage();
    expect(
      rows.map((r) => [r.cls, r.subject, r.books, r.chapters, r.covered, r.skills, r.questions]),
    ).toEqual([
      [7, 'Mathematics', 'Ganita Prakash (Part 1, Part 2)', 3, 2, 4, 60],
      [7, 'Science', 'Curiosity', 1, 1, 3, 45],
    ]);
    expect(formatCoverageTable(rows).split('\n')).toEqual([
      'Class  Subject      Chapters  Covered  Skills  Questions  Min a skill  Books',
      '    7  Mathematics         3        2       4         60           15  Ganita Prakash (Part 1, Part 2)',
      '    7  Science             1        1       3         45           15  Curiosity',
    ]);
  });

  it('lists each chapter with its skills, marks uncovered chapters and gives the unmapped skills their note', async () => {
    const doc = renderCoverageDoc(await smallCoverage());
    expect(doc).toContain('Generated by `npm run content:coverage`');
    expect(doc).toContain('ICSE and of state boards get the same NCERT-based path');
    expect(doc).toContain(
      '- Class 7, NCF 2023 books. Mathematics: Ganita Prakash Part 1 (Part I 2025-26), Ganita Prakash Part 2 ' +
        '(Part II First Edition October 2025); Science: Curiosity (First Edition April 2025; chapter list not confirmed).',
    );
    expect(doc).toContain(
      '### Mathematics: Ganita Prakash Part 1\n\n' +
        '- Ch 1, Integers — `math-7-integer-addition` (15 questions), `math-7-integer-multiplication` (15 questions)\n' +
        '- Ch 2, Fractions — **not covered**\n',
    );
    expect(doc).toContain(
      'Unmapped skills: `sci-7-distance-and-time` (15 questions).\n\nNote: Distance and time is taught in class 8.',
    );
    expect(doc).not.toMatch(/\d{4}-\d\d-\d\dT/);
  });

  it('refuses to generate from a map with errors, naming file and line', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quizring-syllabus-'));
    dirs.push(dir);
    fs.writeFileSync(
      path.join(dir, 'class-07.yaml'),
      MAP_7.replace('math-7-perimeter,', 'math-7-perimeters,'),
    );
    const result = await buildCoverage(dir, fixturePackDir('small'));
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors).toContain(
        `${dir}${path.sep}class-07.yaml:27: subjects[1].chapters[0].skills[0]: math-7-perimeters is not a skill of class 7 Mathematics in the pack`,
      );
  });

  it('names the folder when the map cannot be read', async () => {
    const missing = path.join(os.tmpdir(), 'quizring-no-such-syllabus');
    const result = await buildCoverage(missing, fixturePackDir('small'));
    expect(result.ok ? [] : result.errors.map((e) => e.replace(/\(.*\)$/, '(…)'))).toEqual([
      `${missing}: cannot be read (…)`,
    ]);
  });
});
