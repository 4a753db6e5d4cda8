import {
  columnAddition,
  columnSubtraction,
  distinctInts,
  fmtInts,
  noBorrowDifference,
  noCarrySum,
} from './common.ts';
import { ints } from './distractors.ts';
import { capitalize, int, rupeesPaise } from './format.ts';
import type { Rng } from '@quizring/contracts/random';
import { ITEMS, NAMES } from './story.ts';
import type { ClassSpec, Problem, SkillSpec } from './types.ts';

const threeDigit: SkillSpec = {
  slug: 'numbers-up-to-999',
  name: 'Numbers up to 999',
  description: 'Write three-digit numbers in expanded form, compare them and make numbers from given digits.',
  prerequisites: [],
  levels: {
    1: (rng): Problem => {
      const [h = 1, t = 2, o = 3] = distinctInts(rng, 3, 1, 9);
      const n = h * 100 + t * 10 + o;
      return {
        text: `Which is the expanded form of ${n}?`,
        answer: `${h * 100} + ${t * 10} + ${o}`,
        distractors: [`${h} + ${t} + ${o}`, `${h * 100} + ${t} + ${o}`, `${o * 100} + ${t * 10} + ${h}`],
        hint: 'Each digit is worth its face value times the value of its place.',
        explanation: `${n} is ${h} hundreds, ${t} tens and ${o} ones, which is ${h * 100} + ${t * 10} + ${o}.`,
        params: { form: 'expanded', n },
      };
    },
    2: (rng): Problem => {
      const [a = 1, b = 2, c = 3] = distinctInts(rng, 3, 1, 9);
      const perms = [
        [a, b, c],
        [a, c, b],
        [b, a, c],
        [b, c, a],
        [c, a, b],
        [c, b, a],
      ].map(([x = 0, y = 0, z = 0]) => x * 100 + y * 10 + z);
      const nums = rng.shuffle(perms).slice(0, 4);
      const form = rng.pick(['greatest', 'smallest'] as const);
      const answer = form === 'greatest' ? Math.max(...nums) : Math.min(...nums);
      return {
        text: `Which is the ${form} number: ${nums.join(', ')}?`,
        answer: int(answer),
        options: fmtInts(nums),
        hint: 'Compare the hundreds first, then the tens, then the ones.',
        explanation: `From smallest to greatest the numbers are ${[...nums].sort((x, y) => x - y).join(', ')}, so ${answer} is the ${form}.`,
        params: { form, nums },
      };
    },
    3: (rng): Problem => {
      const [x = 1, y = 2] = distinctInts(rng, 2, 1, 9);
      const digits = rng.shuffle([x, y, 0]);
      const form = rng.pick(['greatest', 'smallest'] as const);
      const big = Math.max(x, y);
      const small = Math.min(x, y);
      const answer = form === 'greatest' ? big * 100 + small * 10 : small * 100 + big;
      const typical =
        form === 'greatest'
          ? [big * 100 + small, small * 100 + big * 10, big * 10 + small]
          : [small * 10 + big, small * 100 + big * 10, big * 100 + small];
      return {
        text: `What is the ${form} three-digit number that can be made using the digits ${digits.join(', ')}, each only once?`,
        answer: int(answer),
        distractors: fmtInts(typical),
        hint:
          form === 'greatest'
            ? 'Put the biggest digit in the hundreds place.'
            : 'A three-digit number cannot start with 0, so start with the smallest digit that is not 0.',
        explanation:
          form === 'greatest'
            ? `Putting the digits from biggest to smallest, ${big}, ${small}, 0, gives ${answer}.`
            : `The hundreds digit must be ${small}, the smallest digit that is not 0; then come 0 and ${big}, giving ${answer}.`,
        params: { form, digits },
      };
    },
  },
};

function threeDigitSum(rng: Rng, carry: boolean): { a: number; b: number } {
  for (;;) {
    const a = rng.int(101, 799);
    const b = rng.int(101, 899 - a < 101 ? 101 : 899 - a);
    const carries = (a % 10) + (b % 10) >= 10 || (Math.floor(a / 10) % 10) + (Math.floor(b / 10) % 10) >= 10;
    if (carries === carry && a + b <= 999) return { a, b };
  }
}

const addition: SkillSpec = {
  slug: 'adding-three-digit-numbers',
  name: 'Adding three-digit numbers',
  description: 'Add three-digit numbers with and without carrying, and solve addition word problems.',
  prerequisites: ['numbers-up-to-999'],
  levels: {
    1: (rng): Problem => {
      const { a, b } = threeDigitSum(rng, false);
      const sum = a + b;
      return {
        text: `What is ${a} + ${b}?`,
        answer: int(sum),
        distractors: fmtInts(ints(rng, sum, [sum + 100, sum - 10, a - b > 0 ? a - b : b - a], { min: 1 })),
        hint: 'Add the ones, then the tens, then the hundreds.',
        explanation: `Column by column: ${columnAddition(a, b)}, so ${a} + ${b} = ${sum}.`,
        params: { form: 'sum', a, b },
      };
    },
    2: (rng): Problem => {
      const { a, b } = threeDigitSum(rng, true);
      const sum = a + b;
      return {
        text: `What is ${a} + ${b}?`,
        answer: int(sum),
        distractors: fmtInts(ints(rng, sum, [noCarrySum(a, b), sum + 100, sum - 10], { min: 0 })),
        hint: 'When a column adds up to 10 or more, carry 1 to the next column.',
        explanation: `Column by column: ${columnAddition(a, b)}, so ${a} + ${b} = ${sum}.`,
        params: { form: 'sum', a, b },
      };
    },
    3: (rng): Problem => {
      const { a, b } = threeDigitSum(rng, true);
      const sum = a + b;
      const story = rng.pick([
        `A library has ${a} story books and ${b} picture books. How many books does it have in all?`,
        `On Saturday ${a} people visited a fair and on Sunday ${b} people visited it. How many people visited on the two days?`,
        `A farmer picked ${a} mangoes from one tree and ${b} mangoes from another. How many mangoes did the farmer pick?`,
        `A school collected ${a} newspapers in June and ${b} in July for recycling. How many newspapers is that in all?`,
      ]);
      return {
        text: story,
        answer: int(sum),
        distractors: fmtInts(ints(rng, sum, [noCarrySum(a, b), Math.abs(a - b), sum + 100], { min: 1 })),
        hint: 'Putting two amounts together means adding; line up the ones, tens and hundreds.',
        explanation: `${a} + ${b} = ${sum}.`,
        params: { form: 'story', a, b },
      };
    },
  },
};

function threeDigitDifference(rng: Rng, borrow: boolean): { a: number; b: number } {
  for (;;) {
    const a = rng.chance(0.25) ? rng.int(2, 9) * 100 + rng.int(0, 9) : rng.int(200, 999);
    const b = rng.int(101, a - 50);
    const borrows = a % 10 < b % 10 || Math.floor(a / 10) % 10 < Math.floor(b / 10) % 10;
    if (borrows === borrow) return { a, b };
  }
}

const subtraction: SkillSpec = {
  slug: 'subtracting-three-digit-numbers',
  name: 'Subtracting three-digit numbers',
  description: 'Subtract three-digit numbers with and without borrowing, including numbers with zeros.',
  prerequisites: ['adding-three-digit-numbers'],
  levels: {
    1: (rng): Problem => {
      const { a, b } = threeDigitDifference(rng, false);
      const diff = a - b;
      return {
        text: `What is ${a} − ${b}?`,
        answer: int(diff),
        distractors: fmtInts(ints(rng, diff, [a + b, diff + 100, diff - 10], { min: 0 })),
        hint: 'Subtract the ones, then the tens, then the hundreds.',
        explanation: `Column by column: ${columnSubtraction(a, b)}, so ${a} − ${b} = ${diff}.`,
        params: { form: 'difference', a, b },
      };
    },
    2: (rng): Problem => {
      const { a, b } = threeDigitDifference(rng, true);
      const diff = a - b;
      return {
        text: `What is ${a} − ${b}?`,
        answer: int(diff),
        distractors: fmtInts(ints(rng, diff, [noBorrowDifference(a, b), diff + 100, diff + 10], { min: 0 })),
        hint: 'If the top digit is smaller, borrow 1 from the next column to the left.',
        explanation: `Column by column: ${columnSubtraction(a, b)}, so ${a} − ${b} = ${diff}.`,
        params: { form: 'difference', a, b },
      };
    },
    3: (rng): Problem => {
      const { a, b } = threeDigitDifference(rng, true);
      const diff = a - b;
      const who = rng.pick(NAMES);
      const story = rng.pick([
        `A train had ${a} passengers. At a station ${b} passengers got off. How many passengers are still on the train?`,
        `A school has ${a} students. ${b} of them are girls. How many boys are there?`,
        `${who} wants to save ₹${a} for a bicycle and has saved ₹${b}. How many more rupees does ${who} need?`,
      ]);
      return {
        text: story,
        answer: int(diff),
        distractors: fmtInts(ints(rng, diff, [noBorrowDifference(a, b), a + b, diff + 100], { min: 0 })),
        hint: 'Finding what is left or how much more means subtracting.',
        explanation: `${a} − ${b} = ${diff}; check: ${diff} + ${b} = ${a}.`,
        params: { form: 'story', a, b },
      };
    },
  },
};

interface Unit {
  readonly big: string;
  readonly bigName: string;
  readonly small: string;
  readonly smallName: string;
  readonly factor: number;
}

const UNITS: readonly Unit[] = [
  { big: 'm', bigName: 'metres', small: 'cm', smallName: 'centimetres', factor: 100 },
  { big: 'kg', bigName: 'kilograms', small: 'g', smallName: 'grams', factor: 1000 },
  { big: 'L', bigName: 'litres', small: 'mL', smallName: 'millilitres', factor: 1000 },
];

const measurement: SkillSpec = {
  slug: 'length-weight-capacity',
  name: 'Length, weight and capacity',
  description:
    'Change metres to centimetres, kilograms to grams and litres to millilitres, and solve measuring problems.',
  prerequisites: ['subtracting-three-digit-numbers'],
  levels: {
    1: (rng): Problem => {
      const unit = rng.pick(UNITS);
      const n = rng.int(2, 9);
      const answer = n * unit.factor;
      const wrong = [n * 10, unit.factor === 100 ? n * 1000 : n * 100, n + unit.factor, n * 10000];
      return {
        text: `How many ${unit.smallName} are there in ${n} ${unit.bigName}?`,
        answer: `${int(answer)} ${unit.small}`,
        distractors: wrong.map((x) => `${int(x)} ${unit.small}`),
        hint: `1 ${unit.big} = ${int(unit.factor)} ${unit.small}.`,
        explanation: `1 ${unit.big} = ${int(unit.factor)} ${unit.small}, so ${n} ${unit.big} = ${n} × ${int(unit.factor)} = ${int(answer)} ${unit.small}.`,
        params: { form: 'convert', n, factor: unit.factor, unit: unit.small },
      };
    },
    2: (rng): Problem => {
      const unit = rng.pick(UNITS);
      const n = rng.int(1, 9);
      const part = unit.factor === 100 ? rng.int(1, 19) * 5 : rng.int(1, 19) * 50;
      const answer = n * unit.factor + part;
      const wrong =
        unit.factor === 100
          ? [n * 1000 + part, n + part, n * 10 + part]
          : [n * 100 + part, n + part, n * 10000 + part];
      return {
        text: `How many ${unit.smallName} is ${n} ${unit.big} ${part} ${unit.small}?`,
        answer: `${int(answer)} ${unit.small}`,
        distractors: wrong.map((x) => `${int(x)} ${unit.small}`),
        hint: `Change the ${unit.bigName} to ${unit.smallName} first, then add.`,
        explanation: `${n} ${unit.big} = ${int(n * unit.factor)} ${unit.small}, and ${int(n * unit.factor)} + ${part} = ${int(answer)} ${unit.small}.`,
        params: { form: 'mixed', n, part, factor: unit.factor, unit: unit.small },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const length = rng.int(3, 9);
        const cutM = rng.int(1, length - 2);
        const cutCm = rng.int(1, 19) * 5;
        const left = length * 100 - (cutM * 100 + cutCm);
        const show = (cm: number): string => `${Math.floor(cm / 100)} m ${cm % 100} cm`;
        const who = rng.pick(NAMES);
        return {
          text: `A ribbon is ${length} m long. ${who} cuts off ${cutM} m ${cutCm} cm. How long is the ribbon now?`,
          answer: show(left),
          distractors: [left + 100, length * 100 + cutM * 100 + cutCm, left - 100, left + 10]
            .filter((cm) => cm >= 100)
            .map(show),
          hint: 'Change everything to centimetres, subtract, then change back.',
          explanation: `${length} m = ${length * 100} cm and ${cutM} m ${cutCm} cm = ${cutM * 100 + cutCm} cm, so ${length * 100} − ${cutM * 100 + cutCm} = ${left} cm, which is ${show(left)}.`,
          params: { form: 'ribbon', length, cutM, cutCm },
        };
      }
      const litres = rng.int(1, 5);
      const glass = rng.pick([100, 200, 250, 500]);
      const answer = (litres * 1000) / glass;
      return {
        text: `A jug holds ${litres} L of lemonade. How many glasses of ${glass} mL each can be filled from it?`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, [answer * 2, answer / 2, answer + 1], { min: 1 })),
        hint: '1 L = 1000 mL.',
        explanation: `${litres} L = ${int(litres * 1000)} mL, and ${int(litres * 1000)} ÷ ${glass} = ${answer} glasses.`,
        params: { form: 'glasses', litres, glass },
      };
    },
  },
};

const clock = (minutes: number): string => {
  const h = Math.floor(minutes / 60);
  return `${h}:${String(minutes % 60).padStart(2, '0')}`;
};

const duration = (minutes: number): string => {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const hours = h === 1 ? '1 hour' : `${h} hours`;
  return m === 0 ? hours : h === 0 ? `${m} minutes` : `${hours} ${m} minutes`;
};

const time: SkillSpec = {
  slug: 'time',
  name: 'Time',
  description:
    'Change between hours, minutes, days and weeks, read a clock to five minutes and find end times.',
  prerequisites: ['adding-three-digit-numbers'],
  levels: {
    1: (rng): Problem => {
      const n = rng.int(2, 9);
      const form = rng.pick(['minutes', 'days', 'hours'] as const);
      const spec = {
        minutes: { from: 'hours', one: '1 hour = 60 minutes.', per: 60, wrong: [n * 100, n * 10, n + 60] },
        days: { from: 'weeks', one: '1 week = 7 days.', per: 7, wrong: [n * 5, n * 10, n + 7] },
        hours: { from: 'days', one: '1 day = 24 hours.', per: 24, wrong: [n * 12, n * 60, n + 24] },
      }[form];
      const answer = n * spec.per;
      return {
        text: `How many ${form} are there in ${n} ${spec.from}?`,
        answer: int(answer),
        distractors: fmtInts(spec.wrong),
        hint: spec.one,
        explanation: `${n} × ${spec.per} = ${answer}, so ${n} ${spec.from} have ${answer} ${form}.`,
        params: { form, n },
      };
    },
    2: (rng): Problem => {
      const h = rng.int(1, 11);
      const k = rng.int(1, 11);
      const answer = clock(h * 60 + 5 * k);
      const wrong = [
        clock(h * 60 + k),
        clock((h + 1) * 60 + 5 * k),
        clock(k * 60 + 5 * h),
        clock(h * 60 + 5 * k + 5),
      ];
      return {
        text: `The hour hand of a clock is between ${h} and ${h + 1}, and the minute hand points to ${k}. What time is it?`,
        answer,
        distractors: wrong,
        hint: 'Each number the minute hand points to means 5 more minutes.',
        explanation: `The hour is ${h}, and the minute hand at ${k} means ${k} × 5 = ${5 * k} minutes, so the time is ${answer}.`,
        params: { form: 'read', h, k },
      };
    },
    3: (rng): Problem => {
      const start = rng.int(1, 8) * 60 + rng.int(0, 11) * 5;
      const length = rng.int(1, 2) * 60 + rng.int(1, 11) * 5;
      const end = start + length;
      if (end >= 12 * 60) return time.levels[3](rng);
      if (rng.chance(0.5))
        return {
          text: `A film starts at ${clock(start)} and lasts ${duration(length)}. At what time does it end?`,
          answer: clock(end),
          distractors: [end - (length % 60), end + 60, end - 60, end + 10].map(clock),
          hint: 'Add the hours first, then the minutes.',
          explanation: `${clock(start)} plus ${duration(length)} is ${clock(end)}.`,
          params: { form: 'end', start, length },
        };
      return {
        text: `A picnic starts at ${clock(start)} and ends at ${clock(end)}. How long is the picnic?`,
        answer: duration(length),
        distractors: [length + 60, length - 5, length + 10, length - 60].filter((x) => x > 0).map(duration),
        hint: 'Count the whole hours first, then the extra minutes.',
        explanation: `From ${clock(start)} to ${clock(end)} is ${duration(length)}.`,
        params: { form: 'length', start, length },
      };
    },
  },
};

/** The wrong product of a child who forgets to add the carried tens. */
const forgetCarry = (a: number, b: number): number => Math.floor(a / 10) * b * 10 + (((a % 10) * b) % 10);

const multiplication: SkillSpec = {
  slug: 'multiplication',
  name: 'Multiplication',
  description: 'Use the tables up to 10 and multiply a two-digit number by a one-digit number.',
  prerequisites: ['adding-three-digit-numbers'],
  levels: {
    1: (rng): Problem => {
      const a = rng.int(2, 10);
      const b = rng.int(2, 10);
      const answer = a * b;
      return {
        text: `What is ${a} × ${b}?`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, [answer + b, answer - b, a + b], { min: 1 })),
        hint: `Say the table of ${b} up to ${a} × ${b}.`,
        explanation: `${a} groups of ${b} make ${answer}, so ${a} × ${b} = ${answer}.`,
        params: { form: 'fact', a, b },
      };
    },
    2: (rng): Problem => {
      const b = rng.int(2, 9);
      const a = rng.int(12, Math.min(99, Math.floor(999 / b)));
      const answer = a * b;
      return {
        text: `What is ${a} × ${b}?`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, [forgetCarry(a, b), answer + 10, a + b], { min: 1 })),
        hint: 'Multiply the ones first, then the tens, and add any carry.',
        explanation: `${a} × ${b} = ${Math.floor(a / 10) * 10} × ${b} + ${a % 10} × ${b} = ${Math.floor(a / 10) * 10 * b} + ${(a % 10) * b} = ${answer}.`,
        params: { form: 'product', a, b },
      };
    },
    3: (rng): Problem => {
      const b = rng.int(3, 9);
      const a = rng.int(12, Math.min(60, Math.floor(999 / b)));
      const answer = a * b;
      const story = rng.pick([
        [`A box holds ${a} crayons. How many crayons are there in ${b} boxes?`, 'crayons'],
        [`A bus has ${a} seats. How many seats are there in ${b} such buses?`, 'seats'],
        [`One packet has ${a} biscuits. How many biscuits are there in ${b} packets?`, 'biscuits'],
        [
          `A tailor uses ${a} buttons on one day. How many buttons does the tailor use in ${b} days?`,
          'buttons',
        ],
      ] as const);
      return {
        text: story[0],
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, [forgetCarry(a, b), a + b, answer - a], { min: 1 })),
        hint: 'Equal groups put together means multiplying.',
        explanation: `${b} × ${a} = ${answer} ${story[1]}.`,
        params: { form: 'story', a, b },
      };
    },
  },
};

const division: SkillSpec = {
  slug: 'division',
  name: 'Division',
  description: 'Share equally, divide using the tables and find what is left over.',
  prerequisites: ['multiplication'],
  levels: {
    1: (rng): Problem => {
      const divisor = rng.int(2, 10);
      const q = rng.int(2, 10);
      const dividend = divisor * q;
      return {
        text: `What is ${dividend} ÷ ${divisor}?`,
        answer: int(q),
        distractors: fmtInts(ints(rng, q, [q + 1, q - 1, dividend - divisor], { min: 1 })),
        hint: 'Division undoes multiplication: use the times tables.',
        explanation: `${divisor} × ${q} = ${dividend}, so ${dividend} ÷ ${divisor} = ${q}.`,
        params: { form: 'fact', dividend, divisor },
      };
    },
    2: (rng): Problem => {
      const divisor = rng.int(2, 9);
      const q = rng.int(3, 10);
      const dividend = divisor * q;
      const item = rng.pick(ITEMS);
      return {
        text: `${dividend} ${item} are shared equally among ${divisor} children. How many ${item} does each child get?`,
        answer: int(q),
        distractors: fmtInts(ints(rng, q, [q + 1, q - 1, dividend - divisor], { min: 1 })),
        hint: 'Sharing equally means dividing.',
        explanation: `${dividend} ÷ ${divisor} = ${q}, because ${divisor} × ${q} = ${dividend}.`,
        params: { form: 'share', dividend, divisor },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const divisor = rng.int(3, 9);
        const q = rng.int(2, 9);
        const r = rng.int(1, divisor - 1);
        const dividend = divisor * q + r;
        const item = rng.pick(ITEMS);
        return {
          text: `${dividend} ${item} are shared equally among ${divisor} children, giving each child as many as possible. How many ${item} are left over?`,
          answer: int(r),
          distractors: fmtInts(ints(rng, r, [q, divisor - r, r + 1], { min: 0 })),
          hint: `Find the biggest number in the table of ${divisor} that is not more than ${dividend}.`,
          explanation: `${divisor} × ${q} = ${divisor * q} and ${dividend} − ${divisor * q} = ${r}, so ${r} ${r === 1 ? 'is' : 'are'} left over.`,
          params: { form: 'remainder', dividend, divisor },
        };
      }
      const a = rng.int(3, 10);
      const b = rng.int(3, 10);
      return {
        text: `${a} × ? = ${a * b}. What is the missing number?`,
        answer: int(b),
        distractors: fmtInts(ints(rng, b, [a * b - a, b + 1, b - 1], { min: 1 })),
        hint: `Divide ${a * b} by ${a}.`,
        explanation: `${a * b} ÷ ${a} = ${b}, so ${a} × ${b} = ${a * b}.`,
        params: { form: 'missing', a, product: a * b },
      };
    },
  },
};

const rupeesAndPaise: SkillSpec = {
  slug: 'rupees-and-paise',
  name: 'Rupees and paise',
  description: 'Change rupees to paise, write amounts with a point and add or subtract money.',
  prerequisites: ['subtracting-three-digit-numbers'],
  levels: {
    1: (rng): Problem => {
      const r = rng.int(2, 9);
      return {
        text: `How many paise make ₹${r}?`,
        answer: `${r * 100} paise`,
        distractors: [r * 10, r * 1000, r + 100].map((x) => `${int(x)} paise`),
        hint: '₹1 = 100 paise.',
        explanation: `₹1 = 100 paise, so ₹${r} = ${r} × 100 = ${r * 100} paise.`,
        params: { form: 'paise', r },
      };
    },
    2: (rng): Problem => {
      const r = rng.int(2, 49);
      const p = rng.pick([5, 10, 20, 25, 40, 50, 60, 75, 80, 90]);
      const swapped = p < 10 ? p * 10 : p % 10 === 0 ? p / 10 : (p % 10) * 10 + Math.floor(p / 10);
      const amount = r * 100 + p;
      return {
        text: `How do we write ₹${r} and ${p} paise using a point?`,
        answer: rupeesPaise(amount),
        distractors: [
          rupeesPaise(r * 100 + swapped),
          rupeesPaise((r * 100 + p) * 100),
          rupeesPaise(amount + 100),
        ],
        hint: 'Paise always take two places after the point.',
        explanation: `${p} paise is ${String(p).padStart(2, '0')} hundredths of a rupee, so ₹${r} and ${p} paise is ${rupeesPaise(amount)}.`,
        params: { form: 'write', r, p },
      };
    },
    3: (rng): Problem => {
      const who = rng.pick(NAMES);
      if (rng.chance(0.5)) {
        const a = rng.int(10, 40) * 100 + rng.int(5, 19) * 5;
        const b = rng.int(10, 40) * 100 + (19 - rng.int(0, 9)) * 5;
        const sum = a + b;
        const noCarry = Math.floor(a / 100) * 100 + Math.floor(b / 100) * 100 + (sum % 100);
        return {
          text: `${who} buys a pen for ${rupeesPaise(a)} and a notebook for ${rupeesPaise(b)}. How much does ${who} spend?`,
          answer: rupeesPaise(sum),
          distractors: [noCarry, sum + 100, sum - 50, sum + 50]
            .filter((x) => x !== sum && x > 0)
            .map(rupeesPaise),
          hint: 'Add the paise first; 100 paise make ₹1 to carry.',
          explanation: `${rupeesPaise(a)} + ${rupeesPaise(b)} = ${rupeesPaise(sum)}.`,
          params: { form: 'total', a, b },
        };
      }
      const note = rng.pick([50, 100]) * 100;
      const price = rng.int(11, note / 100 - 5) * 100 + rng.int(1, 19) * 5;
      const change = note - price;
      return {
        text: `${capitalize(who)} buys a book for ${rupeesPaise(price)} and pays with a ₹${note / 100} note. How much change does ${who} get?`,
        answer: rupeesPaise(change),
        distractors: [change + 100, note + price, change - 100, change + 50]
          .filter((x) => x > 0 && x !== change)
          .map(rupeesPaise),
        hint: `Take the price away from ${rupeesPaise(note)}, borrowing ₹1 as 100 paise.`,
        explanation: `${rupeesPaise(note)} − ${rupeesPaise(price)} = ${rupeesPaise(change)}.`,
        params: { form: 'change', note, price },
      };
    },
  },
};

export const class03: ClassSpec = {
  grade: 3,
  chapters: [
    { slug: 'numbers', title: 'Numbers up to 999', skills: [threeDigit] },
    { slug: 'addition-and-subtraction', title: 'Addition and Subtraction', skills: [addition, subtraction] },
    { slug: 'measurement', title: 'Measurement', skills: [measurement] },
    { slug: 'time-chapter', title: 'Time', skills: [time] },
    { slug: 'multiplication-chapter', title: 'Multiplication', skills: [multiplication] },
    { slug: 'division-chapter', title: 'Division', skills: [division] },
    { slug: 'money', title: 'Rupees and Paise', skills: [rupeesAndPaise] },
  ],
};
