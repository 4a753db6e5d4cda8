import { fmtInts, ordinal, termValues } from './common.ts';
import { fractions, ints, measures } from './distractors.ts';
import { count, decimal, gcd, int, linear, MINUS, polyTex, Q, tex, texInt } from './format.ts';
import {
  centreAngleFigure,
  chordFigure,
  cyclicFigure,
  midpointFigure,
  parallelogramFigure,
  radiiFigure,
  rhombusFigure,
  semicircleFigure,
} from './figures-class-09.ts';
import type { ClassSpec, Problem, SkillSpec } from './types.ts';

const NON_SQUARES = [2, 3, 5, 6, 7, 10, 11, 13] as const;

/** A linear expression inside TeX: `2x - 3y + 5` (ASCII minus; TeX draws it). */
const linTex = (terms: readonly (readonly [number, string])[], constant = 0): string =>
  linear(terms, constant).replaceAll(MINUS, '-');
/** A measure in square or cubic centimetres: `154 cm$^{2}$` (a plain number stays plain). */
const cmSq = (value: string): string => `${value} cm$^{2}$`;
const cmCu = (value: string): string => `${value} cm$^{3}$`;
const deg = (x: number): string => `${int(x)}°`;

const numberSystems: SkillSpec = {
  slug: 'number-systems',
  name: 'Real numbers and exponents',
  description:
    'Tell irrational numbers from rational ones, use rational exponents and rationalise denominators.',
  prerequisites: ['math-8-squares-and-square-roots', 'math-8-exponents-and-powers'],
  levels: {
    1: (rng): Problem => {
      const irrational = tex(`\\sqrt{${rng.pick(NON_SQUARES)}}`);
      const square = rng.int(2, 12);
      const rationals = [
        tex(`\\sqrt{${square * square}}`),
        new Q(rng.int(1, 8), rng.int(9, 13)).toTex(),
        `0.${rng.int(1, 9)}${rng.int(1, 9)}`,
      ];
      const options = rng.shuffle([irrational, ...rationals]);
      return {
        text: `Which of these numbers is irrational: ${options.join(', ')}?`,
        answer: irrational,
        options,
        hint: 'A rational number can be written as $\\frac{p}{q}$ with integers p and q; the square root of a number that is not a perfect square cannot.',
        explanation: `${tex(`\\sqrt{${square * square}} = ${square}`)}, and the fraction and the terminating decimal are rational, but ${irrational} is not the square root of a perfect square, so it is irrational.`,
        params: { form: 'irrational', options },
      };
    },
    2: (rng): Problem => {
      const root = rng.int(2, 5);
      const n = rng.pick([2, 3, 4, 5].filter((k) => root ** k <= 1024));
      const m = rng.int(1, n + 2);
      if (m === n || gcd(m, n) !== 1) return numberSystems.levels[2](rng);
      const negative = rng.chance(0.3);
      const base = root ** n;
      const value = negative ? new Q(1, root ** m) : new Q(root ** m);
      const exponent = `${negative ? '-' : ''}${m}/${n}`;
      return {
        text: `What is the value of ${tex(`${base}^{${exponent}}`)}?`,
        answer: value.toTex(),
        distractors: fractions(
          rng,
          value,
          negative
            ? [new Q(root ** m), new Q(1, root ** (m + 1)), new Q(-base * m, n), new Q(1, m * root)]
            : [new Q(base * m, n), new Q(1, root ** m), new Q(root), new Q(root ** (m + 1))],
        ).map((q) => q.toTex()),
        hint: `${tex(`${base} = ${root}^{${n}}`)}, so take the ${n === 2 ? 'square' : n === 3 ? 'cube' : `${n}th`} root first.`,
        explanation: `${tex(`${base}^{1/${n}} = ${root}`)}, so ${tex(`${base}^{${exponent}} = ${negative ? `\\frac{1}{${m === 1 ? root : `${root}^{${m}}`}}` : `${root}^{${m}}`} = ${value.texBody()}`)}.`,
        params: { form: 'power', base, m: negative ? -m : m, n },
      };
    },
    3: (rng): Problem => {
      const [b = 2, a = 3] = rng
        .shuffle(NON_SQUARES)
        .slice(0, 2)
        .sort((x, y) => x - y);
      const minus = rng.chance(0.5);
      const d = a - b;
      const over = (expr: string, den: number): string => tex(den === 1 ? expr : `\\frac{${expr}}{${den}}`);
      const plus = `\\sqrt{${a}} + \\sqrt{${b}}`;
      const diff = `\\sqrt{${a}} - \\sqrt{${b}}`;
      const answer = over(minus ? plus : diff, d);
      const wrong = [
        over(minus ? diff : plus, d),
        over(minus ? plus : diff, a + b),
        over(minus ? plus : diff, d + 1),
        over(minus ? diff : plus, a + b),
      ];
      return {
        text: `Rationalise the denominator: ${tex(`\\frac{1}{${minus ? diff : plus}}`)}`,
        answer,
        distractors: wrong.filter((w) => w !== answer),
        hint: 'Multiply the top and the bottom by the conjugate of the denominator (the same surds with the other sign).',
        explanation: `${tex(`(${minus ? diff : plus})(${minus ? plus : diff}) = ${a} - ${b} = ${d}`)}, so the result is ${answer}.`,
        params: { form: 'rationalise', a, b, minus },
      };
    },
  },
};

function evaluate(coefficients: readonly number[], x: number): number {
  return coefficients.reduce((acc, c) => acc * x + c, 0);
}

const binomial = (a: number): string => (a >= 0 ? `(x - ${a})` : `(x + ${-a})`);

const polynomials: SkillSpec = {
  slug: 'polynomials',
  name: 'Polynomials',
  description: 'Find the value of a polynomial, use the remainder theorem and the factor theorem.',
  prerequisites: ['coordinate-geometry', 'math-8-linear-equations-in-one-variable'],
  levels: {
    1: (rng): Problem => {
      const coefficients = [rng.int(1, 4) * (rng.chance(0.3) ? -1 : 1), rng.int(-9, 9), rng.int(-9, 9)];
      const x = rng.int(1, 3) * (rng.chance(0.6) ? -1 : 1);
      const value = evaluate(coefficients, x);
      const [a = 1, b = 0, c = 0] = coefficients;
      return {
        text: `If ${tex(`p(x) = ${polyTex(coefficients)}`)}, what is ${tex(`p(${texInt(x)})`)}?`,
        answer: int(value),
        distractors: fmtInts(
          ints(rng, value, [evaluate(coefficients, -x), -a * x * x + b * x + c, a * 2 * x + b * x + c]),
        ),
        hint:
          x < 0
            ? `Put ${tex(`x = ${texInt(x)}`)} in every term; remember that ${tex(`(${texInt(x)})^{2}`)} is positive.`
            : `Put ${tex(`x = ${x}`)} in every term, work out each term, then add them with their signs.`,
        explanation: `${tex(`p(${texInt(x)})`)} = ${termValues(coefficients, x)} = ${int(value)}.`,
        params: { form: 'value', coefficients, x },
      };
    },
    2: (rng): Problem => {
      const coefficients = [1, rng.int(-5, 5), rng.int(-9, 9), rng.int(-9, 9)];
      const a = rng.int(-3, 3) || 2;
      const r = evaluate(coefficients, a);
      return {
        text: `What is the remainder when ${tex(polyTex(coefficients))} is divided by ${tex(binomial(a))}?`,
        answer: int(r),
        distractors: fmtInts(ints(rng, r, [evaluate(coefficients, -a), coefficients[3] ?? 0, r + 2 * a])),
        hint: `By the remainder theorem the remainder is ${tex(`p(${texInt(a)})`)}.`,
        explanation: `The remainder is ${tex(`p(${texInt(a)})`)} = ${termValues(coefficients, a)} = ${int(r)}.`,
        params: { form: 'remainder', coefficients, a },
      };
    },
    3: (rng): Problem => {
      const a = rng.int(-5, 5) || 3;
      const r = rng.int(-6, 6);
      if (r === 0 || r === a || r === -a) return polynomials.levels[3](rng);
      const c = a * r;
      const k = -(a + r);
      const pa = a < 0 ? `(${a})` : String(a);
      return {
        text: `For what value of ${tex('k')} is ${tex(binomial(a))} a factor of ${tex(`x^{2} + kx ${c < 0 ? '-' : '+'} ${Math.abs(c)}`)}?`,
        answer: int(k),
        distractors: fmtInts(ints(rng, k, [-k, r - a, k + 1, Number.isInteger(c / a) ? c / a : k - 2])),
        hint: `If ${tex(binomial(a))} is a factor, the polynomial is 0 at ${tex(`x = ${a}`)}.`,
        explanation: `${tex(`${pa}^{2} + k \\times ${pa} ${c < 0 ? '-' : '+'} ${Math.abs(c)} = 0`)} gives ${tex(`${linTex([[a, 'k']], a * a + c)} = 0`)}, so ${tex(`k = ${k}`)}.`,
        params: { form: 'factor', a, c },
      };
    },
  },
};
const QUADRANTS = ['Quadrant I', 'Quadrant II', 'Quadrant III', 'Quadrant IV'] as const;
const point = (x: number, y: number): string => `(${int(x)}, ${int(y)})`;
/** A number after an operator inside TeX, in brackets when negative. */
const tp = (n: number): string => (n < 0 ? `(${texInt(n)})` : texInt(n));

const coordinates: SkillSpec = {
  slug: 'coordinate-geometry',
  name: 'Coordinate geometry',
  description: 'Name the quadrant of a point, find its distance from the axes and place points on the axes.',
  prerequisites: ['math-6-integers'],
  levels: {
    1: (rng): Problem => {
      const x = (rng.chance(0.5) ? -1 : 1) * rng.int(1, 9);
      const y = (rng.chance(0.5) ? -1 : 1) * rng.int(1, 9);
      const q = x > 0 ? (y > 0 ? 0 : 3) : y > 0 ? 1 : 2;
      return {
        text: `In which quadrant does the point ${point(x, y)} lie?`,
        answer: QUADRANTS[q] ?? 'Quadrant I',
        options: [...QUADRANTS],
        hint: 'Look at the signs of the x- and y-coordinates.',
        explanation: `x = ${int(x)} is ${x > 0 ? 'positive' : 'negative'} and y = ${int(y)} is ${y > 0 ? 'positive' : 'negative'}, so ${point(x, y)} lies in ${QUADRANTS[q]}.`,
        params: { form: 'quadrant', x, y },
      };
    },
    2: (rng): Problem => {
      const x = (rng.chance(0.5) ? -1 : 1) * rng.int(1, 12);
      let y = (rng.chance(0.5) ? -1 : 1) * rng.int(1, 12);
      while (Math.abs(y) === Math.abs(x)) y = (rng.chance(0.5) ? -1 : 1) * rng.int(1, 12);
      const axis = rng.pick(['x', 'y'] as const);
      const answer = axis === 'x' ? Math.abs(y) : Math.abs(x);
      const other = axis === 'x' ? Math.abs(x) : Math.abs(y);
      return {
        text: `What is the distance of the point ${point(x, y)} from the ${axis}-axis?`,
        answer: `${answer} unit${answer === 1 ? '' : 's'}`,
        distractors: measures(rng, answer, [other, answer + other], (v) => `${v} unit${v === 1 ? '' : 's'}`, {
          min: 1,
        }),
        hint: `The distance from the ${axis}-axis is the size of the ${axis === 'x' ? 'y' : 'x'}-coordinate.`,
        explanation: `The distance from the ${axis}-axis is |${axis === 'x' ? int(y) : int(x)}| = ${answer} unit${answer === 1 ? '' : 's'}.`,
        params: { form: 'distance', x, y, axis },
      };
    },
    3: (rng): Problem => {
      const d = rng.int(2, 12);
      const where = rng.pick(['above', 'below', 'left', 'right'] as const);
      const [x, y] = { above: [0, d], below: [0, -d], left: [-d, 0], right: [d, 0] }[where] as [
        number,
        number,
      ];
      const axis = where === 'above' || where === 'below' ? 'y' : 'x';
      const phrase = { above: 'above', below: 'below', left: 'to the left of', right: 'to the right of' }[
        where
      ];
      return {
        text: `A point lies on the ${axis}-axis, ${d} units ${phrase} the origin. What are its coordinates?`,
        answer: point(x, y),
        distractors: [point(y, x), point(-x, -y), point(-y, -x)],
        hint: `Every point on the ${axis}-axis has ${axis === 'x' ? 'y' : 'x'}-coordinate 0.`,
        explanation: `On the ${axis}-axis the ${axis === 'x' ? 'y' : 'x'}-coordinate is 0, and ${phrase} the origin makes the ${axis}-coordinate ${int(axis === 'x' ? x : y)}, so the point is ${point(x, y)}.`,
        params: { form: 'axis', x, y },
      };
    },
  },
};

const twoVariables: SkillSpec = {
  slug: 'linear-equations-in-two-variables',
  name: 'Linear equations in two variables',
  description: 'Find solutions of a linear equation in two variables and where its graph meets the axes.',
  prerequisites: ['coordinate-geometry', 'math-8-linear-equations-in-one-variable'],
  levels: {
    1: (rng): Problem => {
      const a = rng.int(1, 6);
      const b = rng.int(2, 6);
      const x = rng.int(-4, 6);
      const y = rng.int(-5, 8);
      const c = a * x + b * y;
      return {
        text: `If ${tex(`x = ${texInt(x)}`)}, what value of ${tex('y')} satisfies ${tex(
          `${linTex([
            [a, 'x'],
            [b, 'y'],
          ])} = ${texInt(c)}`,
        )}?`,
        answer: int(y),
        distractors: fmtInts(
          ints(rng, y, [c - a * x, Number.isInteger((c + a * x) / b) ? (c + a * x) / b : y + 2, -y]),
        ),
        hint: `Substitute ${tex(`x = ${texInt(x)}`)} and solve for ${tex('y')}.`,
        explanation: `${tex(`${b}y = ${texInt(c)} - ${a * x < 0 ? `(${a * x})` : a * x} = ${texInt(c - a * x)}`)}, so ${tex(`y = ${texInt(y)}`)}.`,
        params: { form: 'find-y', a, b, c, x },
      };
    },
    2: (rng): Problem => {
      const k = rng.int(-6, 8) || 3;
      const b = rng.int(-5, 5) || 2;
      const x = rng.int(-4, 5) || 2;
      const y = rng.int(-5, 5) || -1;
      const c = k * x + b * y;
      const slip = (c + b * y) / x;
      return {
        text: `For what value of ${tex('k')} is ${tex(`x = ${texInt(x)}, y = ${texInt(y)}`)} a solution of ${tex(
          `${linTex([
            [1, 'kx'],
            [b, 'y'],
          ])} = ${texInt(c)}`,
        )}?`,
        answer: int(k),
        distractors: fmtInts(ints(rng, k, [Number.isInteger(slip) ? slip : k + 2, -k, c - b * y])),
        hint: 'Substitute the values of $x$ and $y$, then solve for $k$.',
        explanation: `${tex(`${tp(x)}k + ${tp(b)} \\times ${tp(y)} = ${texInt(c)}`)} gives ${tex(`${linTex([[x, 'k']])} = ${texInt(c - b * y)}`)}, so ${tex(`k = ${texInt(k)}`)}.`,
        params: { form: 'find-k', b, c, x, y },
      };
    },
    3: (rng): Problem => {
      const p = rng.int(1, 9);
      const q = rng.int(1, 9);
      if (p === q) return twoVariables.levels[3](rng);
      const l = p * q * rng.int(1, 3);
      const a = l / p;
      const b = l / q;
      const axis = rng.pick(['x', 'y'] as const);
      const answer = axis === 'x' ? point(p, 0) : point(0, q);
      return {
        text: `At which point does the graph of ${tex(
          `${linTex([
            [a, 'x'],
            [b, 'y'],
          ])} = ${l}`,
        )} meet the ${axis}-axis?`,
        answer,
        distractors: [point(0, p), point(q, 0), point(0, q), point(p, 0), point(l, 0)].filter(
          (s) => s !== answer,
        ),
        hint: `On the ${axis}-axis, ${tex(`${axis === 'x' ? 'y' : 'x'} = 0`)}.`,
        explanation: `Putting ${tex(`${axis === 'x' ? 'y' : 'x'} = 0`)} gives ${tex(axis === 'x' ? `${a === 1 ? '' : a}x = ${l}` : `${b === 1 ? '' : b}y = ${l}`)}, so ${tex(axis === 'x' ? `x = ${p}` : `y = ${q}`)}, and the point is ${answer}.`,
        params: { form: 'intercept', a, b, c: l, axis },
      };
    },
  },
};

const HERONIAN: readonly (readonly [number, number, number])[] = [
  [5, 5, 6],
  [5, 5, 8],
  [5, 12, 13],
  [6, 8, 10],
  [10, 13, 13],
  [13, 14, 15],
  [9, 10, 17],
  [7, 15, 20],
  [11, 13, 20],
  [13, 20, 21],
  [8, 15, 17],
  [13, 13, 24],
  [10, 17, 21],
  [9, 12, 15],
];

function heron(a: number, b: number, c: number): number {
  const s = (a + b + c) / 2;
  const square = s * (s - a) * (s - b) * (s - c);
  const root = Math.round(Math.sqrt(square));
  if (root * root !== square) throw new Error('not a Heronian triangle');
  return root;
}

const ISOSCELES: readonly (readonly [number, number])[] = [
  [5, 6],
  [5, 8],
  [13, 10],
  [13, 24],
  [10, 12],
  [10, 16],
  [17, 16],
  [17, 30],
  [25, 14],
];

const herons: SkillSpec = {
  slug: 'herons-formula',
  name: "Heron's formula",
  description:
    "Find the semi-perimeter and the area of a triangle from its three sides using Heron's formula.",
  prerequisites: ['number-systems', 'math-8-mensuration'],
  levels: {
    1: (rng): Problem => {
      const sides = [rng.int(3, 20), rng.int(3, 20), rng.int(3, 20)].sort((x, y) => x - y);
      const [a = 3, b = 4, c = 5] = sides;
      if (a + b <= c || (a + b + c) % 2 !== 0) return herons.levels[1](rng);
      const s = (a + b + c) / 2;
      return {
        text: `A triangle has sides of ${a} cm, ${b} cm and ${c} cm. What is its semi-perimeter?`,
        answer: `${s} cm`,
        distractors: measures(rng, s, [a + b + c, Math.round((a + b + c) / 3), s + c], (v) => `${v} cm`, {
          min: 1,
        }),
        hint: 'The semi-perimeter is half of the sum of the sides.',
        explanation: `${tex('s')} = (${a} + ${b} + ${c}) ÷ 2 = ${a + b + c} ÷ 2 = ${s} cm.`,
        params: { form: 'semi-perimeter', sides },
      };
    },
    2: (rng): Problem => {
      const k = rng.int(1, 2);
      const [a = 3, b = 4, c = 5] = rng.pick(HERONIAN).map((x) => x * k);
      const area = heron(a, b, c);
      const s = (a + b + c) / 2;
      return {
        text: `Use Heron's formula to find the area of a triangle with sides ${a} cm, ${b} cm and ${c} cm.`,
        answer: cmSq(int(area)),
        distractors: measures(
          rng,
          area,
          [area * area > 5000 ? area * 2 : area * area, (a * b) / 2, s * (s - a), area + s],
          (v) => cmSq(int(v)),
          { min: 1 },
        ),
        hint: 'First find $s$, then the area is $\\sqrt{s(s - a)(s - b)(s - c)}$.',
        explanation: `${tex(`s = ${s}`)}, so the area is ${tex(`\\sqrt{${s} \\times ${s - a} \\times ${s - b} \\times ${s - c}} = \\sqrt{${texInt(area * area)}}`)} = ${cmSq(int(area))}.`,
        params: { form: 'area', sides: [a, b, c] },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const side = rng.int(1, 10) * 2;
        const q = (side * side) / 4;
        const surd = (n: number, r = 3): string => cmSq(tex(`${n === 1 ? '' : texInt(n)}\\sqrt{${r}}`));
        return {
          text: `What is the area of an equilateral triangle of side ${side} cm?`,
          answer: surd(q),
          distractors: [surd(q * 2), cmSq(int(q)), surd(side * side), surd(q, 2)],
          hint: 'The area of an equilateral triangle of side $a$ is $\\frac{\\sqrt{3}}{4}a^{2}$.',
          explanation: `${tex(`\\frac{\\sqrt{3}}{4} \\times ${side}^{2} = \\frac{\\sqrt{3}}{4} \\times ${side * side}`)} = ${surd(q)}.`,
          params: { form: 'equilateral', side },
        };
      }
      const k = rng.int(1, 2);
      const [equal = 5, base = 6] = rng.pick(ISOSCELES).map((x) => x * k);
      const area = heron(equal, equal, base);
      const perimeter = 2 * equal + base;
      return {
        text: `An isosceles triangle has a perimeter of ${perimeter} cm and a base of ${base} cm. What is its area?`,
        answer: cmSq(int(area)),
        distractors: measures(rng, area, [(base * equal) / 2, area * 2, equal * equal], (v) => cmSq(int(v)), {
          min: 1,
        }),
        hint: "Find the two equal sides from the perimeter, then use Heron's formula.",
        explanation: `Each equal side is (${perimeter} − ${base}) ÷ 2 = ${equal} cm; ${tex(`s = ${perimeter / 2}`)}, so the area is ${tex(`\\sqrt{${perimeter / 2} \\times ${perimeter / 2 - equal} \\times ${perimeter / 2 - equal} \\times ${perimeter / 2 - base}}`)} = ${cmSq(int(area))}.`,
        params: { form: 'isosceles', perimeter, base },
      };
    },
  },
};

const PI = new Q(22, 7);
const cm2 = (q: Q): string => cmSq(q.toTex());
const cm3 = (q: Q): string => cmCu(q.toTex());

const CONES: readonly (readonly [number, number, number])[] = [
  [7, 24, 25],
  [14, 48, 50],
  [21, 20, 29],
  [21, 28, 35],
  [28, 21, 35],
  [35, 12, 37],
];

const solids: SkillSpec = {
  slug: 'surface-areas-and-volumes',
  name: 'Surface areas and volumes',
  description: 'Find surface areas and volumes of cylinders, cones and spheres using π = 22/7.',
  prerequisites: ['herons-formula', 'math-8-mensuration'],
  levels: {
    1: (rng): Problem => {
      const r = rng.pick([7, 14, 21]);
      const h = rng.int(3, 30);
      const csa = PI.mul(2 * r * h);
      const ask = rng.pick(['curved surface area', 'volume'] as const);
      const volume = PI.mul(r * r * h);
      const answer = ask === 'volume' ? volume : csa;
      const write = ask === 'volume' ? cm3 : cm2;
      const wrong =
        ask === 'volume'
          ? [PI.mul(4 * r * r * h), PI.mul(r * h), csa]
          : [PI.mul(r * h), PI.mul(2 * r * (r + h)), volume];
      return {
        text: `What is the ${ask} of a cylinder of radius ${r} cm and height ${h} cm? (Take $\\pi = \\frac{22}{7}$.)`,
        answer: write(answer),
        distractors: wrong.filter((q) => !q.equals(answer)).map(write),
        hint:
          ask === 'volume'
            ? 'Volume of a cylinder $= \\pi r^{2}h$.'
            : 'Curved surface area of a cylinder $= 2\\pi rh$.',
        explanation:
          ask === 'volume'
            ? `${tex(`V = \\frac{22}{7} \\times ${r}^{2} \\times ${h}`)} = ${write(answer)}.`
            : `${tex(`\\text{CSA} = 2 \\times \\frac{22}{7} \\times ${r} \\times ${h}`)} = ${write(answer)}.`,
        params: { form: ask === 'volume' ? 'cylinder-volume' : 'cylinder-csa', r, h },
      };
    },
    2: (rng): Problem => {
      const r = rng.pick([7, 14]);
      const h = rng.int(1, 10) * 3;
      const volume = PI.mul(r * r * h).div(3);
      return {
        text: `What is the volume of a cone of radius ${r} cm and height ${h} cm? (Take $\\pi = \\frac{22}{7}$.)`,
        answer: cm3(volume),
        distractors: [volume.mul(3), PI.mul(r * h).div(3), PI.mul(4 * r * r * h).div(3)].map(cm3),
        hint: 'Volume of a cone $= \\frac{1}{3}\\pi r^{2}h$.',
        explanation: `${tex(`V = \\frac{1}{3} \\times \\frac{22}{7} \\times ${r}^{2} \\times ${h}`)} = ${cm3(volume)}.`,
        params: { form: 'cone-volume', r, h },
      };
    },
    3: (rng): Problem => {
      const form = rng.pick(['sphere', 'hemisphere', 'cone'] as const);
      if (form === 'cone') {
        const [r = 7, h = 24, l = 25] = rng.pick(CONES);
        const csa = PI.mul(r * l);
        return {
          text: `A cone has a base radius of ${r} cm and a height of ${h} cm. What is its curved surface area? (Take $\\pi = \\frac{22}{7}$.)`,
          answer: cm2(csa),
          distractors: [PI.mul(r * h), PI.mul(r * (l + r)), PI.mul(r * (h + r))].map(cm2),
          hint: 'Find the slant height first: $l = \\sqrt{r^{2} + h^{2}}$; then CSA $= \\pi rl$.',
          explanation: `${tex(`l = \\sqrt{${r * r} + ${h * h}}`)} = ${l} cm, so ${tex(`\\text{CSA} = \\frac{22}{7} \\times ${r} \\times ${l}`)} = ${cm2(csa)}.`,
          params: { form, r, h },
        };
      }
      const r = rng.pick([7, 14, 21]);
      const area = form === 'sphere' ? PI.mul(4 * r * r) : PI.mul(3 * r * r);
      const wrong =
        form === 'sphere'
          ? [PI.mul(2 * r * r), PI.mul(r * r), PI.mul(4 * r * r * r).div(3)]
          : [PI.mul(2 * r * r), PI.mul(4 * r * r), PI.mul(r * r)];
      return {
        text:
          form === 'sphere'
            ? `What is the surface area of a sphere of radius ${r} cm? (Take $\\pi = \\frac{22}{7}$.)`
            : `What is the total surface area of a solid hemisphere of radius ${r} cm? (Take $\\pi = \\frac{22}{7}$.)`,
        answer: cm2(area),
        distractors: wrong.filter((q) => !q.equals(area)).map(cm2),
        hint:
          form === 'sphere'
            ? 'Surface area of a sphere $= 4\\pi r^{2}$.'
            : 'A solid hemisphere has a curved part, $2\\pi r^{2}$, and a flat circle, $\\pi r^{2}$.',
        explanation:
          form === 'sphere'
            ? `${tex(`4 \\times \\frac{22}{7} \\times ${r}^{2}`)} = ${cm2(area)}.`
            : `${tex(`2\\pi r^{2} + \\pi r^{2} = 3 \\times \\frac{22}{7} \\times ${r}^{2}`)} = ${cm2(area)}.`,
        params: { form, r },
      };
    },
  },
};

/** A term of a TeX polynomial in x and y: coefficient 1 is not written. */
const co = (c: number, v: string): string => `${c === 1 ? '' : texInt(c)}${v}`;

const identities: SkillSpec = {
  slug: 'algebraic-identities',
  name: 'Algebraic identities',
  description:
    'Use the identities for the square of a sum, the square of a difference and (a + b)(a − b) to work out squares and products quickly, expand expressions and find values from a + b and ab.',
  prerequisites: ['polynomials', 'math-8-distributive-property-and-identities'],
  levels: {
    1: (rng): Problem => {
      const form = rng.pick(['square-plus', 'square-minus', 'product'] as const);
      const base = rng.pick([100, 100, 1000, 50]);
      const k = rng.int(1, base === 50 ? 4 : 9);
      const n = form === 'square-minus' ? base - k : base + k;
      if (form === 'product') {
        const answer = base * base - k * k;
        return {
          text: `Use an identity to find ${tex(`${texInt(base - k)} \\times ${texInt(base + k)}`)}.`,
          answer: int(answer),
          distractors: fmtInts(
            ints(rng, answer, [base * base + k * k, base * base - 2 * k, base * base - k]),
          ),
          hint: `Write the numbers as ${tex(`(${base} - ${k})`)} and ${tex(`(${base} + ${k})`)} and use ${tex('(a - b)(a + b) = a^{2} - b^{2}')}.`,
          explanation: `${tex(`(${base} - ${k})(${base} + ${k}) = ${base}^{2} - ${k}^{2}`)} = ${int(base * base)} − ${k * k} = ${int(answer)}.`,
          params: { form, base, k },
        };
      }
      const sign = form === 'square-plus' ? 1 : -1;
      const answer = n * n;
      const op = sign > 0 ? '+' : '-';
      return {
        text: `Use an identity to find ${tex(`${texInt(n)}^{2}`)}.`,
        answer: int(answer),
        distractors: fmtInts(
          ints(rng, answer, [
            base * base + k * k,
            base * base + sign * 2 * base * k,
            base * base - sign * 2 * base * k + k * k,
          ]),
        ),
        hint: `Write ${int(n)} as ${tex(`${base} ${op} ${k}`)} and use ${tex(`(a ${op} b)^{2} = a^{2} ${op} 2ab + b^{2}`)}.`,
        explanation: `${tex(`(${base} ${op} ${k})^{2} = ${base}^{2} ${op} 2 \\times ${base} \\times ${k} + ${k}^{2}`)} = ${int(base * base)} ${sign > 0 ? '+' : '−'} ${int(2 * base * k)} + ${k * k} = ${int(answer)}.`,
        params: { form, base, k },
      };
    },
    2: (rng): Problem => {
      const form = rng.pick(['plus', 'minus', 'difference'] as const);
      const a = rng.int(1, 6);
      const b = rng.int(1, 6);
      if (a === 1 && b === 1) return identities.levels[2](rng);
      const [x, y] = rng.pick([
        ['x', 'y'],
        ['s', 't'],
        ['p', 'q'],
        ['m', 'n'],
      ] as const);
      const sq = (c: number, v: string): string => co(c, `${v}^{2}`);
      const three = (s1: string, mid: number, s2: string, last: string): string =>
        tex(`${sq(a * a, x)} ${s1} ${co(mid, `${x}${y}`)} ${s2} ${last}`);
      if (form === 'difference') {
        const answer = tex(`${sq(a * a, x)} - ${sq(b * b, y)}`);
        return {
          text: `Expand: ${tex(`(${co(a, x)} + ${co(b, y)})(${co(a, x)} - ${co(b, y)})`)}`,
          answer,
          distractors: [
            tex(`${sq(a * a, x)} + ${sq(b * b, y)}`),
            three('-', 2 * a * b, '-', sq(b * b, y)),
            tex(`${sq(a, x)} - ${sq(b, y)}`),
            three('-', 2 * a * b, '+', sq(b * b, y)),
          ],
          hint: `Use ${tex('(a + b)(a - b) = a^{2} - b^{2}')}.`,
          explanation: `${tex(`(${co(a, x)})^{2} - (${co(b, y)})^{2}`)} = ${answer}.`,
          params: { form, a, b, x, y },
        };
      }
      const op = form === 'plus' ? '+' : '-';
      const other = form === 'plus' ? '-' : '+';
      const answer = three(op, 2 * a * b, '+', sq(b * b, y));
      return {
        text: `Expand: ${tex(`(${co(a, x)} ${op} ${co(b, y)})^{2}`)}`,
        answer,
        distractors: [
          tex(`${sq(a * a, x)} ${op} ${sq(b * b, y)}`),
          three(op, a * b, '+', sq(b * b, y)),
          three(other, 2 * a * b, '+', sq(b * b, y)),
          tex(`${sq(a, x)} ${op} ${co(2 * a * b, `${x}${y}`)} + ${sq(b, y)}`),
        ],
        hint: `Use ${tex(`(a ${op} b)^{2} = a^{2} ${op} 2ab + b^{2}`)} with ${tex(`a = ${co(a, x)}`)} and ${tex(`b = ${co(b, y)}`)}.`,
        explanation: `${tex(`(${co(a, x)})^{2} ${op} 2 \\times ${co(a, x)} \\times ${co(b, y)} + (${co(b, y)})^{2}`)} = ${answer}.`,
        params: { form, a, b, x, y },
      };
    },
    3: (rng): Problem => {
      const form = rng.pick(['sum-squares', 'reciprocal', 'cubes'] as const);
      if (form === 'reciprocal') {
        const k = rng.int(3, 12);
        const answer = k * k - 2;
        return {
          text: `If ${tex(`x + \\frac{1}{x} = ${k}`)}, what is the value of ${tex('x^{2} + \\frac{1}{x^{2}}')}?`,
          answer: int(answer),
          distractors: fmtInts(ints(rng, answer, [k * k, k * k + 2, 2 * k, k * k - 1], { min: 1 })),
          hint: `Square both sides: ${tex('(x + \\frac{1}{x})^{2} = x^{2} + 2 + \\frac{1}{x^{2}}')}.`,
          explanation: `${tex(`x^{2} + 2 + \\frac{1}{x^{2}} = ${k}^{2} = ${k * k}`)}, so ${tex('x^{2} + \\frac{1}{x^{2}}')} = ${k * k} − 2 = ${int(answer)}.`,
          params: { form, k },
        };
      }
      const a = rng.int(1, 9);
      const b = rng.int(1, 9);
      if (a === b) return identities.levels[3](rng);
      const s = a + b;
      const p = a * b;
      if (form === 'cubes') {
        const answer = s ** 3 - 3 * s * p;
        return {
          text: `If ${tex(`a + b = ${s}`)} and ${tex(`ab = ${p}`)}, what is ${tex('a^{3} + b^{3}')}?`,
          answer: int(answer),
          distractors: fmtInts(
            ints(rng, answer, [s ** 3, s ** 3 - p, s ** 3 + 3 * s * p, s ** 3 - 3 * p], { min: 1 }),
          ),
          hint: `Use ${tex('a^{3} + b^{3} = (a + b)^{3} - 3ab(a + b)')}.`,
          explanation: `${tex(`a^{3} + b^{3} = ${s}^{3} - 3 \\times ${p} \\times ${s}`)} = ${int(s ** 3)} − ${int(3 * s * p)} = ${int(answer)}.`,
          params: { form, s, p },
        };
      }
      const answer = s * s - 2 * p;
      return {
        text: `If ${tex(`a + b = ${s}`)} and ${tex(`ab = ${p}`)}, what is ${tex('a^{2} + b^{2}')}?`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, [s * s, s * s + 2 * p, s * s - p], { min: 1 })),
        hint: `Use ${tex('a^{2} + b^{2} = (a + b)^{2} - 2ab')}.`,
        explanation: `${tex(`a^{2} + b^{2} = ${s}^{2} - 2 \\times ${p}`)} = ${s * s} − ${2 * p} = ${int(answer)}.`,
        params: { form, s, p },
      };
    },
  },
};

/** Radius, distance of a chord from the centre and half the chord: r² = d² + h². */
const CHORDS: readonly (readonly [number, number, number])[] = [
  [5, 3, 4],
  [5, 4, 3],
  [10, 6, 8],
  [10, 8, 6],
  [13, 5, 12],
  [13, 12, 5],
  [15, 9, 12],
  [15, 12, 9],
  [17, 8, 15],
  [17, 15, 8],
  [25, 7, 24],
  [25, 24, 7],
  [25, 15, 20],
  [20, 12, 16],
  [26, 10, 24],
];

/** Wrong angles kept between 1° and 179°, the answer excluded. */
function angleChoices(answer: number, typical: readonly number[]): string[] {
  const out: number[] = [];
  for (const x of [...typical, answer + 10, answer - 10, answer + 20, answer - 20, answer + 5])
    if (x > 0 && x < 180 && x !== answer && !out.includes(x)) out.push(x);
  return out.map(deg);
}

const circles9: SkillSpec = {
  slug: 'circles-chords-and-angles',
  name: 'Circles: chords and angles',
  description:
    'Use the perpendicular from the centre to a chord, the angle at the centre (twice the angle on the circle), the angle in a semicircle and cyclic quadrilaterals.',
  prerequisites: [
    'number-systems',
    'math-7-lines-angles-and-triangles',
    'math-8-baudhayana-pythagoras-theorem',
  ],
  levels: {
    1: (rng): Problem => {
      const [r = 5, d = 3, h = 4] = rng.pick(CHORDS);
      const form = rng.pick(['chord', 'distance'] as const);
      if (form === 'chord')
        return {
          text: `A chord AB of a circle with centre O and radius ${r} cm is ${d} cm from the centre. How long is the chord?`,
          answer: `${2 * h} cm`,
          distractors: measures(rng, 2 * h, [h, r + d, 2 * (r - d), 2 * d], (v) => `${v} cm`, { min: 1 }),
          hint: 'The perpendicular OM from the centre bisects the chord, and triangle OMB is right-angled at M.',
          explanation: `${tex(`MB = \\sqrt{${r}^{2} - ${d}^{2}} = \\sqrt{${r * r - d * d}}`)} = ${h} cm, and AB = 2 × MB = ${2 * h} cm.`,
          figure: chordFigure(
            `A circle with centre O. AB is a chord and OM is the perpendicular from O to AB, meeting it at M. OB is a radius of ${r} cm and OM is ${d} cm.`,
          ),
          params: { form, r, d },
        };
      return {
        text: `A chord of length ${2 * h} cm is drawn in a circle of radius ${r} cm. How far is the chord from the centre?`,
        answer: `${d} cm`,
        distractors: measures(rng, d, [h, r - h, 2 * h - r, r], (v) => `${v} cm`, { min: 1 }),
        hint: 'The perpendicular from the centre bisects the chord; use the right triangle formed by the radius, half the chord and the distance.',
        explanation: `Half the chord is ${h} cm, so the distance is ${tex(`\\sqrt{${r}^{2} - ${h}^{2}} = \\sqrt{${r * r - h * h}}`)} = ${d} cm.`,
        figure: chordFigure(
          `A circle with centre O. AB is a chord of ${2 * h} cm and OM is the perpendicular from O to AB, meeting it at its mid-point M. OB is a radius of ${r} cm.`,
        ),
        params: { form, r, c: 2 * h },
      };
    },
    2: (rng): Problem => {
      const form = rng.pick(['at-circle', 'at-centre', 'semicircle'] as const);
      if (form === 'semicircle') {
        const a = rng.int(4, 16) * 5 - rng.pick([0, 2]);
        if (a === 45 || a >= 85) return circles9.levels[2](rng);
        return {
          text: `AB is a diameter of a circle and C is a point on the circle. If ∠CAB = ${deg(a)}, what is ∠CBA?`,
          answer: deg(90 - a),
          distractors: angleChoices(90 - a, [a, 180 - 2 * a, 180 - a, 2 * a]),
          hint: 'The angle in a semicircle is a right angle, and the angles of a triangle add up to 180°.',
          explanation: `∠ACB = 90° (angle in a semicircle), so ∠CBA = 180° − 90° − ${deg(a)} = ${deg(90 - a)}.`,
          figure: semicircleFigure(
            `A circle with centre O and diameter AB. C is a point on the circle, joined to A and B. ∠CAB is ${deg(a)}.`,
          ),
          params: { form, a },
        };
      }
      const small = rng.int(20, 80);
      const centre = small * 2;
      const alt = (known: string) =>
        `A circle with centre O. A and B are points on the circle, and C is a point on the major arc AB. OA, OB, CA and CB are joined. ${known}`;
      if (form === 'at-circle')
        return {
          text: `A, B and C are points on a circle with centre O, C on the major arc AB. If ∠AOB = ${deg(centre)}, what is ∠ACB?`,
          answer: deg(small),
          distractors: angleChoices(small, [centre, 180 - centre, 90 - small, 180 - small]),
          hint: 'The angle an arc subtends at the centre is double the angle it subtends at any point on the rest of the circle.',
          explanation: `∠ACB = ½ × ∠AOB = ½ × ${deg(centre)} = ${deg(small)}.`,
          figure: centreAngleFigure(alt(`∠AOB is ${deg(centre)}.`), centre),
          params: { form, centre },
        };
      return {
        text: `A, B and C are points on a circle with centre O, C on the major arc AB. If ∠ACB = ${deg(small)}, what is ∠AOB?`,
        answer: deg(centre),
        distractors: angleChoices(centre, [small, 180 - small, 180 - centre, small + 90]),
        hint: 'Compare the angle at the centre with the angle on the circle standing on the same arc AB.',
        explanation: `∠AOB = 2 × ∠ACB = 2 × ${deg(small)} = ${deg(centre)}.`,
        figure: centreAngleFigure(alt(`∠ACB is ${deg(small)}.`), centre),
        params: { form, small },
      };
    },
    3: (rng): Problem => {
      const form = rng.pick(['cyclic', 'exterior', 'radii'] as const);
      if (form === 'radii') {
        const a = rng.int(15, 70);
        if (a === 45 || a === 60) return circles9.levels[3](rng);
        return {
          text: `AB is a chord of a circle with centre O. If ∠OAB = ${deg(a)}, what is ∠AOB?`,
          answer: deg(180 - 2 * a),
          distractors: angleChoices(180 - 2 * a, [180 - a, 2 * a, 90 - a, 90 + a]),
          hint: 'OA and OB are radii, so triangle OAB is isosceles.',
          explanation: `OA = OB, so ∠OBA = ∠OAB = ${deg(a)}, and ∠AOB = 180° − 2 × ${deg(a)} = ${deg(180 - 2 * a)}.`,
          figure: radiiFigure(
            `A circle with centre O and a chord AB; the radii OA and OB are drawn. ∠OAB is ${deg(a)}.`,
          ),
          params: { form, a },
        };
      }
      if (form === 'exterior') {
        const x = rng.int(11, 34) * 5 - rng.pick([0, 2]);
        if (x === 90) return circles9.levels[3](rng);
        return {
          text: `ABCD is a cyclic quadrilateral and side DC is produced to E. If ∠BCE = ${deg(x)}, what is ∠BAD?`,
          answer: deg(x),
          distractors: angleChoices(x, [180 - x, 90 - x / 2, 2 * x, x / 2].filter(Number.isInteger)),
          hint: 'First find ∠BCD from the straight line DCE, then use the opposite angles of a cyclic quadrilateral.',
          explanation: `∠BCD = 180° − ${deg(x)} = ${deg(180 - x)}, and ∠BAD = 180° − ∠BCD = ${deg(x)}.`,
          figure: cyclicFigure(
            `A cyclic quadrilateral ABCD in a circle, with side DC produced beyond C to E. ∠BCE is ${deg(x)}.`,
            true,
          ),
          params: { form, x },
        };
      }
      const a = rng.int(12, 33) * 5;
      const b = rng.int(12, 33) * 5;
      if (a === b || a === 90 || b === 90) return circles9.levels[3](rng);
      const ask = rng.pick(['C', 'D'] as const);
      const answer = ask === 'C' ? 180 - a : 180 - b;
      return {
        text: `ABCD is a cyclic quadrilateral with ∠A = ${deg(a)} and ∠B = ${deg(b)}. What is ∠${ask}?`,
        answer: deg(answer),
        distractors: angleChoices(answer, [
          ask === 'C' ? a : b,
          ask === 'C' ? 180 - b : 180 - a,
          360 - a - b,
        ]),
        hint: 'The opposite angles of a cyclic quadrilateral add up to 180°.',
        explanation: `∠${ask} is opposite ∠${ask === 'C' ? 'A' : 'B'}, so ∠${ask} = 180° − ${deg(ask === 'C' ? a : b)} = ${deg(answer)}.`,
        figure: cyclicFigure(
          `A cyclic quadrilateral ABCD with its four vertices on a circle, in order A, B, C, D. ∠A is ${deg(a)} and ∠B is ${deg(b)}.`,
        ),
        params: { form, a, b, ask },
      };
    },
  },
};
const NAMES9 = [
  'Meera',
  'Rohan',
  'Aarav',
  'Priya',
  'Kabir',
  'Ananya',
  'Ishaan',
  'Diya',
  'Farhan',
  'Tenzin',
] as const;

const DIE_EVENTS: readonly (readonly [string, readonly number[]])[] = [
  ['an even number', [2, 4, 6]],
  ['a prime number', [2, 3, 5]],
  ['a multiple of 3', [3, 6]],
  ['a number greater than 4', [5, 6]],
  ['a number less than 5', [1, 2, 3, 4]],
  ['a factor of 6', [1, 2, 3, 6]],
  ['a number other than 6', [1, 2, 3, 4, 5]],
];

const TWO_COINS: readonly (readonly [string, number])[] = [
  ['two heads', 1],
  ['exactly one head', 2],
  ['at least one head', 3],
  ['no head', 1],
  ['at least one tail', 3],
];

const probability9: SkillSpec = {
  slug: 'probability',
  name: 'Introduction to probability',
  description:
    'Find the probability of an event from equally likely outcomes, the experimental probability from a record of trials, and the probability that an event does not happen.',
  prerequisites: ['math-6-fractions'],
  levels: {
    1: (rng): Problem => {
      const counts = [rng.int(2, 12), rng.int(2, 12), rng.int(2, 12)];
      const colours = ['red', 'blue', 'green'];
      const [r = 2, b = 2, g = 2] = counts;
      const total = r + b + g;
      const i = rng.int(0, 2);
      const k = counts[i] ?? 2;
      const p = new Q(k, total);
      const name = rng.pick(NAMES9);
      return {
        text: `A bag has ${r} red, ${b} blue and ${g} green marbles of the same size. ${name} takes out one marble without looking. What is the probability that it is ${colours[i]}?`,
        answer: p.toTex(),
        distractors: fractions(rng, p, [new Q(k, total - k), new Q(total - k, total), new Q(1, 3)], true)
          .filter((q) => q.n < q.d)
          .map((q) => q.toTex()),
        hint: 'Probability = number of favourable outcomes ÷ total number of equally likely outcomes.',
        explanation: `There are ${r} + ${b} + ${g} = ${total} marbles and ${k} of them are ${colours[i]}, so the probability is ${tex(`\\frac{${k}}{${total}}${p.d === total ? '' : ` = ${p.texBody()}`}`)}.`,
        params: { form: 'bag', counts, i },
      };
    },
    2: (rng): Problem => {
      const form = rng.pick(['coin', 'die'] as const);
      const n = rng.pick([50, 100, 120, 150, 200, 250, 300, 400, 500]);
      if (form === 'coin') {
        const heads = Math.round(n * (0.4 + rng.int(0, 20) / 100));
        const ask = rng.pick(['heads', 'tails'] as const);
        const f = ask === 'heads' ? heads : n - heads;
        const p = new Q(f, n);
        return {
          text: `A coin is tossed ${n} times and shows heads ${heads} times. What is the experimental probability of getting ${ask}?`,
          answer: p.toTex(),
          distractors: fractions(rng, p, [new Q(n - f, n), new Q(1, 2), new Q(f, n - f)], true)
            .filter((q) => q.n < q.d)
            .map((q) => q.toTex()),
          hint: 'Experimental probability = number of times the event happened ÷ number of trials.',
          explanation: `${ask === 'heads' ? `Heads came up ${f} times` : `Tails came up ${n} − ${heads} = ${f} times`} in ${n} tosses, so the experimental probability is ${tex(`\\frac{${f}}{${n}}${p.d === n ? '' : ` = ${p.texBody()}`}`)}.`,
          params: { form, n, heads, ask },
        };
      }
      const f = rng.int(Math.round(n / 9), Math.round(n / 4));
      const p = new Q(f, n);
      return {
        text: `A die is thrown ${n} times and a 6 comes up ${f} times. What is the experimental probability of getting a 6?`,
        answer: p.toTex(),
        distractors: fractions(rng, p, [new Q(1, 6), new Q(n - f, n), new Q(f, n - f)], true)
          .filter((q) => q.n < q.d)
          .map((q) => q.toTex()),
        hint: 'Use what actually happened in the throws, not what is expected.',
        explanation: `A 6 came up ${f} times in ${n} throws, so the experimental probability is ${tex(`\\frac{${f}}{${n}}${p.d === n ? '' : ` = ${p.texBody()}`}`)}.`,
        params: { form, n, f },
      };
    },
    3: (rng): Problem => {
      const form = rng.pick(['die', 'two-coins', 'complement'] as const);
      if (form === 'complement') {
        const k = rng.int(5, 95);
        if (k % 10 === 0 || k === 50) return probability9.levels[3](rng);
        const [event, not] = rng.pick([
          ['it will rain in Shillong tomorrow', 'it will not rain in Shillong tomorrow'],
          ['a bulb from a box is defective', 'the bulb is not defective'],
          ['Vikram wins a chess game', 'Vikram does not win the game'],
          ['a train reaches Pune on time', 'the train is not on time'],
        ] as const);
        return {
          text: `The probability that ${event} is ${decimal(k, 2)}. What is the probability that ${not}?`,
          answer: decimal(100 - k, 2),
          distractors: [
            decimal(k, 2),
            decimal(100 - k + 10, 2),
            decimal(Math.abs(100 - 2 * k) || 5, 2),
            decimal(1000 - k, 3),
          ].filter((x) => x !== decimal(100 - k, 2)),
          hint: 'An event and its opposite together have probability 1.',
          explanation: `P(not E) = 1 − P(E) = 1 − ${decimal(k, 2)} = ${decimal(100 - k, 2)}.`,
          params: { form, k },
        };
      }
      if (form === 'two-coins') {
        const [event, count] = rng.pick(TWO_COINS);
        const p = new Q(count, 4);
        return {
          text: `Two coins are tossed together. What is the probability of getting ${event}?`,
          answer: p.toTex(),
          distractors: fractions(
            rng,
            p,
            [new Q(count, 3), new Q(1, 2), new Q(4 - count, 4), new Q(1, 4)],
            true,
          ).map((q) => q.toTex()),
          hint: 'List the equally likely outcomes: HH, HT, TH, TT (HT and TH are different).',
          explanation: `Of the 4 outcomes HH, HT, TH, TT, ${count} ${count === 1 ? 'gives' : 'give'} ${event}, so the probability is ${tex(`\\frac{${count}}{4}${p.d === 4 ? '' : ` = ${p.texBody()}`}`)}.`,
          params: { form, event },
        };
      }
      const [event, faces] = rng.pick(DIE_EVENTS);
      const p = new Q(faces.length, 6);
      return {
        text: `${rng.pick(NAMES9)} rolls a fair die once. What is the probability that the number on top is ${event}?`,
        answer: p.toTex(),
        distractors: fractions(
          rng,
          p,
          [new Q(6 - faces.length, 6), new Q(faces.length, 5), new Q(1, 6)],
          true,
        ).map((q) => q.toTex()),
        hint: 'A die has 6 equally likely outcomes, 1 to 6; count the ones that fit.',
        explanation: `The favourable outcomes are ${faces.join(', ')}: ${faces.length} of 6, so the probability is ${tex(`\\frac{${faces.length}}{6}${p.d === 6 ? '' : ` = ${p.texBody()}`}`)}.`,
        params: { form, event },
      };
    },
  },
};

const seq = (xs: readonly number[]): string => `${xs.map(int).join(', ')}, …`;

const sequences: SkillSpec = {
  slug: 'sequences-and-progressions',
  name: 'Sequences and progressions',
  description:
    'Continue number patterns, find a rule for the nth term of an arithmetic progression, terms of a geometric progression, and sums such as 1 + 2 + … + n.',
  prerequisites: ['algebraic-identities', 'math-6-number-patterns'],
  levels: {
    1: (rng): Problem => {
      const form = rng.pick(['ap', 'gp', 'squares', 'triangular'] as const);
      if (form === 'ap') {
        const a = rng.int(-10, 30);
        const d = rng.int(-9, 12) || 4;
        const xs = [0, 1, 2, 3].map((i) => a + i * d);
        const answer = a + 4 * d;
        return {
          text: `What is the next term of the sequence ${seq(xs)}?`,
          answer: int(answer),
          distractors: fmtInts(
            ints(rng, answer, [answer + d, a + 3 * d - d, answer - 2 * d, a + 3 * d + Math.abs(d) + 1]),
          ),
          hint: 'Find what is added each time to go from one term to the next.',
          explanation: `Each term is ${d > 0 ? `${d} more` : `${-d} less`} than the one before, so the next term is ${int(a + 3 * d)} ${d > 0 ? '+' : '−'} ${Math.abs(d)} = ${int(answer)}.`,
          params: { form, a, d },
        };
      }
      if (form === 'gp') {
        const a = rng.int(1, 7);
        const r = rng.pick([2, 3, 4]);
        const xs = [0, 1, 2, 3].map((i) => a * r ** i);
        const last = a * r ** 3;
        const answer = last * r;
        return {
          text: `What is the next term of the sequence ${seq(xs)}?`,
          answer: int(answer),
          distractors: fmtInts(
            ints(
              rng,
              answer,
              [last + (last - a * r * r), last * 2 === answer ? last * 3 : last * 2, last + r],
              { min: 1 },
            ),
          ),
          hint: 'Compare each term with the one before: is something added, or is it multiplied?',
          explanation: `Each term is ${r} times the one before, so the next term is ${int(last)} × ${r} = ${int(answer)}.`,
          params: { form, a, r },
        };
      }
      const k = rng.int(2, 12);
      const f = form === 'squares' ? (n: number) => n * n : (n: number) => (n * (n + 1)) / 2;
      const xs = [0, 1, 2, 3].map((i) => f(k + i));
      const answer = f(k + 4);
      const gap = (xs[3] ?? 0) - (xs[2] ?? 0);
      return {
        text: `What is the next term of the sequence ${seq(xs)}?`,
        answer: int(answer),
        distractors: fmtInts(
          ints(rng, answer, [(xs[3] ?? 0) + gap, answer + (form === 'squares' ? 2 : 1), (xs[3] ?? 0) * 2], {
            min: 1,
          }),
        ),
        hint: 'Look at the differences between the terms: how do they change?',
        explanation:
          form === 'squares'
            ? `The terms are the squares ${tex(`${k}^{2}, ${k + 1}^{2}, ${k + 2}^{2}, ${k + 3}^{2}`)}, so the next is ${tex(`${k + 4}^{2}`)} = ${int(answer)}.`
            : `The differences are ${k + 2}, ${k + 3}, ${k + 4}, so the next difference is ${k + 5} and the next term is ${int(xs[3] ?? 0)} + ${k + 5} = ${int(answer)}.`,
        params: { form, k },
      };
    },
    2: (rng): Problem => {
      const form = rng.pick(['rule', 'gp-term'] as const);
      if (form === 'gp-term') {
        const a = rng.int(1, 5);
        const r = rng.pick([2, 3]);
        const n = rng.int(5, 8);
        const answer = a * r ** (n - 1);
        return {
          text: `What is the ${ordinal(n)} term of the sequence ${seq([0, 1, 2, 3].map((i) => a * r ** i))}?`,
          answer: int(answer),
          distractors: fmtInts(
            ints(rng, answer, [a * r ** n, a * r ** (n - 2), a + (n - 1) * (a * r - a)], { min: 1 }),
          ),
          hint: `Each term is ${r} times the one before, so the ${tex('n')}th term is ${tex(`a \\times r^{n - 1}`)}.`,
          explanation: `The ${ordinal(n)} term is ${tex(`${a} \\times ${r}^{${n - 1}} = ${a} \\times ${texInt(r ** (n - 1))}`)} = ${int(answer)}.`,
          params: { form, a, r, n },
        };
      }
      const a = rng.int(-5, 20);
      const d = rng.int(2, 9);
      const c = a - d;
      const rule = (p: number, q: number): string => tex(linTex([[p, 'n']], q));
      const answer = rule(d, c);
      const wrong = [rule(d, a), rule(a, d), rule(c, d), rule(d, c + 2 * d), rule(d + 1, c)].filter(
        (w) => w !== answer && !w.includes('0n'),
      );
      return {
        text: `Which expression gives the ${tex('n')}th term of the sequence ${seq([0, 1, 2, 3].map((i) => a + i * d))}?`,
        answer,
        distractors: wrong,
        hint: `The terms go up by ${d} each time, so the rule starts with ${tex(`${d}n`)}; check it with the first term.`,
        explanation: `The common difference is ${d}, and ${tex(`${d} \\times 1 ${c < 0 ? '-' : '+'} ${Math.abs(c)} = ${a}`)}, the first term, so the ${tex('n')}th term is ${answer}.`,
        params: { form, a, d },
      };
    },
    3: (rng): Problem => {
      const form = rng.pick(['odd-sum', 'natural-sum', 'count'] as const);
      if (form === 'count') {
        const a = rng.int(1, 20);
        const d = rng.int(2, 9);
        const n = rng.int(12, 40);
        const last = a + (n - 1) * d;
        return {
          text: `How many terms does the sequence ${int(a)}, ${int(a + d)}, ${int(a + 2 * d)}, …, ${int(last)} have?`,
          answer: int(n),
          distractors: fmtInts(ints(rng, n, [n - 1, n + 1, Math.round(last / d)], { min: 1 })),
          hint: 'Find how many steps of the common difference take you from the first term to the last, then count the terms, not the steps.',
          explanation: `From ${a} to ${int(last)} is ${int(last - a)} = ${n - 1} × ${d}, so there are ${n - 1} steps and ${n - 1} + 1 = ${n} terms.`,
          params: { form, a, d, n },
        };
      }
      const n = rng.int(form === 'odd-sum' ? 8 : 15, form === 'odd-sum' ? 50 : 100);
      if (form === 'odd-sum') {
        const last = 2 * n - 1;
        return {
          text: `What is 1 + 3 + 5 + … + ${last}, the sum of the odd numbers up to ${last}?`,
          answer: int(n * n),
          distractors: fmtInts(
            ints(rng, n * n, [(n * (n + 1)) / 2, n * (n + 1), last * last, (n - 1) * (n - 1)], { min: 1 }),
          ),
          hint: 'Count the odd numbers first; the sum of the first n odd numbers is a perfect square.',
          explanation: `There are (${last} + 1) ÷ 2 = ${n} odd numbers, and their sum is ${tex(`${n}^{2}`)} = ${int(n * n)}.`,
          params: { form, n },
        };
      }
      const answer = (n * (n + 1)) / 2;
      return {
        text: `What is 1 + 2 + 3 + … + ${n}?`,
        answer: int(answer),
        distractors: fmtInts(
          ints(rng, answer, [(n * (n - 1)) / 2, n * (n + 1), n * n, answer + n], { min: 1 }),
        ),
        hint: 'Pair the first number with the last, the second with the second last, and so on.',
        explanation: `${tex(`\\frac{n(n + 1)}{2} = \\frac{${n} \\times ${n + 1}}{2}`)} = ${int(answer)}.`,
        params: { form, n },
      };
    },
  },
};

const VERDICTS = [
  'Both are true',
  'The statement is true; its converse is false',
  'The statement is false; its converse is true',
  'Both are false',
] as const;

/** A statement, its converse, whether each is true, and the reason with a number or a counterexample. */
const PROPOSITIONS: readonly {
  readonly s: string;
  readonly c: string;
  readonly st: boolean;
  readonly ct: boolean;
  readonly why: string;
}[] = [
  {
    s: 'If a quadrilateral is a square, then its diagonals are equal.',
    c: 'If the diagonals of a quadrilateral are equal, then it is a square.',
    st: true,
    ct: false,
    why: 'A square has equal diagonals, but a 6 cm by 8 cm rectangle also has equal diagonals (10 cm each) and is not a square.',
  },
  {
    s: 'If a triangle is equilateral, then each of its angles is 60°.',
    c: 'If each angle of a triangle is 60°, then it is equilateral.',
    st: true,
    ct: true,
    why: 'Equal sides face equal angles and the three angles add up to 180°, so 180° ÷ 3 = 60°; and equal angles face equal sides, so the converse holds too.',
  },
  {
    s: 'If two angles are vertically opposite, then they are equal.',
    c: 'If two angles are equal, then they are vertically opposite.',
    st: true,
    ct: false,
    why: 'Vertically opposite angles are equal, but the two 60° angles of an equilateral triangle are equal and are not vertically opposite.',
  },
  {
    s: 'If a number is odd, then it is prime.',
    c: 'If a number is prime, then it is odd.',
    st: false,
    ct: false,
    why: '9 is odd but not prime (9 = 3 × 3), and 2 is prime but not odd.',
  },
  {
    s: 'If $x^{2} = 25$, then $x = 5$.',
    c: 'If $x = 5$, then $x^{2} = 25$.',
    st: false,
    ct: true,
    why: '$x = -5$ also gives $x^{2} = 25$, so the statement fails; but $5^{2} = 25$, so the converse is true.',
  },
  {
    s: 'If a quadrilateral is a parallelogram, then its opposite sides are equal.',
    c: 'If both pairs of opposite sides of a quadrilateral are equal, then it is a parallelogram.',
    st: true,
    ct: true,
    why: 'A diagonal splits the figure into two congruent triangles (SSS one way, ASA the other), so both directions hold; for example a 5 cm by 3 cm parallelogram.',
  },
  {
    s: 'If a number is divisible by 4 and by 6, then it is divisible by 24.',
    c: 'If a number is divisible by 24, then it is divisible by 4 and by 6.',
    st: false,
    ct: true,
    why: '12 is divisible by 4 and by 6 but not by 24; and 24 = 4 × 6, so every multiple of 24 is divisible by 4 and by 6.',
  },
  {
    s: 'If two triangles are congruent, then their areas are equal.',
    c: 'If two triangles have equal areas, then they are congruent.',
    st: true,
    ct: false,
    why: 'Congruent triangles cover each other exactly; but triangles with base 6 cm, height 4 cm and base 8 cm, height 3 cm both have area 12 square cm and are not congruent.',
  },
  {
    s: 'If a number is a multiple of 10, then it is even.',
    c: 'If a number is even, then it is a multiple of 10.',
    st: true,
    ct: false,
    why: 'A multiple of 10 is 2 × 5 × something, so it is even; but 8 is even and not a multiple of 10.',
  },
  {
    s: 'If a quadrilateral has four equal sides, then it is a square.',
    c: 'If a quadrilateral is a square, then it has four equal sides.',
    st: false,
    ct: true,
    why: 'A rhombus with sides of 5 cm and an angle of 60° has four equal sides but is not a square; every square has four equal sides.',
  },
  {
    s: 'If a whole number ends in 5, then it is odd.',
    c: 'If a whole number is odd, then it ends in 5.',
    st: true,
    ct: false,
    why: 'A number ending in 5 is not divisible by 2, so it is odd; but 7 is odd and does not end in 5.',
  },
  {
    s: 'If $a > b$, then $a^{2} > b^{2}$.',
    c: 'If $a^{2} > b^{2}$, then $a > b$.',
    st: false,
    ct: false,
    why: '$a = 1, b = -2$ has $a > b$ but $1 < 4$; and $a = -3, b = 1$ has $9 > 1$ but $a < b$.',
  },
  {
    s: 'If the product of two whole numbers is 0, then at least one of them is 0.',
    c: 'If at least one of two whole numbers is 0, then their product is 0.',
    st: true,
    ct: true,
    why: 'A product of two non-zero numbers is never 0 (for example 3 × 4 = 12), and 0 times any number is 0.',
  },
  {
    s: 'If two angles add up to 90°, then both of them are acute.',
    c: 'If two angles are both acute, then they add up to 90°.',
    st: true,
    ct: false,
    why: 'Each of two angles adding up to 90° is less than 90°; but 50° and 60° are both acute and add up to 110°.',
  },
];

/** A multiple of `k` that is not a multiple of `m`, near `around`. */
function multipleNotOf(k: number, m: number, around: number): number {
  for (let x = Math.max(k, Math.round(around / k) * k); ; x += k) if (x % m !== 0) return x;
}

const propositions: SkillSpec = {
  slug: 'propositions-and-converses',
  name: 'Propositions and their converses',
  description:
    'Write the converse of an if-then statement, decide whether a statement and its converse are true, and find a counterexample.',
  prerequisites: ['number-systems'],
  levels: {
    1: (rng): Problem => {
      const form = rng.pick(['divisible', 'square'] as const);
      const n = rng.int(2, 15);
      const k = rng.pick([2, 3, 4, 5, 6, 8, 9]);
      const m = k * rng.pick([2, 3, 4, 5]);
      // "If P, then Q" in the words of each family: P and Q as they read after "If" and after "then".
      const sentence = (p: boolean, q: boolean, swap: boolean): string => {
        if (form === 'square') {
          const P = tex(p ? `x = ${n}` : `x \\ne ${n}`);
          const Q = tex(q ? `x^{2} = ${n * n}` : `x^{2} \\ne ${n * n}`);
          return swap ? `If ${Q}, then ${P}.` : `If ${P}, then ${Q}.`;
        }
        const by = (d: number, yes: boolean): string => `${yes ? '' : 'not '}divisible by ${d}`;
        return swap
          ? `If a number is ${by(k, q)}, then it is ${by(m, p)}.`
          : `If a number is ${by(m, p)}, then it is ${by(k, q)}.`;
      };
      const statement = sentence(true, true, false);
      const converse = sentence(true, true, true);
      return {
        text: `What is the converse of the statement "${statement.slice(0, -1)}"?`,
        answer: converse,
        distractors: [sentence(false, false, false), sentence(false, false, true), statement],
        hint: 'The converse of "If P, then Q" swaps the two parts; it does not put in any "not".',
        explanation: `The statement has the form "If P, then Q"; its converse "If Q, then P" is: ${converse}`,
        params: form === 'square' ? { form, n } : { form, m, k },
      };
    },
    2: (rng): Problem => {
      const form = rng.pick(['divisible', 'square'] as const);
      if (form === 'square') {
        const n = rng.int(2, 12);
        const options = rng.shuffle([n, -n, n * n, -n * n]).map((v) => tex(`x = ${v}`));
        return {
          text: `The statement "If ${tex(`x = ${n}`)}, then ${tex(`x^{2} = ${n * n}`)}" is true. Which value of ${tex('x')} shows that its converse is false?`,
          answer: tex(`x = ${-n}`),
          options,
          hint: 'A counterexample to the converse makes its "if" part true and its "then" part false.',
          explanation: `The converse is "If ${tex(`x^{2} = ${n * n}`)}, then ${tex(`x = ${n}`)}"; ${tex(`(${-n})^{2} = ${n * n}`)} but ${tex(`-${n} \\ne ${n}`)}, so ${tex(`x = ${-n}`)} is a counterexample.`,
          params: { form, n },
        };
      }
      const k = rng.pick([3, 4, 5, 6, 7, 8, 9]);
      const m = k * rng.pick([2, 3, 4]);
      const answer = multipleNotOf(k, m, rng.int(2, 12) * k);
      const both = m * rng.int(1, 4);
      let neither = rng.int(10, 99);
      while (neither % k === 0 || neither === answer) neither++;
      let neither2 = neither + rng.int(2, 9);
      while (neither2 % k === 0 || neither2 === answer || neither2 === both) neither2++;
      const options = rng.shuffle([answer, both, neither, neither2]).map(int);
      return {
        text: `The statement "If a number is divisible by ${m}, then it is divisible by ${k}" is true. Which number shows that its converse is false?`,
        answer: int(answer),
        options,
        hint: `The converse says: if a number is divisible by ${k}, then it is divisible by ${m}. Find a number for which the "if" part holds and the "then" part does not.`,
        explanation: `${answer} = ${k} × ${answer / k} is divisible by ${k}, but ${answer} ÷ ${m} leaves a remainder of ${answer % m}, so it breaks the converse.`,
        params: { form, k, m, options },
      };
    },
    3: (rng): Problem => {
      const item = rng.pick(PROPOSITIONS);
      const answer = VERDICTS[item.st ? (item.ct ? 0 : 1) : item.ct ? 2 : 3] ?? VERDICTS[0];
      return {
        text: `Statement: ${item.s} Converse: ${item.c} Which is correct?`,
        answer,
        options: [...VERDICTS],
        hint: 'Check each one separately: a single counterexample is enough to show that an if-then statement is false.',
        explanation: item.why,
        params: { form: 'verdict', statement: item.s },
      };
    },
  },
};
/** A scaled-by-100 value written with at most two decimals (the answer of a mean). */
const hundredths = (numerator: number, denominator: number): number | undefined => {
  const scaled = (numerator * 100) / denominator;
  return Number.isInteger(scaled) ? scaled : undefined;
};

const data9: SkillSpec = {
  slug: 'understanding-data',
  name: 'Understanding data: means that combine',
  description:
    'Find the mean of a frequency table, combine the means of two groups, and correct or remove a value and find the new mean.',
  prerequisites: ['probability', 'math-7-mean-median-and-mode'],
  levels: {
    1: (rng): Problem => {
      const values = [0, 1, 2, 3, 4];
      const freqs = values.map(() => rng.int(1, 12));
      const n = freqs.reduce((s, f) => s + f, 0);
      const total = freqs.reduce((s, f, i) => s + f * (values[i] ?? 0), 0);
      const mean = hundredths(total, n);
      if (mean === undefined) return data9.levels[1](rng);
      const wrong = [hundredths(total, 5), hundredths(n, 5), 200, hundredths(total + n, n)].filter(
        (x): x is number => x !== undefined && x !== mean,
      );
      return {
        text: `In a colony, ${n} families were asked how many children they have: ${values
          .map((v, i) => `${count(v, 'child', 'children')}: ${count(freqs[i] ?? 0, 'family', 'families')}`)
          .join('; ')}. What is the mean number of children per family?`,
        answer: decimal(mean, 2),
        distractors: [...wrong, mean + 10, mean - 10, mean + 25]
          .filter((x) => x > 0)
          .map((x) => decimal(x, 2)),
        hint: 'Multiply each number of children by its number of families, add, and divide by the number of families.',
        explanation: `Total children = ${freqs.map((f, i) => `${values[i]} × ${f}`).join(' + ')} = ${total}; the mean is ${total} ÷ ${n} = ${decimal(mean, 2)}.`,
        params: { form: 'frequency', freqs },
      };
    },
    2: (rng): Problem => {
      const n1 = rng.int(4, 9) * 5;
      const n2 = rng.int(4, 9) * 5;
      const m1 = rng.int(45, 85);
      const m2 = rng.int(45, 85);
      if (n1 === n2 || m1 === m2) return data9.levels[2](rng);
      const mean = hundredths(n1 * m1 + n2 * m2, n1 + n2);
      if (mean === undefined || mean % 10 !== 0) return data9.levels[2](rng);
      const simple = hundredths(m1 + m2, 2) ?? 0;
      const swapped = hundredths(n1 * m2 + n2 * m1, n1 + n2);
      const wrong = [simple, swapped, mean + 100, mean - 100, mean + 50, mean - 50].filter(
        (x): x is number => x !== undefined && x !== mean,
      );
      const [c1, c2] = rng.pick([
        ['Section A', 'Section B'],
        ['9A', '9B'],
        ['the morning batch', 'the evening batch'],
      ] as const);
      return {
        text: `In a test, the ${n1} students of ${c1} scored a mean of ${m1} marks and the ${n2} students of ${c2} a mean of ${m2} marks. What is the mean mark of all ${n1 + n2} students?`,
        answer: decimal(mean, 2),
        distractors: wrong.map((x) => decimal(x, 2)),
        hint: 'Find the total marks of each group first; the mean of the two means is not the answer when the groups differ in size.',
        explanation: `Total = ${n1} × ${m1} + ${n2} × ${m2} = ${int(n1 * m1)} + ${int(n2 * m2)} = ${int(n1 * m1 + n2 * m2)}, and ${int(n1 * m1 + n2 * m2)} ÷ ${n1 + n2} = ${decimal(mean, 2)}.`,
        params: { form: 'combined', n1, m1, n2, m2 },
      };
    },
    3: (rng): Problem => {
      const form = rng.pick(['removed', 'corrected'] as const);
      const n = rng.int(5, 12);
      const m = rng.int(15, 60);
      if (form === 'removed') {
        const m2 = m + rng.int(-4, 4);
        const removed = n * m - (n - 1) * m2;
        if (m2 === m || removed <= 0) return data9.levels[3](rng);
        return {
          text: `The mean of ${n} numbers is ${m}. When one number is taken away, the mean of the remaining ${n - 1} numbers is ${m2}. Which number was taken away?`,
          answer: int(removed),
          distractors: fmtInts(
            ints(rng, removed, [m - m2, n * (m - m2), m + m2 - removed > 0 ? removed + n : removed - n], {
              min: 1,
            }),
          ),
          hint: 'Mean × number of values gives the total; compare the two totals.',
          explanation: `The totals are ${n} × ${m} = ${int(n * m)} and ${n - 1} × ${m2} = ${int((n - 1) * m2)}, so the number taken away is ${int(n * m)} − ${int((n - 1) * m2)} = ${int(removed)}.`,
          params: { form, n, m, m2 },
        };
      }
      const right = rng.int(10, 90);
      const wrongRead = right + rng.int(-9, 9) * 5;
      if (wrongRead === right || wrongRead <= 0) return data9.levels[3](rng);
      const mean = hundredths(n * m - wrongRead + right, n);
      if (mean === undefined || mean % 10 !== 0) return data9.levels[3](rng);
      return {
        text: `The mean of ${n} observations was found to be ${m}. Later it was seen that one observation, ${right}, had been copied as ${wrongRead}. What is the correct mean?`,
        answer: decimal(mean, 2),
        distractors: [
          hundredths(n * m + wrongRead - right, n) ?? 0,
          m * 100 + (right - wrongRead) * 100,
          hundredths(n * m - wrongRead + right, n - 1) ?? 0,
          mean + 100,
          mean - 100,
        ]
          .filter((x) => x > 0 && x !== mean)
          .map((x) => decimal(x, 2)),
        hint: 'Correct the total, not the mean: take out the wrong value and put in the right one.',
        explanation: `Wrong total = ${n} × ${m} = ${int(n * m)}; correct total = ${int(n * m)} − ${wrongRead} + ${right} = ${int(n * m - wrongRead + right)}; correct mean = ${int(n * m - wrongRead + right)} ÷ ${n} = ${decimal(mean, 2)}.`,
        params: { form, n, m, right, wrongRead },
      };
    },
  },
};

/** The divisions of Euclid's algorithm: [dividend, divisor, quotient, remainder] until the remainder is 0. */
function euclidSteps(a: number, b: number): [number, number, number, number][] {
  const steps: [number, number, number, number][] = [];
  let [x, y] = [a, b];
  while (y !== 0) {
    steps.push([x, y, Math.floor(x / y), x % y]);
    [x, y] = [y, x % y];
  }
  return steps;
}

function collatz(n: number): number[] {
  const chain = [n];
  for (let x = n; x !== 1;) {
    x = x % 2 === 0 ? x / 2 : 3 * x + 1;
    chain.push(x);
  }
  return chain;
}

const algorithms: SkillSpec = {
  slug: 'algorithms',
  name: 'Following an algorithm',
  description:
    "Carry out Euclid's algorithm for the HCF step by step, follow a repeat-until rule, and count the guesses of a halving search.",
  prerequisites: ['number-systems', 'math-7-hcf-and-lcm'],
  levels: {
    1: (rng): Problem => {
      const g = rng.int(2, 30);
      const x = rng.int(8, 40);
      const y = rng.int(3, x - 1);
      if (gcd(x, y) !== 1 || x < 2 * y) return algorithms.levels[1](rng);
      const [a, b] = [g * x, g * y];
      const q = Math.floor(a / b);
      const r = a % b;
      const form = rng.pick(['remainder', 'pair'] as const);
      const pair = (u: number, v: number): string => `(${int(u)}, ${int(v)})`;
      if (form === 'pair')
        return {
          text: `Euclid's algorithm replaces a pair of numbers (a, b) by (b, r), where r is the remainder when a is divided by b. Starting from ${pair(a, b)}, what is the pair after one step?`,
          answer: pair(b, r),
          distractors: [pair(b, q), pair(a - b, b), pair(r, b), pair(b, a - b)].filter(
            (o) => o !== pair(b, r),
          ),
          hint: `Divide ${int(a)} by ${int(b)} and keep the divisor and the remainder.`,
          explanation: `${int(a)} = ${q} × ${int(b)} + ${int(r)}, so the next pair is ${pair(b, r)}.`,
          params: { form, a, b },
        };
      return {
        text: `The first step of Euclid's algorithm for the HCF of ${int(a)} and ${int(b)} divides ${int(a)} by ${int(b)}. What is the remainder?`,
        answer: int(r),
        distractors: fmtInts(
          ints(
            rng,
            r,
            [q, b - r, a - b, r + b].filter((v) => v !== r),
            { min: 0 },
          ),
        ),
        hint: 'Find the largest multiple of the divisor that is not more than the dividend.',
        explanation: `${int(a)} = ${q} × ${int(b)} + ${int(r)}, since ${q} × ${int(b)} = ${int(q * b)}, so the remainder is ${int(r)}.`,
        params: { form, a, b },
      };
    },
    2: (rng): Problem => {
      const form = rng.pick(['hcf', 'collatz'] as const);
      if (form === 'collatz') {
        const n = rng.int(3, 24);
        const chain = collatz(n);
        const steps = chain.length - 1;
        if (steps > 20) return algorithms.levels[2](rng);
        return {
          text: `Start with ${n}. If the number is even, halve it; if it is odd, multiply it by 3 and add 1. Repeat until you reach 1. How many steps does it take?`,
          answer: int(steps),
          distractors: fmtInts(
            ints(
              rng,
              steps,
              [steps + 1, steps - 1, Math.max(...chain) === steps ? steps + 2 : Math.round(n / 2)],
              { min: 1 },
            ),
          ),
          hint: 'Write the numbers one after another and count the arrows, not the numbers.',
          explanation: `${chain.join(' → ')}: that is ${steps} steps.`,
          params: { form, n },
        };
      }
      const g = rng.pick([6, 7, 8, 9, 11, 12, 13, 14, 15, 17, 18, 21, 23, 24]);
      const x = rng.int(10, 60);
      const y = rng.int(5, x - 1);
      if (gcd(x, y) !== 1) return algorithms.levels[2](rng);
      const [a, b] = [g * x, g * y];
      const steps = euclidSteps(a, b);
      if (steps.length < 3 || steps.length > 5) return algorithms.levels[2](rng);
      const lastRemainders = steps.map((s) => s[3]).filter((r) => r !== 0);
      return {
        text: `Use Euclid's algorithm to find the HCF of ${int(a)} and ${int(b)}.`,
        answer: int(g),
        distractors: fmtInts(
          ints(
            rng,
            g,
            [
              ...lastRemainders.slice(-2, -1),
              steps.at(-1)?.[2] ?? 2,
              2 * g,
              g / gcd(g, 6) === g ? g + 1 : g / gcd(g, 6),
            ],
            { min: 1 },
          ),
        ),
        hint: 'Divide, then divide the divisor by the remainder, and so on; the last non-zero remainder is the HCF.',
        explanation: `${steps.map(([p, d, q, r]) => `${int(p)} = ${q} × ${int(d)} + ${int(r)}`).join('; ')}. The last divisor is ${int(g)}, so the HCF is ${int(g)}.`,
        params: { form, a, b },
      };
    },
    3: (rng): Problem => {
      const form = rng.pick(['halving', 'euclid-steps'] as const);
      if (form === 'euclid-steps') {
        const a = rng.int(100, 999);
        const b = rng.int(20, a - 1);
        const steps = euclidSteps(a, b);
        if (steps.length < 3) return algorithms.levels[3](rng);
        return {
          text: `How many divisions does Euclid's algorithm make to find the HCF of ${a} and ${b} (the last division leaves remainder 0)?`,
          answer: int(steps.length),
          distractors: fmtInts(
            ints(rng, steps.length, [steps.length - 1, steps.length + 1, steps.length + 2], { min: 1 }),
          ),
          hint: 'Write each division in the form dividend = quotient × divisor + remainder and stop when the remainder is 0.',
          explanation: `${steps.map(([p, d, q, r]) => `${p} = ${q} × ${d} + ${r}`).join('; ')}: ${steps.length} divisions.`,
          params: { form, a, b },
        };
      }
      const n = rng.pick([20, 30, 50, 60, 100, 120, 200, 250, 500, 1000, 1500]);
      const chain: number[] = [];
      for (let s = n; s > 0; s = Math.floor(s / 2)) chain.push(s);
      const guesses = chain.length;
      const name = rng.pick(NAMES9);
      return {
        text: `${name} thinks of a whole number from 1 to ${int(n)}. You guess the middle number each time, and ${name} says "higher", "lower" or "right". At most how many guesses do you need?`,
        answer: int(guesses),
        distractors: fmtInts(
          ints(rng, guesses, [guesses - 1, guesses + 1, n / 10 === guesses ? guesses + 2 : n / 10], {
            min: 1,
          }),
        ),
        hint: 'Each wrong guess leaves at most half of the numbers; count how many halvings bring the numbers left down to 1.',
        explanation: `The numbers that can still be right go ${chain.map(int).join(' → ')} (at most half each time), so the guess when 1 number is left is guess number ${guesses}.`,
        params: { form, n },
      };
    },
  },
};

const quadrilaterals: SkillSpec = {
  slug: 'quadrilaterals',
  name: 'Quadrilaterals',
  description:
    'Use the angle properties of parallelograms and of quadrilaterals, the mid-point theorem and the diagonals of a rhombus.',
  prerequisites: ['propositions-and-converses', 'math-7-congruent-triangles', 'math-8-quadrilaterals'],
  levels: {
    1: (rng): Problem => {
      const x = rng.int(10, 26) * 5 - rng.pick([0, 2]);
      if (x === 90) return quadrilaterals.levels[1](rng);
      const ask = rng.pick(['B', 'C', 'D'] as const);
      const answer = ask === 'C' ? x : 180 - x;
      return {
        text: `ABCD is a parallelogram with ∠A = ${deg(x)}. What is ∠${ask}?`,
        answer: deg(answer),
        distractors: angleChoices(answer, [ask === 'C' ? 180 - x : x, 90]),
        hint:
          ask === 'C'
            ? 'Opposite angles of a parallelogram are equal.'
            : 'Adjacent angles of a parallelogram add up to 180°.',
        explanation:
          ask === 'C'
            ? `∠C is opposite ∠A, so ∠C = ∠A = ${deg(x)}.`
            : `∠${ask} and ∠A are adjacent angles, so ∠${ask} = 180° − ${deg(x)} = ${deg(answer)}.`,
        figure: parallelogramFigure(
          `A parallelogram ABCD with vertices in order A, B, C, D; the angle at A is marked ${deg(x)}.`,
        ),
        params: { form: 'parallelogram', x, ask },
      };
    },
    2: (rng): Problem => {
      const form = rng.pick(['ratio', 'difference'] as const);
      if (form === 'difference') {
        const d = rng.int(2, 14) * 10 - rng.pick([0, 4]);
        const big = (180 + d) / 2;
        if (!Number.isInteger(big) || big >= 180) return quadrilaterals.levels[2](rng);
        return {
          text: `Two adjacent angles of a parallelogram differ by ${deg(d)}. What is the larger angle?`,
          answer: deg(big),
          distractors: angleChoices(big, [(360 + d) / 4, 180 - d, big - d, 90 + d].filter(Number.isInteger)),
          hint: 'Adjacent angles of a parallelogram add up to 180°; write the angles as x and x + the difference.',
          explanation: `${tex(`x + (x + ${d}) = 180`)} gives ${tex(`2x = ${180 - d}`)}, so the angles are ${deg(big - d)} and ${deg(big)}.`,
          params: { form, d },
        };
      }
      const parts = [rng.int(1, 9), rng.int(1, 9), rng.int(1, 9), rng.int(1, 9)];
      const sum = parts.reduce((s, p) => s + p, 0);
      if (360 % sum !== 0 || new Set(parts).size < 3) return quadrilaterals.levels[2](rng);
      const unit = 360 / sum;
      const ask = rng.pick(['largest', 'smallest'] as const);
      const part = ask === 'largest' ? Math.max(...parts) : Math.min(...parts);
      const answer = part * unit;
      if (Math.max(...parts) * unit >= 180) return quadrilaterals.levels[2](rng);
      return {
        text: `The angles of a quadrilateral are in the ratio ${parts.join(' : ')}. What is its ${ask} angle?`,
        answer: deg(answer),
        distractors: angleChoices(
          answer,
          [(part * 180) / sum, ...parts.filter((p) => p !== part).map((p) => p * unit), answer + unit].filter(
            Number.isInteger,
          ),
        ),
        hint: 'The angles of a quadrilateral add up to 360°; share 360° in the given ratio.',
        explanation: `${parts.join(' + ')} = ${sum} parts make 360°, so one part is 360° ÷ ${sum} = ${deg(unit)} and the ${ask} angle is ${part} × ${deg(unit)} = ${deg(answer)}.`,
        params: { form, parts, ask },
      };
    },
    3: (rng): Problem => {
      const form = rng.pick(['midpoint', 'rhombus'] as const);
      if (form === 'rhombus') {
        const [s = 5, p = 3, q = 4] = rng.pick(CHORDS);
        const k = rng.pick([1, 1, 2]);
        return {
          text: `The diagonals of a rhombus are ${2 * p * k} cm and ${2 * q * k} cm long. What is the length of each side?`,
          answer: `${s * k} cm`,
          distractors: measures(
            rng,
            s * k,
            [
              (p + q) * k,
              2 * s * k,
              ((2 * p + 2 * q) * k) / 2 + 1,
              Math.round(Math.sqrt(4 * (p * p + q * q))) * k,
            ],
            (v) => `${v} cm`,
            { min: 1 },
          ),
          hint: 'The diagonals of a rhombus bisect each other at right angles; use the right triangle formed by half of each diagonal.',
          explanation: `Half the diagonals are ${p * k} cm and ${q * k} cm, so a side is ${tex(`\\sqrt{${p * k}^{2} + ${q * k}^{2}} = \\sqrt{${(p * p + q * q) * k * k}}`)} = ${s * k} cm.`,
          figure: rhombusFigure(
            `A rhombus ABCD whose diagonals AC and BD cross at right angles at O. AC is ${2 * p * k} cm and BD is ${2 * q * k} cm.`,
          ),
          params: { form, p: p * k, q: q * k },
        };
      }
      const ask = rng.pick(['DE', 'BC', 'perimeter'] as const);
      const bc = rng.int(4, 30) * 2;
      if (ask === 'perimeter') {
        const sides = [bc, rng.int(5, 30) * 2, rng.int(5, 30) * 2];
        const [a1 = 0, b1 = 0, c1 = 0] = sides;
        if (a1 + b1 <= c1 || a1 + c1 <= b1 || b1 + c1 <= a1) return quadrilaterals.levels[3](rng);
        const per = a1 + b1 + c1;
        return {
          text: `The sides of triangle ABC are ${a1} cm, ${b1} cm and ${c1} cm. The mid-points of the three sides are joined to form a triangle. What is its perimeter?`,
          answer: `${per / 2} cm`,
          distractors: measures(rng, per / 2, [per, per / 4, per / 3], (v) => `${v} cm`, { min: 1 }),
          hint: 'Each side of the new triangle joins the mid-points of two sides of ABC.',
          explanation: `By the mid-point theorem each side of the new triangle is half a side of ABC, so its perimeter is (${a1} + ${b1} + ${c1}) ÷ 2 = ${per / 2} cm.`,
          params: { form: 'perimeter', sides },
        };
      }
      const de = bc / 2;
      const known = ask === 'DE' ? `BC = ${bc} cm` : `DE = ${de} cm`;
      const answer = ask === 'DE' ? de : bc;
      return {
        text: `In triangle ABC, D and E are the mid-points of AB and AC. If ${known}, what is ${ask}?`,
        answer: `${answer} cm`,
        distractors: measures(
          rng,
          answer,
          ask === 'DE' ? [bc, bc / 4, bc / 3] : [de, de * 4, de + 2],
          (v) => `${v} cm`,
          { min: 1 },
        ),
        hint: 'The segment joining the mid-points of two sides of a triangle is parallel to the third side. How long is it compared with that side?',
        explanation:
          ask === 'DE'
            ? `By the mid-point theorem, DE = ½ BC = ½ × ${bc} = ${de} cm.`
            : `By the mid-point theorem, DE = ½ BC, so BC = 2 × ${de} = ${bc} cm.`,
        figure: midpointFigure(
          `Triangle ABC with D the mid-point of AB and E the mid-point of AC; D and E are joined. ${known}.`,
        ),
        params: { form: ask, bc },
      };
    },
  },
};

export const class09: ClassSpec = {
  grade: 9,
  chapters: [
    {
      slug: 'coordinate-geometry-chapter',
      title: 'Orienting Yourself: The Use of Coordinates',
      skills: [coordinates],
    },
    { slug: 'polynomials-chapter', title: 'Introduction to Linear Polynomials', skills: [polynomials] },
    { slug: 'number-systems-chapter', title: 'The World of Numbers', skills: [numberSystems] },
    { slug: 'algebraic-identities-chapter', title: 'Exploring Algebraic Identities', skills: [identities] },
    { slug: 'circles-chapter', title: "I'm Up and Down, and Round and Round", skills: [circles9] },
    { slug: 'herons-formula-chapter', title: 'Measuring Space: Perimeter and Area', skills: [herons] },
    {
      slug: 'probability-chapter',
      title: 'The Mathematics of Maybe: Introduction to Probability',
      skills: [probability9],
    },
    {
      slug: 'sequences-chapter',
      title: 'Predicting What Comes Next: Exploring Sequences and Progressions',
      skills: [sequences],
    },
    { slug: 'propositions-chapter', title: 'Propositions and their Converses', skills: [propositions] },
    { slug: 'data-chapter', title: 'How Quantities Combine: Understanding Data', skills: [data9] },
    { slug: 'algorithms-chapter', title: 'The World of Algorithms', skills: [algorithms] },
    { slug: 'quadrilaterals-chapter', title: 'Quadrilaterals', skills: [quadrilaterals] },
    { slug: 'linear-equations', title: 'Two Variables, One Line', skills: [twoVariables] },
    { slug: 'surface-areas-chapter', title: 'Math of Space: Surface Area and Volume', skills: [solids] },
  ],
};
