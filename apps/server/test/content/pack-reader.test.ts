import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatPackError } from '../../src/features/content/pack-format.ts';
import { readPack } from '../../src/features/content/reader/read-pack.ts';
import { runContentImport } from '../../src/features/content/import-command.ts';
import { fixturePackDir } from '../support/content.ts';

function tempPack(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quizring-pack-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const MANIFEST = 'format: 1\nid: tiny\ntitle: Tiny\nversion: "1"\n';
const tinyFile = (options: string, answer: string) => `subject: History
class: 9
book: { key: hist-9, title: History }
chapters:
  - key: hist-9-freedom
    number: 1
    title: Freedom
    subtopics: [{ key: hist-9-dates, title: Dates }]
skills:
  - key: hist-9-dates
    name: Dates
    description: Remember key dates.
    position: 1
    subtopic: hist-9-dates
    questions:
      - key: hist-9-dates-q01
        difficulty: 1
        text: 1947
        options: ${options}
        answer: ${answer}
`;

describe('content pack reader', () => {
  it('reports every broken rule with its file, line and path', async () => {
    const { pack, errors } = await readPack(fixturePackDir('invalid'));
    expect(pack).toBeNull();
    expect(errors.map(formatPackError)).toEqual([
      'pack.yaml:6: auther: unknown field',
      'class-07/broken.yaml:4: Flow map in block collection must be sufficiently indented and end with a }',
      'class-07/english.yaml:2: class: must be at most 12',
      'class-07/english.yaml:4: book.key: must be lowercase letters, digits and dashes',
      'class-07/english.yaml:17: skills[0].position: must be at least 1',
      'class-07/english.yaml:20: skills[0].questions[0].answer: is required',
      'class-07/english.yaml:21: skills[0].questions[0].difficulty: must be at most 3',
      'class-07/english.yaml:22: skills[0].questions[0].text: must not be empty',
      'class-07/english.yaml:23: skills[0].questions[0].options: needs at least 2 items',
      'class-07/english.yaml:24: skills[0].questions[0].hnit: unknown field',
      'class-07/english.yaml:26: skills[0].questions[1].difficulty: must be a whole number, not "2"',
      'class-07/science.yaml:1: subject: class 7 Science already has its book in class-07/science-extra.yaml (one file per class and subject)',
      'class-07/science.yaml:4: book.key: duplicate book key "sci-7" (also at class-07/science-extra.yaml:4)',
      'class-07/science.yaml:13: chapters[0].subtopics[0].ring: Ring subtopic "sci-7-photosynthesis" has 2 questions; a Ring topic needs at least 10',
      'class-07/science.yaml:17: chapters[1].number: chapter number 1 is already chapters[0]',
      'class-07/science.yaml:27: skills[0].prerequisites[0]: a skill cannot be its own prerequisite',
      'class-07/science.yaml:27: skills[0].prerequisites[1]: "sci-7-nowhere" is not a skill of this pack',
      'class-07/science.yaml:27: skills[0].prerequisites[2]: "sci-8-light" is a class 8 skill; prerequisites must be of class 7 or lower',
      'class-07/science.yaml:27: skills[0].prerequisites[4]: "sci-7-digestion" is listed twice',
      'class-07/science.yaml:34: skills[0].questions[0].answer: "Carbon dioxid" is not one of the options',
      'class-07/science.yaml:39: skills[0].questions[1].options[1]: " chlorophyll " repeats options[0]',
      'class-07/science.yaml:42: skills[0].questions[2].subtopic: "sci-7-roots" is not a subtopic of this file',
      'class-07/science.yaml:51: skills[1].prerequisites[0]: prerequisites form a cycle: sci-7-photosynthesis → sci-7-digestion → sci-7-photosynthesis',
      'class-07/science.yaml:52: skills[1].subtopic: "sci-7-stomach" is not a subtopic of this file',
      'class-07/science.yaml:64: skills[2].questions[0]: needs a subtopic (its own or its skill’s)',
      'class-08/science.yaml:21: skills[0].questions[0].key: duplicate question key "sci-7-digestion-q01" (also at class-07/science.yaml:54)',
      'class-08/science.yaml:30: skills[1].prerequisites[0]: prerequisites form a cycle: sci-8-light → sci-8-mirrors → sci-8-light',
      'notes.yml: is not read: content files must end in .yaml',
    ]);
  });

  it('reads the small fixture pack without errors', async () => {
    const { pack, errors } = await readPack(fixturePackDir('small'));
    expect(errors).toEqual([]);
    expect(pack!.manifest).toEqual({
      format: 1,
      id: 'test-small',
      title: 'Small test pack',
      version: '2026.11.1',
    });
    expect(pack!.files.map((f) => f.file)).toEqual([
      'class-07/mathematics.yaml',
      'class-07/science.yaml',
      'class-08/mathematics.yaml',
    ]);
  });

  it('reads numbers and booleans as text where the format wants text, keeping their spelling', async () => {
    const dir = tempPack({
      'pack.yaml': 'format: 1\nid: tiny\ntitle: Tiny\nversion: 2026.11\n',
      'history.yaml': tinyFile('[1947, 1950, true, 2.50, 007]', '1947'),
    });
    const { pack, errors } = await readPack(dir);
    expect(errors).toEqual([]);
    expect(pack!.manifest.version).toBe('2026.11');
    const q = pack!.files[0]!.content.skills[0]!.questions[0]!;
    expect(q.text).toBe('1947');
    expect(q.options).toEqual(['1947', '1950', 'true', '2.50', '007']);
    expect(q.answer).toBe('1947');
  });

  it('reports a missing manifest, a wrong format and a pack without content', async () => {
    expect((await readPack(tempPack({ 'a.yaml': 'x: 1\n' }))).errors.map(formatPackError)[0]).toMatch(
      /^pack\.yaml: is missing: .* is not a content pack$/,
    );
    const { errors } = await readPack(
      tempPack({ 'pack.yaml': 'format: 2\nid: Tiny\ntitle: Tiny\nversion: "1"\n' }),
    );
    expect(errors.map(formatPackError)).toEqual([
      'pack.yaml: the pack has no content files (*.yaml)',
      'pack.yaml:1: format: must be 1 (the format this importer reads)',
      'pack.yaml:2: id: must be lowercase letters, digits and dashes',
    ]);
  });

  it('reports too many options, long text and a missing field at the line of its mapping', async () => {
    const dir = tempPack({
      'pack.yaml': MANIFEST,
      'history.yaml':
        tinyFile('[a, b, c, d, e, f]', 'a').replace('    position: 1\n', '') +
        `        hint: ${'x'.repeat(501)}\n`,
    });
    const { errors } = await readPack(dir);
    expect(errors.map(formatPackError)).toEqual([
      'history.yaml:10: skills[0].position: is required',
      'history.yaml:18: skills[0].questions[0].options: can have at most 5 items',
      'history.yaml:20: skills[0].questions[0].hint: must have at most 500 characters (it has 501)',
    ]);
  });
});

describe('content-import command', () => {
  const sink = () => {
    let text = '';
    return {
      stream: { write: (s: string) => ((text += s), true), isTTY: false } as unknown as NodeJS.WritableStream,
      text: () => text,
    };
  };
  const noDb = async () => {
    throw new Error('a check must not open the database');
  };

  it('--check validates without a database', async () => {
    const out = sink();
    const err = sink();
    const code = await runContentImport(fixturePackDir('small'), {
      check: true,
      withDb: noDb,
      now: () => new Date(),
      out: out.stream,
      err: err.stream,
    });
    expect(code).toBe(0);
    expect(out.text()).toMatch(
      /valid pack test-small 2026\.11\.1: 3 files, 2 classes, 13 skills, 195 questions\.\n$/,
    );
    expect(err.text()).toBe('');
  });

  it('prints every error and exits 1 for an invalid pack', async () => {
    const out = sink();
    const err = sink();
    const code = await runContentImport(fixturePackDir('invalid'), {
      check: false,
      withDb: noDb,
      now: () => new Date(),
      out: out.stream,
      err: err.stream,
    });
    expect(code).toBe(1);
    const lines = err.text().trim().split('\n');
    expect(lines).toHaveLength(29);
    expect(lines[0]).toBe('pack.yaml:6: auther: unknown field');
    expect(lines.at(-1)).toMatch(/^28 errors in .*: nothing was imported\.$/);
  });
});
