import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatPackError } from '../../src/features/content/pack-format.ts';
import type { ParsedPack } from '../../src/features/content/pack-format.ts';
import { readPack } from '../../src/features/content/reader/read-pack.ts';
import { crossCheck } from '../../src/features/content/syllabus/cross-check.ts';
import { readSyllabus } from '../../src/features/content/syllabus/read-syllabus.ts';
import { fixturePackDir } from '../support/content.ts';

// The 'small' fixture pack: class 7 Mathematics (4 skills) and Science (3), class 8 Mathematics (6).
let pack: ParsedPack;
beforeAll(async () => {
  const read = await readPack(fixturePackDir('small'));
  if (!read.pack) throw new Error(read.errors.map(formatPackError).join('\n'));
  pack = read.pack;
});

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

const entry = (subject: string, chapters: string, extra = '') => `  - subject: ${subject}
    book: ${subject} Book
    edition: Rationalised 2023-24
    curriculum: ncf-2005
    source: classes-06-08.md
    confirmed: true
${extra}    chapters:
${chapters}`;

const MATH_7 = entry(
  'Mathematics',
  `      - number: 1
        title: Integers
        skills: [math-7-integer-addition, math-7-integer-multiplication, math-7-integer-division]
      - number: 2
        title: Fractions
        skills: []
      - number: 3
        title: Perimeter and Area
        skills: [math-7-perimeter]
`,
);
const SCIENCE_7 = entry(
  'Science',
  `      - number: 1
        title: Acids, Bases and Salts
        skills: [sci-7-acids-and-bases]
      - number: 2
        title: Motion and Time
        skills: [sci-7-speed]
`,
  `    note: Distance and time is taught in class 8.
    unmapped_skills: [sci-7-distance-and-time]
`,
);
const MATH_8 = entry(
  'Mathematics',
  `      - number: 1
        title: Squares and Cubes
        skills: [math-8-squares, math-8-square-roots, math-8-cubes]
      - number: 2
        title: Comparing Quantities
        skills: [math-8-percentages, math-8-profit-and-loss]
      - number: 3
        title: Mensuration
        skills: [math-8-area-of-rectangles]
`,
);
const file = (cls: number, ...subjects: string[]) => `class: ${cls}\nsubjects:\n${subjects.join('')}`;

/** Writes the map files into a fresh folder and returns its errors, checked against the pack. */
async function check(files: Record<string, string>): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quizring-syllabus-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  const { files: read, errors } = await readSyllabus(dir);
  return [...errors, ...crossCheck(read, pack)]
    .map(formatPackError)
    .filter((e) => !/^class-(0[1-69]|1\d)\.yaml: is missing/.test(e));
}

const valid = { 'class-07.yaml': file(7, MATH_7, SCIENCE_7), 'class-08.yaml': file(8, MATH_8) };

describe('syllabus map validation', () => {
  it('accepts a map that names every pack skill once', async () => {
    expect(await check(valid)).toEqual([]);
  });

  it('asks for a file for every class 1–12', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quizring-syllabus-'));
    dirs.push(dir);
    fs.writeFileSync(path.join(dir, 'class-07.yaml'), valid['class-07.yaml']);
    fs.writeFileSync(path.join(dir, 'class-7.yaml'), valid['class-07.yaml']);
    const { errors } = await readSyllabus(dir);
    expect(errors.map(formatPackError)).toEqual([
      ...[1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12].map(
        (c) => `class-${String(c).padStart(2, '0')}.yaml: is missing (class ${c})`,
      ),
      'class-7.yaml: is not read: map files are named class-NN.yaml',
    ]);
  });

  it('reports a skill the pack does not have in that class and subject, at its line', async () => {
    const planted = MATH_7.replace(
      'skills: [math-7-perimeter]',
      'skills: [math-7-perimeter, sci-7-speed, math-7-areas]',
    );
    expect(await check({ ...valid, 'class-07.yaml': file(7, planted, SCIENCE_7) })).toEqual([
      'class-07.yaml:18: subjects[0].chapters[2].skills[1]: sci-7-speed is not a skill of class 7 Mathematics in the pack',
      'class-07.yaml:18: subjects[0].chapters[2].skills[2]: math-7-areas is not a skill of class 7 Mathematics in the pack',
    ]);
  });

  it('reports a skill listed twice, naming where it was first', async () => {
    const planted = SCIENCE_7.replace(
      'skills: [sci-7-speed]',
      'skills: [sci-7-speed, sci-7-acids-and-bases]',
    );
    expect(await check({ ...valid, 'class-07.yaml': file(7, MATH_7, planted) })).toEqual([
      'class-07.yaml:33: subjects[1].chapters[1].skills[1]: sci-7-acids-and-bases is already listed (chapter 1, line 30)',
    ]);
  });

  it('reports a skill listed in a chapter and in unmapped_skills', async () => {
    const planted = SCIENCE_7.replace(
      'skills: [sci-7-speed]',
      'skills: [sci-7-speed, sci-7-distance-and-time]',
    );
    expect(await check({ ...valid, 'class-07.yaml': file(7, MATH_7, planted) })).toEqual([
      'class-07.yaml:26: subjects[1].unmapped_skills[0]: sci-7-distance-and-time is already listed (chapter 2, line 33)',
    ]);
  });

  it('reports a pack skill the map leaves out, at its subject', async () => {
    const planted = MATH_8.replace(
      '[math-8-squares, math-8-square-roots, math-8-cubes]',
      '[math-8-squares, math-8-cubes]',
    );
    expect(await check({ ...valid, 'class-08.yaml': file(8, planted) })).toEqual([
      "class-08.yaml:3: subjects[0].subject: Mathematics: the pack's skill math-8-square-roots is not in the map: name it in its chapter or in unmapped_skills",
    ]);
  });

  it('reports a pack subject without an entry, and an entry for a subject the pack lacks', async () => {
    const english = entry('English', '      - number: 1\n        title: A Story\n        skills: []\n');
    expect(await check({ ...valid, 'class-07.yaml': file(7, MATH_7, english) })).toEqual([
      'class-07.yaml:3: subjects: the pack offers Science for class 7, but the map has no entry for it',
      'class-07.yaml:19: subjects[1].subject: the pack has no English for class 7',
    ]);
  });

  it('reports a bad shape with its line and stops before the cross-check of that file', async () => {
    const planted = MATH_7.replace('      - number: 2\n', '      - number: two\n')
      .replace('curriculum: ncf-2005', 'curriculum: cbse')
      .replace('    confirmed: true\n', '    confirmed: true\n    chapter_count: 3\n');
    expect(await check({ ...valid, 'class-07.yaml': file(7, planted, SCIENCE_7) })).toEqual([
      'class-07.yaml:6: subjects[0].curriculum: must be ncf-2005 or ncf-2023',
      'class-07.yaml:9: subjects[0].chapter_count: unknown field',
      'class-07.yaml:14: subjects[0].chapters[1].number: must be a whole number, not "two"',
    ]);
  });

  it('reports a file that names another class, and an empty chapter list without a note', async () => {
    const noBook = entry('Science', '', '    unmapped_skills: [sci-7-acids-and-bases]\n').replace(
      '    chapters:\n',
      '    chapters: []\n',
    );
    expect(
      await check({ ...valid, 'class-07.yaml': file(7, MATH_7, noBook), 'class-08.yaml': file(7, MATH_8) }),
    ).toEqual([
      'class-07.yaml:26: subjects[1].chapters: is empty: the note must say why',
      'class-08.yaml:1: class: is 7, but the file is class-08.yaml',
    ]);
  });
});
