import {
  columnAddition,
  columnSubtraction,
  digitsOf,
  fmtInts,
  fromDigits,
  noBorrowDifference,
  noCarrySum,
  ordinal,
} from './common.ts';
import { fractions, ints } from './distractors.ts';
import { capitalize, count, int, Q, rupees, tex } from './format.ts';
import { arrayFigure, circleFigure, mirrorGridFigure, stackFigure } from './figures-class-03.ts';
import { barChart, barChartWidth, figure, path, polygon } from './svg.ts';
import type { Rng } from '@quizring/contracts/random';
import { NAMES } from './story.ts';
import type { ClassSpec, Figure, Problem, SkillSpec } from './types.ts';

const PLACE_NAMES = ['ones', 'tens', 'hundreds', 'thousands'];

const numbers: SkillSpec = {
  slug: 'four-digit-numbers',
  name: 'Four-digit numbers',
  description:
    'Find place values in four-digit numbers, build numbers from thousands, hundreds, tens and ones, and round them.',
  prerequisites: ['math-3-numbers-up-to-999'],
  levels: {
    1: (rng): Problem => {
      let n = rng.int(1000, 9999);
      while (new Set(digitsOf(n)).size < 4 || digitsOf(n).includes(0)) n = rng.int(1000, 9999);
      const place = rng.int(0, 3);
      const digit = Math.floor(n / 10 ** place) % 10;
      const answer = digit * 10 ** place;
      return {
        text: `What is the place value of ${digit} in ${n}?`,
        answer: int(answer),
        distractors: fmtInts([digit, digit * 10, digit * 100, digit * 1000].filter((x) => x !== answer)),
        hint: 'From the right, the places are ones, tens, hundreds and thousands.',
        explanation: `In ${n} the digit ${digit} is in the ${PLACE_NAMES[place]} place, so its value is ${digit} × ${10 ** place} = ${answer}.`,
        params: { form: 'place', n, place },
      };
    },
    2: (rng): Problem => {
      const th = rng.int(1, 9);
      const h = rng.int(1, 9);
      const o = rng.int(1, 9);
      const answer = th * 1000 + h * 100 + o;
      return {
        text: `Which number has ${count(th, 'thousand', 'thousands')}, ${count(h, 'hundred', 'hundreds')}, 0 tens and ${count(o, 'one', 'ones')}?`,
        answer: int(answer),
        distractors: fmtInts(
          ints(rng, answer, [th * 100 + h * 10 + o, th * 1000 + h * 100 + o * 10, th * 1000 + o * 10 + h], {
            min: 1,
          }),
        ),
        hint: 'Write one digit for each place and put 0 where there are no tens.',
        explanation: `${count(th, 'thousand', 'thousands')}, ${count(h, 'hundred', 'hundreds')}, 0 tens and ${count(o, 'one', 'ones')} make ${th * 1000} + ${h * 100} + ${o} = ${answer}.`,
        params: { form: 'compose', th, h, o },
      };
    },
    3: (rng): Problem => {
      const place = rng.pick([10, 100, 1000]);
      let n = rng.int(1001, 9899);
      while (Math.floor((n % place) / (place / 10)) === 5 || n % place === 0) n = rng.int(1001, 9899);
      const down = Math.floor(n / place) * place;
      const answer = n - down >= place / 2 ? down + place : down;
      const other = answer === down ? down + place : down;
      const finer = place === 10 ? Math.round(n / 100) * 100 : Math.round(n / (place / 10)) * (place / 10);
      const name = { 10: 'ten', 100: 'hundred', 1000: 'thousand' }[place];
      return {
        text: `What is ${n} rounded to the nearest ${name}?`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, [other, finer, down - place, answer + place], { min: 1 })),
        hint: `Look at the digit just to the right of the ${name}s place: 5 or more rounds up.`,
        explanation: `${n} lies between ${int(down)} and ${int(down + place)} and is nearer to ${int(answer)}, so it rounds to ${int(answer)}.`,
        params: { form: 'round', n, place },
      };
    },
  },
};

const addSubtract: SkillSpec = {
  slug: 'adding-and-subtracting-large-numbers',
  name: 'Adding and subtracting large numbers',
  description: 'Add and subtract four-digit numbers and solve two-step word problems.',
  prerequisites: ['four-digit-numbers'],
  levels: {
    1: (rng): Problem => {
      const a = rng.int(1200, 6999);
      const b = rng.int(1100, 9999 - a);
      const sum = a + b;
      const noCarry = fromDigits(digitsOf(a).map((d, i) => (d + (digitsOf(b)[i] ?? 0)) % 10));
      return {
        text: `What is ${a} + ${b}?`,
        answer: int(sum),
        distractors: fmtInts(
          ints(rng, sum, [noCarry, sum - 100, sum + 10, a - b > 0 ? a - b : b - a], { min: 0 }),
        ),
        hint: 'Line up the ones, tens, hundreds and thousands, and carry when a column makes 10 or more.',
        explanation: `Column by column: ${columnAddition(a, b)}, so ${a} + ${b} = ${sum}.`,
        params: { form: 'sum', a, b },
      };
    },
    2: (rng): Problem => {
      const a = rng.chance(0.4) ? rng.int(2, 9) * 1000 + rng.int(0, 9) : rng.int(2000, 9999);
      const b = rng.int(1001, a - 200);
      const diff = a - b;
      return {
        text: `What is ${a} − ${b}?`,
        answer: int(diff),
        distractors: fmtInts(
          ints(rng, diff, [noBorrowDifference(a, b), diff + 100, diff + 1000, diff - 10], { min: 0 }),
        ),
        hint: 'Start with the ones; when the top digit is smaller, borrow from the next place.',
        explanation: `Column by column: ${columnSubtraction(a, b)}, so ${a} − ${b} = ${diff}.`,
        params: { form: 'difference', a, b },
      };
    },
    3: (rng): Problem => {
      const seats = rng.int(8, 20) * 100 + rng.pick([0, 50]);
      const first = rng.int(200, Math.floor(seats / 2) - 50);
      const second = rng.int(150, seats - first - 100);
      const left = seats - first - second;
      const story = rng.pick([
        `A stadium has ${seats} seats. For a match ${first} tickets were sold on Friday and ${second} on Saturday. How many seats are still unsold?`,
        `A library had ${seats} books. It gave away ${first} old books in May and ${second} in June. How many books are left?`,
        `A school needs ${seats} bricks for a wall. ${first} bricks came on Monday and ${second} on Tuesday. How many more bricks are needed?`,
      ]);
      return {
        text: story,
        answer: int(left),
        distractors: fmtInts(
          ints(rng, left, [seats - first, seats - second, first + second, left + 100], { min: 0 }),
        ),
        hint: 'Add the two parts first, then subtract from the total.',
        explanation: `${first} + ${second} = ${first + second}, and ${seats} − ${first + second} = ${left}.`,
        params: { form: 'two-step', total: seats, first, second },
      };
    },
  },
};

/** The product of a child who writes only the ones digit of every column and never carries. */
function noCarryProduct(a: number, b: number): number {
  return fromDigits(digitsOf(a).map((d) => (d * b) % 10));
}

const multiplication: SkillSpec = {
  slug: 'multiplication',
  name: 'Multiplication',
  description:
    'Multiply a three-digit number by a one-digit number and a two-digit number by a two-digit number.',
  prerequisites: ['equal-groups', 'adding-and-subtracting-large-numbers'],
  levels: {
    1: (rng): Problem => {
      const a = rng.int(102, 999);
      const b = rng.int(3, 9);
      const product = a * b;
      const [h = 0, t = 0, o = 0] = digitsOf(a);
      return {
        text: `What is ${a} × ${b}?`,
        answer: int(product),
        distractors: fmtInts(
          ints(rng, product, [noCarryProduct(a, b), product + 100, product - 10, a + b], { min: 1 }),
        ),
        hint: 'Multiply the ones, the tens and the hundreds by the number, then add.',
        explanation: `${a} × ${b} = ${h * 100} × ${b} + ${t * 10} × ${b} + ${o} × ${b} = ${h * 100 * b} + ${t * 10 * b} + ${o * b} = ${int(product)}.`,
        params: { form: 'product', a, b },
      };
    },
    2: (rng): Problem => {
      const a = rng.int(12, 99);
      let b = rng.int(12, 99);
      while (b % 10 === 0) b = rng.int(12, 99);
      const product = a * b;
      const tens = Math.floor(b / 10);
      const ones = b % 10;
      return {
        text: `What is ${a} × ${b}?`,
        answer: int(product),
        distractors: fmtInts(
          ints(rng, product, [a * ones + a * tens, product + 100, product - 10, product + a], { min: 1 }),
        ),
        hint: `Multiply ${a} by ${tens * 10} and by ${ones}, then add the two answers.`,
        explanation: `${a} × ${b} = ${a} × ${tens * 10} + ${a} × ${ones} = ${a * tens * 10} + ${a * ones} = ${int(product)}.`,
        params: { form: 'product', a, b },
      };
    },
    3: (rng): Problem => {
      const price = rng.int(12, 85);
      let qty = rng.int(12, 48);
      while (qty % 10 === 0) qty = rng.int(12, 48);
      const total = price * qty;
      const story = rng.pick([
        `A bus ticket costs ${rupees(price)}. How much do ${qty} tickets cost?`,
        `One notebook costs ${rupees(price)}. A school buys ${qty} notebooks. How much does it pay?`,
        `A plant costs ${rupees(price)}. How much do ${qty} plants cost?`,
      ]);
      return {
        text: story,
        answer: rupees(total),
        distractors: ints(
          rng,
          total,
          [price * (qty % 10) + price * Math.floor(qty / 10), price + qty, total + 100],
          { min: 1 },
        ).map(rupees),
        hint: 'The cost of many equal things is the cost of one times the number of things.',
        explanation: `${rupees(price)} × ${qty} = ${rupees(price * Math.floor(qty / 10) * 10)} + ${rupees(price * (qty % 10))} = ${rupees(total)}.`,
        params: { form: 'cost', a: price, b: qty },
      };
    },
  },
};

/** A quotient with its inside zero dropped, as a child writes it when forgetting the 0 in long division. */
function dropZero(q: number): number {
  const d = digitsOf(q);
  return d.length > 2 && d.slice(1, -1).includes(0)
    ? fromDigits(d.filter((x, i) => x !== 0 || i === d.length - 1))
    : q * 10;
}

const division: SkillSpec = {
  slug: 'division',
  name: 'Division',
  description:
    'Divide two- and three-digit numbers by a one-digit number and use the remainder in word problems.',
  prerequisites: ['multiplication'],
  levels: {
    1: (rng): Problem => {
      const divisor = rng.int(2, 8);
      const q = rng.int(11, Math.floor(99 / divisor));
      const dividend = divisor * q;
      return {
        text: `What is ${dividend} ÷ ${divisor}?`,
        answer: int(q),
        distractors: fmtInts(ints(rng, q, [q + 1, q - 1, q + 10, dividend - divisor], { min: 1 })),
        hint: `Divide the tens first, then the ones.`,
        explanation: `${divisor} × ${q} = ${dividend}, so ${dividend} ÷ ${divisor} = ${q}.`,
        params: { form: 'quotient', dividend, divisor },
      };
    },
    2: (rng): Problem => {
      const divisor = rng.int(3, 9);
      const q = rng.chance(0.4)
        ? rng.int(1, Math.floor(9 / divisor) || 1) * 100 + rng.int(1, 9)
        : rng.int(25, Math.floor(999 / divisor));
      const dividend = divisor * q;
      if (dividend > 999 || dividend < 100) return division.levels[2](rng);
      return {
        text: `What is ${dividend} ÷ ${divisor}?`,
        answer: int(q),
        distractors: fmtInts(ints(rng, q, [dropZero(q), q + 1, q - 1, q + 10], { min: 1 })),
        hint: 'Divide the hundreds, then the tens, then the ones; write 0 when a step gives nothing.',
        explanation: `${divisor} × ${q} = ${dividend}, so ${dividend} ÷ ${divisor} = ${q}.`,
        params: { form: 'quotient', dividend, divisor },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const per = rng.pick([30, 35, 40, 45, 50]);
        const buses = rng.int(3, 8);
        const children = per * (buses - 1) + rng.int(1, per - 1);
        return {
          text: `${children} children are going on a school trip. One bus can carry ${per} children. How many buses are needed?`,
          answer: int(buses),
          distractors: fmtInts(
            ints(rng, buses, [buses - 1, children - per * (buses - 1), buses + 1], { min: 1 }),
          ),
          hint: 'Every child needs a seat, even those left over after the full buses.',
          explanation: `${children} ÷ ${per} = ${buses - 1} remainder ${children - per * (buses - 1)}, so ${buses - 1} full buses are not enough and ${buses} buses are needed.`,
          params: { form: 'buses', children, per },
        };
      }
      const divisor = rng.int(3, 9);
      const q = rng.int(12, 60);
      const r = rng.int(1, divisor - 1);
      const dividend = divisor * q + r;
      return {
        text: `What is the remainder when ${dividend} is divided by ${divisor}?`,
        answer: int(r),
        distractors: fmtInts(ints(rng, r, [q, divisor - r, r + 1], { min: 0 })),
        hint: `Find the biggest multiple of ${divisor} that is not more than ${dividend}.`,
        explanation: `${divisor} × ${q} = ${divisor * q} and ${dividend} − ${divisor * q} = ${r}, so the remainder is ${r}.`,
        params: { form: 'remainder', dividend, divisor },
      };
    },
  },
};

/** A fraction as the pack writes it, unreduced: $\\frac{3}{4}$. */
const fr = (top: number, bottom: number): string => tex(`\\frac{${top}}{${bottom}}`);

const fractionsSkill: SkillSpec = {
  slug: 'fractions',
  name: 'Halves, quarters and other fractions',
  description: 'Find a fraction of a number or an amount of money and the fraction of a whole that is left.',
  prerequisites: ['four-digit-numbers', 'math-3-halves-and-quarters'],
  levels: {
    1: (rng): Problem => {
      const d = rng.pick([2, 3, 4, 5, 10]);
      const n = d * rng.int(3, 12);
      const answer = n / d;
      return {
        text: `What is ${fr(1, d)} of ${n}?`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, [n * d, n - d, answer + 1, answer * 2], { min: 1 })),
        hint: 'To find one part of a number, divide the number into as many equal parts as the denominator says.',
        explanation: `${n} ÷ ${d} = ${answer}, so ${fr(1, d)} of ${n} is ${answer}.`,
        params: { form: 'unit', num: 1, den: d, n },
      };
    },
    2: (rng): Problem => {
      const [num, d] = rng.pick([
        [2, 3],
        [3, 4],
        [2, 5],
        [3, 5],
        [4, 5],
        [3, 10],
        [7, 10],
        [3, 8],
        [5, 6],
      ] as const);
      const n = d * rng.int(2, 10);
      const unit = n / d;
      const answer = unit * num;
      return {
        text: `What is ${fr(num, d)} of ${n}?`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, [unit, n - answer, answer + unit, n * num], { min: 1 })),
        hint: `First find ${fr(1, d)} of ${n}, then take ${num} of those parts.`,
        explanation: `${fr(1, d)} of ${n} is ${n} ÷ ${d} = ${unit}, so ${fr(num, d)} of ${n} is ${num} × ${unit} = ${answer}.`,
        params: { form: 'part', num, den: d, n },
      };
    },
    3: (rng): Problem => {
      const who = rng.pick(NAMES);
      if (rng.chance(0.5)) {
        const pieces = rng.pick([4, 6, 8, 10, 12]);
        let eaten = rng.int(1, pieces - 1);
        while (2 * eaten === pieces) eaten = rng.int(1, pieces - 1);
        const left = new Q(pieces - eaten, pieces);
        const nearby = [pieces - eaten - 1, pieces - eaten + 1]
          .filter((k) => k > 0 && k < pieces)
          .map((k) => new Q(k, pieces));
        return {
          text: `A cake is cut into ${pieces} equal pieces. ${who} and friends eat ${eaten} piece${eaten > 1 ? 's' : ''}. What fraction of the cake is left, in its simplest form?`,
          answer: left.toTex(),
          distractors: fractions(rng, left, [new Q(eaten, pieces), ...nearby], true)
            .filter((q) => q.n < q.d)
            .map((q) => q.toTex()),
          hint: 'Count the pieces that are left out of all the pieces, then simplify.',
          explanation:
            left.d === pieces
              ? `${pieces - eaten} of the ${pieces} pieces are left, so ${left.toTex()} of the cake is left; it cannot be simplified.`
              : `${pieces - eaten} of the ${pieces} pieces are left, and ${fr(pieces - eaten, pieces)} = ${left.toTex()} in its simplest form.`,
          params: { form: 'left', pieces, eaten },
        };
      }
      const [num, d] = rng.pick([
        [1, 2],
        [1, 4],
        [3, 4],
        [1, 5],
        [2, 5],
        [3, 5],
      ] as const);
      const money = d * rng.int(4, 20) * 5;
      const spent = (money / d) * num;
      return {
        text: `${who} had ${rupees(money)} and spent ${fr(num, d)} of it on books. How much money is left?`,
        answer: rupees(money - spent),
        distractors: ints(rng, money - spent, [spent, money / d, money - spent + money / d], { min: 1 }).map(
          rupees,
        ),
        hint: 'First find how much was spent, then subtract it from the whole amount.',
        explanation: `${fr(num, d)} of ${rupees(money)} is ${rupees(spent)}, so ${rupees(money)} − ${rupees(spent)} = ${rupees(money - spent)} is left.`,
        params: { form: 'money', num, den: d, n: money },
      };
    },
  },
};

interface Unit {
  readonly big: string;
  readonly bigName: string;
  readonly small: string;
  readonly smallName: string;
}

const UNITS: readonly Unit[] = [
  { big: 'km', bigName: 'kilometres', small: 'm', smallName: 'metres' },
  { big: 'kg', bigName: 'kilograms', small: 'g', smallName: 'grams' },
  { big: 'L', bigName: 'litres', small: 'mL', smallName: 'millilitres' },
];

const mixed = (value: number, unit: Unit): string =>
  value % 1000 === 0
    ? `${int(value / 1000)} ${unit.big}`
    : `${int(Math.floor(value / 1000))} ${unit.big} ${value % 1000} ${unit.small}`;

const measurement: SkillSpec = {
  slug: 'measurement',
  name: 'Length, weight and capacity',
  description:
    'Change between kilometres and metres, kilograms and grams, litres and millilitres, and solve problems with them.',
  prerequisites: ['four-digit-numbers', 'math-3-length-weight-capacity'],
  levels: {
    1: (rng): Problem => {
      const unit = rng.pick(UNITS);
      const big = rng.int(1, 9);
      const small = rng.int(1, 99) * 5;
      const answer = big * 1000 + small;
      return {
        text: `How many ${unit.smallName} is ${big} ${unit.big} ${small} ${unit.small}?`,
        answer: `${int(answer)} ${unit.small}`,
        distractors: [big * 100 + small, big + small, big * 10000 + small, answer + 1000].map(
          (x) => `${int(x)} ${unit.small}`,
        ),
        hint: `1 ${unit.big} = 1000 ${unit.small}.`,
        explanation: `${big} ${unit.big} = ${big * 1000} ${unit.small}, and ${big * 1000} + ${small} = ${int(answer)} ${unit.small}.`,
        params: { form: 'to-small', big, small, unit: unit.big },
      };
    },
    2: (rng): Problem => {
      const unit = rng.pick(UNITS);
      const big = rng.int(1, 9);
      let small = rng.int(1, 199) * 5;
      while (small % 100 === 0) small = rng.int(1, 199) * 5;
      const value = big * 1000 + small;
      const wrong = [
        `${Math.floor(value / 100)} ${unit.big} ${value % 100} ${unit.small}`,
        `${big} ${unit.big} ${(small * 10) % 10000} ${unit.small}`,
        `${big + 1} ${unit.big} ${small} ${unit.small}`,
        `${Math.floor(value / 10)} ${unit.big} ${value % 10} ${unit.small}`,
      ];
      return {
        text: `Write ${value} ${unit.small} in ${unit.bigName} and ${unit.smallName}.`,
        answer: mixed(value, unit),
        distractors: wrong.filter((w) => w !== mixed(value, unit)),
        hint: `Every 1000 ${unit.small} make 1 ${unit.big}.`,
        explanation: `${value} ${unit.small} = ${big * 1000} ${unit.small} + ${small} ${unit.small} = ${mixed(value, unit)}.`,
        params: { form: 'to-mixed', value, unit: unit.big },
      };
    },
    3: (rng): Problem => {
      const unit = rng.pick(UNITS);
      const total = rng.int(3, 9) * 1000 + rng.int(0, 9) * 100;
      const used = rng.int(1, Math.floor(total / 1000) - 2) * 1000 + rng.int(1, 19) * 50;
      const who = rng.pick(NAMES);
      const left = total - used;
      const thing = {
        km: `A cycle race is ${mixed(total, unit)} long. ${who} has ridden ${mixed(used, unit)}. How far is there still to go?`,
        kg: `A shopkeeper had ${mixed(total, unit)} of rice and sold ${mixed(used, unit)}. How much rice is left?`,
        L: `A tank had ${mixed(total, unit)} of water and ${mixed(used, unit)} was used. How much water is left?`,
      }[unit.big];
      const bigs = Math.floor(total / 1000) - Math.floor(used / 1000);
      const noBorrow = bigs * 1000 + Math.abs((total % 1000) - (used % 1000));
      return {
        text: thing ?? '',
        answer: mixed(left, unit),
        distractors: [noBorrow, left + 1000, total + used, left - 100]
          .filter((v) => v >= 1000 && v !== left)
          .map((v) => mixed(v, unit)),
        hint: `Change both amounts to ${unit.smallName}, subtract, then change back.`,
        explanation: `${int(total)} ${unit.small} − ${int(used)} ${unit.small} = ${int(left)} ${unit.small}, which is ${mixed(left, unit)}.`,
        params: { form: 'left', total, used, unit: unit.big },
      };
    },
  },
};

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** 12-hour time with a.m./p.m. from minutes after midnight (never exactly noon or midnight here). */
function twelveHour(minutes: number): string {
  const h24 = Math.floor(minutes / 60) % 24;
  const h = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h}:${pad2(minutes % 60)} ${h24 < 12 ? 'a.m.' : 'p.m.'}`;
}

const twentyFour = (minutes: number): string =>
  `${pad2(Math.floor(minutes / 60) % 24)}:${pad2(minutes % 60)}`;

const time: SkillSpec = {
  slug: 'time',
  name: 'Time',
  description: 'Use the 24-hour clock, find how long something takes and when it ends.',
  prerequisites: ['adding-and-subtracting-large-numbers', 'math-3-time'],
  levels: {
    1: (rng): Problem => {
      const pm = rng.chance(0.6);
      const h = rng.int(1, 11);
      const m = rng.int(0, 11) * 5;
      const minutes = (pm ? h + 12 : h) * 60 + m;
      const wrong = pm
        ? [h * 60 + m, (h + 10) * 60 + m, (h + 13) * 60 + m]
        : [(h + 12) * 60 + m, (h + 1) * 60 + m, (h + 10) * 60 + m];
      return {
        text: `How is ${twelveHour(minutes)} written on the 24-hour clock?`,
        answer: twentyFour(minutes),
        distractors: wrong.map(twentyFour),
        hint: pm
          ? 'For p.m. times after 12 noon, add 12 to the hour.'
          : 'Morning times keep their hour on the 24-hour clock.',
        explanation: pm
          ? `${twelveHour(minutes)} is ${h} hours after 12 noon, and 12 + ${h} = ${h + 12}, so it is ${twentyFour(minutes)}.`
          : `${twelveHour(minutes)} is before noon, so the hour stays ${h}: ${twentyFour(minutes)}.`,
        params: { form: '24h', minutes },
      };
    },
    2: (rng): Problem => {
      const startH = rng.int(7, 11);
      const startM = rng.int(7, 11) * 5;
      const length = rng.int(Math.ceil((65 - startM) / 5), 11) * 5;
      const start = startH * 60 + startM;
      const end = start + length;
      const decimalSlip = Math.floor(end / 60) * 100 + (end % 60) - (startH * 100 + startM);
      return {
        text: `A class starts at ${twelveHour(start)} and ends at ${twelveHour(end)} How many minutes long is it?`,
        answer: `${length} minutes`,
        distractors: [decimalSlip, length + 10, length - 10, 60 - length > 0 ? 60 - length : length + 20]
          .filter((x) => x > 0 && x !== length)
          .map((x) => `${x} minutes`),
        hint: `Count the minutes up to ${Math.floor(end / 60)}:00 first, then the minutes after it.`,
        explanation: `From ${twelveHour(start)} to ${Math.floor(end / 60)}:00 is ${60 - startM} minutes, and ${end % 60} more minutes make ${length} minutes.`,
        params: { form: 'length', start, end },
      };
    },
    3: (rng): Problem => {
      const start = rng.int(9, 11) * 60 + rng.int(0, 11) * 5;
      const length = rng.int(1, 4) * 60 + rng.int(1, 11) * 5;
      const end = start + length;
      if (end < 12 * 60 + 60 || end % 60 === 0) return time.levels[3](rng);
      const wrong = [end - 12 * 60, end + 60, end - 60, end + 10];
      return {
        text: `A train leaves at ${twelveHour(start)} The journey takes ${Math.floor(length / 60)} h ${length % 60} min. At what time does the train arrive?`,
        answer: twelveHour(end),
        distractors: wrong.map(twelveHour),
        hint: 'After 12 noon the times are p.m.',
        explanation: `${twelveHour(start)} + ${Math.floor(length / 60)} h = ${twelveHour(start + Math.floor(length / 60) * 60)}, and ${length % 60} more minutes give ${twelveHour(end)}`,
        params: { form: 'arrive', start, length },
      };
    },
  },
};

const perimeter: SkillSpec = {
  slug: 'perimeter',
  name: 'Perimeter',
  description: 'Find the perimeter of squares and rectangles, a missing side, and the cost of fencing.',
  prerequisites: ['four-digit-numbers', 'math-3-measuring-length'],
  levels: {
    1: (rng): Problem => {
      if (rng.chance(0.4)) {
        const s = rng.int(3, 25);
        return {
          text: `What is the perimeter of a square of side ${s} cm?`,
          answer: `${4 * s} cm`,
          distractors: [s * s, 2 * s, s + 4, 3 * s].filter((x) => x !== 4 * s).map((x) => `${x} cm`),
          hint: 'A square has four equal sides; add them all.',
          explanation: `Perimeter = 4 × ${s} = ${4 * s} cm.`,
          params: { form: 'square', s },
        };
      }
      const l = rng.int(6, 30);
      const b = rng.int(2, l - 1);
      const p = 2 * (l + b);
      return {
        text: `What is the perimeter of a rectangle ${l} cm long and ${b} cm wide?`,
        answer: `${p} cm`,
        distractors: [l * b, l + b, 2 * l + b, p + 2].filter((x) => x !== p).map((x) => `${x} cm`),
        hint: 'Add all four sides: two lengths and two breadths.',
        explanation: `Perimeter = ${l} + ${b} + ${l} + ${b} = ${p} cm.`,
        params: { form: 'rectangle', l, b },
      };
    },
    2: (rng): Problem => {
      if (rng.chance(0.4)) {
        const s = rng.int(4, 30);
        const p = 4 * s;
        return {
          text: `The perimeter of a square is ${p} cm. How long is each side?`,
          answer: `${s} cm`,
          distractors: [p / 2, p - 4, s + 4, 2 * s, p].filter((x) => x !== s).map((x) => `${x} cm`),
          hint: 'The four sides of a square are equal.',
          explanation: `Each side = ${p} ÷ 4 = ${s} cm.`,
          params: { form: 'square-side', p },
        };
      }
      const l = rng.int(8, 40);
      const b = rng.int(3, l - 2);
      const p = 2 * (l + b);
      return {
        text: `A rectangle has a perimeter of ${p} cm and a length of ${l} cm. What is its breadth?`,
        answer: `${b} cm`,
        distractors: [p / 2, p - l, p / 2 + l, b + 2].filter((x) => x !== b).map((x) => `${x} cm`),
        hint: 'Half the perimeter is one length plus one breadth.',
        explanation: `Length + breadth = ${p} ÷ 2 = ${p / 2} cm, so the breadth is ${p / 2} − ${l} = ${b} cm.`,
        params: { form: 'breadth', p, l },
      };
    },
    3: (rng): Problem => {
      const l = rng.int(10, 40);
      const b = rng.int(5, l - 2);
      const rate = rng.pick([5, 8, 10, 12, 15, 20, 25]);
      const cost = 2 * (l + b) * rate;
      return {
        text: `A rectangular garden is ${l} m long and ${b} m wide. Fencing costs ${rupees(rate)} per metre. How much does it cost to fence the garden all around?`,
        answer: rupees(cost),
        distractors: [(l + b) * rate, l * b * rate, 2 * (l + b) + rate, cost + rate]
          .filter((x) => x !== cost)
          .map(rupees),
        hint: 'First find the perimeter, then multiply by the cost of one metre.',
        explanation: `Perimeter = 2 × (${l} + ${b}) = ${2 * (l + b)} m, and ${2 * (l + b)} × ${rupees(rate)} = ${rupees(cost)}.`,
        params: { form: 'fence', l, b, rate },
      };
    },
  },
};

type Block = 'cube' | 'cuboid' | 'cylinder' | 'cone';
/** Flat faces, edges and corners of the blocks a model is built from. */
const BLOCK: Record<Block, { faces: number; edges: number; corners: number }> = {
  cube: { faces: 6, edges: 12, corners: 8 },
  cuboid: { faces: 6, edges: 12, corners: 8 },
  cylinder: { faces: 2, edges: 2, corners: 0 },
  cone: { faces: 1, edges: 1, corners: 1 },
};
const BLOCK_PLURAL: Record<Block, string> = {
  cube: 'cubes',
  cuboid: 'cuboids',
  cylinder: 'cylinders',
  cone: 'cones',
};

const shapes: SkillSpec = {
  slug: 'shapes-around-us',
  name: 'Shapes around us',
  description:
    'Count the faces, edges and corners of the blocks in a model, and use the centre, radius and diameter of a circle.',
  prerequisites: ['math-3-solid-shapes'],
  levels: {
    1: (rng): Problem => {
      const [monument, block] = rng.pick([
        ['India Gate', 'cuboid'],
        ['Qutub Minar', 'cylinder'],
        ['a temple top', 'cone'],
        ['a clock tower', 'cube'],
      ] as const);
      const part = rng.pick(['faces', 'edges', 'corners'] as const);
      const one = BLOCK[block][part];
      if (one === 0 || (part === 'edges' && block !== 'cube' && block !== 'cuboid'))
        return shapes.levels[1](rng);
      const n = rng.int(3, 8);
      const answer = n * one;
      const word = part === 'faces' ? 'flat faces' : part;
      return {
        text: `Diksha builds a model of ${monument} with ${n} ${BLOCK_PLURAL[block]}. How many ${word} do the ${BLOCK_PLURAL[block]} have altogether, counted before she joins them?`,
        answer: int(answer),
        distractors: fmtInts(
          ints(rng, answer, [n * (one === 8 ? 6 : 8), n + one, n * (one === 12 ? 8 : 12), answer - n], {
            min: 1,
          }),
        ),
        hint: `How many ${word} does one ${block} have? Every block of the model has the same number.`,
        explanation: `One ${block} has ${one} ${one === 1 ? word.replace(/s$/u, '') : word}, so ${n} ${BLOCK_PLURAL[block]} have ${n} × ${one} = ${answer}.`,
        params: { form: part, block, n },
      };
    },
    2: (rng): Problem => {
      const form = rng.pick(['diameter', 'radius'] as const);
      const r = rng.int(3, 25);
      const d = 2 * r;
      const who = rng.pick(NAMES);
      if (form === 'diameter')
        return {
          text: `${who} draws a circle with a rope tied to a peg at its centre. The rope from the peg to the chalk is ${r} cm long. How long is a straight line through the centre from one side of the circle to the other?`,
          answer: `${d} cm`,
          distractors: [r, r + 2, 4 * r, r * r].filter((x) => x !== d).map((x) => `${x} cm`),
          hint: 'A line through the centre is made of two radii, one on each side of the centre.',
          explanation: `The rope is the radius, ${r} cm, and the diameter is 2 × ${r} = ${d} cm.`,
          figure: circleFigure(
            `${r} cm`,
            `A circle with centre O and a radius drawn from O to the circle, marked ${r} cm.`,
          ),
          params: { form, r },
        };
      return {
        text: `The diameter of a round rangoli is ${d} cm. How far is its centre from its edge?`,
        answer: `${r} cm`,
        distractors: [d * 2, d, r + 2, r - 1].filter((x) => x !== r && x > 0).map((x) => `${x} cm`),
        hint: 'The centre is halfway along the diameter.',
        explanation: `The radius is half the diameter: ${d} ÷ 2 = ${r} cm.`,
        params: { form, d },
      };
    },
    3: (rng): Problem => {
      const cubes = rng.int(2, 6);
      const cylinders = rng.int(2, 4);
      const cones = rng.int(1, 3);
      const part = rng.pick(['faces', 'corners'] as const);
      const total = cubes * BLOCK.cube[part] + cylinders * BLOCK.cylinder[part] + cones * BLOCK.cone[part];
      const word = part === 'faces' ? 'flat faces' : 'corners';
      return {
        text: `A model temple is made of ${cubes} cubes, ${cylinders} cylinders as pillars and ${count(cones, 'cone', 'cones')} on top. How many ${word} do all these blocks have together, before they are joined?`,
        answer: int(total),
        distractors: fmtInts(
          ints(
            rng,
            total,
            [
              cubes * BLOCK.cube[part],
              (cubes + cylinders + cones) * BLOCK.cube[part],
              total + cylinders * 2,
              total - cones,
            ],
            { min: 1 },
          ),
        ),
        hint: `Find the ${word} of one cube, one cylinder and one cone, then count for each kind of block.`,
        explanation: `${cubes} × ${BLOCK.cube[part]} + ${cylinders} × ${BLOCK.cylinder[part]} + ${cones} × ${BLOCK.cone[part]} = ${cubes * BLOCK.cube[part]} + ${cylinders * BLOCK.cylinder[part]} + ${cones * BLOCK.cone[part]} = ${total}.`,
        params: { form: part, cubes, cylinders, cones },
      };
    },
  },
};

const VIEW_SHAPES = ['Circle', 'Square', 'Rectangle', 'Triangle'] as const;
/** What a solid in a position looks like from the top or from the front. */
const VIEWS: readonly (readonly [string, 'top' | 'front', (typeof VIEW_SHAPES)[number]])[] = [
  ['a tin can standing on a table', 'top', 'Circle'],
  ['a tin can standing on a table', 'front', 'Rectangle'],
  ['a birthday cap standing on its round base', 'top', 'Circle'],
  ['a birthday cap standing on its round base', 'front', 'Triangle'],
  ['a dice', 'top', 'Square'],
  ['a brick lying flat', 'top', 'Rectangle'],
  ['a ball', 'front', 'Circle'],
  ['a pipe lying on its side', 'top', 'Rectangle'],
  ['a tent shaped like a cone', 'front', 'Triangle'],
  ['a drum standing on the floor', 'top', 'Circle'],
];

const stackTotal = (heights: readonly (readonly number[])[]): number =>
  heights.reduce((s, row) => s + row.reduce((t, h) => t + h, 0), 0);

function stackAlt(heights: readonly (readonly number[])[]): string {
  const rows = heights.map(
    (row, i) =>
      `${i === heights.length - 1 ? 'front' : i === 0 ? 'back' : 'middle'} row from left to right: ${row.join(', ')}`,
  );
  return `Top view of the stacks: a grid of ${heights.length} rows and ${heights[0]?.length} columns, each square showing how many cubes stand on it; ${rows.join('; ')}.`;
}

const views: SkillSpec = {
  slug: 'views-and-stacks',
  name: 'Views from the top and the front',
  description:
    'Say what a thing looks like from the top or the front, and count the cubes in stacks from their top view.',
  prerequisites: ['shapes-around-us'],
  levels: {
    1: (rng): Problem => {
      const [thing, side, answer] = rng.pick(VIEWS);
      return {
        text: `What shape do you see when you look at ${thing} from the ${side === 'top' ? 'top, straight down' : 'front, at eye level'}?`,
        answer,
        options: [...VIEW_SHAPES],
        hint:
          side === 'top'
            ? 'Imagine you are a bird right above it.'
            : 'Imagine you are an ant standing in front of it.',
        explanation: `From the ${side} you see only the outline of ${thing}: it has ${{ Circle: 0, Square: 4, Rectangle: 4, Triangle: 3 }[answer]} straight sides, so it looks like a ${answer.toLowerCase()}.`,
        params: { form: side, thing },
      };
    },
    2: (rng): Problem => {
      const rows = rng.int(2, 3);
      const cols = rng.int(2, 4);
      const heights = Array.from({ length: rows }, () => Array.from({ length: cols }, () => rng.int(1, 4)));
      const total = stackTotal(heights);
      const max = Math.max(...heights.flat());
      const who = rng.pick(NAMES);
      return {
        text: `${who} builds ${rows * cols} stacks of cubes in ${rows} rows of ${cols}. The picture is the top view, with the number of cubes in each stack. How many cubes does ${who} use in all?`,
        answer: int(total),
        distractors: fmtInts(
          ints(rng, total, [rows * cols, max * rows * cols, total - 1, total + 2], { min: 1 }),
        ),
        hint: 'From the top you see one square for each stack, but a stack may have several cubes: add the numbers.',
        explanation: `${heights.flat().join(' + ')} = ${total} cubes.`,
        figure: stackFigure(heights, stackAlt(heights)),
        params: { form: 'total', heights: heights.flat(), rows, cols },
      };
    },
    3: (rng): Problem => {
      const rows = rng.int(2, 3);
      const cols = rng.int(3, 4);
      const heights = Array.from({ length: rows }, () => Array.from({ length: cols }, () => rng.int(1, 4)));
      const tallest = Array.from({ length: cols }, (_, c) => Math.max(...heights.map((row) => row[c] ?? 0)));
      const front = tallest.reduce((s, h) => s + h, 0);
      const frontRow = (heights[rows - 1] ?? []).reduce((s, h) => s + h, 0);
      if (front === frontRow) return views.levels[3](rng);
      const who = rng.pick(NAMES);
      return {
        text: `${who} builds stacks of cubes in ${rows} rows of ${cols}; the picture is the top view with the number of cubes in each stack. How many squares does ${who} see when looking at the stacks from the front?`,
        answer: int(front),
        distractors: fmtInts(
          ints(rng, front, [frontRow, stackTotal(heights), front - 1, cols * 4], { min: 1 }),
        ),
        hint: 'From the front, a tall stack at the back still shows above a shorter stack in front of it: in each column you see only the tallest stack.',
        explanation: `The tallest stack of each column, from left to right: ${tallest.join(' + ')} = ${front} squares.`,
        figure: stackFigure(heights, stackAlt(heights)),
        params: { form: 'front', heights: heights.flat(), rows, cols },
      };
    },
  },
};

const SHAPE_NAMES = ['triangle', 'circle', 'square', 'star'] as const;

const patterns: SkillSpec = {
  slug: 'patterns',
  name: 'Patterns around us',
  description:
    'Continue number patterns by their rule, find a shape far along a repeating pattern and count matchsticks in growing patterns.',
  prerequisites: [],
  levels: {
    1: (rng): Problem => {
      const rule = rng.pick(['add', 'subtract', 'double'] as const);
      const step = rng.int(3, 12);
      const start = rule === 'double' ? rng.int(2, 9) : rule === 'add' ? rng.int(5, 60) : rng.int(80, 150);
      const seq = Array.from({ length: 5 }, (_, i) =>
        rule === 'double' ? start * 2 ** i : rule === 'add' ? start + i * step : start - i * step,
      );
      const answer = seq[4] ?? 0;
      const last = seq[3] ?? 0;
      const prev = seq[2] ?? 0;
      return {
        text: `What comes next in the pattern ${seq.slice(0, 4).join(', ')}, …?`,
        answer: int(answer),
        distractors: fmtInts(
          ints(
            rng,
            answer,
            rule === 'double'
              ? [last + (last - prev), last * 3, answer + 2]
              : [last + 1, rule === 'add' ? last - step : last + step, answer + (rule === 'add' ? 1 : -1)],
            { min: 1 },
          ),
        ),
        hint: 'Compare each number with the one before it to find the rule, and check the rule works all along.',
        explanation:
          rule === 'double'
            ? `Each number is double the one before: ${last} × 2 = ${answer}.`
            : `Each number is ${step} ${rule === 'add' ? 'more' : 'less'} than the one before: ${last} ${rule === 'add' ? '+' : '−'} ${step} = ${answer}.`,
        params: { form: rule, start, step },
      };
    },
    2: (rng): Problem => {
      const size = rng.int(3, 4);
      const unit = Array.from({ length: size }, () => rng.pick(SHAPE_NAMES));
      if (new Set(unit).size < 2) return patterns.levels[2](rng);
      const k = rng.int(13, 40);
      const answer = unit[(k - 1) % size] ?? 'circle';
      return {
        text: `A border on the school wall repeats the shapes ${unit.join(', ')}, then again ${unit.join(', ')}, and so on. What is the ${ordinal(k)} shape?`,
        answer: capitalize(answer),
        options: SHAPE_NAMES.map(capitalize),
        hint: `The pattern repeats every ${size} shapes: find where the ${ordinal(k)} shape falls in one block.`,
        explanation: `${k} = ${size} × ${Math.floor((k - 1) / size)} + ${((k - 1) % size) + 1}, so the ${ordinal(k)} shape is shape number ${((k - 1) % size) + 1} of the block: ${answer}.`,
        params: { form: 'repeat', unit, k },
      };
    },
    3: (rng): Problem => {
      const form = rng.pick(['squares', 'triangles'] as const);
      const n = rng.int(5, 15);
      const answer = form === 'squares' ? 3 * n + 1 : 2 * n + 1;
      const per = form === 'squares' ? 4 : 3;
      return {
        text: `Lou makes a row of ${form} with matchsticks, each new ${form === 'squares' ? 'square' : 'triangle'} sharing one stick with the one before. 1 ${form === 'squares' ? 'square' : 'triangle'} needs ${per} sticks, 2 need ${form === 'squares' ? 7 : 5} and 3 need ${form === 'squares' ? 10 : 7}. How many sticks does a row of ${n} ${form} need?`,
        answer: int(answer),
        distractors: fmtInts(
          ints(rng, answer, [per * n, answer + 1, answer - (per - 1), (per - 1) * n], { min: 1 }),
        ),
        hint: `After the first ${form === 'squares' ? 'square' : 'triangle'}, every new one adds the same number of sticks.`,
        explanation: `The first takes ${per} sticks and each of the other ${n - 1} adds ${per - 1}: ${per} + ${n - 1} × ${per - 1} = ${answer}.`,
        params: { form, n },
      };
    },
  },
};
/** Prices per kilogram at the market in Shillong, as in the chapter's price list. */
const PRICES: readonly (readonly [string, number])[] = [
  ['beans', 95],
  ['bananas', 55],
  ['tomatoes', 40],
  ['potatoes', 35],
  ['onions', 45],
  ['apples', 160],
  ['oranges', 85],
  ['carrots', 65],
];

const shopping: SkillSpec = {
  slug: 'money-and-shopping',
  name: 'Shopping with money',
  description:
    'Add prices to make a bill, find the change from a note, and find the cost of a few kilograms at a price per kilogram.',
  prerequisites: ['four-digit-numbers', 'math-3-rupees-and-paise'],
  levels: {
    1: (rng): Problem => {
      const [[a, pa], [b, pb]] = [rng.pick(PRICES.slice(0, 4)), rng.pick(PRICES.slice(4))] as const;
      const extra = rng.int(1, 9) * 5;
      const pb2 = pb + extra;
      const total = pa + pb2;
      return {
        text: `Daisy buys 1 kg of ${a} for ${rupees(pa)} and 1 kg of ${b} for ${rupees(pb2)}. How much does she pay?`,
        answer: rupees(total),
        distractors: ints(rng, total, [noCarrySum(pa, pb2), total + 10, total - 10, total + 100], {
          min: 1,
        }).map(rupees),
        hint: 'Add the ones, then the tens, then the hundreds, carrying when a place makes 10 or more.',
        explanation: `${rupees(pa)} + ${rupees(pb2)} = ${rupees(total)}.`,
        params: { form: 'bill', pa, pb: pb2 },
      };
    },
    2: (rng): Problem => {
      const note = rng.pick([200, 500] as const);
      const spent = rng.int(101, note - 20);
      if (spent % 10 === 0) return shopping.levels[2](rng);
      const change = note - spent;
      return {
        text: `Lou's mother spends ${rupees(spent)} at the market and pays with a ${rupees(note)} note. How much change does she get back?`,
        answer: rupees(change),
        distractors: ints(
          rng,
          change,
          [noBorrowDifference(note, spent), change + 10, change + 100, change - 10],
          { min: 1 },
        ).map(rupees),
        hint: `Count up from ${rupees(spent)} to the next ten, then to the next hundred, then to ${rupees(note)}.`,
        explanation: `${rupees(note)} − ${rupees(spent)} = ${rupees(change)}; check: ${rupees(spent)} + ${rupees(change)} = ${rupees(note)}.`,
        params: { form: 'change', note, spent },
      };
    },
    3: (rng): Problem => {
      const [[a, pa], [b, pb]] = rng.shuffle([...PRICES]).slice(0, 2) as [
        readonly [string, number],
        readonly [string, number],
      ];
      const ka = rng.int(2, 4);
      const kb = rng.int(2, 5);
      if (ka === kb) return shopping.levels[3](rng);
      const total = ka * pa + kb * pb;
      return {
        text: `At the market ${a} cost ${rupees(pa)} per kg and ${b} cost ${rupees(pb)} per kg. Daisy buys ${ka} kg of ${a} and ${kb} kg of ${b}. How much does she pay?`,
        answer: rupees(total),
        distractors: ints(
          rng,
          total,
          [pa + pb, kb * pa + ka * pb, (ka + kb) * Math.max(pa, pb), ka * pa + pb],
          { min: 1 },
        ).map(rupees),
        hint: 'Find the cost of each fruit or vegetable first: price per kg × number of kg.',
        explanation: `${ka} × ${rupees(pa)} = ${rupees(ka * pa)} and ${kb} × ${rupees(pb)} = ${rupees(kb * pb)}, so ${rupees(ka * pa)} + ${rupees(kb * pb)} = ${rupees(total)}.`,
        params: { form: 'per-kg', pa, pb, ka, kb },
      };
    },
  },
};

const equalGroups: SkillSpec = {
  slug: 'equal-groups',
  name: 'Equal groups',
  description:
    'Count arrangements in equal rows, multiply by splitting a number into tens and ones, and make equal groups.',
  prerequisites: ['four-digit-numbers', 'math-3-multiplication'],
  levels: {
    1: (rng): Problem => {
      const rows = rng.int(3, 6);
      const cols = rng.int(4, 9);
      if (rows === cols) return equalGroups.levels[1](rng);
      const answer = rows * cols;
      return {
        text: `Pebbles are laid out in ${rows} equal rows of ${cols}, as in the picture. How many pebbles are there?`,
        answer: int(answer),
        distractors: fmtInts(
          ints(rng, answer, [rows + cols, rows * (cols - 1), (rows + 1) * cols, 2 * (rows + cols)], {
            min: 1,
          }),
        ),
        hint: 'Equal rows: add one row again and again, or use the times table.',
        explanation: `${rows} rows of ${cols}: ${rows} × ${cols} = ${answer} pebbles.`,
        figure: arrayFigure(rows, cols, `${rows} rows of dots, with ${cols} dots in each row.`),
        params: { form: 'array', rows, cols },
      };
    },
    2: (rng): Problem => {
      const a = rng.int(3, 9);
      const b = rng.int(11, 19);
      const answer = a * b;
      const ones = b - 10;
      return {
        text: `A transport museum has ${a} rows of ${b} toy cars each. Split ${b} into 10 and ${ones} to find how many toy cars there are.`,
        answer: int(answer),
        distractors: fmtInts(
          ints(rng, answer, [a * 10 + ones, a * 10 * ones, a + b, answer + a], { min: 1 }),
        ),
        hint: `Find ${a} × 10 and ${a} × ${ones} separately, then put them together.`,
        explanation: `${a} × ${b} = ${a} × 10 + ${a} × ${ones} = ${a * 10} + ${a * ones} = ${answer}.`,
        params: { form: 'split', a, b },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const per = rng.int(3, 8);
        const groups = rng.int(4, 12);
        const children = per * groups;
        const vehicle = rng.pick(['autorickshaw', 'boat', 'jeep'] as const);
        return {
          text: `${children} children go to the museum. Each ${vehicle} carries ${per} children and every ${vehicle} is full. How many ${vehicle}s are there?`,
          answer: int(groups),
          distractors: fmtInts(ints(rng, groups, [children - per, groups + 1, per, groups - 1], { min: 1 })),
          hint: `Make groups of ${per}: how many groups of ${per} make ${children}?`,
          explanation: `${groups} groups of ${per} make ${groups} × ${per} = ${children}, so there are ${groups} ${vehicle}s.`,
          params: { form: 'groups', children, per },
        };
      }
      const packets = rng.int(4, 9);
      const size = rng.pick([10, 12, 15, 20] as const);
      const loose = rng.int(1, 9);
      const answer = packets * size + loose;
      return {
        text: `A shop has ${packets} packets of ${size} pencils each and ${loose} loose pencils. How many pencils does the shop have?`,
        answer: int(answer),
        distractors: fmtInts(
          ints(
            rng,
            answer,
            [packets * size, packets * (size + loose), packets + size + loose, answer + size],
            { min: 1 },
          ),
        ),
        hint: 'Count the pencils in the packets by multiplying, then add the loose ones.',
        explanation: `${packets} × ${size} = ${packets * size}, and ${packets * size} + ${loose} = ${answer} pencils.`,
        params: { form: 'packets', packets, size, loose },
      };
    },
  },
};

/** Lines of symmetry of the shapes drawn for Fun with Symmetry, and the wrong count children often give. */
const SYMMETRIC_SHAPES: readonly (readonly [string, number, number])[] = [
  ['square', 4, 2],
  ['rectangle that is not a square', 2, 4],
  ['equilateral triangle (all sides equal)', 3, 1],
  ['isosceles triangle (exactly two sides equal)', 1, 2],
  ['triangle with all three sides of different lengths', 0, 1],
  ['regular hexagon', 6, 3],
  ['regular pentagon', 5, 2],
  ['parallelogram that is not a rectangle', 0, 2],
  ['semicircle', 1, 2],
];

const article = (word: string): string => (/^[aeiou]/u.test(word) ? 'an' : 'a');

function shapePoints(shape: string): readonly (readonly [number, number])[] {
  const regular = (k: number, r = 70): [number, number][] =>
    Array.from({ length: k }, (_, i) => {
      const t = -Math.PI / 2 + (2 * Math.PI * i) / k;
      return [100 + r * Math.cos(t), 95 + r * Math.sin(t)];
    });
  if (shape.startsWith('square'))
    return [
      [40, 35],
      [160, 35],
      [160, 155],
      [40, 155],
    ];
  if (shape.startsWith('rectangle'))
    return [
      [20, 55],
      [180, 55],
      [180, 135],
      [20, 135],
    ];
  if (shape.startsWith('equilateral')) return regular(3, 80);
  if (shape.startsWith('isosceles'))
    return [
      [100, 20],
      [150, 170],
      [50, 170],
    ];
  if (shape.startsWith('triangle'))
    return [
      [30, 160],
      [180, 160],
      [70, 40],
    ];
  if (shape.includes('hexagon')) return regular(6);
  if (shape.includes('pentagon')) return regular(5);
  if (shape.startsWith('parallelogram'))
    return [
      [20, 140],
      [130, 140],
      [180, 50],
      [70, 50],
    ];
  return [];
}

const symmetry4: SkillSpec = {
  slug: 'symmetry',
  name: 'Lines of symmetry',
  description:
    'Count the lines of symmetry of shapes, complete a symmetrical pattern on a grid and find the mirror image of a square across a line.',
  prerequisites: ['shapes-around-us', 'patterns', 'math-3-symmetry'],
  levels: {
    1: (rng): Problem => {
      const [shape, lines, mistake] = rng.pick(SYMMETRIC_SHAPES);
      const pts = shapePoints(shape);
      const drawing = pts.length > 0 ? polygon(pts) : path('M 20 130 A 80 80 0 0 1 180 130 Z');
      return {
        text: `Look at the ${shape} in the picture. Along how many different lines can it be folded so that its two halves match exactly?`,
        answer: int(lines),
        distractors: fmtInts(
          ints(rng, lines, [mistake, lines + 1, lines === 0 ? 2 : lines - 1, 4], { min: 0 }),
        ),
        hint: 'A line of symmetry folds the shape so that one half lies exactly on the other; try folds through corners and through the middles of sides.',
        explanation:
          lines === 0
            ? `No fold of ${article(shape)} ${shape} makes its 2 halves match, so it has 0 lines of symmetry.`
            : `${capitalize(article(shape))} ${shape} can be folded into 2 matching halves along ${lines} ${lines === 1 ? 'line' : 'different lines'}, so it has ${lines}.`,
        figure: figure(200, 190, [drawing], `${capitalize(article(shape))} ${shape}.`),
        params: { form: 'shape', shape },
      };
    },
    2: (rng): Problem => {
      const k = rng.int(3, 6);
      const cells: [number, number][] = [];
      while (cells.length < k) {
        const cell: [number, number] = [rng.int(1, 4), rng.int(1, 5)];
        if (!cells.some(([c, r]) => c === cell[0] && r === cell[1])) cells.push(cell);
      }
      const m = rng.int(1, k - 1);
      const mirrored = cells.slice(0, m).map(([c, r]): [number, number] => [9 - c, r]);
      const shaded = [...cells, ...mirrored];
      const answer = k - m;
      const list = shaded.map(([c, r]) => `column ${c} row ${r}`).join(', ');
      return {
        text: `Soni has coloured ${k + m} squares on a grid with a standing mirror line down its middle, as in the picture. How many more squares must she colour to make the pattern symmetrical?`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, [k, k + m, 2 * k, m], { min: 1 })),
        hint: 'Check every coloured square: is its mirror image, as far from the line on the other side, coloured too?',
        explanation: `${k} squares are on the left and ${m} of their mirror images are already coloured, so ${k} − ${m} = ${answer} more ${answer === 1 ? 'is' : 'are'} needed.`,
        figure: mirrorGridFigure(
          8,
          5,
          'vertical',
          shaded,
          `A grid of 8 columns and 5 rows, numbered from the top left, with a dashed standing mirror line between column 4 and column 5. Coloured squares: ${list}.`,
        ),
        params: { form: 'complete', cells: cells.flat(), m },
      };
    },
    3: (rng): Problem => {
      const c = rng.int(1, 6);
      const r = rng.int(1, 3);
      const mirrorRow = 7 - r;
      const at = (col: number, row: number): string => `Column ${col}, row ${row}`;
      return {
        text: `On a grid of 6 columns and 6 rows, the mirror line is the dashed line between row 3 and row 4. The square in column ${c}, row ${r} is coloured. Which square is its mirror image?`,
        answer: at(c, mirrorRow),
        distractors: [
          at(c, r + 3),
          at(7 - c, mirrorRow),
          at(7 - c, r),
          at(c, mirrorRow - 1),
          at(c, mirrorRow + 1 > 6 ? mirrorRow - 2 : mirrorRow + 1),
        ],
        hint: 'The image is in the same column, as far below the mirror line as the square is above it.',
        explanation: `Row ${r} is ${4 - r} ${4 - r === 1 ? 'row' : 'rows'} above the line, so the image is ${4 - r} ${4 - r === 1 ? 'row' : 'rows'} below it: row 3 + ${4 - r} = ${mirrorRow}, in the same column ${c}.`,
        figure: mirrorGridFigure(
          6,
          6,
          'horizontal',
          [[c, r]],
          `A grid of 6 columns and 6 rows, numbered from the top left, with a dashed mirror line across it between row 3 and row 4. The square in column ${c}, row ${r} is coloured.`,
        ),
        params: { form: 'grid', c, r },
      };
    },
  },
};

const MONTHS = ['January', 'March', 'July', 'October', 'December'] as const;

const CHART_TOPICS: readonly (readonly [string, string, readonly string[]])[] = [
  ['Waste collected by four villages (kg)', 'kg', ['Umiam', 'Sohra', 'Dawki', 'Nongpoh']],
  ['Books read by four classes', 'books', ['Class 1', 'Class 2', 'Class 3', 'Class 4']],
  ['Trees planted by four schools', 'trees', ['School A', 'School B', 'School C', 'School D']],
  ['Visitors to four stalls at a fair', 'visitors', ['Toys', 'Food', 'Books', 'Games']],
];

function chart(rng: Rng): {
  title: string;
  unit: string;
  labels: readonly string[];
  values: number[];
  step: number;
} {
  const [topic, unit, labels] = rng.pick(CHART_TOPICS);
  const title = `${topic.replace(/ \(kg\)$/u, '')} in ${rng.pick(MONTHS)} ${rng.int(2019, 2025)}${topic.endsWith('(kg)') ? ' (kg)' : ''}`;
  const step = rng.pick([5, 10] as const);
  let values = labels.map(() => rng.int(1, 9) * step);
  while (new Set(values).size < 4) values = labels.map(() => rng.int(1, 9) * step);
  return { title, unit, labels, values, step };
}

function chartFigure(c: ReturnType<typeof chart>): Figure {
  const bars = c.labels.map((l, i) => ({ label: l, value: c.values[i] ?? 0 }));
  const alt = `Bar graph: ${c.title}. ${c.labels.map((l, i) => `${l}: ${c.values[i]}`).join(', ')}.`;
  return figure(barChartWidth(bars.length) + 30, 240, barChart(bars, c.step, c.unit), alt);
}

const dataHandling: SkillSpec = {
  slug: 'data-handling',
  name: 'Reading bar graphs',
  description: 'Read a bar graph: find the biggest and smallest, how many more, and the total.',
  prerequisites: ['adding-and-subtracting-large-numbers'],
  levels: {
    1: (rng): Problem => {
      const c = chart(rng);
      const form = rng.pick(['most', 'least'] as const);
      const target = form === 'most' ? Math.max(...c.values) : Math.min(...c.values);
      const answer = c.labels[c.values.indexOf(target)] ?? '';
      return {
        text: `The bar graph shows ${c.title.charAt(0).toLowerCase()}${c.title.slice(1)}. Which has the ${form === 'most' ? 'tallest' : 'shortest'} bar?`,
        answer,
        options: [...c.labels],
        hint: `The ${form === 'most' ? 'biggest' : 'smallest'} number has the ${form === 'most' ? 'tallest' : 'shortest'} bar.`,
        explanation: `${c.labels.map((l, i) => `${l} ${c.values[i]}`).join(', ')}; the ${form === 'most' ? 'greatest' : 'least'} is ${target}, for ${answer}.`,
        figure: chartFigure(c),
        params: { form, title: c.title, values: c.values, labels: [...c.labels] },
      };
    },
    2: (rng): Problem => {
      const c = chart(rng);
      const [i, j] = rng.shuffle([0, 1, 2, 3]);
      const a = c.values[i ?? 0] ?? 0;
      const b = c.values[j ?? 1] ?? 0;
      const [big, small] = a > b ? [i ?? 0, j ?? 1] : [j ?? 1, i ?? 0];
      const diff = Math.abs(a - b);
      return {
        text: `The bar graph shows ${c.title.charAt(0).toLowerCase()}${c.title.slice(1)}. How many more ${c.unit === 'kg' ? 'kg of waste' : c.unit} for ${c.labels[big]} than for ${c.labels[small]}?`,
        answer: int(diff),
        distractors: fmtInts(
          ints(rng, diff, [a + b, diff + c.step, Math.max(a, b), diff - c.step], { min: 1 }),
        ),
        hint: 'Read the two bars against the scale, then subtract the smaller number from the bigger one.',
        explanation: `${c.labels[big]} has ${c.values[big]} and ${c.labels[small]} has ${c.values[small]}, so ${c.values[big]} − ${c.values[small]} = ${diff}.`,
        figure: chartFigure(c),
        params: { form: 'more', title: c.title, values: c.values, big, small },
      };
    },
    3: (rng): Problem => {
      const c = chart(rng);
      const total = c.values.reduce((s, v) => s + v, 0);
      return {
        text: `The bar graph shows ${c.title.charAt(0).toLowerCase()}${c.title.slice(1)}. What is the total for all four?`,
        answer: int(total),
        distractors: fmtInts(
          ints(
            rng,
            total,
            [total - (c.values[3] ?? 0), total + c.step, total - c.step, Math.max(...c.values) * 4],
            { min: 1 },
          ),
        ),
        hint: 'Read every bar against the scale, then add the four numbers.',
        explanation: `${c.values.join(' + ')} = ${total}.`,
        figure: chartFigure(c),
        params: { form: 'total', title: c.title, values: c.values },
      };
    },
  },
};

export const class04: ClassSpec = {
  grade: 4,
  // The chapters of Maths Mela (2025) in the book's order; the existing chapter slugs are kept for students' history.
  chapters: [
    { slug: 'shapes-around-us-chapter', title: 'Shapes Around Us', skills: [shapes] },
    { slug: 'hide-and-seek', title: 'Hide and Seek', skills: [views] },
    { slug: 'pattern-around-us', title: 'Pattern Around Us', skills: [patterns] },
    { slug: 'large-numbers', title: 'Thousands Around Us', skills: [numbers] },
    { slug: 'fractions-chapter', title: 'Sharing and Measuring', skills: [fractionsSkill] },
    { slug: 'fields-and-fences', title: 'Measuring Length', skills: [perimeter] },
    { slug: 'the-cleanest-village', title: 'The Cleanest Village', skills: [shopping] },
    { slug: 'measurement-chapter', title: 'Weigh it, Pour it', skills: [measurement] },
    { slug: 'equal-groups-chapter', title: 'Equal Groups', skills: [equalGroups] },
    {
      slug: 'elephants-tigers-and-leopards',
      title: 'Elephants, Tigers, and Leopards',
      skills: [addSubtract],
    },
    { slug: 'fun-with-symmetry', title: 'Fun with Symmetry', skills: [symmetry4] },
    { slug: 'time-chapter', title: 'Ticking Clocks and Turning Calendar', skills: [time] },
    {
      slug: 'multiplication-and-division',
      title: 'The Transport Museum',
      skills: [multiplication, division],
    },
    { slug: 'data-handling-chapter', title: 'Data Handling', skills: [dataHandling] },
  ],
};
