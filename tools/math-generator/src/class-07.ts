import { fmtInts } from './common.ts';
import { fractions, ints, measures } from './distractors.ts';
import { decimal, degrees, int, paren, Q, rupees, tex } from './format.ts';
import type { Rng } from '@quizring/contracts/random';
import type { ClassSpec, Problem, SkillSpec } from './types.ts';
import {
  arithmeticExpressions,
  commonGround,
  congruence,
  decimalsMultiply,
  decimalsPeek,
  largeNumbers,
  letterNumbers,
  numberPlay7,
  parallelLines,
  texLinear,
  tilings,
} from './class-07-skills.ts';

const signedInt = (rng: Rng, lo: number, hi: number): number => (rng.chance(0.5) ? -1 : 1) * rng.int(lo, hi);

const integers: SkillSpec = {
  slug: 'multiplying-and-dividing-integers',
  name: 'Multiplying and dividing integers',
  description: 'Multiply and divide integers using the sign rules, including three numbers in a row.',
  prerequisites: ['math-6-integers'],
  levels: {
    1: (rng): Problem => {
      const a = signedInt(rng, 2, 12);
      const b = signedInt(rng, 2, 12);
      if (a > 0 && b > 0) return integers.levels[1](rng);
      const p = a * b;
      return {
        text: `What is ${paren(a)} × ${paren(b)}?`,
        answer: int(p),
        distractors: fmtInts(ints(rng, p, [-p, a + b, -(a + b), p + a])),
        hint: 'Same signs give a positive product; different signs give a negative product.',
        explanation: `${Math.abs(a)} × ${Math.abs(b)} = ${Math.abs(p)}, and the signs are ${Math.sign(a) === Math.sign(b) ? 'the same, so the product is positive' : 'different, so the product is negative'}: ${int(p)}.`,
        params: { form: 'multiply', a, b },
      };
    },
    2: (rng): Problem => {
      const divisor = signedInt(rng, 2, 12);
      const q = signedInt(rng, 2, 12);
      const dividend = divisor * q;
      if (dividend > 0 && divisor > 0) return integers.levels[2](rng);
      return {
        text: `What is ${paren(dividend)} ÷ ${paren(divisor)}?`,
        answer: int(q),
        distractors: fmtInts(ints(rng, q, [-q, q + 1, -(q + 1), dividend - divisor])),
        hint: 'The sign rule for division is the same as for multiplication.',
        explanation: `${Math.abs(dividend)} ÷ ${Math.abs(divisor)} = ${Math.abs(q)}, and the signs are ${Math.sign(dividend) === Math.sign(divisor) ? 'the same, so the answer is positive' : 'different, so the answer is negative'}: ${int(q)}.`,
        params: { form: 'divide', dividend, divisor },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const a = signedInt(rng, 2, 6);
        const b = signedInt(rng, 2, 6);
        const c = signedInt(rng, 2, 6);
        const p = a * b * c;
        const negatives = [a, b, c].filter((x) => x < 0).length;
        if (negatives === 0) return integers.levels[3](rng);
        return {
          text: `What is ${paren(a)} × ${paren(b)} × ${paren(c)}?`,
          answer: int(p),
          distractors: fmtInts(ints(rng, p, [-p, a + b + c, a * b + c])),
          hint: 'Count the negative numbers: an even count gives a positive product, an odd count a negative one.',
          explanation: `${Math.abs(a)} × ${Math.abs(b)} × ${Math.abs(c)} = ${Math.abs(p)}, and there ${negatives === 1 ? 'is 1 negative factor' : `are ${negatives} negative factors`}, so the product is ${int(p)}.`,
          params: { form: 'three', a, b, c },
        };
      }
      const b = signedInt(rng, 2, 9);
      const q = signedInt(rng, 2, 9);
      const a = b * q;
      const c = signedInt(rng, 2, 5);
      const answer = q * c;
      const wrong = Number.isInteger(a / (b * c)) ? a / (b * c) : -answer + 1;
      return {
        text: `What is ${paren(a)} ÷ ${paren(b)} × ${paren(c)}?`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, [wrong, -answer, -wrong])),
        hint: 'Division and multiplication are done from left to right.',
        explanation: `${paren(a)} ÷ ${paren(b)} = ${int(q)}, and ${paren(q)} × ${paren(c)} = ${int(answer)}.`,
        params: { form: 'left-to-right', a, b, c },
      };
    },
  },
};

function fraction(rng: Rng): Q {
  for (;;) {
    const d = rng.int(2, 12);
    const n = rng.int(1, 12);
    const q = new Q(n, d);
    if (q.d > 1 && q.n !== q.d) return q;
  }
}

const fractionsDecimals: SkillSpec = {
  slug: 'multiplying-and-dividing-fractions-and-decimals',
  name: 'Multiplying and dividing fractions and decimals',
  description: 'Multiply and divide fractions and decimals and give the answer in its simplest form.',
  prerequisites: ['decimal-place-value', 'math-6-fractions'],
  levels: {
    1: (rng): Problem => {
      const x = fraction(rng);
      const y = fraction(rng);
      const answer = x.mul(y);
      return {
        text: `What is ${tex(`${x.texBody()} \\times ${y.texBody()}`)}? Give the answer in its simplest form.`,
        answer: answer.toTex(),
        distractors: fractions(rng, answer, [new Q(x.n + y.n, x.d + y.d), x.div(y), x.add(y)], true).map(
          (q) => q.toTex(),
        ),
        hint: 'Multiply the numerators together and the denominators together, then simplify.',
        explanation: `${tex(`${x.texBody()} \\times ${y.texBody()} = \\frac{${x.n * y.n}}{${x.d * y.d}}${answer.n !== x.n * y.n ? ` = ${answer.texBody()}` : ''}`)}.`,
        params: { form: 'multiply', x: x.toString(), y: y.toString() },
      };
    },
    2: (rng): Problem => {
      const x = fraction(rng);
      const y = fraction(rng);
      if (x.equals(y)) return fractionsDecimals.levels[2](rng);
      const answer = x.div(y);
      return {
        text: `What is ${tex(`${x.texBody()} \\div ${y.texBody()}`)}? Give the answer in its simplest form.`,
        answer: answer.toTex(),
        distractors: fractions(
          rng,
          answer,
          [x.mul(y), y.div(x), new Q(x.n * y.n, x.d * y.d).add(1)],
          true,
        ).map((q) => q.toTex()),
        hint: `Dividing by ${y.toTex()} is the same as multiplying by its reciprocal, ${new Q(y.d, y.n).toTex()}.`,
        explanation: `${tex(`${x.texBody()} \\div ${y.texBody()} = ${x.texBody()} \\times \\frac{${y.d}}{${y.n}} = ${answer.texBody()}`)}.`,
        params: { form: 'divide', x: x.toString(), y: y.toString() },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const a = rng.int(11, 99);
        const b = rng.chance(0.5) ? rng.int(2, 9) : rng.int(11, 99);
        const pa = 1;
        const pb = b >= 10 ? 2 : 1;
        const product = a * b;
        return {
          text: `What is ${decimal(a, pa)} × ${decimal(b, pb)}?`,
          answer: decimal(product, pa + pb),
          distractors: [
            decimal(product, pa + pb - 1),
            decimal(product, pa + pb + 1),
            decimal(a * 10 ** pb + b * 10 ** pa, pa + pb),
            decimal(product + 10, pa + pb),
          ].filter((s) => s !== decimal(product, pa + pb)),
          hint: 'Multiply as whole numbers, then count the decimal places in both numbers.',
          explanation: `${a} × ${b} = ${product}, and there are ${pa} + ${pb} = ${pa + pb} decimal places, so the answer is ${decimal(product, pa + pb)}.`,
          params: { form: 'decimal-multiply', a, pa, b, pb },
        };
      }
      const k = rng.pick([2, 4, 5, 8, 25, 12, 15]);
      const p = k >= 10 ? 2 : 1;
      const q = rng.int(3, 60);
      const dividend = q * k;
      return {
        text: `What is ${decimal(dividend, p)} ÷ ${decimal(k, p)}?`,
        answer: int(q),
        distractors: [decimal(q, 1), int(q * 10), decimal(q, 2), int(q + 1)],
        hint: `Multiply both numbers by ${10 ** p} so that you divide by a whole number.`,
        explanation: `${decimal(dividend, p)} ÷ ${decimal(k, p)} = ${dividend} ÷ ${k} = ${q}.`,
        params: { form: 'decimal-divide', dividend, divisor: k, p },
      };
    },
  },
};

const sortedCopy = (xs: readonly number[]): number[] => [...xs].sort((a, b) => a - b);

const dataHandling: SkillSpec = {
  slug: 'mean-median-and-mode',
  name: 'Mean, median and mode',
  description: 'Find the mean, median, mode and range of a set of data and a missing value from the mean.',
  prerequisites: ['multiplying-and-dividing-fractions-and-decimals', 'math-6-data-handling'],
  levels: {
    1: (rng): Problem => {
      const n = rng.pick([4, 5, 6]);
      const mean = rng.int(8, 40);
      const values: number[] = [];
      for (let i = 0; i < n - 1; i++) values.push(mean + rng.int(-7, 7));
      const last = mean * n - values.reduce((s, x) => s + x, 0);
      if (last < 1 || values.includes(last)) return dataHandling.levels[1](rng);
      values.push(last);
      const data = rng.shuffle(values);
      const total = mean * n;
      return {
        text: `What is the mean of ${data.join(', ')}?`,
        answer: int(mean),
        distractors: fmtInts(
          ints(
            rng,
            mean,
            [Number.isInteger(total / (n - 1)) ? total / (n - 1) : mean + 2, mean + 1, mean - 1, total],
            { min: 1 },
          ),
        ),
        hint: 'Add all the values and divide by how many there are.',
        explanation: `The sum is ${total} and there are ${n} values, so the mean is ${total} ÷ ${n} = ${mean}.`,
        params: { form: 'mean', data },
      };
    },
    2: (rng): Problem => {
      const data: number[] = [];
      while (data.length < 7) {
        const x = rng.int(10, 60);
        if (!data.includes(x)) data.push(x);
      }
      const sorted = sortedCopy(data);
      const median = sorted[3] ?? 0;
      const unsortedMiddle = data[3] ?? 0;
      return {
        text: `What is the median of ${data.join(', ')}?`,
        answer: int(median),
        distractors: fmtInts(ints(rng, median, [unsortedMiddle, sorted[2] ?? 0, sorted[4] ?? 0], { min: 1 })),
        hint: 'Arrange the values in order first; the median is the middle one.',
        explanation: `In order: ${sorted.join(', ')}; the middle (4th) value is ${median}.`,
        params: { form: 'median', data },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const mean = rng.int(10, 30);
        const known = [0, 1, 2, 3].map(() => mean + rng.int(-6, 6));
        const missing = mean * 5 - known.reduce((s, x) => s + x, 0);
        if (missing < 1) return dataHandling.levels[3](rng);
        return {
          text: `The mean of five numbers is ${mean}. Four of them are ${known.slice(0, 3).join(', ')} and ${known[3]}. What is the fifth number?`,
          answer: int(missing),
          distractors: fmtInts(
            ints(rng, missing, [mean, mean * 4 - known.reduce((s, x) => s + x, 0), missing + 5], { min: 1 }),
          ),
          hint: 'The mean times the number of values gives the total of all the values.',
          explanation: `The five numbers add up to 5 × ${mean} = ${mean * 5}; the four known ones add up to ${known.reduce((s, x) => s + x, 0)}, so the fifth is ${mean * 5} − ${known.reduce((s, x) => s + x, 0)} = ${missing}.`,
          params: { form: 'missing', mean, known },
        };
      }
      const mode = rng.int(20, 90);
      const others: number[] = [];
      while (others.length < 5) {
        const x = rng.int(20, 95);
        if (x !== mode && !others.includes(x)) others.push(x);
      }
      const data = rng.shuffle([mode, mode, mode, ...others.slice(0, 2), ...others.slice(2)]);
      const range = Math.max(...data) - Math.min(...data);
      if (rng.chance(0.5))
        return {
          text: `The marks of eight students are ${data.join(', ')}. What is the mode?`,
          answer: int(mode),
          options: fmtInts([mode, ...others.slice(0, 3)]).sort(),
          hint: 'The mode is the value that occurs most often.',
          explanation: `${mode} occurs 3 times, more than any other mark, so the mode is ${mode}.`,
          params: { form: 'mode', data },
        };
      return {
        text: `The marks of eight students are ${data.join(', ')}. What is the range?`,
        answer: int(range),
        distractors: fmtInts(
          ints(rng, range, [Math.max(...data), Math.max(...data) + Math.min(...data), range + 1], { min: 1 }),
        ),
        hint: 'Range = highest value − lowest value.',
        explanation: `The highest mark is ${Math.max(...data)} and the lowest is ${Math.min(...data)}, so the range is ${range}.`,
        params: { form: 'range', data },
      };
    },
  },
};

const equations: SkillSpec = {
  slug: 'simple-equations',
  name: 'Simple equations',
  description: 'Solve one-step and two-step equations and form equations from word statements.',
  prerequisites: ['multiplying-and-dividing-integers'],
  levels: {
    1: (rng): Problem => {
      const form = rng.pick(['plus', 'minus', 'times', 'over'] as const);
      const x = rng.int(2, 20);
      const a = rng.int(2, 15);
      const spec = {
        plus: { text: `x + ${a} = ${x + a}`, wrong: [x + 2 * a, -x], step: `subtract ${a} from both sides` },
        minus: { text: `x - ${a} = ${x - a}`, wrong: [x - 2 * a, x - a], step: `add ${a} to both sides` },
        times: { text: `${a}x = ${a * x}`, wrong: [a * x - a, a * a * x], step: `divide both sides by ${a}` },
        over: { text: `\\frac{x}{${a}} = ${x}`, wrong: [x - a, x + a], step: `multiply both sides by ${a}` },
      }[form];
      const answer = form === 'over' ? x * a : x;
      return {
        text: `Solve: ${tex(spec.text.replace(String(x - a), String(x - a)))}`,
        answer: xIs(answer),
        distractors: ints(rng, answer, spec.wrong).map(xIs),
        hint: `Undo what is done to x: ${spec.step}.`,
        explanation: `To get x alone, ${spec.step}: ${xIs(answer)}.`,
        params: {
          form,
          a,
          rhs: form === 'plus' ? x + a : form === 'minus' ? x - a : form === 'times' ? a * x : x,
        },
      };
    },
    2: (rng): Problem => {
      const x = rng.int(-6, 12) || 3;
      const a = rng.int(2, 9);
      const b = signedInt(rng, 1, 15);
      const c = a * x + b;
      const wrong = Number.isInteger((c + b) / a) ? (c + b) / a : x + 1;
      return {
        text: `Solve: ${tex(`${texLinear([[a, 'x']], b)} = ${c}`)}`,
        answer: xIs(x),
        distractors: ints(rng, x, [wrong, -x, c - b]).map(xIs),
        hint: `First ${b > 0 ? `subtract ${b} from` : `add ${-b} to`} both sides, then divide by ${a}.`,
        explanation: `${tex(`${a}x = ${c} ${b > 0 ? '-' : '+'} ${Math.abs(b)} = ${c - b}`)}, so x = ${int(c - b)} ÷ ${a} = ${int(x)}.`,
        params: { form: 'two-step', a, b, c },
      };
    },
    3: (rng): Problem => {
      const form = rng.pick(['times-minus', 'times-plus', 'fraction'] as const);
      const x = form === 'fraction' ? rng.int(2, 12) * 3 : rng.int(3, 25);
      if (form === 'fraction') {
        const k = 3;
        const b = rng.int(2, 9);
        const c = x / k + b;
        return {
          text: `One third of a number increased by ${b} is ${c}. What is the number?`,
          answer: int(x),
          distractors: fmtInts(ints(rng, x, [c - b, (c + b) * k, x / k], { min: 1 })),
          hint: `Write the equation ${tex('\\frac{x}{3} + b = c')} with the numbers given, then solve it.`,
          explanation: `${tex(`\\frac{x}{3} + ${b} = ${c}`)} gives ${tex(`\\frac{x}{3} = ${c - b}`)}, so x = ${c - b} × 3 = ${x}.`,
          params: { form, k, b, c },
        };
      }
      const a = rng.int(2, 6);
      const b = rng.int(3, 20);
      const times = ['', '', 'Two', 'Three', 'Four', 'Five', 'Six'][a] ?? '';
      const c = form === 'times-minus' ? a * x - b : a * x + b;
      const wrong = form === 'times-minus' ? (c - b) / a : (c + b) / a;
      return {
        text: `${times} times a number ${form === 'times-minus' ? `decreased by ${b}` : `increased by ${b}`} is ${c}. What is the number?`,
        answer: int(x),
        distractors: fmtInts(
          ints(rng, x, [Number.isInteger(wrong) ? wrong : x + 2, c - a, x + 1], { min: 1 }),
        ),
        hint: `Write the equation ${tex(`${a}x ${form === 'times-minus' ? '-' : '+'} ${b} = ${c}`)}, then solve it.`,
        explanation: `${tex(`${a}x ${form === 'times-minus' ? '-' : '+'} ${b} = ${c}`)} gives ${tex(`${a}x = ${a * x}`)}, so x = ${x}.`,
        params: { form, a, b, c },
      };
    },
  },
};

const PYTHAGOREAN: readonly (readonly [number, number, number])[] = [
  [3, 4, 5],
  [6, 8, 10],
  [5, 12, 13],
  [8, 15, 17],
  [9, 12, 15],
  [12, 16, 20],
  [7, 24, 25],
  [15, 20, 25],
];

const anglesTriangles: SkillSpec = {
  slug: 'lines-angles-and-triangles',
  name: 'Lines, angles and triangles',
  description:
    'Use complementary and supplementary angles, the angle sum and exterior angle of a triangle, and Pythagoras.',
  prerequisites: ['parallel-and-intersecting-lines'],
  levels: {
    1: (rng): Problem => {
      const form = rng.pick(['complement', 'supplement'] as const);
      const a = form === 'complement' ? rng.int(5, 85) : rng.int(10, 170);
      const total = form === 'complement' ? 90 : 180;
      const answer = total - a;
      return {
        text: `What is the ${form} of ${degrees(a)}?`,
        answer: degrees(answer),
        distractors: measures(rng, answer, [(form === 'complement' ? 180 : 90) - a, 360 - a, a], degrees, {
          min: 1,
        }),
        hint:
          form === 'complement'
            ? 'Complementary angles add up to 90°.'
            : 'Supplementary angles add up to 180°.',
        explanation: `${degrees(total)} − ${degrees(a)} = ${degrees(answer)}.`,
        params: { form, a },
      };
    },
    2: (rng): Problem => {
      const a = rng.int(20, 100);
      const b = rng.int(15, 160 - a);
      const c = 180 - a - b;
      return {
        text: `Two angles of a triangle are ${degrees(a)} and ${degrees(b)}. What is the third angle?`,
        answer: degrees(c),
        distractors: measures(rng, c, [a + b, 180 - a, 90 - (a + b) / 2, 360 - a - b], degrees, { min: 1 }),
        hint: 'The three angles of a triangle add up to 180°.',
        explanation: `180° − (${degrees(a)} + ${degrees(b)}) = 180° − ${degrees(a + b)} = ${degrees(c)}.`,
        params: { form: 'angle-sum', a, b },
      };
    },
    3: (rng): Problem => {
      const form = rng.pick(['exterior', 'isosceles', 'pythagoras'] as const);
      if (form === 'exterior') {
        const a = rng.int(25, 80);
        const b = rng.int(25, 80);
        const ext = a + b;
        return {
          text: `An exterior angle of a triangle is ${degrees(ext)}. One of its interior opposite angles is ${degrees(a)}. What is the other interior opposite angle?`,
          answer: degrees(b),
          distractors: measures(rng, b, [180 - ext, ext + a, 180 - ext - a], degrees, { min: 1 }),
          hint: 'An exterior angle equals the sum of the two interior opposite angles.',
          explanation: `${degrees(ext)} = ${degrees(a)} + the other angle, so the other angle is ${degrees(ext)} − ${degrees(a)} = ${degrees(b)}.`,
          params: { form, ext, a },
        };
      }
      if (form === 'isosceles') {
        const apex = rng.int(10, 80) * 2;
        const base = (180 - apex) / 2;
        return {
          text: `In an isosceles triangle the angle between the two equal sides is ${degrees(apex)}. What is each of the other two angles?`,
          answer: degrees(base),
          distractors: measures(
            rng,
            base,
            [180 - apex, apex, 90 - apex / 2 === base ? base + 10 : 90 - apex / 2],
            degrees,
            { min: 1 },
          ),
          hint: 'The two angles opposite the equal sides are equal, and all three add up to 180°.',
          explanation: `The two equal angles share 180° − ${degrees(apex)} = ${degrees(180 - apex)}, so each is ${degrees(base)}.`,
          params: { form, apex },
        };
      }
      const [p, q, h] = rng.pick(PYTHAGOREAN);
      return {
        text: `The two shorter sides of a right-angled triangle are ${p} cm and ${q} cm. How long is the longest side?`,
        answer: `${h} cm`,
        distractors: measures(rng, h, [p + q, p * p + q * q, q + 1], (x) => `${int(x)} cm`, { min: 1 }),
        hint: 'By Pythagoras, the square of the longest side equals the sum of the squares of the other two.',
        explanation: `${tex(`${p}^{2} + ${q}^{2} = ${p * p} + ${q * q} = ${h * h}`)}, and ${tex(`\\sqrt{${h * h}} = ${h}`)}, so the longest side is ${h} cm.`,
        params: { form, p, q },
      };
    },
  },
};

const PERCENTS = [5, 10, 12, 15, 20, 25, 30, 40, 50, 60, 75] as const;

const comparingQuantities: SkillSpec = {
  slug: 'percentage-profit-and-interest',
  name: 'Percentage, profit and loss, simple interest',
  description:
    'Find a percentage of a quantity, the profit or loss per cent and the simple interest on a sum.',
  prerequisites: ['multiplying-and-dividing-fractions-and-decimals', 'math-6-ratio-and-proportion'],
  levels: {
    1: (rng): Problem => {
      const p = rng.pick(PERCENTS);
      const step = 100 / (p % 25 === 0 ? 25 : p % 20 === 0 ? 20 : p % 10 === 0 ? 10 : 5);
      const n = step * rng.int(2, 30);
      const answer = (n * p) / 100;
      if (!Number.isInteger(answer)) return comparingQuantities.levels[1](rng);
      return {
        text: `A school has ${int(n)} students and ${p}% of them come by bus. How many students come by bus?`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, [answer * 10, n - answer, n - p, answer + p], { min: 1 })),
        hint: `${p}% means ${p} out of every 100.`,
        explanation: `${p}% of ${int(n)} = ${tex(`\\frac{${p}}{100} \\times ${int(n).replaceAll(',', '{,}')} = ${int(answer).replaceAll(',', '{,}')}`)}.`,
        params: { form: 'percent-of', p, n },
      };
    },
    2: (rng): Problem => {
      const cp = rng.int(4, 40) * 50;
      const pct = rng.pick([5, 10, 12, 15, 20, 25, 30, 40]);
      const profit = rng.chance(0.5);
      const change = (cp * pct) / 100;
      if (!Number.isInteger(change)) return comparingQuantities.levels[2](rng);
      const sp = profit ? cp + change : cp - change;
      const onSp = (change * 100) / sp;
      return {
        text: `A shopkeeper buys a fan for ${rupees(cp)} and sells it for ${rupees(sp)}. What is the ${profit ? 'profit' : 'loss'} per cent?`,
        answer: `${pct}%`,
        distractors: measures(
          rng,
          pct,
          [Number.isInteger(onSp) ? onSp : pct + 5, change > 100 ? pct * 2 : change, pct + 10],
          (x) => `${x}%`,
          { min: 1 },
        ),
        hint: `${profit ? 'Profit' : 'Loss'} per cent is always worked out on the cost price.`,
        explanation: `The ${profit ? 'profit' : 'loss'} is ${rupees(change)}, and ${tex(`\\frac{${change}}{${cp}} \\times 100 = ${pct}`)}, so ${pct}%.`,
        params: { form: profit ? 'profit' : 'loss', cp, sp },
      };
    },
    3: (rng): Problem => {
      const principal = rng.int(4, 40) * 500;
      const rate = rng.int(4, 12);
      const years = rng.int(2, 5);
      const si = (principal * rate * years) / 100;
      if (!Number.isInteger(si)) return comparingQuantities.levels[3](rng);
      const askAmount = rng.chance(0.4);
      const answer = askAmount ? principal + si : si;
      return {
        text: `What is the ${askAmount ? 'amount' : 'simple interest'} on ${rupees(principal)} at ${rate}% per year for ${years} years?`,
        answer: rupees(answer),
        distractors: ints(
          rng,
          answer,
          askAmount
            ? [si, principal + (principal * rate) / 100, answer + 1000]
            : [(principal * rate) / 100, principal + si, si * 10],
          { min: 1 },
        ).map(rupees),
        hint: askAmount
          ? 'Amount = principal + simple interest.'
          : 'Simple interest = principal × rate × time ÷ 100.',
        explanation: `SI = ${int(principal)} × ${rate} × ${years} ÷ 100 = ${rupees(si)}${askAmount ? `, so the amount is ${rupees(principal)} + ${rupees(si)} = ${rupees(answer)}` : ''}.`,
        params: { form: askAmount ? 'amount' : 'interest', principal, rate, years },
      };
    },
  },
};

const xIs = (v: number): string => tex(`x = ${v}`);

export const class07: ClassSpec = {
  grade: 7,
  chapters: [
    // Ganita Prakash 7, Part I
    { slug: 'large-numbers-around-us', title: 'Large Numbers Around Us', skills: [largeNumbers] },
    {
      slug: 'arithmetic-expressions-chapter',
      title: 'Arithmetic Expressions',
      skills: [arithmeticExpressions],
    },
    { slug: 'a-peek-beyond-the-point', title: 'A Peek Beyond the Point', skills: [decimalsPeek] },
    {
      slug: 'expressions-using-letter-numbers-chapter',
      title: 'Expressions using Letter-Numbers',
      skills: [letterNumbers],
    },
    {
      slug: 'parallel-and-intersecting-lines-chapter',
      title: 'Parallel and Intersecting Lines',
      skills: [parallelLines],
    },
    { slug: 'number-play', title: 'Number Play', skills: [numberPlay7] },
    {
      slug: 'lines-angles-triangles',
      title: 'A Tale of Three Intersecting Lines',
      skills: [anglesTriangles],
    },
    { slug: 'fractions-and-decimals', title: 'Working with Fractions', skills: [fractionsDecimals] },
    // Part II
    { slug: 'geometric-twins', title: 'Geometric Twins', skills: [congruence] },
    { slug: 'integers-chapter', title: 'Operations with Integers', skills: [integers] },
    { slug: 'finding-common-ground', title: 'Finding Common Ground', skills: [commonGround] },
    {
      slug: 'another-peek-beyond-the-point',
      title: 'Another Peek Beyond the Point',
      skills: [decimalsMultiply],
    },
    { slug: 'data-handling', title: 'Connecting the Dots…', skills: [dataHandling] },
    { slug: 'constructions-and-tilings-chapter', title: 'Constructions and Tilings', skills: [tilings] },
    { slug: 'simple-equations-chapter', title: 'Finding the Unknown', skills: [equations] },
    // Not in Ganita Prakash 7 (the syllabus map lists it as unmapped): kept for students who practised it.
    {
      slug: 'comparing-quantities',
      title: 'Percentage, Profit and Loss, Simple Interest',
      skills: [comparingQuantities],
    },
  ],
};
