// A class as large as the content work makes them: a pack that adds Computer Science to class 11 (15 chapters, 45
// skills, each subtopic a Ring topic), so class 11 has 61 skills, and a class 10 skill that the first of them needs.
// It is written to a temporary folder and imported into the running server's database with the built CLI, the way
// a school loads a pack; the server hears another process's commit and drops what it holds (decision 0014).
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const WIDE_CLASS = 11;
export const WIDE_SUBJECT = 'Computer Science';
export const EARLIER_SKILL = 'Binary numbers';

/** The chapters of the added book; each has three skills (its parts), each skill one Ring topic. */
export const WIDE_CHAPTERS = [
  'Computer Systems',
  'Encoding Schemes',
  'Emerging Trends',
  'Problem Solving',
  'Getting Started with Python',
  'Flow of Control',
  'Functions',
  'Strings',
  'Lists',
  'Tuples and Dictionaries',
  'Societal Impacts',
  'Recursion',
  'Searching',
  'Sorting',
  'Database Concepts',
] as const;

export const WIDE_PARTS = ['basics', 'practice', 'problems'] as const;

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** A YAML string: JSON's quoting is valid YAML, and a title with a colon stays a title. */
const q = (text: string) => JSON.stringify(text);
const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** Twelve sums, the answer always the last option (a test answers the first one to be wrong). */
function questions(key: string, seed: number): string {
  return Array.from({ length: 12 }, (_, i) => {
    const a = seed + i + 2;
    const b = i + 3;
    return [
      `      - key: ${key}-q${String(i + 1).padStart(2, '0')}`,
      `        difficulty: ${(i % 3) + 1}`,
      `        text: "What is ${a} + ${b}?"`,
      `        options: ["${a + b + 1}", "${a + b - 1}", "${a + b + 2}", "${a + b}"]`,
      `        answer: "${a + b}"`,
      `        hint: "Add the ones first."`,
      `        explanation: "${a} + ${b} = ${a + b}."`,
    ].join('\n');
  }).join('\n');
}

function classTen(): string {
  const key = 'e2e-cs-10-binary-numbers';
  return `subject: ${WIDE_SUBJECT}
class: 10
book:
  key: e2e-cs-10
  title: ${WIDE_SUBJECT}, Class 10
chapters:
  - key: e2e-cs-10-number-systems
    number: 1
    title: Number Systems
    subtopics:
      - key: ${key}
        title: ${EARLIER_SKILL}
skills:
  - key: ${key}
    name: ${EARLIER_SKILL}
    description: Write whole numbers in base two.
    position: 1
    subtopic: ${key}
    questions:
${questions(key, 1)}
`;
}

function classEleven(): string {
  const chapters: string[] = [];
  const skills: string[] = [];
  WIDE_CHAPTERS.forEach((title, c) => {
    const subtopics: string[] = [];
    for (const part of WIDE_PARTS) {
      const key = `e2e-cs-11-${slug(title)}-${part}`;
      const name = `${title}: ${part}`;
      subtopics.push(`      - key: ${key}\n        title: ${q(name)}\n        ring: true`);
      const first = c === 0 && part === 'basics';
      skills.push(`  - key: ${key}
    name: ${q(name)}
    description: ${q(`${title}, ${part}.`)}
    position: ${100 + skills.length}
    prerequisites: [${first ? 'e2e-cs-10-binary-numbers' : ''}]
    subtopic: ${key}
    questions:
${questions(key, skills.length)}`);
    }
    chapters.push(`  - key: e2e-cs-11-${slug(title)}
    number: ${c + 1}
    title: ${q(title)}
    subtopics:
${subtopics.join('\n')}`);
  });
  return `subject: ${WIDE_SUBJECT}
class: ${WIDE_CLASS}
book:
  key: e2e-cs-11
  title: ${WIDE_SUBJECT}, Class ${WIDE_CLASS}
chapters:
${chapters.join('\n')}
skills:
${skills.join('\n')}
`;
}

/**
 * Imports the pack into the e2e server's database (idempotent: importing it again changes nothing). Needs the data
 * folder the suite started the server with, so it cannot run against E2E_BASE_URL.
 */
export function importWideClassPack(): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir || process.env.E2E_BASE_URL)
    throw new Error('the wide-class pack is imported into the data folder of the server the suite starts');
  const dir = path.join(tmpdir(), `quizring-e2e-wide-class-${process.env.E2E_PORT ?? 3100}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'class-10'), { recursive: true });
  mkdirSync(path.join(dir, 'class-11'), { recursive: true });
  writeFileSync(
    path.join(dir, 'pack.yaml'),
    'format: 1\nid: e2e-wide-class\ntitle: A class of 60 skills\nversion: 2026.12.1\n',
  );
  writeFileSync(path.join(dir, 'class-10', 'computer-science.yaml'), classTen());
  writeFileSync(path.join(dir, 'class-11', 'computer-science.yaml'), classEleven());
  try {
    execFileSync(process.execPath, ['apps/server/dist/cli.js', 'content-import', dir], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: 'pipe',
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
