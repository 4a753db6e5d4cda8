import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Db } from '../../src/db/database.ts';
import { ensureDefaultPack, findDefaultPackDir } from '../../src/features/content/default-pack.ts';
import { formatPackError } from '../../src/features/content/pack-format.ts';
import type { ParsedPack } from '../../src/features/content/pack-format.ts';
import { readPack } from '../../src/features/content/reader/read-pack.ts';
import { fixturePackDir } from '../support/content.ts';
import { createTestApp, DATABASES } from '../support/test-app.ts';
import type { TestApp } from '../support/test-app.ts';

// The subjects of each class, as docs/content-pack.md promises them.
function subjectsOfClass(cls: number): string[] {
  const s = ['English', 'Mathematics'];
  if (cls <= 5) s.push('EVS');
  else if (cls <= 10) s.push('Science', 'Social Science');
  else s.push('Biology', 'Chemistry', 'Physics');
  return s.sort();
}

describe('the shipped default pack (content/default)', () => {
  let pack: ParsedPack;
  let errors: string[];
  beforeAll(async () => {
    const dir = findDefaultPackDir();
    expect(dir).not.toBeNull();
    const result = await readPack(dir!);
    errors = result.errors.map(formatPackError);
    if (result.pack) pack = result.pack;
  });

  const skillsOf = (cls: number) =>
    pack.files.filter((f) => f.content.class === cls).flatMap((f) => f.content.skills);

  it('is valid', () => {
    expect(errors).toEqual([]);
    expect(pack.manifest.id).toBe('quizring-default');
  });

  it('has the subjects of the documentation in every class 1 to 12', () => {
    const actual: Record<number, string[]> = {};
    const wanted: Record<number, string[]> = {};
    for (let cls = 1; cls <= 12; cls++) {
      actual[cls] = pack.files
        .filter((f) => f.content.class === cls)
        .map((f) => f.content.subject)
        .sort();
      wanted[cls] = subjectsOfClass(cls);
    }
    expect(actual).toEqual(wanted);
  });

  it('has at least 15 skills in every class', () => {
    const short = [];
    for (let cls = 1; cls <= 12; cls++)
      if (skillsOf(cls).length < 15) short.push(`class ${cls}: ${skillsOf(cls).length}`);
    expect(short).toEqual([]);
  });

  it('gives every skill at least 12 questions over the three difficulties, each with a hint', () => {
    const weak = pack.files
      .flatMap((f) => f.content.skills)
      .filter((s) => {
        const difficulties = new Set(s.questions.map((q) => q.difficulty));
        return s.questions.length < 12 || difficulties.size < 3 || s.questions.some((q) => !q.hint);
      })
      .map((s) => s.key);
    expect(weak).toEqual([]);
  });

  it('has at least 1,500 questions outside Mathematics', () => {
    const count = pack.files
      .filter((f) => f.content.subject !== 'Mathematics')
      .reduce((n, f) => n + f.content.skills.reduce((m, s) => m + s.questions.length, 0), 0);
    expect(count).toBeGreaterThanOrEqual(1500);
  });

  it('has at least 10 questions in every Ring subtopic', () => {
    const thin: string[] = [];
    for (const f of pack.files) {
      const counts = new Map<string, number>();
      for (const s of f.content.skills)
        for (const q of s.questions) {
          const key = (q.subtopic ?? s.subtopic)!;
          counts.set(key, (counts.get(key) ?? 0) + 1);
        }
      for (const ch of f.content.chapters)
        for (const st of ch.subtopics) if (st.ring && (counts.get(st.key) ?? 0) < 10) thin.push(st.key);
    }
    expect(thin).toEqual([]);
  });
});

describe('finding the default pack', () => {
  it('walks up from the code to content/default, from any depth', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'quizring-root-'));
    fs.mkdirSync(path.join(root, 'content/default'), { recursive: true });
    fs.writeFileSync(path.join(root, 'content/default/pack.yaml'), 'format: 1\n');
    fs.mkdirSync(path.join(root, 'apps/server/dist'), { recursive: true });
    const from = pathToFileURL(path.join(root, 'apps/server/dist/server.js')).href;
    expect(findDefaultPackDir(from)).toBe(path.join(root, 'content/default'));
    expect(findDefaultPackDir(pathToFileURL(path.join(os.tmpdir(), 'x.js')).href)).toBeNull();
  });
});

describe.each(DATABASES)('ensureDefaultPack on %s', (kind) => {
  let t: TestApp;
  let db: Db;
  const logged: string[] = [];
  const log = { info: (m: string) => logged.push(m), warn: (m: string) => logged.push(m) };
  beforeEach(async () => {
    t = await createTestApp(kind);
    db = t.app.ctx.db;
    logged.length = 0;
  });
  afterEach(async () => t.close());

  it('imports the pack once, then only when its version changes', async () => {
    const now = new Date('2026-11-21T06:00:00.000Z');
    const first = await ensureDefaultPack(db, { now, log, dir: fixturePackDir('small') });
    expect(first?.counts.questions.inserted).toBe(195);
    expect(await ensureDefaultPack(db, { now, log, dir: fixturePackDir('small') })).toBeNull();

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quizring-pack-'));
    fs.cpSync(fixturePackDir('small'), dir, { recursive: true });
    const manifest = path.join(dir, 'pack.yaml');
    fs.writeFileSync(
      manifest,
      fs.readFileSync(manifest, 'utf8').replace('version: 2026.11.1', 'version: 2026.11.2'),
    );
    const next = await ensureDefaultPack(db, { now, log, dir });
    expect(next).toMatchObject({ pack: { version: '2026.11.2', status: 'updated' }, changes: 1 });
    expect(logged.some((l) => l.includes('test-small 2026.11.2 (was 2026.11.1)'))).toBe(true);
  });

  it('refuses an invalid pack, listing its errors, and writes nothing', async () => {
    const err = await ensureDefaultPack(db, {
      now: new Date(),
      log,
      dir: fixturePackDir('invalid'),
    }).catch((e: unknown) => e as Error);
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toMatch(/is invalid:\n {2}pack\.yaml:6: auther: unknown field/);
    expect((err as Error).message).toContain('class-07/science.yaml:34: skills[0].questions[0].answer');
    expect(await db.selectFrom('questions').select('id').execute()).toEqual([]);
  });
});
