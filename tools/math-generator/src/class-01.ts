import { distinctInts, fmtInts, ordinal } from './common.ts';
import { ints } from './distractors.ts';
import { capitalize, count, int, rupees } from './format.ts';
import type { Rng } from '@quizring/contracts/random';
import { CHEAP_ITEMS, ITEMS, NAMES, SHOP_ITEMS } from './story.ts';
import { barChart, barChartWidth, circle, figure } from './svg.ts';
import { pictureGraph, tenFrame } from './figures-class-01.ts';
import { withDistinctQuestions } from './distinct-class-01.ts';
import type { ClassSpec, Problem, SkillSpec } from './types.ts';

const counting: SkillSpec = {
  slug: 'counting',
  name: 'Counting and number order',
  description: 'Say which number comes just before, just after or between numbers up to 100.',
  prerequisites: ['making-10'],
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
  prerequisites: ['making-10', 'add-and-subtract-within-9'],
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
        // A ₹2 coin and a ₹1 coin is the same question as a ₹1 coin and a ₹2 coin.
        params: { form: 'coins', coins: [Math.min(a, b), Math.max(a, b)] },
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

// ---- Skills added for issue 14: the chapters of Joyful Mathematics 1 that had none. ----

const ROWS = [
  {
    things: ['mango', 'banana', 'apple', 'guava', 'orange', 'papaya', 'lemon', 'chikoo'],
    where: (who: string) => `${who} puts five fruits in a row on a plate`,
    kind: 'fruit',
  },
  {
    things: ['elephant', 'lion', 'tiger', 'monkey', 'zebra', 'deer', 'rabbit', 'bear'],
    where: (who: string) => `Five toy animals ride in ${who}'s toy train`,
    kind: 'animal',
  },
  {
    things: ['brinjal', 'tomato', 'potato', 'onion', 'carrot', 'radish', 'cabbage', 'pumpkin'],
    where: (who: string) => `${who}'s grandmother lines up five vegetables on a shelf`,
    kind: 'vegetable',
  },
] as const;
const PLACE_WORDS = ['1st', '2nd', '3rd', '4th', '5th'] as const;

const position: SkillSpec = withDistinctQuestions({
  slug: 'position-and-order',
  name: 'Left, right and order in a line',
  description:
    'Say what is just to the left or right of a thing, who is 1st to 5th in a line, and count who is in front or behind.',
  prerequisites: [],
  levels: {
    1: (rng): Problem => {
      const kind = rng.pick(ROWS);
      const row = rng.shuffle(kind.things).slice(0, 5);
      const who = rng.pick(NAMES);
      const form = rng.pick(['right', 'left'] as const);
      const at = form === 'right' ? rng.int(0, 3) : rng.int(1, 4);
      const target = row[at] ?? '';
      const answer = row[form === 'right' ? at + 1 : at - 1] ?? '';
      return {
        text: `${kind.where(who)}. From left to right they are: ${row.join(', ')}. Which ${kind.kind} is just to the ${form} of the ${target}?`,
        answer,
        options: row.filter((f) => f !== target),
        hint:
          form === 'right'
            ? `Reading from left to right, the ${kind.kind} just to the right comes straight after it.`
            : `Reading from left to right, the ${kind.kind} just to the left comes straight before it.`,
        explanation: `From the left the ${target} is ${PLACE_WORDS[at]}, so the ${kind.kind} just to its ${form} is ${PLACE_WORDS[form === 'right' ? at + 1 : at - 1]}: the ${answer}.`,
        params: { form, row, at },
      };
    },
    2: (rng): Problem => {
      const line = rng.shuffle(NAMES).slice(0, 5);
      const form = rng.pick(['front', 'back'] as const);
      const k = rng.int(2, 4);
      const index = form === 'front' ? k - 1 : 5 - k;
      const answer = line[index] ?? '';
      return {
        text: `Children stand in a line for the assembly. From the front they are ${line.slice(0, 4).join(', ')} and ${line[4]}. Who is ${PLACE_WORDS[k - 1]} from the ${form}?`,
        answer,
        options: line,
        hint:
          form === 'front'
            ? 'Count from the child at the front: 1st, 2nd, 3rd, …'
            : 'The last child named is 1st from the back; count from there.',
        explanation:
          form === 'front'
            ? `Counting from the front, ${line.slice(0, k).join(', ')}: ${answer} is number ${k}.`
            : `Counting from the back, ${[...line].reverse().slice(0, k).join(', ')}: ${answer} is number ${k}.`,
        params: { form, line, k },
      };
    },
    3: (rng): Problem => {
      const form = rng.pick(['behind', 'front'] as const);
      const n = rng.int(6, 12);
      const k = rng.int(2, n - 2);
      const who = rng.pick(NAMES);
      const answer = form === 'behind' ? n - k : k - 1;
      const typical = form === 'behind' ? [n - k + 1, k - 1, k] : [k, n - k, k + 1];
      return {
        text: `${n} children stand in a line. ${who} is ${ordinal(k)} from the front. How many children are ${form === 'behind' ? 'behind' : 'in front of'} ${who}?`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, typical, { min: 0, max: n })),
        hint: `Do not count ${who}.`,
        explanation:
          form === 'behind'
            ? `${who} and the children in front make ${k}, so ${n} − ${k} = ${answer} children are behind.`
            : `${who} is number ${k}, so the children before ${who} are ${k} − 1 = ${answer}.`,
        params: { form, n, k },
      };
    },
  },
});

const FLAT_ROUND = ['a bangle', 'a roti', 'a coin', 'a wheel', 'a button', 'a plate', 'a papad'] as const;
const BALL_SHAPED = ['a ball', 'an orange', 'a laddoo', 'a marble', 'a lemon', 'a tomato'] as const;
const LONG_THINGS = ['a pencil', 'a stick', 'a ruler', 'a straw', 'a rope', 'a broom', 'a flute'] as const;
const BOX_SHAPED = ['a book', 'a brick', 'a matchbox', 'a tiffin box', 'a duster', 'an eraser'] as const;

const orList = (things: readonly string[]): string =>
  `${things.slice(0, -1).join(', ')} or ${things[things.length - 1]}`;
const andList = (things: readonly string[]): string =>
  things.length === 1
    ? (things[0] ?? '')
    : `${things.slice(0, -1).join(', ')} and ${things[things.length - 1]}`;

const longRound: SkillSpec = withDistinctQuestions({
  slug: 'long-and-round',
  name: 'Long and round things',
  description: 'Tell long things from round things, and which things roll and which slide.',
  prerequisites: [],
  levels: {
    1: (rng): Problem => {
      const form = rng.pick(['round', 'long'] as const);
      const round = [...FLAT_ROUND, ...BALL_SHAPED];
      const answer = rng.pick(form === 'round' ? round : LONG_THINGS);
      const others = rng.shuffle(form === 'round' ? LONG_THINGS : round).slice(0, 3);
      const things = rng.shuffle([answer, ...others]);
      return {
        text: `Which of these is ${form}: ${orList(things)}?`,
        answer,
        options: things,
        hint:
          form === 'round'
            ? 'A round thing has no corners, like a wheel.'
            : 'A long thing is much longer than it is wide, like a stick.',
        explanation: `${capitalize(answer)} is ${form}; the other ${3} things are ${form === 'round' ? 'long' : 'round'}.`,
        params: { form, things },
      };
    },
    2: (rng): Problem => {
      const form = rng.pick(['roll', 'slide'] as const);
      const answer = rng.pick(form === 'roll' ? BALL_SHAPED : BOX_SHAPED);
      const others = rng.shuffle(form === 'roll' ? BOX_SHAPED : BALL_SHAPED).slice(0, 3);
      const things = rng.shuffle([answer, ...others]);
      return {
        text:
          form === 'roll'
            ? `Which of these will roll down a slope: ${orList(things)}?`
            : `Which of these will slide down a slope but not roll: ${orList(things)}?`,
        answer,
        options: things,
        hint:
          form === 'roll'
            ? 'Things with a curved surface all round can roll.'
            : 'Things with flat faces and corners slide; they do not roll.',
        explanation:
          form === 'roll'
            ? `${capitalize(answer)} is round all over, so it rolls; the other 3 have flat faces, so they slide.`
            : `${capitalize(answer)} has flat faces and corners, so it slides; the other 3 are round all over, so they roll.`,
        params: { form, things },
      };
    },
    3: (rng): Problem => {
      const form = rng.pick(['round', 'roll'] as const);
      const size = rng.int(5, 6);
      const yes = rng.int(1, size - 1);
      const yesPool = form === 'round' ? [...FLAT_ROUND, ...BALL_SHAPED] : BALL_SHAPED;
      const noPool = form === 'round' ? LONG_THINGS : BOX_SHAPED;
      const picked: string[] = rng.shuffle<string>(yesPool).slice(0, yes);
      const rest: string[] = rng.shuffle<string>(noPool).slice(0, size - yes);
      const things = rng.shuffle([...picked, ...rest]);
      const kept = things.filter((t) => picked.includes(t));
      const left = things.filter((t) => !picked.includes(t));
      return {
        text: `How many of these ${form === 'round' ? 'are round' : 'can roll'}: ${andList(things)}?`,
        answer: int(yes),
        distractors: fmtInts(ints(rng, yes, [size - yes, yes + 1, yes - 1, size], { min: 0, max: size })),
        hint:
          form === 'round'
            ? 'Touch each thing in turn and ask: is it round?'
            : 'Ask of each thing: is it round all over, with no flat face?',
        explanation: `${capitalize(andList(kept))} ${form === 'round' ? (yes === 1 ? 'is round' : 'are round') : 'can roll'}: that makes ${yes}; ${andList(left)} ${form === 'round' ? (left.length === 1 ? 'is long' : 'are long') : left.length === 1 ? 'only slides' : 'only slide'}.`,
        params: { form, things, yes },
      };
    },
  },
});

const COUNTABLE = [
  'mangoes',
  'laddoos',
  'balloons',
  'marbles',
  'flowers',
  'buttons',
  'shells',
  'beads',
  'stars',
] as const;
const DIGIT_NAMES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'] as const;
/** Digits a child mixes up when reading or writing them (6 and 9, 2 and 5, 3 and 8, 1 and 7). */
const LOOKALIKE: Readonly<Record<number, number>> = { 1: 7, 2: 5, 3: 8, 4: 9, 5: 2, 6: 9, 7: 1, 8: 3, 9: 6 };

const numbersTo9: SkillSpec = withDistinctQuestions({
  slug: 'numbers-1-to-9',
  name: 'Numbers 1 to 9',
  description: 'Count up to 9 things, match numbers with their names and match one to one.',
  prerequisites: [],
  levels: {
    1: (rng): Problem => {
      const n = rng.int(3, 9);
      const item = rng.pick(COUNTABLE);
      const top = Math.min(5, n);
      const alt =
        n > 5
          ? `${capitalize(item)} drawn as circles in 2 rows: ${top} in the top row and ${n - top} in the bottom row.`
          : `${capitalize(item)} drawn as ${n === 1 ? 'a circle' : 'circles'} in 1 row of ${n}.`;
      const parts: string[] = [];
      for (let i = 0; i < n; i++)
        parts.push(circle(30 + (i % 5) * 44, 30 + Math.floor(i / 5) * 44, 16, { width: 2 }));
      return {
        text: `Count the ${item} in the picture. How many ${item} are there?`,
        answer: int(n),
        distractors: fmtInts(ints(rng, n, [n + 1, n - 1, n + 2], { min: 1, max: 10 })),
        hint: 'Touch each one once as you count, and do not skip any.',
        explanation: `Counting them one by one: ${Array.from({ length: n }, (_, i) => i + 1).join(', ')}. The last number said is ${n}.`,
        figure: figure(240, n > 5 ? 104 : 60, parts, alt),
        params: { form: 'count', n, item },
      };
    },
    2: (rng): Problem => {
      const n = rng.int(1, 9);
      const wrong = [LOOKALIKE[n] ?? 0, n + 1, n - 1, n + 2, n - 2].filter(
        (x, i, all) => x >= 1 && x <= 9 && x !== n && all.indexOf(x) === i,
      );
      if (rng.chance(0.5))
        return {
          text: `How do we write ${n} in words?`,
          answer: DIGIT_NAMES[n] ?? '',
          distractors: wrong.map((x) => DIGIT_NAMES[x] ?? ''),
          hint: 'Count up to it on your fingers, saying the number names.',
          explanation: `Counting one, two, three, …, the ${ordinal(n)} number name is ${DIGIT_NAMES[n]}, so ${n} is written ${DIGIT_NAMES[n]}.`,
          params: { form: 'to-name', n },
        };
      return {
        text: `Which number is ${DIGIT_NAMES[n]}?`,
        answer: int(n),
        distractors: fmtInts(wrong),
        hint: `Count ${DIGIT_NAMES[n]} fingers and see which number you reach.`,
        explanation: `Counting one, two, three, … up to ${DIGIT_NAMES[n]} reaches the number ${n}.`,
        params: { form: 'to-number', n },
      };
    },
    3: (rng): Problem => {
      const form = rng.pick(['more-needed', 'left-over'] as const);
      const a = rng.int(5, 9);
      const b = rng.int(2, a - 1);
      const answer = a - b;
      if (form === 'more-needed') {
        const [things, one] = rng.pick([
          ['plates', 'one plate'],
          ['chairs', 'one chair'],
          ['caps', 'one cap'],
          ['pencils', 'one pencil'],
        ] as const);
        return {
          text: `There are ${a} children and ${b} ${things}. How many more ${things} are needed so that each child gets ${one}?`,
          answer: int(answer),
          distractors: fmtInts(ints(rng, answer, [a + b, b, a, answer + 1], { min: 0 })),
          hint: `Match each of the ${b} ${things} with a child, then count the children without one.`,
          explanation: `${b} children get ${things}; the children left without are ${a} − ${b} = ${answer}, so ${answer} more ${answer === 1 ? one.replace('one ', '') : things} ${answer === 1 ? 'is' : 'are'} needed.`,
          params: { form, a, b },
        };
      }
      const item = rng.pick(['mangoes', 'bananas', 'laddoos', 'guavas'] as const);
      return {
        text: `There are ${a} ${item} and ${b} children. Each child takes one. How many ${item} are left?`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, [a + b, b, a, answer + 1], { min: 0 })),
        hint: `Match one of the ${item} with each child, then count the ones left over.`,
        explanation: `${b} of the ${item} are taken, so ${a} − ${b} = ${answer} ${answer === 1 ? 'is' : 'are'} left.`,
        params: { form, a, b },
      };
    },
  },
});

const making10: SkillSpec = withDistinctQuestions({
  slug: 'making-10',
  name: 'Making 10',
  description: 'Find the number that makes 10, and see numbers 11 to 20 as a ten and some ones.',
  prerequisites: ['numbers-1-to-9'],
  levels: {
    1: (rng): Problem => {
      const k = rng.int(1, 9);
      const answer = 10 - k;
      if (rng.chance(0.5))
        return {
          text: `A ten frame has 10 boxes. ${k} of them have a dot. How many more dots will fill the ten frame?`,
          answer: int(answer),
          distractors: fmtInts(ints(rng, answer, [k, 10 + k, answer + 1, answer - 1], { min: 0, max: 19 })),
          hint: 'Count the empty boxes.',
          explanation: `${k} + ${answer} = 10, so ${answer} more dots fill the frame.`,
          figure: tenFrame(
            k,
            `A ten frame: 2 rows of 5 boxes. The first ${k} boxes, counting along the top row and then the bottom row, have a dot; the others are empty.`,
          ),
          params: { form: 'frame', k },
        };
      const who = rng.pick(NAMES);
      return {
        text: `${who} holds up 10 fingers and folds down ${k}. How many fingers are still up?`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, [k, 10 + k, answer + 1, answer - 1], { min: 0, max: 19 })),
        hint: 'Think: what goes with the folded fingers to make 10?',
        explanation: `10 − ${k} = ${answer}, because ${k} + ${answer} = 10.`,
        params: { form: 'fingers', k },
      };
    },
    2: (rng): Problem => {
      const ones = rng.int(2, 9);
      const total = 10 + ones;
      const who = rng.pick(NAMES);
      if (rng.chance(0.5))
        return {
          text: `${who} has 1 bundle of 10 ice-cream sticks and ${ones} loose sticks. How many sticks does ${who} have in all?`,
          answer: int(total),
          distractors: fmtInts(ints(rng, total, [1 + ones, ones * 10 + 1, total + 1, total - 1], { min: 0 })),
          hint: 'The bundle is one ten; the loose sticks are ones.',
          explanation: `1 ten and ${ones} ones make 10 + ${ones} = ${total}.`,
          params: { form: 'bundle', ones },
        };
      return {
        text: `${who} wants ${total} ice-cream sticks and already has 1 bundle of 10. How many loose sticks does ${who} need?`,
        answer: int(ones),
        distractors: fmtInts(ints(rng, ones, [total, 10, ones + 1, ones - 1], { min: 1 })),
        hint: `${total} is one ten and some ones.`,
        explanation: `${total} = 10 + ${ones}, so ${ones} loose sticks go with the bundle.`,
        params: { form: 'split', ones },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const a = rng.int(2, 6);
        const b = rng.int(2, 8 - a);
        const answer = 10 - a - b;
        const who = rng.pick(NAMES);
        const [first, second] = rng.pick([
          ['red', 'blue'],
          ['green', 'yellow'],
          ['white', 'pink'],
        ] as const);
        return {
          text: `${who} has ${a} ${first} beads and ${b} ${second} beads. How many more beads does ${who} need to have 10 beads?`,
          answer: int(answer),
          distractors: fmtInts(ints(rng, answer, [a + b, 10 - a, 10 - b, answer + 1], { min: 0 })),
          hint: 'First find how many beads there are now.',
          explanation: `${a} + ${b} = ${a + b}, and ${a + b} + ${answer} = 10, so ${answer} more beads are needed.`,
          params: { form: 'beads', a, b },
        };
      }
      const ones = rng.int(1, 9);
      const answer = 10 - ones;
      return {
        text: `Kiran has 1 bundle of 10 sticks and ${ones} loose sticks. How many more loose sticks will make 2 bundles of 10?`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, [ones, 10 + ones, 20 - ones, answer + 1], { min: 0 })),
        hint: 'The loose sticks need to make one more full bundle of 10.',
        explanation: `${ones} + ${answer} = 10 makes the second bundle, so 10 + ${ones} + ${answer} = 20.`,
        params: { form: 'second-bundle', ones },
      };
    },
  },
});

const TOGETHER = [
  (a: number, b: number) => ({
    text: `${a} parrots sit on a guava tree. ${b} more parrots come and sit with them. How many parrots are on the tree now?`,
    unit: 'parrots',
  }),
  (a: number, b: number) => ({
    text: `${a} children are playing on the swings and ${b} more children join them. How many children are playing now?`,
    unit: 'children',
  }),
  (a: number, b: number) => ({
    text: `There are ${a} red flowers and ${b} yellow flowers in a pot. How many flowers are there in the pot?`,
    unit: 'flowers',
  }),
  (a: number, b: number) => ({
    text: `A hen has ${a} chicks in the yard and ${b} chicks in the shed. How many chicks does the hen have?`,
    unit: 'chicks',
  }),
];
const TAKE_AWAY = [
  (a: number, b: number) => ({
    text: `There are ${a} rotis on a plate. Chintu eats ${b} of them. How many rotis are left on the plate?`,
    unit: 'rotis',
  }),
  (a: number, b: number) => ({
    text: `${a} ducks are swimming in a pond. ${b} ducks get out. How many ducks are still in the pond?`,
    unit: 'ducks',
  }),
  (a: number, b: number) => ({
    text: `A box has ${a} crayons. ${b} crayons break. How many crayons are not broken?`,
    unit: 'crayons',
  }),
  (a: number, b: number) => ({
    text: `${a} birds sit on a wire. ${b} birds fly away. How many birds are on the wire now?`,
    unit: 'birds',
  }),
];

const within9: SkillSpec = withDistinctQuestions({
  slug: 'add-and-subtract-within-9',
  name: 'Putting together and taking away within 9',
  description: 'Solve small stories of putting together, taking away and comparing with numbers up to 9.',
  prerequisites: ['numbers-1-to-9'],
  levels: {
    1: (rng): Problem => {
      const a = rng.int(2, 7);
      const b = rng.int(2, 9 - a);
      const story = rng.pick(TOGETHER)(a, b);
      const sum = a + b;
      return {
        text: story.text,
        answer: int(sum),
        distractors: fmtInts(ints(rng, sum, [Math.abs(a - b), sum + 1, sum - 1, a], { min: 0 })),
        hint: `Start at ${Math.max(a, b)} and count on.`,
        explanation: `${a} + ${b} = ${sum}, so there are ${sum} ${story.unit}.`,
        params: { form: 'together', a, b },
      };
    },
    2: (rng): Problem => {
      const a = rng.int(4, 9);
      const b = rng.int(2, a - 2);
      const story = rng.pick(TAKE_AWAY)(a, b);
      const diff = a - b;
      return {
        text: story.text,
        answer: int(diff),
        distractors: fmtInts(ints(rng, diff, [a + b, diff + 1, diff - 1, b], { min: 0 })),
        hint: `Start at ${a} and count back.`,
        explanation: `${a} − ${b} = ${diff}, so ${diff} ${story.unit} are left.`,
        params: { form: 'take-away', a, b },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const a = rng.int(1, 7);
        const total = rng.int(a + 2, 9);
        const answer = total - a;
        return {
          text: `Some birds sit on a tree. ${a} more birds come, and now there are ${total} birds. How many birds were there at first?`,
          answer: int(answer),
          distractors: fmtInts(ints(rng, answer, [total + a, a, answer + 1, answer - 1], { min: 0 })),
          hint: `Which number and ${a} make ${total}?`,
          explanation: `${answer} + ${a} = ${total}, so ${total} − ${a} = ${answer} birds were there at first.`,
          params: { form: 'start-unknown', a, total },
        };
      }
      const [first = 'Meera', second = 'Rohan'] = rng.shuffle(NAMES);
      const a = rng.int(4, 9);
      const b = rng.int(2, a - 1);
      const diff = a - b;
      const picks = rng.pick(['flowers', 'leaves', 'pebbles'] as const);
      const answer = `${first}, ${diff} more`;
      return {
        text: `${first} picks ${a} ${picks} and ${second} picks ${b} ${picks}. Who picks more, and how many more?`,
        answer,
        distractors: [
          `${second}, ${diff} more`,
          `${first}, ${a + b} more`,
          `${first}, ${diff + 1} more`,
          `${second}, ${a} more`,
        ],
        hint: `Match the ${picks} one to one and count the ones without a partner.`,
        explanation: `${a} is more than ${b}, and ${a} − ${b} = ${diff}, so ${first} picks ${diff} more.`,
        params: { form: 'compare', a, b, first },
      };
    },
  },
});

const COUSINS = ['Lina', 'Chintu', 'Meera', 'Rohan', 'Diya', 'Kabir', 'Sana', 'Arjun'] as const;
const LENGTH_PAIRS = [
  ['table', 'bed'],
  ['window', 'door'],
  ['mat', 'durrie'],
  ['bench', 'blackboard'],
  ['stool', 'cot'],
] as const;

const lengthsWeights: SkillSpec = withDistinctQuestions({
  slug: 'comparing-lengths-and-weights',
  name: 'Taller, longer and heavier',
  description: 'Compare heights, lengths and weights, and measure with hand spans and other units.',
  prerequisites: ['add-and-subtract-within-9'],
  levels: {
    1: (rng): Problem => {
      const form = rng.pick(['tallest', 'shortest'] as const);
      const people = rng.shuffle(COUSINS).slice(0, 4);
      const heights = distinctInts(rng, 4, 4, 10);
      const pick = form === 'tallest' ? Math.max(...heights) : Math.min(...heights);
      const answer = people[heights.indexOf(pick)] ?? '';
      const listed = people.map((p, i) => `${p} ${heights[i]}`).join(', ');
      return {
        text: `Lina and her cousins stand next to towers of big blocks to measure how tall they are. Their heights in blocks are: ${listed}. Who is the ${form}?`,
        answer,
        options: people,
        hint:
          form === 'tallest' ? 'The tallest needs the most blocks.' : 'The shortest needs the fewest blocks.',
        explanation: `The heights in order are ${[...heights].sort((x, y) => x - y).join(', ')} blocks; ${pick} is the ${form === 'tallest' ? 'most' : 'fewest'}, so ${answer} is the ${form}.`,
        figure: figure(
          barChartWidth(4),
          230,
          barChart(
            people.map((p, i) => ({ label: p, value: heights[i] ?? 0 })),
            2,
            'blocks',
          ),
          `A bar graph of heights in blocks: ${listed}.`,
        ),
        params: { form, people, heights },
      };
    },
    2: (rng): Problem => {
      if (rng.chance(0.5)) {
        const [small, big] = rng.pick(LENGTH_PAIRS);
        const a = rng.int(3, 9);
        const b = a + rng.int(2, 6);
        const answer = b - a;
        return {
          text: `The ${small} is ${a} hand spans long and the ${big} is ${b} hand spans long. How many hand spans longer is the ${big}?`,
          answer: int(answer),
          distractors: fmtInts(ints(rng, answer, [a + b, b, answer + 1, answer - 1], { min: 1 })),
          hint: `Count on from ${a} up to ${b}.`,
          explanation: `${b} − ${a} = ${answer}, so the ${big} is ${answer} hand spans longer.`,
          params: { form: 'spans', a, b },
        };
      }
      const [light, heavy] = rng.pick([
        ['pumpkin', 'watermelon'],
        ['bag of potatoes', 'bag of onions'],
        ['bag of rice', 'bag of wheat'],
      ] as const);
      const a = rng.int(3, 8);
      const b = a + rng.int(1, 5);
      const diff = b - a;
      const [hi, lo] = rng.chance(0.5) ? [heavy, light] : [light, heavy];
      return {
        text: `On a balance, a ${lo} weighs the same as ${a} apples and a ${hi} weighs the same as ${b} apples. Which is heavier, and by how many apples?`,
        answer: `The ${hi}, by ${diff} apples`.replace(' 1 apples', ' 1 apple'),
        distractors: [
          `The ${lo}, by ${diff} apples`,
          `The ${hi}, by ${a + b} apples`,
          `The ${hi}, by ${b} apples`,
          `The ${lo}, by ${b} apples`,
        ].map((o) => o.replace(' 1 apples', ' 1 apple')),
        hint: 'The thing that needs more apples to balance it is heavier.',
        explanation: `${b} apples is more than ${a} apples, and ${b} − ${a} = ${diff}, so the ${hi} is heavier by ${diff}.`,
        params: { form: 'balance', a, b, hi },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const order = rng.shuffle(COUSINS).slice(0, 4); // tallest first
        const [p0 = '', p1 = '', p2 = '', p3 = ''] = order;
        const form = rng.pick(['tallest', 'shortest'] as const);
        const answer = form === 'tallest' ? p0 : p3;
        const facts = rng.shuffle([
          `${p1} is taller than ${p2}`,
          `${p3} is shorter than ${p2}`,
          `${p0} is taller than ${p1}`,
        ]);
        return {
          text: `${facts.join('. ')}. Who is the ${form}?`,
          answer,
          options: [p0, p1, p2, p3].sort(),
          hint: 'Put the people in a line from tallest to shortest, one fact at a time.',
          explanation: `From tallest to shortest: 1st ${p0}, 2nd ${p1}, 3rd ${p2}, 4th ${p3}. So ${answer} is the ${form}.`,
          params: { form: `order-${form}`, order },
        };
      }
      const [first = 'Lina', second = 'Chintu'] = rng.shuffle(COUSINS);
      const small = rng.int(4, 7);
      const big = small + rng.int(2, 4);
      const thing = rng.pick(['mat', 'table', 'dupatta', 'bench'] as const);
      const firstMore = rng.chance(0.5);
      const [firstCount, secondCount] = firstMore ? [big, small] : [small, big];
      const longer = firstMore ? second : first;
      const shorter = firstMore ? first : second;
      return {
        text: `${first} measures a ${thing} and finds it is ${firstCount} of ${first}'s hand spans long. ${second} measures the same ${thing}: ${secondCount} of ${second}'s hand spans. Whose hand span is longer?`,
        answer: `${longer}'s`,
        options: [`${first}'s`, `${second}'s`, 'Both are the same', 'We cannot tell'],
        hint: 'The longer the hand span, the fewer spans it takes to cover the same length.',
        explanation: `${longer} needs only ${small} spans but ${shorter} needs ${big} for the same ${thing}, so ${longer}'s hand span is longer.`,
        params: { form: 'spans-unit', small, big, firstMore, first, second },
      };
    },
  },
});

const GROUP_THINGS = [
  ['cycle', 'cycles', 2, 'wheels'],
  ['auto-rickshaw', 'auto-rickshaws', 3, 'wheels'],
  ['car', 'cars', 4, 'wheels'],
  ['stool', 'stools', 3, 'legs'],
  ['cow', 'cows', 4, 'legs'],
  ['hand', 'hands', 5, 'fingers'],
  ['hen', 'hens', 2, 'legs'],
] as const;

const repeatedSum = (n: number, times: number): string => Array<number>(times).fill(n).join(' + ');

const howManyTimes: SkillSpec = withDistinctQuestions({
  slug: 'how-many-times',
  name: 'How many times? Equal groups',
  description: 'Count equal groups by adding the same number again and again: 4 times 2 is 2 + 2 + 2 + 2.',
  prerequisites: ['addition-within-20'],
  levels: {
    1: (rng): Problem => {
      const [one, many, n, part] = rng.pick(GROUP_THINGS);
      const k = rng.int(2, Math.min(5, Math.floor(20 / n)));
      const answer = n * k;
      return {
        text: `One ${one} has ${n} ${part}. How many ${part} do ${k} ${many} have?`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, [n + k, n, answer + n, answer - n], { min: 1 })),
        hint: `Add ${n} once for each of the ${k} ${many}.`,
        explanation: `${repeatedSum(n, k)} = ${answer}, so ${k} times ${n} is ${answer} ${part}.`,
        params: { form: 'groups', n, k, one },
      };
    },
    2: (rng): Problem => {
      const k = rng.int(2, 5);
      let n = rng.int(2, 5);
      while (n === k) n = rng.int(2, 5);
      return {
        text: `${capitalize(numberWord(k))} times ${n} is the same as which sum?`,
        answer: repeatedSum(n, k),
        distractors: [
          repeatedSum(k, n === 2 ? 3 : n - 1),
          `${k} + ${n}`,
          repeatedSum(n, k + 1),
          repeatedSum(n, k - 1 || 3),
        ],
        hint: `"${capitalize(numberWord(k))} times ${n}" means ${n} taken ${numberWord(k)} times.`,
        explanation: `${capitalize(numberWord(k))} times ${n} means adding ${n} again and again, ${k} times: ${repeatedSum(n, k)} = ${n * k}.`,
        params: { form: 'sum', n, k },
      };
    },
    3: (rng): Problem => {
      const n = rng.int(2, 5);
      const k = rng.int(3, Math.min(6, Math.floor(20 / n)));
      const total = n * k;
      if (rng.chance(0.5)) {
        const [things, holder, holders] = rng.pick([
          ['jalebis', 'plate', 'plates'],
          ['bananas', 'bunch', 'bunches'],
          ['children', 'bogie of the toy train', 'bogies'],
          ['pencils', 'packet', 'packets'],
        ] as const);
        return {
          text: `Each ${holder} has ${n} ${things}. There are ${k} ${holders}. How many ${things} are there altogether?`,
          answer: int(total),
          distractors: fmtInts(ints(rng, total, [n + k, total + n, total - n], { min: 1 })),
          hint: `Add ${n}, ${k} times.`,
          explanation: `${repeatedSum(n, k)} = ${total}: ${k} times ${n} is ${total}.`,
          params: { form: 'story', n, k },
        };
      }
      return {
        text: `How many times do you add ${n} to get ${total}? (${n} + ${n} + … = ${total})`,
        answer: int(k),
        distractors: fmtInts(ints(rng, k, [total - n, n, k + 1, k - 1], { min: 1 })),
        hint: `Count in ${n}s up to ${total} and keep track of how many steps you take.`,
        explanation: `${repeatedSum(n, k)} = ${total}: ${n} is added ${k} times, so ${k} times ${n} is ${total}.`,
        params: { form: 'times', n, k },
      };
    },
  },
});

function numberWord(k: number): string {
  return DIGIT_NAMES[k] ?? String(k);
}

const TOYS = ['cars', 'balls', 'dolls', 'tops', 'kites', 'drums'] as const;

function toyBox(rng: Rng): { toys: string[]; counts: number[]; listed: string; figure: Problem['figure'] } {
  const toys = rng.shuffle(TOYS).slice(0, 4);
  const counts = distinctInts(rng, 4, 2, 9);
  const listed = toys.map((t, i) => `${counts[i]} ${t}`).join(', ');
  return {
    toys,
    counts,
    listed,
    figure: pictureGraph(
      toys.map((t, i) => ({ label: t, count: counts[i] ?? 0 })),
      `A picture graph of the toys in the toy box, one circle for each toy: ${toys.map((t, i) => `${t} ${counts[i]}`).join(', ')}.`,
    ),
  };
}

const toysData: SkillSpec = withDistinctQuestions({
  slug: 'sorting-and-counting-toys',
  name: 'Sorting and counting toys',
  description:
    'Sort things into groups, count each group and read a picture graph: most, fewest, how many more, how many in all.',
  prerequisites: ['counting', 'subtraction-within-20'],
  levels: {
    1: (rng): Problem => {
      const { toys, counts, listed, figure: fig } = toyBox(rng);
      const form = rng.pick(['most', 'fewest'] as const);
      const pick = form === 'most' ? Math.max(...counts) : Math.min(...counts);
      const answer = toys[counts.indexOf(pick)] ?? '';
      return {
        text: `The toys in a toy box are sorted and counted: ${listed}. Which toy is there the ${form} of?`,
        answer: capitalize(answer),
        options: toys.map(capitalize),
        hint:
          form === 'most'
            ? 'Look for the longest row in the picture graph.'
            : 'Look for the shortest row in the picture graph.',
        explanation: `The counts are ${counts.join(', ')}; ${pick} is the ${form === 'most' ? 'biggest' : 'smallest'}, so there are the ${form} ${answer}.`,
        figure: fig,
        params: { form, toys, counts },
      };
    },
    2: (rng): Problem => {
      const { toys, counts, listed, figure: fig } = toyBox(rng);
      const [i, j] = rng.shuffle([0, 1, 2, 3]);
      const [hi, lo] = (counts[i ?? 0] ?? 0) > (counts[j ?? 0] ?? 0) ? [i ?? 0, j ?? 0] : [j ?? 0, i ?? 0];
      const a = counts[hi] ?? 0;
      const b = counts[lo] ?? 0;
      const answer = a - b;
      return {
        text: `The toys in a toy box are sorted and counted: ${listed}. How many more ${toys[hi]} than ${toys[lo]} are there?`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, [a + b, a, answer + 1, answer - 1], { min: 1 })),
        hint: `Compare the two rows: count the ${toys[hi]} that have no partner in the row of ${toys[lo]}.`,
        explanation: `There are ${a} ${toys[hi]} and ${b} ${toys[lo]}, and ${a} − ${b} = ${answer}.`,
        figure: fig,
        params: { form: 'more', toys, counts, hi, lo },
      };
    },
    3: (rng): Problem => {
      const { toys, counts, listed, figure: fig } = toyBox(rng);
      if (rng.chance(0.5)) {
        const total = counts.reduce((s, c) => s + c, 0);
        return {
          text: `The toys in a toy box are sorted and counted: ${listed}. How many toys are there in the box altogether?`,
          answer: int(total),
          distractors: fmtInts(
            ints(rng, total, [total - (counts[3] ?? 0), total + 1, total - 1, 4], { min: 1 }),
          ),
          hint: 'Add the four groups, two at a time.',
          explanation: `${counts.join(' + ')} = ${total}.`,
          figure: fig,
          params: { form: 'total', toys, counts },
        };
      }
      const [i = 0, j = 1] = rng.shuffle([0, 1, 2, 3]);
      const sum = (counts[i] ?? 0) + (counts[j] ?? 0);
      return {
        text: `The toys in a toy box are sorted and counted: ${listed}. How many ${toys[i]} and ${toys[j]} are there together?`,
        answer: int(sum),
        distractors: fmtInts(
          ints(rng, sum, [Math.abs((counts[i] ?? 0) - (counts[j] ?? 0)), sum + 1, sum - 1], { min: 1 }),
        ),
        hint: `Find the ${toys[i]} and the ${toys[j]} in the list and add them.`,
        explanation: `${counts[i]} ${toys[i]} + ${counts[j]} ${toys[j]} = ${sum} toys.`,
        figure: fig,
        params: { form: 'two-kinds', toys, counts, i, j },
      };
    },
  },
});

export const class01: ClassSpec = {
  grade: 1,
  chapters: [
    { slug: 'finding-the-furry-cat', title: 'Finding the Furry Cat!', skills: [position] },
    { slug: 'what-is-long-what-is-round', title: 'What is Long? What is Round?', skills: [longRound] },
    { slug: 'mango-treat', title: 'Mango Treat', skills: [numbersTo9] },
    { slug: 'making-10', title: 'Making 10', skills: [making10] },
    { slug: 'how-many', title: 'How Many?', skills: [within9] },
    { slug: 'addition', title: 'Vegetable Farm', skills: [addition, subtraction] },
    { slug: 'linas-family', title: "Lina's Family", skills: [lengthsWeights] },
    { slug: 'numbers-up-to-100', title: 'Fun with Numbers', skills: [counting, comparing, placeValue] },
    { slug: 'patterns', title: 'Utsav', skills: [patterns] },
    { slug: 'time', title: 'How do I Spend my Day?', skills: [time] },
    { slug: 'how-many-times', title: 'How Many Times?', skills: [howManyTimes] },
    { slug: 'money', title: 'How Much Can We Spend?', skills: [money] },
    { slug: 'so-many-toys', title: 'So Many Toys', skills: [toysData] },
  ],
};
