// Class 5 skills for the chapters of Maths Mela that the first skills did not cover (issue 14).
import type { Rng } from '@quizring/contracts/random';
import { columnAddition, columnSubtraction, fmtInts, noBorrowDifference, noCarrySum } from './common.ts';
import { ints } from './distractors.ts';
import { barGraph, borderTiles, gridMap, stickPatterns } from './figures-class-05.ts';
import { int } from './format.ts';
import { NAMES } from './story.ts';
import type { Problem, SkillSpec } from './types.ts';

const roundTo = (n: number, unit: number): number => Math.round(n / unit) * unit;

/** A number whose hundreds digit is not 5, so rounding to the nearest thousand has one clear answer. */
function clearThousands(rng: Rng, lo: number, hi: number): number {
  for (;;) {
    const n = rng.int(lo, hi);
    if (Math.floor(n / 100) % 10 !== 5) return n;
  }
}

const CITY_TRIPS = [
  ['Delhi', 'Chennai'],
  ['Mumbai', 'Kolkata'],
  ['Jaipur', 'Guwahati'],
  ['Amritsar', 'Kanyakumari'],
  ['Ahmedabad', 'Bhubaneswar'],
  ['Lucknow', 'Bengaluru'],
] as const;

export const largeNumberSums: SkillSpec = {
  slug: 'large-number-sums',
  name: 'Adding and subtracting large numbers',
  description:
    'Add and subtract numbers up to lakhs, solve travel and population problems and estimate sums by rounding.',
  prerequisites: ['large-numbers', 'math-4-adding-and-subtracting-large-numbers'],
  levels: {
    1: (rng): Problem => {
      if (rng.chance(0.5)) {
        const a = rng.int(12_000, 59_999);
        const b = rng.int(12_000, 39_999);
        const sum = a + b;
        return {
          text: `What is ${int(a)} + ${int(b)}?`,
          answer: int(sum),
          distractors: fmtInts(
            ints(rng, sum, [noCarrySum(a, b), sum + 1000, sum - 100, sum + 10], { min: 1 }),
          ),
          hint: 'Add the ones first, then the tens, hundreds and so on, carrying to the next place when a column makes 10 or more.',
          explanation: `Column by column: ${columnAddition(a, b)}, so the sum is ${int(sum)}.`,
          params: { form: 'add', a, b },
        };
      }
      const a = rng.int(50_000, 99_999);
      const b = rng.int(11_000, a - 10_000);
      const diff = a - b;
      return {
        text: `What is ${int(a)} − ${int(b)}?`,
        answer: int(diff),
        distractors: fmtInts(
          ints(rng, diff, [noBorrowDifference(a, b), diff + 1000, diff - 100, diff + 10], { min: 1 }),
        ),
        hint: 'Subtract the ones first; when a top digit is smaller, borrow 1 from the next place.',
        explanation: `Column by column: ${columnSubtraction(a, b)}, so the difference is ${int(diff)}.`,
        params: { form: 'subtract', a, b },
      };
    },
    2: (rng): Problem => {
      const who = rng.pick(NAMES);
      if (rng.chance(0.5)) {
        const [from, to] = rng.pick(CITY_TRIPS);
        const total = rng.int(1500, 3200);
        const done = rng.int(600, total - 300);
        const left = total - done;
        return {
          text: `The road journey from ${from} to ${to} is ${int(total)} km. ${who}'s family has driven ${int(done)} km. How many kilometres are still left?`,
          answer: `${int(left)} km`,
          distractors: ints(
            rng,
            left,
            [total + done, noBorrowDifference(total, done), left + 100, left - 10],
            {
              min: 1,
            },
          ).map((x) => `${int(x)} km`),
          hint: 'The distance left is the whole journey minus the part already driven.',
          explanation: `${int(total)} − ${int(done)} = ${int(left)}, so ${int(left)} km are left.`,
          params: { form: 'journey', total, done },
        };
      }
      const people = rng.int(40_000, 95_000);
      const children = rng.int(12_000, Math.floor(people / 2));
      const adults = people - children;
      return {
        text: `A town has ${int(people)} people. ${int(children)} of them are children. How many adults live in the town?`,
        answer: int(adults),
        distractors: fmtInts(
          ints(
            rng,
            adults,
            [people + children, noBorrowDifference(people, children), adults + 1000, adults - 10],
            {
              min: 1,
            },
          ),
        ),
        hint: 'Every person is either a child or an adult, so take the children away from everyone.',
        explanation: `${int(people)} − ${int(children)} = ${int(adults)} adults.`,
        params: { form: 'population', people, children },
      };
    },
    3: (rng): Problem => {
      const add = rng.chance(0.5);
      let a = clearThousands(rng, 31_000, 89_999);
      // One number rounds up, so rounding is not the same as dropping the hundreds.
      while (Math.floor(a / 100) % 10 < 6) a = clearThousands(rng, 31_000, 89_999);
      const b = clearThousands(rng, 11_000, add ? 49_999 : a - 5000);
      const ra = roundTo(a, 1000);
      const rb = roundTo(b, 1000);
      const estimate = add ? ra + rb : ra - rb;
      const down = add
        ? Math.floor(a / 1000) * 1000 + Math.floor(b / 1000) * 1000
        : Math.floor(a / 1000) * 1000 - Math.floor(b / 1000) * 1000;
      const tenThousands = add
        ? roundTo(a, 10_000) + roundTo(b, 10_000)
        : roundTo(a, 10_000) - roundTo(b, 10_000);
      const op = add ? '+' : '−';
      return {
        text: `Estimate ${int(a)} ${op} ${int(b)} by rounding each number to the nearest thousand.`,
        answer: int(estimate),
        distractors: fmtInts(
          ints(rng, estimate, [down, tenThousands, estimate + 1000, estimate - 1000], { min: 1 }),
        ),
        hint: 'Look at the hundreds digit: 5 or more rounds the thousands up, less than 5 keeps them.',
        explanation: `${int(a)} rounds to ${int(ra)} and ${int(b)} rounds to ${int(rb)}, so the estimate is ${int(ra)} ${op} ${int(rb)} = ${int(estimate)}.`,
        params: { form: add ? 'estimate-sum' : 'estimate-difference', a, b },
      };
    },
  },
};

const LENGTH_UNITS = [
  { big: 'km', small: 'm', factor: 1000, bigName: 'kilometres', smallName: 'metres' },
  { big: 'm', small: 'cm', factor: 100, bigName: 'metres', smallName: 'centimetres' },
] as const;

export const lengthAndDistance: SkillSpec = {
  slug: 'length-and-distance',
  name: 'Length and distance',
  description: 'Change kilometres to metres and metres to centimetres, and add and compare distances.',
  prerequisites: ['large-numbers', 'math-4-measurement'],
  levels: {
    1: (rng): Problem => {
      const u = rng.pick(LENGTH_UNITS);
      const big = rng.int(2, 9);
      const small = u.factor === 1000 ? rng.pick([rng.int(1, 9) * 10, rng.int(101, 999)]) : rng.int(5, 95);
      const value = big * u.factor + small;
      const joined = Number(`${big}${small}`);
      return {
        text: `How many ${u.smallName} are there in ${big} ${u.big} ${small} ${u.small}?`,
        answer: `${int(value)} ${u.small}`,
        distractors: ints(
          rng,
          value,
          [joined, big * u.factor * 10 + small, big * (u.factor / 10) + small, value + u.factor],
          {
            min: 1,
          },
        ).map((x) => `${int(x)} ${u.small}`),
        hint: `1 ${u.big} = ${int(u.factor)} ${u.small}.`,
        explanation: `${big} ${u.big} = ${big} × ${int(u.factor)} = ${int(big * u.factor)} ${u.small}, and ${int(big * u.factor)} + ${small} = ${int(value)} ${u.small}.`,
        params: { form: u.small, big, small },
      };
    },
    2: (rng): Problem => {
      const who = rng.pick(NAMES);
      const walk = rng.int(3, 9) * 100 + rng.pick([0, 50]);
      const km = rng.int(2, 9);
      const m = rng.int(2, 9) * 100;
      const total = walk + km * 1000 + m;
      return {
        text: `${who} walks ${int(walk)} m to the bus stop and then travels ${km} km ${m} m by bus to school. How many metres does ${who} travel in all?`,
        answer: `${int(total)} m`,
        distractors: ints(rng, total, [walk + km * 100 + m, walk + km + m, total + 1000, total - 100], {
          min: 1,
        }).map((x) => `${int(x)} m`),
        hint: 'Change the bus distance into metres first.',
        explanation: `${km} km ${m} m = ${int(km * 1000 + m)} m, and ${int(walk)} + ${int(km * 1000 + m)} = ${int(total)} m.`,
        params: { form: 'travel', walk, km, m },
      };
    },
    3: (rng): Problem => {
      const who = rng.pick(NAMES);
      const k1 = rng.int(3, 8);
      const m1 = rng.int(1, 4) * 100;
      const k2 = k1 - 1;
      const m2 = rng.int(6, 9) * 100;
      // The answer would be written in the stem (5 km 600 m, 600 m shorter).
      if (1000 + m1 - m2 === m2) return lengthAndDistance.levels[3](rng);
      const a = k1 * 1000 + m1;
      const b = k2 * 1000 + m2;
      const diff = a - b;
      const columnSlip = (k1 - k2) * 1000 + (m2 - m1);
      return {
        text: `From ${who}'s home to the market, one road is ${k1} km ${m1} m long and another is ${k2} km ${m2} m long. How many metres shorter is the second road?`,
        answer: `${int(diff)} m`,
        distractors: ints(rng, diff, [columnSlip, a + b, diff + 100, diff + 1000], { min: 1 }).map(
          (x) => `${int(x)} m`,
        ),
        hint: 'Write both lengths in metres before you subtract.',
        explanation: `${k1} km ${m1} m = ${int(a)} m and ${k2} km ${m2} m = ${int(b)} m, so ${int(a)} − ${int(b)} = ${int(diff)} m.`,
        params: { form: 'shorter', a, b },
      };
    },
  },
};

const POLYGON_SIDES = [
  ['triangles', 3],
  ['quadrilaterals', 4],
  ['pentagons', 5],
  ['hexagons', 6],
  ['octagons', 8],
] as const;

const STICK_PATTERNS = [
  { shape: 'squares', one: 4, more: 3 },
  { shape: 'triangles', one: 3, more: 2 },
  { shape: 'hexagons', one: 6, more: 5 },
  { shape: 'pentagons', one: 5, more: 4 },
] as const;

export const shapesAndPatterns: SkillSpec = {
  slug: 'shapes-and-patterns',
  name: 'Shapes and patterns',
  description: 'Count the sides and corners of polygons and continue patterns made of sticks and tiles.',
  prerequisites: ['multiplication-and-division', 'math-4-patterns'],
  levels: {
    1: (rng): Problem => {
      const who = rng.pick(NAMES);
      const [shape, sides] = rng.pick(POLYGON_SIDES);
      const k = rng.int(2, 9);
      const total = k * sides;
      return {
        text: `${who} draws ${k} ${shape} on a sheet. How many corners do they have altogether?`,
        answer: int(total),
        distractors: fmtInts(
          ints(rng, total, [k + sides, k * (sides - 1), k * (sides + 1), total + k], { min: 1 }),
        ),
        hint: 'A polygon has as many corners as it has sides.',
        explanation: `Each of the ${shape} has ${sides} corners, so ${k} × ${sides} = ${total} corners.`,
        params: { form: 'corners', k, sides },
      };
    },
    2: (rng): Problem => {
      const p = rng.pick(STICK_PATTERNS);
      const n = rng.int(6, 20);
      const sticks = p.one + p.more * (n - 1);
      return {
        text: `Matchsticks make a row of ${p.shape} joined side by side: 1 of them needs ${p.one} sticks, 2 need ${p.one + p.more} and 3 need ${p.one + 2 * p.more}. How many sticks make a row of ${n}?`,
        answer: int(sticks),
        distractors: fmtInts(
          ints(rng, sticks, [p.one * n, p.more * n, sticks + p.more, sticks - 1], { min: 1 }),
        ),
        hint: `After the first one, each new shape shares one stick with the one before it.`,
        explanation: `The first needs ${p.one} sticks and each of the other ${n - 1} needs ${p.more} more: ${p.one} + ${p.more} × ${n - 1} = ${sticks}.`,
        figure: stickPatterns(p.shape, [p.one, p.one + p.more, p.one + 2 * p.more]),
        params: { form: 'sticks', one: p.one, more: p.more, n },
      };
    },
    3: (rng): Problem => {
      const n = rng.int(5, 16);
      const border = 4 * n - 4;
      const colour = rng.pick(['blue', 'red', 'green', 'yellow']);
      return {
        text: `A square floor design is ${n} tiles long and ${n} tiles wide. All the tiles along its edge are ${colour}. How many ${colour} tiles are there?`,
        answer: int(border),
        distractors: fmtInts(ints(rng, border, [4 * n, n * n, 4 * n - 2, (n - 2) * (n - 2)], { min: 1 })),
        hint: 'Count each side, but take care: a corner tile lies on two sides.',
        explanation: `4 sides of ${n} tiles make 4 × ${n} = ${4 * n}, but the 4 corner tiles were counted twice: ${4 * n} − 4 = ${border}.`,
        figure: borderTiles(n, colour),
        params: { form: 'border', n },
      };
    },
  },
};

const MEASURES = [
  { big: 'kg', small: 'g', bigName: 'kilograms', smallName: 'grams', thing: 'rice' },
  { big: 'L', small: 'mL', bigName: 'litres', smallName: 'millilitres', thing: 'milk' },
] as const;

const kgG = (grams: number, big: string, small: string): string => {
  const whole = Math.floor(grams / 1000);
  const rest = grams % 1000;
  return `${whole} ${big} ${rest} ${small}`;
};

export const weightAndCapacity: SkillSpec = {
  slug: 'weight-and-capacity',
  name: 'Weight and capacity',
  description:
    'Change kilograms to grams and litres to millilitres, share into packets and glasses, and subtract.',
  prerequisites: ['multiplication-and-division', 'math-4-measurement'],
  levels: {
    1: (rng): Problem => {
      const u = rng.pick(MEASURES);
      const big = rng.int(2, 9);
      const small = rng.pick([rng.int(1, 9) * 10, rng.int(1, 9) * 5 + 100 * rng.int(1, 9)]);
      const value = big * 1000 + small;
      return {
        text: `How many ${u.smallName} make ${big} ${u.big} ${small} ${u.small}?`,
        answer: `${int(value)} ${u.small}`,
        distractors: ints(
          rng,
          value,
          [Number(`${big}${small}`), big * 100 + small, big * 10_000 + small, value + 1000],
          {
            min: 1,
          },
        ).map((x) => `${int(x)} ${u.small}`),
        hint: `1 ${u.big} = 1000 ${u.small}.`,
        explanation: `${big} ${u.big} = ${big} × 1000 = ${int(big * 1000)} ${u.small}, and ${int(big * 1000)} + ${small} = ${int(value)} ${u.small}.`,
        params: { form: u.small, big, small },
      };
    },
    2: (rng): Problem => {
      const litres = rng.chance(0.5);
      const part = litres ? rng.pick([100, 125, 200, 250, 500]) : rng.pick([100, 200, 250, 500]);
      const count = rng.int(4, 24);
      const whole = part * count;
      if (whole % 1000 === 0 || whole < 1000) return weightAndCapacity.levels[2](rng);
      const big = Math.floor(whole / 1000);
      const rest = whole % 1000;
      const text = litres
        ? `A can holds ${big} L ${rest} mL of lassi. How many glasses of ${part} mL can be filled from it?`
        : `A shopkeeper has ${big} kg ${rest} g of dal. How many packets of ${part} g can she fill?`;
      return {
        text,
        answer: int(count),
        distractors: fmtInts(
          ints(
            rng,
            count,
            [Math.floor((big * 1000) / part), (big * 100 + rest) / part, count + 2, count - 1],
            {
              min: 1,
            },
          ).filter((x) => Number.isInteger(x)),
        ),
        hint: `Change the whole amount into ${litres ? 'millilitres' : 'grams'} first, then divide.`,
        explanation: `${big} ${litres ? 'L' : 'kg'} ${rest} ${litres ? 'mL' : 'g'} = ${int(whole)} ${litres ? 'mL' : 'g'}, and ${int(whole)} ÷ ${part} = ${count}.`,
        params: { form: litres ? 'glasses' : 'packets', whole, part },
      };
    },
    3: (rng): Problem => {
      const u = rng.pick(MEASURES);
      const who = rng.pick(NAMES);
      const start = rng.int(5, 20);
      const usedBig = rng.int(1, start - 2);
      let usedSmall = rng.int(1, 19) * 50;
      while (usedSmall === 500) usedSmall = rng.int(1, 19) * 50;
      const used = usedBig * 1000 + usedSmall;
      const left = start * 1000 - used;
      const noBorrow = (start - usedBig) * 1000 + (1000 - usedSmall);
      const text =
        u.big === 'kg'
          ? `${who}'s family bought ${start} kg of ${u.thing}. In a month they used ${usedBig} kg ${usedSmall} g. How much ${u.thing} is left?`
          : `A hostel kitchen had ${start} L of ${u.thing}. The cook used ${usedBig} L ${usedSmall} mL. How much ${u.thing} is left?`;
      return {
        text,
        answer: kgG(left, u.big, u.small),
        distractors: [
          noBorrow,
          (start - usedBig - 1) * 1000 + usedSmall,
          (start - usedBig) * 1000 + usedSmall,
          left + 100,
          left + 1000,
        ]
          .filter((x) => x !== left && x > 0)
          .map((x) => kgG(x, u.big, u.small)),
        hint: `Write ${start} ${u.big} as ${start - 1} ${u.big} 1000 ${u.small} before subtracting.`,
        explanation: `${start} ${u.big} = ${start - 1} ${u.big} 1000 ${u.small}; 1000 − ${usedSmall} = ${1000 - usedSmall} ${u.small} and ${start - 1} − ${usedBig} = ${start - 1 - usedBig} ${u.big}, so ${kgG(left, u.big, u.small)} is left.`,
        params: { form: u.big === 'kg' ? 'weight-left' : 'capacity-left', start, used },
      };
    },
  },
};

export const divisionProblems: SkillSpec = {
  slug: 'division-and-remainders',
  name: 'Division and remainders',
  description:
    'Divide by one- and two-digit numbers, find remainders and decide what to do with them in a problem.',
  prerequisites: ['multiplication-and-division', 'math-4-division'],
  levels: {
    1: (rng): Problem => {
      const divisor = rng.int(3, 9);
      const q = rng.int(102, 999);
      const dividend = divisor * q;
      if (dividend > 9999) return divisionProblems.levels[1](rng);
      const missedZero = Math.floor(q / 100) * 10 + (q % 10);
      return {
        text: `What is ${int(dividend)} ÷ ${divisor}?`,
        answer: int(q),
        distractors: fmtInts(
          ints(rng, q, [q % 100 < 10 ? missedZero : q + 100, q + 1, q - 1, q + 10], { min: 1 }),
        ),
        hint: `Divide from the biggest place: how many ${divisor}s are in the first digits, then bring down the next digit.`,
        explanation: `${divisor} × ${q} = ${int(dividend)}, so ${int(dividend)} ÷ ${divisor} = ${q}.`,
        params: { form: 'quotient', dividend, divisor },
      };
    },
    2: (rng): Problem => {
      const divisor = rng.int(4, 15);
      const q = rng.int(12, 80);
      const r = rng.int(1, divisor - 1);
      const dividend = divisor * q + r;
      return {
        text: `What is the remainder when ${int(dividend)} is divided by ${divisor}?`,
        answer: int(r),
        distractors: fmtInts(
          ints(rng, r, [divisor - r, r + 1, r - 1, divisor], { min: 0, max: divisor + 2 }),
        ),
        hint: `Find the biggest multiple of ${divisor} that is not more than ${int(dividend)}.`,
        explanation: `${divisor} × ${q} = ${int(divisor * q)} and ${int(dividend)} − ${int(divisor * q)} = ${r}, so the remainder is ${r}.`,
        params: { form: 'remainder', dividend, divisor },
      };
    },
    3: (rng): Problem => {
      const per = rng.pick([10, 12, 15, 20, 24, 25]);
      const q = rng.int(8, 40);
      const r = rng.int(1, per - 1);
      const total = per * q + r;
      if (rng.chance(0.5)) {
        return {
          text: `A farmer picked ${int(total)} coconuts. A sack holds ${per} coconuts. How many sacks does he need to carry all the coconuts?`,
          answer: int(q + 1),
          distractors: fmtInts(ints(rng, q + 1, [q, r, q + 2, q + r], { min: 1 })),
          hint: 'The coconuts left over after filling the full sacks still need a sack.',
          explanation: `${int(total)} ÷ ${per} = ${q} remainder ${r}: ${q} full sacks and one more for the ${r} left over, so ${q} + 1 = ${q + 1} sacks.`,
          params: { form: 'sacks-needed', total, per },
        };
      }
      return {
        text: `Coconut sweets are packed ${per} to a box. There are ${int(total)} sweets. How many boxes can be filled completely?`,
        answer: int(q),
        distractors: fmtInts(ints(rng, q, [q + 1, r, q - 1, q + r], { min: 1 })),
        hint: 'Only full boxes count; the sweets left over do not make a full box.',
        explanation: `${int(total)} ÷ ${per} = ${q} remainder ${r}, so ${q} boxes are full and ${r} sweets are left over.`,
        params: { form: 'boxes-full', total, per },
      };
    },
  },
};

/** Lines of symmetry of common shapes, as Maths Mela draws them. */
const SYMMETRIC_SHAPES = [
  ['a square', 4],
  ['a rectangle that is not a square', 2],
  ['an equilateral triangle', 3],
  ['an isosceles triangle with two equal sides only', 1],
  ['a scalene triangle (all sides different)', 0],
  ['a regular hexagon', 6],
  ['a regular pentagon', 5],
] as const;

const VERTICAL_LETTERS = ['A', 'H', 'M', 'O', 'T', 'U', 'V', 'W', 'X', 'Y'] as const;
const HORIZONTAL_LETTERS = ['B', 'C', 'D', 'E', 'H', 'K', 'O', 'X'] as const;
const NO_LINE_LETTERS = ['F', 'G', 'J', 'L', 'N', 'P', 'Q', 'R', 'S', 'Z'] as const;

export const symmetricalDesigns: SkillSpec = {
  slug: 'lines-of-symmetry',
  name: 'Lines of symmetry',
  description: 'Find the lines of symmetry of shapes and letters and complete symmetrical designs.',
  prerequisites: ['angles', 'math-4-symmetry'],
  levels: {
    1: (rng): Problem => {
      const [shape, lines] = rng.pick(SYMMETRIC_SHAPES);
      return {
        text: `A paper cut-out has the shape of ${shape}. How many lines of symmetry does it have?`,
        answer: int(lines),
        distractors: fmtInts(
          ints(rng, lines, [lines === 4 ? 2 : 4, lines + 1, lines - 1, lines * 2], { min: 0 }),
        ),
        hint: 'A line of symmetry folds the shape so that the two halves cover each other exactly.',
        explanation:
          lines === 0
            ? 'No fold makes the two halves match, so it has 0 lines of symmetry.'
            : `There are ${lines} ways to fold it so the halves match exactly, so it has ${lines} line${lines === 1 ? '' : 's'} of symmetry.`,
        params: { form: 'shape', shape, lines },
      };
    },
    2: (rng): Problem => {
      const vertical = rng.chance(0.5);
      const pool = vertical
        ? VERTICAL_LETTERS.filter((l) => !(HORIZONTAL_LETTERS as readonly string[]).includes(l))
        : HORIZONTAL_LETTERS.filter((l) => !(VERTICAL_LETTERS as readonly string[]).includes(l));
      const answer = rng.pick(pool);
      const others = rng.shuffle([...NO_LINE_LETTERS]).slice(0, 3);
      const options = rng.shuffle([answer, ...others]);
      const kind = vertical ? 'a standing (vertical)' : 'a sleeping (horizontal)';
      return {
        text: `Written in capital letters, which of these has ${kind} line of symmetry: ${options.join(', ')}?`,
        answer,
        options,
        hint: vertical
          ? 'Imagine a mirror standing up in the middle of each letter.'
          : 'Imagine folding each letter along a line across its middle, top onto bottom.',
        explanation: `${answer} folds onto itself along ${vertical ? 'a vertical' : 'a horizontal'} line; ${others.slice(0, 2).join(', ')} and ${others[2]} have 0 lines of symmetry.`,
        // One question a letter: the same letter among other wrong ones would be the same exercise.
        params: { form: vertical ? 'vertical' : 'horizontal', letter: answer },
      };
    },
    3: (rng): Problem => {
      const half = rng.int(4, 15);
      const on = rng.int(1, 5);
      const whole = 2 * half + on;
      return {
        text: `Tenzin is making a design on squared paper that is symmetrical about a mirror line. On one side of the line ${half} squares are coloured, and ${on} coloured squares lie on the mirror line itself. How many squares are coloured in the whole design?`,
        answer: int(whole),
        distractors: fmtInts(ints(rng, whole, [2 * half, 2 * (half + on), half + on, whole + 1], { min: 1 })),
        hint: 'The other side is the mirror image of the first; squares on the line are not doubled.',
        explanation: `The mirror image has ${half} squares too, so ${half} + ${half} + ${on} = ${whole} squares.`,
        params: { form: 'design', half, on },
      };
    },
  },
};

const minSec = (s: number): string => `${Math.floor(s / 60)} min ${s % 60} s`;

export const racingSeconds: SkillSpec = {
  slug: 'time-in-seconds',
  name: 'Minutes and seconds',
  description: 'Change minutes to seconds and back, and compare and add race times.',
  prerequisites: ['multiplication-and-division', 'math-4-time'],
  levels: {
    1: (rng): Problem => {
      if (rng.chance(0.5)) {
        const m = rng.int(2, 9);
        const s = rng.int(5, 55);
        const total = m * 60 + s;
        return {
          text: `How many seconds are there in ${m} minutes ${s} seconds?`,
          answer: `${total} seconds`,
          distractors: [m * 100 + s, m * 60, m + s, total + 60]
            .filter((x) => x !== total)
            .map((x) => `${x} seconds`),
          hint: '1 minute = 60 seconds.',
          explanation: `${m} minutes = ${m} × 60 = ${m * 60} seconds, and ${m * 60} + ${s} = ${total} seconds.`,
          params: { form: 'to-seconds', m, s },
        };
      }
      let total = rng.int(130, 590);
      while (total % 60 === 0 || total % 100 >= 60) total = rng.int(130, 590);
      return {
        text: `How is ${total} seconds written in minutes and seconds?`,
        answer: minSec(total),
        distractors: [
          `${Math.floor(total / 100)} min ${total % 100} s`,
          minSec(total + 60),
          minSec(total - 60),
          minSec(total + 20),
        ],
        hint: 'Take away 60 seconds for every whole minute.',
        explanation: `${Math.floor(total / 60)} × 60 = ${Math.floor(total / 60) * 60} and ${total} − ${Math.floor(total / 60) * 60} = ${total % 60}, so it is ${minSec(total)}.`,
        params: { form: 'to-minutes', total },
      };
    },
    2: (rng): Problem => {
      const [first, second] = rng.shuffle([...NAMES]);
      const fast = rng.int(2, 5) * 60 + rng.int(35, 59);
      const slow = fast + rng.int(8, 40);
      if (slow % 60 >= fast % 60) return racingSeconds.levels[2](rng);
      const diff = slow - fast;
      const asHundred =
        Math.floor(slow / 60) * 100 + (slow % 60) - (Math.floor(fast / 60) * 100 + (fast % 60));
      return {
        text: `In a race around the school ground, ${first} took ${minSec(fast)} and ${second} took ${minSec(slow)}. By how many seconds did ${first} finish ahead?`,
        answer: `${diff} seconds`,
        distractors: ints(rng, diff, [asHundred, (fast % 60) - (slow % 60), diff + 60, diff + 10], {
          min: 1,
        }).map((x) => `${x} seconds`),
        hint: 'Change both times into seconds before subtracting (1 minute = 60 seconds, not 100).',
        explanation: `${minSec(fast)} = ${fast} seconds and ${minSec(slow)} = ${slow} seconds, so ${slow} − ${fast} = ${diff} seconds.`,
        params: { form: 'ahead', fast, slow },
      };
    },
    3: (rng): Problem => {
      const who = rng.pick(NAMES);
      const laps = rng.int(3, 6);
      const lap = rng.int(1, 2) * 60 + rng.int(25, 55);
      const total = laps * lap;
      const asHundred = laps * (Math.floor(lap / 60) * 100 + (lap % 60));
      const slip = Math.floor(asHundred / 100) * 60 + (asHundred % 100);
      return {
        text: `${who} runs ${laps} rounds of a park. Each round takes ${minSec(lap)}. How long does ${who} take for all the rounds?`,
        answer: minSec(total),
        distractors: [slip, total + 60, total - 60, total + 40]
          .filter((x) => x !== total && x % 60 < 60)
          .map(minSec),
        hint: 'Multiply the time of one round in seconds, then change the seconds back to minutes and seconds.',
        explanation: `${minSec(lap)} = ${lap} seconds, ${laps} × ${lap} = ${total} seconds, which is ${minSec(total)}.`,
        params: { form: 'laps', laps, lap },
      };
    },
  },
};

const DIRECTIONS = ['North', 'East', 'South', 'West'] as const;
const TURNS = [
  ['turns right (a quarter turn clockwise)', 1],
  ['turns left (a quarter turn anticlockwise)', 3],
  ['takes a half turn', 2],
  ['takes three quarter turns clockwise', 3],
] as const;
const PLACES = ['Temple', 'School', 'Well', 'Post office', 'Park', 'Library', 'Bank'] as const;

export const mapsAndLocations: SkillSpec = {
  slug: 'maps-and-directions',
  name: 'Maps and directions',
  description: 'Use directions and turns, a map scale and a grid map to find places and distances.',
  prerequisites: ['angles'],
  levels: {
    1: (rng): Problem => {
      const who = rng.pick(NAMES);
      const start = rng.int(0, 3);
      const [turn, quarters] = rng.pick(TURNS);
      const end = DIRECTIONS[(start + quarters) % 4] ?? 'North';
      return {
        text: `${who} stands facing ${DIRECTIONS[start]} and ${turn}. Which direction does ${who} face now?`,
        answer: end,
        options: [...DIRECTIONS],
        hint: 'Picture a compass and turn on it one quarter at a time; turning right is clockwise.',
        explanation: `That is ${quarters} quarter turn${quarters > 1 ? 's' : ''} clockwise from ${DIRECTIONS[start]}, which ends facing ${end}.`,
        params: { form: 'turn', start, quarters, turn },
      };
    },
    2: (rng): Problem => {
      const scale = rng.pick([2, 5, 10, 20, 25, 50]);
      const cm = rng.int(3, 12);
      const km = scale * cm;
      if (rng.chance(0.5)) {
        return {
          text: `On a map, 1 cm stands for ${scale} km. Two towns are ${cm} cm apart on the map. How far apart are they really?`,
          answer: `${int(km)} km`,
          distractors: ints(rng, km, [cm + scale, cm, scale * (cm + 1), km * 10], { min: 1 }).map(
            (x) => `${int(x)} km`,
          ),
          hint: 'Every centimetre on the map is the same real distance.',
          explanation: `${cm} cm on the map is ${cm} × ${scale} = ${int(km)} km.`,
          params: { form: 'real', scale, cm },
        };
      }
      return {
        text: `On a map, 1 cm stands for ${scale} km. Two villages are ${int(km)} km apart. How far apart should they be drawn on the map?`,
        answer: `${cm} cm`,
        distractors: ints(rng, cm, [km - scale, km, km * scale, cm + 1], { min: 1 }).map(
          (x) => `${int(x)} cm`,
        ),
        hint: `Find how many lots of ${scale} km make the real distance.`,
        explanation: `${int(km)} ÷ ${scale} = ${cm}, so they are drawn ${cm} cm apart.`,
        params: { form: 'map', scale, cm },
      };
    },
    3: (rng): Problem => {
      let dx = 0;
      let dy = 0;
      while (dx === 0 || dy === 0 || Math.abs(dx) === Math.abs(dy)) {
        dx = rng.int(-3, 3);
        dy = rng.int(-3, 3);
      }
      const [startName = 'Bus stop', answer = 'Temple', ...others] = rng.shuffle([...PLACES]);
      const wrong = others.slice(0, 3);
      const spots: [string, number, number][] = [
        [startName, 4, 4],
        [answer, 4 + dx, 4 + dy],
        [wrong[0] ?? 'Bank', 4 - dx, 4 + dy],
        [wrong[1] ?? 'Park', 4 + dx, 4 - dy],
        [wrong[2] ?? 'Well', 4 - dx, 4 - dy],
      ];
      const ew = `${Math.abs(dx)} block${Math.abs(dx) > 1 ? 's' : ''} ${dx > 0 ? 'East' : 'West'}`;
      const ns = `${Math.abs(dy)} block${Math.abs(dy) > 1 ? 's' : ''} ${dy > 0 ? 'North' : 'South'}`;
      return {
        text: `Look at the map. Starting at the ${startName}, Farhan walks ${ew} and then ${ns}. Where does he reach?`,
        answer: `The ${answer}`,
        options: rng.shuffle([answer, ...wrong]).map((p) => `The ${p}`),
        hint: 'North is at the top of the map, so East is to the right.',
        explanation: `From the ${startName} (column 4, row 4), ${ew} gives column ${4 + dx} and ${ns} gives row ${4 + dy}, where the ${answer} is.`,
        figure: gridMap(
          7,
          spots.map(([name, col, row]) => ({ name, col, row })),
        ),
        params: { form: 'grid', dx, dy, places: spots.map(([name]) => name) },
      };
    },
  },
};

const MONTHS = [
  'June',
  'July',
  'August',
  'September',
  'November',
  'December',
  'January',
  'February',
] as const;

/** A survey date: it gives each graph question its own numbers, as real surveys have. */
const surveyDay = (rng: Rng): string => `${rng.int(1, 28)} ${rng.pick(MONTHS)}`;

const GAMES = ['Kho-kho', 'Cricket', 'Kabaddi', 'Football', 'Chess'] as const;
const FRUITS = ['Mango', 'Banana', 'Guava', 'Apple', 'Papaya'] as const;

export const dataThroughPictures: SkillSpec = {
  slug: 'pictographs-and-bar-graphs',
  name: 'Pictographs and bar graphs',
  description: 'Read pictographs with a key and bar graphs, and compare and add the numbers they show.',
  prerequisites: ['multiplication-and-division', 'math-4-data-handling'],
  levels: {
    1: (rng): Problem => {
      const key = rng.pick([2, 4, 5, 10]);
      const full = rng.int(3, 9);
      const half = key % 2 === 0 && rng.chance(0.5);
      const game = rng.pick(GAMES);
      const value = full * key + (half ? key / 2 : 0);
      return {
        text: `In a pictograph of favourite games, one ball stands for ${key} children. The row for ${game} shows ${full} balls${half ? ' and half a ball' : ''}. How many children chose ${game}?`,
        answer: int(value),
        distractors: fmtInts(
          ints(rng, value, [full + (half ? 1 : 0), full * key, (full + 1) * key, full + key], { min: 1 }),
        ),
        hint: `Multiply the number of whole balls by ${key}${half ? `, then add half of ${key} for the half ball` : ''}.`,
        explanation: half
          ? `${full} × ${key} = ${full * key} and half a ball is ${key / 2}, so ${full * key} + ${key / 2} = ${value} children.`
          : `${full} × ${key} = ${value} children.`,
        params: { form: half ? 'half' : 'whole', key, full },
      };
    },
    2: (rng): Problem => {
      const fruits = rng.shuffle([...FRUITS]).slice(0, 4);
      const values = fruits.map(() => rng.int(2, 12) * 10);
      if (new Set(values).size < 4) return dataThroughPictures.levels[2](rng);
      const [i = 0, j = 1] = rng.shuffle([0, 1, 2, 3]);
      const a = values[i] ?? 0;
      const b = values[j] ?? 0;
      if (a <= b) return dataThroughPictures.levels[2](rng);
      const diff = a - b;
      const day = surveyDay(rng);
      const bars = fruits.map((label, k) => ({ label, value: values[k] ?? 0 }));
      return {
        text: `The bar graph shows how many kilograms of fruit a shop sold on ${day}. How many more kilograms of ${fruits[i]} than ${fruits[j]} were sold?`,
        answer: `${diff} kg`,
        distractors: ints(rng, diff, [a + b, a, b, diff + 10], { min: 1 }).map((x) => `${x} kg`),
        hint: `Read the top of each of the two bars against the scale, then find the difference.`,
        explanation: `${fruits[i]}: ${a} kg and ${fruits[j]}: ${b} kg, so ${a} − ${b} = ${diff} kg more.`,
        figure: barGraph(bars, 10, 'kg', `fruit sold on ${day}, in kilograms`),
        params: { form: 'more', values, i, j, day },
      };
    },
    3: (rng): Problem => {
      const games = rng.shuffle([...GAMES]).slice(0, 4);
      const values = games.map(() => rng.int(2, 9) * 4);
      if (new Set(values).size < 4) return dataThroughPictures.levels[3](rng);
      const total = values.reduce((s, v) => s + v, 0);
      const bars = games.map((label, k) => ({ label, value: values[k] ?? 0 }));
      const day = surveyDay(rng);
      const figure = barGraph(bars, 4, 'Children', `the favourite games of Class 5 on ${day}`);
      const [i = 0, j = 1] = rng.shuffle([0, 1, 2, 3]);
      const a = values[i] ?? 0;
      const b = values[j] ?? 0;
      if (rng.chance(0.5)) {
        const answer = total - a;
        return {
          text: `On ${day} each child of Class 5 chose one favourite game, as the bar graph shows. How many children did not choose ${games[i]}?`,
          answer: int(answer),
          distractors: fmtInts(ints(rng, answer, [total, a, total - a - b, answer + 4], { min: 1 })),
          hint: 'Add the children in all the other bars.',
          explanation: `All the bars together: ${values.join(' + ')} = ${total}; without ${games[i]}: ${total} − ${a} = ${answer}.`,
          figure,
          params: { form: 'not', values, i, day },
        };
      }
      return {
        text: `The bar graph shows the favourite games of Class 5 in a survey on ${day}. How many children chose ${games[i]} or ${games[j]}?`,
        answer: int(a + b),
        distractors: fmtInts(ints(rng, a + b, [Math.abs(a - b), total, a * 2, a + b + 4], { min: 1 })),
        hint: 'Read the two bars against the scale and add them.',
        explanation: `${games[i]}: ${a} and ${games[j]}: ${b}, so ${a} + ${b} = ${a + b} children.`,
        figure,
        params: { form: 'either', values, i, j, day },
      };
    },
  },
};
