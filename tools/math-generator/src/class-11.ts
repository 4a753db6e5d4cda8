import { fmtInts, ordinal } from './common.ts';
import { fractions, ints } from './distractors.ts';
import { decimal, int, paren, polyTex, Q, tex, texInt } from './format.ts';
import {
  complex,
  complexBody,
  linTex,
  parenTex,
  pi,
  piBody,
  point,
  surdBody,
  wrong,
} from './tex-class-11.ts';
import type { Rng } from '@quizring/contracts/random';
import type { ClassSpec, Problem, SkillSpec } from './types.ts';

const isPrime = (n: number): boolean => {
  if (n < 2) return false;
  for (let k = 2; k * k <= n; k++) if (n % k === 0) return false;
  return true;
};

const SPORTS = [
  ['cricket', 'football'],
  ['tea', 'coffee'],
  ['Hindi films', 'English films'],
  ['chess', 'carrom'],
  ['music', 'dance'],
] as const;

const sets: SkillSpec = {
  slug: 'sets',
  name: 'Sets',
  description: 'Count the elements and subsets of a set and use n(A ∪ B) = n(A) + n(B) − n(A ∩ B).',
  prerequisites: [],
  levels: {
    1: (rng): Problem => {
      if (rng.chance(0.5)) {
        const n = rng.int(2, 7);
        return {
          text: `A set has ${n} elements. How many subsets does it have?`,
          answer: int(2 ** n),
          distractors: fmtInts(ints(rng, 2 ** n, [2 * n, 2 ** n - 1, n * n, 2 ** (n + 1)], { min: 1 })),
          hint: 'Each element is either in a subset or not.',
          explanation: `Each of the ${n} elements can be in or out, so there are ${tex(`2^{${n}} = ${2 ** n}`)} subsets (including ∅ and the set itself).`,
          params: { form: 'subsets', n },
        };
      }
      const kind = rng.pick(['primes', 'factors', 'multiples'] as const);
      const limit = kind === 'factors' ? rng.pick([12, 18, 20, 24, 28, 30, 36, 40, 48]) : rng.int(15, 50);
      const k = rng.int(3, 7);
      const members: number[] = [];
      for (let x = 1; x <= limit; x++)
        if (kind === 'primes' ? isPrime(x) && x < limit : kind === 'factors' ? limit % x === 0 : x % k === 0)
          members.push(x);
      const text = {
        primes: `A = \\{x : x \\text{ is a prime number less than } ${limit}\\}`,
        factors: `A = \\{x : x \\text{ is a factor of } ${limit}\\}`,
        multiples: `A = \\{x : x \\text{ is a multiple of } ${k} \\text{ and } 1 \\le x \\le ${limit}\\}`,
      }[kind];
      return {
        text: `${tex(text)}. What is n(A)?`,
        answer: int(members.length),
        distractors: fmtInts(
          ints(rng, members.length, [members.length + 1, members.length - 1, members.length + 2], { min: 0 }),
        ),
        hint: 'Write the set in roster form and count its elements.',
        explanation: `${tex(`A = \\{${members.join(', ')}\\}`)}, so n(A) = ${members.length}.`,
        params: { form: kind, limit, k },
      };
    },
    2: (rng): Problem => {
      const a = rng.int(10, 60);
      const b = rng.int(10, 60);
      const both = rng.int(2, Math.min(a, b) - 1);
      const union = a + b - both;
      if (rng.chance(0.6))
        return {
          text: `If n(A) = ${a}, n(B) = ${b} and n(A ∩ B) = ${both}, what is n(A ∪ B)?`,
          answer: int(union),
          distractors: fmtInts(ints(rng, union, [a + b, a + b - 2 * both, a + b + both], { min: 0 })),
          hint: 'Elements in both sets would be counted twice if you just add.',
          explanation: `n(A ∪ B) = ${a} + ${b} − ${both} = ${union}.`,
          params: { form: 'union', a, b, both },
        };
      return {
        text: `If n(A) = ${a}, n(B) = ${b} and n(A ∪ B) = ${union}, what is n(A ∩ B)?`,
        answer: int(both),
        distractors: fmtInts(
          ints(rng, both, [a + b - union + 1, union - a, union - b === both ? both + 2 : union - b], {
            min: 0,
          }),
        ),
        hint: 'Use n(A ∪ B) = n(A) + n(B) − n(A ∩ B).',
        explanation: `n(A ∩ B) = ${a} + ${b} − ${union} = ${both}.`,
        params: { form: 'intersection', a, b, union },
      };
    },
    3: (rng): Problem => {
      const [first, second] = rng.pick(SPORTS);
      const a = rng.int(15, 45);
      const b = rng.int(15, 45);
      const both = rng.int(3, Math.min(a, b) - 2);
      const neither = rng.int(2, 15);
      const total = a + b - both + neither;
      const ask = rng.pick(['both', 'only'] as const);
      const answer = ask === 'both' ? both : a - both;
      return {
        text: `In a group of ${total} students, ${a} like ${first}, ${b} like ${second} and ${neither} like neither. How many students like ${ask === 'both' ? 'both' : `only ${first}`}?`,
        answer: int(answer),
        distractors: fmtInts(
          ints(
            rng,
            answer,
            ask === 'both' ? [a + b - total, neither, both + neither] : [a, both, a - both - neither],
            { min: 0 },
          ),
        ),
        hint: 'Those who like at least one = the total − those who like neither; then n(A ∪ B) = n(A) + n(B) − n(A ∩ B).',
        explanation:
          ask === 'both'
            ? `n(A ∪ B) = ${total} − ${neither} = ${total - neither}, so n(A ∩ B) = ${a} + ${b} − ${total - neither} = ${both}.`
            : `n(A ∩ B) = ${a} + ${b} − ${total - neither} = ${both}, so only ${first} is ${a} − ${both} = ${answer}.`,
        params: { form: ask, total, a, b, neither },
      };
    },
  },
};

/** A set of n elements written in TeX braces: {1, 2, 3}. */
const setOf = (xs: readonly (number | string)[]): string => `\\{${xs.join(', ')}\\}`;

const relations: SkillSpec = {
  slug: 'relations-and-functions',
  name: 'Relations and functions',
  description:
    'Count the pairs of a Cartesian product and the relations between two sets, equate ordered pairs, evaluate functions and find domains.',
  prerequisites: ['sets'],
  levels: {
    1: (rng): Problem => {
      const p = rng.int(2, 4);
      const q = rng.int(2, p === 4 ? 3 : 4);
      const A = Array.from({ length: p }, (_, i) => i + 1);
      const B = ['a', 'b', 'c', 'd'].slice(0, q);
      const given = `${tex(`A = ${setOf(A)}`)} and ${tex(`B = ${setOf(B)}`)}`;
      if (rng.chance(0.5))
        return {
          text: `If ${given}, how many ordered pairs are there in ${tex('A \\times B')}?`,
          answer: int(p * q),
          distractors: fmtInts(ints(rng, p * q, [p + q, 2 ** (p * q), p ** q, q ** p], { min: 1 })),
          hint: 'Pair every element of A with every element of B.',
          explanation: `n(A × B) = n(A) × n(B) = ${p} × ${q} = ${p * q}.`,
          params: { form: 'product', p, q },
        };
      const answer = 2 ** (p * q);
      return {
        text: `If ${given}, how many relations are there from A to B?`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, [p * q, 2 ** (p + q), 2 ** (p * q) - 1, p ** q], { min: 1 })),
        hint: 'A relation from A to B is any subset of A × B.',
        explanation: `A × B has ${p} × ${q} = ${p * q} pairs, and each subset of it is a relation, so there are ${tex(`2^{${p * q}} = ${texInt(answer)}`)}.`,
        params: { form: 'relations', p, q },
      };
    },
    2: (rng): Problem => {
      if (rng.chance(0.5)) {
        const a = rng.int(1, 6);
        const b = rng.int(1, 6);
        const p = rng.int(-5, 9);
        const q = rng.int(-5, 9);
        const [x, y] = [p - a, q + b];
        const show = (u: number, v: number): string => tex(`x = ${texInt(u)},\\ y = ${texInt(v)}`);
        return {
          text: `If the ordered pairs ${tex(`(${linTex([[1, 'x']], a)}, ${linTex([[1, 'y']], -b)})`)} and ${point(p, q)} are equal, what are x and y?`,
          answer: show(x, y),
          distractors: wrong(show(x, y), [
            show(p + a, q - b),
            show(p - a, q - b),
            show(p + a, q + b),
            show(y, x),
          ]),
          hint: 'Two ordered pairs are equal when their first elements are equal and their second elements are equal.',
          explanation: `${tex(`${linTex([[1, 'x']], a)} = ${texInt(p)}`)} gives ${tex(`x = ${texInt(x)}`)}, and ${tex(`${linTex([[1, 'y']], -b)} = ${texInt(q)}`)} gives ${tex(`y = ${texInt(y)}`)}.`,
          params: { form: 'pair', a, b, p, q },
        };
      }
      const c = [rng.int(1, 4) * (rng.chance(0.3) ? -1 : 1), rng.int(-6, 6), rng.int(-9, 9)];
      const k = -rng.int(1, 4);
      const value = c.reduce((acc, v) => acc * k + v, 0);
      const [a = 0, b = 0, d = 0] = c;
      return {
        text: `If ${tex(`f(x) = ${polyTex(c)}`)}, what is ${tex(`f(${texInt(k)})`)}?`,
        answer: int(value),
        distractors: fmtInts(
          ints(rng, value, [-a * k * k + b * k + d, a * k * k - b * k + d, a * k * 2 + b * k + d]),
        ),
        hint: 'Put the number in for x everywhere, keeping the brackets around the negative number.',
        explanation: `${tex(`f(${texInt(k)}) = ${a === 1 ? '' : a === -1 ? '-' : texInt(a)}${parenTex(k)}^{2} + ${parenTex(b)}${parenTex(k)} + ${parenTex(d)} = ${texInt(a * k * k)} + ${parenTex(b * k)} + ${parenTex(d)} = ${texInt(value)}`)}.`,
        params: { form: 'evaluate', c, k },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const r1 = rng.int(-6, 6);
        let r2 = rng.int(-6, 6);
        if (r2 === r1 || r2 === -r1) r2 = r1 + rng.int(1, 3);
        if (r2 === -r1 || (r2 === 0 && r1 === 0)) return relations.levels[3](rng);
        const [lo, hi] = r1 < r2 ? [r1, r2] : [r2, r1];
        const top = rng.int(1, 5);
        const domain = (u: number, v: number): string =>
          tex(`\\mathbb{R} - \\{${texInt(u)}, ${texInt(v)}\\}`);
        const answer = domain(lo, hi);
        const mixed = lo === 0 ? domain(lo, -hi) : domain(-lo, hi);
        return {
          text: `What is the domain of the function ${tex(`f(x) = \\frac{${linTex([[1, 'x']], top)}}{${polyTex([1, -(lo + hi), lo * hi])}}`)}?`,
          answer,
          distractors: wrong(answer, [
            domain(-hi, -lo),
            mixed,
            tex(`\\mathbb{R} - \\{${texInt(-top)}\\}`),
            domain(lo * hi, lo + hi),
          ]),
          hint: 'A fraction is not defined where its denominator is 0; factorise the denominator.',
          explanation: `${tex(`${polyTex([1, -(lo + hi), lo * hi])} = (${linTex([[1, 'x']], -lo)})(${linTex([[1, 'x']], -hi)})`)} is 0 at ${tex(`x = ${texInt(lo)}`)} and ${tex(`x = ${texInt(hi)}`)}, so these two values are left out.`,
          params: { form: 'rational', lo, hi, top },
        };
      }
      const a = rng.int(-8, 8) || 4;
      const flip = rng.chance(0.5);
      const inside = flip ? linTex([[-1, 'x']], a) : linTex([[1, 'x']], -a);
      const right = tex(`[${texInt(a)}, \\infty)`);
      const left = tex(`(-\\infty, ${texInt(a)}]`);
      const answer = flip ? left : right;
      return {
        text: `What is the domain of the real function ${tex(`f(x) = \\sqrt{${inside}}`)}?`,
        answer,
        distractors: wrong(answer, [
          flip ? right : left,
          tex(`[${texInt(-a)}, \\infty)`),
          tex(`(-\\infty, ${texInt(-a)}]`),
          flip ? tex(`(-\\infty, ${texInt(a)})`) : tex(`(${texInt(a)}, \\infty)`),
        ]),
        hint: 'The square root of a real number is defined only when the number under the root is 0 or more.',
        explanation: `${tex(`${inside} \\ge 0`)} gives ${tex(`x ${flip ? '\\le' : '\\ge'} ${texInt(a)}`)}, so the domain is ${answer}.`,
        params: { form: 'root', a, flip },
      };
    },
  },
};

type Ratio = 'sin' | 'cos' | 'tan';
/** Exact values at 0°, 30°, 45°, 60°, 90° as q√r (tan 90° is undefined and never asked). */
const FIRST: Record<Ratio, Record<number, [Q, number]>> = {
  sin: {
    0: [new Q(0), 1],
    30: [new Q(1, 2), 1],
    45: [new Q(1, 2), 2],
    60: [new Q(1, 2), 3],
    90: [new Q(1), 1],
  },
  cos: {
    0: [new Q(1), 1],
    30: [new Q(1, 2), 3],
    45: [new Q(1, 2), 2],
    60: [new Q(1, 2), 1],
    90: [new Q(0), 1],
  },
  tan: { 0: [new Q(0), 1], 30: [new Q(1, 3), 3], 45: [new Q(1), 1], 60: [new Q(1), 3] },
};
const CO: Record<Ratio, Ratio> = { sin: 'cos', cos: 'sin', tan: 'tan' };

/** The exact value of a ratio at any angle with a reference angle of 0°, 30°, 45° or 60°, from the quadrant sign. */
export function trigValue(f: Ratio, degrees: number): [Q, number] {
  const d = ((degrees % 360) + 360) % 360;
  const quadrant = Math.floor(d / 90);
  const reference = [d, 180 - d, d - 180, 360 - d][quadrant] ?? d;
  const [q, r] = FIRST[f][reference] ?? [new Q(0), 1];
  const positive = { sin: quadrant <= 1, cos: quadrant === 0 || quadrant === 3, tan: quadrant % 2 === 0 }[f];
  return [positive ? q : q.neg(), r];
}

const surd = ([q, r]: [Q, number]): string => (r === 1 ? q.toTex() : tex(surdBody(q, r)));
const STANDARD: [Q, number][] = [
  [new Q(1, 2), 1],
  [new Q(-1, 2), 1],
  [new Q(1, 2), 3],
  [new Q(-1, 2), 3],
  [new Q(1, 2), 2],
  [new Q(-1, 2), 2],
  [new Q(1), 3],
  [new Q(-1), 3],
];

const TAN_VALUES: [Q, number][] = [
  [new Q(1, 3), 3],
  [new Q(-1, 3), 3],
  [new Q(1), 3],
  [new Q(-1), 3],
  [new Q(1), 1],
  [new Q(-1), 1],
];

export const TRIPLES: readonly (readonly [number, number, number])[] = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [20, 21, 29],
];
const QUADRANT_RANGE = [
  '0 < x < \\frac{\\pi}{2}',
  '\\frac{\\pi}{2} < x < \\pi',
  '\\pi < x < \\frac{3\\pi}{2}',
  '\\frac{3\\pi}{2} < x < 2\\pi',
];
const QUADRANT_NAME = ['first', 'second', 'third', 'fourth'];

const trigonometry: SkillSpec = {
  slug: 'trigonometric-functions',
  name: 'Trigonometric functions',
  description:
    'Convert between degrees and radians, find arc lengths, values of trigonometric functions at any angle and use the sum and difference formulae.',
  prerequisites: ['math-10-trigonometric-ratios'],
  levels: {
    1: (rng): Problem => {
      const deg = rng.pick([
        15, 20, 36, 40, 45, 72, 75, 105, 120, 135, 150, 210, 225, 240, 270, 300, 315, 330,
      ]);
      const q = new Q(deg, 180);
      const form = rng.pick(['to-radians', 'to-degrees', 'arc'] as const);
      if (form === 'to-radians')
        return {
          text: `What is ${deg}° in radian measure?`,
          answer: pi(q),
          distractors: wrong(pi(q), [
            pi(new Q(180, deg)),
            pi(new Q(deg, 360)),
            pi(new Q(deg, 90)),
            pi(q.add(new Q(1, 2))),
          ]),
          hint: `180° = ${tex('\\pi')} radians, so multiply the degrees by ${tex('\\frac{\\pi}{180}')}.`,
          explanation: `${tex(`${deg} \\times \\frac{\\pi}{180} = ${piBody(q)}`)} radians.`,
          params: { form, deg },
        };
      if (form === 'to-degrees') {
        const answer = `${deg}°`;
        const wrongDegrees = [2 * deg, deg / 2, Math.round((180 * 180) / deg), deg + 180].filter(
          (x) => Number.isInteger(x) && x !== deg,
        );
        return {
          text: `What is ${tex(piBody(q))} radians in degrees?`,
          answer,
          distractors: [...wrongDegrees.map((x) => `${int(x)}°`), `${deg + 90}°`],
          hint: `${tex('\\pi')} radians = 180°.`,
          explanation: `${tex(`${piBody(q)} \\times \\frac{180}{\\pi} = ${deg}`)}, so the angle is ${deg}°.`,
          params: { form, deg },
        };
      }
      const r = rng.pick([6, 9, 10, 12, 15, 18, 20, 24, 30, 36]);
      const arc = q.mul(r);
      const cm = (x: Q): string => `${pi(x)} cm`;
      return {
        text: `An arc of a circle of radius ${r} cm makes an angle of ${deg}° at the centre. What is its length?`,
        answer: cm(arc),
        distractors: wrong(cm(arc), [
          cm(arc.mul(2)),
          cm(new Q(r * r * deg, 360)),
          cm(new Q(r * deg, 360)),
          cm(arc.add(1)),
        ]),
        hint: `Use ${tex('l = r\\theta')} with ${tex('\\theta')} in radians.`,
        explanation: `${deg}° = ${tex(piBody(q))} radians, so ${tex(`l = ${r} \\times ${piBody(q)} = ${piBody(arc)}`)} cm.`,
        params: { form, deg, r },
      };
    },
    2: (rng): Problem => {
      const f = rng.pick(['sin', 'cos', 'tan'] as const);
      const base = rng.pick([30, 45, 60]);
      const quadrant = rng.int(1, 3);
      const turns = rng.int(0, 2);
      const deg = [180 - base, 180 + base, 360 - base][quadrant - 1]! + 360 * turns;
      const value = trigValue(f, deg);
      const answer = surd(value);
      const asRadians = turns === 0 && rng.chance(0.5);
      const angle = asRadians ? piBody(new Q(deg, 180)) : `${deg}^{\\circ}`;
      const reduced = deg - 360 * turns;
      return {
        text: `What is the value of ${tex(`\\${f} ${angle}`)}?`,
        answer,
        distractors: wrong(answer, [
          surd([value[0].neg(), value[1]]),
          surd(trigValue(CO[f], deg)),
          surd(trigValue(CO[f], base)),
          ...(f === 'tan' ? TAN_VALUES : STANDARD).map(surd),
        ]),
        hint: 'Reduce the angle to an acute reference angle, then fix the sign from the quadrant the angle lies in.',
        explanation: `${turns ? `Removing ${turns} full turn${turns > 1 ? 's' : ''} of 360° leaves ${reduced}°, which` : asRadians ? `${tex(angle)} = ${reduced}°, which` : `${reduced}°`} lies in the ${QUADRANT_NAME[quadrant]} quadrant with reference angle ${base}°, so ${tex(`\\${f} ${angle}`)} = ${answer}.`,
        params: { form: asRadians ? 'radians' : 'degrees', f, deg },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const [p, b, h] = rng.pick(TRIPLES);
        const quadrant = rng.int(1, 3);
        const given = rng.pick(['sin', 'cos'] as const);
        const ask = rng.pick(given === 'sin' ? (['cos', 'tan'] as const) : (['sin', 'tan'] as const));
        const sSign = quadrant <= 1 ? 1 : -1;
        const cSign = quadrant === 0 || quadrant === 3 ? 1 : -1;
        const sin = new Q(sSign * p, h);
        const cos = new Q(cSign * b, h);
        const value = ask === 'sin' ? sin : ask === 'cos' ? cos : sin.div(cos);
        const known = given === 'sin' ? sin : cos;
        const other = given === 'sin' ? cos : sin;
        const answer = value.toTex();
        return {
          text: `If ${tex(`\\${given} x = ${known.texBody()}`)} and ${tex(QUADRANT_RANGE[quadrant]!)}, what is ${tex(`\\${ask} x`)}?`,
          answer,
          distractors: wrong(answer, [
            value.neg().toTex(),
            ask === 'tan' ? cos.div(sin).toTex() : known.toTex(),
            ask === 'tan' ? known.toTex() : other.neg().div(known).toTex(),
            new Q(h, ask === 'tan' ? p : b).toTex(),
            value.add(1).toTex(),
          ]),
          hint: `Use ${tex('\\sin^{2} x + \\cos^{2} x = 1')}, then choose the sign from the quadrant.`,
          explanation: `${tex(`\\${CO[given]} x = \\pm\\sqrt{1 - \\left(${known.texBody()}\\right)^{2}} = \\pm\\frac{${given === 'sin' ? b : p}}{${h}}`)}; in the ${QUADRANT_NAME[quadrant]} quadrant ${tex(`\\${CO[given]} x = ${other.texBody()}`)}${ask === 'tan' ? `, so ${tex(`\\tan x = \\frac{\\sin x}{\\cos x} = ${value.texBody()}`)}` : ''}.`,
          params: { form: 'quadrant', p, b, h, quadrant, given, ask },
        };
      }
      const [p1, b1, h1] = rng.pick(TRIPLES);
      const [p2, b2, h2] = rng.pick(TRIPLES);
      const sinA = new Q(p1, h1);
      const cosA = new Q(b1, h1);
      const sinB = new Q(b2, h2);
      const cosB = new Q(p2, h2);
      const ask = rng.pick(['sin(A + B)', 'sin(A - B)', 'cos(A + B)', 'cos(A - B)'] as const);
      const ss = sinA.mul(cosB);
      const cc = cosA.mul(sinB);
      const co = cosA.mul(cosB);
      const si = sinA.mul(sinB);
      const all = {
        'sin(A + B)': ss.add(cc),
        'sin(A - B)': ss.sub(cc),
        'cos(A + B)': co.sub(si),
        'cos(A - B)': co.add(si),
      };
      const value = all[ask];
      const formula = {
        'sin(A + B)': '\\sin A\\cos B + \\cos A\\sin B',
        'sin(A - B)': '\\sin A\\cos B - \\cos A\\sin B',
        'cos(A + B)': '\\cos A\\cos B - \\sin A\\sin B',
        'cos(A - B)': '\\cos A\\cos B + \\sin A\\sin B',
      }[ask];
      const [x, y] = ask.startsWith('sin') ? [ss, cc] : [co, si];
      return {
        text: `A and B are acute angles with ${tex(`\\sin A = ${sinA.texBody()}`)} and ${tex(`\\cos B = ${cosB.texBody()}`)}. What is ${tex(`\\${ask}`)}?`,
        answer: value.toTex(),
        distractors: wrong(
          value.toTex(),
          Object.values(all).map((v) => v.toTex()),
          [value.neg().toTex(), sinA.add(cosB).toTex()],
        ),
        hint: `First find ${tex('\\cos A')} and ${tex('\\sin B')} from ${tex('\\sin^{2}\\theta + \\cos^{2}\\theta = 1')}, then use the formula for ${tex(`\\${ask}`)}.`,
        explanation: `${tex(`\\cos A = ${cosA.texBody()}`)} and ${tex(`\\sin B = ${sinB.texBody()}`)}, so ${tex(`\\${ask} = ${formula} = ${x.texBody()} ${ask.includes('+') === ask.startsWith('sin') ? '+' : '-'} ${y.texBody()} = ${value.texBody()}`)}.`,
        params: { form: 'compound', p1, h1, p2, h2, ask },
      };
    },
  },
};

const I_POWERS = ['1', tex('i'), int(-1), tex('-i')];

const complexNumbers: SkillSpec = {
  slug: 'complex-numbers',
  name: 'Complex numbers and quadratic equations',
  description:
    'Find powers of i, add, multiply and divide complex numbers, find the modulus and solve quadratic equations with complex roots.',
  prerequisites: ['math-10-quadratic-equations'],
  levels: {
    1: (rng): Problem => {
      if (rng.chance(0.5)) {
        const n = rng.int(5, 99) * (rng.chance(0.25) ? -1 : 1);
        const r = ((n % 4) + 4) % 4;
        return {
          text: `What is the value of ${tex(`i^{${n}}`)}?`,
          answer: I_POWERS[r]!,
          options: I_POWERS,
          hint: `${tex('i^{4} = 1')}, so only the remainder of the power on division by 4 matters.`,
          explanation: `${tex(`${texInt(n)} = 4 \\times ${parenTex(Math.floor(n / 4))} + ${r}`)}, so ${tex(`i^{${n}} = i^{${r}}`)} = ${I_POWERS[r]}.`,
          params: { form: 'power', n },
        };
      }
      const [a, b, c, d] = [rng.int(-9, 9), rng.int(-9, 9) || 2, rng.int(-9, 9), rng.int(-9, 9) || -3];
      const minus = rng.chance(0.5);
      const s = minus ? -1 : 1;
      const answer = complex(a + s * c, b + s * d);
      return {
        text: `What is ${tex(`(${complexBody(a, b)}) ${minus ? '-' : '+'} (${complexBody(c, d)})`)}?`,
        answer,
        distractors: wrong(answer, [
          complex(a - s * c, b - s * d),
          complex(a + s * c, b - s * d),
          complex(a - s * c, b + s * d),
          complex(a + s * c + 1, b + s * d),
        ]),
        hint: 'Add or subtract the real parts and the imaginary parts separately.',
        explanation: `Real part ${tex(`${texInt(a)} ${minus ? '-' : '+'} ${parenTex(c)} = ${texInt(a + s * c)}`)}, imaginary part ${tex(`${texInt(b)} ${minus ? '-' : '+'} ${parenTex(d)} = ${texInt(b + s * d)}`)}, so the answer is ${answer}.`,
        params: { form: minus ? 'difference' : 'sum', a, b, c, d },
      };
    },
    2: (rng): Problem => {
      if (rng.chance(0.5)) {
        const [a, b, c, d] = [
          rng.int(-6, 6) || 1,
          rng.int(-6, 6) || 2,
          rng.int(-6, 6) || 3,
          rng.int(-6, 6) || -1,
        ];
        const re = a * c - b * d;
        const im = a * d + b * c;
        const answer = complex(re, im);
        return {
          text: `What is ${tex(`(${complexBody(a, b)})(${complexBody(c, d)})`)}?`,
          answer,
          distractors: wrong(answer, [
            complex(a * c + b * d, im),
            complex(a * c, b * d),
            complex(re, a * d - b * c),
            complex(-re, im),
          ]),
          hint: `Multiply out the brackets and use ${tex('i^{2} = -1')}.`,
          explanation: `${tex(`(ac - bd) + (ad + bc)i = (${texInt(a * c)} - ${parenTex(b * d)}) + (${texInt(a * d)} + ${parenTex(b * c)})i`)} = ${answer}, because ${tex('i^{2} = -1')}.`,
          params: { form: 'product', a, b, c, d },
        };
      }
      const [p, q, h] = rng.pick([...TRIPLES, [6, 8, 10], [9, 12, 15], [12, 16, 20]] as const);
      const [a, b] = rng.chance(0.5) ? [p, q] : [q, p];
      const [sa, sb] = [rng.chance(0.5) ? -1 : 1, rng.chance(0.5) ? -1 : 1];
      return {
        text: `What is the modulus of ${complex(sa * a, sb * b)}?`,
        answer: int(h),
        distractors: fmtInts(ints(rng, h, [a + b, h * h, Math.abs(sa * a + sb * b), h + 1], { min: 1 })),
        hint: `For ${tex('z = a + ib')}, ${tex('|z| = \\sqrt{a^{2} + b^{2}}')}.`,
        explanation: `${tex(`|z| = \\sqrt{${parenTex(sa * a)}^{2} + ${parenTex(sb * b)}^{2}} = \\sqrt{${a * a} + ${b * b}} = \\sqrt{${h * h}} = ${h}`)}.`,
        params: { form: 'modulus', a: sa * a, b: sb * b },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const p = rng.int(-5, 5) || 2;
        const q = rng.int(1, 6);
        if (Math.abs(p) === q) return complexNumbers.levels[3](rng);
        const root = (x: number, y: number): string => tex(`x = ${texInt(x)} \\pm ${y === 1 ? '' : y}i`);
        const answer = root(p, q);
        const D = 4 * p * p - 4 * (p * p + q * q);
        return {
          text: `What are the roots of ${tex(`${polyTex([1, -2 * p, p * p + q * q])} = 0`)}?`,
          answer,
          distractors: wrong(answer, [
            root(-p, q),
            root(p, 2 * q),
            root(q, Math.abs(p)),
            tex(`x = ${texInt(p)} \\pm ${q}`),
          ]),
          hint: `Use ${tex('x = \\frac{-b \\pm \\sqrt{D}}{2a}')}; a negative D gives ${tex('\\sqrt{D} = \\sqrt{|D|}\\,i')}.`,
          explanation: `${tex(`D = ${parenTex(-2 * p)}^{2} - 4 \\times ${p * p + q * q} = ${texInt(D)}`)}, so ${tex(`x = \\frac{${texInt(2 * p)} \\pm ${2 * q}i}{2} = ${texInt(p)} \\pm ${q === 1 ? '' : q}i`)}.`,
          params: { form: 'quadratic', p, q },
        };
      }
      const [c, d] = [rng.int(1, 4), rng.int(-4, 4) || 1];
      const [e, f] = [rng.int(-5, 5) || 2, rng.int(-5, 5) || -1];
      const a = e * c - f * d;
      const b = e * d + f * c;
      const answer = complex(e, f);
      const n2 = c * c + d * d;
      return {
        text: `What is ${tex(`\\frac{${complexBody(a, b)}}{${complexBody(c, d)}}`)} in the form ${tex('a + ib')}?`,
        answer,
        distractors: wrong(answer, [complex(e, -f), complex(-e, f), complex(f, e), complex(-e, -f)]),
        hint: 'Multiply the top and the bottom by the conjugate of the denominator.',
        explanation: `Multiplying by ${tex(complexBody(c, -d))}: the bottom is ${tex(`${c}^{2} + ${parenTex(d)}^{2} = ${n2}`)} and the top is ${tex(`${complexBody(a * c + b * d, b * c - a * d)}`)}, so the quotient is ${tex(`\\frac{${complexBody(a * c + b * d, b * c - a * d)}}{${n2}}`)} = ${answer}.`,
        params: { form: 'quotient', a, b, c, d },
      };
    },
  },
};

const REL = { '<': '<', '>': '>', '<=': '\\le', '>=': '\\ge' } as const;
type Rel = keyof typeof REL;
const FLIP: Record<Rel, Rel> = { '<': '>', '>': '<', '<=': '>=', '>=': '<=' };
const ineq = (left: string, rel: Rel, right: string): string => tex(`${left} ${REL[rel]} ${right}`);

const NAMES = ['Ravi', 'Anjali', 'Harpreet', 'Meera', 'Arjun', 'Fatima', 'Kiran', 'Suresh'];

const inequalities: SkillSpec = {
  slug: 'linear-inequalities',
  name: 'Linear inequalities',
  description:
    'Solve linear inequalities in one variable, reversing the sign when dividing by a negative number, and solve double inequalities and word problems.',
  prerequisites: ['math-8-linear-equations-in-one-variable'],
  levels: {
    1: (rng): Problem => {
      const a = rng.int(2, 7) * (rng.chance(0.5) ? -1 : 1);
      const x = rng.int(-8, 9);
      const b = rng.int(-12, 12) || 5;
      const c = a * x + b;
      const rel = rng.pick(['<', '>', '<=', '>='] as const);
      const solved: Rel = a < 0 ? FLIP[rel] : rel;
      const answer = ineq('x', solved, texInt(x));
      const wrongMove = (c + b) / a;
      return {
        text: `Solve for real x: ${ineq(linTex([[a, 'x']], b), rel, texInt(c))}.`,
        answer,
        distractors: wrong(answer, [
          ineq('x', FLIP[solved], texInt(x)),
          ineq('x', solved, texInt(-x)),
          Number.isInteger(wrongMove)
            ? ineq('x', solved, texInt(wrongMove))
            : ineq('x', FLIP[solved], texInt(-x)),
          ineq('x', solved, texInt(x + 1)),
          ineq('x', FLIP[solved], texInt(-x)),
        ]),
        hint:
          a < 0
            ? 'Dividing both sides by a negative number reverses the inequality sign.'
            : 'Move the constant to the other side, then divide by the coefficient of x.',
        explanation: `${ineq(linTex([[a, 'x']]), rel, `${texInt(c)} - ${parenTex(b)} = ${texInt(c - b)}`)}; dividing by ${int(a)}${a < 0 ? ' reverses the sign and' : ''} gives ${answer}.`,
        params: { form: a < 0 ? 'negative' : 'positive', a, b, c, rel },
      };
    },
    2: (rng): Problem => {
      if (rng.chance(0.5)) {
        const name = rng.pick(NAMES);
        const m = rng.pick([60, 65, 70, 75, 80, 85, 90]);
        const p = rng.int(m - 25, Math.min(100, m + 15));
        const q = rng.int(m - 25, Math.min(100, m + 15));
        const need = 3 * m - p - q;
        if (need < 0 || need > 100 || need === m) return inequalities.levels[2](rng);
        return {
          text: `${name} scored ${p} and ${q} marks in the first two unit tests. What is the least score in the third test that makes the average of the three at least ${m}?`,
          answer: int(need),
          distractors: fmtInts(
            ints(rng, need, [2 * m - Math.round((p + q) / 2), m, need + 1, need - 1], { min: 0, max: 100 }),
          ),
          hint: 'If x is the third score, the condition is that the mean of the three scores is at least the required average.',
          explanation: `${tex(`\\frac{${p} + ${q} + x}{3} \\ge ${m}`)} gives ${tex(`${p + q} + x \\ge ${3 * m}`)}, so ${tex(`x \\ge ${need}`)}; the least score is ${need}.`,
          params: { form: 'marks', p, q, m },
        };
      }
      const a = rng.int(2, 9);
      let c = rng.int(1, 8);
      if (c === a) c = a + 1;
      const x = rng.int(-6, 8);
      const b = rng.int(-10, 10);
      const d = (a - c) * x + b;
      const rel = rng.pick(['<', '>', '<=', '>='] as const);
      const solved: Rel = a - c < 0 ? FLIP[rel] : rel;
      const answer = ineq('x', solved, texInt(x));
      return {
        text: `Solve for real x: ${ineq(linTex([[a, 'x']], b), rel, linTex([[c, 'x']], d))}.`,
        answer,
        distractors: wrong(answer, [
          ineq('x', FLIP[solved], texInt(x)),
          ineq('x', solved, texInt(-x)),
          ineq('x', FLIP[solved], texInt(-x)),
          ineq('x', solved, texInt(x + 2)),
        ]),
        hint: 'Collect the x terms on one side and the numbers on the other; watch the sign if you divide by a negative number.',
        explanation: `${ineq(linTex([[a - c, 'x']]), rel, `${texInt(d)} - ${parenTex(b)} = ${texInt(d - b)}`)}, and dividing by ${int(a - c)}${a - c < 0 ? ' (which reverses the sign)' : ''} gives ${answer}.`,
        params: { form: 'both-sides', a, b, c, d, rel },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const a = rng.int(2, 5) * (rng.chance(0.4) ? -1 : 1);
        const b = rng.int(-9, 9) || -4;
        const lo = rng.int(-6, 2);
        const hi = lo + rng.int(2, 8);
        const [p, q] = a > 0 ? [a * lo + b, a * hi + b] : [a * hi + b, a * lo + b];
        const interval = (u: number, v: number): string => tex(`${texInt(u)} \\le x \\le ${texInt(v)}`);
        const answer = interval(lo, hi);
        const noShift = a > 0 ? [p / a, q / a] : [q / a, p / a];
        return {
          text: `Solve: ${tex(`${texInt(p)} \\le ${linTex([[a, 'x']], b)} \\le ${texInt(q)}`)}.`,
          answer,
          distractors: wrong(answer, [
            interval(-hi, -lo),
            noShift.every(Number.isInteger) && noShift[0]! < noShift[1]!
              ? interval(noShift[0]!, noShift[1]!)
              : interval(lo - 1, hi + 1),
            interval(lo + 1, hi - 1 > lo + 1 ? hi - 1 : hi + 1),
            interval(lo - 1, hi + 1),
            interval(lo, hi + 2),
          ]),
          hint: 'Do the same thing to all three parts: subtract the constant, then divide by the coefficient of x (reversing both signs if it is negative).',
          explanation: `${b < 0 ? `Adding ${-b}` : `Subtracting ${b}`} gives ${tex(`${texInt(p - b)} \\le ${linTex([[a, 'x']])} \\le ${texInt(q - b)}`)}; dividing by ${int(a)}${a < 0 ? ' and reversing the signs' : ''} gives ${answer}.`,
          params: { form: 'double', a, b, p, q },
        };
      }
      const a = rng.int(2, 5);
      const low = rng.int(-3, 4);
      const b = rng.int(-9, 9);
      const c = rng.int(2, 4);
      const high = low + rng.int(2, 6);
      const d = rng.int(-9, 9);
      const count = high - low;
      return {
        text: `How many integers x satisfy both ${tex(`${linTex([[a, 'x']], b)} > ${texInt(a * low + b)}`)} and ${tex(`${linTex([[c, 'x']], d)} \\le ${texInt(c * high + d)}`)}?`,
        answer: int(count),
        distractors: fmtInts(ints(rng, count, [count + 1, count - 1, high + low, count + 2], { min: 0 })),
        hint: 'Solve each inequality, then count the integers that lie in both solution sets.',
        explanation: `The first gives ${tex(`x > ${texInt(low)}`)} and the second gives ${tex(`x \\le ${texInt(high)}`)}; the integers from ${int(low + 1)} to ${int(high)} number ${high} − ${paren(low)} = ${count}.`,
        params: { form: 'system', a, b, c, d, low, high },
      };
    },
  },
};

const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));
const nPr = (n: number, r: number): number => factorial(n) / factorial(n - r);
const nCr = (n: number, r: number): number => nPr(n, r) / factorial(r);

const WORDS = [
  'BANANA',
  'APPLE',
  'LETTER',
  'ASSAM',
  'KERALA',
  'COFFEE',
  'SCHOOL',
  'MANGO',
  'TOMATO',
  'PEPPER',
  'INDIA',
];

function arrangements(word: string): { value: number; repeats: [string, number][] } {
  const counts = new Map<string, number>();
  for (const c of word) counts.set(c, (counts.get(c) ?? 0) + 1);
  const repeats = [...counts.entries()].filter(([, k]) => k > 1).sort();
  return { value: repeats.reduce((acc, [, k]) => acc / factorial(k), factorial(word.length)), repeats };
}

const P = (n: number | string, r: number | string): string => `{}^{${n}}P_{${r}}`;
const C = (n: number | string, r: number | string): string => `{}^{${n}}C_{${r}}`;

const permutations: SkillSpec = {
  slug: 'permutations-and-combinations',
  name: 'Permutations and combinations',
  description:
    'Work with factorials, tell arrangements from selections, and count arrangements of letters and committees.',
  prerequisites: ['sets'],
  levels: {
    1: (rng): Problem => {
      if (rng.chance(0.4)) {
        const n = rng.int(4, 7);
        return {
          text: `What is the value of ${n}!?`,
          answer: int(factorial(n)),
          distractors: fmtInts(
            ints(rng, factorial(n), [factorial(n - 1), (n * (n + 1)) / 2, factorial(n + 1)], { min: 1 }),
          ),
          hint: `${n}! = ${n} × ${n - 1} × … × 1.`,
          explanation: `${n}! = ${Array.from({ length: n }, (_, i) => n - i).join(' × ')} = ${int(factorial(n))}.`,
          params: { form: 'factorial', n },
        };
      }
      const n = rng.int(6, 12);
      const k = n - rng.int(2, 3);
      const answer = factorial(n) / factorial(k);
      return {
        text: `What is the value of ${tex(`\\frac{${n}!}{${k}!}`)}?`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, [factorial(n - k), answer * k, answer / n], { min: 1 })),
        hint: `Cancel ${k}! from the top and the bottom.`,
        explanation: `${tex(`\\frac{${n}!}{${k}!} = ${Array.from({ length: n - k }, (_, i) => n - i).join(' \\times ')} = ${texInt(answer)}`)}.`,
        params: { form: 'quotient', n, k },
      };
    },
    2: (rng): Problem => {
      const n = rng.int(5, 10);
      const r = rng.int(2, 4);
      const ordered = rng.chance(0.5);
      const answer = ordered ? nPr(n, r) : nCr(n, r);
      const posts = ['a captain', 'a vice-captain', 'a secretary', 'a treasurer'].slice(0, r);
      return {
        text: ordered
          ? `In how many ways can ${posts.slice(0, -1).join(', ')} and ${posts[r - 1]} be chosen from ${n} students?`
          : `In how many ways can a team of ${r} students be chosen from ${n} students?`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, [ordered ? nCr(n, r) : nPr(n, r), n ** r, n * r], { min: 1 })),
        hint: ordered
          ? 'The posts are different, so the order of choosing matters.'
          : 'A team has no order, so use combinations.',
        explanation: ordered
          ? `${tex(`${P(n, r)} = \\frac{${n}!}{${n - r}!} = ${texInt(answer)}`)}.`
          : `${tex(`${C(n, r)} = \\frac{${n}!}{${r}! \\times ${n - r}!} = ${texInt(answer)}`)}.`,
        params: { form: ordered ? 'arrange' : 'choose', n, r },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const word = rng.pick(WORDS);
        const { value, repeats } = arrangements(word);
        const divisor = repeats.map(([c, k]) => `${k}! for ${c}`).join(' and ');
        return {
          text: `How many different arrangements can be made of all the letters of the word ${word}?`,
          answer: int(value),
          distractors: fmtInts(ints(rng, value, [factorial(word.length), value * 2, value / 2], { min: 1 })),
          hint: 'Divide the arrangements of all the letters by the factorial of each repeated count.',
          explanation: repeats.length
            ? `${word} has ${word.length} letters with repeats, so the count is ${word.length}! divided by ${divisor}: ${int(value)}.`
            : `${word} has ${word.length} different letters, so the count is ${word.length}! = ${int(value)}.`,
          params: { form: 'word', word },
        };
      }
      const boys = rng.int(4, 8);
      const girls = rng.int(4, 8);
      const b = rng.int(1, 3);
      const g = rng.int(2, 3);
      const answer = nCr(boys, b) * nCr(girls, g);
      return {
        text: `A committee of ${b} boy${b > 1 ? 's' : ''} and ${g} girls is to be formed from ${boys} boys and ${girls} girls. In how many ways can this be done?`,
        answer: int(answer),
        distractors: fmtInts(
          ints(
            rng,
            answer,
            [nCr(boys, b) + nCr(girls, g), nCr(boys + girls, b + g), nPr(boys, b) * nPr(girls, g)],
            { min: 1 },
          ),
        ),
        hint: 'Choose the boys and the girls separately, then multiply.',
        explanation: `${tex(`${C(boys, b)} \\times ${C(girls, g)} = ${nCr(boys, b)} \\times ${nCr(girls, g)} = ${texInt(answer)}`)}.`,
        params: { form: 'committee', boys, girls, b, g },
      };
    },
  },
};

/** (x + b)ⁿ and friends inside TeX. */
const binom = (inner: string, n: number | string): string => `\\left(${inner}\\right)^{${n}}`;

const binomial: SkillSpec = {
  slug: 'binomial-theorem',
  name: 'Binomial theorem',
  description:
    'Count the terms of a binomial expansion, find coefficients with the general term, and find the term independent of x.',
  prerequisites: ['permutations-and-combinations'],
  levels: {
    1: (rng): Problem => {
      const n = rng.int(4, 12);
      if (rng.chance(0.4)) {
        const [p, q] = [rng.int(1, 5), rng.int(1, 5)];
        const sign = rng.chance(0.5) ? '+' : '-';
        return {
          text: `How many terms are there in the expansion of ${tex(binom(`${p === 1 ? '' : p}x ${sign} ${q === 1 ? '' : q}y`, n))}?`,
          answer: int(n + 1),
          distractors: fmtInts(ints(rng, n + 1, [n, n + 2, 2 * n], { min: 1 })),
          hint: `The terms run through the powers of y from ${tex('y^{0}')} up to the index.`,
          explanation: `The expansion of ${tex('(a + b)^{n}')} has ${tex('n + 1')} terms, here ${n} + 1 = ${n + 1}.`,
          params: { form: 'terms', n, p, q },
        };
      }
      const r = rng.int(2, n - 2);
      const answer = nCr(n, r);
      return {
        text: `What is the coefficient of ${tex(`x^{${r}}`)} in the expansion of ${tex(binom('1 + x', n))}?`,
        answer: int(answer),
        distractors: fmtInts(
          ints(rng, answer, [nCr(n, r - 1), nCr(n, r + 1), n * r, nCr(n - 1, r)], { min: 1 }),
        ),
        hint: `The general term of ${tex(binom('1 + x', 'n'))} is ${tex('{}^{n}C_{r}\\,x^{r}')}.`,
        explanation: `The term in ${tex(`x^{${r}}`)} is ${tex(`${C(n, r)}\\,x^{${r}}`)}, and ${tex(`${C(n, r)} = \\frac{${n}!}{${r}!\\,${n - r}!} = ${texInt(answer)}`)}.`,
        params: { form: 'coefficient', n, r },
      };
    },
    2: (rng): Problem => {
      const n = rng.int(4, 8);
      const b = rng.pick([2, 3, -2, -3, -1, 4]);
      const middle = n % 2 === 0 && rng.chance(0.4);
      const r = middle ? n / 2 : rng.int(1, n - 1);
      const value = nCr(n, r) * b ** (n - r);
      const unsigned = nCr(n, r) * Math.abs(b) ** (n - r);
      const expansion = tex(binom(linTex([[1, 'x']], b), n));
      return {
        text: middle
          ? `What is the coefficient of the middle term in the expansion of ${expansion}?`
          : `What is the coefficient of ${tex(`x^{${r}}`)} in the expansion of ${expansion}?`,
        answer: int(value),
        distractors: fmtInts(
          ints(rng, value, [
            nCr(n, r) * b ** r,
            unsigned === value ? -value : unsigned,
            nCr(n, r),
            nCr(n, r) * b * (n - r),
          ]),
        ),
        hint: middle
          ? `The expansion has ${n + 1} terms, so the middle one is term number ${n / 2 + 1}; the general term of ${tex('(x + b)^{n}')} is ${tex('{}^{n}C_{r}\\,x^{r}\\,b^{n-r}')}.`
          : `The general term of ${tex('(x + b)^{n}')} is ${tex('{}^{n}C_{r}\\,x^{r}\\,b^{n-r}')}.`,
        explanation: `The term in ${tex(`x^{${r}}`)} is ${tex(`${C(n, r)}\\,x^{${r}}\\,${parenTex(b)}^{${n - r}} = ${nCr(n, r)} \\times ${parenTex(b ** (n - r))}\\,x^{${r}}`)}, so the coefficient is ${int(value)}.`,
        params: { form: middle ? 'middle' : 'general', n, b, r },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const square = rng.chance(0.5);
        const n = square ? rng.pick([3, 6, 9]) : rng.pick([4, 6, 8, 10]);
        const k = rng.pick([1, 2, 3, -1, -2]);
        const r = square ? (2 * n) / 3 : n / 2;
        const answer = nCr(n, r) * k ** r;
        const kx = `\\frac{${k < 0 ? -k : k}}{x}`;
        const first = square ? 'x^{2}' : 'x';
        return {
          text: `What is the term independent of x in the expansion of ${tex(binom(`${first} ${k < 0 ? '-' : '+'} ${kx}`, n))}?`,
          answer: int(answer),
          distractors: fmtInts(
            ints(rng, answer, [nCr(n, r), -answer, nCr(n, r) * k ** (n - r), nCr(n, r + 1) * k ** r]),
          ),
          hint: 'Write the general term, collect the powers of x, and choose r so that the power of x is 0.',
          explanation: `${tex(`T_{r+1} = ${C(n, 'r')} ${square ? `x^{${2 * n} - 2r}` : `x^{${n} - r}`} \\cdot ${parenTex(k)}^{r} x^{-r}`)}; the power ${tex(square ? `${2 * n} - 3r = 0` : `${n} - 2r = 0`)} gives r = ${r}, so the term is ${tex(`${C(n, r)} \\times ${parenTex(k)}^{${r}} = ${nCr(n, r)} \\times ${parenTex(k ** r)} = ${texInt(answer)}`)}.`,
          params: { form: square ? 'independent-square' : 'independent', n, k },
        };
      }
      const n = rng.int(4, 7);
      const a = rng.pick([2, 3, -2]);
      const b = rng.pick([1, 2, 3, -1]);
      const r = rng.int(2, n - 1);
      const answer = nCr(n, r) * a ** r * b ** (n - r);
      return {
        text: `What is the coefficient of ${tex(`x^{${r}}`)} in the expansion of ${tex(binom(linTex([[a, 'x']], b), n))}?`,
        answer: int(answer),
        distractors: fmtInts(
          ints(rng, answer, [
            nCr(n, r) * a * b ** (n - r),
            nCr(n, r) * a ** (n - r) * b ** r,
            nCr(n, r) * b ** (n - r),
            -answer,
          ]),
        ),
        hint: `The general term is ${tex('{}^{n}C_{r}\\,(ax)^{r}\\,b^{n-r}')}; the number a is raised to the power r too.`,
        explanation: `${tex(`${C(n, r)} \\times ${parenTex(a)}^{${r}} \\times ${parenTex(b)}^{${n - r}} = ${nCr(n, r)} \\times ${parenTex(a ** r)} \\times ${parenTex(b ** (n - r))} = ${texInt(answer)}`)}.`,
        params: { form: 'ax-plus-b', n, a, b, r },
      };
    },
  },
};

/** The first terms of a GP inside TeX: `4, 2, 1, \\frac{1}{2}, \\ldots`. */
const gpList = (a: Q, r: Q, count = 4): string =>
  tex(
    `${Array.from({ length: count }, (_, i) => {
      let term = a;
      for (let k = 0; k < i; k++) term = term.mul(r);
      return term.texBody();
    }).join(', ')}, \\ldots`,
  );

const sequences: SkillSpec = {
  slug: 'sequences-and-series',
  name: 'Sequences and series',
  description: 'Find terms and sums of geometric progressions, sums to infinity and geometric means.',
  prerequisites: ['math-10-arithmetic-progressions'],
  levels: {
    1: (rng): Problem => {
      const a = rng.int(1, 5);
      const r = rng.pick([2, 3, -2, -3, 4]);
      const n = rng.int(4, r === 4 || r === 3 || r === -3 ? 6 : 8);
      const term = a * r ** (n - 1);
      return {
        text: `What is the ${ordinal(n)} term of the GP ${gpList(new Q(a), new Q(r))}?`,
        answer: int(term),
        distractors: fmtInts(ints(rng, term, [a * r ** n, a * r ** (n - 2), a * r * (n - 1), -term])),
        hint: `The nth term of a GP is ${tex('ar^{n-1}')}.`,
        explanation: `a = ${a} and r = ${int(r)}, so the ${ordinal(n)} term is ${tex(`${a} \\times ${parenTex(r)}^{${n - 1}} = ${texInt(term)}`)}.`,
        params: { form: 'nth', a, r, n },
      };
    },
    2: (rng): Problem => {
      const a = rng.int(1, 5);
      const r = rng.pick([2, 3]);
      const n = rng.int(4, r === 3 ? 6 : 8);
      const sum = (a * (r ** n - 1)) / (r - 1);
      return {
        text: `What is the sum of the first ${n} terms of the GP ${gpList(new Q(a), new Q(r))}?`,
        answer: int(sum),
        distractors: fmtInts(
          ints(rng, sum, [(a * (r ** (n + 1) - 1)) / (r - 1), a * r ** (n - 1), a * r ** n - 1], { min: 1 }),
        ),
        hint: `${tex('S_{n} = \\frac{a(r^{n} - 1)}{r - 1}')}.`,
        explanation: `${tex(`S_{${n}} = \\frac{${a}(${r}^{${n}} - 1)}{${r} - 1} = \\frac{${a} \\times ${r ** n - 1}}{${r - 1}} = ${texInt(sum)}`)}.`,
        params: { form: 'sum', a, r, n },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.6)) {
        const r = rng.pick([new Q(1, 2), new Q(-1, 2), new Q(1, 3), new Q(-1, 3), new Q(2, 3), new Q(1, 4)]);
        const a = new Q(rng.int(1, 6) * r.d ** 2);
        const answer = a.div(new Q(1).sub(r));
        return {
          text: `What is the sum to infinity of the GP ${gpList(a, r)}?`,
          answer: answer.toTex(),
          distractors: fractions(rng, answer, [
            a.div(new Q(1).add(r)),
            a.mul(r).div(new Q(1).sub(r)),
            a.div(r),
          ]).map((q) => q.toTex()),
          hint: `When ${tex('|r| < 1')} the sum to infinity is ${tex('\\frac{a}{1 - r}')}.`,
          explanation: `a = ${a.toTex()} and r = ${r.toTex()}, so ${tex(`S = \\frac{${a.texBody()}}{1 - ${r.n < 0 ? `\\left(${r.texBody()}\\right)` : r.texBody()}} = ${answer.texBody()}`)}.`,
          params: { form: 'infinity', a: a.toString(), r: r.toString() },
        };
      }
      const g = rng.int(2, 12);
      const x = rng.int(1, 4);
      let y = rng.int(2, 9);
      while (y === x) y = rng.int(2, 9);
      const p = g * x * x;
      const q = g * y * y;
      const gm = g * x * y;
      return {
        text: `What is the geometric mean of ${p} and ${q}?`,
        answer: int(gm),
        distractors: fmtInts(
          ints(rng, gm, [(p + q) / 2 === gm ? gm + 2 : Math.round((p + q) / 2), p * q, gm * 2], { min: 1 }),
        ),
        hint: `The geometric mean of a and b is ${tex('\\sqrt{ab}')}.`,
        explanation: `${tex(`\\sqrt{${p} \\times ${q}} = \\sqrt{${texInt(p * q)}} = ${gm}`)}.`,
        params: { form: 'gm', p, q },
      };
    },
  },
};

const pt = (x: number, y: number): string => `(${int(x)}, ${int(y)})`;

const lines: SkillSpec = {
  slug: 'straight-lines',
  name: 'Straight lines',
  description:
    'Find slopes from two points or an equation, slopes of perpendicular lines, and equations of lines.',
  prerequisites: ['math-9-coordinate-geometry'],
  levels: {
    1: (rng): Problem => {
      const x1 = rng.int(-6, 6);
      const y1 = rng.int(-6, 6);
      const x2 = rng.int(-6, 6);
      const y2 = rng.int(-6, 6);
      if (x1 === x2 || y1 === y2) return lines.levels[1](rng);
      const slope = new Q(y2 - y1, x2 - x1);
      return {
        text: `What is the slope of the line through ${pt(x1, y1)} and ${pt(x2, y2)}?`,
        answer: slope.toTex(),
        distractors: fractions(rng, slope, [
          new Q(x2 - x1, y2 - y1),
          slope.neg(),
          ...(x1 + x2 !== 0 ? [new Q(y1 + y2, x1 + x2)] : []),
        ]).map((q) => q.toTex()),
        hint: 'Slope = (change in y) ÷ (change in x).',
        explanation: `${tex(`m = \\frac{${texInt(y2)} - ${parenTex(y1)}}{${texInt(x2)} - ${parenTex(x1)}} = \\frac{${texInt(y2 - y1)}}{${texInt(x2 - x1)}} = ${slope.texBody()}`)}.`,
        params: { form: 'two-points', x1, y1, x2, y2 },
      };
    },
    2: (rng): Problem => {
      if (rng.chance(0.5)) {
        const a = rng.int(-9, 9) || 2;
        const b = rng.int(-9, 9) || 3;
        const c = rng.int(-12, 12);
        const slope = new Q(-a, b);
        return {
          text: `What is the slope of the line ${tex(
            `${linTex(
              [
                [a, 'x'],
                [b, 'y'],
              ],
              c,
            )} = 0`,
          )}?`,
          answer: slope.toTex(),
          distractors: fractions(rng, slope, [slope.neg(), new Q(-b, a), new Q(b, a)]).map((q) => q.toTex()),
          hint: `Rewrite the equation in the form ${tex('y = mx + c')}.`,
          explanation: `${tex(`${linTex([[b, 'y']])} = ${linTex([[-a, 'x']], -c)}`)}, and dividing by ${int(b)} makes the coefficient of x equal to ${tex(`\\frac{${texInt(-a)}}{${texInt(b)}} = ${slope.texBody()}`)}, which is the slope.`,
          params: { form: 'equation', a, b, c },
        };
      }
      const m = rng.int(-5, 5) || 2;
      const x0 = rng.int(-5, 5) || 1;
      const y0 = rng.int(-9, 9);
      const c = y0 - m * x0;
      return {
        text: `A line has slope ${int(m)} and passes through ${pt(x0, y0)}. Where does it cut the y-axis?`,
        answer: pt(0, c),
        distractors: [pt(0, y0 + m * x0), pt(c, 0), pt(0, -c), pt(0, c + m)].filter((s) => s !== pt(0, c)),
        hint: `Use ${tex('y = mx + c')} and put in the point to find c.`,
        explanation: `${tex(`${texInt(y0)} = ${texInt(m)} \\times ${parenTex(x0)} + c`)} gives c = ${int(c)}, so the line cuts the y-axis at ${pt(0, c)}.`,
        params: { form: 'intercept', m, x0, y0 },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const x1 = rng.int(-5, 5);
        const y1 = rng.int(-5, 5);
        const x2 = rng.int(-5, 5);
        const y2 = rng.int(-5, 5);
        if (x1 === x2 || y1 === y2) return lines.levels[3](rng);
        const slope = new Q(y2 - y1, x2 - x1);
        const answer = new Q(-1).div(slope);
        return {
          text: `What is the slope of a line perpendicular to the line joining ${pt(x1, y1)} and ${pt(x2, y2)}?`,
          answer: answer.toTex(),
          distractors: fractions(rng, answer, [slope, slope.neg(), answer.neg()]).map((q) => q.toTex()),
          hint: 'The slopes of perpendicular lines are negative reciprocals of each other.',
          explanation: `The line has slope ${slope.toTex()}, so a perpendicular line has slope ${tex(`-1 \\div ${slope.n < 0 ? `\\left(${slope.texBody()}\\right)` : slope.texBody()} = ${answer.texBody()}`)}.`,
          params: { form: 'perpendicular', x1, y1, x2, y2 },
        };
      }
      const m = rng.int(-4, 4) || -1;
      const x0 = rng.int(-4, 4) || 2;
      const y0 = rng.int(-6, 6);
      const c = y0 - m * x0;
      const eq = (mm: number, cc: number): string => tex(`y = ${linTex([[mm, 'x']], cc)}`);
      const answer = eq(m, c);
      return {
        text: `Which is the equation of the line with slope ${int(m)} passing through ${pt(x0, y0)}?`,
        answer,
        distractors: [eq(m, y0 + m * x0), eq(m, -c), eq(-m, c), eq(m, c + 1)].filter((s) => s !== answer),
        hint: `Use the point-slope form ${tex('y - y_{1} = m(x - x_{1})')}.`,
        explanation: `${tex(`y - ${parenTex(y0)} = ${texInt(m)}(x - ${parenTex(x0)})`)} simplifies to ${answer}.`,
        params: { form: 'equation-of-line', m, x0, y0 },
      };
    },
  },
};

/** (x − h)² inside TeX, or x² when h is 0. */
const shifted = (v: string, h: number): string => (h === 0 ? `${v}^{2}` : `(${linTex([[1, v]], -h)})^{2}`);

const ELLIPSES: readonly (readonly [number, number, number])[] = [
  [5, 4, 3],
  [5, 3, 4],
  [13, 12, 5],
  [13, 5, 12],
  [10, 8, 6],
  [10, 6, 8],
  [17, 15, 8],
  [17, 8, 15],
];

const conics: SkillSpec = {
  slug: 'conic-sections',
  name: 'Conic sections',
  description:
    'Find the centre and radius of a circle, the focus, directrix and latus rectum of a parabola, and the eccentricity and foci of an ellipse or a hyperbola.',
  prerequisites: ['straight-lines'],
  levels: {
    1: (rng): Problem => {
      const h = rng.int(-6, 6);
      const k = rng.int(-6, 6);
      const r = rng.int(2, 9);
      const form = rng.pick(['centre', 'radius', 'equation'] as const);
      const c = h * h + k * k - r * r;
      const general = `${linTex(
        [
          [1, 'x^{2}'],
          [1, 'y^{2}'],
          [-2 * h, 'x'],
          [-2 * k, 'y'],
        ],
        c,
      )} = 0`;
      if (form === 'equation') {
        const eq = (hh: number, kk: number, rr: number): string =>
          tex(`${shifted('x', hh)} + ${shifted('y', kk)} = ${rr}`);
        const answer = eq(h, k, r * r);
        return {
          text: `Which is the equation of the circle with centre ${pt(h, k)} and radius ${r}?`,
          answer,
          distractors: wrong(answer, [
            eq(-h, -k, r * r),
            eq(h, k, r),
            eq(-h, k, r * r),
            eq(h, -k, r * r),
            eq(-h, -k, r),
          ]),
          hint: `A circle with centre (h, k) and radius r is ${tex('(x - h)^{2} + (y - k)^{2} = r^{2}')}.`,
          explanation: `With h = ${int(h)}, k = ${int(k)} and ${tex(`r^{2} = ${r}^{2} = ${r * r}`)} the equation is ${answer}.`,
          params: { form, h, k, r },
        };
      }
      if (h === 0 && k === 0) return conics.levels[1](rng);
      if (form === 'centre')
        return {
          text: `What is the centre of the circle ${tex(general)}?`,
          answer: pt(h, k),
          distractors: wrong(pt(h, k), [
            pt(-h, -k),
            pt(2 * h, 2 * k),
            pt(-2 * h, -2 * k),
            pt(k, h),
            pt(h, -k),
          ]),
          hint: `Complete the squares in x and in y, or compare with ${tex('x^{2} + y^{2} + 2gx + 2fy + c = 0')}, whose centre is (−g, −f).`,
          explanation: `Here 2g = ${int(-2 * h)} and 2f = ${int(-2 * k)}, so g = ${int(-h)}, f = ${int(-k)} and the centre is (−g, −f) = ${pt(h, k)}.`,
          params: { form, h, k, r },
        };
      return {
        text: `What is the radius of the circle ${tex(general)}?`,
        answer: int(r),
        distractors: fmtInts(ints(rng, r, [r * r, Math.abs(h) + Math.abs(k), r + 1, r - 1], { min: 1 })),
        hint: `For ${tex('x^{2} + y^{2} + 2gx + 2fy + c = 0')} the radius is ${tex('\\sqrt{g^{2} + f^{2} - c}')}.`,
        explanation: `g = ${int(-h)}, f = ${int(-k)}, c = ${int(c)}, so ${tex(`r = \\sqrt{${h * h} + ${k * k} - ${parenTex(c)}} = \\sqrt{${r * r}} = ${r}`)}.`,
        params: { form, h, k, r },
      };
    },
    2: (rng): Problem => {
      const a = rng.int(1, 6) * (rng.chance(0.4) ? -1 : 1);
      const vertical = rng.chance(0.5);
      const eq = vertical ? `x^{2} = ${texInt(4 * a)}y` : `y^{2} = ${texInt(4 * a)}x`;
      const ask = rng.pick(['focus', 'directrix', 'latus'] as const);
      const focus = (v: number): string => (vertical ? pt(0, v) : pt(v, 0));
      if (ask === 'focus')
        return {
          text: `What are the coordinates of the focus of the parabola ${tex(eq)}?`,
          answer: focus(a),
          distractors: wrong(focus(a), [
            focus(-a),
            focus(4 * a),
            vertical ? pt(a, 0) : pt(0, a),
            focus(2 * a),
          ]),
          hint: `Compare with ${tex(vertical ? 'x^{2} = 4ay' : 'y^{2} = 4ax')}, whose focus is ${vertical ? '(0, a)' : '(a, 0)'}.`,
          explanation: `${tex(`4a = ${texInt(4 * a)}`)} gives a = ${int(a)}, so the focus is ${focus(a)}.`,
          params: { form: 'focus', a, vertical },
        };
      if (ask === 'directrix') {
        const line = (v: number): string => tex(`${vertical ? 'y' : 'x'} = ${texInt(v)}`);
        return {
          text: `What is the equation of the directrix of the parabola ${tex(eq)}?`,
          answer: line(-a),
          distractors: wrong(line(-a), [
            line(a),
            line(-4 * a),
            tex(`${vertical ? 'x' : 'y'} = ${texInt(-a)}`),
            line(4 * a),
          ]),
          hint: `Compare with ${tex(vertical ? 'x^{2} = 4ay' : 'y^{2} = 4ax')}, whose directrix is ${tex(vertical ? 'y = -a' : 'x = -a')}.`,
          explanation: `${tex(`4a = ${texInt(4 * a)}`)} gives a = ${int(a)}, so the directrix is ${line(-a)}.`,
          params: { form: 'directrix', a, vertical },
        };
      }
      const length = 4 * Math.abs(a);
      return {
        text: `What is the length of the latus rectum of the parabola ${tex(eq)}?`,
        answer: int(length),
        distractors: fmtInts(
          ints(rng, length, [Math.abs(a), 2 * Math.abs(a), 8 * Math.abs(a), length + 1], { min: 1 }),
        ),
        hint: `For ${tex(vertical ? 'x^{2} = 4ay' : 'y^{2} = 4ax')} the latus rectum is 4|a| long.`,
        explanation: `${tex(`4a = ${texInt(4 * a)}`)}, so a = ${int(a)} and the latus rectum is ${tex(`4 \\times ${Math.abs(a)} = ${length}`)}.`,
        params: { form: 'latus', a, vertical },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const [a, b, c] = rng.pick(ELLIPSES);
        const tall = rng.chance(0.4);
        const eq = tall
          ? `\\frac{x^{2}}{${b * b}} + \\frac{y^{2}}{${a * a}} = 1`
          : `\\frac{x^{2}}{${a * a}} + \\frac{y^{2}}{${b * b}} = 1`;
        const ask = rng.pick(['eccentricity', 'foci', 'latus'] as const);
        const foci = (v: number): string => tex(tall ? `(0, \\pm ${v})` : `(\\pm ${v}, 0)`);
        const work = `${tex(`c = \\sqrt{a^{2} - b^{2}} = \\sqrt{${a * a} - ${b * b}} = ${c}`)}`;
        if (ask === 'eccentricity') {
          const e = new Q(c, a);
          return {
            text: `What is the eccentricity of the ellipse ${tex(eq)}?`,
            answer: e.toTex(),
            distractors: wrong(e.toTex(), [
              new Q(b, a).toTex(),
              new Q(c, b).toTex(),
              new Q(a, c).toTex(),
              new Q(b, c).toTex(),
            ]),
            hint: `For an ellipse ${tex('e = \\frac{c}{a}')} with ${tex('c^{2} = a^{2} - b^{2}')}, a being the larger semi-axis.`,
            explanation: `a = ${a}, b = ${b}, ${work}, so ${tex(`e = \\frac{${c}}{${a}}`)}${e.d === a ? '' : ` = ${e.toTex()}`}.`,
            params: { form: 'ellipse-eccentricity', a, b, tall },
          };
        }
        if (ask === 'foci')
          return {
            text: `What are the foci of the ellipse ${tex(eq)}?`,
            answer: foci(c),
            distractors: wrong(foci(c), [
              tex(tall ? `(\\pm ${c}, 0)` : `(0, \\pm ${c})`),
              foci(a),
              foci(b),
              foci(c * c),
            ]),
            hint: `The foci lie on the major axis at a distance c from the centre, where ${tex('c^{2} = a^{2} - b^{2}')}.`,
            explanation: `The major axis is along the ${tall ? 'y' : 'x'}-axis (${a * a} > ${b * b}); ${work}, so the foci are ${foci(c)}.`,
            params: { form: 'ellipse-foci', a, b, tall },
          };
        const latus = new Q(2 * b * b, a);
        return {
          text: `What is the length of the latus rectum of the ellipse ${tex(eq)}?`,
          answer: latus.toTex(),
          distractors: wrong(latus.toTex(), [
            new Q(2 * a * a, b).toTex(),
            new Q(b * b, a).toTex(),
            new Q(2 * c * c, a).toTex(),
            latus.add(1).toTex(),
          ]),
          hint: `The latus rectum of an ellipse is ${tex('\\frac{2b^{2}}{a}')} long, a being the larger semi-axis.`,
          explanation: `a = ${a} and b = ${b}, so ${tex(`\\frac{2b^{2}}{a} = \\frac{2 \\times ${b * b}}{${a}} = ${latus.texBody()}`)}.`,
          params: { form: 'ellipse-latus', a, b, tall },
        };
      }
      const [p, q, c] = rng.pick(TRIPLES.slice(0, 4));
      const [a, b] = rng.chance(0.5) ? [p, q] : [q, p];
      const e = new Q(c, a);
      const eq = `\\frac{x^{2}}{${a * a}} - \\frac{y^{2}}{${b * b}} = 1`;
      if (rng.chance(0.5))
        return {
          text: `What is the eccentricity of the hyperbola ${tex(eq)}?`,
          answer: e.toTex(),
          distractors: wrong(e.toTex(), [
            new Q(c, b).toTex(),
            new Q(b, a).toTex(),
            new Q(a, c).toTex(),
            new Q(a + b, a).toTex(),
          ]),
          hint: `For a hyperbola ${tex('e = \\frac{c}{a}')} with ${tex('c^{2} = a^{2} + b^{2}')}.`,
          explanation: `${tex(`c = \\sqrt{${a * a} + ${b * b}} = ${c}`)}, so ${tex(`e = \\frac{${c}}{${a}}`)}.`,
          params: { form: 'hyperbola-eccentricity', a, b },
        };
      const foci = (v: number): string => tex(`(\\pm ${v}, 0)`);
      return {
        text: `What are the foci of the hyperbola ${tex(eq)}?`,
        answer: foci(c),
        distractors: wrong(foci(c), [foci(a), foci(b), tex(`(0, \\pm ${c})`), foci(c * c)]),
        hint: `For a hyperbola ${tex('c^{2} = a^{2} + b^{2}')}, and the foci are (±c, 0).`,
        explanation: `${tex(`c = \\sqrt{${a * a} + ${b * b}} = \\sqrt{${c * c}} = ${c}`)}, so the foci are ${foci(c)}.`,
        params: { form: 'hyperbola-foci', a, b },
      };
    },
  },
};

export const QUADRUPLES: readonly (readonly [number, number, number, number])[] = [
  [1, 2, 2, 3],
  [2, 3, 6, 7],
  [1, 4, 8, 9],
  [4, 4, 7, 9],
  [2, 6, 9, 11],
  [6, 6, 7, 11],
  [3, 4, 12, 13],
  [2, 5, 14, 15],
];
const OCTANTS = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII'];
/** NCERT's numbering: I (+,+,+), II (−,+,+), III (−,−,+), IV (+,−,+), then V–VIII the same below the xy-plane. */
const octantOf = (x: number, y: number, z: number): number =>
  (z > 0 ? 0 : 4) + (x > 0 ? (y > 0 ? 0 : 3) : y > 0 ? 1 : 2);
const pt3 = (x: number, y: number, z: number): string => `(${int(x)}, ${int(y)}, ${int(z)})`;
const signs = (rng: Rng, xs: readonly number[]): number[] =>
  rng.shuffle(xs).map((x) => (rng.chance(0.5) ? -x : x));

const space: SkillSpec = {
  slug: 'coordinates-in-space',
  name: 'Introduction to three-dimensional geometry',
  description:
    'Name the octant of a point, find distances between points in space, and divide a segment in a given ratio.',
  prerequisites: ['straight-lines', 'math-9-coordinate-geometry'],
  levels: {
    1: (rng): Problem => {
      if (rng.chance(0.5)) {
        const [x, y, z] = [rng.int(1, 9), rng.int(1, 9), rng.int(1, 9)].map((v) =>
          rng.chance(0.5) ? -v : v,
        ) as [number, number, number];
        const o = octantOf(x, y, z);
        return {
          text: `In which octant does the point ${pt3(x, y, z)} lie? (Octants are numbered as in the textbook: I is (+, +, +), II (−, +, +), III (−, −, +), IV (+, −, +), and V to VIII are the same below the xy-plane.)`,
          answer: OCTANTS[o]!,
          distractors: [octantOf(-x, y, z), octantOf(x, y, -z), octantOf(x, -y, z), octantOf(-x, -y, -z)].map(
            (i) => OCTANTS[i]!,
          ),
          hint: 'Write down the signs of x, y and z, then match the pattern of signs.',
          explanation: `The signs of the coordinates are (${x > 0 ? '+' : '−'}, ${y > 0 ? '+' : '−'}, ${z > 0 ? '+' : '−'}), the pattern of octant ${OCTANTS[o]}; for example x = ${int(x)} is ${x > 0 ? 'positive' : 'negative'}.`,
          params: { form: 'octant', x, y, z },
        };
      }
      const [p, q, r, d] = rng.pick(QUADRUPLES);
      const [x, y, z] = signs(rng, [p, q, r]) as [number, number, number];
      return {
        text: `What is the distance of the point ${pt3(x, y, z)} from the origin?`,
        answer: int(d),
        distractors: fmtInts(ints(rng, d, [p + q + r, d * d, d + 1, Math.abs(x + y + z)], { min: 1 })),
        hint: `The distance of (x, y, z) from the origin is ${tex('\\sqrt{x^{2} + y^{2} + z^{2}}')}.`,
        explanation: `${tex(`\\sqrt{${parenTex(x)}^{2} + ${parenTex(y)}^{2} + ${parenTex(z)}^{2}} = \\sqrt{${d * d}} = ${d}`)}.`,
        params: { form: 'origin', x, y, z },
      };
    },
    2: (rng): Problem => {
      const [p, q, r, d] = rng.pick(QUADRUPLES);
      const [dx, dy, dz] = signs(rng, [p, q, r]) as [number, number, number];
      const [x1, y1, z1] = [rng.int(-6, 6), rng.int(-6, 6), rng.int(-6, 6)];
      const [x2, y2, z2] = [x1 + dx, y1 + dy, z1 + dz];
      const sumsWrong = Math.abs(x1 + x2) + Math.abs(y1 + y2) + Math.abs(z1 + z2);
      return {
        text: `What is the distance between the points P${pt3(x1, y1, z1)} and Q${pt3(x2, y2, z2)}?`,
        answer: int(d),
        distractors: fmtInts(ints(rng, d, [p + q + r, d * d, sumsWrong, d + 2], { min: 1 })),
        hint: `${tex('PQ = \\sqrt{(x_{2} - x_{1})^{2} + (y_{2} - y_{1})^{2} + (z_{2} - z_{1})^{2}}')}.`,
        explanation: `The differences are ${int(dx)}, ${int(dy)} and ${int(dz)}, so ${tex(`PQ = \\sqrt{${dx * dx} + ${dy * dy} + ${dz * dz}} = \\sqrt{${d * d}} = ${d}`)}.`,
        params: { form: 'distance', x1, y1, z1, x2, y2, z2 },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const m = rng.int(1, 3);
        let n = rng.int(1, 4);
        if (n === m) n = m + 1;
        const s = m + n;
        const [x1, y1, z1] = [rng.int(-5, 5), rng.int(-5, 5), rng.int(-5, 5)];
        const [u, v, w] = [rng.int(-3, 3), rng.int(-3, 3), rng.int(-3, 3) || 1];
        const [x2, y2, z2] = [x1 + s * u, y1 + s * v, z1 + s * w];
        const at = (k: number): string => pt3(x1 + k * u, y1 + k * v, z1 + k * w);
        const answer = at(m);
        return {
          text: `What are the coordinates of the point that divides the join of P${pt3(x1, y1, z1)} and Q${pt3(x2, y2, z2)} internally in the ratio ${m} : ${n}?`,
          answer,
          distractors: wrong(answer, [
            at(n),
            pt3(s * (x1 + m * u), s * (y1 + m * v), s * (z1 + m * w)),
            at(m + 1),
            at(m - 1),
            at(s + 1),
          ]),
          hint: `Use ${tex('\\left(\\frac{mx_{2} + nx_{1}}{m + n}, \\frac{my_{2} + ny_{1}}{m + n}, \\frac{mz_{2} + nz_{1}}{m + n}\\right)')}.`,
          explanation: `${tex(`x = \\frac{${m} \\times ${parenTex(x2)} + ${n} \\times ${parenTex(x1)}}{${s}} = ${texInt(x1 + m * u)}`)}, and y and z the same way, giving ${answer}.`,
          params: { form: 'section', m, n, x1, y1, z1, x2, y2, z2 },
        };
      }
      const pts = Array.from({ length: 3 }, () => [rng.int(-6, 8), rng.int(-6, 8), rng.int(-6, 8)]);
      const sum = [0, 1, 2].map((i) => pts.reduce((acc, p) => acc + p[i]!, 0));
      if (sum.some((v) => v % 3 !== 0)) return space.levels[3](rng);
      const [gx, gy, gz] = sum.map((v) => v / 3) as [number, number, number];
      const [sx, sy, sz] = sum as [number, number, number];
      const answer = pt3(gx, gy, gz);
      const [A, B, Cc] = pts.map(([x, y, z]) => pt3(x!, y!, z!));
      return {
        text: `What is the centroid of the triangle with vertices A${A}, B${B} and C${Cc}?`,
        answer,
        distractors: wrong(answer, [
          pt3(sx, sy, sz),
          pt3(-gx, -gy, -gz),
          pt3(gx + 1, gy, gz - 1),
          pt3(gy, gx, gz),
          pt3(gx, gy + 1, gz),
        ]),
        hint: 'Each coordinate of the centroid is the mean of the three vertices\u2019 coordinates.',
        explanation: `The sums of the coordinates are ${int(sx)}, ${int(sy)} and ${int(sz)}; dividing each by 3 gives ${answer}.`,
        params: { form: 'centroid', pts: pts.flat() },
      };
    },
  },
};

const lim = (a: number, body: string): string => `\\lim_{x \\to ${texInt(a)}} ${body}`;

const limits: SkillSpec = {
  slug: 'limits',
  name: 'Limits of polynomial and rational functions',
  description: 'Find limits of polynomials by substitution and limits of the form 0/0 by factorising.',
  prerequisites: ['sequences-and-series'],
  levels: {
    1: (rng): Problem => {
      const coefficients = [rng.int(1, 4), rng.int(-6, 6), rng.int(-9, 9)];
      const a = rng.int(-3, 4) || 2;
      const value = coefficients.reduce((acc, c) => acc * a + c, 0);
      const [p = 0, q = 0, r = 0] = coefficients;
      return {
        text: `What is ${tex(lim(a, `(${polyTex(coefficients)})`))}?`,
        answer: int(value),
        distractors: fmtInts(
          ints(rng, value, [coefficients.reduce((acc, c) => acc * -a + c, 0), r, value + 2 * a]),
        ),
        hint: 'A polynomial is continuous, so just substitute the value of x.',
        explanation: `Substituting x = ${int(a)} gives ${tex(`${texInt(p)}(${texInt(a)})^{2} + ${parenTex(q)}(${texInt(a)}) + ${parenTex(r)} = ${texInt(value)}`)}.`,
        params: { form: 'polynomial', coefficients, a },
      };
    },
    2: (rng): Problem => {
      const a = rng.int(1, 4) * (rng.chance(0.25) ? -1 : 1);
      const n = rng.int(2, a > 2 || a < -2 ? 3 : 5);
      const answer = n * a ** (n - 1);
      const an = a ** n;
      return {
        text: `What is ${tex(lim(a, `\\frac{x^{${n}} ${an < 0 ? '+' : '-'} ${Math.abs(an)}}{x ${a < 0 ? '+' : '-'} ${Math.abs(a)}}`))}?`,
        answer: int(answer),
        distractors: fmtInts(
          ints(rng, answer, [a ** (n - 1), n * a ** n, 0, n * a], { min: answer < 0 ? undefined : 0 }),
        ),
        hint: `Use the standard result ${tex('\\lim_{x \\to a} \\frac{x^{n} - a^{n}}{x - a} = na^{n-1}')}.`,
        explanation: `Here n = ${n} and a = ${int(a)}, so the limit is ${tex(`${n} \\times ${parenTex(a)}^{${n - 1}} = ${texInt(answer)}`)}.`,
        params: { form: 'standard', n, a },
      };
    },
    3: (rng): Problem => {
      const a = rng.int(-5, 5) || 3;
      const r = rng.int(-6, 6);
      if (r === a || r === -a) return limits.levels[3](rng);
      const top = [1, -(a + r), a * r];
      const xa = linTex([[1, 'x']], -a);
      const xr = linTex([[1, 'x']], -r);
      if (rng.chance(0.5)) {
        const answer = a - r;
        return {
          text: `What is ${tex(lim(a, `\\frac{${polyTex(top)}}{${xa}}`))}?`,
          answer: int(answer),
          distractors: fmtInts(ints(rng, answer, [r - a, 0, a + r])),
          hint: `Substituting gives ${tex('\\frac{0}{0}')}, so factorise the top and cancel.`,
          explanation: `${tex(`${polyTex(top)} = (${xa})(${xr})`)}, so the limit is ${tex(`${texInt(a)} - ${parenTex(r)} = ${texInt(answer)}`)}.`,
          params: { form: 'cancel', a, r },
        };
      }
      const answer = new Q(a - r, 2 * a);
      return {
        text: `What is ${tex(lim(a, `\\frac{${polyTex(top)}}{${polyTex([1, 0, -a * a])}}`))}?`,
        answer: answer.toTex(),
        distractors: fractions(rng, answer, [
          new Q(r - a, 2 * a),
          new Q(a - r, a),
          new Q(a + r, 2 * a),
          new Q(0),
        ]).map((q) => q.toTex()),
        hint: 'Factorise the top and the bottom; both have a factor that is 0 at the limit point.',
        explanation: `After cancelling ${tex(`(${xa})`)} the limit is ${tex(`\\frac{${texInt(a)} - ${parenTex(r)}}{${texInt(a)} + ${parenTex(a)}} = ${answer.texBody()}`)}.`,
        params: { form: 'ratio', a, r },
      };
    },
  },
};

const statistics: SkillSpec = {
  slug: 'statistics',
  name: 'Measures of dispersion',
  description:
    'Find the mean deviation about the mean or the median, the variance and standard deviation of data, and the coefficient of variation.',
  prerequisites: ['math-7-mean-median-and-mode'],
  levels: {
    1: (rng): Problem => {
      const n = rng.pick([5, 6, 7, 8]);
      const about = n % 2 === 1 && rng.chance(0.5) ? 'median' : 'mean';
      const data = Array.from({ length: n }, () => rng.int(2, 30));
      const total = data.reduce((s, x) => s + x, 0);
      if (about === 'mean' && total % n !== 0) return statistics.levels[1](rng);
      const sorted = [...data].sort((x, y) => x - y);
      const centre = about === 'mean' ? total / n : sorted[(n - 1) / 2]!;
      const dev = data.map((x) => Math.abs(x - centre));
      const sumDev = dev.reduce((s, x) => s + x, 0);
      const md = new Q(sumDev, n);
      const otherCentre = about === 'mean' ? sorted[Math.floor(n / 2)]! : Math.round(total / n);
      const otherMd = new Q(
        data.reduce((s, x) => s + Math.abs(x - otherCentre), 0),
        n,
      );
      return {
        text: `What is the mean deviation about the ${about} of the data ${data.join(', ')}?`,
        answer: md.toTex(),
        distractors: wrong(md.toTex(), [
          new Q(sumDev).toTex(),
          otherMd.toTex(),
          new Q(sumDev, n - 1).toTex(),
          new Q(centre).toTex(),
          md.add(1).toTex(),
        ]),
        hint: `Find the ${about}, add up the absolute deviations of the values from it, and divide by the number of values.`,
        explanation: `The ${about} is ${int(centre)}; the absolute deviations add up to ${dev.join(' + ')} = ${sumDev}, so the mean deviation is ${tex(`\\frac{${sumDev}}{${n}}${md.d === n ? '' : ` = ${md.texBody()}`}`)}.`,
        params: { form: about, data },
      };
    },
    2: (rng): Problem => {
      if (rng.chance(0.35)) {
        const n = rng.int(5, 20);
        const v = new Q(n * n - 1, 12);
        return {
          text: `What is the variance of the first ${n} natural numbers?`,
          answer: v.toTex(),
          distractors: wrong(v.toTex(), [
            new Q(n * n + 1, 12).toTex(),
            new Q(n + 1, 2).toTex(),
            new Q(n * n - 1, 6).toTex(),
            new Q(n * n, 12).toTex(),
          ]),
          hint: `The mean of 1, 2, …, n is ${tex('\\frac{n + 1}{2}')}, and the variance is ${tex('\\frac{n^{2} - 1}{12}')}.`,
          explanation: `${tex(`\\sigma^{2} = \\frac{${n}^{2} - 1}{12} = \\frac{${n * n - 1}}{12}${v.d === 12 ? '' : ` = ${v.texBody()}`}`)}.`,
          params: { form: 'natural', n },
        };
      }
      const n = rng.pick([4, 5, 6]);
      const mean = rng.int(5, 40);
      const devs = Array.from({ length: n - 1 }, () => rng.int(-6, 6));
      const last = -devs.reduce((s, x) => s + x, 0);
      if (Math.abs(last) > 9) return statistics.levels[2](rng);
      const all = [...devs, last];
      const data = all.map((d) => mean + d);
      const ss = all.reduce((s, d) => s + d * d, 0);
      const v = new Q(ss, n);
      return {
        text: `What is the variance of the data ${data.join(', ')}?`,
        answer: v.toTex(),
        distractors: wrong(v.toTex(), [
          new Q(ss).toTex(),
          new Q(ss, n - 1).toTex(),
          new Q(
            all.reduce((s, d) => s + Math.abs(d), 0),
            n,
          ).toTex(),
          v.add(mean).toTex(),
        ]),
        hint: 'Find the mean, square each deviation from it, add the squares and divide by the number of values.',
        explanation: `The mean is ${mean}; the squared deviations add up to ${all.map((d) => d * d).join(' + ')} = ${ss}, so ${tex(`\\sigma^{2} = \\frac{${ss}}{${n}}${v.d === n ? '' : ` = ${v.texBody()}`}`)}.`,
        params: { form: 'variance', data },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const n = rng.pick([5, 8, 10, 12, 20, 25]);
        const m = rng.int(4, 20);
        const s = rng.int(2, 9);
        const sx = n * m;
        const sxx = n * (s * s + m * m);
        return {
          text: `For ${n} observations, ${tex(`\\sum x_{i} = ${texInt(sx)}`)} and ${tex(`\\sum x_{i}^{2} = ${texInt(sxx)}`)}. What is the standard deviation?`,
          answer: int(s),
          distractors: fmtInts(
            ints(rng, s, [s * s, Math.round(Math.sqrt(sxx / n)), s + 1, s - 1], { min: 1 }),
          ),
          hint: `${tex('\\sigma^{2} = \\frac{\\sum x_{i}^{2}}{n} - \\left(\\frac{\\sum x_{i}}{n}\\right)^{2}')}.`,
          explanation: `The mean is ${tex(`\\frac{${texInt(sx)}}{${n}} = ${m}`)} and ${tex(`\\sigma^{2} = \\frac{${texInt(sxx)}}{${n}} - ${m}^{2} = ${s * s + m * m} - ${m * m} = ${s * s}`)}, so ${tex(`\\sigma = ${s}`)}.`,
          params: { form: 'sums', n, sx, sxx },
        };
      }
      const m = rng.pick([20, 25, 40, 50, 60, 80]);
      const options = [1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 16].filter((s) => (100 * s) % m === 0 && s < m / 2);
      const s = rng.pick(options);
      const cv = (100 * s) / m;
      return {
        text: `A distribution has mean ${m} and standard deviation ${s}. What is its coefficient of variation?`,
        answer: int(cv),
        distractors: fmtInts(ints(rng, cv, [s, Math.round(m / s), cv * 2, cv + 5], { min: 1 })),
        hint: `${tex('\\text{C.V.} = \\frac{\\sigma}{\\bar{x}} \\times 100')}.`,
        explanation: `${tex(`\\text{C.V.} = \\frac{${s}}{${m}} \\times 100 = ${cv}`)}.`,
        params: { form: 'cv', m, s },
      };
    },
  },
};

/** A probability from hundredths as a decimal: 0.35. */
const hund = (h: number): string => decimal(h, 2);

const probability: SkillSpec = {
  slug: 'probability',
  name: 'Probability: events and the addition rule',
  description:
    'Count sample spaces of coin tosses, use P(A ∪ B) = P(A) + P(B) − P(A ∩ B) and complements, and find probabilities with combinations.',
  prerequisites: ['permutations-and-combinations'],
  levels: {
    1: (rng): Problem => {
      const n = rng.int(2, 5);
      if (rng.chance(0.4))
        return {
          text: `${n} coins are tossed together. How many outcomes are there in the sample space?`,
          answer: int(2 ** n),
          distractors: fmtInts(ints(rng, 2 ** n, [2 * n, n + 1, n * n, 2 ** (n + 1)], { min: 1 })),
          hint: 'Each coin shows H or T, independently of the others.',
          explanation: `Each of the ${n} coins has 2 outcomes, so there are ${tex(`2^{${n}} = ${2 ** n}`)} outcomes.`,
          params: { form: 'outcomes', n },
        };
      const k = rng.int(0, n);
      const p = new Q(nCr(n, k), 2 ** n);
      return {
        text: `${n} fair coins are tossed. What is the probability of getting ${k === 0 ? 'no heads' : `exactly ${k} head${k === 1 ? '' : 's'}`}?`,
        answer: p.toTex(),
        distractors: wrong(p.toTex(), [
          new Q(k === 0 ? 1 : k, n + 1).toTex(),
          new Q(1, 2 ** n).toTex(),
          new Q(nCr(n, k) + 1, 2 ** n).toTex(),
          new Q(k === 0 ? 1 : k, n * 2).toTex(),
          new Q(nCr(n, k), 2 * n + 1).toTex(),
        ]).filter((s) => s !== '0' && s !== '1'),
        hint: `There are ${tex(`2^{${n}}`)} equally likely outcomes; count those with exactly that many heads.`,
        explanation: `${tex(C(n, k))} = ${nCr(n, k)} of the ${2 ** n} outcomes have exactly ${k} head${k === 1 ? '' : 's'}, so ${tex(`P = \\frac{${nCr(n, k)}}{${2 ** n}}${p.d === 2 ** n ? '' : ` = ${p.texBody()}`}`)}.`,
        params: { form: 'heads', n, k },
      };
    },
    2: (rng): Problem => {
      const pb = rng.int(15, 60);
      const both = rng.int(5, pb - 5);
      const pa = rng.int(both + 5, Math.min(80, 100 - pb + both));
      const union = pa + pb - both;
      const form = rng.pick(['union', 'neither', 'only'] as const);
      const given = `P(A) = ${hund(pa)}, P(B) = ${hund(pb)} and P(A ∩ B) = ${hund(both)}`;
      if (form === 'union')
        return {
          text: `For events A and B, ${given}. What is P(A ∪ B)?`,
          answer: hund(union),
          distractors: [hund(pa + pb), hund(union - both), hund(100 - union), hund(pa + pb + both)].filter(
            (x, i) => i !== 0 || pa + pb <= 100,
          ),
          hint: 'Adding P(A) and P(B) counts the common part twice.',
          explanation: `P(A ∪ B) = ${hund(pa)} + ${hund(pb)} − ${hund(both)} = ${hund(union)}.`,
          params: { form, pa, pb, both },
        };
      if (form === 'neither')
        return {
          text: `For events A and B, ${given}. What is the probability that neither A nor B happens?`,
          answer: hund(100 - union),
          distractors: [
            hund(union),
            hund(100 - pa - pb + 2 * both),
            hund(100 - both),
            hund(Math.abs(100 - pa - pb)),
          ].filter((x) => x !== hund(100 - union)),
          hint: 'Neither A nor B is the complement of A ∪ B.',
          explanation: `P(A ∪ B) = ${hund(pa)} + ${hund(pb)} − ${hund(both)} = ${hund(union)}, so P(neither) = 1 − ${hund(union)} = ${hund(100 - union)}.`,
          params: { form, pa, pb, both },
        };
      return {
        text: `For events A and B, ${given}. What is the probability that A happens but B does not?`,
        answer: hund(pa - both),
        distractors: [
          hund(pa),
          hund(pa - pb > 0 ? pa - pb : pa + both),
          hund(union - pb + both === pa - both ? union : union - pb + both),
          hund(100 - pa),
        ].filter((x) => x !== hund(pa - both)),
        hint: 'Take away from P(A) the part that A shares with B.',
        explanation: `P(A but not B) = P(A) − P(A ∩ B) = ${hund(pa)} − ${hund(both)} = ${hund(pa - both)}.`,
        params: { form, pa, pb, both },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const boys = rng.int(3, 7);
        const girls = rng.int(3, 6);
        const r = rng.int(3, 4);
        const k = rng.int(1, Math.min(girls, r - 1));
        const fav = nCr(girls, k) * nCr(boys, r - k);
        const all = nCr(boys + girls, r);
        const p = new Q(fav, all);
        return {
          text: `A committee of ${r} is chosen at random from ${boys} boys and ${girls} girls. What is the probability that it has exactly ${k} girl${k === 1 ? '' : 's'}?`,
          answer: p.toTex(),
          distractors: wrong(p.toTex(), [
            new Q(k, r).toTex(),
            new Q(nCr(girls, k), all).toTex(),
            new Q(nCr(girls, k) + nCr(boys, r - k), all).toTex(),
            new Q(girls, boys + girls).toTex(),
          ]),
          hint: 'Count the committees with the right numbers of girls and boys, and divide by all committees of that size.',
          explanation: `${tex(`\\frac{${C(girls, k)} \\times ${C(boys, r - k)}}{${C(boys + girls, r)}} = \\frac{${nCr(girls, k)} \\times ${nCr(boys, r - k)}}{${all}} = ${p.texBody()}`)}.`,
          params: { form: 'committee', boys, girls, r, k },
        };
      }
      const kinds = [
        ['aces', 4],
        ['hearts', 13],
        ['red cards', 26],
        ['face cards (kings, queens or jacks)', 12],
        ['red face cards', 6],
        ['numbered cards (2 to 10)', 36],
        ['black aces', 2],
      ] as const;
      const [kind, count] = rng.pick(kinds);
      const p = new Q(nCr(count, 2), nCr(52, 2));
      return {
        text: `Two cards are drawn at random together from a well-shuffled deck of 52 cards. What is the probability that both are ${kind}?`,
        answer: p.toTex(),
        distractors: wrong(p.toTex(), [
          new Q(count * count, 52 * 52).toTex(),
          new Q(count, 52).toTex(),
          new Q(2 * count, 52).toTex(),
          new Q(nCr(count, 2), 52).toTex(),
        ]),
        hint: 'The number of ways of choosing 2 cards out of 52 is the sample space; choose 2 of the favourable cards.',
        explanation: `${tex(`\\frac{${C(count, 2)}}{${C(52, 2)}} = \\frac{${nCr(count, 2)}}{${texInt(nCr(52, 2))}} = ${p.texBody()}`)}.`,
        params: { form: 'cards', kind, count },
      };
    },
  },
};

export const class11: ClassSpec = {
  grade: 11,
  chapters: [
    { slug: 'sets-chapter', title: 'Sets', skills: [sets] },
    { slug: 'relations-and-functions-chapter', title: 'Relations and Functions', skills: [relations] },
    { slug: 'trigonometric-functions-chapter', title: 'Trigonometric Functions', skills: [trigonometry] },
    {
      slug: 'complex-numbers-chapter',
      title: 'Complex Numbers and Quadratic Equations',
      skills: [complexNumbers],
    },
    { slug: 'linear-inequalities-chapter', title: 'Linear Inequalities', skills: [inequalities] },
    { slug: 'permutations', title: 'Permutations and Combinations', skills: [permutations] },
    { slug: 'binomial-theorem-chapter', title: 'Binomial Theorem', skills: [binomial] },
    { slug: 'sequences', title: 'Sequences and Series', skills: [sequences] },
    { slug: 'straight-lines-chapter', title: 'Straight Lines', skills: [lines] },
    { slug: 'conic-sections-chapter', title: 'Conic Sections', skills: [conics] },
    {
      slug: 'three-dimensional-geometry-chapter',
      title: 'Introduction to Three Dimensional Geometry',
      skills: [space],
    },
    { slug: 'limits-and-derivatives', title: 'Limits and Derivatives', skills: [limits] },
    { slug: 'statistics-chapter', title: 'Statistics', skills: [statistics] },
    { slug: 'probability-chapter', title: 'Probability', skills: [probability] },
  ],
};
