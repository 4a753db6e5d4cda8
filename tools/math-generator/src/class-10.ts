import { fmtInts, ordinal } from './common.ts';
import { fractions, ints, measures } from './distractors.ts';
import {
  bptFigure,
  elevationFigure,
  pointsFigure,
  sectorFigure,
  tangentFigure,
  twoTangentsFigure,
} from './figures-class-10.ts';
import {
  capitalize,
  decimal,
  gcd,
  int,
  lcm,
  linear,
  MINUS,
  polyTex,
  Q,
  rupees,
  tex,
  texInt,
} from './format.ts';
import type { Rng } from '@quizring/contracts/random';
import type { ClassSpec, Problem, SkillSpec } from './types.ts';

/** Prime factorisation written with powers, in TeX: `$2^{2} \\times 3 \\times 13$`. */
function factorise(n: number, mangle: 'none' | 'flat' | 'bump' = 'none'): string {
  const parts: string[] = [];
  let rest = n;
  let bumped = false;
  for (let p = 2; rest > 1; p++) {
    let e = 0;
    while (rest % p === 0) {
      rest /= p;
      e++;
    }
    if (e === 0) continue;
    if (mangle === 'bump' && !bumped) {
      e++;
      bumped = true;
    }
    parts.push(mangle === 'flat' || e === 1 ? String(p) : `${p}^{${e}}`);
  }
  return tex(parts.join(' \\times '));
}

const realNumbers: SkillSpec = {
  slug: 'real-numbers',
  name: 'Real numbers: HCF and LCM',
  description:
    'Write the prime factorisation of a number and use it to find the HCF and LCM, including HCF × LCM = product.',
  prerequisites: ['math-9-number-systems', 'math-9-algorithms'],
  levels: {
    1: (rng): Problem => {
      const a = rng.int(1, 3);
      const b = rng.int(0, 2);
      const p = rng.pick([5, 7, 11, 13]);
      const n = 2 ** a * 3 ** b * p;
      if (n < 40 || (a === 1 && b <= 1)) return realNumbers.levels[1](rng);
      const composite = tex(`${2 ** a * 3 ** b} \\times ${p}`);
      return {
        text: `Which is the prime factorisation of ${n}?`,
        answer: factorise(n),
        distractors: [factorise(n, 'flat'), factorise(n, 'bump'), composite, factorise(n * p)].filter(
          (s) => s !== factorise(n),
        ),
        hint: 'Keep dividing by the smallest prime that divides the number, and write repeated primes as powers.',
        explanation: `Dividing repeatedly by primes gives ${n} = ${factorise(n)}, and every factor in it is prime.`,
        params: { form: 'factorise', n },
      };
    },
    2: (rng): Problem => {
      const g = rng.pick([4, 6, 8, 9, 12, 14, 15, 16, 18, 21, 24]);
      let x = rng.int(2, 17);
      let y = rng.int(2, 17);
      while (x === y || gcd(x, y) !== 1) {
        x = rng.int(2, 17);
        y = rng.int(2, 17);
      }
      const a = g * x;
      const b = g * y;
      const ask = rng.pick(['HCF', 'LCM'] as const);
      const answer = ask === 'HCF' ? g : lcm(a, b);
      return {
        text: `Using prime factorisation, find the ${ask} of ${a} and ${b}.`,
        answer: int(answer),
        distractors: fmtInts(
          ints(
            rng,
            answer,
            ask === 'HCF' ? [lcm(a, b), g / (g % 2 === 0 ? 2 : 3), g * 2] : [a * b, g, lcm(a, b) * 2],
            { min: 1 },
          ),
        ),
        hint:
          ask === 'HCF'
            ? 'Multiply the common prime factors, each with its smallest power.'
            : 'Multiply every prime factor, each with its greatest power.',
        explanation: `${a} = ${factorise(a)} and ${b} = ${factorise(b)}, so the ${ask} is ${factorise(answer)} = ${int(answer)}.`,
        params: { form: ask, a, b },
      };
    },
    3: (rng): Problem => {
      const g = rng.int(2, 15);
      let x = rng.int(2, 9);
      let y = rng.int(2, 9);
      while (x === y || gcd(x, y) !== 1) {
        x = rng.int(2, 9);
        y = rng.int(2, 9);
      }
      const a = g * x;
      const b = g * y;
      const l = g * x * y;
      if (rng.chance(0.5))
        return {
          text: `The HCF of ${a} and ${b} is ${g}. What is their LCM?`,
          answer: int(l),
          distractors: fmtInts(ints(rng, l, [a * b, a * b * g, l * 2, (a + b) * g], { min: 1 })),
          hint: 'For two numbers, HCF × LCM = the product of the numbers.',
          explanation: `LCM = ${a} × ${b} ÷ ${g} = ${int(a * b)} ÷ ${g} = ${int(l)}.`,
          params: { form: 'lcm-from-hcf', a, b, g },
        };
      return {
        text: `The HCF of two numbers is ${g} and their LCM is ${int(l)}. One of the numbers is ${a}. What is the other?`,
        answer: int(b),
        distractors: fmtInts(
          ints(rng, b, [l / g, (l * g) / a === b ? b + g : (l * g) / a, l / a], { min: 1 }),
        ),
        hint: 'The product of the two numbers equals HCF × LCM.',
        explanation: `The other number = ${g} × ${int(l)} ÷ ${a} = ${int(g * l)} ÷ ${a} = ${b}.`,
        params: { form: 'other-number', a, g, l },
      };
    },
  },
};

const pair = (r1: number, r2: number): string => {
  const [p, q] = [r1, r2].sort((x, y) => x - y);
  return `${int(p ?? 0)} and ${int(q ?? 0)}`;
};

function rootsPair(rng: Rng): [number, number] {
  for (;;) {
    const r1 = rng.int(-9, 9);
    const r2 = rng.int(-9, 9);
    if (r1 !== 0 && r2 !== 0 && r1 !== r2 && r1 !== -r2) return [r1, r2];
  }
}

function otherFactorPair(product: number, sum: number): [number, number] | undefined {
  for (let d = 1; d * d <= Math.abs(product); d++) {
    if (product % d !== 0) continue;
    const e = product / d;
    if (d + e !== sum && d !== e) return [d, e];
  }
  return undefined;
}

const zeroes: SkillSpec = {
  slug: 'zeroes-of-polynomials',
  name: 'Zeroes of polynomials',
  description:
    'Find the zeroes of a quadratic polynomial and use the relations between zeroes and coefficients.',
  prerequisites: ['real-numbers', 'math-9-polynomials'],
  levels: {
    1: (rng): Problem => {
      const [r1, r2] = rootsPair(rng);
      const coefficients = [1, -(r1 + r2), r1 * r2];
      const other = otherFactorPair(r1 * r2, r1 + r2);
      return {
        text: `What are the zeroes of ${tex(polyTex(coefficients))}?`,
        answer: pair(r1, r2),
        distractors: [
          pair(-r1, -r2),
          ...(other ? [pair(other[0], other[1])] : []),
          pair(r1, -r2),
          pair(-r1, r2),
        ].filter((s) => s !== pair(r1, r2)),
        hint: 'Find two numbers whose product is the constant term and whose sum is minus the coefficient of x.',
        explanation: `${tex(`${polyTex(coefficients)} = (x ${r1 > 0 ? '-' : '+'} ${Math.abs(r1)})(x ${r2 > 0 ? '-' : '+'} ${Math.abs(r2)})`)}, so the zeroes are ${pair(r1, r2)}.`,
        params: { form: 'zeroes', b: -(r1 + r2), c: r1 * r2 },
      };
    },
    2: (rng): Problem => {
      const a = rng.int(2, 6);
      const b = rng.int(-12, 12) || 5;
      const c = rng.int(-12, 12) || -3;
      const ask = rng.pick(['sum', 'product'] as const);
      const answer = ask === 'sum' ? new Q(-b, a) : new Q(c, a);
      const other = ask === 'sum' ? new Q(c, a) : new Q(-b, a);
      return {
        text: `What is the ${ask} of the zeroes of ${tex(polyTex([a, b, c]))}?`,
        answer: answer.toTex(),
        distractors: fractions(rng, answer, [answer.neg(), other, ask === 'sum' ? new Q(-b) : new Q(c)]).map(
          (q) => q.toTex(),
        ),
        hint:
          ask === 'sum'
            ? 'For $ax^{2} + bx + c$, the sum of the zeroes is $-\\frac{b}{a}$.'
            : 'For $ax^{2} + bx + c$, the product of the zeroes is $\\frac{c}{a}$.',
        explanation:
          ask === 'sum'
            ? `Sum ${tex(`= -\\frac{b}{a} = -\\frac{${b < 0 ? `(${b})` : b}}{${a}}${answer.d === a && answer.n === -b && b > 0 ? '' : ` = ${answer.texBody()}`}`)}.`
            : `Product ${tex(`= \\frac{c}{a} = \\frac{${c}}{${a}}${answer.d === a && answer.n === c ? '' : ` = ${answer.texBody()}`}`)}.`,
        params: { form: ask, a, b, c },
      };
    },
    3: (rng): Problem => {
      const [r1, r2] = rootsPair(rng);
      const s = r1 + r2;
      const p = r1 * r2;
      if (rng.chance(0.5))
        return {
          text: `Which quadratic polynomial has zeroes whose sum is ${int(s)} and product is ${int(p)}?`,
          answer: tex(polyTex([1, -s, p])),
          distractors: [
            [1, s, p],
            [1, -p, s],
            [1, s, -p],
            [1, -s, -p],
          ]
            .map((cs) => tex(polyTex(cs)))
            .filter((x) => x !== tex(polyTex([1, -s, p]))),
          hint: 'A quadratic with zeroes $\\alpha$ and $\\beta$ is $x^{2} - (\\alpha + \\beta)x + \\alpha\\beta$.',
          explanation: `${tex(`x^{2} - (\\text{sum})x + \\text{product} = x^{2} - (${s})x + (${p}) = ${polyTex([1, -s, p])}`)}.`,
          params: { form: 'build', s, p },
        };
      const answer = s * s - 2 * p;
      return {
        text: `If ${tex('\\alpha')} and ${tex('\\beta')} are the zeroes of ${tex(polyTex([1, -s, p]))}, what is ${tex('\\alpha^{2} + \\beta^{2}')}?`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, [s * s, s * s + 2 * p, s * s - p], { min: 0 })),
        hint: 'Use $\\alpha^{2} + \\beta^{2} = (\\alpha + \\beta)^{2} - 2\\alpha\\beta$.',
        explanation: `${tex(`\\alpha + \\beta = ${s}`)} and ${tex(`\\alpha\\beta = ${p}`)}, so ${tex('\\alpha^{2} + \\beta^{2}')} = ${s * s} − 2 × ${paren(p)} = ${int(answer)}.`,
        params: { form: 'squares', s, p },
      };
    },
  },
};

const sol = (x: number, y: number): string => tex(`x = ${x}, y = ${y}`);
/** A linear expression inside TeX. */
const linTex = (terms: readonly (readonly [number, string])[], constant = 0): string =>
  linear(terms, constant).replaceAll(MINUS, '-');

function solutionDistractors(x: number, y: number): string[] {
  return [sol(y, x), sol(x, -y), sol(-x, y), sol(x + 1, y - 1), sol(x - 1, y + 1)].filter(
    (s) => s !== sol(x, y),
  );
}

const linearPair: SkillSpec = {
  slug: 'pair-of-linear-equations',
  name: 'Pair of linear equations in two variables',
  description:
    'Solve a pair of linear equations by elimination or substitution and decide when a pair has no solution.',
  prerequisites: ['math-9-linear-equations-in-two-variables'],
  levels: {
    1: (rng): Problem => {
      const x = rng.int(2, 20);
      const y = rng.int(1, 15);
      if (x === y) return linearPair.levels[1](rng);
      return {
        text: `Solve: ${tex(`x + y = ${x + y}`)} and ${tex(`x - y = ${x - y}`)}`,
        answer: sol(x, y),
        distractors: solutionDistractors(x, y),
        hint: 'Add the two equations to get rid of $y$.',
        explanation: `Adding gives ${tex(`2x = ${2 * x}`)}, so ${tex(`x = ${x}`)}; then ${tex(`y = ${x + y} - ${x} = ${y}`)}.`,
        params: { form: 'sum-difference', s: x + y, d: x - y },
      };
    },
    2: (rng): Problem => {
      const x = rng.int(-5, 8);
      const y = rng.int(-5, 8);
      const a1 = rng.int(1, 5);
      const b1 = rng.int(1, 5);
      const a2 = rng.int(1, 5);
      const b2 = -rng.int(1, 5);
      if (x === y || a1 * b2 - a2 * b1 === 0) return linearPair.levels[2](rng);
      const c1 = a1 * x + b1 * y;
      const c2 = a2 * x + b2 * y;
      return {
        text: `Solve: ${tex(
          `${linTex([
            [a1, 'x'],
            [b1, 'y'],
          ])} = ${c1}`,
        )} and ${tex(
          `${linTex([
            [a2, 'x'],
            [b2, 'y'],
          ])} = ${c2}`,
        )}`,
        answer: sol(x, y),
        distractors: solutionDistractors(x, y),
        hint: 'Multiply the equations so that one variable has the same coefficient, then add or subtract.',
        explanation: `Eliminating ${tex('y')} gives ${tex(`x = ${x}`)}, and putting ${tex(`x = ${x}`)} into the first equation gives ${b1 === 1 ? tex(`y = ${y}`) : `${tex(`${b1}y = ${c1 - a1 * x}`)}, so ${tex(`y = ${y}`)}`}.`,
        params: { form: 'general', a1, b1, c1, a2, b2, c2 },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const pen = rng.int(5, 30);
        const book = rng.int(10, 60);
        if (pen === book) return linearPair.levels[3](rng);
        const [p1, b1, p2, b2] = [rng.int(2, 5), rng.int(1, 4), rng.int(1, 4), rng.int(2, 5)];
        if (p1 * b2 - p2 * b1 === 0) return linearPair.levels[3](rng);
        const c1 = p1 * pen + b1 * book;
        const c2 = p2 * pen + b2 * book;
        return {
          text: `${p1} pens and ${b1} notebook${b1 > 1 ? 's' : ''} cost ${rupees(c1)}. ${p2} pen${p2 > 1 ? 's' : ''} and ${b2} notebooks cost ${rupees(c2)}. What does one notebook cost?`,
          answer: rupees(book),
          distractors: ints(rng, book, [pen, Math.abs(c1 - c2), book + pen], { min: 1 }).map(rupees),
          hint: 'Let a pen cost ₹$x$ and a notebook ₹$y$, write two equations and eliminate $x$.',
          explanation: `${tex(
            `${linTex([
              [p1, 'x'],
              [b1, 'y'],
            ])} = ${c1}`,
          )} and ${tex(
            `${linTex([
              [p2, 'x'],
              [b2, 'y'],
            ])} = ${c2}`,
          )} give ${tex(`x = ${pen}`)} and ${tex(`y = ${book}`)}, so a notebook costs ${rupees(book)}.`,
          params: { form: 'cost', p1, b1, c1, p2, b2, c2 },
        };
      }
      const k = rng.int(1, 6) * (rng.chance(0.3) ? -1 : 1);
      const b1 = rng.int(1, 5);
      const c1 = rng.int(1, 12);
      const t = rng.int(2, 3);
      let c2 = rng.int(1, 40);
      while (c2 === t * c1) c2 = rng.int(1, 40);
      return {
        text: `For what value of ${tex('k')} do the equations ${tex(
          `${linTex([
            [1, 'kx'],
            [b1, 'y'],
          ])} = ${c1}`,
        )} and ${tex(
          `${linTex([
            [t * k, 'x'],
            [t * b1, 'y'],
          ])} = ${c2}`,
        )} have no solution?`,
        answer: int(k),
        distractors: fmtInts(ints(rng, k, [-k, t * k, k * t * t, k + t])),
        hint: 'A pair has no solution when $\\frac{a_1}{a_2} = \\frac{b_1}{b_2} \\ne \\frac{c_1}{c_2}$.',
        explanation: `We need ${tex(`\\frac{k}{${t * k}} = \\frac{${b1}}{${t * b1}} = \\frac{1}{${t}}`)}, so ${tex(`k = ${k}`)}; and ${tex(`\\frac{${c1}}{${c2}} \\ne \\frac{1}{${t}}`)}, so the lines are parallel.`,
        params: { form: 'no-solution', b1, c1, a2: t * k, b2: t * b1, c2 },
      };
    },
  },
};

const rootsText = (r1: Q, r2: Q): string => {
  const [p, q] = [r1, r2].sort((x, y) => x.n * y.d - y.n * x.d);
  return `${tex(`x = ${(p ?? r1).texBody()}`)} or ${tex(`x = ${(q ?? r2).texBody()}`)}`;
};

// The fourth is a real mix-up with the chapter before: a pair of coincident lines has infinitely many solutions,
// but a quadratic never has more than two roots.
const NATURE = [
  'Two distinct real roots',
  'Two equal real roots',
  'No real roots',
  'Infinitely many real roots',
] as const;

/** b² − 4ac worked in TeX: `(-5)^{2} - 4 \\times 2 \\times (3) = 25 - 24 = 1`. */
const discriminantTex = (a: number, b: number, c: number): string =>
  `(${b})^{2} - 4 \\times ${a} \\times (${c}) = ${b * b} ${4 * a * c < 0 ? '+' : '-'} ${Math.abs(4 * a * c)} = ${b * b - 4 * a * c}`;

/** A linear factor px − q with integer coefficients: (2x − 3), (x + 5). */
const factor = (p: number, q: number): string => `(${p === 1 ? '' : p}x ${q > 0 ? '−' : '+'} ${Math.abs(q)})`;

const quadratic: SkillSpec = {
  slug: 'quadratic-equations',
  name: 'Quadratic equations',
  description:
    'Solve quadratic equations by factorisation, use the discriminant and find when roots are equal.',
  prerequisites: ['zeroes-of-polynomials', 'math-9-algebraic-identities'],
  levels: {
    1: (rng): Problem => {
      const [r1, r2] = rootsPair(rng);
      const answer = rootsText(new Q(r1), new Q(r2));
      return {
        text: `Solve: ${tex(`${polyTex([1, -(r1 + r2), r1 * r2])} = 0`)}`,
        answer,
        distractors: [
          rootsText(new Q(-r1), new Q(-r2)),
          rootsText(new Q(r1), new Q(-r2)),
          rootsText(new Q(-r1), new Q(r2)),
        ].filter((s) => s !== answer),
        hint: 'Factorise the left side into two brackets and set each bracket to 0.',
        explanation: `${tex(`(x ${r1 > 0 ? '-' : '+'} ${Math.abs(r1)})(x ${r2 > 0 ? '-' : '+'} ${Math.abs(r2)}) = 0`)}, so ${answer}.`,
        params: { form: 'monic', b: -(r1 + r2), c: r1 * r2 },
      };
    },
    2: (rng): Problem => {
      const a = rng.int(1, 5);
      const b = rng.int(-10, 10);
      const c = rng.int(-8, 8) || 2;
      const disc = b * b - 4 * a * c;
      if (rng.chance(0.5))
        return {
          text: `What is the discriminant of ${tex(`${polyTex([a, b, c])} = 0`)}?`,
          answer: int(disc),
          distractors: fmtInts(ints(rng, disc, [b * b + 4 * a * c, 4 * a * c - b * b, b * b - 2 * a * c])),
          hint: 'The discriminant of $ax^{2} + bx + c = 0$ is $b^{2} - 4ac$.',
          explanation: `${tex(`b^{2} - 4ac = ${discriminantTex(a, b, c)}`)}.`,
          params: { form: 'discriminant', a, b, c },
        };
      const r = rng.int(1, 6);
      const equal = rng.chance(0.3);
      const [qa, qb, qc] = equal ? [1, -2 * r, r * r] : [a, b, c];
      const d = qb * qb - 4 * qa * qc;
      const kind = d > 0 ? 0 : d === 0 ? 1 : 2;
      return {
        text: `What is the nature of the roots of ${tex(`${polyTex([qa, qb, qc])} = 0`)}?`,
        answer: NATURE[kind] ?? 'No real roots',
        options: [...NATURE],
        hint: 'Work out $b^{2} - 4ac$ and look at its sign.',
        explanation: `${tex(`b^{2} - 4ac = ${discriminantTex(qa, qb, qc)}`)}, which is ${d > 0 ? 'positive, so there are two distinct real roots' : d === 0 ? 'zero, so the two roots are real and equal' : 'negative, so there are no real roots'}.`,
        params: { form: 'nature', a: qa, b: qb, c: qc },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const p = rng.int(1, 4);
        const q = rng.int(-5, 5) || 1;
        const r = rng.int(2, 4);
        const s = rng.int(-5, 5) || -1;
        const r1 = new Q(q, p);
        const r2 = new Q(s, r);
        if (r1.equals(r2) || r1.equals(r2.neg()) || (r1.isInteger() && r2.isInteger()))
          return quadratic.levels[3](rng);
        const coefficients = [p * r, -(p * s + q * r), q * s];
        const g = coefficients.reduce((acc, x) => gcd(acc, x), 0);
        const reduced = coefficients.map((x) => x / g);
        const answer = rootsText(r1, r2);
        // Each root q/p gives the factor (px − q) in lowest terms; their product is the reduced quadratic.
        const [f1 = '', f2 = ''] = [r1, r2].map((root) => factor(root.d, root.n));
        return {
          text: `Solve: ${tex(`${polyTex(reduced)} = 0`)}`,
          answer,
          distractors: [
            rootsText(r1.neg(), r2.neg()),
            rootsText(r1, r2.neg()),
            rootsText(r1.neg(), r2),
          ].filter((x) => x !== answer),
          hint: 'Split the middle term so that the quadratic factorises into two brackets.',
          explanation: `${tex(polyTex(reduced))} = ${f1}${f2} = 0, so ${tex(`${f1.slice(1, -1).replace(MINUS, '-')} = 0`)} or ${tex(`${f2.slice(1, -1).replace(MINUS, '-')} = 0`)}, giving ${answer}.`,
          params: { form: 'general', coefficients: reduced },
        };
      }
      const m = rng.int(2, 9);
      const c = m * m;
      return {
        text: `For what positive value of ${tex('k')} does ${tex(`x^{2} + kx + ${c} = 0`)} have two equal roots?`,
        answer: int(2 * m),
        distractors: fmtInts(ints(rng, 2 * m, [m, 4 * m, c, 2 * c], { min: 1 })),
        hint: 'Equal roots need $b^{2} - 4ac = 0$.',
        explanation: `${tex(`k^{2} - 4 \\times ${c} = 0`)} gives ${tex(`k^{2} = ${4 * c}`)}, so the positive value is ${tex(`k = ${2 * m}`)}.`,
        params: { form: 'equal-roots', c },
      };
    },
  },
};

const apList = (a: number, d: number): string => [0, 1, 2, 3].map((i) => int(a + i * d)).join(', ');

const ap: SkillSpec = {
  slug: 'arithmetic-progressions',
  name: 'Arithmetic progressions',
  description: 'Find the nth term of an AP, which term has a given value, and the sum of the first n terms.',
  prerequisites: ['pair-of-linear-equations', 'math-9-sequences-and-progressions'],
  levels: {
    1: (rng): Problem => {
      const a = rng.int(-10, 20);
      const d = rng.int(-7, 9) || 3;
      const n = rng.int(8, 30);
      const term = a + (n - 1) * d;
      return {
        text: `What is the ${ordinal(n)} term of the AP ${apList(a, d)}, …?`,
        answer: int(term),
        distractors: fmtInts(ints(rng, term, [a + n * d, a + (n - 2) * d, n * d])),
        hint: 'The $n$th term is $a_n = a + (n - 1)d$.',
        explanation: `${tex(`a = ${a}`)} and ${tex(`d = ${d}`)}, so the ${ordinal(n)} term is ${int(a)} + ${n - 1} × ${paren(d)} = ${int(term)}.`,
        params: { form: 'nth', a, d, n },
      };
    },
    2: (rng): Problem => {
      const a = rng.int(1, 20);
      const d = rng.int(2, 9);
      const n = rng.int(10, 40);
      const value = a + (n - 1) * d;
      return {
        text: `Which term of the AP ${apList(a, d)}, … is ${int(value)}?`,
        answer: int(n),
        distractors: fmtInts(
          ints(rng, n, [n - 1, n + 1, Number.isInteger(value / d) ? value / d : n + 2], { min: 1 }),
        ),
        hint: 'Put the value into $a_n = a + (n - 1)d$ and solve for $n$.',
        explanation: `${tex(`${a} + (n - 1) \\times ${d} = ${texInt(value)}`)} gives ${tex(`n - 1 = ${(value - a) / d}`)}, so it is the ${ordinal(n)} term.`,
        params: { form: 'which', a, d, value },
      };
    },
    3: (rng): Problem => {
      const a = rng.int(-5, 15);
      const d = rng.int(-3, 6) || 2;
      const n = rng.int(10, 30);
      const sum = (n * (2 * a + (n - 1) * d)) / 2;
      return {
        text: `What is the sum of the first ${n} terms of the AP ${apList(a, d)}, …?`,
        answer: int(sum),
        distractors: fmtInts(
          ints(
            rng,
            sum,
            [(n * (2 * a + n * d)) / 2, a + (n - 1) * d, n * (2 * a + (n - 1) * d)].filter((x) =>
              Number.isInteger(x),
            ),
          ),
        ),
        hint: 'Use $S_n = \\frac{n}{2}[2a + (n - 1)d]$.',
        explanation: `${tex(`S_{${n}} = \\frac{${n}}{2}[2 \\times ${a < 0 ? `(${a})` : a} + ${n - 1} \\times ${d < 0 ? `(${d})` : d}] = \\frac{${n}}{2} \\times ${2 * a + (n - 1) * d}`)} = ${int(sum)}.`,
        params: { form: 'sum', a, d, n },
      };
    },
  },
};

function paren(n: number): string {
  return n < 0 ? `(${int(n)})` : int(n);
}

type Trig = 'sin' | 'cos' | 'tan';
const ANGLES = [0, 30, 45, 60, 90] as const;

const TRIG_TEXT: Record<Trig, Partial<Record<number, string>>> = {
  sin: { 0: '0', 30: '1/2', 45: '1/√2', 60: '√3/2', 90: '1' },
  cos: { 0: '1', 30: '√3/2', 45: '1/√2', 60: '1/2', 90: '0' },
  tan: { 0: '0', 30: '1/√3', 45: '1', 60: '√3' },
};

const TRIG_SQUARE: Record<Trig, Partial<Record<number, Q>>> = {
  sin: { 0: new Q(0), 30: new Q(1, 4), 45: new Q(1, 2), 60: new Q(3, 4), 90: new Q(1) },
  cos: { 0: new Q(1), 30: new Q(3, 4), 45: new Q(1, 2), 60: new Q(1, 4), 90: new Q(0) },
  tan: { 0: new Q(0), 30: new Q(1, 3), 45: new Q(1), 60: new Q(3) },
};

const ALL_VALUES = ['0', '1/2', '1/√2', '√3/2', '1', '1/√3', '√3', '2'];
/** How each value of the table is written in the pack. */
const VALUE_TEX: Record<string, string> = {
  '0': '0',
  '1': '1',
  '2': '2',
  '1/2': tex('\\frac{1}{2}'),
  '1/√2': tex('\\frac{1}{\\sqrt{2}}'),
  '√3/2': tex('\\frac{\\sqrt{3}}{2}'),
  '1/√3': tex('\\frac{1}{\\sqrt{3}}'),
  '√3': tex('\\sqrt{3}'),
};
const valueTex = (plain: string): string => VALUE_TEX[plain] ?? plain;
/** `sin 60° cos 30°` in TeX: `\\sin 60^{\\circ} \\cos 30^{\\circ}`. */
const trigTex = (plain: string): string =>
  plain.replace(
    /(sin|cos|tan)(²?) (\d+)°/gu,
    (_, f: string, sq: string, a: string) => `\\${f}${sq ? '^{2}' : ''} ${a}^{\\circ}`,
  );

/** Products of two ratios that are rational, with their exact values. */
const RATIONAL_PRODUCTS: readonly { text: string; value: Q }[] = [
  { text: 'sin 60° cos 30°', value: new Q(3, 4) },
  { text: 'sin 30° cos 60°', value: new Q(1, 4) },
  { text: 'sin 45° cos 45°', value: new Q(1, 2) },
  { text: 'tan 60° tan 30°', value: new Q(1) },
  { text: 'sin 30° tan 45°', value: new Q(1, 2) },
  { text: 'sin 60° tan 60°', value: new Q(3, 2) },
  { text: 'cos 30° tan 60°', value: new Q(3, 2) },
  { text: 'cos 60° tan 45°', value: new Q(1, 2) },
  { text: 'sin 90° cos 0°', value: new Q(1) },
];

type Sign = '+' | '−';
const TRIGS: readonly Trig[] = ['sin', 'cos', 'tan'];

/**
 * The sums and differences of two squares the level asks. Two with the same value and the same angles
 * (cos² 60° + sin² 30° and cos² 30° − cos² 60°) read as one question twice, so one of each is kept; a difference
 * is never negative (B − A is A − B with the other sign).
 */
const SQUARE_SUMS: readonly { f1: Trig; a1: number; op: Sign; f2: Trig; a2: number }[] = (() => {
  const out: { f1: Trig; a1: number; op: Sign; f2: Trig; a2: number }[] = [];
  const seen = new Set<string>();
  for (const op of ['+', '−'] as const)
    for (const f1 of TRIGS)
      for (const a1 of [30, 45, 60])
        for (const f2 of TRIGS)
          for (const a2 of [30, 45, 60]) {
            const v1 = TRIG_SQUARE[f1][a1] ?? new Q(0);
            const v2 = TRIG_SQUARE[f2][a2] ?? new Q(0);
            const value = op === '+' ? v1.add(v2) : v1.sub(v2);
            const id = `${value.n}/${value.d}|${[a1, a2].sort().join(',')}`;
            if ((f1 === f2 && a1 === a2) || value.n < 0 || seen.has(id)) continue;
            seen.add(id);
            out.push({ f1, a1, op, f2, a2 });
          }
  return out;
})();

/** Sums and differences of two products of ratios, one for each value and set of angles (as above). */
const PRODUCT_SUMS: readonly {
  x: (typeof RATIONAL_PRODUCTS)[number];
  op: Sign;
  y: (typeof RATIONAL_PRODUCTS)[number];
}[] = (() => {
  const out: { x: (typeof RATIONAL_PRODUCTS)[number]; op: Sign; y: (typeof RATIONAL_PRODUCTS)[number] }[] =
    [];
  const seen = new Set<string>();
  for (const op of ['+', '−'] as const)
    for (const x of RATIONAL_PRODUCTS)
      for (const y of RATIONAL_PRODUCTS) {
        const value = op === '+' ? x.value.add(y.value) : x.value.sub(y.value);
        const angles = `${x.text} ${y.text}`.match(/\d+/gu)?.sort().join(',') ?? '';
        const id = `${value.n}/${value.d}|${angles}`;
        if (x.text === y.text || value.n < 0 || seen.has(id)) continue;
        seen.add(id);
        out.push({ x, op, y });
      }
  return out;
})();

const trigonometry: SkillSpec = {
  slug: 'trigonometric-ratios',
  name: 'Trigonometric ratios of standard angles',
  description:
    'Recall sin, cos and tan of 0°, 30°, 45°, 60° and 90° and evaluate expressions built from them.',
  prerequisites: ['similar-triangles'],
  levels: {
    1: (rng): Problem => {
      const f = rng.pick(['sin', 'cos', 'tan'] as const);
      const angle = rng.pick(f === 'tan' ? [0, 30, 45, 60] : [...ANGLES]);
      // sin 45° and cos 45° have the same value and would read as one question twice.
      if (f === 'cos' && angle === 45) return trigonometry.levels[1](rng);
      const answer = TRIG_TEXT[f][angle] ?? '0';
      return {
        text: `What is the value of ${tex(trigTex(`${f} ${angle}°`))}?`,
        answer: valueTex(answer),
        // Values written at a length like the answer's come first, so that a long surd does not stand out.
        distractors: [
          ...rng.shuffle(
            ALL_VALUES.filter((v) => v !== answer && valueTex(v).length * 1.5 > valueTex(answer).length),
          ),
          ...rng.shuffle(
            ALL_VALUES.filter((v) => v !== answer && valueTex(v).length * 1.5 <= valueTex(answer).length),
          ),
        ].map(valueTex),
        hint:
          f === 'tan'
            ? 'Use $\\tan \\theta = \\frac{\\sin \\theta}{\\cos \\theta}$.'
            : 'Think of the set squares: the triangles with angles 30°, 60°, 90° and 45°, 45°, 90°.',
        explanation: `From the table of standard angles, ${tex(trigTex(`${f} ${angle}°`))} = ${valueTex(answer)}.`,
        params: { form: 'value', f, angle },
      };
    },
    2: (rng): Problem => {
      const { f1, a1, op, f2, a2 } = rng.pick(SQUARE_SUMS);
      const v1 = TRIG_SQUARE[f1][a1] ?? new Q(0);
      const v2 = TRIG_SQUARE[f2][a2] ?? new Q(0);
      const answer = op === '+' ? v1.add(v2) : v1.sub(v2);
      return {
        text: `What is the value of ${tex(trigTex(`${f1}² ${a1}° ${op === '+' ? '+' : '-'} ${f2}² ${a2}°`))}?`,
        answer: answer.toTex(),
        distractors: fractions(rng, answer, [
          op === '+' ? v1.sub(v2) : v1.add(v2),
          v1.add(v2).mul(2),
          v1.mul(v2),
        ]).map((q) => q.toTex()),
        hint: 'Square each value from the table first, then add or subtract.',
        explanation: `${tex(`${trigTex(`${f1}² ${a1}°`)} = ${v1.texBody()}`)} and ${tex(`${trigTex(`${f2}² ${a2}°`)} = ${v2.texBody()}`)}, so the value is ${tex(`${v1.texBody()} ${op === '+' ? '+' : '-'} ${v2.texBody()} = ${answer.texBody()}`)}.`,
        params: { form: 'squares', f1, a1, op, f2, a2 },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const { x, op, y } = rng.pick(PRODUCT_SUMS);
        const answer = op === '+' ? x.value.add(y.value) : x.value.sub(y.value);
        return {
          text: `What is the value of ${tex(`${trigTex(x.text)} ${op === '+' ? '+' : '-'} ${trigTex(y.text)}`)}?`,
          answer: answer.toTex(),
          distractors: fractions(rng, answer, [
            op === '+' ? x.value.sub(y.value) : x.value.add(y.value),
            x.value.mul(y.value),
            answer.add(new Q(1, 2)),
          ]).map((q) => q.toTex()),
          hint: 'Put in each value from the table, multiply, then add or subtract.',
          explanation: `${tex(`${trigTex(x.text)} = ${x.value.texBody()}`)} and ${tex(`${trigTex(y.text)} = ${y.value.texBody()}`)}, so the value is ${tex(`${x.value.texBody()} ${op === '+' ? '+' : '-'} ${y.value.texBody()} = ${answer.texBody()}`)}.`,
          params: { form: 'products', x: x.text, op, y: y.text },
        };
      }
      const f = rng.pick(['sin', 'cos', 'tan'] as const);
      const angle = rng.pick([30, 45, 60]);
      // sin θ and cos θ are both 1/√2 at 45°: the two equations would read as one question twice.
      if (f === 'cos' && angle === 45) return trigonometry.levels[3](rng);
      const value = TRIG_TEXT[f][angle] ?? '1';
      const equation = {
        '1/2': `2 \\${f} \\theta = 1`,
        '√3/2': `2 \\${f} \\theta = \\sqrt{3}`,
        '1/√2': `\\sqrt{2} \\${f} \\theta = 1`,
        '1/√3': `\\sqrt{3} \\${f} \\theta = 1`,
        '√3': `\\${f} \\theta = \\sqrt{3}`,
        '1': `\\${f} \\theta = 1`,
      }[value];
      return {
        text: `If ${tex(equation ?? `\\${f} \\theta = 1`)} and ${tex('\\theta')} is an acute angle, what is ${tex('\\theta')}?`,
        answer: `${angle}°`,
        options: ['30°', '45°', '60°', '90°'],
        hint: `First find ${tex(`\\${f} \\theta`)}, then look it up in the table.`,
        explanation: `${tex(`\\${f} \\theta`)} = ${valueTex(value)}, and ${tex(trigTex(`${f} ${angle}°`))} = ${valueTex(value)}, so ${tex('\\theta')} = ${angle}°.`,
        params: { form: 'angle', f, angle },
      };
    },
  },
};

const cmText = (v: number): string => `${int(v)} cm`;
const mText = (v: number): string => `${int(v)} m`;
const deg10 = (x: number): string => `${int(x)}°`;
/** An area or a volume with π = 22/7 as the pack writes it: `$\frac{1232}{3}$ cm$^{2}$`, `154 cm$^{2}$`. */
const sqCm = (q: Q): string => `${q.toTex()} cm$^{2}$`;
const cuCm = (q: Q): string => `${q.toTex()} cm$^{3}$`;
const PI = new Q(22, 7);
const PI_NOTE = '(Take $\\pi = \\frac{22}{7}$.)';

const triangles: SkillSpec = {
  slug: 'similar-triangles',
  name: 'Similar triangles',
  description:
    'Use the basic proportionality theorem, the ratios of corresponding sides of similar triangles and the ratio of their areas.',
  prerequisites: ['math-7-congruent-triangles', 'math-9-quadrilaterals'],
  levels: {
    1: (rng): Problem => {
      const ad = rng.int(2, 9);
      const db = rng.int(2, 12);
      const t = rng.int(2, 4);
      if (ad === db) return triangles.levels[1](rng);
      const ae = ad * t;
      const ec = db * t;
      const wrong = [(ad * ae) / db, db + ae - ad, ae, (db * ad) / ae].filter(
        (x) => Number.isInteger(x) && x > 0,
      );
      return {
        text: `In triangle ABC, D is a point on AB and E is a point on AC with DE ∥ BC. If AD = ${ad} cm, DB = ${db} cm and AE = ${ae} cm, what is EC?`,
        answer: cmText(ec),
        distractors: measures(rng, ec, wrong, cmText, { min: 1 }),
        hint: 'A line parallel to one side of a triangle divides the other two sides in the same ratio.',
        explanation: `${tex('\\frac{AD}{DB} = \\frac{AE}{EC}')}, so ${tex(`\\frac{${ad}}{${db}} = \\frac{${ae}}{EC}`)} and EC = ${db} × ${ae} ÷ ${ad} = ${ec} cm.`,
        figure: bptFigure(
          `Triangle ABC with D on side AB and E on side AC; DE is parallel to BC. AD is ${ad} cm, DB is ${db} cm and AE is ${ae} cm.`,
        ),
        params: { form: 'bpt', ad, db, ae },
      };
    },
    2: (rng): Problem => {
      const form = rng.pick(['side', 'perimeter'] as const);
      const p = rng.int(2, 5);
      const q = rng.int(2, 5);
      if (p === q || gcd(p, q) !== 1) return triangles.levels[2](rng);
      const k = rng.int(2, 4);
      if (form === 'perimeter') {
        const per1 = p * k * rng.int(5, 9);
        const per2 = (per1 / p) * q;
        const ab = p * k;
        const pq = q * k;
        return {
          text: `Triangle ABC is similar to triangle PQR. The perimeter of ABC is ${per1} cm and that of PQR is ${per2} cm. If AB = ${ab} cm, what is PQ?`,
          answer: cmText(pq),
          distractors: measures(
            rng,
            pq,
            [ab + (per2 - per1), (ab * per1) / per2, per2 - per1 + ab + 1],
            cmText,
            { min: 1 },
          ),
          hint: 'The perimeters of similar triangles are in the same ratio as their corresponding sides.',
          explanation: `${tex(`\\frac{PQ}{AB} = \\frac{${per2}}{${per1}}`)}, so PQ = ${ab} × ${per2} ÷ ${per1} = ${pq} cm.`,
          params: { form, per1, per2, ab },
        };
      }
      const ab = p * k;
      const bc = p * rng.int(2, 6);
      const pq = q * k;
      const qr = (bc / p) * q;
      if (ab === bc) return triangles.levels[2](rng);
      return {
        text: `Triangle ABC is similar to triangle PQR, with AB = ${ab} cm, BC = ${bc} cm and PQ = ${pq} cm. What is QR?`,
        answer: cmText(qr),
        distractors: measures(
          rng,
          qr,
          [bc + (pq - ab), (bc * ab) / pq, ab + pq - bc > 0 ? ab + pq - bc : qr + 2],
          cmText,
          {
            min: 1,
          },
        ),
        hint: 'Corresponding sides of similar triangles are in the same ratio: AB with PQ, BC with QR.',
        explanation: `${tex(`\\frac{QR}{BC} = \\frac{PQ}{AB} = \\frac{${pq}}{${ab}}`)}, so QR = ${bc} × ${pq} ÷ ${ab} = ${qr} cm.`,
        params: { form, ab, bc, pq },
      };
    },
    3: (rng): Problem => {
      const form = rng.pick(['area-ratio', 'side-from-areas'] as const);
      const p = rng.int(2, 9);
      const q = rng.int(2, 11);
      if (p >= q || gcd(p, q) !== 1) return triangles.levels[3](rng);
      if (form === 'area-ratio') {
        const k = rng.int(1, 4);
        const ratio = (x: number, y: number): string => `${x} : ${y}`;
        return {
          text: `Triangles ABC and DEF are similar, with BC = ${p * k} cm and EF = ${q * k} cm. What is the ratio of their areas?`,
          answer: ratio(p * p, q * q),
          distractors: [ratio(p, q), ratio(p ** 3, q ** 3), ratio(q * q, p * p), ratio(2 * p, 2 * q + 1)],
          hint: 'The ratio of the areas of two similar triangles is the square of the ratio of their corresponding sides.',
          explanation: `${tex(`\\frac{BC}{EF} = \\frac{${p * k}}{${q * k}} = \\frac{${p}}{${q}}`)}, so the areas are in the ratio ${tex(`${p}^{2} : ${q}^{2}`)} = ${ratio(p * p, q * q)}.`,
          params: { form, bc: p * k, ef: q * k },
        };
      }
      const k = rng.int(1, 3);
      const a1 = p * p * k * rng.pick([1, 4]);
      const a2 = (a1 / (p * p)) * q * q;
      const side1 = p * rng.int(1, 4);
      const side2 = (side1 / p) * q;
      return {
        text: `The areas of two similar triangles are ${a1} cm$^{2}$ and ${int(a2)} cm$^{2}$. A side of the first is ${side1} cm. How long is the corresponding side of the second?`,
        answer: cmText(side2),
        distractors: measures(
          rng,
          side2,
          [(side1 * a2) / a1, (side1 * q * q) / (p * p), side1 + q - p],
          cmText,
          { min: 1 },
        ),
        hint: 'First take the square root of the ratio of the areas; that is the ratio of the sides.',
        explanation: `${tex(`\\frac{${a1}}{${a2}}${a1 === p * p ? '' : ` = \\frac{${p * p}}{${q * q}}`}`)}, so the sides are in the ratio ${p} : ${q}, and the side is ${side1} × ${q} ÷ ${p} = ${side2} cm.`,
        params: { form, a1, a2, side1 },
      };
    },
  },
};

const PYTHAGOREAN: readonly (readonly [number, number, number])[] = [
  [3, 4, 5],
  [4, 3, 5],
  [6, 8, 10],
  [8, 6, 10],
  [5, 12, 13],
  [12, 5, 13],
  [8, 15, 17],
  [9, 12, 15],
  [12, 9, 15],
];

const pt = (x: number, y: number): string => `(${int(x)}, ${int(y)})`;

const coordinate10: SkillSpec = {
  slug: 'distance-and-section-formulae',
  name: 'Distance and section formulae',
  description:
    'Find the distance between two points, the mid-point of a segment, the point dividing it in a given ratio and the ratio in which a point divides it.',
  prerequisites: ['similar-triangles', 'math-9-coordinate-geometry', 'math-8-baudhayana-pythagoras-theorem'],
  levels: {
    1: (rng): Problem => {
      const [dx = 3, dy = 4, d = 5] = rng.pick(PYTHAGOREAN.filter(([x, y]) => x <= 12 && y <= 12));
      const x1 = rng.int(-5, 4);
      const y1 = rng.int(-5, 4);
      const sx = rng.pick([1, -1]);
      const sy = rng.pick([1, -1]);
      const [x2, y2] = [x1 + sx * dx, y1 + sy * dy];
      const units = (v: number): string => `${v} unit${v === 1 ? '' : 's'}`;
      const tp = (v: number): string => (v < 0 ? `(${v})` : String(v));
      return {
        text: `What is the distance between the points A${pt(x1, y1)} and B${pt(x2, y2)}?`,
        answer: units(d),
        distractors: measures(rng, d, [dx + dy, d * d, Math.abs(dx - dy) || d + 2, dx * dy], units, {
          min: 1,
        }),
        hint: 'Use the distance formula $AB = \\sqrt{(x_2 - x_1)^{2} + (y_2 - y_1)^{2}}$.',
        explanation: `${tex(`AB = \\sqrt{(${x2} - ${tp(x1)})^{2} + (${y2} - ${tp(y1)})^{2}} = \\sqrt{${dx * dx} + ${dy * dy}} = \\sqrt{${d * d}}`)} = ${d} units.`,
        figure: pointsFigure(
          [x1, y1],
          [x2, y2],
          ['A', 'B'],
          `A coordinate grid with the points A${pt(x1, y1)} and B${pt(x2, y2)} joined by a line segment.`,
        ),
        params: { form: 'distance', x1, y1, x2, y2 },
      };
    },
    2: (rng): Problem => {
      const form = rng.pick(['midpoint', 'section'] as const);
      const m = form === 'midpoint' ? 1 : rng.int(1, 4);
      const nn = form === 'midpoint' ? 1 : rng.int(1, 4);
      if (form === 'section' && (m === nn || gcd(m, nn) !== 1)) return coordinate10.levels[2](rng);
      const x1 = rng.int(-8, 8);
      const y1 = rng.int(-8, 8);
      const x2 = x1 + (m + nn) * rng.int(-4, 4);
      const y2 = y1 + (m + nn) * rng.int(-4, 4);
      if (x1 === x2 || y1 === y2) return coordinate10.levels[2](rng);
      const px = (nn * x1 + m * x2) / (m + nn);
      const py = (nn * y1 + m * y2) / (m + nn);
      const answer = pt(px, py);
      const swapped = pt((m * x1 + nn * x2) / (m + nn), (m * y1 + nn * y2) / (m + nn));
      const wrong = [
        swapped,
        pt(x2 - x1, y2 - y1),
        pt(Math.round((x1 + x2) / 2), Math.round((y1 + y2) / 2)),
        pt(px, -py),
        pt(-px, py),
      ].filter((w) => w !== answer);
      if (form === 'midpoint')
        return {
          text: `What is the mid-point of the segment joining A${pt(x1, y1)} and B${pt(x2, y2)}?`,
          answer,
          distractors: wrong,
          hint: 'The mid-point has the average of the x-coordinates and the average of the y-coordinates.',
          explanation: `${tex(`\\left(\\frac{${x1} + ${x2 < 0 ? `(${x2})` : x2}}{2}, \\frac{${y1} + ${y2 < 0 ? `(${y2})` : y2}}{2}\\right)`)} = ${answer}.`,
          params: { form, x1, y1, x2, y2 },
        };
      return {
        text: `Which point divides the segment joining A${pt(x1, y1)} and B${pt(x2, y2)} internally in the ratio ${m} : ${nn}?`,
        answer,
        distractors: wrong,
        hint: 'Use the section formula: the point is $\\left(\\frac{m x_2 + n x_1}{m + n}, \\frac{m y_2 + n y_1}{m + n}\\right)$ for the ratio m : n from A.',
        explanation: `${tex(`x = \\frac{${m} \\times ${x2 < 0 ? `(${x2})` : x2} + ${nn} \\times ${x1 < 0 ? `(${x1})` : x1}}{${m + nn}} = ${px}`)} and ${tex(`y = \\frac{${m} \\times ${y2 < 0 ? `(${y2})` : y2} + ${nn} \\times ${y1 < 0 ? `(${y1})` : y1}}{${m + nn}} = ${py}`)}, so the point is ${answer}.`,
        params: { form, x1, y1, x2, y2, m, n: nn },
      };
    },
    3: (rng): Problem => {
      const form = rng.pick(['x-axis-ratio', 'endpoint'] as const);
      if (form === 'endpoint') {
        const x1 = rng.int(-9, 9);
        const y1 = rng.int(-9, 9);
        const mx = rng.int(-6, 6);
        const my = rng.int(-6, 6);
        const bx = 2 * mx - x1;
        const by = 2 * my - y1;
        if (bx === x1 || by === y1) return coordinate10.levels[3](rng);
        const answer = pt(bx, by);
        return {
          text: `M${pt(mx, my)} is the mid-point of AB, and A is ${pt(x1, y1)}. What are the coordinates of B?`,
          answer,
          distractors: [
            pt(mx - x1, my - y1),
            pt(2 * x1 - mx, 2 * y1 - my),
            pt(2 * mx + x1, 2 * my + y1),
            pt(by, bx),
          ].filter((w) => w !== answer),
          hint: 'The coordinates of M are the averages of those of A and B; work backwards.',
          explanation: `${tex(`\\frac{${x1} + x}{2} = ${mx}`)} gives ${tex(`x = ${bx}`)}, and ${tex(`\\frac{${y1} + y}{2} = ${my}`)} gives ${tex(`y = ${by}`)}, so B is ${answer}.`,
          params: { form, x1, y1, mx, my },
        };
      }
      const a = rng.int(1, 9);
      const b = rng.int(1, 9);
      if (a === b) return coordinate10.levels[3](rng);
      const x1 = rng.int(-6, 6);
      const x2 = rng.int(-6, 6);
      const g = gcd(a, b);
      const ratio = (u: number, v: number): string => `${u} : ${v}`;
      const answer = ratio(a / g, b / g);
      return {
        text: `In what ratio does the x-axis divide the segment joining A${pt(x1, -a)} and B${pt(x2, b)}?`,
        answer,
        distractors: [
          ratio(b / g, a / g),
          ratio(Math.abs(x1) + 1, Math.abs(x2) + 2),
          ratio(a + b, b / g),
          ratio(a / g, (a + b) / g),
        ].filter((w) => w !== answer),
        hint: 'A point on the x-axis has y-coordinate 0; put the ratio as k : 1 into the section formula for y.',
        explanation: `${tex(`\\frac{k \\times ${b} + 1 \\times (-${a})}{k + 1} = 0`)} gives ${tex(`k = ${new Q(a, b).texBody()}`)}, so the ratio is ${answer}.`,
        params: { form, a, b, x1, x2 },
      };
    },
  },
};

/** k√r metres in TeX (`$10\sqrt{3}$ m`), or plain metres when r is 1. */
const surdM = (k: number, r: number): string =>
  r === 1 ? mText(k) : `${tex(`${k === 1 ? '' : texInt(k)}\\sqrt{${r}}`)} m`;

const heights: SkillSpec = {
  slug: 'heights-and-distances',
  name: 'Heights and distances',
  description:
    'Use the angles of elevation and depression with tan, sin and cos of 30°, 45° and 60° to find heights and distances.',
  prerequisites: ['trigonometric-ratios'],
  levels: {
    1: (rng): Problem => {
      // At 45° the height equals the distance given in the question, so 45° is asked of the ladder only.
      const angle = rng.pick([30, 60]);
      const d = rng.int(2, 15) * 6;
      const thing = rng.pick(['tower', 'temple gopuram', 'mobile tower', 'tree', 'flagpole']);
      const options: Record<number, string> = { 30: surdM(d / 3, 3), 45: mText(d), 60: surdM(d, 3) };
      const answer = options[angle] ?? '';
      return {
        text: `From a point on the ground ${d} m from the foot of a ${thing}, the angle of elevation of its top is ${deg10(angle)}. How tall is the ${thing}?`,
        answer,
        distractors: [...Object.values(options), surdM(d / 2, 3), mText(2 * d)].filter((o) => o !== answer),
        hint: `In the right triangle, ${tex(`\\tan ${angle}^{\\circ} = \\frac{\\text{height}}{\\text{distance}}`)}.`,
        explanation: `Height = ${d} × ${tex(`\\tan ${angle}^{\\circ}`)} = ${d} × ${angle === 45 ? '1' : angle === 60 ? tex('\\sqrt{3}') : tex('\\frac{1}{\\sqrt{3}}')} = ${answer}${angle === 30 ? ` (multiply top and bottom by ${tex('\\sqrt{3}')})` : ''}.`,
        figure: elevationFigure(
          `A ${thing} AB standing upright at B on level ground, and a point C on the ground ${d} m from B. The angle ACB, the angle of elevation of the top A from C, is ${deg10(angle)}.`,
        ),
        params: { form: 'height', angle, d },
      };
    },
    2: (rng): Problem => {
      const form = rng.pick(['depression', 'ladder'] as const);
      const h = rng.int(2, 15) * 6;
      const angle = rng.pick(form === 'ladder' ? [30, 45, 60] : [30, 60]);
      if (form === 'ladder') {
        const h = rng.int(1, 5) * 3;
        const lengths: Record<number, string> = {
          30: mText(2 * h),
          45: surdM(h, 2),
          60: surdM((2 * h) / 3, 3),
        };
        const answer = lengths[angle] ?? '';
        return {
          text: `A ladder leans against a wall and makes an angle of ${deg10(angle)} with the ground. Its top reaches ${h} m up the wall. How long is the ladder?`,
          answer,
          distractors: [...Object.values(lengths), mText(h), surdM(h, 3)].filter((o) => o !== answer),
          hint: `The ladder is the hypotenuse, and the height on the wall is opposite the ${deg10(angle)} angle: use ${tex(`\\sin ${angle}^{\\circ}`)}.`,
          explanation: `Length = ${h} ÷ ${tex(`\\sin ${angle}^{\\circ}`)} = ${h} ÷ ${angle === 30 ? tex('\\frac{1}{2}') : angle === 45 ? tex('\\frac{1}{\\sqrt{2}}') : tex('\\frac{\\sqrt{3}}{2}')} = ${answer}.`,
          params: { form, h, angle },
        };
      }
      const distances: Record<number, string> = { 30: surdM(h, 3), 45: mText(h), 60: surdM(h / 3, 3) };
      const answer = distances[angle] ?? '';
      return {
        text: `From the top of a ${h} m high lighthouse, the angle of depression of a boat is ${deg10(angle)}. How far is the boat from the foot of the lighthouse?`,
        answer,
        distractors: [...Object.values(distances), mText(2 * h), surdM(h / 2, 3)].filter((o) => o !== answer),
        hint: 'The angle of depression from the top equals the angle of elevation of the top from the boat (alternate angles).',
        explanation: `Distance = ${h} ÷ ${tex(`\\tan ${angle}^{\\circ}`)} = ${h} ÷ ${angle === 45 ? '1' : angle === 30 ? tex('\\frac{1}{\\sqrt{3}}') : tex('\\sqrt{3}')} = ${answer}.`,
        figure: elevationFigure(
          `A lighthouse AB, ${h} m high, standing at B on the sea level, and a boat at C. The angle of depression of C from A equals the angle ACB, which is ${deg10(angle)}.`,
        ),
        params: { form, h, angle },
      };
    },
    3: (rng): Problem => {
      const d = rng.int(3, 25) * 2;
      const ask = rng.pick(['height', 'distance'] as const);
      const answer = ask === 'height' ? surdM(d / 2, 3) : mText(d / 2);
      return {
        text: `The angle of elevation of the top of a tower from a point C on the ground is 30°. After walking ${d} m towards the tower to a point D, it becomes 60°. What is ${ask === 'height' ? 'the height of the tower' : 'the distance of D from the foot of the tower'}?`,
        answer,
        distractors: [
          surdM(d / 2, 3),
          mText(d / 2),
          surdM(d, 3),
          mText(d),
          surdM(d * 2, 3),
          mText((3 * d) / 2),
        ].filter((o) => o !== answer),
        hint: 'Let the height be h and the distance of D from the foot be x; write tan 60° and tan 30° in terms of h and x.',
        explanation: `${tex(`h = x\\sqrt{3}`)} and ${tex(`h = \\frac{x + ${d}}{\\sqrt{3}}`)}, so ${tex(`3x = x + ${d}`)} and x = ${d / 2} m; then h = ${tex(`${d / 2}\\sqrt{3}`)} m.`,
        figure: elevationFigure(
          `A tower AB standing at B on level ground. C and D are points on the ground in line with B, D nearer the tower, with CD = ${d} m. The angle of elevation of A is 30° from C and 60° from D.`,
          true,
        ),
        params: { form: 'two-angles', d, ask },
      };
    },
  },
};

/** Radius, tangent length and distance from the centre: r² + t² = d². */
const TANGENTS: readonly (readonly [number, number, number])[] = [
  [5, 12, 13],
  [12, 5, 13],
  [7, 24, 25],
  [8, 15, 17],
  [15, 8, 17],
  [6, 8, 10],
  [9, 12, 15],
  [20, 21, 29],
  [12, 16, 20],
  [10, 24, 26],
];

const tangents: SkillSpec = {
  slug: 'tangents-to-a-circle',
  name: 'Tangents to a circle',
  description:
    'Use the facts that a tangent is perpendicular to the radius at the point of contact and that the two tangents from an outside point are equal.',
  prerequisites: ['similar-triangles', 'math-9-circles-chords-and-angles'],
  levels: {
    1: (rng): Problem => {
      const [r = 5, t = 12, d = 13] = rng.pick(TANGENTS);
      const ask = rng.pick(['tangent', 'radius'] as const);
      const alt = `A circle with centre O. P is a point outside the circle and PT is a tangent touching the circle at T; OT is a radius, and OP is joined.`;
      if (ask === 'radius')
        return {
          text: `The length of the tangent from a point P to a circle is ${t} cm, and P is ${d} cm from the centre O. What is the radius of the circle?`,
          answer: cmText(r),
          distractors: measures(rng, r, [d - t, d + t, Math.round(Math.sqrt(d * d + t * t))], cmText, {
            min: 1,
          }),
          hint: 'The radius OT is perpendicular to the tangent PT, so triangle OTP is right-angled at T.',
          explanation: `${tex(`OT = \\sqrt{OP^{2} - PT^{2}} = \\sqrt{${d}^{2} - ${t}^{2}} = \\sqrt{${d * d - t * t}}`)} = ${r} cm.`,
          figure: tangentFigure(`${alt} PT is ${t} cm and OP is ${d} cm.`),
          params: { form: 'radius', t, d },
        };
      return {
        text: `A point P is ${d} cm from the centre O of a circle of radius ${r} cm. What is the length of the tangent from P to the circle?`,
        answer: cmText(t),
        distractors: measures(rng, t, [d - r, d + r, Math.round(Math.sqrt(d * d + r * r))], cmText, {
          min: 1,
        }),
        hint: 'The radius to the point of contact is perpendicular to the tangent; use the right triangle OTP.',
        explanation: `${tex(`PT = \\sqrt{OP^{2} - OT^{2}} = \\sqrt{${d}^{2} - ${r}^{2}} = \\sqrt{${d * d - r * r}}`)} = ${t} cm.`,
        figure: tangentFigure(`${alt} OT is ${r} cm and OP is ${d} cm.`),
        params: { form: 'tangent', r, d },
      };
    },
    2: (rng): Problem => {
      const form = rng.pick(['centre', 'apex', 'chord'] as const);
      const x = rng.int(6, 30) * 5 - rng.pick([0, 2]);
      if (x >= 170 || x === 90) return tangents.levels[2](rng);
      const alt = (known: string) =>
        `A circle with centre O and a point P outside it. PA and PB are the two tangents from P, touching the circle at A and B; OA and OB are radii. ${known}`;
      if (form === 'centre')
        return {
          text: `PA and PB are tangents from P to a circle with centre O. If ∠APB = ${deg10(x)}, what is ∠AOB?`,
          answer: deg10(180 - x),
          distractors: angleList(180 - x, [x, 2 * x, 90 - x / 2, 360 - 2 * x]),
          hint: 'In quadrilateral OAPB the angles at A and B are right angles.',
          explanation: `∠AOB = 360° − 90° − 90° − ${deg10(x)} = ${deg10(180 - x)}.`,
          figure: twoTangentsFigure(alt(`∠APB is ${deg10(x)}.`)),
          params: { form, x },
        };
      if (form === 'apex')
        return {
          text: `PA and PB are tangents from P to a circle with centre O. If ∠AOB = ${deg10(x)}, what is ∠APB?`,
          answer: deg10(180 - x),
          distractors: angleList(180 - x, [x, x / 2, 90 - x / 2, 360 - 2 * x]),
          hint: 'The radii OA and OB meet the tangents at right angles; the four angles of OAPB add up to 360°.',
          explanation: `∠APB = 360° − 90° − 90° − ${deg10(x)} = ${deg10(180 - x)}.`,
          figure: twoTangentsFigure(alt(`∠AOB is ${deg10(x)}.`)),
          params: { form, x },
        };
      const y = x % 2 === 0 ? x : x + 1;
      return {
        text: `PA and PB are tangents from P to a circle. If ∠APB = ${deg10(y)}, what is ∠PAB?`,
        answer: deg10(90 - y / 2),
        distractors: angleList(90 - y / 2, [y, 180 - y, y / 2, 90 + y / 2]),
        hint: 'The two tangents from P are equal, so triangle PAB is isosceles.',
        explanation: `PA = PB, so ∠PAB = ∠PBA = (180° − ${deg10(y)}) ÷ 2 = ${deg10(90 - y / 2)}.`,
        figure: twoTangentsFigure(alt(`∠APB is ${deg10(y)}; A and B are joined.`)),
        params: { form, y },
      };
    },
    3: (rng): Problem => {
      const form = rng.pick(['circumscribed', 'concentric'] as const);
      if (form === 'concentric') {
        const [r = 5, half = 12, big = 13] = rng.pick(TANGENTS);
        return {
          text: `Two concentric circles have radii ${big} cm and ${r} cm. What is the length of the chord of the larger circle that touches the smaller circle?`,
          answer: cmText(2 * half),
          distractors: measures(rng, 2 * half, [half, big - r, 2 * (big - r), big + r], cmText, { min: 1 }),
          hint: 'The radius of the smaller circle to the point of contact is perpendicular to the chord and bisects it.',
          explanation: `Half the chord is ${tex(`\\sqrt{${big}^{2} - ${r}^{2}} = \\sqrt{${big * big - r * r}}`)} = ${half} cm, so the chord is ${2 * half} cm.`,
          params: { form, big, r },
        };
      }
      const ab = rng.int(5, 15);
      const bc = rng.int(5, 15);
      const cd = rng.int(5, 15);
      const ad = ab + cd - bc;
      if (ad < 3 || ab === bc) return tangents.levels[3](rng);
      return {
        text: `A quadrilateral ABCD is drawn to circumscribe a circle. If AB = ${ab} cm, BC = ${bc} cm and CD = ${cd} cm, what is AD?`,
        answer: cmText(ad),
        distractors: measures(rng, ad, [ab + bc - cd, bc + cd - ab, ab + bc + cd - 2 * ad], cmText, {
          min: 1,
        }),
        hint: 'Tangents from a vertex to the circle are equal, so AB + CD = AD + BC.',
        explanation: `AB + CD = AD + BC gives ${ab} + ${cd} = AD + ${bc}, so AD = ${ab + cd} − ${bc} = ${ad} cm.`,
        params: { form, ab, bc, cd },
      };
    },
  },
};

/** Angle options between 1° and 179°, the answer excluded. */
function angleList(answer: number, typical: readonly number[]): string[] {
  const out: number[] = [];
  for (const x of [...typical, answer + 10, answer - 10, answer + 20, answer - 20])
    if (Number.isInteger(x) && x > 0 && x < 180 && x !== answer && !out.includes(x)) out.push(x);
  return out.map(deg10);
}

const circleAreas: SkillSpec = {
  slug: 'areas-related-to-circles',
  name: 'Areas related to circles',
  description:
    'Find the area of a sector, the length of an arc and the area of a segment or a ring, with π = 22/7.',
  prerequisites: ['math-8-mensuration'],
  levels: {
    1: (rng): Problem => {
      const r = rng.pick([7, 14, 21, 28, 35]);
      const theta = rng.pick([30, 45, 60, 90, 120, 135, 150]);
      const area = PI.mul(r * r * theta).div(360);
      return {
        text: `What is the area of a sector of a circle of radius ${r} cm with an angle of ${deg10(theta)} at the centre? ${PI_NOTE}`,
        answer: sqCm(area),
        distractors: [
          PI.mul(2 * r * theta).div(360),
          PI.mul(r * r * theta).div(180),
          PI.mul(r * r),
          PI.mul(r * theta).div(360),
        ]
          .filter((q) => !q.equals(area))
          .map(sqCm),
        hint: `Area of a sector = ${tex('\\frac{\\theta}{360} \\times \\pi r^{2}')}.`,
        explanation: `${tex(`\\frac{${theta}}{360} \\times \\frac{22}{7} \\times ${r}^{2}`)} = ${sqCm(area)}.`,
        figure: sectorFigure(
          theta,
          `A circle with centre O and a sector OAB; the angle AOB at the centre is ${deg10(theta)} and the radius is ${r} cm.`,
        ),
        params: { form: 'sector', r, theta },
      };
    },
    2: (rng): Problem => {
      const form = rng.pick(['arc', 'clock'] as const);
      if (form === 'clock') {
        const r = rng.pick([7, 14, 21]);
        const minutes = rng.pick([5, 10, 15, 20, 35, 40, 45]);
        const area = PI.mul(r * r * minutes * 6).div(360);
        return {
          text: `The minute hand of a clock is ${r} cm long. What area does it sweep in ${minutes} minutes? ${PI_NOTE}`,
          answer: sqCm(area),
          distractors: [
            PI.mul(r * r * minutes).div(360),
            PI.mul(2 * r * minutes * 6).div(360),
            PI.mul(r * r * minutes * 30).div(360),
            area.mul(2),
          ]
            .filter((q) => !q.equals(area))
            .map(sqCm),
          hint: 'The minute hand turns 360° in 60 minutes, so 6° every minute; the area swept is a sector.',
          explanation: `In ${minutes} minutes it turns ${minutes} × 6° = ${deg10(minutes * 6)}, so the area is ${tex(`\\frac{${minutes * 6}}{360} \\times \\frac{22}{7} \\times ${r}^{2}`)} = ${sqCm(area)}.`,
          params: { form, r, minutes },
        };
      }
      const r = rng.pick([7, 14, 21, 28, 35, 42]);
      const theta = rng.pick([30, 45, 60, 90, 120, 150, 180]);
      const arc = PI.mul(2 * r * theta).div(360);
      const cm1 = (q: Q): string => `${q.toTex()} cm`;
      return {
        text: `What is the length of the arc of a circle of radius ${r} cm that makes an angle of ${deg10(theta)} at the centre? ${PI_NOTE}`,
        answer: cm1(arc),
        distractors: [PI.mul(r * r * theta).div(360), PI.mul(r * theta).div(360), PI.mul(2 * r), arc.mul(2)]
          .filter((q) => !q.equals(arc))
          .map(cm1),
        hint: `Length of an arc = ${tex('\\frac{\\theta}{360} \\times 2\\pi r')}.`,
        explanation: `${tex(`\\frac{${theta}}{360} \\times 2 \\times \\frac{22}{7} \\times ${r}`)} = ${cm1(arc)}.`,
        params: { form, r, theta },
      };
    },
    3: (rng): Problem => {
      const form = rng.pick(['segment', 'ring'] as const);
      if (form === 'ring') {
        const r = rng.pick([7, 14, 21]);
        const big = r + rng.pick([7, 14, 21]);
        const area = PI.mul(big * big - r * r);
        return {
          text: `A circular park of radius ${r} m has a path around it, so that the outer edge of the path is a circle of radius ${big} m. What is the area of the path? ${PI_NOTE}`,
          answer: `${area.toTex()} m$^{2}$`,
          distractors: [
            PI.mul((big - r) ** 2),
            PI.mul(big * big),
            PI.mul(2 * (big - r)),
            PI.mul(big * big + r * r),
          ]
            .filter((q) => !q.equals(area))
            .map((q) => `${q.toTex()} m$^{2}$`),
          hint: 'The path is the larger circle minus the park.',
          explanation: `${tex(`\\frac{22}{7} \\times (${big}^{2} - ${r}^{2}) = \\frac{22}{7} \\times ${big * big - r * r}`)} = ${area.toTex()} m$^{2}$.`,
          params: { form, r, big },
        };
      }
      const r = rng.pick([7, 14, 21, 28, 35]);
      const quarter = PI.mul(r * r).div(4);
      const triangle = new Q(r * r, 2);
      const segment = quarter.sub(triangle);
      return {
        text: `A chord of a circle of radius ${r} cm makes a right angle at the centre. What is the area of the minor segment? ${PI_NOTE}`,
        answer: sqCm(segment),
        distractors: [
          quarter,
          triangle,
          quarter.add(triangle),
          PI.mul(r * r)
            .div(2)
            .sub(triangle),
        ]
          .filter((q) => !q.equals(segment))
          .map(sqCm),
        hint: 'Minor segment = sector with angle 90° minus the right triangle formed by the two radii and the chord.',
        explanation: `Sector = ${tex(`\\frac{90}{360} \\times \\frac{22}{7} \\times ${r}^{2}`)} = ${sqCm(quarter)}; triangle = ${tex(`\\frac{1}{2} \\times ${r} \\times ${r}`)} = ${sqCm(triangle)}; segment = ${tex(`${quarter.texBody()} - ${triangle.texBody()}`)} = ${sqCm(segment)}.`,
        figure: sectorFigure(
          90,
          `A circle with centre O and radius ${r} cm; the chord AB makes a right angle AOB at the centre, and the minor segment lies between the chord AB and the arc AB.`,
          true,
        ),
        params: { form, r },
      };
    },
  },
};

/** Cone radius, height and slant height. */
const CONE_TRIPLES: readonly (readonly [number, number, number])[] = [
  [7, 24, 25],
  [21, 20, 29],
  [21, 28, 35],
  [28, 21, 35],
  [14, 48, 50],
  [35, 12, 37],
];

const solids10: SkillSpec = {
  slug: 'combinations-of-solids',
  name: 'Surface areas and volumes of combined solids',
  description:
    'Find the volume and the surface area of solids made of cylinders, cones and hemispheres, and the result of melting one solid into another.',
  prerequisites: ['areas-related-to-circles', 'math-9-surface-areas-and-volumes'],
  levels: {
    1: (rng): Problem => {
      const form = rng.pick(['capsule', 'toy'] as const);
      const r = rng.pick([7, 14, 21]);
      const h = rng.int(2, 10) * 3;
      if (form === 'capsule') {
        const volume = PI.mul(r * r * h).add(PI.mul(4 * r * r * r).div(3));
        return {
          text: `A solid is a cylinder of radius ${r} cm and height ${h} cm with a hemisphere of the same radius on each end. What is its volume? ${PI_NOTE}`,
          answer: cuCm(volume),
          distractors: [
            PI.mul(r * r * h).add(PI.mul(2 * r * r * r).div(3)),
            PI.mul(r * r * h),
            PI.mul(r * r * h).add(PI.mul(8 * r * r * r).div(3)),
          ]
            .filter((q) => !q.equals(volume))
            .map(cuCm),
          hint: `Two hemispheres make one sphere: add ${tex('\\pi r^{2}h')} and ${tex('\\frac{4}{3}\\pi r^{3}')}.`,
          explanation: `${tex(`\\frac{22}{7} \\times ${r}^{2} \\times ${h} + \\frac{4}{3} \\times \\frac{22}{7} \\times ${r}^{3}`)} = ${cuCm(volume)}.`,
          params: { form, r, h },
        };
      }
      const volume = PI.mul(r * r * h)
        .div(3)
        .add(PI.mul(2 * r * r * r).div(3));
      return {
        text: `A toy is a cone of radius ${r} cm and height ${h} cm standing on a hemisphere of the same radius. What is its volume? ${PI_NOTE}`,
        answer: cuCm(volume),
        distractors: [
          PI.mul(r * r * h).add(PI.mul(2 * r * r * r).div(3)),
          PI.mul(r * r * h)
            .div(3)
            .add(PI.mul(4 * r * r * r).div(3)),
          PI.mul(r * r * h).div(3),
        ]
          .filter((q) => !q.equals(volume))
          .map(cuCm),
        hint: `Add the volume of the cone, ${tex('\\frac{1}{3}\\pi r^{2}h')}, and of the hemisphere, ${tex('\\frac{2}{3}\\pi r^{3}')}.`,
        explanation: `${tex(`\\frac{1}{3} \\times \\frac{22}{7} \\times ${r}^{2} \\times ${h} + \\frac{2}{3} \\times \\frac{22}{7} \\times ${r}^{3}`)} = ${cuCm(volume)}.`,
        params: { form, r, h },
      };
    },
    2: (rng): Problem => {
      const form = rng.pick(['toy-area', 'tent'] as const);
      const [r = 7, h = 24, l = 25] = rng.pick(CONE_TRIPLES);
      if (form === 'tent') {
        const height = rng.int(5, 30);
        const canvas = PI.mul(2 * r * height).add(PI.mul(r * l));
        return {
          text: `A solid is a cylinder of radius ${r} cm and height ${height} cm with a cone of the same radius and height ${h} cm on top. What is the curved surface area of the solid (the cylinder's and the cone's together)? ${PI_NOTE}`,
          answer: sqCm(canvas),
          distractors: [
            PI.mul(2 * r * height).add(PI.mul(r * h)),
            canvas.add(PI.mul(r * r)),
            PI.mul(r * height).add(PI.mul(r * l)),
            PI.mul(2 * r * (height + l)),
          ]
            .filter((q) => !q.equals(canvas))
            .map(sqCm),
          hint: 'Add the curved surface of the cylinder and the curved surface of the cone; find the slant height first.',
          explanation: `${tex(`l = \\sqrt{${r}^{2} + ${h}^{2}} = ${l}`)}, so the area is ${tex(`2 \\times \\frac{22}{7} \\times ${r} \\times ${height} + \\frac{22}{7} \\times ${r} \\times ${l}`)} = ${sqCm(canvas)}.`,
          params: { form, r, h, height },
        };
      }
      const area = PI.mul(r * l).add(PI.mul(2 * r * r));
      return {
        text: `A toy is a cone of radius ${r} cm and height ${h} cm mounted on a hemisphere of the same radius. What is its total surface area? ${PI_NOTE}`,
        answer: sqCm(area),
        distractors: [
          PI.mul(r * h).add(PI.mul(2 * r * r)),
          area.add(PI.mul(r * r)),
          PI.mul(r * l).add(PI.mul(4 * r * r)),
        ]
          .filter((q) => !q.equals(area))
          .map(sqCm),
        hint: 'The surface is the curved surface of the cone and of the hemisphere; the flat circles are hidden.',
        explanation: `${tex(`l = \\sqrt{${r}^{2} + ${h}^{2}} = ${l}`)}, so the area is ${tex(`\\frac{22}{7} \\times ${r} \\times ${l} + 2 \\times \\frac{22}{7} \\times ${r}^{2}`)} = ${sqCm(area)}.`,
        params: { form, r, h },
      };
    },
    3: (rng): Problem => {
      const form = rng.pick(['recast', 'count'] as const);
      if (form === 'count') {
        const small = rng.int(1, 3);
        const big = small * rng.int(2, 5);
        const count = (big / small) ** 3;
        return {
          text: `A solid metal sphere of radius ${big} cm is melted and made into small spheres of radius ${small} cm each. How many small spheres are made?`,
          answer: int(count),
          distractors: fmtInts(
            ints(rng, count, [(big / small) ** 2, big / small, 3 * (big / small)], { min: 1 }),
          ),
          hint: 'The volume stays the same; compare the volumes, not the radii.',
          explanation: `${tex(`\\frac{\\frac{4}{3}\\pi \\times ${big}^{3}}{\\frac{4}{3}\\pi \\times ${small}^{3}} = \\frac{${big ** 3}}{${small ** 3}}`)} = ${int(count)}.`,
          params: { form, big, small },
        };
      }
      const r = rng.int(1, 4) * 3;
      const cyl = rng.pick([r, (r / 3) * 2, r * 2]);
      const height = new Q(4 * r * r * r, 3 * cyl * cyl);
      if (!height.isInteger()) return solids10.levels[3](rng);
      const cm1 = (q: Q): string => `${q.toTex()} cm`;
      return {
        text: `A metal sphere of radius ${r} cm is melted and recast into a solid cylinder of radius ${cyl} cm. What is the height of the cylinder?`,
        answer: cm1(height),
        distractors: [
          new Q(4 * r * r * r, cyl * cyl),
          new Q(4 * r * r, 3 * cyl),
          new Q(2 * r * r * r, 3 * cyl * cyl),
          height.add(2),
        ]
          .filter((q) => !q.equals(height))
          .map(cm1),
        hint: `Volume of the sphere = volume of the cylinder: ${tex('\\frac{4}{3}\\pi R^{3} = \\pi r^{2}h')}.`,
        explanation: `${tex(`h = \\frac{4 \\times ${r}^{3}}{3 \\times ${cyl}^{2}} = \\frac{${4 * r ** 3}}{${3 * cyl * cyl}}`)} = ${cm1(height)}.`,
        params: { form, r, cyl },
      };
    },
  },
};

/** A value with at most two decimals as a scaled integer, or undefined when it needs more. */
function exact100(numerator: number, denominator: number): number | undefined {
  const scaled = (numerator * 100) / denominator;
  return Number.isInteger(scaled) ? scaled : undefined;
}

const classes = (start: number, h: number, k: number): string =>
  Array.from({ length: k }, (_, i) => `${start + i * h}–${start + (i + 1) * h}`).join(', ');

const statistics: SkillSpec = {
  slug: 'grouped-data',
  name: 'Mean, mode and median of grouped data',
  description:
    'Find the mean of grouped data from class marks, the modal class and the mode, and the median class and the median.',
  prerequisites: ['math-9-understanding-data'],
  levels: {
    1: (rng): Problem => {
      const start = rng.pick([0, 10, 20, 30]);
      const h = 10;
      const f = [rng.int(2, 12), rng.int(2, 12), rng.int(2, 12), rng.int(2, 12), rng.int(2, 12)];
      const n = f.reduce((s, x) => s + x, 0);
      const marks = f.map((_, i) => start + i * h + h / 2);
      const sum = f.reduce((s, x, i) => s + x * (marks[i] ?? 0), 0);
      const mean = exact100(sum, n);
      if (mean === undefined) return statistics.levels[1](rng);
      const lower = mean - 500;
      const plainMean =
        exact100(
          marks.reduce((s, x) => s + x, 0),
          5,
        ) ?? mean + 1000;
      const wrong = [lower, plainMean, mean + 500, mean - 250, mean + 250].filter(
        (x) => x > start * 100 && x < (start + 5 * h) * 100 && x !== mean,
      );
      return {
        text: `The marks of ${n} students are grouped as follows. Marks: ${classes(start, h, 5)}; number of students: ${f.join(', ')}. What is the mean mark?`,
        answer: decimal(mean, 2),
        distractors: wrong.map((x) => decimal(x, 2)),
        hint: 'Use the class mark (mid-point) of each class: mean = (sum of class mark × frequency) ÷ (sum of frequencies).',
        explanation: `Class marks ${marks.join(', ')}; sum of products = ${f.map((x, i) => `${x} × ${marks[i]}`).join(' + ')} = ${int(sum)}; mean = ${int(sum)} ÷ ${n} = ${decimal(mean, 2)}.`,
        params: { form: 'mean', start, f },
      };
    },
    2: (rng): Problem => {
      const form = rng.pick(['mode', 'modal-class'] as const);
      const start = rng.pick([0, 10, 20, 40]);
      const h = 10;
      const f = [rng.int(2, 10), rng.int(2, 10), rng.int(2, 10), rng.int(2, 10), rng.int(2, 10)];
      const top = Math.max(...f);
      const i = f.indexOf(top);
      if (f.filter((x) => x === top).length !== 1 || i === 0 || i === 4) return statistics.levels[2](rng);
      const l = start + i * h;
      const f0 = f[i - 1] ?? 0;
      const f2 = f[i + 1] ?? 0;
      const table = `Class: ${classes(start, h, 5)}; frequency: ${f.join(', ')}.`;
      if (form === 'modal-class') {
        const cls = (j: number): string => `${start + j * h}–${start + (j + 1) * h}`;
        const smallest = f.indexOf(Math.min(...f));
        return {
          text: `${table} What is the modal class?`,
          answer: cls(i),
          options: [0, 1, 2, 3, 4]
            .filter((j) => j !== (smallest === i ? 0 : smallest))
            .slice(0, 4)
            .map(cls),
          hint: 'The modal class is the class with the highest frequency.',
          explanation: `The highest frequency is ${top}, in the class ${cls(i)}.`,
          params: { form, start, f },
        };
      }
      const mode = exact100(l * (2 * top - f0 - f2) + (top - f0) * h, 2 * top - f0 - f2);
      if (mode === undefined) return statistics.levels[2](rng);
      const wrong = [
        l * 100,
        (l + h / 2) * 100,
        exact100(l * (top - f2) + (top - f0) * h, top - f2) ?? mode + 150,
        mode + 100,
        mode - 100,
      ].filter((x) => x !== mode && x >= start * 100 && x <= (start + 5 * h) * 100);
      return {
        text: `${table} What is the mode?`,
        answer: decimal(mode, 2),
        distractors: wrong.map((x) => decimal(x, 2)),
        hint: `Use mode = ${tex('l + \\frac{f_1 - f_0}{2f_1 - f_0 - f_2} \\times h')} for the modal class.`,
        explanation: `The modal class is ${l}–${l + h}, so mode = ${tex(`${l} + \\frac{${top} - ${f0}}{2 \\times ${top} - ${f0} - ${f2}} \\times ${h}`)} = ${decimal(mode, 2)}.`,
        params: { form, start, f },
      };
    },
    3: (rng): Problem => {
      const start = rng.pick([0, 10, 20, 30, 50]);
      const h = 10;
      const f = [rng.int(2, 12), rng.int(2, 12), rng.int(2, 12), rng.int(2, 12), rng.int(2, 12)];
      const n = f.reduce((s, x) => s + x, 0);
      if (n % 2 !== 0) return statistics.levels[3](rng);
      let cf = 0;
      let i = 0;
      while (cf + (f[i] ?? 0) < n / 2) cf += f[i++] ?? 0;
      const fm = f[i] ?? 1;
      const l = start + i * h;
      const median = exact100(l * fm + (n / 2 - cf) * h, fm);
      if (median === undefined || cf + fm === n / 2) return statistics.levels[3](rng);
      const wrong = [
        exact100(l * fm + (n - cf) * h, fm),
        l * 100,
        (l + h / 2) * 100,
        exact100(l * fm + (n / 2 - cf - fm) * h + fm * h, fm),
        median + 100,
        median - 100,
      ].filter((x): x is number => x !== undefined && x !== median && x > 0 && x < (start + 5 * h) * 100);
      return {
        text: `Class: ${classes(start, h, 5)}; frequency: ${f.join(', ')}. What is the median of the data?`,
        answer: decimal(median, 2),
        distractors: wrong.map((x) => decimal(x, 2)),
        hint: `Find ${tex('\\frac{n}{2}')} and the class where the cumulative frequency first passes it; then use median = ${tex('l + \\frac{\\frac{n}{2} - cf}{f} \\times h')}.`,
        explanation: `n = ${n}, so ${tex('\\frac{n}{2}')} = ${n / 2}; the median class is ${l}–${l + h} with cf = ${cf} before it and f = ${fm}, so median = ${tex(`${l} + \\frac{${n / 2} - ${cf}}{${fm}} \\times ${h}`)} = ${decimal(median, 2)}.`,
        params: { form: 'median', start, f },
      };
    },
  },
};

/** Events on one card from a well-shuffled pack of 52, with how many cards fit. */
const CARD_EVENTS: readonly (readonly [string, number])[] = [
  ['a king', 4],
  ['a red card', 26],
  ['a spade', 13],
  ['a face card (king, queen or jack)', 12],
  ['a red face card', 6],
  ['the jack of hearts', 1],
  ['a black ace', 2],
  ['a card that is not a face card', 40],
  ['a face card of diamonds', 3],
  ['an ace or a king', 8],
];

const DICE_EVENTS: readonly string[] = [
  'a sum of 7',
  'a sum of 8',
  'a sum of 10',
  'a doublet (the same number on both)',
  'a sum of at most 4',
  'a sum greater than 9',
  'a product of 6',
  'a sum of 12',
];

const probability10: SkillSpec = {
  slug: 'probability-of-events',
  name: 'Probability of an event',
  description:
    'Find theoretical probabilities with cards from a pack of 52, two dice, and cards numbered 1 to n, including the probability of an event not happening.',
  prerequisites: ['math-9-probability'],
  levels: {
    1: (rng): Problem => {
      const [event, count] = rng.pick(CARD_EVENTS);
      const p = new Q(count, 52);
      const not = rng.chance(0.3) && count < 20;
      const answer = not ? new Q(52 - count, 52) : p;
      return {
        text: `${rng.pick(['Ananya', 'Kabir', 'Lakshmi', 'Joseph', 'Gurpreet', 'Sana'])} picks one card without looking from a well-shuffled pack of 52 playing cards. Find the probability that the card is ${not ? 'not ' : ''}${event}.`,
        answer: answer.toTex(),
        distractors: fractions(
          rng,
          answer,
          [
            not ? p : new Q(52 - count, 52),
            new Q(count, 52 - count),
            new Q(count, 13),
            new Q(1, count),
            new Q(Math.max(1, Math.floor(count / 2)), 52),
            new Q(1, 52),
          ],
          true,
        )
          .filter((q) => q.n < q.d)
          .map((q) => q.toTex()),
        hint: 'A pack has 52 cards: 4 suits of 13, hearts and diamonds red, spades and clubs black; the face cards are the kings, queens and jacks.',
        explanation: `${capitalize(event)} can be drawn in ${count} ${count === 1 ? 'way' : 'ways'} out of 52, so P = ${tex(`\\frac{${count}}{52}`)}${not ? `, and P(not) = ${tex(`1 - \\frac{${count}}{52} = ${answer.texBody()}`)}` : p.d === 52 ? '' : ` = ${p.toTex()}`}.`,
        params: { form: 'card', event, not },
      };
    },
    2: (rng): Problem => {
      const event = rng.pick(DICE_EVENTS);
      const outcomes: [number, number][] = [];
      for (let a = 1; a <= 6; a++)
        for (let b = 1; b <= 6; b++) {
          const s = a + b;
          const fits: Record<string, boolean> = {
            'a sum of 7': s === 7,
            'a sum of 8': s === 8,
            'a sum of 10': s === 10,
            'a doublet (the same number on both)': a === b,
            'a sum of at most 4': s <= 4,
            'a sum greater than 9': s > 9,
            'a product of 6': a * b === 6,
            'a sum of 12': s === 12,
          };
          if (fits[event]) outcomes.push([a, b]);
        }
      const p = new Q(outcomes.length, 36);
      return {
        text: `Two dice are thrown at the same time. What is the probability of getting ${event}?`,
        answer: p.toTex(),
        distractors: fractions(
          rng,
          p,
          [
            new Q(outcomes.length, 11),
            new Q(outcomes.length, 12),
            new Q(1, 6),
            new Q(36 - outcomes.length, 36),
          ],
          true,
        )
          .filter((q) => q.n < q.d)
          .map((q) => q.toTex()),
        hint: 'There are 6 × 6 = 36 equally likely outcomes; list the pairs that fit.',
        explanation: `${outcomes.length === 1 ? 'The pair' : 'The pairs'} ${outcomes.map(([a, b]) => `(${a}, ${b})`).join(', ')} ${outcomes.length === 1 ? 'fits' : 'fit'}: ${outcomes.length} of 36, so P = ${tex(`\\frac{${outcomes.length}}{36}${p.d === 36 ? '' : ` = ${p.texBody()}`}`)}.`,
        params: { form: 'dice', event },
      };
    },
    3: (rng): Problem => {
      const n = rng.pick([20, 25, 30, 40, 50, 60, 75, 90, 100]);
      const kind = rng.pick(['square', 'prime', 'multiple', 'two-digit-odd'] as const);
      const k = rng.pick([3, 4, 6, 7, 9]);
      if (kind === 'prime' && n > 50) return probability10.levels[3](rng);
      const isPrime = (x: number): boolean =>
        x > 1 && [...Array(x).keys()].slice(2).every((d) => x % d !== 0);
      const fits = (x: number): boolean =>
        kind === 'square'
          ? Number.isInteger(Math.sqrt(x))
          : kind === 'prime'
            ? isPrime(x)
            : kind === 'multiple'
              ? x % k === 0
              : x >= 10 && x % 2 === 1;
      const count = Array.from({ length: n }, (_, i) => i + 1).filter(fits).length;
      const p = new Q(count, n);
      const what =
        kind === 'square'
          ? 'a perfect square'
          : kind === 'prime'
            ? 'a prime number'
            : kind === 'multiple'
              ? `a multiple of ${k}`
              : 'an odd two-digit number';
      const plural =
        kind === 'square'
          ? 'perfect squares'
          : kind === 'prime'
            ? 'prime numbers'
            : kind === 'multiple'
              ? `multiples of ${k}`
              : 'odd two-digit numbers';
      return {
        text: `Cards numbered 1 to ${n} are put in a box and mixed well. One card is taken out. What is the probability that its number is ${what}?`,
        answer: p.toTex(),
        distractors: fractions(
          rng,
          p,
          [new Q(count + 1, n), new Q(count, n - count), new Q(n - count, n), new Q(count - 1 || 2, n)],
          true,
        )
          .filter((q) => q.n < q.d)
          .map((q) => q.toTex()),
        hint: `Count the numbers from 1 to ${n} that are ${what}, carefully at both ends.`,
        explanation: `Of the numbers 1 to ${n}, ${count} are ${plural}, so P = ${tex(`\\frac{${count}}{${n}}${p.d === n ? '' : ` = ${p.texBody()}`}`)}.`,
        params: kind === 'multiple' ? { form: 'numbered', n, kind, k } : { form: 'numbered', n, kind },
      };
    },
  },
};

export const class10: ClassSpec = {
  grade: 10,
  chapters: [
    { slug: 'real-numbers-chapter', title: 'Real Numbers', skills: [realNumbers] },
    { slug: 'polynomials', title: 'Polynomials', skills: [zeroes] },
    { slug: 'linear-equations', title: 'Pair of Linear Equations in Two Variables', skills: [linearPair] },
    { slug: 'quadratic-equations-chapter', title: 'Quadratic Equations', skills: [quadratic] },
    { slug: 'arithmetic-progressions-chapter', title: 'Arithmetic Progressions', skills: [ap] },
    { slug: 'triangles-chapter', title: 'Triangles', skills: [triangles] },
    { slug: 'coordinate-geometry-chapter', title: 'Coordinate Geometry', skills: [coordinate10] },
    { slug: 'introduction-to-trigonometry', title: 'Introduction to Trigonometry', skills: [trigonometry] },
    {
      slug: 'applications-of-trigonometry-chapter',
      title: 'Some Applications of Trigonometry',
      skills: [heights],
    },
    { slug: 'circles-chapter', title: 'Circles', skills: [tangents] },
    { slug: 'areas-related-to-circles-chapter', title: 'Areas Related to Circles', skills: [circleAreas] },
    { slug: 'surface-areas-chapter', title: 'Surface Areas and Volumes', skills: [solids10] },
    { slug: 'statistics-chapter', title: 'Statistics', skills: [statistics] },
    { slug: 'probability-chapter', title: 'Probability', skills: [probability10] },
  ],
};
