import { fmtInts, ordinal } from './common.ts';
import { fractions, ints } from './distractors.ts';
import { gcd, int, lcm, linear, MINUS, poly, polyTex, Q, rupees, tex, texInt } from './format.ts';
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
  prerequisites: [],
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
  prerequisites: ['real-numbers'],
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
            ? `Sum ${tex(`= -\\frac{b}{a} = -\\frac{${b}}{${a}}${answer.d === a && answer.n === -b ? '' : ` = ${answer.texBody()}`}`)}.`
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
  prerequisites: [],
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

/** b² − 4ac worked with the numbers: "(−5)² − 4 × 2 × 3 = 25 − 24 = 1". */
const discriminantWorking = (a: number, b: number, c: number): string =>
  `(${int(b)})² − 4 × ${a} × (${int(c)}) = ${b * b} ${4 * a * c < 0 ? '+' : '−'} ${Math.abs(4 * a * c)} = ${int(b * b - 4 * a * c)}`;

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
  prerequisites: ['zeroes-of-polynomials'],
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
        explanation: `b² − 4ac = ${discriminantWorking(qa, qb, qc)}, which is ${d > 0 ? 'positive, so there are two distinct real roots' : d === 0 ? 'zero, so the two roots are real and equal' : 'negative, so there are no real roots'}.`,
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
  prerequisites: ['pair-of-linear-equations'],
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

const trigonometry: SkillSpec = {
  slug: 'trigonometric-ratios',
  name: 'Trigonometric ratios of standard angles',
  description:
    'Recall sin, cos and tan of 0°, 30°, 45°, 60° and 90° and evaluate expressions built from them.',
  prerequisites: [],
  levels: {
    1: (rng): Problem => {
      const f = rng.pick(['sin', 'cos', 'tan'] as const);
      const angle = rng.pick(f === 'tan' ? [0, 30, 45, 60] : [...ANGLES]);
      const answer = TRIG_TEXT[f][angle] ?? '0';
      return {
        text: `What is the value of ${tex(trigTex(`${f} ${angle}°`))}?`,
        answer: valueTex(answer),
        distractors: rng.shuffle(ALL_VALUES.filter((v) => v !== answer)).map(valueTex),
        hint:
          f === 'tan'
            ? 'Use $\\tan \\theta = \\frac{\\sin \\theta}{\\cos \\theta}$.'
            : 'Think of the set squares: the triangles with angles 30°, 60°, 90° and 45°, 45°, 90°.',
        explanation: `From the table of standard angles, ${tex(trigTex(`${f} ${angle}°`))} = ${valueTex(answer)}.`,
        params: { form: 'value', f, angle },
      };
    },
    2: (rng): Problem => {
      const f1 = rng.pick(['sin', 'cos', 'tan'] as const);
      const f2 = rng.pick(['sin', 'cos', 'tan'] as const);
      const a1 = rng.pick([30, 45, 60]);
      const a2 = rng.pick([30, 45, 60]);
      const op = rng.pick(['+', '−'] as const);
      const v1 = TRIG_SQUARE[f1][a1] ?? new Q(0);
      const v2 = TRIG_SQUARE[f2][a2] ?? new Q(0);
      if (f1 === f2 && a1 === a2) return trigonometry.levels[2](rng);
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
        const [x, y] = rng.shuffle(RATIONAL_PRODUCTS);
        if (!x || !y || x.text === y.text) return trigonometry.levels[3](rng);
        const op = rng.pick(['+', '−'] as const);
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

export const class10: ClassSpec = {
  grade: 10,
  chapters: [
    { slug: 'real-numbers-chapter', title: 'Real Numbers', skills: [realNumbers] },
    { slug: 'polynomials', title: 'Polynomials', skills: [zeroes] },
    { slug: 'linear-equations', title: 'Pair of Linear Equations in Two Variables', skills: [linearPair] },
    { slug: 'quadratic-equations-chapter', title: 'Quadratic Equations', skills: [quadratic] },
    { slug: 'arithmetic-progressions-chapter', title: 'Arithmetic Progressions', skills: [ap] },
    { slug: 'introduction-to-trigonometry', title: 'Introduction to Trigonometry', skills: [trigonometry] },
  ],
};
