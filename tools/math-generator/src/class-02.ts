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
import type { ClassSpec, Problem, SkillSpec } from './types.ts';

const name = (n: number): string => capitalize(numberName(n));

const numbers: SkillSpec = {
  slug: 'place-value-up-to-999',
  name: 'Number names and place value',
  description: 'Read and write number names and find the place value of digits in numbers up to 999.',
  prerequisites: [],
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
  prerequisites: ['place-value-up-to-999'],
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

export const class02: ClassSpec = {
  grade: 2,
  chapters: [
    { slug: 'numbers', title: 'Numbers', skills: [numbers, evenOdd, skipCounting] },
    {
      slug: 'addition-and-subtraction',
      title: 'Addition and Subtraction',
      skills: [addTwoDigit, subtractTwoDigit],
    },
    { slug: 'multiplication', title: 'Multiplication', skills: [multiplication] },
    { slug: 'money-chapter', title: 'Money', skills: [money] },
    { slug: 'time', title: 'Time', skills: [time] },
  ],
};
