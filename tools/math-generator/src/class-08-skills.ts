// Class 8 skills for the chapters of Ganita Prakash 8 (Parts I and II) that the first skills did not cover.
import { fmtInts } from './common.ts';
import { ints, measures } from './distractors.ts';
import { degrees, gcd, int, rupees, tex, texInt } from './format.ts';
import { NAMES } from './story.ts';
import {
  diagonalFigure,
  ladderFigure,
  lineGraph,
  quadrilateralFigure,
  rectangleDiagonalsFigure,
  rhombusFigure,
  rightTriangleFigure,
} from './figures-class-08.ts';
import type { Problem, SkillSpec } from './types.ts';

// ---------------------------------------------------------------- Part I, chapter 3: A Story of Numbers

const ROMAN: readonly [number, string][] = [
  [1000, 'M'],
  [900, 'CM'],
  [500, 'D'],
  [400, 'CD'],
  [100, 'C'],
  [90, 'XC'],
  [50, 'L'],
  [40, 'XL'],
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];

export function roman(n: number): string {
  let out = '';
  let rest = n;
  for (const [v, s] of ROMAN)
    while (rest >= v) {
      out += s;
      rest -= v;
    }
  return out;
}

/** The value a child gets by adding every symbol, ignoring that a smaller one before a larger one subtracts. */
function romanAllAdded(s: string): number {
  const value: Record<string, number> = { I: 1, V: 5, X: 10, L: 50, C: 100, D: 500, M: 1000 };
  return [...s].reduce((acc, ch) => acc + (value[ch] ?? 0), 0);
}

const SWAPS: readonly [string, string][] = [
  ['IV', 'VI'],
  ['IX', 'XI'],
  ['XL', 'LX'],
  ['XC', 'CX'],
  ['CD', 'DC'],
];

export const storyOfNumbers: SkillSpec = {
  slug: 'a-story-of-numbers',
  name: 'A story of numbers: Roman numerals and bases',
  description:
    'Read and write Roman numerals, and turn numbers written in base 2, base 5 or the Mesopotamian base 60 into our base-10 numerals.',
  prerequisites: ['exponents-and-powers', 'math-7-large-numbers-around-us'],
  levels: {
    1: (rng): Problem => {
      const n = rng.int(14, 399);
      const r = roman(n);
      if (!/IV|IX|XL|XC|CD/u.test(r)) return storyOfNumbers.levels[1](rng);
      return {
        text: `What number is written as ${r} in Roman numerals?`,
        answer: int(n),
        distractors: fmtInts(ints(rng, n, [romanAllAdded(r), n + 2, n - 2, n + 10], { min: 1 })),
        hint: 'A smaller symbol written before a larger one is subtracted from it (IV = 4, XC = 90).',
        explanation: `${r} = ${splitRoman(n)
          .map(([v, s]) => `${s} (${v})`)
          .join(' + ')} = ${n}.`,
        params: { form: 'read-roman', n },
      };
    },
    2: (rng): Problem => {
      if (rng.chance(0.5)) {
        const n = rng.int(14, 399);
        const r = roman(n);
        const wrong = SWAPS.filter(([a]) => r.includes(a)).map(([a, b]) => r.replace(a, b));
        if (wrong.length === 0) return storyOfNumbers.levels[2](rng);
        return {
          text: `How is ${n} written in Roman numerals?`,
          answer: r,
          distractors: [...wrong, roman(n + 2), roman(n + 10), roman(n - 1)],
          hint: 'Write the hundreds, then the tens, then the ones; 4, 9, 40, 90, 400 use a smaller symbol before a larger one.',
          explanation: `${n} = ${splitRoman(n)
            .map(([v]) => v)
            .join(' + ')}, which is ${splitRoman(n)
            .map(([, s]) => s)
            .join(' + ')} = ${r}.`,
          params: { form: 'write-roman', n },
        };
      }
      const base = rng.pick([2, 5]);
      const digits =
        base === 2
          ? [1, ...Array.from({ length: rng.int(3, 5) }, () => rng.int(0, 1))]
          : [rng.int(1, 4), rng.int(0, 4), rng.int(0, 4)];
      const value = digits.reduce((acc, d) => acc * base + d, 0);
      const reversed = [...digits].reverse().reduce((acc, d) => acc * base + d, 0);
      const written = digits.join('');
      return {
        text: `What is ${tex(`${written}_{${base}}`)} (the number written ${written} in base ${base}) in our base-10 system?`,
        answer: int(value),
        distractors: fmtInts(
          ints(rng, value, [Number(written), reversed, digits.reduce((s, d) => s + d, 0) * base], { min: 1 }),
        ),
        hint: `From the right, the places are worth 1, ${base}, ${base * base}, ${base ** 3}, …`,
        explanation: `${digits
          .map((d, i) => `${d} × ${base ** (digits.length - 1 - i)}`)
          .join(' + ')} = ${value}.`,
        params: { form: 'base', base, digits },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const places = rng.pick([2, 3]);
        const digits = Array.from({ length: places }, (_, i) => (i === 0 ? rng.int(1, 9) : rng.int(0, 59)));
        const value = digits.reduce((acc, d) => acc * 60 + d, 0);
        const words = places === 3 ? ['3600s', 'sixties', 'ones'] : ['sixties', 'ones'];
        return {
          text: `In the Mesopotamian base-60 system, a number has ${digits.map((d, i) => `${d} in the ${words[i]} place`).join(', ')}. What is it in our numerals?`,
          answer: int(value),
          distractors: fmtInts(
            ints(
              rng,
              value,
              [
                Number(digits.join('')),
                digits.reduce((s, d) => s + d, 0),
                value + 60,
                digits.reduce((acc, d) => acc * 10 + d, 0),
              ],
              { min: 1 },
            ),
          ),
          hint: 'Each place is worth 60 times the place to its right: 1, 60, 3600.',
          explanation: `${digits.map((d, i) => `${d} × ${int(60 ** (places - 1 - i))}`).join(' + ')} = ${int(value)}.`,
          params: { form: 'base-60', digits },
        };
      }
      const n = rng.int(9, 30);
      const bits = n.toString(2);
      const wrong = [
        [...bits].reverse().join(''),
        (n + 1).toString(2),
        (n - 1).toString(2),
        (n * 2).toString(2),
      ].filter((b) => b !== bits);
      return {
        text: `How is ${n} written in base 2 (binary)?`,
        answer: tex(`${bits}_{2}`),
        distractors: wrong.map((b) => tex(`${b}_{2}`)),
        hint: 'Find the largest power of 2 (1, 2, 4, 8, 16) that fits, subtract it, and go on with what is left.',
        explanation: `${n} = ${[...bits]
          .map((b, i) => (b === '1' ? 2 ** (bits.length - 1 - i) : 0))
          .filter((v) => v > 0)
          .join(' + ')}, so the binary digits are ${tex(`${bits}_{2}`)}.`,
        params: { form: 'to-binary', n },
      };
    },
  },
};

/** The value of each decimal place with its Roman numeral: 347 is [300, CCC], [40, XL], [7, VII]. */
function splitRoman(n: number): [number, string][] {
  return [Math.floor(n / 100) * 100, Math.floor((n % 100) / 10) * 10, n % 10]
    .filter((v) => v > 0)
    .map((v): [number, string] => [v, roman(v)]);
}

// ---------------------------------------------------------------- Part I, chapter 4: Quadrilaterals

export const quadrilaterals: SkillSpec = {
  slug: 'quadrilaterals',
  name: 'Quadrilaterals',
  description:
    'Use the angle sum of a quadrilateral and the properties of parallelograms, rectangles and rhombuses to find angles and lengths.',
  prerequisites: ['math-7-parallel-and-intersecting-lines', 'math-7-lines-angles-and-triangles'],
  levels: {
    1: (rng): Problem => {
      if (rng.chance(0.5)) {
        const a = rng.int(60, 120);
        const b = rng.int(60, 120);
        const c = rng.int(60, 120);
        const d = 360 - a - b - c;
        if (d < 40 || d > 150) return quadrilaterals.levels[1](rng);
        return {
          text: `In quadrilateral ABCD, ∠A = ${degrees(a)}, ∠B = ${degrees(b)} and ∠C = ${degrees(c)}. What is ∠D?`,
          answer: degrees(d),
          distractors: measures(
            rng,
            d,
            // Forgetting one of the three angles, a slip of 10 in the subtraction; the drawn shape is convex.
            [360 - a - b, 360 - b - c, 360 - a - c, d + 10, d - 10],
            degrees,
            { min: 1, max: 179 },
          ),
          hint: 'The four angles of a quadrilateral add up to 360°.',
          explanation: `${a}° + ${b}° + ${c}° = ${degrees(a + b + c)}, and 360° − ${degrees(a + b + c)} = ${degrees(d)}.`,
          figure: quadrilateralFigure(
            [a, b, c, d],
            ['A', 'B', 'C', 'D'],
            [degrees(a), degrees(b), degrees(c), '?'],
            `Quadrilateral ABCD with ∠A = ${degrees(a)}, ∠B = ${degrees(b)} and ∠C = ${degrees(c)}; the angle at D is marked with a question mark.`,
          ),
          params: { form: 'angle-sum', a, b, c },
        };
      }
      const a = rng.int(35, 145);
      if (a === 90) return quadrilaterals.levels[1](rng);
      const adjacent = rng.chance(0.5);
      const answer = adjacent ? 180 - a : a;
      return {
        text: `In parallelogram ABCD, ∠A = ${degrees(a)}. What is ∠${adjacent ? 'B' : 'C'}?`,
        figure: quadrilateralFigure(
          [a, 180 - a, a, 180 - a],
          ['A', 'B', 'C', 'D'],
          [degrees(a), adjacent ? '?' : null, adjacent ? null : '?', null],
          `Parallelogram ABCD, A at the bottom left and the corners named anticlockwise, with ∠A = ${degrees(a)}; the angle at ${adjacent ? 'B (next to A)' : 'C (opposite A)'} is marked with a question mark.`,
        ),
        answer: degrees(answer),
        // Mixing up adjacent and opposite angles, taking adjacent angles as complementary, a slip of 10.
        distractors: measures(rng, answer, [adjacent ? a : 180 - a, Math.abs(90 - a), answer + 10], degrees, {
          min: 1,
          max: 179,
        }),
        hint: adjacent
          ? 'Adjacent angles of a parallelogram add up to 180°.'
          : 'Opposite angles of a parallelogram are equal.',
        explanation: adjacent
          ? `∠A and ∠B are adjacent, so ∠B = 180° − ${degrees(a)} = ${degrees(answer)}.`
          : `∠A and ∠C are opposite, so ∠C = ∠A = ${degrees(a)} (and ∠B = 180° − ${degrees(a)} = ${degrees(180 - a)}).`,
        params: { form: adjacent ? 'adjacent' : 'opposite', a },
      };
    },
    2: (rng): Problem => {
      if (rng.chance(0.5)) {
        const p = rng.int(1, 5);
        const q = rng.int(p + 1, 8);
        if (gcd(p, q) !== 1 || 180 % (p + q) !== 0) return quadrilaterals.levels[2](rng);
        const x = 180 / (p + q);
        return {
          text: `Two adjacent angles of a parallelogram are ${tex(`${p === 1 ? '' : p}x`)} and ${tex(`${q}x`)}. What is the larger angle?`,
          figure: quadrilateralFigure(
            [p * x, q * x, p * x, q * x],
            ['A', 'B', 'C', 'D'],
            [`${p === 1 ? '' : p}x`, `${q}x`, null, null],
            `Parallelogram ABCD with ∠A marked ${p === 1 ? '' : p}x and the next angle, ∠B, marked ${q}x.`,
          ),
          answer: degrees(q * x),
          distractors: measures(rng, q * x, [p * x, x, (360 / (p + q)) * q], degrees, { min: 1, max: 359 }),
          hint: 'Adjacent angles of a parallelogram add up to 180°.',
          explanation: `${tex(`${p + q}x = 180`)}, so x = ${x}° and the larger angle is ${q} × ${x}° = ${degrees(q * x)}.`,
          params: { form: 'adjacent-x', p, q },
        };
      }
      const half = rng.int(3, 15);
      return {
        text: `The diagonals of rectangle PQRS meet at O, and OP = ${half} cm. How long is the diagonal QS?`,
        figure: rectangleDiagonalsFigure(
          ['P', 'Q', 'R', 'S'],
          `${half} cm`,
          `Rectangle PQRS with its diagonals PR and QS crossing at O; OP, from O to the corner P, is marked ${half} cm.`,
        ),
        answer: `${2 * half} cm`,
        distractors: measures(rng, 2 * half, [half, 4 * half, 2 * half + 2], (v) => `${v} cm`, { min: 1 }),
        hint: 'The diagonals of a rectangle are equal and bisect each other.',
        explanation: `OP is half of diagonal PR, so PR = 2 × ${half} = ${2 * half} cm, and QS = PR = ${2 * half} cm.`,
        params: { form: 'rectangle', half },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const parts = [rng.int(1, 6), rng.int(1, 6), rng.int(1, 6), rng.int(1, 6)];
        const sum = parts.reduce((s, x) => s + x, 0);
        if (360 % sum !== 0 || new Set(parts).size < 3) return quadrilaterals.levels[3](rng);
        const unit = 360 / sum;
        const answer = Math.max(...parts) * unit;
        if (answer >= 180) return quadrilaterals.levels[3](rng);
        return {
          text: `The angles of a quadrilateral are in the ratio ${parts.join(' : ')}. What is its largest angle?`,
          answer: degrees(answer),
          distractors: measures(
            rng,
            answer,
            [Math.max(...parts) * (180 / sum), Math.min(...parts) * unit, unit, answer + unit],
            degrees,
            { min: 1 },
          ).filter((d) => !d.includes('.')),
          hint: `Split 360° into ${parts.join(' + ')} = ${sum} equal parts.`,
          explanation: `360° ÷ ${sum} = ${unit}°, so the largest angle is ${Math.max(...parts)} × ${unit}° = ${degrees(answer)}.`,
          params: { form: 'ratio', parts },
        };
      }
      const half = rng.int(20, 70);
      const answer = 180 - 2 * half;
      return {
        text: `In rhombus ABCD, the diagonal BD makes ∠ABD = ${degrees(half)}. What is ∠BAD?`,
        figure: rhombusFigure(
          half,
          degrees(half),
          `Rhombus ABCD, A at the top, B at the left, C at the bottom and D at the right, with the diagonal BD drawn; the angle between BA and BD at B is marked ${degrees(half)} and the angle BAD at A is marked with a question mark.`,
        ),
        answer: degrees(answer),
        distractors: measures(rng, answer, [2 * half, 180 - half, 90 - half], degrees, { min: 1 }),
        hint: 'A diagonal of a rhombus bisects the angles at its ends, and adjacent angles add up to 180°.',
        explanation: `∠ABC = 2 × ${degrees(half)} = ${degrees(2 * half)}, so ∠BAD = 180° − ${degrees(2 * half)} = ${degrees(answer)}.`,
        params: { form: 'rhombus', half },
      };
    },
  },
};

// ---------------------------------------------------------------- Part I, chapter 5: Number Play

export const numberPlay8: SkillSpec = {
  slug: 'number-play-divisibility',
  name: 'Number play: divisibility and remainders',
  description:
    'Use digit sums and the last digits to test divisibility by 3, 4, 8, 9 and 11, find missing digits and work with remainders.',
  prerequisites: ['math-6-factors-hcf-and-lcm'],
  levels: {
    1: (rng): Problem => {
      const n = rng.int(100000, 999999);
      const digitSum = [...String(n)].reduce((s, d) => s + Number(d), 0);
      const answer = n % 9;
      if (answer === 0) return numberPlay8.levels[1](rng);
      return {
        text: `What is the remainder when ${int(n)} is divided by 9?`,
        answer: int(answer),
        distractors: fmtInts(
          ints(rng, answer, [(9 - answer) % 9, n % 3, n % 10, (answer + 3) % 9], { min: 0, max: 8 }),
        ),
        hint: 'A number leaves the same remainder on division by 9 as the sum of its digits does.',
        explanation: `The digit sum is ${[...String(n)].join(' + ')} = ${digitSum}, and ${digitSum} = 9 × ${Math.floor(digitSum / 9)} + ${digitSum % 9}, so the remainder is ${answer}.`,
        params: { form: 'remainder-9', n },
      };
    },
    2: (rng): Problem => {
      const k = rng.pick([3, 9] as const);
      const digits = Array.from({ length: 4 }, () => rng.int(0, 9));
      digits[0] = rng.int(1, 9);
      const pos = rng.int(1, 3);
      digits[pos] = 0;
      const rest = digits.reduce((s, d) => s + d, 0);
      const fits = Array.from({ length: 10 }, (_, d) => d).filter((d) => (rest + d) % k === 0);
      if (k === 3) {
        // Ask for the smallest digit that works.
        const answer = fits[0] ?? 0;
        if (answer === 0) return numberPlay8.levels[2](rng);
        const shown = digits.map((d, i) => (i === pos ? '★' : String(d))).join('');
        return {
          text: `What is the smallest digit that can replace ★ in ${shown} so that the number is divisible by 3?`,
          answer: String(answer),
          distractors: [
            fits[1] ?? answer + 3,
            (answer + 1) % 10,
            (answer + 2) % 10,
            (answer + 4) % 10,
            (answer + 5) % 10,
          ].map(String),
          hint: 'A number is divisible by 3 when the sum of its digits is.',
          explanation: `The other digits add up to ${rest}; ${rest} + ${answer} = ${rest + answer}, the first multiple of 3 we can reach, so ★ = ${answer}.`,
          params: { form: 'digit-3', shown },
        };
      }
      const answer = fits[0] ?? 0;
      if (fits.length !== 1) return numberPlay8.levels[2](rng);
      const shown = digits.map((d, i) => (i === pos ? '★' : String(d))).join('');
      return {
        text: `Which digit must replace ★ in ${shown} so that the number is divisible by 9?`,
        answer: String(answer),
        distractors: [
          9 - answer,
          (answer + 3) % 10,
          (answer + 1) % 10,
          (answer + 5) % 10,
          (answer + 7) % 10,
        ].map(String),
        hint: 'A number is divisible by 9 when the sum of its digits is.',
        explanation: `The other digits add up to ${rest}; ${rest} + ${answer} = ${rest + answer} = 9 × ${(rest + answer) / 9}, so ★ = ${answer}.`,
        params: { form: 'digit-9', shown },
      };
    },
    3: (rng): Problem => {
      const d = rng.int(5, 12);
      const r1 = rng.int(1, d - 1);
      const r2 = rng.int(1, d - 1);
      const product = rng.chance(0.5);
      const answer = product ? (r1 * r2) % d : (r1 + r2) % d;
      const wrong = product ? r1 * r2 : r1 + r2;
      if (wrong === answer) return numberPlay8.levels[3](rng);
      return {
        text: `A number leaves remainder ${r1} when divided by ${d}, and another number leaves remainder ${r2} when divided by ${d}. What remainder does their ${product ? 'product' : 'sum'} leave when divided by ${d}?`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, [wrong, Math.abs(r1 - r2), (answer + 1) % d], { min: 0 })),
        hint: `Only the remainders matter: ${product ? 'multiply' : 'add'} them and take the remainder by ${d} again.`,
        explanation: `${r1} ${product ? '×' : '+'} ${r2} = ${wrong}, and ${wrong} = ${d} × ${Math.floor(wrong / d)} + ${answer}, so the remainder is ${answer}.`,
        params: { form: product ? 'remainder-product' : 'remainder-sum', d, r1, r2 },
      };
    },
  },
};

// ---------------------------------------------------------------- Part I, chapter 6: We Distribute, Yet Things Multiply

export const identities: SkillSpec = {
  slug: 'distributive-property-and-identities',
  name: 'Expanding products and identities',
  description:
    'Multiply out brackets with the distributive property, use (a + b)², (a − b)² and (a + b)(a − b), and use them for quick calculations.',
  prerequisites: ['squares-and-square-roots', 'math-7-expressions-using-letter-numbers'],
  levels: {
    1: (rng): Problem => {
      if (rng.chance(0.5)) {
        const a = rng.pick([100, 50, 60, 70, 80, 90, 40]);
        const b = rng.int(1, 9);
        const plus = rng.chance(0.5);
        const n = plus ? a + b : a - b;
        const answer = n * n;
        return {
          text: `Use ${tex(plus ? '(a + b)^{2} = a^{2} + 2ab + b^{2}' : '(a - b)^{2} = a^{2} - 2ab + b^{2}')} to find ${tex(`${n}^{2}`)}.`,
          answer: int(answer),
          distractors: fmtInts(
            ints(
              rng,
              answer,
              [
                a * a + b * b * (plus ? 1 : -1),
                plus ? a * a + b * b : a * a - b * b,
                answer + 2 * a * b > 0 ? answer + 10 : answer - 10,
              ],
              { min: 1 },
            ),
          ),
          hint: `Take a = ${a} and b = ${b}; do not forget the middle term 2ab.`,
          explanation: `${tex(`${texInt(a * a)} ${plus ? '+' : '-'} 2 \\times ${a} \\times ${b} + ${b * b} = ${texInt(answer)}`)}.`,
          params: { form: plus ? 'square-plus' : 'square-minus', a, b },
        };
      }
      const a = rng.pick([100, 50, 60, 70, 80, 90, 40, 30]);
      const b = rng.int(1, 9);
      const answer = a * a - b * b;
      return {
        text: `Use ${tex('(a + b)(a - b) = a^{2} - b^{2}')} to find ${a + b} × ${a - b}.`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, [a * a + b * b, a * a - 2 * b, a * a - b], { min: 1 })),
        hint: `${a + b} = ${a} + ${b} and ${a - b} = ${a} − ${b}.`,
        explanation: `${tex(`${a}^{2} - ${b}^{2} = ${texInt(a * a)} - ${b * b} = ${texInt(answer)}`)}.`,
        params: { form: 'difference', a, b },
      };
    },
    2: (rng): Problem => {
      const k = rng.int(1, 5);
      const c = rng.int(1, 9);
      const minus = rng.chance(0.5);
      const s = minus ? '-' : '+';
      const lead = k === 1 ? '' : String(k);
      const answer = `${k === 1 ? '' : k * k}x^{2} ${s} ${2 * k * c}x + ${c * c}`;
      return {
        text: `Expand ${tex(`(${lead}x ${s} ${c})^{2}`)}.`,
        answer: tex(answer),
        distractors: [
          tex(`${k === 1 ? '' : k * k}x^{2} + ${c * c}`),
          tex(`${k === 1 ? '' : k * k}x^{2} ${s} ${k * c === 1 ? '' : k * c}x + ${c * c}`),
          tex(`${k === 1 ? '' : k * k}x^{2} ${minus ? '+' : '-'} ${2 * k * c}x + ${c * c}`),
          tex(`${k === 1 ? '' : k}x^{2} ${s} ${2 * k * c}x + ${c * c}`),
        ],
        hint: `Use ${tex(minus ? '(a - b)^{2} = a^{2} - 2ab + b^{2}' : '(a + b)^{2} = a^{2} + 2ab + b^{2}')} with a = ${tex(`${lead}x`)} and b = ${c}.`,
        explanation: `${tex(`${k === 1 ? 'x' : `(${k}x)`}^{2} ${s} 2 \\times ${lead}x \\times ${c} + ${c}^{2} = ${answer}`)}.`,
        params: { form: minus ? 'expand-minus' : 'expand-plus', k, c },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const p = rng.int(1, 9) * (rng.chance(0.5) ? -1 : 1);
        const q = rng.int(1, 9) * (rng.chance(0.5) ? -1 : 1);
        if (p + q === 0 || p === q) return identities.levels[3](rng);
        const br = (v: number): string => `(x ${v < 0 ? '-' : '+'} ${Math.abs(v)})`;
        const xTerm = (v: number): string => `${v < 0 ? '-' : '+'} ${Math.abs(v) === 1 ? '' : Math.abs(v)}x`;
        const lin = (b: number, c: number): string =>
          `x^{2} ${b < 0 ? '-' : '+'} ${Math.abs(b) === 1 ? '' : Math.abs(b)}x ${c < 0 ? '-' : '+'} ${Math.abs(c)}`;
        return {
          text: `Multiply ${tex(`${br(p)}${br(q)}`)}.`,
          answer: tex(lin(p + q, p * q)),
          distractors: [
            tex(lin(p + q, -p * q)),
            tex(lin(-(p + q), p * q)),
            tex(`x^{2} ${p * q < 0 ? '-' : '+'} ${Math.abs(p * q)}`),
            tex(lin(p * q === p + q ? p + q + 1 : p * q, p + q)),
          ],
          hint: 'Multiply each term of the first bracket by each term of the second, then collect the x-terms.',
          explanation: `${tex(`${br(p)}${br(q)} = x^{2} ${xTerm(q)} ${xTerm(p)} ${p * q < 0 ? '-' : '+'} ${Math.abs(p * q)} = ${lin(p + q, p * q)}`)}.`,
          params: { form: 'product', p, q },
        };
      }
      const a = rng.int(3, 12);
      const b = rng.int(1, a - 1);
      const askSquares = rng.chance(0.5);
      if (askSquares) {
        const sum = a + b;
        const prod = a * b;
        return {
          text: `If ${tex(`a + b = ${sum}`)} and ${tex(`ab = ${prod}`)}, what is ${tex('a^{2} + b^{2}')}?`,
          answer: int(a * a + b * b),
          distractors: fmtInts(
            ints(rng, a * a + b * b, [sum * sum, sum * sum + 2 * prod, sum * sum - prod], { min: 1 }),
          ),
          hint: `${tex('(a + b)^{2} = a^{2} + b^{2} + 2ab')}: take 2ab away from the square of the sum.`,
          explanation: `${tex(`a^{2} + b^{2} = ${sum}^{2} - 2 \\times ${prod} = ${sum * sum} - ${2 * prod} = ${a * a + b * b}`)}.`,
          params: { form: 'sum-of-squares', sum, prod },
        };
      }
      return {
        text: `If ${tex(`a + b = ${a + b}`)} and ${tex(`a - b = ${a - b}`)}, what is ${tex('a^{2} - b^{2}')}?`,
        answer: int(a * a - b * b),
        distractors: fmtInts(
          ints(rng, a * a - b * b, [(a + b) ** 2 - (a - b) ** 2, a + b + (a - b), (a + b) ** 2], { min: 1 }),
        ),
        hint: `${tex('a^{2} - b^{2} = (a + b)(a - b)')}.`,
        explanation: `${tex(`a^{2} - b^{2} = ${a + b} \\times ${a - b} = ${a * a - b * b}`)}.`,
        params: { form: 'difference-of-squares', s: a + b, d: a - b },
      };
    },
  },
};

// ---------------------------------------------------------------- Part I, chapter 7: Proportional Reasoning-1

export const proportional1: SkillSpec = {
  slug: 'proportional-reasoning',
  name: 'Proportional reasoning: ratios',
  description: 'Simplify ratios, find a missing term of a proportion, scale recipes and read map scales.',
  prerequisites: ['math-6-ratio-and-proportion'],
  levels: {
    1: (rng): Problem => {
      const p = rng.int(1, 9);
      const q = rng.int(2, 11);
      if (gcd(p, q) !== 1 || p === q) return proportional1.levels[1](rng);
      const k = rng.int(3, 12);
      const a = p * k;
      const b = q * k;
      const part = [2, 3, 5].find((f) => k % f === 0 && f !== k);
      return {
        text: `Write the ratio ${a} : ${b} in its simplest form.`,
        answer: `${p} : ${q}`,
        distractors: [
          `${q} : ${p}`,
          part ? `${a / part} : ${b / part}` : `${p + 1} : ${q}`,
          `${p} : ${q + 1}`,
          `${a - b > 0 ? a - b : b - a} : ${b}`,
        ],
        hint: `Divide both terms by their HCF.`,
        explanation: `HCF(${a}, ${b}) = ${k}, and ${a} ÷ ${k} = ${p}, ${b} ÷ ${k} = ${q}, so ${a} : ${b} = ${p} : ${q}.`,
        params: { form: 'simplify', a, b },
      };
    },
    2: (rng): Problem => {
      if (rng.chance(0.5)) {
        const p = rng.int(2, 9);
        const q = rng.int(2, 12);
        const k = rng.int(2, 9);
        if (p === q) return proportional1.levels[2](rng);
        return {
          text: `If ${p} : ${q} = ${p * k} : ${tex('x')}, what is ${tex('x')}?`,
          answer: int(q * k),
          distractors: fmtInts(
            ints(
              rng,
              q * k,
              [
                q + (p * k - p),
                p * k * q,
                (p * k * p) / q === Math.floor((p * k * p) / q) ? (p * k * p) / q : q * k + q,
              ],
              { min: 1 },
            ),
          ),
          hint: `${p} was multiplied by some number to give ${p * k}; do the same to ${q}.`,
          explanation: `${p * k} ÷ ${p} = ${k}, so x = ${q} × ${k} = ${q * k}.`,
          params: { form: 'missing', p, q, k },
        };
      }
      const scale = rng.pick([10000, 25000, 50000, 100000, 200000]);
      const cm = rng.int(2, 15);
      const metres = (cm * scale) / 100;
      const show = (m: number): string => (m >= 1000 ? `${Number((m / 1000).toFixed(2))} km` : `${int(m)} m`);
      return {
        text: `A map has the scale 1 : ${int(scale)}. Two towns are ${cm} cm apart on the map. How far apart are they really?`,
        answer: show(metres),
        distractors: [show(metres * 10), show(metres / 10), show(metres * 100), show(metres + 1000)],
        hint: `1 cm on the map stands for ${int(scale)} cm on the ground, and there are 1,00,000 cm in a kilometre.`,
        explanation: `${cm} × ${int(scale)} = ${int(cm * scale)} cm = ${int(metres)} m${metres >= 1000 ? ` = ${show(metres)}` : ''}.`,
        params: { form: 'map', scale, cm },
      };
    },
    3: (rng): Problem => {
      const [x, y] = rng.pick([
        ['cement', 'sand'],
        ['red paint', 'white paint'],
        ['rice', 'water'],
      ] as const);
      const p = rng.int(1, 5);
      const q = rng.int(2, 7);
      if (gcd(p, q) !== 1 || p === q) return proportional1.levels[3](rng);
      const k = rng.int(2, 9);
      const askTotal = rng.chance(0.5);
      const unit = x === 'rice' ? 'cups' : x === 'cement' ? 'bags' : 'litres';
      const answer = askTotal ? (p + q) * k : p * k;
      return {
        text: askTotal
          ? `${capital(x)} and ${y} are mixed in the ratio ${p} : ${q}. If ${q * k} ${unit} of ${y} are used, how many ${unit} of the mixture are there in all?`
          : `${capital(x)} and ${y} are mixed in the ratio ${p} : ${q}. How many ${unit} of ${x} go with ${q * k} ${unit} of ${y}?`,
        answer: `${answer} ${unit}`,
        distractors: measures(
          rng,
          answer,
          askTotal ? [q * k + p, p * k, (p + q) * q] : [q * k - (q - p), q * p, (p + q) * k],
          (v) => `${v} ${unit}`,
          { min: 1 },
        ),
        hint: `${q * k} ${unit} of ${y} is ${k} times ${q}; scale the other part the same way.`,
        explanation: askTotal
          ? `${q * k} ÷ ${q} = ${k}, so ${x} is ${p} × ${k} = ${p * k} ${unit} and the mixture is ${p * k} + ${q * k} = ${answer} ${unit}.`
          : `${q * k} ÷ ${q} = ${k}, so ${x} is ${p} × ${k} = ${answer} ${unit}.`,
        params: { form: askTotal ? 'mixture-total' : 'mixture-part', p, q, k, unit },
      };
    },
  },
};

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

// ---------------------------------------------------------------- Part II, chapter 2: The Baudhayana-Pythagoras Theorem

const TRIPLES: readonly (readonly [number, number, number])[] = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [20, 21, 29],
  [9, 40, 41],
];

export const pythagoras: SkillSpec = {
  slug: 'baudhayana-pythagoras-theorem',
  name: 'The Baudhāyana–Pythagoras theorem',
  description:
    'Find a side of a right-angled triangle, test whether three lengths make a right angle, and solve ladder and diagonal problems.',
  prerequisites: ['squares-and-square-roots', 'math-7-lines-angles-and-triangles'],
  levels: {
    1: (rng): Problem => {
      const [p, q, h] = rng.pick(TRIPLES);
      const k = rng.int(1, p + q < 20 ? 4 : 1);
      const [a, b, c] = [p * k, q * k, h * k];
      return {
        text: `In △PQR, ∠Q = 90°, PQ = ${a} cm and QR = ${b} cm. How long is PR?`,
        figure: rightTriangleFigure(
          a,
          b,
          ['P', 'Q', 'R'],
          [`${a} cm`, `${b} cm`, '?'],
          `Triangle PQR with the right angle at Q; PQ is marked ${a} cm, QR is marked ${b} cm and the hypotenuse PR is marked with a question mark.`,
        ),
        answer: `${c} cm`,
        distractors: measures(
          rng,
          c,
          [a + b, b + 1 === c ? c + 2 : b + 1, a * a + b * b],
          (v) => `${int(v)} cm`,
          { min: 1 },
        ),
        hint: 'PR is the hypotenuse: its square is the sum of the squares of the other two sides.',
        explanation: `${tex(`PR^{2} = ${a}^{2} + ${b}^{2} = ${a * a} + ${b * b} = ${texInt(c * c)}`)}, so ${tex(`PR = \\sqrt{${texInt(c * c)}} = ${c}`)} cm.`,
        params: { form: 'hypotenuse', a, b },
      };
    },
    2: (rng): Problem => {
      if (rng.chance(0.5)) {
        const [p, q, h] = rng.pick(TRIPLES);
        const k = rng.int(1, p + q < 20 ? 3 : 1);
        const [a, b, c] = [p * k, q * k, h * k];
        return {
          text: `The hypotenuse of a right-angled triangle is ${c} cm and one of the other sides is ${b} cm. How long is the third side?`,
          figure: rightTriangleFigure(
            a,
            b,
            ['', '', ''],
            ['?', `${b} cm`, `${c} cm`],
            `A right-angled triangle: the hypotenuse is marked ${c} cm, the side along the bottom ${b} cm, and the third side, upright at the right angle, is marked with a question mark.`,
          ),
          answer: `${a} cm`,
          distractors: measures(rng, a, [c - b, c + b > 60 ? c - b + 2 : c + b, b], (v) => `${int(v)} cm`, {
            min: 1,
          }),
          hint: 'Subtract the square of the known side from the square of the hypotenuse.',
          explanation: `${tex(`${c}^{2} - ${b}^{2} = ${texInt(c * c)} - ${b * b} = ${a * a}`)}, and ${tex(`\\sqrt{${a * a}} = ${a}`)}, so the third side is ${a} cm.`,
          params: { form: 'leg', c, b },
        };
      }
      const [p, q, h] = rng.pick(TRIPLES);
      const k = rng.int(1, 2);
      const right = [p * k, q * k, h * k];
      const fakes = [
        [p * k, q * k, h * k + 1],
        [p * k + 1, q * k, h * k],
        [p * k, q * k + 2, h * k + 1],
      ];
      const show = (t: readonly number[]): string => `${t.join(' cm, ')} cm`;
      const options = rng.shuffle([show(right), ...fakes.map(show)]);
      return {
        text: `Which of these sets of lengths can be the sides of a right-angled triangle: ${options.slice(0, 3).join('; ')}; or ${options[3]}?`,
        answer: show(right),
        options,
        hint: 'Check whether the square of the longest length equals the sum of the squares of the other two.',
        explanation: `${tex(`${right[0]}^{2} + ${right[1]}^{2} = ${(right[0] ?? 0) ** 2} + ${(right[1] ?? 0) ** 2} = ${texInt((right[2] ?? 0) ** 2)} = ${right[2]}^{2}`)}; for the others the two sides do not match.`,
        params: { form: 'which-right', right },
      };
    },
    3: (rng): Problem => {
      const [p, q, h] = rng.pick(TRIPLES.slice(0, 4));
      const k = rng.int(1, 3);
      const [a, b, c] = [p * k, q * k, h * k];
      if (rng.chance(0.5)) {
        // Ladders of 5 m to 17 m, as on a house or a school building; a park may be much larger.
        if (c > 17) return pythagoras.levels[3](rng);
        return {
          text: `A ${c} m ladder leans against a wall. Its foot is ${a} m from the wall. How high up the wall does it reach?`,
          figure: ladderFigure(
            b,
            a,
            ['?', `${a} m`, `${c} m`],
            `A ladder marked ${c} m leans against an upright wall that meets the level ground at a right angle. Its foot is ${a} m from the wall; the height it reaches up the wall is marked with a question mark.`,
          ),
          answer: `${b} m`,
          distractors: measures(
            rng,
            b,
            [c - a, a, c + a, a * 2 === b ? b + 2 : a * 2],
            (v) => `${int(v)} m`,
            {
              min: 1,
            },
          ),
          hint: 'The ladder is the hypotenuse; the wall and the ground meet at a right angle.',
          explanation: `${tex(`${c}^{2} - ${a}^{2} = ${texInt(c * c)} - ${a * a} = ${texInt(b * b)}`)}, and ${tex(`\\sqrt{${texInt(b * b)}} = ${b}`)}, so it reaches ${b} m.`,
          params: { form: 'ladder', c, a },
        };
      }
      return {
        text: `A rectangular park is ${b} m long and ${a} m wide. How long is the straight path along its diagonal?`,
        figure: diagonalFigure(
          b,
          a,
          [`${b} m`, `${a} m`, '?'],
          `A rectangle marked ${b} m long and ${a} m wide, with a dashed diagonal from one corner to the opposite corner marked with a question mark.`,
        ),
        answer: `${c} m`,
        distractors: measures(rng, c, [a + b, 2 * (a + b), b + 2], (v) => `${int(v)} m`, { min: 1 }),
        hint: 'The diagonal cuts the rectangle into two right-angled triangles.',
        explanation: `${tex(`${b}^{2} + ${a}^{2} = ${texInt(b * b)} + ${a * a} = ${texInt(c * c)}`)}, and ${tex(`\\sqrt{${texInt(c * c)}} = ${c}`)}, so the path is ${c} m.`,
        params: { form: 'diagonal', a, b },
      };
    },
  },
};

// ---------------------------------------------------------------- Part II, chapter 3: Proportional Reasoning-2

export const proportional2: SkillSpec = {
  slug: 'inverse-proportion',
  name: 'Proportional reasoning: inverse proportion',
  description:
    'Solve problems where one quantity goes down as the other goes up (workers and days, speed and time), and share in three-part ratios.',
  prerequisites: ['proportional-reasoning'],
  levels: {
    1: (rng): Problem => {
      const w1 = rng.int(3, 12);
      const w2 = rng.int(2, 15);
      const days = rng.int(2, 12) * w2;
      const d1 = days / w1;
      if (w1 === w2 || !Number.isInteger(d1) || days % w2 !== 0) return proportional2.levels[1](rng);
      const answer = days / w2;
      const direct = (d1 * w2) / w1;
      return {
        text: `${w1} workers can build a wall in ${d1} days. How many days would ${w2} workers take, working at the same rate?`,
        answer: `${answer} days`,
        distractors: measures(
          rng,
          answer,
          [Number.isInteger(direct) ? direct : d1 + w1 - w2, d1 + (w1 - w2), days],
          (v) => `${v} days`,
          { min: 1 },
        ),
        hint: 'Fewer workers take more days: the total work (workers × days) stays the same.',
        explanation: `${w1} × ${d1} = ${days} worker-days, and ${days} ÷ ${w2} = ${answer} days.`,
        params: { form: 'workers', w1, d1, w2 },
      };
    },
    2: (rng): Problem => {
      const s1 = rng.pick([30, 40, 45, 50, 60, 72, 80]);
      const t1 = rng.int(2, 6);
      const s2 = rng.pick([30, 40, 45, 50, 60, 72, 80, 90]);
      const dist = s1 * t1;
      const t2 = dist / s2;
      if (s1 === s2 || !Number.isInteger(t2)) return proportional2.levels[2](rng);
      return {
        text: `A bus takes ${t1} hours to cover a journey at ${s1} km/h. How long would it take at ${s2} km/h?`,
        answer: `${t2} hours`,
        distractors: measures(
          rng,
          t2,
          [Number.isInteger((t1 * s2) / s1) ? (t1 * s2) / s1 : t2 + 2, t1, t2 + 1],
          (v) => `${v} hours`,
          { min: 2 },
        ),
        hint: 'The distance is the same both times: speed × time does not change.',
        explanation: `The distance is ${s1} × ${t1} = ${dist} km, and ${dist} ÷ ${s2} = ${t2} hours.`,
        params: { form: 'speed', s1, t1, s2 },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const parts = [rng.int(1, 5), rng.int(1, 5), rng.int(1, 5)];
        const sum = parts.reduce((s, x) => s + x, 0);
        const unit = rng.int(2, 40) * 50;
        const total = sum * unit;
        const names = rng.shuffle([...NAMES]).slice(0, 3);
        const ask = rng.int(0, 2);
        const answer = (parts[ask] ?? 0) * unit;
        if (new Set(parts).size < 2) return proportional2.levels[3](rng);
        return {
          text: `${rupees(total)} is shared among ${names[0]}, ${names[1]} and ${names[2]} in the ratio ${parts.join(' : ')}. How much does ${names[ask]} get?`,
          answer: rupees(answer),
          distractors: ints(
            rng,
            answer,
            [
              unit,
              ...parts.map((p) => p * unit).filter((x) => x !== answer),
              Math.round(total / (parts[ask] ?? 1)),
              Math.round(total / 3),
              unit * sum - answer,
            ],
            { min: 1 },
          ).map(rupees),
          hint: `Split ${rupees(total)} into ${parts.join(' + ')} = ${sum} equal parts.`,
          explanation: `One part is ${rupees(total)} ÷ ${sum} = ${rupees(unit)}, so ${names[ask]} gets ${parts[ask]} × ${rupees(unit)} = ${rupees(answer)}.`,
          params: { form: 'share-three', parts, total, ask },
        };
      }
      const students = rng.int(4, 12) * 10;
      const days = rng.int(10, 30);
      const extra = rng.int(1, 6) * 10;
      const total = students * days;
      const answer = total / (students + extra);
      if (!Number.isInteger(answer)) return proportional2.levels[3](rng);
      return {
        text: `A hostel has food for ${students} students for ${days} days. If ${extra} more students join, how many days will the food last?`,
        answer: `${answer} days`,
        distractors: measures(
          rng,
          answer,
          [days - extra / 10, Math.round((days * (students + extra)) / students), days - 1],
          (v) => `${v} days`,
          { min: 1 },
        ),
        hint: 'More students eat the food faster: students × days stays the same.',
        explanation: `${students} × ${days} = ${int(total)} student-days, and ${int(total)} ÷ ${students + extra} = ${answer} days.`,
        params: { form: 'food', students, days, extra },
      };
    },
  },
};

// ---------------------------------------------------------------- Part II, chapter 4: Exploring Some Geometric Themes

export const fractals: SkillSpec = {
  slug: 'fractals-and-geometric-patterns',
  name: 'Fractals: Sierpinski and Koch',
  description:
    'Count the pieces of the Sierpinski triangle and carpet and the sides of the Koch snowflake step by step, and find what fraction of the area remains.',
  prerequisites: ['exponents-and-powers', 'math-7-multiplying-and-dividing-fractions-and-decimals'],
  levels: {
    1: (rng): Problem => {
      const carpet = rng.chance(0.5);
      const step = rng.int(1, carpet ? 3 : 4);
      const k = carpet ? 8 : 3;
      const answer = k ** step;
      return {
        text: carpet
          ? `To make the Sierpinski carpet, each shaded square is cut into 9 equal squares and the middle one is removed. Starting with one square, how many shaded squares are there after step ${step}?`
          : `To make the Sierpinski triangle, each shaded triangle is cut into 4 equal triangles and the middle one is removed. Starting with one triangle, how many shaded triangles are there after step ${step}?`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, [(k + 1) ** step, k * step, k ** (step + 1)], { min: 1 })),
        hint: `Each step replaces every shaded piece by ${k} smaller ones.`,
        explanation:
          step === 1
            ? `Step 1 replaces the one shaded ${carpet ? 'square' : 'triangle'} by ${k} smaller ones, so there are ${k}.`
            : `${Array.from({ length: step }, () => k).join(' × ')} = ${tex(`${k}^{${step}} = ${texInt(answer)}`)}.`,
        params: { form: carpet ? 'carpet' : 'triangle', step },
      };
    },
    2: (rng): Problem => {
      const step = rng.int(1, 4);
      const askSides = rng.chance(0.5);
      if (askSides) {
        const answer = 3 * 4 ** step;
        return {
          text: `The Koch snowflake starts as an equilateral triangle; at each step every side is replaced by 4 sides, each one-third as long. How many sides does it have after step ${step}?`,
          answer: int(answer),
          distractors: fmtInts(ints(rng, answer, [3 * 3 ** step, 4 ** step, 3 * 4 * step], { min: 1 })),
          hint: 'Every side becomes 4 sides at each step.',
          explanation:
            step === 1
              ? `Each of the 3 sides becomes 4 sides: 3 × 4 = ${answer}.`
              : `${tex(`3 \\times 4^{${step}} = 3 \\times ${4 ** step} = ${answer}`)}.`,
          params: { form: 'koch-sides', step },
        };
      }
      const side = 3 ** step * rng.int(1, 3);
      const answer = 3 * (side / 3 ** step) * 4 ** step;
      return {
        text: `A Koch snowflake starts as an equilateral triangle of side ${side} cm; at each step every side is replaced by 4 sides, each one-third as long. What is its perimeter after step ${step}?`,
        answer: `${int(Math.round(answer))} cm`,
        distractors: measures(
          rng,
          Math.round(answer),
          [
            3 * side,
            3 * side * step,
            Math.round(answer * (3 / 4)) === 3 * side
              ? Math.round(answer * (4 / 3))
              : Math.round(answer * (3 / 4)),
          ],
          (v) => `${int(v)} cm`,
          { min: 1 },
        ),
        hint: 'Each step multiplies the perimeter by 4 and divides it by 3.',
        explanation: `${tex(`3 \\times ${side} \\times ${step === 1 ? '\\frac{4}{3}' : `\\left(\\frac{4}{3}\\right)^{${step}}`} = ${3 * side} \\times \\frac{${4 ** step}}{${3 ** step}} = ${Math.round(answer)}`)} cm.`,
        params: { form: 'koch-perimeter', side, step },
      };
    },
    3: (rng): Problem => {
      const carpet = rng.chance(0.5);
      const step = rng.int(1, carpet ? 3 : 4);
      const [keep, of] = carpet ? [8, 9] : [3, 4];
      const num = keep ** step;
      const den = of ** step;
      return {
        text: `What fraction of the area of the first ${carpet ? 'square' : 'triangle'} is still shaded after step ${step} of the Sierpinski ${carpet ? 'carpet' : 'triangle'}?`,
        answer: tex(`\\frac{${num}}{${den}}`),
        distractors: [
          tex(`\\frac{${den - num}}{${den}}`),
          tex(`\\frac{${keep * step}}{${of * step}}`),
          tex(`\\frac{${num}}{${(of + 1) ** step}}`),
          tex(`\\frac{1}{${den}}`),
          tex(`\\frac{${num * keep}}{${den * of}}`),
        ],
        hint: `At each step, ${keep} of every ${of} equal pieces stay shaded; repeat that once for each step.`,
        explanation:
          step === 1
            ? `After step 1, ${keep} of the ${of} equal pieces are shaded: ${tex(`\\frac{${num}}{${den}}`)} of the area.`
            : `${tex(`\\left(\\frac{${keep}}{${of}}\\right)^{${step}} = \\frac{${num}}{${den}}`)}.`,
        params: { form: carpet ? 'carpet-area' : 'triangle-area', step },
      };
    },
  },
};

// ---------------------------------------------------------------- Part II, chapter 5: Tales by Dots and Lines

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
/** Months whose daily highest temperatures in Jaipur lie around 24–38 °C. */
const MILD_MONTHS = ['February', 'March', 'October', 'November'] as const;

export const dotsAndLines: SkillSpec = {
  slug: 'tales-by-dots-and-lines',
  name: 'Tales by dots and lines: reading data',
  description: 'Read values and changes from data over time, and find the mean and median of a data set.',
  prerequisites: ['math-7-mean-median-and-mode'],
  levels: {
    1: (rng): Problem => {
      const temps = DAYS.slice(0, 5).map(() => rng.int(24, 38));
      const i = rng.int(0, 3);
      const a = temps[i] ?? 0;
      const b = temps[i + 1] ?? 0;
      if (a === b) return dotsAndLines.levels[1](rng);
      const month = rng.pick(MILD_MONTHS);
      const start = rng.int(1, 24);
      const day = (k: number): string => `${start + k} ${month}`;
      const answer = Math.abs(b - a);
      return {
        text: `The line graph shows the highest temperature in Jaipur on five days, from ${start} to ${day(4)}. By how much did the temperature ${b > a ? 'rise' : 'fall'} from ${day(i)} to ${day(i + 1)}?`,
        figure: lineGraph(
          temps.map((t, k) => ({ label: `${start + k} ${month.slice(0, 3)}`, value: t })),
          20,
          40,
          2,
          'Temperature (°C)',
          `A line graph of the highest temperature in Jaipur each day, each dot labelled with its value: ${temps
            .map((t, k) => `${day(k)} ${t} °C`)
            .join(', ')}.`,
        ),
        answer: `${answer} °C`,
        distractors: measures(
          rng,
          answer,
          // Reading the change between the wrong pair of days, the whole range of the week, a slip of 2.
          [
            Math.abs((temps[i + 2] ?? temps[i - 1] ?? 0) - (i + 2 < temps.length ? b : a)),
            Math.max(...temps) - Math.min(...temps),
            answer + 2,
          ],
          (v) => `${v} °C`,
          { min: 1 },
        ),
        hint: `Subtract the smaller of the two temperatures from the larger.`,
        explanation: `The graph shows ${a} °C on ${day(i)} and ${b} °C on ${day(i + 1)}: ${Math.max(a, b)} − ${Math.min(a, b)} = ${answer} °C.`,
        params: { form: 'change', temps, i },
      };
    },
    2: (rng): Problem => {
      const n = rng.pick([5, 6, 7]);
      const values = Array.from({ length: n }, () => rng.int(10, 60));
      const sum = values.reduce((s, x) => s + x, 0);
      if (sum % n !== 0) return dotsAndLines.levels[2](rng);
      const mean = sum / n;
      return {
        text: `The runs scored by a batter in ${n} matches were ${values.join(', ')}. What is the mean score?`,
        answer: int(mean),
        distractors: fmtInts(
          ints(
            rng,
            mean,
            [
              Math.round(sum / (n - 1)),
              [...values].sort((x, y) => x - y)[Math.floor(n / 2)] ?? mean + 1,
              mean + 2,
            ],
            { min: 1 },
          ),
        ),
        hint: 'Add all the scores and divide by the number of matches.',
        explanation: `${values.join(' + ')} = ${sum}, and ${sum} ÷ ${n} = ${mean}.`,
        params: { form: 'mean', values },
      };
    },
    3: (rng): Problem => {
      const n = rng.pick([6, 8]);
      const values = Array.from({ length: n }, () => rng.int(20, 90));
      const sorted = [...values].sort((x, y) => x - y);
      const lo = sorted[n / 2 - 1] ?? 0;
      const hi = sorted[n / 2] ?? 0;
      if ((lo + hi) % 2 !== 0 || lo === hi) return dotsAndLines.levels[3](rng);
      const median = (lo + hi) / 2;
      return {
        text: `The heights (in cm) of ${n} plants in a school garden are ${values.join(', ')}. What is the median height?`,
        answer: `${median} cm`,
        distractors: measures(
          rng,
          median,
          [values[n / 2 - 1] ?? 0, values[n / 2] ?? 0, lo, hi],
          (v) => `${v} cm`,
          { min: 1 },
        ),
        hint: 'Arrange the heights in order; with an even number of values, the median is the mean of the middle two.',
        explanation: `In order: ${sorted.join(', ')}; the middle two are ${lo} and ${hi}, and (${lo} + ${hi}) ÷ 2 = ${median} cm.`,
        params: { form: 'median', values },
      };
    },
  },
};

// ---------------------------------------------------------------- Part II, chapter 6: Algebra Play

export const algebraPlay: SkillSpec = {
  slug: 'algebra-play',
  name: 'Algebra play: number tricks and puzzles',
  description:
    'Explain number tricks with algebra, simplify the expressions they make, and solve digit and calendar puzzles.',
  prerequisites: ['distributive-property-and-identities'],
  levels: {
    1: (rng): Problem => {
      const a = rng.int(3, 15);
      const m = rng.pick([2, 3, 4, 5]);
      const b = rng.int(1, 5) * m;
      if ((m * a - b) % m !== 0 || a - b / m <= 0) return algebraPlay.levels[1](rng);
      const answer = a - b / m;
      const times = ['', '', 'double it', 'multiply by 3', 'multiply by 4', 'multiply by 5'][m] ?? '';
      return {
        text: `Think of a number. Add ${a}, ${times}, subtract ${b}, divide by ${m}, and then subtract the number you first thought of. What do you always get?`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, [a, a - b, m * a - b], { min: 1 })),
        hint: `Call the number ${tex('x')} and write each step as an expression.`,
        explanation: `${tex(`\\frac{${m}(x + ${a}) - ${b}}{${m}} - x = x + ${a} - ${b / m} - x = ${answer}`)}.`,
        params: { form: 'trick', a, m, b },
      };
    },
    2: (rng): Problem => {
      const p = rng.int(2, 6);
      const q = rng.int(2, 9);
      const r = rng.int(1, p - 1);
      const s = rng.int(1, 9);
      const coeff = p - r;
      const constant = p * q + r * s;
      const lin = (c: number, k: number): string =>
        `${c === 1 ? '' : c}x ${k < 0 ? '-' : '+'} ${Math.abs(k)}`;
      return {
        text: `Simplify ${tex(`${p}(x + ${q}) - ${r === 1 ? '' : r}(x - ${s})`)}.`,
        answer: tex(lin(coeff, constant)),
        distractors: [
          tex(lin(coeff, p * q - r * s)),
          tex(lin(p + r, constant)),
          tex(lin(coeff, q + r * s)),
          tex(lin(coeff, p * q - s)),
        ],
        hint: 'Multiply out each bracket first; a minus sign in front of a bracket changes every sign inside it.',
        explanation: `${tex(`${p}x + ${p * q} - ${r === 1 ? '' : r}x + ${r * s} = ${lin(coeff, constant)}`)}.`,
        params: { form: 'simplify', p, q, r, s },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const middle = rng.int(9, 23);
        const total = 9 * middle;
        return {
          text: `On a calendar, a 3 × 3 square of dates is chosen. The nine dates add up to ${total}. What is the date in the middle of the square?`,
          answer: int(middle),
          distractors: fmtInts(
            ints(
              rng,
              middle,
              [middle - 7, middle + 1, Math.round(total / 3) > 31 ? middle + 7 : Math.round(total / 3)],
              { min: 1, max: 31 },
            ),
          ),
          hint: `Call the middle date ${tex('n')}: the dates around it are ${tex('n - 8')}, ${tex('n - 7')}, ${tex('n - 6')}, ${tex('n - 1')}, ${tex('n + 1')} and so on.`,
          explanation: `The nine dates add up to ${tex('9n')}, so ${tex(`9n = ${total}`)} and ${tex(`n = ${total} \\div 9 = ${middle}`)}.`,
          params: { form: 'calendar', total },
        };
      }
      const a = rng.int(2, 9);
      const b = rng.int(1, a - 1);
      const diff = 9 * (a - b);
      return {
        text: `AB is a two-digit number with digits A and B, and BA is the number with its digits reversed. If AB − BA = ${diff}, what is A − B?`,
        answer: int(a - b),
        distractors: fmtInts(
          ints(
            rng,
            a - b,
            [diff / 11 === Math.floor(diff / 11) ? diff / 11 : a - b + 2, Math.floor(diff / 10), a - b + 1],
            { min: 1, max: 9 },
          ),
        ),
        hint: 'AB = 10A + B and BA = 10B + A: subtract them.',
        explanation: `(10A + B) − (10B + A) = 9(A − B) = ${diff}, so A − B = ${diff} ÷ 9 = ${a - b}.`,
        params: { form: 'reverse', diff },
      };
    },
  },
};
