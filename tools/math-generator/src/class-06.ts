import { fmtInts } from './common.ts';
import { fractions, ints, measures } from './distractors.ts';
import { decimal, gcd, int, lcm, paren, Q, rupees, tex } from './format.ts';
import {
  constructions,
  dataHandling,
  linesAndAngles,
  numberPatterns,
  numberPlay,
  symmetry,
} from './class-06-ganita-prakash.ts';
import type { Rng } from '@quizring/contracts/random';
import { NAMES } from './story.ts';
import type { ClassSpec, Problem, SkillSpec } from './types.ts';

function primeFactors(n: number): number[] {
  const out: number[] = [];
  let rest = n;
  for (let p = 2; p * p <= rest; p++)
    while (rest % p === 0) {
      out.push(p);
      rest /= p;
    }
  if (rest > 1) out.push(rest);
  return out;
}

const factorString = (n: number): string => primeFactors(n).join(' × ');

function pairWithCommonFactor(rng: Rng): { a: number; b: number } {
  for (;;) {
    const g = rng.pick([2, 3, 4, 5, 6, 7, 8, 9, 12, 15]);
    const x = rng.int(2, 9);
    const y = rng.int(2, 9);
    if (x !== y && gcd(x, y) === 1 && g * x * y <= 400) return { a: g * x, b: g * y };
  }
}

const hcfLcm: SkillSpec = {
  slug: 'factors-hcf-and-lcm',
  name: 'Factors, HCF and LCM',
  description: 'Find the HCF and LCM of two numbers and use them to solve word problems.',
  prerequisites: ['math-5-factors-and-multiples'],
  levels: {
    1: (rng): Problem => {
      const { a, b } = pairWithCommonFactor(rng);
      const h = gcd(a, b);
      const smaller = primeFactors(h)[0] ?? 1;
      return {
        text: `What is the HCF of ${a} and ${b}?`,
        answer: int(h),
        distractors: fmtInts(ints(rng, h, [lcm(a, b), h / smaller, h * 2, Math.min(a, b)], { min: 1 })),
        hint: 'The HCF is the biggest number that divides both numbers exactly.',
        explanation: `${a} = ${factorString(a)} and ${b} = ${factorString(b)}; the common prime factors multiply to ${h}.`,
        params: { form: 'hcf', a, b },
      };
    },
    2: (rng): Problem => {
      const { a, b } = pairWithCommonFactor(rng);
      const l = lcm(a, b);
      return {
        text: `What is the LCM of ${a} and ${b}?`,
        answer: int(l),
        distractors: fmtInts(ints(rng, l, [a * b, gcd(a, b), l * 2, l + a], { min: 1 })),
        hint: 'The LCM is the smallest number that both numbers divide exactly.',
        explanation: `${a} = ${factorString(a)} and ${b} = ${factorString(b)}; taking every prime factor the most times it appears gives ${int(l)}.`,
        params: { form: 'lcm', a, b },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const [a = 6, b = 8] = rng.pick([
          [6, 8],
          [8, 12],
          [9, 12],
          [10, 15],
          [12, 18],
          [15, 20],
          [12, 16],
          [6, 10],
          [20, 30],
          [18, 24],
        ]);
        const l = lcm(a, b);
        return {
          text: `Two school bells ring every ${a} minutes and every ${b} minutes. They ring together at 9:00 a.m. After how many minutes will they next ring together?`,
          answer: `${l} minutes`,
          distractors: [a * b, gcd(a, b), a + b, 2 * l]
            .filter((x) => x !== l)
            .map((x) => `${int(x)} minutes`),
          hint: 'The bells ring together at times that are multiples of both numbers.',
          explanation: `The LCM of ${a} and ${b} is ${l}, so they next ring together after ${l} minutes.`,
          params: { form: 'bells', a, b },
        };
      }
      const { a, b } = pairWithCommonFactor(rng);
      const h = gcd(a, b);
      return {
        text: `Two ropes are ${a} m and ${b} m long. What is the greatest length of piece that can cut both ropes into whole pieces with nothing left over?`,
        answer: `${h} m`,
        distractors: [
          lcm(a, b),
          h / (primeFactors(h)[0] ?? 1),
          Math.abs(a - b) === h ? h * 2 : Math.abs(a - b),
          h + 1,
        ]
          .filter((x) => x !== h)
          .map((x) => `${int(x)} m`),
        hint: 'The piece length must divide both lengths exactly, and we want the biggest such length.',
        explanation: `The HCF of ${a} and ${b} is ${h}, so the longest piece is ${h} m.`,
        params: { form: 'ropes', a, b },
      };
    },
  },
};

const integerSum = (a: number, b: number, op: '+' | '−'): string => `${paren(a)} ${op} ${paren(b)}`;

const integers: SkillSpec = {
  slug: 'integers',
  name: 'Integers',
  description: 'Add and subtract positive and negative integers and use them for temperatures and heights.',
  prerequisites: [],
  levels: {
    1: (rng): Problem => {
      const a = rng.int(-20, 20) || -7;
      const b = rng.int(-20, 20) || 9;
      if (a > 0 && b > 0) return integers.levels[1](rng);
      const sum = a + b;
      return {
        text: `What is ${integerSum(a, b, '+')}?`,
        answer: int(sum),
        distractors: fmtInts(
          ints(rng, sum, [-sum, a - b, Math.abs(a) + Math.abs(b), -(Math.abs(a) + Math.abs(b))]),
        ),
        hint:
          Math.sign(a) === Math.sign(b)
            ? 'Both numbers have the same sign: add their sizes and keep the sign.'
            : 'The signs differ: subtract the smaller size from the bigger and take the sign of the bigger.',
        explanation:
          Math.sign(a) === Math.sign(b)
            ? `Both are negative, so ${Math.abs(a)} + ${Math.abs(b)} = ${Math.abs(sum)} with a minus sign: ${int(sum)}.`
            : `The sizes are ${Math.abs(a)} and ${Math.abs(b)}, their difference is ${Math.abs(sum)}, and the sign is that of ${Math.abs(a) > Math.abs(b) ? int(a) : int(b)}, so the sum is ${int(sum)}.`,
        params: { form: 'add', a, b },
      };
    },
    2: (rng): Problem => {
      const a = rng.int(-15, 15) || 4;
      const b = rng.int(-15, -1);
      const diff = a - b;
      return {
        text: `What is ${integerSum(a, b, '−')}?`,
        answer: int(diff),
        distractors: fmtInts(ints(rng, diff, [a + b, -diff, -(a + b)])),
        hint: 'Subtracting a negative number is the same as adding its opposite.',
        explanation: `${integerSum(a, b, '−')} = ${paren(a)} + ${-b} = ${int(diff)}.`,
        params: { form: 'subtract', a, b },
      };
    },
    3: (rng): Problem => {
      const place = rng.pick(['Leh', 'Shimla', 'Srinagar', 'Kargil', 'Gulmarg']);
      const form = rng.pick(['rise', 'fall', 'change'] as const);
      if (form === 'rise') {
        const start = rng.int(-15, -2);
        const rise = rng.int(Math.abs(start) + 1, 20);
        const end = start + rise;
        return {
          text: `At 5 a.m. the temperature in ${place} was ${int(start)} °C. By noon it had risen by ${rise} °C. What was the temperature at noon?`,
          answer: `${int(end)} °C`,
          distractors: [start - rise, -end, Math.abs(start) + rise]
            .filter((x) => x !== end)
            .map((x) => `${int(x)} °C`),
          hint: 'Rising means adding to the starting temperature.',
          explanation: `${paren(start)} + ${rise} = ${int(end)}, so it was ${int(end)} °C at noon.`,
          params: { form, start, change: rise },
        };
      }
      if (form === 'fall') {
        const start = rng.int(2, 12);
        const fall = rng.int(start + 1, 25);
        const end = start - fall;
        return {
          text: `The temperature in ${place} was ${start} °C in the evening. By midnight it had fallen by ${fall} °C. What was the temperature at midnight?`,
          answer: `${int(end)} °C`,
          distractors: [start + fall, -end, end - 2].filter((x) => x !== end).map((x) => `${int(x)} °C`),
          hint: 'Falling means subtracting; the answer can go below zero.',
          explanation: `${start} − ${fall} = ${int(end)}, so it was ${int(end)} °C at midnight.`,
          params: { form, start, change: -fall },
        };
      }
      const high = rng.int(1, 15);
      const low = rng.int(-15, -1);
      const diff = high - low;
      return {
        text: `In ${place} the highest temperature of a day was ${high} °C and the lowest was ${int(low)} °C. By how many degrees did the temperature change?`,
        answer: `${diff} °C`,
        distractors: [high + low, Math.abs(high + low) + 1, diff + 1, diff * 2]
          .filter((x) => x > 0 && x !== diff)
          .map((x) => `${int(x)} °C`),
        hint: 'Find the distance between the two temperatures on the number line.',
        explanation: `${high} − ${paren(low)} = ${high} + ${-low} = ${diff}, so it changed by ${diff} °C.`,
        params: { form, high, low },
      };
    },
  },
};

function properFraction(rng: Rng, dens: readonly number[]): Q {
  const d = rng.pick(dens);
  return new Q(rng.int(1, d - 1), d);
}

const fractionSkill: SkillSpec = {
  slug: 'fractions',
  name: 'Fractions',
  description: 'Reduce fractions to lowest terms and add or subtract fractions with different denominators.',
  prerequisites: ['factors-hcf-and-lcm', 'math-5-fractions'],
  levels: {
    1: (rng): Problem => {
      const simple = properFraction(rng, [3, 4, 5, 6, 7, 8, 9]);
      const k = rng.int(2, 9);
      const n = simple.n * k;
      const d = simple.d * k;
      return {
        text: `What is ${tex(`\\frac{${n}}{${d}}`)} in its lowest terms?`,
        answer: simple.toTex(),
        distractors: fractions(
          rng,
          simple,
          [new Q(d, n), new Q(simple.n + 1, simple.d), new Q(simple.n, simple.d + 1)],
          true,
        ).map((x) => x.toTex()),
        hint: `Divide the numerator and the denominator by their HCF.`,
        explanation: `The HCF of ${n} and ${d} is ${k}, and ${n} ÷ ${k} = ${simple.n}, ${d} ÷ ${k} = ${simple.d}, so ${tex(`\\frac{${n}}{${d}} = ${simple.texBody()}`)}.`,
        params: { form: 'reduce', n, d },
      };
    },
    2: (rng): Problem => {
      const x = properFraction(rng, [2, 3, 4, 5, 6, 8, 9, 10, 12]);
      const y = properFraction(rng, [2, 3, 4, 5, 6, 8, 9, 10, 12]);
      if (x.d === y.d || x.equals(y)) return fractionSkill.levels[2](rng);
      const add = rng.chance(0.5) || x.sub(y).n <= 0 || x.sub(y).equals(y);
      const [p, q] = add ? [x, y] : [x, y];
      const answer = add ? p.add(q) : p.sub(q);
      const l = lcm(p.d, q.d);
      const texOp = add ? '+' : '-';
      return {
        text: `What is ${tex(`${p.texBody()} ${texOp} ${q.texBody()}`)}?`,
        answer: answer.toTex(),
        distractors: fractions(
          rng,
          answer,
          [
            new Q(add ? p.n + q.n : p.n - q.n, p.d + q.d),
            new Q(add ? p.n + q.n : p.n - q.n, l),
            add ? p.sub(q) : p.add(q),
          ],
          true,
        ).map((x) => x.toTex()),
        hint: `Write both fractions with the denominator ${l} first.`,
        explanation: `${tex(`${p.texBody()} ${texOp} ${q.texBody()} = \\frac{${(p.n * l) / p.d}}{${l}} ${texOp} \\frac{${(q.n * l) / q.d}}{${l}} = \\frac{${add ? (p.n * l) / p.d + (q.n * l) / q.d : (p.n * l) / p.d - (q.n * l) / q.d}}{${l}}${answer.d !== l ? ` = ${answer.texBody()}` : ''}`)}.`,
        params: { form: add ? 'add' : 'subtract', p: p.toString(), q: q.toString() },
      };
    },
    3: (rng): Problem => {
      const who = rng.pick(NAMES);
      const [a, b] = rng.pick([
        [new Q(1, 3), new Q(1, 4)],
        [new Q(1, 2), new Q(1, 3)],
        [new Q(2, 5), new Q(1, 4)],
        [new Q(1, 4), new Q(1, 6)],
        [new Q(1, 3), new Q(2, 5)],
        [new Q(1, 2), new Q(1, 5)],
        [new Q(3, 8), new Q(1, 4)],
        [new Q(1, 6), new Q(2, 3)],
      ] as const);
      const spent = a.add(b);
      const left = new Q(1).sub(spent);
      return {
        text: `${who} spent ${a.toTex()} of the pocket money on books and ${b.toTex()} of it on snacks. What fraction of the pocket money is left?`,
        answer: left.toTex(),
        distractors: fractions(
          rng,
          left,
          [spent, new Q(1).sub(new Q(a.n + b.n, a.d + b.d)), new Q(1).sub(a)],
          true,
        ).map((x) => x.toTex()),
        hint: 'Add the two fractions spent, then take the sum away from 1 whole.',
        explanation: `${tex(`${a.texBody()} + ${b.texBody()} = ${spent.texBody()}`)} was spent, so ${tex(`1 - ${spent.texBody()} = ${left.texBody()}`)} is left.`,
        params: { form: 'left', a: a.toString(), b: b.toString() },
      };
    },
  },
};

const decimalSkill: SkillSpec = {
  slug: 'decimals',
  name: 'Decimals',
  description: 'Compare decimals and add or subtract them, including in measurements and money.',
  prerequisites: ['fractions', 'math-5-decimals'],
  levels: {
    1: (rng): Problem => {
      const x = rng.int(1, 9);
      let y = rng.int(1, 9);
      while (y === x) y = rng.int(1, 9);
      const values = rng.shuffle([x * 100, x * 100 + y * 10, y * 100 + x * 10, x * 100 + y]);
      const form = rng.pick(['greatest', 'smallest'] as const);
      const answer = form === 'greatest' ? Math.max(...values) : Math.min(...values);
      const shown = values.map((v) => decimal(v, 3));
      return {
        text: `Which is the ${form}: ${shown.join(', ')}?`,
        answer: decimal(answer, 3),
        options: shown,
        hint: 'Write every number with three decimal places, then compare.',
        explanation: `With three places they are ${values.map((v) => `0.${String(v).padStart(3, '0')}`).join(', ')}, so ${decimal(answer, 3)} is the ${form}.`,
        params: { form, values },
      };
    },
    2: (rng): Problem => {
      const a = rng.int(21, 99);
      const b = rng.int(101, 999);
      if (a % 10 === 0 || b % 10 === 0) return decimalSkill.levels[2](rng);
      const add = rng.chance(0.5);
      const big = a * 10;
      if (!add && big <= b) return decimalSkill.levels[2](rng);
      const answer = add ? big + b : big - b;
      const x = decimal(big, 2);
      const y = decimal(b, 2);
      const misaligned = add ? a + b : Math.abs(a - b);
      return {
        text: `What is ${x} ${add ? '+' : '−'} ${y}?`,
        answer: decimal(answer, 2),
        distractors: [
          decimal(misaligned, 2),
          decimal(add ? big - b : big + b, 2),
          decimal(answer + 10, 2),
          decimal(answer - 100, 2),
        ].filter((s) => s !== decimal(answer, 2) && !s.startsWith('−')),
        hint: `Write ${x} as ${x}0 so both numbers have two decimal places.`,
        explanation: `${x}0 ${add ? '+' : '−'} ${y} = ${decimal(answer, 2)}, lining up the decimal points.`,
        params: { form: add ? 'add' : 'subtract', a: big, b },
      };
    },
    3: (rng): Problem => {
      const who = rng.pick(NAMES);
      if (rng.chance(0.5)) {
        const a = rng.int(11, 49) * 10 + 5;
        const b = rng.int(101, 399);
        const total = a + b;
        return {
          text: `${who} buys ${decimal(a * 10, 3)} kg of apples and ${decimal(b * 10, 3)} kg of grapes. What is the total weight of the fruit?`,
          answer: `${decimal(total * 10, 3)} kg`,
          distractors: [total + 100, total - 10, Math.floor(a / 10) + b, total + 1]
            .filter((x) => x !== total)
            .map((x) => `${decimal(x * 10, 3)} kg`),
          hint: 'Line up the decimal points before adding.',
          explanation: `${decimal(a * 10, 3)} + ${decimal(b * 10, 3)} = ${decimal(total * 10, 3)} kg.`,
          params: { form: 'weight', a, b },
        };
      }
      const whole = rng.int(3, 10);
      const cut = rng.int(101, whole * 100 - 50);
      const left = whole * 100 - cut;
      return {
        text: `A ribbon is ${whole} m long. ${who} cuts off ${decimal(cut, 2)} m. How much ribbon is left?`,
        answer: `${decimal(left, 2)} m`,
        distractors: [left + 100, left + 10, whole * 100 + cut, left - 1]
          .filter((x) => x > 0 && x !== left)
          .map((x) => `${decimal(x, 2)} m`),
        hint: `Write ${whole} m as ${whole}.00 m before subtracting.`,
        explanation: `${whole}.00 − ${decimal(cut, 2)} = ${decimal(left, 2)}, so ${decimal(left, 2)} m is left.`,
        params: { form: 'ribbon', whole, cut },
      };
    },
  },
};

const POLYGONS = [
  ['an equilateral triangle', 3],
  ['a square', 4],
  ['a regular pentagon', 5],
  ['a regular hexagon', 6],
  ['a regular octagon', 8],
] as const;

const mensuration: SkillSpec = {
  slug: 'perimeter-and-area',
  name: 'Perimeter and area',
  description:
    'Find perimeters of regular shapes and rectangles, areas of rectangles and squares, and costs of fencing or tiling.',
  prerequisites: ['math-5-area-and-perimeter'],
  levels: {
    1: (rng): Problem => {
      if (rng.chance(0.5)) {
        const [shape, sides] = rng.pick(POLYGONS);
        const s = rng.int(3, 25);
        const p = sides * s;
        return {
          // Worded apart from class 4's "perimeter of a square of side …", which asks the same for squares.
          text: `Each side of ${shape} is ${s} cm long. What is its perimeter?`,
          answer: `${p} cm`,
          distractors: [(sides - 1) * s, (sides + 1) * s, s * s, sides + s]
            .filter((x) => x !== p)
            .map((x) => `${x} cm`),
          hint: 'All the sides of a regular shape are equal.',
          explanation: `It has ${sides} equal sides, so the perimeter is ${sides} × ${s} = ${p} cm.`,
          params: { form: 'regular', sides, s },
        };
      }
      const l = rng.int(8, 40);
      const b = rng.int(3, l - 1);
      const p = 2 * (l + b);
      return {
        text: `What is the perimeter of a rectangle of length ${l} m and breadth ${b} m?`,
        answer: `${p} m`,
        distractors: [l + b, l * b, 2 * l + b].filter((x) => x !== p).map((x) => `${x} m`),
        hint: 'Perimeter of a rectangle = 2 × (length + breadth).',
        explanation: `Perimeter = 2 × (${l} + ${b}) = ${p} m.`,
        params: { form: 'rectangle', l, b },
      };
    },
    2: (rng): Problem => {
      if (rng.chance(0.5)) {
        const l = rng.int(6, 25);
        const b = rng.int(3, 20);
        const area = l * b;
        return {
          text: `A rectangle has an area of ${area} cm$^{2}$ and a length of ${l} cm. What is its breadth?`,
          answer: `${b} cm`,
          distractors: measures(rng, b, [area - l, area / 2 - l, l], (x) => `${x} cm`, { min: 1 }),
          hint: 'Breadth = area ÷ length.',
          explanation: `${area} ÷ ${l} = ${b}, so the breadth is ${b} cm.`,
          params: { form: 'breadth', area, l },
        };
      }
      const s = rng.int(4, 30);
      return {
        text: `What is the area of a square of side ${s} m?`,
        answer: `${s * s} m$^{2}$`,
        distractors: [4 * s, 2 * s, s * s + s].filter((x) => x !== s * s).map((x) => `${x} m$^{2}$`),
        hint: 'Area of a square = side × side.',
        explanation: `Area = ${s} × ${s} = ${s * s} m$^{2}$.`,
        params: { form: 'square', s },
      };
    },
    3: (rng): Problem => {
      const l = rng.int(8, 30);
      const b = rng.int(5, l - 1);
      if (rng.chance(0.5)) {
        const rate = rng.pick([20, 25, 40, 50, 60, 75, 80]);
        const cost = l * b * rate;
        return {
          text: `A rectangular hall is ${l} m long and ${b} m wide. Tiling its floor costs ${rupees(rate)} per m$^{2}$. What is the total cost?`,
          answer: rupees(cost),
          distractors: [2 * (l + b) * rate, (l + b) * rate, cost + rate * l]
            .filter((x) => x !== cost)
            .map(rupees),
          hint: 'Tiling covers the floor, so use the area, not the perimeter.',
          explanation: `Area = ${l} × ${b} = ${l * b} m$^{2}$, and ${l * b} × ${rupees(rate)} = ${rupees(cost)}.`,
          params: { form: 'tiling', l, b, rate },
        };
      }
      const rounds = rng.int(2, 4);
      const wire = rounds * 2 * (l + b);
      return {
        text: `A rectangular field is ${l} m long and ${b} m wide. A farmer puts ${rounds} rounds of wire around it. How much wire is needed?`,
        answer: `${wire} m`,
        distractors: [2 * (l + b), rounds * (l + b), rounds * l * b, wire + l]
          .filter((x) => x !== wire)
          .map((x) => `${x} m`),
        hint: 'One round of wire is the perimeter of the field.',
        explanation: `Perimeter = 2 × (${l} + ${b}) = ${2 * (l + b)} m, and ${rounds} rounds need ${rounds} × ${2 * (l + b)} = ${wire} m.`,
        params: { form: 'wire', l, b, rounds },
      };
    },
  },
};

const ratioText = (a: number, b: number): string => {
  const g = gcd(a, b);
  return `${a / g} : ${b / g}`;
};

function ratioDistractors(a: number, b: number): string[] {
  const g = gcd(a, b);
  const x = a / g;
  const y = b / g;
  const candidates: [number, number][] = [
    [y, x],
    [x + 1, y],
    [x, y + 1],
    [x + 1, y + 1],
    [Math.max(1, x - 1), y],
  ];
  return candidates.filter(([p, q]) => p * y !== q * x).map(([p, q]) => ratioText(p, q));
}

const UNIT_PAIRS = [
  {
    small: 'paise',
    big: '₹',
    factor: 100,
    make: (v: number) => `${v} paise`,
    makeBig: (v: number) => `₹${v}`,
  },
  { small: 'cm', big: 'm', factor: 100, make: (v: number) => `${v} cm`, makeBig: (v: number) => `${v} m` },
  { small: 'g', big: 'kg', factor: 1000, make: (v: number) => `${v} g`, makeBig: (v: number) => `${v} kg` },
  {
    small: 'minutes',
    big: 'hours',
    factor: 60,
    make: (v: number) => `${v} minutes`,
    makeBig: (v: number) => `${v} hour${v > 1 ? 's' : ''}`,
  },
] as const;

const ratio: SkillSpec = {
  slug: 'ratio-and-proportion',
  name: 'Ratio and proportion',
  description:
    'Write ratios in simplest form, compare quantities in different units and share in a given ratio.',
  prerequisites: ['factors-hcf-and-lcm', 'fractions'],
  levels: {
    1: (rng): Problem => {
      const x = rng.int(1, 9);
      let y = rng.int(2, 12);
      while (y === x || gcd(x, y) !== 1) y = rng.int(2, 12);
      const k = rng.int(2, 12);
      const a = x * k;
      const b = y * k;
      return {
        text: `What is the ratio ${a} : ${b} in its simplest form?`,
        answer: ratioText(a, b),
        distractors: ratioDistractors(a, b),
        hint: `Divide both terms by their HCF.`,
        explanation: `The HCF of ${a} and ${b} is ${k}, so ${a} : ${b} = ${x} : ${y}.`,
        params: { form: 'simplest', a, b },
      };
    },
    2: (rng): Problem => {
      const unit = rng.pick(UNIT_PAIRS);
      const bigValue = rng.int(1, 5);
      const step = unit.factor === 1000 ? 50 : unit.factor === 60 ? 5 : 5;
      let smallValue = rng.int(1, Math.floor((bigValue * unit.factor) / step) - 1) * step;
      while (smallValue % unit.factor === 0)
        smallValue = rng.int(1, Math.floor((bigValue * unit.factor) / step) - 1) * step;
      const a = smallValue;
      const b = bigValue * unit.factor;
      const unconverted = ratioText(smallValue, bigValue);
      return {
        text: `What is the ratio of ${unit.make(smallValue)} to ${unit.makeBig(bigValue)} in its simplest form?`,
        answer: ratioText(a, b),
        distractors: [unconverted, ...ratioDistractors(a, b)].filter((r) => r !== ratioText(a, b)),
        hint: `Write both quantities in ${unit.small} first.`,
        explanation: `${unit.makeBig(bigValue)} = ${b} ${unit.small}, so the ratio is ${a} : ${b} = ${ratioText(a, b)}.`,
        params: { form: 'units', a, b },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const [p, q] = rng.pick([
          [2, 3],
          [3, 5],
          [1, 4],
          [4, 5],
          [2, 5],
          [3, 4],
          [5, 7],
          [3, 7],
        ] as const);
        const total = (p + q) * rng.int(5, 40) * 5;
        const [first, second] = rng.shuffle(NAMES);
        const share = (total / (p + q)) * q;
        return {
          text: `${rupees(total)} is shared between ${first} and ${second} in the ratio ${p} : ${q}. How much does ${second} get?`,
          answer: rupees(share),
          distractors: ints(
            rng,
            share,
            [(total / (p + q)) * p, total / q, (total / q) * p, share + total / (p + q)],
            { min: 1 },
          ).map(rupees),
          hint: `The total is split into ${p} + ${q} = ${p + q} equal parts.`,
          explanation: `One part is ${rupees(total)} ÷ ${p + q} = ${rupees(total / (p + q))}, and ${second} gets ${q} parts: ${rupees(share)}.`,
          params: { form: 'share', total, p, q },
        };
      }
      const unitPrice = rng.int(4, 30);
      const n1 = rng.int(3, 9);
      let n2 = rng.int(4, 15);
      while (n2 === n1) n2 = rng.int(4, 15);
      const item = rng.pick(['pens', 'notebooks', 'mangoes', 'bananas', 'pencils']);
      return {
        text: `If ${n1} ${item} cost ${rupees(unitPrice * n1)}, how much do ${n2} ${item} cost?`,
        answer: rupees(unitPrice * n2),
        distractors: ints(
          rng,
          unitPrice * n2,
          [unitPrice * n1 + (n2 - n1), unitPrice * n1 * n2, unitPrice, unitPrice * (n2 + 1)],
          { min: 1 },
        ).map(rupees),
        hint: 'Find the cost of one first (the unitary method).',
        explanation: `One costs ${rupees(unitPrice * n1)} ÷ ${n1} = ${rupees(unitPrice)}, so ${n2} cost ${n2} × ${rupees(unitPrice)} = ${rupees(unitPrice * n2)}.`,
        params: { form: 'unitary', n1, cost: unitPrice * n1, n2 },
      };
    },
  },
};

export const class06: ClassSpec = {
  grade: 6,
  // Ganita Prakash's chapters in the book's order; the slugs of the first chapters are kept (students' history).
  chapters: [
    { slug: 'patterns-in-mathematics', title: 'Patterns in Mathematics', skills: [numberPatterns] },
    { slug: 'lines-and-angles-chapter', title: 'Lines and Angles', skills: [linesAndAngles] },
    { slug: 'number-play-chapter', title: 'Number Play', skills: [numberPlay] },
    {
      slug: 'data-handling-and-presentation',
      title: 'Data Handling and Presentation',
      skills: [dataHandling],
    },
    { slug: 'playing-with-numbers', title: 'Prime Time', skills: [hcfLcm] },
    { slug: 'mensuration', title: 'Perimeter and Area', skills: [mensuration] },
    { slug: 'fractions-chapter', title: 'Fractions', skills: [fractionSkill] },
    {
      slug: 'playing-with-constructions-chapter',
      title: 'Playing with Constructions',
      skills: [constructions],
    },
    { slug: 'symmetry-chapter', title: 'Symmetry', skills: [symmetry] },
    { slug: 'integers-chapter', title: 'The Other Side of Zero', skills: [integers] },
    // Not in Ganita Prakash 6 (see the syllabus map's unmapped_skills); kept for the students who practised them.
    { slug: 'decimals-chapter', title: 'Decimals', skills: [decimalSkill] },
    { slug: 'ratio-chapter', title: 'Ratio and Proportion', skills: [ratio] },
  ],
};
