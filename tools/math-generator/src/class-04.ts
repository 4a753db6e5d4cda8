import {
  columnAddition,
  columnSubtraction,
  digitsOf,
  fmtInts,
  fromDigits,
  noBorrowDifference,
} from './common.ts';
import { fractions, ints } from './distractors.ts';
import { count, int, Q, rupees } from './format.ts';
import { NAMES } from './story.ts';
import type { ClassSpec, Problem, SkillSpec } from './types.ts';

const PLACE_NAMES = ['ones', 'tens', 'hundreds', 'thousands'];

const numbers: SkillSpec = {
  slug: 'four-digit-numbers',
  name: 'Four-digit numbers',
  description:
    'Find place values in four-digit numbers, build numbers from thousands, hundreds, tens and ones, and round them.',
  prerequisites: [],
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
  prerequisites: ['adding-and-subtracting-large-numbers'],
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

const fractionsSkill: SkillSpec = {
  slug: 'fractions',
  name: 'Halves, quarters and other fractions',
  description: 'Find a fraction of a number or an amount of money and the fraction of a whole that is left.',
  prerequisites: ['division'],
  levels: {
    1: (rng): Problem => {
      const d = rng.pick([2, 3, 4, 5, 10]);
      const n = d * rng.int(3, 12);
      const answer = n / d;
      return {
        text: `What is 1/${d} of ${n}?`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, [n * d, n - d, answer + 1, answer * 2], { min: 1 })),
        hint: 'To find one part of a number, divide the number into as many equal parts as the denominator says.',
        explanation: `${n} ÷ ${d} = ${answer}, so 1/${d} of ${n} is ${answer}.`,
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
        text: `What is ${num}/${d} of ${n}?`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, [unit, n - answer, answer + unit, n * num], { min: 1 })),
        hint: `First find 1/${d} of ${n}, then take ${num} of those parts.`,
        explanation: `1/${d} of ${n} is ${n} ÷ ${d} = ${unit}, so ${num}/${d} of ${n} is ${num} × ${unit} = ${answer}.`,
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
          answer: left.toString(),
          distractors: fractions(rng, left, [new Q(eaten, pieces), ...nearby], true)
            .filter((q) => q.n < q.d)
            .map(String),
          hint: 'Count the pieces that are left out of all the pieces, then simplify.',
          explanation:
            left.d === pieces
              ? `${pieces - eaten} of the ${pieces} pieces are left, so ${left.toString()} of the cake is left; it cannot be simplified.`
              : `${pieces - eaten} of the ${pieces} pieces are left, and ${pieces - eaten}/${pieces} = ${left.toString()} in its simplest form.`,
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
        text: `${who} had ${rupees(money)} and spent ${num}/${d} of it on books. How much money is left?`,
        answer: rupees(money - spent),
        distractors: ints(rng, money - spent, [spent, money / d, money - spent + money / d], { min: 1 }).map(
          rupees,
        ),
        hint: 'First find how much was spent, then subtract it from the whole amount.',
        explanation: `${num}/${d} of ${rupees(money)} is ${rupees(spent)}, so ${rupees(money)} − ${rupees(spent)} = ${rupees(money - spent)} is left.`,
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
  prerequisites: ['multiplication'],
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
  prerequisites: ['multiplication'],
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
  prerequisites: ['division'],
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

export const class04: ClassSpec = {
  grade: 4,
  chapters: [
    { slug: 'large-numbers', title: 'Large Numbers', skills: [numbers, addSubtract] },
    {
      slug: 'multiplication-and-division',
      title: 'Multiplication and Division',
      skills: [multiplication, division],
    },
    { slug: 'fractions-chapter', title: 'Halves and Quarters', skills: [fractionsSkill] },
    { slug: 'measurement-chapter', title: 'Measurement', skills: [measurement] },
    { slug: 'time-chapter', title: 'Time', skills: [time] },
    { slug: 'fields-and-fences', title: 'Fields and Fences', skills: [perimeter] },
  ],
};
