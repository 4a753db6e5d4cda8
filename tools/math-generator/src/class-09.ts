import { fmtInts, termValues } from './common.ts';
import { fractions, ints, measures } from './distractors.ts';
import { gcd, int, linear, paren, poly, Q, sup } from './format.ts';
import type { ClassSpec, Problem, SkillSpec } from './types.ts';

const NON_SQUARES = [2, 3, 5, 6, 7, 10, 11, 13] as const;

const numberSystems: SkillSpec = {
  slug: 'number-systems',
  name: 'Real numbers and exponents',
  description:
    'Tell irrational numbers from rational ones, use rational exponents and rationalise denominators.',
  prerequisites: [],
  levels: {
    1: (rng): Problem => {
      const irrational = `√${rng.pick(NON_SQUARES)}`;
      const square = rng.int(2, 12);
      const rationals = [
        `√${square * square}`,
        new Q(rng.int(1, 8), rng.int(9, 13)).toString(),
        `0.${rng.int(1, 9)}${rng.int(1, 9)}`,
      ];
      const options = rng.shuffle([irrational, ...rationals]);
      return {
        text: `Which of these numbers is irrational: ${options.join(', ')}?`,
        answer: irrational,
        options,
        hint: 'A rational number can be written as p/q; the square root of a number that is not a perfect square cannot.',
        explanation: `√${square * square} = ${square}, and the fraction and the terminating decimal are rational, but ${irrational} is not the square root of a perfect square, so it is irrational.`,
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
      const exponent = `${negative ? '−' : ''}${m}/${n}`;
      return {
        text: `What is the value of ${base}^(${exponent})?`,
        answer: value.toString(),
        distractors: fractions(rng, value, [
          new Q(base * m * (negative ? -1 : 1), n),
          negative ? new Q(root ** m) : new Q(1, root ** m),
          new Q(root),
          new Q(root ** (m + 1)),
        ]).map(String),
        hint: `${base} = ${root}${sup(n)}, so take the ${n === 2 ? 'square' : n === 3 ? 'cube' : `${n}th`} root first.`,
        explanation: `${base}^(1/${n}) = ${root}, so ${base}^(${exponent}) = ${negative ? `1/${root}${sup(m)}` : `${root}${sup(m)}`} = ${value.toString()}.`,
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
      const over = (expr: string, den: number): string => (den === 1 ? expr : `(${expr})/${den}`);
      const plus = `√${a} + √${b}`;
      const diff = `√${a} − √${b}`;
      const answer = over(minus ? plus : diff, d);
      const wrong = [
        over(minus ? diff : plus, d),
        over(minus ? plus : diff, a + b),
        over(minus ? plus : diff, d + 1),
        over(minus ? diff : plus, a + b),
      ];
      return {
        text: `Rationalise the denominator: 1/(${minus ? diff : plus})`,
        answer,
        distractors: wrong.filter((w) => w !== answer),
        hint: 'Multiply the top and the bottom by the conjugate of the denominator (the same surds with the other sign).',
        explanation: `(${minus ? diff : plus})(${minus ? plus : diff}) = ${a} − ${b} = ${d}, so the result is ${answer}.`,
        params: { form: 'rationalise', a, b, minus },
      };
    },
  },
};

function evaluate(coefficients: readonly number[], x: number): number {
  return coefficients.reduce((acc, c) => acc * x + c, 0);
}

const binomial = (a: number): string => (a >= 0 ? `(x − ${a})` : `(x + ${-a})`);

const polynomials: SkillSpec = {
  slug: 'polynomials',
  name: 'Polynomials',
  description: 'Find the value of a polynomial, use the remainder theorem and the factor theorem.',
  prerequisites: ['number-systems'],
  levels: {
    1: (rng): Problem => {
      const coefficients = [rng.int(1, 4) * (rng.chance(0.3) ? -1 : 1), rng.int(-9, 9), rng.int(-9, 9)];
      const x = rng.int(1, 3) * (rng.chance(0.6) ? -1 : 1);
      const value = evaluate(coefficients, x);
      const [a = 1, b = 0, c = 0] = coefficients;
      return {
        text: `If p(x) = ${poly(coefficients)}, what is p(${int(x)})?`,
        answer: int(value),
        distractors: fmtInts(
          ints(rng, value, [evaluate(coefficients, -x), -a * x * x + b * x + c, a * 2 * x + b * x + c]),
        ),
        hint: `Put x = ${int(x)} in every term; remember that (${int(x)})² is positive.`,
        explanation: `p(${int(x)}) = ${termValues(coefficients, x)} = ${int(value)}.`,
        params: { form: 'value', coefficients, x },
      };
    },
    2: (rng): Problem => {
      const coefficients = [1, rng.int(-5, 5), rng.int(-9, 9), rng.int(-9, 9)];
      const a = rng.int(-3, 3) || 2;
      const r = evaluate(coefficients, a);
      return {
        text: `What is the remainder when ${poly(coefficients)} is divided by ${binomial(a)}?`,
        answer: int(r),
        distractors: fmtInts(ints(rng, r, [evaluate(coefficients, -a), coefficients[3] ?? 0, r + 2 * a])),
        hint: `By the remainder theorem the remainder is p(${int(a)}).`,
        explanation: `The remainder is p(${int(a)}) = ${termValues(coefficients, a)} = ${int(r)}.`,
        params: { form: 'remainder', coefficients, a },
      };
    },
    3: (rng): Problem => {
      const a = rng.int(-5, 5) || 3;
      const r = rng.int(-6, 6);
      if (r === 0 || r === a || r === -a) return polynomials.levels[3](rng);
      const c = a * r;
      const k = -(a + r);
      return {
        text: `For what value of k is ${binomial(a)} a factor of x² + kx ${c < 0 ? '−' : '+'} ${Math.abs(c)}?`,
        answer: int(k),
        distractors: fmtInts(ints(rng, k, [-k, r - a, k + 1, Number.isInteger(c / a) ? c / a : k - 2])),
        hint: `If ${binomial(a)} is a factor, the polynomial is 0 at x = ${int(a)}.`,
        explanation: `${paren(a)}² + k × ${paren(a)} ${c < 0 ? '−' : '+'} ${Math.abs(c)} = 0 gives ${linear([[a, 'k']], a * a + c)} = 0, so k = ${int(k)}.`,
        params: { form: 'factor', a, c },
      };
    },
  },
};

const QUADRANTS = ['Quadrant I', 'Quadrant II', 'Quadrant III', 'Quadrant IV'] as const;
const point = (x: number, y: number): string => `(${int(x)}, ${int(y)})`;

const coordinates: SkillSpec = {
  slug: 'coordinate-geometry',
  name: 'Coordinate geometry',
  description: 'Name the quadrant of a point, find its distance from the axes and place points on the axes.',
  prerequisites: [],
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
  prerequisites: ['coordinate-geometry'],
  levels: {
    1: (rng): Problem => {
      const a = rng.int(1, 6);
      const b = rng.int(2, 6);
      const x = rng.int(-4, 6);
      const y = rng.int(-5, 8);
      const c = a * x + b * y;
      return {
        text: `If x = ${int(x)}, what value of y satisfies ${linear([
          [a, 'x'],
          [b, 'y'],
        ])} = ${int(c)}?`,
        answer: int(y),
        distractors: fmtInts(
          ints(rng, y, [c - a * x, Number.isInteger((c + a * x) / b) ? (c + a * x) / b : y + 2, -y]),
        ),
        hint: `Substitute x = ${int(x)} and solve for y.`,
        explanation: `${b}y = ${int(c)} − ${paren(a * x)} = ${int(c - a * x)}, so y = ${int(y)}.`,
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
        text: `For what value of k is x = ${int(x)}, y = ${int(y)} a solution of ${linear([
          [1, 'kx'],
          [b, 'y'],
        ])} = ${int(c)}?`,
        answer: int(k),
        distractors: fmtInts(ints(rng, k, [Number.isInteger(slip) ? slip : k + 2, -k, c - b * y])),
        hint: 'Substitute the values of x and y, then solve for k.',
        explanation: `${paren(x)}k + ${paren(b)} × ${paren(y)} = ${int(c)} gives ${linear([[x, 'k']])} = ${int(c - b * y)}, so k = ${int(k)}.`,
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
        text: `At which point does the graph of ${linear([
          [a, 'x'],
          [b, 'y'],
        ])} = ${l} meet the ${axis}-axis?`,
        answer,
        distractors: [point(0, p), point(q, 0), point(0, q), point(p, 0), point(l, 0)].filter(
          (s) => s !== answer,
        ),
        hint: `On the ${axis}-axis, ${axis === 'x' ? 'y' : 'x'} = 0.`,
        explanation: `Putting ${axis === 'x' ? 'y' : 'x'} = 0 gives ${axis === 'x' ? `${a}x = ${l}, so x = ${p}` : `${b}y = ${l}, so y = ${q}`}, and the point is ${answer}.`,
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
  prerequisites: ['number-systems'],
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
        explanation: `s = (${a} + ${b} + ${c}) ÷ 2 = ${a + b + c} ÷ 2 = ${s} cm.`,
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
        answer: `${int(area)} cm²`,
        distractors: measures(
          rng,
          area,
          [area * area > 5000 ? area * 2 : area * area, (a * b) / 2, s * (s - a), area + s],
          (v) => `${int(v)} cm²`,
          { min: 1 },
        ),
        hint: 'First find s, then the area is √(s(s − a)(s − b)(s − c)).',
        explanation: `s = ${s}, so the area is √(${s} × ${s - a} × ${s - b} × ${s - c}) = √${int(area * area)} = ${int(area)} cm².`,
        params: { form: 'area', sides: [a, b, c] },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const side = rng.int(1, 10) * 2;
        const q = (side * side) / 4;
        const surd = (n: number): string => `${n === 1 ? '' : int(n)}√3 cm²`;
        return {
          text: `What is the area of an equilateral triangle of side ${side} cm?`,
          answer: surd(q),
          distractors: [surd(q * 2), `${int(q)} cm²`, surd(side * side), `${int(q)}√2 cm²`],
          hint: 'The area of an equilateral triangle of side a is (√3/4)a².',
          explanation: `(√3/4) × ${side}² = (√3/4) × ${side * side} = ${q === 1 ? '' : int(q)}√3 cm².`,
          params: { form: 'equilateral', side },
        };
      }
      const k = rng.int(1, 2);
      const [equal = 5, base = 6] = rng.pick(ISOSCELES).map((x) => x * k);
      const area = heron(equal, equal, base);
      const perimeter = 2 * equal + base;
      return {
        text: `An isosceles triangle has a perimeter of ${perimeter} cm and a base of ${base} cm. What is its area?`,
        answer: `${int(area)} cm²`,
        distractors: measures(
          rng,
          area,
          [(base * equal) / 2, area * 2, equal * equal],
          (v) => `${int(v)} cm²`,
          { min: 1 },
        ),
        hint: "Find the two equal sides from the perimeter, then use Heron's formula.",
        explanation: `Each equal side is (${perimeter} − ${base}) ÷ 2 = ${equal} cm; s = ${perimeter / 2}, so the area is √(${perimeter / 2} × ${perimeter / 2 - equal} × ${perimeter / 2 - equal} × ${perimeter / 2 - base}) = ${int(area)} cm².`,
        params: { form: 'isosceles', perimeter, base },
      };
    },
  },
};

const PI = new Q(22, 7);
const cm2 = (q: Q): string => `${q.toString()} cm²`;
const cm3 = (q: Q): string => `${q.toString()} cm³`;

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
  prerequisites: ['herons-formula'],
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
        text: `What is the ${ask} of a cylinder of radius ${r} cm and height ${h} cm? (Take π = 22/7.)`,
        answer: write(answer),
        distractors: wrong.filter((q) => !q.equals(answer)).map(write),
        hint: ask === 'volume' ? 'Volume of a cylinder = πr²h.' : 'Curved surface area of a cylinder = 2πrh.',
        explanation:
          ask === 'volume'
            ? `V = 22/7 × ${r}² × ${h} = ${write(answer)}.`
            : `CSA = 2 × 22/7 × ${r} × ${h} = ${write(answer)}.`,
        params: { form: ask === 'volume' ? 'cylinder-volume' : 'cylinder-csa', r, h },
      };
    },
    2: (rng): Problem => {
      const r = rng.pick([7, 14]);
      const h = rng.int(1, 10) * 3;
      const volume = PI.mul(r * r * h).div(3);
      return {
        text: `What is the volume of a cone of radius ${r} cm and height ${h} cm? (Take π = 22/7.)`,
        answer: cm3(volume),
        distractors: [volume.mul(3), PI.mul(r * h).div(3), PI.mul(4 * r * r * h).div(3)].map(cm3),
        hint: 'Volume of a cone = ⅓πr²h.',
        explanation: `V = ⅓ × 22/7 × ${r}² × ${h} = ${cm3(volume)}.`,
        params: { form: 'cone-volume', r, h },
      };
    },
    3: (rng): Problem => {
      const form = rng.pick(['sphere', 'hemisphere', 'cone'] as const);
      if (form === 'cone') {
        const [r = 7, h = 24, l = 25] = rng.pick(CONES);
        const csa = PI.mul(r * l);
        return {
          text: `A cone has a base radius of ${r} cm and a height of ${h} cm. What is its curved surface area? (Take π = 22/7.)`,
          answer: cm2(csa),
          distractors: [PI.mul(r * h), PI.mul(r * (l + r)), PI.mul(r * (h + r))].map(cm2),
          hint: 'Find the slant height first: l = √(r² + h²); then CSA = πrl.',
          explanation: `l = √(${r * r} + ${h * h}) = ${l} cm, so CSA = 22/7 × ${r} × ${l} = ${cm2(csa)}.`,
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
            ? `What is the surface area of a sphere of radius ${r} cm? (Take π = 22/7.)`
            : `What is the total surface area of a solid hemisphere of radius ${r} cm? (Take π = 22/7.)`,
        answer: cm2(area),
        distractors: wrong.filter((q) => !q.equals(area)).map(cm2),
        hint:
          form === 'sphere'
            ? 'Surface area of a sphere = 4πr².'
            : 'A solid hemisphere has a curved part, 2πr², and a flat circle, πr².',
        explanation:
          form === 'sphere'
            ? `4 × 22/7 × ${r}² = ${cm2(area)}.`
            : `2πr² + πr² = 3 × 22/7 × ${r}² = ${cm2(area)}.`,
        params: { form, r },
      };
    },
  },
};

export const class09: ClassSpec = {
  grade: 9,
  chapters: [
    { slug: 'number-systems-chapter', title: 'Number Systems', skills: [numberSystems] },
    { slug: 'polynomials-chapter', title: 'Polynomials', skills: [polynomials] },
    { slug: 'coordinate-geometry-chapter', title: 'Coordinate Geometry', skills: [coordinates] },
    { slug: 'linear-equations', title: 'Linear Equations in Two Variables', skills: [twoVariables] },
    { slug: 'herons-formula-chapter', title: "Heron's Formula", skills: [herons] },
    { slug: 'surface-areas-chapter', title: 'Surface Areas and Volumes', skills: [solids] },
  ],
};
