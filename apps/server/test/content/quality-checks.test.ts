// The content checks (`npm run content:check`): each catches its planted question in the quality-bad fixture
// pack and passes the lookalike beside it; the quality-good pack passes every check.
import { describe, expect, it } from 'vitest';
import { visibleLength } from '../../src/features/content/quality/long-key.ts';
import { checkContent, runContentCheck } from '../../src/features/content/quality/run-checks.ts';
import type { CheckResult } from '../../src/features/content/quality/run-checks.ts';
import type { CheckId } from '../../src/features/content/quality/types.ts';
import { fixturePackDir } from '../support/content.ts';

async function check(name: string): Promise<CheckResult> {
  const { result, errors } = await checkContent(fixturePackDir(name));
  expect(errors).toEqual([]);
  return result!;
}

const keysOf = (r: CheckResult, id: CheckId) => [
  ...new Set(r.findings.filter((f) => f.check === id).map((f) => f.key)),
];

describe('content checks on planted questions', () => {
  it('flags an answer markedly longer than every other option, with its line', async () => {
    const r = await check('quality-bad');
    expect(keysOf(r, 'long-key')).toEqual(['sci-8-long-key-bad']);
    const f = r.findings.find((x) => x.check === 'long-key')!;
    expect(`${f.file}:${f.line}`).toBe('class-08/science.yaml:23');
    expect(f.message).toContain('39 vs 11 characters');
  });

  it('measures a formula by what it draws, not by its TeX', () => {
    expect(visibleLength(String.raw`$\frac{3}{4}$`)).toBe(2);
    expect(visibleLength(String.raw`$2\sqrt{3}$`)).toBe(2);
    expect(visibleLength(String.raw`$x^{2} - 5x + 6$`)).toBe(String.raw`x2 - 5x + 6`.length);
    expect(visibleLength(String.raw`$6.022 \times 10^{23}$ mol$^{-1}$`)).toBe('6.022 x 1023 mol-1'.length);
    expect(visibleLength('  Dioptre ')).toBe(7);
  });

  it('flags a hint that gives the answer away, but not a stem that names a wrong option as well', async () => {
    const r = await check('quality-bad');
    expect(keysOf(r, 'giveaway')).toEqual(['sci-8-giveaway-bad']);
  });

  it('flags a near-duplicate and a revisit of nothing, but not a marked revisit', async () => {
    const r = await check('quality-bad');
    expect(keysOf(r, 'near-duplicate').sort()).toEqual(['sci-8-duplicate-second', 'sci-8-revisit-missing']);
    expect(r.pairs.map((p) => [p.a.question.key, p.b.question.key])).toEqual([
      ['sci-8-duplicate-first', 'sci-8-duplicate-second'],
    ]);
  });

  it('flags three options and a hard two-way question, but not a marked two-way choice', async () => {
    const r = await check('quality-bad');
    expect(keysOf(r, 'few-options').sort()).toEqual(['sci-8-three-options', 'sci-8-two-way-hard']);
  });

  it('flags generated explanations that give a verdict without the working', async () => {
    const r = await check('quality-bad');
    expect(keysOf(r, 'working').sort()).toEqual([
      'math-8-working-factor-bad',
      'math-8-working-sign-bad',
      'math-8-working-verdict-bad',
    ]);
  });

  it('flags unquoted yes, no and 18:00 from their source tokens, but not quoted ones or a plain year', async () => {
    const r = await check('quality-bad');
    const found = r.findings.filter((f) => f.check === 'yaml-1.1').map((f) => `${f.line} ${f.message}`);
    expect(found).toEqual([
      '89 options: yes is read as a boolean by a YAML 1.1 reader; quote it',
      '89 options: no is read as a boolean by a YAML 1.1 reader; quote it',
      '90 answer: yes is read as a boolean by a YAML 1.1 reader; quote it',
      '94 options: 18:00 is read as a base-60 number by a YAML 1.1 reader; quote it',
    ]);
  });

  it('flags powers, roots and fractions outside $…$ in maths, but not TeX or units such as km/h', async () => {
    const r = await check('quality-bad');
    expect(keysOf(r, 'notation').sort()).toEqual([
      'math-8-notation-fraction-bad',
      'math-8-notation-power-bad',
      'math-8-notation-root-bad',
      'math-8-working-sign-bad',
    ]);
    expect(r.findings.filter((f) => f.key === 'math-8-notation-good')).toEqual([]);
  });

  it('reports how often the answer is the one longest option, against chance', async () => {
    const r = await check('quality-bad');
    const science = r.rates.find((x) => x.subject === 'Science')!;
    // One longest option in 8 of 15 questions (five of four options, two Yes/No, one of three); it is the
    // answer in sci-8-long-key-bad, sci-8-giveaway-bad (Cotton) and sci-8-two-way-good (Yes).
    expect(science).toMatchObject({ questions: 15, uniqueLongest: 8, keyLongest: 3 });
    expect(science.chance).toBeCloseTo((5 / 4 + 2 / 2 + 1 / 3) / 8);
  });

  it('passes a clean pack that uses the revisit and two-way markers', async () => {
    const r = await check('quality-good');
    expect(r.findings).toEqual([]);
    expect(r.questions).toBe(9);
  });
});

describe('the content-check command', () => {
  const sink = () => {
    let text = '';
    return { write: (s: string) => (text += s), text: () => text };
  };

  it('prints every finding with file:line and key, a summary, and exits 1', async () => {
    const out = sink();
    const err = sink();
    expect(await runContentCheck(fixturePackDir('quality-bad'), { out, err })).toBe(1);
    expect(out.text()).toContain(
      'class-08/science.yaml:35: sci-8-giveaway-bad: the hint contains the answer',
    );
    expect(out.text()).toMatch(/^few-options .* \| 2 \| 0 \| 2$/m);
    expect(out.text()).toContain('sci-8-duplicate-first = sci-8-duplicate-second (95 %, answer "Newton")');
    expect(out.text()).toContain('17 problems found.');
    expect(err.text()).toBe('');
  });

  it('exits 0 on a clean pack and 2 on a folder that is not a pack', async () => {
    const out = sink();
    const err = sink();
    expect(await runContentCheck(fixturePackDir('quality-good'), { out, err })).toBe(0);
    expect(out.text()).toContain('No problems found.');
    expect(await runContentCheck(fixturePackDir('no-such-pack'), { out, err })).toBe(2);
    expect(err.text()).toContain('is not a content pack');
  });
});
