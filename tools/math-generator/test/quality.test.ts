// What the pack's content checks (npm run content:check) ask of generated maths, kept true at the generator:
// YAML 1.1 readers get text back, explanations show the working, four options, no repeats, no giveaway stems.
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { buildBook, permutationId } from '../src/build.ts';
import { CLASSES } from '../src/classes.ts';
import { renderBook, renderClass, yaml11Misreads } from '../src/render.ts';
import type { GeneratedBook } from '../src/build.ts';
import type { ClassSpec, Problem } from '../src/types.ts';
import { BOOKS, MINUS, num } from './support.ts';

const questionsOf = (skillKey: string) =>
  BOOKS.flatMap((b) => b.skills)
    .filter((s) => s.key === skillKey)
    .flatMap((s) => s.questions);

type Nums = Record<string, number>;

/** A one-skill book whose single question per level has the given options and answer. */
function bookWith(options: readonly string[], answer: string): GeneratedBook {
  const q = {
    difficulty: 1 as const,
    text: 'What time is it?',
    options,
    answer,
    hint: 'Look.',
    explanation: '1 + 1',
  };
  return {
    subject: 'Mathematics',
    class: 3,
    book: { key: 'math-3', title: 'Mathematics, Class 3' },
    chapters: [],
    skills: [
      {
        key: 'math-3-time',
        name: 'Time',
        description: 'Time.',
        position: 1,
        prerequisites: [],
        subtopic: 'math-3-time',
        questions: [{ ...q, key: 'math-3-time-q01', params: {} }],
      },
    ],
  };
}

describe('YAML 1.1 readers', () => {
  it('knows which plain texts a YAML 1.1 reader turns into something else', () => {
    for (const text of ['3:30', '6:15', '12:05:30', 'no', 'Yes', 'off', '1_000', '2001-12-14', '012', '0x1f'])
      expect(yaml11Misreads(text), text).toBe(true);
    for (const text of ['3:30 pm', 'Quadrant I', `${MINUS}5`, 'x = 2 or x = 3', 'No real roots'])
      expect(yaml11Misreads(text), text).toBe(false);
  });

  it('quotes times, booleans and numbers that YAML 1.1 would misread, and reads back as text', () => {
    const options = ['3:30', 'no', '1_000', '2001-12-14'];
    const yaml = renderBook(bookWith(options, '3:30'));
    for (const o of options) expect(yaml).toContain(`- '${o}'`);
    expect(yaml).toContain("answer: '3:30'");
    expect(yaml).toContain('text: What time is it?');
    const q = (parse(yaml, { version: '1.1' }) as { skills: { questions: { options: unknown[] }[] }[] })
      .skills[0]?.questions[0];
    expect(q?.options).toEqual(options);
  });

  it('gives a YAML 1.1 reader the same text as a YAML 1.2 reader in every class file', () => {
    for (const spec of CLASSES) {
      const yaml = renderClass(spec);
      expect(parse(yaml, { version: '1.1' }), `class ${spec.grade}`).toEqual(parse(yaml));
    }
  });
});

describe('explanations show the working', () => {
  it('names the signed coordinates before the quadrant', () => {
    const quadrant = questionsOf('math-9-coordinate-geometry').filter((q) => q.params.form === 'quadrant');
    expect(quadrant.length).toBeGreaterThan(0);
    for (const q of quadrant) {
      const { x = 0, y = 0 } = q.params as Nums;
      const sign = (v: number) => (v > 0 ? 'positive' : 'negative');
      expect(q.explanation, q.key).toBe(
        `x = ${num(x)} is ${sign(x)} and y = ${num(y)} is ${sign(y)}, so (${num(x)}, ${num(y)}) lies in ${q.answer}.`,
      );
    }
  });

  it('works out the discriminant with the numbers for the nature of the roots', () => {
    const nature = questionsOf('math-10-quadratic-equations').filter((q) => q.params.form === 'nature');
    expect(nature.length).toBeGreaterThan(0);
    for (const q of nature) {
      const { a = 0, b = 0, c = 0 } = q.params as Nums;
      const four = 4 * a * c;
      const worked = `(${b})^{2} - 4 \\times ${a} \\times (${c}) = ${b * b} ${four < 0 ? '+' : '-'} ${Math.abs(four)} = ${b * b - four}`;
      expect(q.explanation, q.key).toContain(`$b^{2} - 4ac = ${worked}$, which is`);
    }
  });

  it('writes the factors of a quadratic it solves by factorising, and they multiply back to it', () => {
    const general = questionsOf('math-10-quadratic-equations').filter((q) => q.params.form === 'general');
    expect(general.length).toBeGreaterThan(0);
    for (const q of general) {
      const m = /= \((\d*)x ([−+]) (\d+)\)\((\d*)x ([−+]) (\d+)\) = 0, so /u.exec(q.explanation);
      expect(m, `${q.key}: ${q.explanation}`).not.toBeNull();
      const [, p1 = '', s1 = '', k1 = '', p2 = '', s2 = '', k2 = ''] = m ?? [];
      const [a1, a2] = [Number(p1 || 1), Number(p2 || 1)];
      const [b1, b2] = [(s1 === '+' ? 1 : -1) * Number(k1), (s2 === '+' ? 1 : -1) * Number(k2)];
      // (a1x + b1)(a2x + b2) = a1a2x² + (a1b2 + a2b1)x + b1b2
      expect([a1 * a2, a1 * b2 + a2 * b1, b1 * b2], q.key).toEqual(q.params.coefficients);
    }
  });

  it('never gives a bare verdict: a sign without its computation or "factorises" without factors', () => {
    for (const book of BOOKS)
      for (const skill of book.skills)
        for (const q of skill.questions) {
          expect(q.explanation, q.key).toMatch(/\d/u);
          if (/\bwhich is (zero|positive|negative)\b/iu.test(q.explanation))
            expect(q.explanation, q.key).toMatch(/\d\s*[+−×÷=]\s*\(?[−-]?\d/u);
          if (/\bfactori[sz]es into\b/iu.test(q.explanation))
            expect(q.explanation, q.key).toMatch(/\)\s*\(/u);
        }
  });
});

describe('options, repeats and giveaways', () => {
  it('gives every question at least four options', () => {
    for (const book of BOOKS)
      for (const skill of book.skills)
        for (const q of skill.questions) expect(q.options.length, q.key).toBeGreaterThanOrEqual(4);
  });

  it('offers four natures of roots with exactly one right', () => {
    const nature = questionsOf('math-10-quadratic-equations').filter((q) => q.params.form === 'nature');
    for (const q of nature) {
      expect(q.options).toHaveLength(4);
      expect(q.options).toContain('Infinitely many real roots');
      expect(q.answer).not.toBe('Infinitely many real roots');
    }
  });

  it('treats the same words and answer in another order as the same question', () => {
    const cuboid = (l: number, b: number, h: number) =>
      `How many cubes build a cuboid ${l} cm long, ${b} cm wide and ${h} cm high?`;
    expect(permutationId(cuboid(2, 5, 4), '40')).toBe(permutationId(cuboid(5, 2, 4), '40'));
    expect(permutationId(cuboid(2, 5, 4), '40')).not.toBe(permutationId(cuboid(2, 5, 3), '30'));
    expect(permutationId('What is 2 + 2?', '4')).not.toBe(permutationId('What is 2 × 2?', '4'));
    expect(permutationId(`Where is (${MINUS}3, 4)?`, 'II')).not.toBe(
      permutationId(`Where is (3, ${MINUS}4)?`, 'II'),
    );
  });

  it('builds no permuted repeat within a skill, even when a maker offers many', () => {
    // Sides from 2 to 8 in any order: 210 orderings but only 35 cuboids, so repeats come often.
    const maker = (
      rng: Parameters<ClassSpec['chapters'][number]['skills'][number]['levels'][1]>[0],
    ): Problem => {
      const [l = 2, b = 3, h = 4] = rng.shuffle([2, 3, 4, 5, 6, 7, 8]);
      const v = l * b * h;
      return {
        text: `How many 1 cm cubes build a cuboid ${l} cm long, ${b} cm wide and ${h} cm high?`,
        answer: String(v),
        distractors: [String(v + 1), String(v + 2), String(v + 3)],
        hint: 'Layers.',
        explanation: `${l} × ${b} × ${h} = ${v}`,
        params: { l, b, h },
      };
    };
    const spec: ClassSpec = {
      grade: 5,
      chapters: [
        {
          slug: 'volume',
          title: 'Volume',
          skills: [
            {
              slug: 'volume',
              name: 'Volume',
              description: 'V.',
              prerequisites: [],
              levels: { 1: maker, 2: maker, 3: maker },
            },
          ],
        },
      ],
    };
    const questions = buildBook(spec).skills[0]?.questions ?? [];
    expect(questions).toHaveLength(21);
    const cuboids = questions.map((q) => [q.params.l, q.params.b, q.params.h].map(Number).sort().join('×'));
    expect(new Set(cuboids).size).toBe(21);
  });

  it('has no permuted repeat in any generated skill', () => {
    for (const book of BOOKS)
      for (const skill of book.skills) {
        const ids = skill.questions.map((q) => permutationId(q.text, q.answer));
        expect(new Set(ids).size, skill.key).toBe(ids.length);
      }
  });

  it('asks no question word for word in two classes with the same answer', () => {
    const seen = new Map<string, string>();
    for (const book of BOOKS)
      for (const skill of book.skills)
        for (const q of skill.questions) {
          const id = `${q.text}|${q.answer}`;
          expect(seen.get(id), `${q.key}: ${q.text}`).toBeUndefined();
          seen.set(id, q.key);
        }
  });

  it('keeps the answer out of the question it answers', () => {
    const words = (s: string) =>
      ` ${s
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim()} `;
    for (const book of BOOKS)
      for (const skill of book.skills)
        for (const q of skill.questions) {
          const answer = words(q.answer);
          // Bare numbers turn up in stems by accident; a number with its unit ("9 years") does not.
          if (answer.trim().length < 4 || /^[\d ]+$/u.test(answer)) continue;
          const alsoWrong = q.options.some((o) => o !== q.answer && words(q.text).includes(words(o)));
          if (!alsoWrong) expect(words(q.text).includes(answer), `${q.key}: ${q.text}`).toBe(false);
        }
  });

  it('makes the age problem with a wait that is not the age', () => {
    const ages = questionsOf('math-8-linear-equations-in-one-variable').filter((q) =>
      /times as old/u.test(q.text),
    );
    expect(ages.length).toBeGreaterThan(0);
    for (const q of ages) {
      const { k = 0, years = 0 } = q.params as Nums;
      expect(years / (k - 2), q.key).not.toBe(years);
      expect(q.text, q.key).not.toContain(q.answer);
    }
  });
});

describe('TeX', () => {
  it('every formula ($…$) of every field renders in KaTeX, the renderer the app uses', async () => {
    const katex = (await import('katex')).default;
    const bad: string[] = [];
    for (const book of BOOKS)
      for (const skill of book.skills)
        for (const q of skill.questions)
          for (const field of [q.text, q.hint, q.explanation, ...q.options]) {
            if ((field.match(/\$/gu) ?? []).length % 2 !== 0) bad.push(`${q.key}: an unclosed $ in ${field}`);
            for (const [, display, inline] of field.matchAll(/\$\$([\s\S]+?)\$\$|\$([^$]+)\$/gu))
              try {
                katex.renderToString(display ?? inline ?? '', { throwOnError: true, strict: 'error' });
              } catch (e) {
                bad.push(`${q.key}: ${String(e)}`);
              }
          }
    expect(bad).toEqual([]);
  });
});
