import {
  columnAddition,
  columnSubtraction,
  distinctInts,
  fmtInts,
  noBorrowDifference,
  noCarrySum,
  ordinal,
} from './common.ts';
import { ints } from './distractors.ts';
import { capitalize, count, int, numberName, rupees } from './format.ts';
import type { Rng } from '@quizring/contracts/random';
import { ITEMS, NAMES, SHOP_ITEMS } from './story.ts';
import { withDistinctQuestions } from './distinct-class-01.ts';
import { LETTER_STROKES, letterFigure, shapeFigure, tallyFigure } from './figures-class-02.ts';
import type { ClassSpec, Problem, SkillSpec } from './types.ts';

const name = (n: number): string => capitalize(numberName(n));

const numbers: SkillSpec = {
  slug: 'place-value-up-to-999',
  name: 'Number names and place value',
  description: 'Read and write number names and find the place value of digits in numbers up to 999.',
  prerequisites: ['skip-counting', 'math-1-tens-and-ones'],
  levels: {
    1: (rng): Problem => {
      const tens = rng.int(2, 9);
      let ones = rng.int(1, 9);
      while (ones === tens) ones = rng.int(1, 9);
      const n = tens * 10 + ones;
      const reversed = ones * 10 + tens;
      const near = [reversed, n + 1, n - 1, n + 10 <= 99 ? n + 10 : n - 10];
      if (rng.chance(0.5))
        return {
          text: `What is the number name of ${n}?`,
          answer: name(n),
          distractors: near.filter((x) => x >= 20).map(name),
          hint: 'Say the tens first, then the ones.',
          explanation: `${n} is ${tens} tens and ${ones} ones: ${numberName(tens * 10)} and ${numberName(ones)}, so it is ${numberName(n)}.`,
          params: { form: 'name', n },
        };
      return {
        text: `Which number is ${numberName(n)}?`,
        answer: int(n),
        distractors: fmtInts(ints(rng, n, [reversed, tens * 100 + ones, n + 10], { min: 0 })),
        hint: `${capitalize(numberName(tens * 10))} tells you the tens digit.`,
        explanation: `${capitalize(numberName(n))} is ${tens * 10} + ${ones} = ${n}.`,
        params: { form: 'figure', n },
      };
    },
    2: (rng): Problem => {
      const [h = 1, t = 2, o = 3] = distinctInts(rng, 3, 1, 9);
      const n = h * 100 + t * 10 + o;
      const place = rng.pick([0, 1, 2]);
      const digit = [o, t, h][place] ?? 0;
      const answer = digit * 10 ** place;
      const placeName = ['ones', 'tens', 'hundreds'][place] ?? '';
      return {
        text: `What is the place value of ${digit} in ${n}?`,
        answer: int(answer),
        distractors: fmtInts([digit, digit * 10, digit * 100, digit * 1000].filter((x) => x !== answer)),
        hint: 'Find which place the digit is in: ones, tens or hundreds.',
        explanation: `In ${n} the digit ${digit} is in the ${placeName} place, so its value is ${digit} × ${10 ** place} = ${answer}.`,
        params: { form: 'place', n, place },
      };
    },
    3: (rng): Problem => {
      const h = rng.int(1, 9);
      const zeroTens = rng.chance(0.5);
      const other = rng.int(1, 9);
      const t = zeroTens ? 0 : other;
      const o = zeroTens ? other : 0;
      const answer = h * 100 + t * 10 + o;
      const dropped = zeroTens ? h * 10 + o : h * 10 + t;
      const swapped = h * 100 + o * 10 + t;
      const reversed = o * 100 + t * 10 + h;
      const typical = [dropped, swapped, reversed, h * 1000 + other];
      const parts = `${count(h, 'hundred', 'hundreds')}, ${count(t, 'ten', 'tens')} and ${count(o, 'one', 'ones')}`;
      if (rng.chance(0.5))
        return {
          text: `Which number has ${parts}?`,
          answer: int(answer),
          distractors: fmtInts(ints(rng, answer, typical, { min: 1 })),
          hint: 'Write a 0 in any place that has nothing in it.',
          explanation: `${capitalize(parts)} make ${h * 100} + ${t * 10} + ${o} = ${answer}.`,
          params: { form: 'parts', h, t, o },
        };
      return {
        text: `Which number is ${h * 100} + ${zeroTens ? o : t * 10}?`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, typical, { min: 1 })),
        hint: 'Count the hundreds, tens and ones separately; a place with nothing gets a 0.',
        explanation: `${h * 100} + ${zeroTens ? o : t * 10} is ${parts}, which is ${answer}.`,
        params: { form: 'sum', h, t, o },
      };
    },
  },
};

const parityWord = (n: number): 'even' | 'odd' => (n % 2 === 0 ? 'even' : 'odd');

const evenOdd: SkillSpec = {
  slug: 'even-and-odd',
  name: 'Even and odd numbers',
  description: 'Tell even numbers from odd numbers and find the next even or odd number.',
  prerequisites: ['place-value-up-to-999'],
  levels: {
    1: (rng): Problem => {
      const form = rng.pick(['even', 'odd'] as const);
      const pool: number[] = [];
      while (pool.length < 3) {
        const x = rng.int(11, 99);
        if (parityWord(x) !== form && !pool.includes(x)) pool.push(x);
      }
      let answer = rng.int(11, 99);
      while (parityWord(answer) !== form) answer = rng.int(11, 99);
      const nums = rng.shuffle([...pool, answer]);
      return {
        text: `Which of these numbers is ${form}: ${nums.join(', ')}?`,
        answer: int(answer),
        options: fmtInts(nums),
        hint: 'Look only at the ones digit: 0, 2, 4, 6 and 8 make a number even.',
        explanation: `${answer} ends in ${answer % 10}, so it is ${form}; the others end in ${form === 'even' ? 'an odd' : 'an even'} digit.`,
        params: { form, nums },
      };
    },
    2: (rng): Problem => {
      const form = rng.pick(['even', 'odd'] as const);
      const n = rng.int(10, 97);
      const answer = parityWord(n + 1) === form ? n + 1 : n + 2;
      return {
        text: `What is the next ${form} number after ${n}?`,
        answer: int(answer),
        distractors: fmtInts([answer + 1, answer - 1, answer + 2, answer + 3].filter((x) => x !== n)),
        hint: `Even and odd numbers take turns; ${n} is ${parityWord(n)}.`,
        explanation: `${n} is ${parityWord(n)}, and counting on from it the first ${form} number is ${answer}.`,
        params: { form, n },
      };
    },
    3: (rng): Problem => {
      const form = rng.pick(['even', 'odd'] as const);
      const a = rng.int(10, 80);
      const b = a + rng.int(6, 15);
      let answer = 0;
      for (let k = a + 1; k < b; k++) if (parityWord(k) === form) answer++;
      const first = parityWord(a + 1) === form ? a + 1 : a + 2;
      const last = parityWord(b - 1) === form ? b - 1 : b - 2;
      return {
        text: `How many ${form} numbers are there between ${a} and ${b}?`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, [answer + 1, answer - 1, b - a - 1], { min: 0 })),
        hint: `Do not count ${a} and ${b} themselves.`,
        explanation: `The ${form} numbers between ${a} and ${b} go from ${first} to ${last} in steps of 2, which is ${answer} numbers.`,
        params: { form, a, b },
      };
    },
  },
};

const skipCounting: SkillSpec = {
  slug: 'skip-counting',
  name: 'Skip counting',
  description:
    'Count forwards and backwards in 2s, 3s, 4s, 5s and 10s and find a number further along the count.',
  prerequisites: ['math-1-number-patterns', 'math-1-tens-and-ones'],
  levels: {
    1: (rng): Problem => {
      const step = rng.pick([2, 5, 10]);
      const start = step * rng.int(3, 8);
      const shown = [0, 1, 2, 3].map((i) => start + i * step);
      const answer = start + 4 * step;
      return {
        text: `Count in ${step}s: ${shown.join(', ')}, __. Which number comes next?`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, [answer - step + 1, answer + step, answer + 1], { min: 0 })),
        hint: `Add ${step} to the last number.`,
        explanation: `Counting in ${step}s, the number after ${answer - step} is ${answer - step} + ${step} = ${answer}.`,
        params: { start, step },
      };
    },
    2: (rng): Problem => {
      const down = rng.chance(0.5);
      const step = down ? rng.pick([2, 5, 10]) : rng.pick([3, 4, 10]);
      const start = down
        ? rng.int(6, 9) * 10 + (step === 10 ? rng.int(1, 9) : 0)
        : rng.int(1, 3) * step + rng.int(1, 2);
      const signed = down ? -step : step;
      const shown = [0, 1, 2, 3].map((i) => start + i * signed);
      const answer = start + 4 * signed;
      return {
        text: `Which number comes next? ${shown.join(', ')}, __`,
        answer: int(answer),
        distractors: fmtInts(
          ints(rng, answer, [answer - 2 * signed, answer + signed, answer + 1], { min: 0 }),
        ),
        hint: down
          ? 'The numbers go down by the same amount each time.'
          : 'The numbers go up by the same amount each time.',
        explanation: `Each number is ${step} ${down ? 'less' : 'more'} than the one before, so next comes ${answer - signed} ${down ? '−' : '+'} ${step} = ${answer}.`,
        params: { start, step: signed },
      };
    },
    3: (rng): Problem => {
      const step = rng.pick([2, 3, 4, 5, 10]);
      const start = rng.chance(0.5) ? step : rng.int(1, 9);
      const n = rng.int(6, 10);
      const answer = start + (n - 1) * step;
      const who = rng.pick(NAMES);
      return {
        text: `${who} counts in ${step}s starting at ${start}. What is the ${ordinal(n)} number ${who} says?`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, [start + n * step, answer - step, start + n], { min: 0 })),
        hint: `The 1st number is ${start}; each number after it adds ${step}.`,
        explanation: `The ${ordinal(n)} number is ${start} plus ${n - 1} steps of ${step}: ${start} + ${(n - 1) * step} = ${answer}.`,
        params: { start, step, n },
      };
    },
  },
};

function addition(rng: Rng, carry: boolean): { a: number; b: number } {
  const ta = rng.int(1, 7);
  const tb = rng.int(1, 8 - ta);
  const oa = carry ? rng.int(2, 9) : rng.int(0, 8);
  const ob = carry ? rng.int(10 - oa, 9) : rng.int(1, 9 - oa);
  return { a: ta * 10 + oa, b: tb * 10 + ob };
}

const addTwoDigit: SkillSpec = {
  slug: 'adding-two-digit-numbers',
  name: 'Adding two-digit numbers',
  description: 'Add two-digit numbers with and without carrying, and solve addition word problems.',
  prerequisites: ['place-value-up-to-999'],
  levels: {
    1: (rng): Problem => {
      const { a, b } = addition(rng, false);
      const sum = a + b;
      return {
        text: `What is ${a} + ${b}?`,
        answer: int(sum),
        distractors: fmtInts(ints(rng, sum, [Math.abs(a - b), sum + 10, sum - 10, sum + 1], { min: 1 })),
        hint: 'Add the ones first, then the tens.',
        explanation: `Ones: ${a % 10} + ${b % 10} = ${(a % 10) + (b % 10)}; tens: ${Math.floor(a / 10)} + ${Math.floor(b / 10)} = ${Math.floor(sum / 10)}; so ${a} + ${b} = ${sum}.`,
        params: { form: 'sum', a, b },
      };
    },
    2: (rng): Problem => {
      const { a, b } = addition(rng, true);
      const sum = a + b;
      return {
        text: `What is ${a} + ${b}?`,
        answer: int(sum),
        distractors: fmtInts(ints(rng, sum, [noCarrySum(a, b), sum + 10, sum + 1], { min: 0 })),
        hint: 'When the ones make 10 or more, carry one ten to the tens.',
        explanation: `Column by column: ${columnAddition(a, b)}, so ${a} + ${b} = ${sum}.`,
        params: { form: 'sum', a, b },
      };
    },
    3: (rng): Problem => {
      const { a, b } = addition(rng, true);
      const sum = a + b;
      const story = rng.pick([
        {
          text: `A school bus has ${a} children on it. At the next stop ${b} more children get on. How many children are on the bus now?`,
          unit: 'children',
        },
        {
          text: `A shop sold ${a} kites on Monday and ${b} kites on Tuesday. How many kites did the shop sell on the two days?`,
          unit: 'kites',
        },
        {
          text: `A garden has ${a} rose plants and ${b} marigold plants. How many plants are there in all?`,
          unit: 'plants',
        },
        {
          text: `${rng.pick(NAMES)} read ${a} pages of a book yesterday and ${b} pages today. How many pages is that in all?`,
          unit: 'pages',
        },
      ]);
      return {
        text: story.text,
        answer: int(sum),
        distractors: fmtInts(ints(rng, sum, [noCarrySum(a, b), Math.abs(a - b), sum + 10], { min: 1 })),
        hint: 'Putting two groups together means we add.',
        explanation: `${a} + ${b} = ${sum}, so the answer is ${sum} ${story.unit}.`,
        params: { form: 'story', a, b },
      };
    },
  },
};

function subtraction(rng: Rng, borrow: boolean): { a: number; b: number } {
  for (;;) {
    const a = rng.int(30, 99);
    const b = rng.int(11, a - 10);
    if (a % 10 < b % 10 === borrow) return { a, b };
  }
}

const subtractTwoDigit: SkillSpec = {
  slug: 'subtracting-two-digit-numbers',
  name: 'Subtracting two-digit numbers',
  description: 'Subtract two-digit numbers with and without borrowing, and solve subtraction word problems.',
  prerequisites: ['adding-two-digit-numbers'],
  levels: {
    1: (rng): Problem => {
      const { a, b } = subtraction(rng, false);
      const diff = a - b;
      return {
        text: `What is ${a} − ${b}?`,
        answer: int(diff),
        distractors: fmtInts(ints(rng, diff, [a + b, diff + 10, diff - 10, diff + 1], { min: 0 })),
        hint: 'Subtract the ones first, then the tens.',
        explanation: `Ones: ${a % 10} − ${b % 10} = ${(a % 10) - (b % 10)}; tens: ${Math.floor(a / 10)} − ${Math.floor(b / 10)} = ${Math.floor(diff / 10)}; so ${a} − ${b} = ${diff}.`,
        params: { form: 'difference', a, b },
      };
    },
    2: (rng): Problem => {
      const { a, b } = subtraction(rng, true);
      const diff = a - b;
      return {
        text: `What is ${a} − ${b}?`,
        answer: int(diff),
        distractors: fmtInts(ints(rng, diff, [noBorrowDifference(a, b), diff + 10, diff - 1], { min: 0 })),
        hint: `You cannot take ${b % 10} from ${a % 10}, so borrow one ten.`,
        explanation: `Column by column: ${columnSubtraction(a, b)}, so ${a} − ${b} = ${diff}.`,
        params: { form: 'difference', a, b },
      };
    },
    3: (rng): Problem => {
      const { a, b } = subtraction(rng, true);
      const diff = a - b;
      const who = rng.pick(NAMES);
      const item = rng.pick(ITEMS);
      const story = rng.pick([
        `${who} had ${a} ${item} and gave ${b} of them to friends. How many ${item} are left with ${who}?`,
        `There were ${a} ${item} in a box. ${b} ${item} were taken out. How many ${item} are still in the box?`,
        `A class needs ${a} ${item} for a festival and has collected ${b}. How many more ${item} does the class need?`,
      ]);
      return {
        text: story,
        answer: int(diff),
        distractors: fmtInts(ints(rng, diff, [noBorrowDifference(a, b), a + b, diff + 10], { min: 0 })),
        hint: 'Taking away and finding how many more both mean subtracting.',
        explanation: `${a} − ${b} = ${diff}, so the answer is ${diff} ${item}.`,
        params: { form: 'story', a, b },
      };
    },
  },
};

const GROUPS = [
  ['plates', 'laddoos', 'on each plate'],
  ['boxes', 'crayons', 'in each box'],
  ['bags', 'mangoes', 'in each bag'],
  ['vases', 'flowers', 'in each vase'],
  ['rows', 'chairs', 'in each row'],
  ['packets', 'biscuits', 'in each packet'],
] as const;

const multiplication: SkillSpec = {
  slug: 'multiplication-as-repeated-addition',
  name: 'Multiplication as repeated addition',
  description: 'See multiplication as equal groups and use the tables of 2, 3, 4, 5 and 10.',
  prerequisites: ['skip-counting', 'adding-two-digit-numbers'],
  levels: {
    1: (rng): Problem => {
      const n = rng.int(2, 9);
      const k = rng.int(3, 5);
      const sum = Array<number>(k).fill(n).join(' + ');
      if (rng.chance(0.5)) {
        const wrong = [`${k + 1} × ${n}`, `${k} + ${n}`, `${k} × ${n + 1}`, `${k - 1} × ${n}`];
        return {
          text: `${sum} is the same as which multiplication?`,
          answer: `${k} × ${n}`,
          distractors: wrong.filter((w) => w !== `${n} × ${k}`),
          hint: `Count how many times ${n} is added.`,
          explanation: `${n} is added ${k} times, which is ${k} groups of ${n}, written ${k} × ${n}.`,
          params: { form: 'write', n, k },
        };
      }
      const answer = n * k;
      return {
        text: `What is ${sum}?`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, [n + k, answer + n, answer - n], { min: 1 })),
        hint: `Skip count in ${n}s, ${k} times.`,
        explanation: `${k} groups of ${n} make ${k} × ${n} = ${answer}.`,
        params: { form: 'value', n, k },
      };
    },
    2: (rng): Problem => {
      const table = rng.pick([2, 3, 4, 5, 10]);
      const k = rng.int(2, 10);
      const answer = table * k;
      return {
        text: `What is ${k} × ${table}?`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, [k + table, answer + table, answer - table], { min: 1 })),
        hint: `Count in ${table}s, ${k} times.`,
        explanation: `Counting in ${table}s ${k} times gives ${answer}, so ${k} × ${table} = ${answer}.`,
        params: { form: 'fact', n: table, k },
      };
    },
    3: (rng): Problem => {
      const [groups, things, where] = rng.pick(GROUPS);
      const n = rng.int(2, 5);
      const k = rng.int(3, 9);
      const answer = n * k;
      return {
        text: `There are ${k} ${groups} with ${n} ${things} ${where}. How many ${things} are there in all?`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, [n + k, answer + n, answer - n], { min: 1 })),
        hint: `It is ${k} equal groups of ${n}.`,
        explanation: `${k} groups of ${n} make ${k} × ${n} = ${answer} ${things}.`,
        params: { form: 'story', n, k },
      };
    },
  },
};

const NOTES = [10, 20, 50] as const;

const money: SkillSpec = {
  slug: 'money',
  name: 'Money',
  description: 'Add notes and coins, find the total cost of two things and the change from a note.',
  prerequisites: ['subtracting-two-digit-numbers'],
  levels: {
    1: (rng): Problem => {
      const note = rng.pick(NOTES);
      const notes = rng.int(1, note === 50 ? 1 : 3);
      const coin = rng.pick([1, 2, 5, 10]);
      const coins = rng.int(2, 4);
      const sum = note * notes + coin * coins;
      const word = (k: number): string => ['', 'one', 'two', 'three', 'four'][k] ?? String(k);
      return {
        text: `How much money is ${word(notes)} ${rupees(note)} note${notes > 1 ? 's' : ''} and ${word(coins)} ${rupees(coin)} coins?`,
        answer: rupees(sum),
        distractors: ints(rng, sum, [note + coin, note * notes + coin, sum + coin], { min: 1 }).map(rupees),
        hint: 'Add the notes first, then the coins.',
        explanation: `The notes make ${rupees(note * notes)} and the coins make ${rupees(coin * coins)}, so the total is ${rupees(sum)}.`,
        params: { form: 'count', note, notes, coin, coins },
      };
    },
    2: (rng): Problem => {
      const { a, b } = addition(rng, true);
      const [first, second] = rng.shuffle(SHOP_ITEMS);
      return {
        text: `${capitalize(first ?? 'a pen')} costs ${rupees(a)} and ${second} costs ${rupees(b)}. What is the total cost?`,
        answer: rupees(a + b),
        distractors: ints(rng, a + b, [noCarrySum(a, b), Math.abs(a - b), a + b + 10], { min: 1 }).map(
          rupees,
        ),
        hint: 'The total cost is the sum of the two prices.',
        explanation: `${rupees(a)} + ${rupees(b)} = ${rupees(a + b)}.`,
        params: { form: 'total', a, b },
      };
    },
    3: (rng): Problem => {
      const note = rng.pick([50, 100]);
      let price = rng.int(11, note - 5);
      while (price % 10 === 0 || price % 10 === 5) price = rng.int(11, note - 5);
      const change = note - price;
      const who = rng.pick(NAMES);
      const item = rng.pick(SHOP_ITEMS);
      return {
        text: `${who} buys ${item} for ${rupees(price)} and pays with a ${rupees(note)} note. How much change does ${who} get?`,
        answer: rupees(change),
        distractors: ints(rng, change, [noBorrowDifference(note, price), change + 10, change - 1], {
          min: 1,
        }).map(rupees),
        hint: `Subtract the price from ${rupees(note)}.`,
        explanation: `${rupees(note)} − ${rupees(price)} = ${rupees(change)}.`,
        params: { form: 'change', note, price },
      };
    },
  },
};

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

function cyclic<T>(list: readonly T[], i: number): T {
  return list[((i % list.length) + list.length) % list.length] as T;
}

function dayShift(rng: Rng, day: number, shift: number, text: string, form: string): Problem {
  const answer = cyclic(DAYS, day + shift);
  return {
    text,
    answer,
    distractors: [
      day - shift,
      day + shift + 1,
      day + shift - 1,
      day + shift + 2,
      day - shift - 1,
      day + shift - 2,
      day + 3,
    ]
      .filter((i) => cyclic(DAYS, i) !== DAYS[day])
      .map((i) => cyclic(DAYS, i)),
    hint: 'The seven days of the week repeat in the same order, week after week.',
    explanation: `Counting ${Math.abs(shift)} day${Math.abs(shift) > 1 ? 's' : ''} ${shift > 0 ? 'on' : 'back'} from ${DAYS[day]} reaches ${answer}.`,
    params: { form, day, shift },
  };
}

const time: SkillSpec = {
  slug: 'time-and-calendar',
  name: 'Time and calendar',
  description: 'Use the order of days and months and read half past times on a clock.',
  prerequisites: [],
  levels: {
    1: (rng): Problem => {
      const day = rng.int(0, 6);
      const after = rng.chance(0.5);
      return dayShift(
        rng,
        day,
        after ? 1 : -1,
        `Which day comes just ${after ? 'after' : 'before'} ${DAYS[day]}?`,
        'day',
      );
    },
    2: (rng): Problem => {
      const day = rng.int(0, 6);
      const shift = rng.int(2, 5);
      return dayShift(
        rng,
        day,
        shift,
        `Today is ${DAYS[day]}. What day will it be ${shift} days from today?`,
        'day',
      );
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const month = rng.int(0, 11);
        const shift = rng.int(2, 4);
        const answer = cyclic(MONTHS, month + shift);
        return {
          text: `Which month comes ${shift} months after ${MONTHS[month]}?`,
          answer,
          distractors: [month - shift, month + shift + 1, month + shift - 1, month + shift + 2].map((i) =>
            cyclic(MONTHS, i),
          ),
          hint: 'The twelve months repeat in the same order every year.',
          explanation: `Counting ${shift} months on from ${MONTHS[month]} reaches ${answer}.`,
          params: { form: 'month', month, shift },
        };
      }
      const h = rng.int(1, 11);
      return {
        text: `The long hand of a clock points to 6 and the short hand is between ${h} and ${h + 1}. What time is it?`,
        answer: `Half past ${h}`,
        distractors: [`Half past ${h + 1}`, `${h} o'clock`, `6 o'clock`, `${h + 1} o'clock`],
        hint: 'When the long hand points to 6, half an hour has passed since the hour.',
        explanation: `The short hand has passed ${h} and the long hand at 6 shows 30 minutes, so it is half past ${h}.`,
        params: { form: 'half', h },
      };
    },
  },
};

// ---- Skills added for issue 14: the chapters of Joyful Mathematics 2 that had none. ----

const SOLIDS = ['Cube', 'Cuboid', 'Cylinder', 'Sphere', 'Cone'] as const;
type Solid = (typeof SOLIDS)[number];
const SOLID_OBJECTS: readonly (readonly [string, Solid])[] = [
  ['a dice', 'Cube'],
  ['a matchbox', 'Cuboid'],
  ['a brick', 'Cuboid'],
  ['a lunch box', 'Cuboid'],
  ['a glue stick', 'Cylinder'],
  ['a candle', 'Cylinder'],
  ['a tin of ghee', 'Cylinder'],
  ['a football', 'Sphere'],
  ['a laddoo', 'Sphere'],
  ["a clown's cap", 'Cone'],
  ['a birthday cap', 'Cone'],
];
const SOLID_WHY: Readonly<Record<Solid, string>> = {
  Cube: '6 flat faces, all squares of the same size',
  Cuboid: '6 flat faces shaped like rectangles',
  Cylinder: '2 flat round faces and 1 curved surface',
  Sphere: '1 curved surface all round and 0 flat faces',
  Cone: '1 flat round face, 1 curved surface and a pointed tip',
};

const solidShapes: SkillSpec = withDistinctQuestions({
  slug: 'solid-shapes',
  name: 'Solid shapes around us',
  description:
    'Name the solid shape of things around us (cube, cuboid, cylinder, sphere, cone), and say which roll, slide and stack.',
  prerequisites: ['math-1-long-and-round'],
  levels: {
    1: (rng): Problem => {
      const t = rng.int(0, 2);
      const wanted = rng.pick(SOLIDS);
      const [object, shape] = rng.pick(SOLID_OBJECTS.filter(([, sh]) => sh === wanted));
      const who = rng.pick(NAMES);
      return {
        text:
          [
            `${who} finds ${object} at home. Which solid shape is it like?`,
            `In the class shape corner, ${who} puts ${object} with the solids it looks like. Which solid shape is that?`,
            `Which solid shape has the same shape as ${object} that ${who} brought to school?`,
          ][t] ?? '',
        answer: shape,
        options: [...SOLIDS],
        hint: 'Count its flat faces and look for a curved surface or a pointed tip.',
        explanation: `${capitalize(object)} has ${SOLID_WHY[shape]}, so it is like a ${shape.toLowerCase()}.`,
        params: { form: `name-${t}`, object, shape, who },
      };
    },
    2: (rng): Problem => {
      const balls = rng.int(2, 6);
      const boxes = rng.int(2, 6);
      const tins = rng.int(2, 6);
      const who = rng.pick(NAMES);
      const form = rng.pick(['roll', 'stack'] as const);
      const answer = form === 'roll' ? balls + tins : boxes + tins;
      return {
        text: `${who}'s shop has ${balls} balls, ${boxes} boxes and ${tins} tins (standing up). How many of these can ${form === 'roll' ? 'roll' : 'be stacked one on top of another'}?`,
        answer: int(answer),
        distractors: fmtInts(
          ints(
            rng,
            answer,
            form === 'roll'
              ? [balls, balls + boxes, balls + boxes + tins]
              : [boxes, balls + boxes, balls + boxes + tins],
            { min: 1 },
          ),
        ),
        hint:
          form === 'roll'
            ? 'A ball is a sphere and a tin is a cylinder: which of them have a curved surface?'
            : 'Things with a flat top and a flat bottom can be stacked.',
        explanation:
          form === 'roll'
            ? `Balls and tins have a curved surface and roll; boxes only slide. ${balls} + ${tins} = ${answer}.`
            : `Boxes and tins have flat tops and bottoms, so they stack; balls do not. ${boxes} + ${tins} = ${answer}.`,
        params: { form, balls, boxes, tins },
      };
    },
    3: (rng): Problem => {
      const [first, second] = rng.shuffle([
        ['dice', 'dice', 6],
        ['matchbox', 'matchboxes', 6],
        ['tin', 'tins', 2],
        ['clay cone', 'clay cones', 1],
      ] as const);
      const [one = '', many = '', faces = 0] = first ?? [];
      const [one2 = '', many2 = '', faces2 = 0] = second ?? [];
      const a = rng.int(2, 4);
      const b = rng.int(2, 4);
      const answer = a * faces + b * faces2;
      const who = rng.pick(NAMES);
      const flat = (n: number): string => `${n} flat face${n === 1 ? '' : 's'}`;
      return {
        text: `${who} paints every flat face of ${a} ${many} and ${b} ${many2}. How many flat faces does ${who} paint?`,
        answer: int(answer),
        distractors: fmtInts(
          ints(rng, answer, [a * faces, a + b, answer + faces, a * faces + b], { min: 0 }),
        ),
        hint: `Count the flat faces of one ${one} and of one ${one2} first.`,
        explanation: `One ${one} has ${flat(faces)} and one ${one2} has ${flat(faces2)}: ${a} × ${faces} + ${b} × ${faces2} = ${a * faces} + ${b * faces2} = ${answer}.`,
        params: { form: 'faces', a, fa: faces, b, fb: faces2 },
      };
    },
  },
});

const TRACED: readonly (readonly [string, string, string])[] = [
  ['a dice', 'Square', 'has 4 equal straight sides and 4 corners'],
  ['a matchbox', 'Rectangle', 'has 4 straight sides, 2 long and 2 short, and 4 corners'],
  ['a brick', 'Rectangle', 'has 4 straight sides, 2 long and 2 short, and 4 corners'],
  ['a book', 'Rectangle', 'has 4 straight sides, 2 long and 2 short, and 4 corners'],
  ['a glass', 'Circle', 'is round, with 0 corners and no straight side'],
  ['a bucket', 'Circle', 'is round, with 0 corners and no straight side'],
  ['a coin', 'Circle', 'is round, with 0 corners and no straight side'],
  ['a tin of ghee', 'Circle', 'is round, with 0 corners and no straight side'],
  ['a cube-shaped wooden block', 'Square', 'has 4 equal straight sides and 4 corners'],
  ['a triangular wooden block', 'Triangle', 'has 3 straight sides and 3 corners'],
  ['a triangular prism from the maths kit', 'Triangle', 'has 3 straight sides and 3 corners'],
];
const SIDES: Readonly<Record<string, number>> = {
  triangle: 3,
  square: 4,
  rectangle: 4,
  pentagon: 5,
  hexagon: 6,
};

const flatShapes: SkillSpec = withDistinctQuestions({
  slug: 'flat-shapes',
  name: 'Flat shapes: sides and corners',
  description:
    'Trace the faces of solid things to get flat shapes, and count the sides and corners of flat shapes.',
  prerequisites: ['solid-shapes'],
  levels: {
    1: (rng): Problem => {
      const t = rng.int(0, 2);
      const wanted = rng.pick(['Circle', 'Triangle', 'Square', 'Rectangle'] as const);
      const [object, shape, why] = rng.pick(TRACED.filter(([, sh]) => sh === wanted));
      const who = rng.pick(NAMES);
      return {
        text:
          [
            `${who} puts ${object} on paper and draws around its bottom face, like a shadow. Which flat shape does ${who} get?`,
            `${who} dips the bottom of ${object} in paint and presses it on a sheet. What shape is the print?`,
            `In ${who}'s shadow play, ${object} is held so that only its bottom face shows. Which shape is the shadow?`,
          ][t] ?? '',
        answer: shape,
        options: ['Circle', 'Triangle', 'Square', 'Rectangle'],
        hint: 'Look at the bottom face: is it round, or does it have straight sides? Are the sides all the same length?',
        explanation: `The bottom face of ${object} ${why}, so the drawing is a ${shape.toLowerCase()}.`,
        params: { form: `trace-${t}`, object, who },
      };
    },
    2: (rng): Problem => {
      const shape = rng.pick(Object.keys(SIDES));
      const form = rng.pick(['sides', 'corners'] as const);
      const n = SIDES[shape] ?? 0;
      const who = rng.pick(NAMES);
      return {
        text: rng.pick([
          `${who} cuts this shape out of paper. How many ${form} does it have?`,
          `Look at the shape ${who} drew on the board. Count its ${form}: how many are there?`,
          `A shadow puppet has this shape. How many ${form} does the shape have?`,
        ]),
        answer: int(n),
        distractors: fmtInts(ints(rng, n, [n + 1, n - 1, n * 2], { min: 0 })),
        hint: `Put a finger on one ${form === 'sides' ? 'side' : 'corner'} and count round the shape until you are back where you started.`,
        explanation: `Going round the ${shape === 'pentagon' ? 'house shape' : shape}: ${Array.from({ length: n }, (_, i) => i + 1).join(', ')}. It has ${n} ${form}; a shape with straight sides has as many corners as sides.`,
        figure: shapeFigure(shape),
        params: { form, shape, who },
      };
    },
    3: (rng): Problem => {
      const a = rng.int(2, 5);
      const b = rng.int(2, 5);
      const who = rng.pick(NAMES);
      const [first, second] = rng.pick([
        ['triangles', 'squares'],
        ['triangles', 'rectangles'],
        ['squares', 'rectangles'],
      ] as const);
      const sa: number = first === 'triangles' ? 3 : 4;
      const sb: number = 4;
      const answer = a * sa + b * sb;
      return {
        text: `${who} makes ${a} ${first} and ${b} ${second} with matchsticks. No two shapes share a matchstick. How many matchsticks does ${who} use?`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, [a + b, a * sa + b, (a + b) * 4, answer + 1], { min: 1 })),
        hint: `One matchstick makes one side. How many sides does each of the ${first} have?`,
        explanation: `${a} × ${sa} = ${a * sa} and ${b} × ${sb} = ${b * sb} sticks, so ${a * sa} + ${b * sb} = ${answer}.`,
        params: { form: 'sticks', a, sa, b, sb },
      };
    },
  },
});

type LineKind = 'standing' | 'sleeping' | 'slanting';
function lineCount(letter: string, kind: LineKind): number {
  return (LETTER_STROKES[letter] ?? []).filter(([x1, y1, x2, y2]) =>
    kind === 'standing' ? x1 === x2 : kind === 'sleeping' ? y1 === y2 : x1 !== x2 && y1 !== y2,
  ).length;
}
const lineWords = (n: number, kind: LineKind): string => `${n} ${kind} line${n === 1 ? '' : 's'}`;
function madeOf(letter: string): string {
  const parts = (['standing', 'sleeping', 'slanting'] as const)
    .map((k) => [k, lineCount(letter, k)] as const)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => lineWords(n, k));
  return parts.length > 1
    ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`
    : (parts[0] ?? '');
}
const LETTERS = Object.keys(LETTER_STROKES);

const lines: SkillSpec = withDistinctQuestions({
  slug: 'standing-sleeping-slanting-lines',
  name: 'Standing, sleeping and slanting lines',
  description:
    'Find standing, sleeping and slanting lines in capital letters and count the lines used to write them.',
  prerequisites: ['flat-shapes'],
  levels: {
    1: (rng): Problem => {
      const letter = rng.pick(LETTERS);
      const form = rng.pick(['standing', 'sleeping', 'slanting'] as const);
      const n = lineCount(letter, form);
      const total = (LETTER_STROKES[letter] ?? []).length;
      return {
        text: `The capital letter ${letter} in the picture is made of ${total} straight lines. How many of them are ${form} lines?`,
        answer: int(n),
        distractors: fmtInts(ints(rng, n, [total, n + 1, n - 1, total - n], { min: 0 })),
        hint: {
          standing: 'A standing line goes straight up and down.',
          sleeping: 'A sleeping line lies flat, from side to side.',
          slanting: 'A slanting line leans, like a slide in the park.',
        }[form],
        explanation: `The letter ${letter} is made of ${madeOf(letter)}, so it has ${n} ${form} line${n === 1 ? '' : 's'}.`,
        figure: letterFigure(letter),
        params: { form, letter },
      };
    },
    2: (rng): Problem => {
      const form = rng.pick(['standing', 'sleeping', 'slanting'] as const);
      const letter = rng.pick(LETTERS.filter((l) => lineCount(l, form) > 1));
      const per = lineCount(letter, form);
      const k = rng.int(2, 5);
      const who = rng.pick(NAMES);
      const answer = per * k;
      return {
        text: `${who} writes the capital letter ${letter} ${k} times on the board. How many ${form} lines does ${who} draw?`,
        answer: int(answer),
        distractors: fmtInts(
          ints(rng, answer, [per + k, (LETTER_STROKES[letter] ?? []).length * k, answer + per, k], {
            min: 1,
          }),
        ),
        hint: `First count the ${form} lines in one ${letter}.`,
        explanation: `One ${letter} has ${lineWords(per, form)}; ${k} of them have ${k} × ${per} = ${answer}.`,
        params: { form, letter, k },
      };
    },
    3: (rng): Problem => {
      const unique = ['E', 'F', 'H', 'A', 'M', 'N', 'W', 'Z'];
      const letter = rng.pick(unique);
      const others = rng.shuffle(LETTERS.filter((l) => l !== letter)).slice(0, 3);
      const options = rng.shuffle([letter, ...others]);
      return {
        text: `Which capital letter is made of ${madeOf(letter)}?`,
        answer: letter,
        options,
        hint: 'Draw each letter in the air and sort its lines: standing, sleeping or slanting.',
        explanation: `${letter} has ${madeOf(letter)}, but ${others[0]} has ${madeOf(others[0] ?? '')}.`,
        params: { form: 'which', letter, options },
      };
    },
  },
});

const measuring: SkillSpec = withDistinctQuestions({
  slug: 'measuring-with-units',
  name: 'Measuring with the same unit',
  description:
    'Measure length, weight and capacity with a unit that stays the same (clips, marbles, mugs) and compare.',
  prerequisites: ['adding-two-digit-numbers', 'math-1-comparing-lengths-and-weights'],
  levels: {
    1: (rng): Problem => {
      const [unit, units] = rng.pick([
        ['paper clip', 'paper clips'],
        ['matchstick', 'matchsticks'],
        ['eraser', 'erasers'],
      ] as const);
      const [long, short] = rng.pick([
        ['ribbon', 'pencil'],
        ['dupatta border', 'comb'],
        ['scarf', 'ruler'],
        ['rope', 'stick'],
      ] as const);
      const b = rng.int(4, 12);
      const a = b + rng.int(3, 15);
      const answer = a - b;
      return {
        text: `Rani got a ${long} as a gift. It is ${a} ${units} long, and her ${short} is ${b} ${units} long. How many ${units} longer is the ${long}?`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, [a + b, a, answer + 1, answer - 1], { min: 1 })),
        hint: `Both are measured with the same ${unit}, so you can compare the numbers.`,
        explanation: `${a} − ${b} = ${answer}, so the ${long} is ${answer} ${units} longer.`,
        params: { form: 'longer', a, b },
      };
    },
    2: (rng): Problem => {
      if (rng.chance(0.5)) {
        const a = rng.int(6, 20);
        const b = rng.int(5, 20);
        const [big, small] = rng.pick([
          ['bucket', 'pot'],
          ['matka', 'jug'],
          ['drum', 'bucket'],
        ] as const);
        return {
          text: `A ${big} holds ${a} mugs of water and a ${small} holds ${b} mugs. How many mugs of water do the ${big} and the ${small} hold together?`,
          answer: int(a + b),
          distractors: fmtInts(ints(rng, a + b, [Math.abs(a - b), a + b + 10, a + b - 1], { min: 1 })),
          hint: 'Together means we add the mugs.',
          explanation: `${a} + ${b} = ${a + b} mugs.`,
          params: { form: 'capacity', a, b },
        };
      }
      const a = rng.int(6, 15);
      const k = rng.int(2, 3);
      const [one, many] = rng.pick([
        ['potato', 'potatoes'],
        ['onion', 'onions'],
        ['guava', 'guavas'],
      ] as const);
      return {
        text: `On a balance, one ${one} weighs the same as ${a} marbles. How many marbles weigh the same as ${k} such ${many}?`,
        answer: int(a * k),
        distractors: fmtInts(ints(rng, a * k, [a + k, a, a * k + a], { min: 1 })),
        hint: `Each ${one} needs ${a} marbles on the other side.`,
        explanation: `${Array<number>(k).fill(a).join(' + ')} = ${a * k} marbles.`,
        params: { form: 'weight', a, k },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const half = rng.int(4, 12);
        const a = 2 * half;
        return {
          text: `Rani measures a dupatta with her hand span: it is ${a} spans long. Her mother's hand span is twice as long as Rani's. How many of her mother's spans long is the dupatta?`,
          answer: int(half),
          distractors: fmtInts(ints(rng, half, [2 * a, a, a - 2, half + 1], { min: 1 })),
          hint: 'A longer span covers the same length in fewer spans.',
          explanation: `One of her mother's spans covers 2 of Rani's, so ${a} ÷ 2 = ${half} spans (${half} + ${half} = ${a}).`,
          params: { form: 'spans', a },
        };
      }
      const a = rng.int(3, 9);
      const per = rng.int(2, 4);
      const [thing, unit, units] = rng.pick([
        ['table', 'pencil', 'erasers'],
        ['window', 'stick', 'paper clips'],
        ['mat', 'ruler', 'matchsticks'],
      ] as const);
      return {
        text: `A ${thing} is ${a} ${unit}s long. One ${unit} is as long as ${per} ${units}. How many ${units} long is the ${thing}?`,
        answer: int(a * per),
        distractors: fmtInts(ints(rng, a * per, [a + per, a, a * per + per], { min: 1 })),
        hint: `Each ${unit} can be swapped for ${per} ${units}.`,
        explanation: `${a} ${unit}s make ${Array<number>(a).fill(per).join(' + ')} = ${a * per} ${units}.`,
        params: { form: 'convert', a, per },
      };
    },
  },
});

const FRUITS = ['mango', 'banana', 'apple', 'guava', 'orange', 'grapes', 'papaya', 'chikoo'] as const;

const dataHandling: SkillSpec = withDistinctQuestions({
  slug: 'tally-marks-and-pictographs',
  name: 'Tally marks and pictographs',
  description:
    'Read tally marks and pictographs and answer questions from the data: how many, how many more, how many in all.',
  prerequisites: ['skip-counting', 'math-1-sorting-and-counting-toys'],
  levels: {
    1: (rng): Problem => {
      const count = rng.int(6, 19);
      const fruit = rng.pick(FRUITS);
      const fives = Math.floor(count / 5);
      return {
        text: `The children of Class 2 made tally marks for their favourite fruit. The picture shows the tally marks for ${fruit}. How many children chose ${fruit}?`,
        answer: int(count),
        distractors: fmtInts(
          ints(rng, count, [fives * 4 + (count % 5), fives + (count % 5), count + 1, count - 1], { min: 1 }),
        ),
        hint: 'Each bundle with a line across it stands for 5. Count the bundles in 5s, then add the single lines.',
        explanation: `${fives} bundle${fives === 1 ? '' : 's'} of 5 make${fives === 1 ? 's' : ''} ${fives * 5}, and ${fives * 5} + ${count % 5} = ${count}.`,
        figure: tallyFigure(count),
        params: { form: 'tally', count },
      };
    },
    2: (rng): Problem => {
      const key = rng.pick([2, 5, 10]);
      const k = rng.int(3, 9);
      const fruit = rng.pick(FRUITS);
      const answer = key * k;
      return {
        text: `In a pictograph of favourite fruits, each picture of a smiling face stands for ${key} children. The row for ${fruit} has ${k} faces. How many children chose ${fruit}?`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, [k, key + k, answer + key, answer - key], { min: 1 })),
        hint: `Skip count in ${key}s, once for each face.`,
        explanation: `Counting in ${key}s ${k} times: ${k} × ${key} = ${answer} children.`,
        params: { form: 'pictograph', key, k },
      };
    },
    3: (rng): Problem => {
      const fruits = rng.shuffle(FRUITS).slice(0, 4);
      const counts = distinctInts(rng, 4, 4, 15);
      const listed = fruits.map((f, i) => `${f} ${counts[i]}`).join(', ');
      const [i = 0, j = 1] = rng.shuffle([0, 1, 2, 3]);
      const a = counts[i] ?? 0;
      const b = counts[j] ?? 0;
      if (rng.chance(0.5)) {
        const [hi, lo] = a > b ? [i, j] : [j, i];
        const d = Math.abs(a - b);
        return {
          text: `Favourite fruits of Class 2 (number of children): ${listed}. How many more children chose ${fruits[hi]} than ${fruits[lo]}?`,
          answer: int(d),
          distractors: fmtInts(ints(rng, d, [a + b, Math.max(a, b), d + 1, d - 1], { min: 1 })),
          hint: 'How many more means take the smaller number away from the bigger one.',
          explanation: `${Math.max(a, b)} − ${Math.min(a, b)} = ${d}.`,
          params: { form: 'more', fruits, counts, i: hi, j: lo },
        };
      }
      const total = counts.reduce((sum, c) => sum + c, 0);
      return {
        text: `Favourite fruits of Class 2 (number of children): ${listed}. Each child chose one fruit. How many children are there in the class?`,
        answer: int(total),
        distractors: fmtInts(
          ints(rng, total, [total - (counts[0] ?? 0), total + 10, total - 1, total + 1], { min: 1 }),
        ),
        hint: 'Add the four numbers, two at a time.',
        explanation: `${counts.join(' + ')} = ${total} children.`,
        params: { form: 'total', fruits, counts },
      };
    },
  },
});

export const class02: ClassSpec = {
  grade: 2,
  chapters: [
    { slug: 'a-day-at-the-beach', title: 'A Day at the Beach', skills: [skipCounting] },
    { slug: 'shapes-around-us', title: 'Shapes Around Us', skills: [solidShapes] },
    { slug: 'numbers', title: 'Fun with Numbers', skills: [numbers, evenOdd] },
    { slug: 'shadow-story', title: 'Shadow Story (Togalu)', skills: [flatShapes] },
    { slug: 'playing-with-lines', title: 'Playing with Lines', skills: [lines] },
    {
      slug: 'addition-and-subtraction',
      title: 'Decoration for Festival',
      skills: [addTwoDigit, subtractTwoDigit],
    },
    { slug: 'ranis-gift', title: "Rani's Gift", skills: [measuring] },
    { slug: 'multiplication', title: 'Grouping and Sharing', skills: [multiplication] },
    { slug: 'time', title: 'Which Season is it?', skills: [time] },
    { slug: 'money-chapter', title: 'Fun at the Fair', skills: [money] },
    { slug: 'data-handling', title: 'Data Handling', skills: [dataHandling] },
  ],
};
