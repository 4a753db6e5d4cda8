// Issue 14 §3: formulas are rendered by KaTeX at import and figures pass an SVG allow-list; a pack that breaks
// either fails with file:line, and a good figure is stored and served with its question.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { QuestionsResponse } from '@quizring/contracts';
import { svgProblem } from '../../src/features/content/check/figure-svg.ts';
import { formulaProblems } from '../../src/features/content/check/notation.ts';
import { importPack } from '../../src/features/content/import/import-pack.ts';
import { formatPackError } from '../../src/features/content/pack-format.ts';
import { readPack } from '../../src/features/content/reader/read-pack.ts';
import { fixturePackDir } from '../support/content.ts';
import { memberStudent } from '../support/learners.ts';
import { call, createTestApp, DATABASES } from '../support/test-app.ts';
import type { TestApp } from '../support/test-app.ts';

const NS = 'xmlns="http://www.w3.org/2000/svg"';
/** A figure as the maths generator draws one (tools/math-generator/src/svg.ts). */
const GOOD_SVG =
  `<svg ${NS} viewBox="0 0 200 120">` +
  '<polygon points="20,100 180,100 100,20" fill="none" stroke="currentColor" stroke-width="2"/>' +
  '<line x1="20" y1="100" x2="180" y2="100" stroke="currentColor" stroke-width="2" stroke-dasharray="6 4"/>' +
  '<path d="M 40 100 A 20 20 0 0 0 34 86" fill="none" stroke="currentColor" stroke-width="1.5"/>' +
  '<g transform="translate(0 0)"><circle cx="100" cy="20" r="3.5" fill="currentColor"/>' +
  '<ellipse cx="50" cy="50" rx="4" ry="2" fill="none" stroke="currentColor"/><rect x="1" y="1" width="5" height="5"/></g>' +
  '<text x="100" y="12" font-size="16" text-anchor="middle" dominant-baseline="middle" fill="currentColor" ' +
  'font-style="italic" font-weight="bold">A &amp; <tspan dy="2">B</tspan></text>' +
  '</svg>';

describe('the figure allow-list', () => {
  it('takes the subset the maths generator draws, with a declaration and comments', () => {
    expect(svgProblem(GOOD_SVG)).toBeNull();
    expect(
      svgProblem(`<?xml version="1.0" encoding="UTF-8"?>\n<!-- a triangle -->\n${GOOD_SVG}\n`),
    ).toBeNull();
  });

  it.each([
    ['a script', `<svg ${NS} viewBox="0 0 1 1"><script>alert(1)</script></svg>`, '<script> is not allowed'],
    ['an event attribute', `<svg ${NS} viewBox="0 0 1 1" onload="alert(1)"/>`, 'onload is not allowed'],
    ['an event on a shape', `<svg ${NS} viewBox="0 0 1 1"><rect onClick="x()"/></svg>`, 'onClick is not'],
    ['a link', `<svg ${NS} viewBox="0 0 1 1"><a href="https://example.com"><rect/></a></svg>`, '<a> is not'],
    [
      'an external href',
      `<svg ${NS} viewBox="0 0 1 1"><path href="https://x.test/a.svg"/></svg>`,
      'href is not',
    ],
    ['xlink:href', `<svg ${NS} viewBox="0 0 1 1"><g xlink:href="#a"/></svg>`, 'xlink:href is not allowed'],
    [
      'an image',
      `<svg ${NS} viewBox="0 0 1 1"><image width="1" height="1"/></svg>`,
      '<image> is not allowed',
    ],
    ['a style element', `<svg ${NS} viewBox="0 0 1 1"><style>rect{}</style></svg>`, '<style> is not allowed'],
    ['a style attribute', `<svg ${NS} viewBox="0 0 1 1"><rect style="fill:red"/></svg>`, 'style attribute'],
    ['foreignObject', `<svg ${NS} viewBox="0 0 1 1"><foreignObject/></svg>`, '<foreignObject> is not'],
    ['url()', `<svg ${NS} viewBox="0 0 1 1"><rect fill="url(https://x.test/#p)"/></svg>`, 'url(…) in fill'],
    ['url() escaped', `<svg ${NS} viewBox="0 0 1 1"><rect fill="&#117;rl(#p)"/></svg>`, 'url(…) in fill'],
    ['javascript:', `<svg ${NS} viewBox="0 0 1 1"><rect fill="javascript:x"/></svg>`, 'holds a URL'],
    ['a DOCTYPE', `<!DOCTYPE svg [<!ENTITY x "y">]><svg ${NS} viewBox="0 0 1 1"/>`, 'DOCTYPE'],
    ['an entity', `<svg ${NS} viewBox="0 0 1 1"><text>&x;</text></svg>`, 'an entity other than'],
    ['CDATA', `<svg ${NS} viewBox="0 0 1 1"><text><![CDATA[x]]></text></svg>`, 'CDATA'],
    ['a processing instruction', `<svg ${NS} viewBox="0 0 1 1"><?php x ?></svg>`, 'processing instruction'],
    [
      'another namespace',
      `<svg ${NS} xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 1 1"/>`,
      'xmlns:xlink',
    ],
    ['a wrong namespace', '<svg xmlns="http://example.com/svg" viewBox="0 0 1 1"/>', 'xmlns must be'],
    ['no namespace', '<svg viewBox="0 0 1 1"/>', 'needs xmlns'],
    ['no viewBox', `<svg ${NS} width="10" height="10"/>`, 'needs a viewBox'],
    ['not svg', `<g ${NS}/>`, 'must be one <svg> element'],
    ['two roots', `<svg ${NS} viewBox="0 0 1 1"/><svg ${NS} viewBox="0 0 1 1"/>`, 'a second element'],
    ['an unclosed element', `<svg ${NS} viewBox="0 0 1 1"><g>`, '<g> is not closed'],
    ['a mismatched end tag', `<svg ${NS} viewBox="0 0 1 1"><g></svg>`, '</svg> closes <g>'],
    ['an unquoted attribute', `<svg ${NS} viewBox="0 0 1 1"><rect x=1/></svg>`, 'a malformed tag <rect>'],
    ['text outside', `hello <svg ${NS} viewBox="0 0 1 1"/>`, 'text outside'],
    ['nothing', '', 'must be one <svg> element'],
  ])('refuses %s', (_, svg, message) => {
    expect(svgProblem(svg)).toContain(message);
  });
});

describe('formulas', () => {
  it('renders good TeX and leaves prose and \\$ alone', () => {
    expect(formulaProblems('Solve $x^{2} - 5x + 6 = 0$.')).toEqual([]);
    expect(formulaProblems('$$\\int_{0}^{1} x^{2}\\,dx$$ and $\\frac{3}{4}$, $\\vec{v}$')).toEqual([]);
    expect(formulaProblems('$\\begin{bmatrix}1 & 2\\\\3 & 4\\end{bmatrix}$ costs \\$5')).toEqual([]);
    expect(formulaProblems('$\\mathrm{H_2O}$ and $\\sqrt{2}$')).toEqual([]);
  });

  it('names a formula KaTeX cannot render, an unclosed $ and an empty one', () => {
    expect(formulaProblems('What is $\\frac{1}{$?')[0]).toMatch(
      /^the formula \$\\frac\{1\}\{\$ does not render/,
    );
    expect(formulaProblems('$\\foo{x}$')[0]).toContain('Undefined control sequence');
    expect(formulaProblems('It costs $5.')).toEqual(['an unclosed $ (write \\$ for a dollar sign)']);
    expect(formulaProblems('$$x$')).toEqual(['an unclosed $$ (write \\$ for a dollar sign)']);
    expect(formulaProblems('a $ $ b')).toEqual(['an empty formula $$']);
  });
});

function tempPack(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quizring-pack-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const MANIFEST = 'format: 1\nid: tiny\ntitle: Tiny\nversion: "1"\n';
/** A one-question pack; the question's fields start on line 17. */
const packWith = (question: string) =>
  tempPack({
    'pack.yaml': MANIFEST,
    'class-09/physics.yaml': `subject: Physics
class: 9
book: { key: phys-9, title: Physics }
chapters:
  - key: phys-9-motion
    number: 1
    title: Motion
    subtopics: [{ key: phys-9-speed, title: Speed }]
skills:
  - key: phys-9-speed
    name: Speed
    description: Speed from distance and time.
    position: 1
    subtopic: phys-9-speed
    questions:
      - key: phys-9-speed-q01
        difficulty: 1
${question}`,
  });

const errorsOf = async (dir: string) => (await readPack(dir)).errors.map(formatPackError);
const Q = 'skills[0].questions[0]';

describe('a pack with notation', () => {
  const fields = (extra = '') => `        text: "Speed is $\\\\frac{d}{t}$. What is $\\\\frac{100}{20}$ m/s?"
        options: ["$5$", "$2$", "$20$", "$10$"]
        answer: "$5$"
        hint: "Divide $d$ by $t$."
${extra}`;

  it('reads a good figure and good formulas', async () => {
    const svg = GOOD_SVG.replaceAll("'", "''");
    const dir = packWith(
      fields(`        figure:\n          svg: '${svg}'\n          alt: A triangle ABC.\n`),
    );
    const { pack, errors } = await readPack(dir);
    expect(errors.map(formatPackError)).toEqual([]);
    expect(pack?.files[0]?.content.skills[0]?.questions[0]?.figure).toEqual({
      svg: GOOD_SVG,
      alt: 'A triangle ABC.',
    });
  });

  it.each([
    ['a script', `<svg ${NS} viewBox="0 0 9 9"><script>alert(1)</script></svg>`, '<script> is not allowed'],
    ['an onload', `<svg ${NS} viewBox="0 0 9 9" onload="alert(1)"></svg>`, 'the event attribute onload'],
    ['an external href', `<svg ${NS} viewBox="0 0 9 9"><g href="https://evil.test/x"/></svg>`, 'href is not'],
  ])('refuses a figure with %s at its file and line, naming the question', async (_, svg, message) => {
    const dir = packWith(fields(`        figure:\n          alt: A drawing.\n          svg: '${svg}'\n`));
    const errors = await errorsOf(dir);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      new RegExp(`^class-09/physics\\.yaml:24: ${Q.replace(/[[\]]/g, '\\$&')}\\.figure\\.svg: `),
    );
    expect(errors[0]).toContain(message);
    expect(errors[0]).toContain('(question phys-9-speed-q01); the figure is refused');
  });

  it('needs alt text that says something', async () => {
    expect(await errorsOf(packWith(fields(`        figure:\n          svg: '${GOOD_SVG}'\n`)))).toEqual([
      `class-09/physics.yaml:23: ${Q}.figure.alt: is required`,
    ]);
    expect(
      await errorsOf(
        packWith(fields(`        figure:\n          svg: '${GOOD_SVG}'\n          alt: "  "\n`)),
      ),
    ).toEqual([`class-09/physics.yaml:24: ${Q}.figure.alt: must say what the figure shows`]);
  });

  it('fails on a bad formula and an unclosed $ with their lines', async () => {
    const dir = packWith(`        text: "What is $\\\\frac{1}{$ of 10?"
        options: ["$5$", "2", "20", "10"]
        answer: "$5$"
        hint: "It costs $5 a ticket."
        explanation: "$\\\\sqrt{25} = 5$"
`);
    const errors = await errorsOf(dir);
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(
      /^class-09\/physics\.yaml:18: skills\[0\]\.questions\[0\]\.text: the formula \$\\frac\{1\}\{\$ does not render \(KaTeX parse error: /,
    );
    expect(errors[1]).toBe(
      `class-09/physics.yaml:21: ${Q}.hint: an unclosed $ (write \\$ for a dollar sign)`,
    );
  });

  it('checks every option', async () => {
    const dir = packWith(`        text: "Pick one."
        options: ["$5$", "$x^{$", "20", "10"]
        answer: "$5$"
`);
    expect((await errorsOf(dir))[0]).toMatch(
      /^class-09\/physics\.yaml:19: skills\[0\]\.questions\[0\]\.options\[1\]: the formula/,
    );
  });
});

describe.each(DATABASES)('a figure through import and the API on %s', (kind) => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quizring-pack-'));
    fs.cpSync(fixturePackDir('small'), dir, { recursive: true });
  });
  afterAll(() => t.close());

  const file = () => path.join(dir, 'class-07/mathematics.yaml');
  const ALT = 'A number line from -2 to 3.';

  /** The skill's quiz as served: a set of 10 of its 15 questions, so every one of them carries the figure. */
  async function served(token: string) {
    const skill = await t.app.ctx.db
      .selectFrom('skills')
      .select('id')
      .where('key', '=', 'math-7-integer-addition')
      .executeTakeFirstOrThrow();
    const res = await call(t.app, 'GET', `/api/skill-quiz/${skill.id}`, { token });
    expect(res.status).toBe(200);
    return QuestionsResponse.parse(res.body).data.questions;
  }

  it('stores the figure, serves it with the question, and clears it when the pack drops it', async () => {
    const text = fs.readFileSync(file(), 'utf8');
    const withFigures = text
      .replace('        text: "What is (-2) + 5?"\n', '        text: "What is $(-2) + 5$?"\n')
      .replace(
        /( {6}- key: math-7-integer-addition-q\d+\n)/g,
        (line: string) => `${line}        figure:\n          svg: '${GOOD_SVG}'\n          alt: "${ALT}"\n`,
      );
    fs.writeFileSync(file(), withFigures);
    const read = await readPack(dir);
    expect(read.errors.map(formatPackError)).toEqual([]);
    await importPack(t.app.ctx.db, read.pack!, { now: new Date('2026-11-21T06:00:00.000Z') });

    const row = await t.app.ctx.db
      .selectFrom('questions')
      .select(['text', 'figure_svg', 'figure_alt'])
      .where('key', '=', 'math-7-integer-addition-q01')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ text: 'What is $(-2) + 5$?', figure_svg: GOOD_SVG, figure_alt: ALT });

    const s = await memberStudent(t.app, 7);
    const quiz = await served(s.token);
    expect(quiz).toHaveLength(10);
    for (const q of quiz) expect(q.figure).toEqual({ svg: GOOD_SVG, alt: ALT });
    // The paged lists carry the field too: the figure where there is one, null elsewhere.
    const page = QuestionsResponse.parse(
      (await call(t.app, 'GET', '/api/swipe-question-list?page=1', { token: s.token })).body,
    ).data.questions;
    expect(page.length).toBeGreaterThan(0);
    for (const q of page) expect(q.figure === null || q.figure.svg === GOOD_SVG).toBe(true);

    fs.writeFileSync(file(), text);
    const again = await readPack(dir);
    const summary = await importPack(t.app.ctx.db, again.pack!, {
      now: new Date('2026-11-22T06:00:00.000Z'),
    });
    expect(summary.counts.questions.updated).toBe(15);
    for (const q of await served(s.token)) expect(q.figure).toBeNull();
  });
});
