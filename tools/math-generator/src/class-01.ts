import { distinctInts, fmtInts } from './common.ts';
import { ints } from './distractors.ts';
import { capitalize, count, int, rupees } from './format.ts';
import type { Rng } from '@quizring/contracts/random';
import { CHEAP_ITEMS, ITEMS, NAMES, SHOP_ITEMS } from './story.ts';
import type { ClassSpec, Problem, SkillSpec } from './types.ts';

const counting: SkillSpec = {
  slug: 'counting',
  name: 'Counting and number order',
  description: 'Say which number comes just before, just after or between numbers up to 100.',
  prerequisites: [],
  levels: {
    1: (rng): Problem => {
      const form = rng.pick(['after', 'before'] as const);
      const n = rng.int(2, 19);
      const answer = form === 'after' ? n + 1 : n - 1;
      const step = form === 'after' ? 1 : -1;
      return {
        text: `Which number comes just ${form} ${n}?`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, [n - step, answer + step, answer + 2 * step], { min: 0 })),
        hint: form === 'after' ? `Count forward by one from ${n}.` : `Count back by one from ${n}.`,
        explanation:
          form === 'after'
            ? `Counting on by one from ${n} gives ${answer}, so ${answer} comes just after ${n}.`
            : `Counting back by one from ${n} gives ${answer}, so ${answer} comes just before ${n}.`,
        params: { form, n },
      };
    },
    2: (rng): Problem => {
      const n = rng.int(21, 98);
      return {
        text: `Which number comes between ${n - 1} and ${n + 1}?`,
        answer: int(n),
        distractors: fmtInts(ints(rng, n, [n + 10, n - 10, n + 2], { min: 0, max: 100 })),
        hint: `Count forward by one from ${n - 1}.`,
        explanation: `When we count ${n - 1}, ${n}, ${n + 1}, the number ${n} sits between ${n - 1} and ${n + 1}.`,
        params: { form: 'between', n },
      };
    },
    3: (rng): Problem => {
      const form = rng.pick(['after', 'before'] as const);
      const tens = rng.int(2, 9);
      const n = form === 'after' ? tens * 10 - 1 : tens * 10;
      const answer = form === 'after' ? n + 1 : n - 1;
      const typical = form === 'after' ? [(tens - 1) * 10, answer + 1, n - 1] : [n + 9, n + 1, n - 10];
      return {
        text: `Which number comes just ${form} ${n}?`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, typical, { min: 0 })),
        hint:
          form === 'after'
            ? 'After 9 ones, the ones start again at 0 and the tens go up by one.'
            : 'Before 0 ones, the ones become 9 and the tens go down by one.',
        explanation:
          form === 'after'
            ? `${n} is ${count(tens - 1, 'ten', 'tens')} and 9 ones; one more makes ${tens} tens and 0 ones, which is ${answer}.`
            : `${n} is ${tens} tens; one less is ${count(tens - 1, 'ten', 'tens')} and 9 ones, which is ${answer}.`,
        params: { form, n },
      };
    },
  },
};

function greatestOrSmallest(rng: Rng, nums: number[]): Problem {
  const form = rng.pick(['greatest', 'smallest'] as const);
  const answer = form === 'greatest' ? Math.max(...nums) : Math.min(...nums);
  return {
    text: `Which is the ${form} number: ${nums.join(', ')}?`,
    answer: int(answer),
    options: fmtInts(nums),
    hint:
      nums.some((n) => n >= 10) && nums.some((n) => n < 10)
        ? 'A number with two digits is bigger than a number with one digit.'
        : 'Compare the tens first; if they are the same, compare the ones.',
    explanation:
      form === 'greatest'
        ? `In order from smallest to greatest the numbers are ${[...nums].sort((a, b) => a - b).join(', ')}, so ${answer} is the greatest.`
        : `In order from smallest to greatest the numbers are ${[...nums].sort((a, b) => a - b).join(', ')}, so ${answer} is the smallest.`,
    params: { form, nums },
  };
}

const comparing: SkillSpec = {
  slug: 'comparing-numbers',
  name: 'Comparing numbers',
  description:
    'Find the greatest or smallest of a few numbers up to 100 and count the numbers between two numbers.',
  prerequisites: ['counting'],
  levels: {
    1: (rng) => greatestOrSmallest(rng, distinctInts(rng, 4, 1, 20)),
    2: (rng): Problem => {
      const tens = rng.int(2, 9);
      let ones = rng.int(2, 9);
      while (ones === tens) ones = rng.int(2, 9);
      return greatestOrSmallest(rng, distinctInts(rng, 4, 21, 99, [tens * 10 + ones, ones * 10 + tens]));
    },
    3: (rng): Problem => {
      const a = rng.int(10, 80);
      const b = a + rng.int(4, 12);
      const answer = b - a - 1;
      return {
        text: `How many numbers come between ${a} and ${b} when we count?`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, [answer + 1, answer + 2, answer - 1], { min: 0 })),
        hint: `Count on from ${a + 1} and stop before you reach ${b}.`,
        explanation: `The numbers between are ${a + 1} to ${b - 1}, and ${b - 1} − ${a} = ${answer} numbers.`,
        params: { form: 'between', a, b },
      };
    },
  },
};

const placeValue: SkillSpec = {
  slug: 'tens-and-ones',
  name: 'Tens and ones',
  description: 'Split a two-digit number into tens and ones and build numbers from tens and ones.',
  prerequisites: ['counting'],
  levels: {
    1: (rng): Problem => {
      const form = rng.pick(['tens', 'ones'] as const);
      const tens = rng.int(1, 9);
      let ones = rng.int(1, 9);
      while (ones === tens) ones = rng.int(1, 9);
      const n = tens * 10 + ones;
      const answer = form === 'tens' ? tens : ones;
      const typical = form === 'tens' ? [ones, n, tens * 10] : [tens, n, ones + 1];
      return {
        text: `How many ${form} are there in ${n}?`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, typical, { min: 0 })),
        hint: 'In a two-digit number the left digit counts tens and the right digit counts ones.',
        explanation: `${n} is ${count(tens, 'ten', 'tens')} and ${count(ones, 'one', 'ones')}, so it has ${answer} ${form}.`,
        params: { form, n },
      };
    },
    2: (rng): Problem => {
      const tens = rng.int(1, 9);
      let ones = rng.int(0, 9);
      while (ones === tens) ones = rng.int(0, 9);
      const answer = tens * 10 + ones;
      return {
        text: `Which number has ${count(tens, 'ten', 'tens')} and ${count(ones, 'one', 'ones')}?`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, [ones * 10 + tens, tens + ones, answer + 10], { min: 0 })),
        hint: 'Write the tens digit first and then the ones digit.',
        explanation: `${tens} tens make ${tens * 10}, and ${tens * 10} + ${ones} = ${answer}.`,
        params: { form: 'compose', tens, ones },
      };
    },
    3: (rng): Problem => {
      const form = rng.pick(['more', 'less'] as const);
      const n = rng.int(11, 89);
      const answer = form === 'more' ? n + 10 : n - 10;
      const typical = form === 'more' ? [n + 1, n - 10, n + 100] : [n - 1, n + 10, n - 2];
      return {
        text: `Which number is 10 ${form} than ${n}?`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, typical, { min: 0 })),
        hint: `10 ${form} changes only the tens digit, by one.`,
        explanation: `${n} has ${count(Math.floor(n / 10), 'ten', 'tens')}; one ten ${form} gives ${count(Math.floor(answer / 10), 'ten', 'tens')} and ${count(n % 10, 'one', 'ones')}, which is ${answer}.`,
        params: { form, n },
      };
    },
  },
};

const addition: SkillSpec = {
  slug: 'addition-within-20',
  name: 'Addition within 20',
  description: 'Add two numbers with a total up to 20, including simple word problems.',
  prerequisites: ['counting'],
  levels: {
    1: (rng): Problem => {
      const a = rng.int(1, 8);
      const b = rng.int(1, 10 - a);
      const sum = a + b;
      return {
        text: `What is ${a} + ${b}?`,
        answer: int(sum),
        distractors: fmtInts(ints(rng, sum, [Math.abs(a - b), sum + 1, sum - 1], { min: 1 })),
        hint: `Start at ${Math.max(a, b)} and count on ${Math.min(a, b)} more.`,
        explanation: `Counting on ${b} from ${a} gives ${sum}, so ${a} + ${b} = ${sum}.`,
        params: { form: 'sum', a, b },
      };
    },
    2: (rng): Problem => {
      const a = rng.int(3, 9);
      const b = rng.int(11 - a, 9);
      const sum = a + b;
      return {
        text: `What is ${a} + ${b}?`,
        answer: int(sum),
        distractors: fmtInts(ints(rng, sum, [sum - 10, sum + 1, sum - 1], { min: 0 })),
        hint: `First make 10 with ${a}, then add what is left.`,
        explanation: `${a} + ${10 - a} = 10 and ${b - (10 - a)} more makes ${sum}, so ${a} + ${b} = ${sum}.`,
        params: { form: 'sum', a, b },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const a = rng.int(5, 12);
        const b = rng.int(3, 20 - a);
        const name = rng.pick(NAMES);
        const item = rng.pick(ITEMS);
        const sum = a + b;
        return {
          text: `${name} has ${a} ${item} and gets ${b} more from a friend. How many ${item} does ${name} have now?`,
          answer: int(sum),
          distractors: fmtInts(ints(rng, sum, [a - b > 0 ? a - b : b - a, sum + 1, sum - 1], { min: 1 })),
          hint: 'Getting more means we add.',
          explanation: `${name} has ${a} + ${b} = ${sum} ${item} now.`,
          params: { form: 'story', a, b },
        };
      }
      const a = rng.int(4, 12);
      const total = rng.int(a + 2, 20);
      const answer = total - a;
      return {
        text: `${a} + ? = ${total}. What is the missing number?`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, [total, answer + 1, answer - 1], { min: 0 })),
        hint: `Count on from ${a} until you reach ${total}.`,
        explanation: `From ${a} we count on ${answer} to reach ${total}, so ${a} + ${answer} = ${total}.`,
        params: { form: 'missing', a, total },
      };
    },
  },
};

const subtraction: SkillSpec = {
  slug: 'subtraction-within-20',
  name: 'Subtraction within 20',
  description: 'Take away a number from a number up to 20 and find how many more, including word problems.',
  prerequisites: ['addition-within-20'],
  levels: {
    1: (rng): Problem => {
      const a = rng.int(3, 10);
      const b = rng.int(1, a - 1);
      const diff = a - b;
      return {
        text: `What is ${a} − ${b}?`,
        answer: int(diff),
        distractors: fmtInts(ints(rng, diff, [a + b, diff + 1, diff - 1], { min: 0 })),
        hint: `Start at ${a} and count back ${b}.`,
        explanation: `Counting back ${b} from ${a} gives ${diff}, so ${a} − ${b} = ${diff}.`,
        params: { form: 'difference', a, b },
      };
    },
    2: (rng): Problem => {
      const a = rng.int(11, 18);
      const b = rng.int((a % 10) + 1, 9);
      const diff = a - b;
      return {
        text: `What is ${a} − ${b}?`,
        answer: int(diff),
        distractors: fmtInts(ints(rng, diff, [10 + b - (a % 10), diff + 1, diff - 1], { min: 0 })),
        hint: `First take away ${a % 10} to reach 10, then take away the rest.`,
        explanation: `${a} − ${a % 10} = 10 and 10 − ${b - (a % 10)} = ${diff}, so ${a} − ${b} = ${diff}.`,
        params: { form: 'difference', a, b },
      };
    },
    3: (rng): Problem => {
      const a = rng.int(11, 20);
      const b = rng.int(3, a - 2);
      const diff = a - b;
      const [name, other] = rng.shuffle(NAMES);
      const item = rng.pick(ITEMS);
      if (rng.chance(0.5))
        return {
          text: `${name} had ${a} ${item} and gave ${b} of them away. How many ${item} does ${name} have left?`,
          answer: int(diff),
          distractors: fmtInts(ints(rng, diff, [a + b, diff + 1, diff - 1], { min: 0 })),
          hint: 'Giving away means we take away.',
          explanation: `${name} has ${a} − ${b} = ${diff} ${item} left.`,
          params: { form: 'story', a, b },
        };
      return {
        text: `${name} has ${a} ${item} and ${other} has ${b} ${item}. How many more ${item} does ${name} have than ${other}?`,
        answer: int(diff),
        distractors: fmtInts(ints(rng, diff, [a + b, diff + 1, diff - 1], { min: 0 })),
        hint: 'To find how many more, take the smaller number away from the bigger one.',
        explanation: `${a} − ${b} = ${diff}, so ${name} has ${diff} more ${item}.`,
        params: { form: 'compare', a, b },
      };
    },
  },
};

const oclock = (h: number): string => `${h} o'clock`;
const wrap = (h: number): number => ((((h - 1) % 12) + 12) % 12) + 1;

const time: SkillSpec = {
  slug: 'time-in-hours',
  name: 'Time in hours',
  description: "Read o'clock times and find the time a few hours before or after.",
  prerequisites: ['counting'],
  levels: {
    1: (rng): Problem => {
      const h = rng.int(1, 11);
      return {
        text: `The short hand of a clock points to ${h} and the long hand points to 12. What time is it?`,
        answer: oclock(h),
        distractors: [oclock(12), oclock(wrap(h + 1)), oclock(wrap(h - 1)), oclock(6)],
        hint: 'The short hand shows the hour.',
        explanation: `When the long hand is at 12 the time is exactly the hour shown by the short hand, ${oclock(h)}.`,
        params: { form: 'read', h },
      };
    },
    2: (rng): Problem => {
      if (rng.chance(0.5)) {
        const h = rng.int(1, 9);
        const k = rng.int(2, 12 - h);
        const answer = h + k;
        return {
          text: `What time is it ${k} hours after ${oclock(h)}?`,
          answer: oclock(answer),
          distractors: [wrap(h - k), wrap(answer + 1), answer - 1, wrap(answer + 2)].map(oclock),
          hint: `Count on ${k} hours from ${h}.`,
          explanation: `Counting on ${k} hours from ${h} gives ${answer}, so it is ${oclock(answer)}.`,
          params: { form: 'after', h, k },
        };
      }
      const from = rng.int(1, 8);
      const to = rng.int(from + 2, 12);
      const answer = to - from;
      return {
        text: `How many hours are there from ${oclock(from)} to ${oclock(to)}?`,
        answer: `${answer} hours`,
        distractors: [answer + 1, answer - 1, to, answer + 2].map((x) => `${x} hour${x === 1 ? '' : 's'}`),
        hint: `Count the hours from ${from} to ${to} on a clock face.`,
        explanation: `From ${from} to ${to} the short hand moves ${to} − ${from} = ${answer} hours.`,
        params: { form: 'between', from, to },
      };
    },
    3: (rng): Problem => {
      const form = rng.pick(['after', 'before'] as const);
      const k = rng.int(2, 5);
      const h = form === 'after' ? rng.int(13 - k, 11) : rng.int(1, k - 1);
      const answer = wrap(form === 'after' ? h + k : h - k);
      const wrong = wrap(form === 'after' ? h - k : h + k);
      return {
        text:
          form === 'after'
            ? `It is ${oclock(h)}. What time will it be ${k} hours later?`
            : `It is ${oclock(h)} now. What time was it ${k} hours ago?`,
        answer: oclock(answer),
        distractors: [wrong, wrap(answer + 1), wrap(answer - 1), wrap(answer + 2)].map(oclock),
        hint: 'After 12 the clock starts again at 1.',
        explanation:
          form === 'after'
            ? `Counting on ${k} hours from ${h} goes past 12 and reaches ${answer}, so it will be ${oclock(answer)}.`
            : `Counting back ${k} hours from ${h} goes past 12 and reaches ${answer}, so it was ${oclock(answer)}.`,
        params: { form, h, k },
      };
    },
  },
};

function series(start: number, step: number, length: number): number[] {
  return Array.from({ length }, (_, i) => start + i * step);
}

function missingTerm(rng: Rng, start: number, step: number): Problem {
  const terms = series(start, step, 5);
  const gap = rng.int(1, 3);
  const answer = terms[gap] ?? 0;
  const shown = terms.map((t, i) => (i === gap ? '__' : int(t)));
  const dir = step > 0 ? 'goes up' : 'goes down';
  return {
    text: `Which number is missing? ${shown.join(', ')}`,
    answer: int(answer),
    distractors: fmtInts(ints(rng, answer, [answer + 1, answer - 1], { min: 0 })),
    hint: 'Find how much each number changes from the one before it.',
    explanation: `Each number ${dir} by ${Math.abs(step)}, so the missing number is ${int(terms[gap - 1] ?? 0)} ${step > 0 ? '+' : '−'} ${Math.abs(step)} = ${answer}.`,
    params: { form: 'missing', start, step, gap },
  };
}

const patterns: SkillSpec = {
  slug: 'number-patterns',
  name: 'Number patterns',
  description: 'Continue and complete number patterns that go up or down by the same amount.',
  prerequisites: ['addition-within-20'],
  levels: {
    1: (rng): Problem => {
      const step = rng.pick([1, 2, 5, 10]);
      const start = step * rng.int(1, 4);
      const terms = series(start, step, 4);
      const answer = start + 4 * step;
      return {
        text: `What number comes next? ${terms.join(', ')}, __`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, [answer - step + 1, answer + step, answer - 1], { min: 0 })),
        hint: 'Find how much each number goes up by.',
        explanation: `Each number is ${step} more than the one before, so next comes ${answer - step} + ${step} = ${answer}.`,
        params: { form: 'next', start, step },
      };
    },
    2: (rng): Problem => {
      if (rng.chance(0.5)) {
        const step = rng.pick([2, 3, 5, 10]);
        return missingTerm(rng, step * rng.int(1, 6), step);
      }
      const step = rng.pick([1, 2, 5, 10]);
      return missingTerm(rng, step * rng.int(5, 9), -step);
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const step = rng.pick([3, 4, 5, 10]);
        return missingTerm(rng, rng.int(5 * step, 9 * step), -step);
      }
      const start = rng.int(1, 6);
      const terms = [start, start + 1, start + 3, start + 6, start + 10];
      const answer = start + 15;
      return {
        text: `What number comes next? ${terms.join(', ')}, __`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, [start + 14, answer + 1, start + 12], { min: 0 })),
        hint: 'Look at how much is added each time: it is not the same every time.',
        explanation: `The pattern adds 1, 2, 3, 4 and then 5, so next comes ${start + 10} + 5 = ${answer}.`,
        params: { form: 'growing', start },
      };
    },
  },
};

const COINS = [1, 2, 5, 10] as const;

const money: SkillSpec = {
  slug: 'money-in-rupees',
  name: 'Money in rupees',
  description: 'Add coins and notes in rupees and find the money got back after buying something.',
  prerequisites: ['subtraction-within-20'],
  levels: {
    1: (rng): Problem => {
      const [a = 1, b = 2] = rng.shuffle([...COINS, 20]);
      const sum = a + b;
      const name = rng.pick(NAMES);
      const thing = (v: number): string => (v === 20 ? `a ${rupees(v)} note` : `a ${rupees(v)} coin`);
      return {
        text: `${name} has ${thing(a)} and ${thing(b)}. How much money does ${name} have?`,
        answer: rupees(sum),
        distractors: ints(rng, sum, [Math.abs(a - b), sum + 1, sum - 1], { min: 1 }).map(rupees),
        hint: 'Add the two amounts.',
        explanation: `${rupees(a)} + ${rupees(b)} = ${rupees(sum)}.`,
        params: { form: 'coins', coins: [a, b] },
      };
    },
    2: (rng): Problem => {
      const v = rng.pick([2, 5, 10]);
      const c = rng.int(2, v === 10 ? 3 : 4);
      const w = rng.pick(COINS.filter((x) => x !== v));
      const name = rng.pick(NAMES);
      const sum = c * v + w;
      const word = ['', '', 'two', 'three', 'four'][c] ?? String(c);
      return {
        text: `${name} has ${word} ${rupees(v)} coins and one ${rupees(w)} coin. How much money is that in all?`,
        answer: rupees(sum),
        distractors: ints(rng, sum, [v + w, c * v, sum + v], { min: 1 }).map(rupees),
        hint: `First count the ${rupees(v)} coins in steps of ${v}.`,
        explanation: `${capitalize(word)} ${rupees(v)} coins make ${rupees(c * v)}, and ${rupees(c * v)} + ${rupees(w)} = ${rupees(sum)}.`,
        params: { form: 'coins', coins: [...Array<number>(c).fill(v), w] },
      };
    },
    3: (rng): Problem => {
      const note = rng.pick([10, 20]);
      const price = rng.int(note === 10 ? 2 : 11, note - 1);
      const change = note - price;
      const name = rng.pick(NAMES);
      const item = rng.pick(note === 10 ? CHEAP_ITEMS : SHOP_ITEMS);
      return {
        text: `${capitalize(item)} costs ${rupees(price)}. ${name} pays with a ${rupees(note)} note. How much money does ${name} get back?`,
        answer: rupees(change),
        distractors: ints(rng, change, [note + price, price, change + 1], { min: 1 }).map(rupees),
        hint: `Count on from the price up to ${rupees(note)}.`,
        explanation: `${rupees(note)} − ${rupees(price)} = ${rupees(change)}, so ${name} gets ${rupees(change)} back.`,
        params: { form: 'change', price, note },
      };
    },
  },
};

export const class01: ClassSpec = {
  grade: 1,
  chapters: [
    { slug: 'numbers-up-to-100', title: 'Numbers up to 100', skills: [counting, comparing, placeValue] },
    { slug: 'addition', title: 'Addition', skills: [addition] },
    { slug: 'subtraction', title: 'Subtraction', skills: [subtraction] },
    { slug: 'time', title: 'Time', skills: [time] },
    { slug: 'patterns', title: 'Patterns', skills: [patterns] },
    { slug: 'money', title: 'Money', skills: [money] },
  ],
};
