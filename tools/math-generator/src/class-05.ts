import { distinctInts, fmtInts } from './common.ts';
import { fractions, ints } from './distractors.ts';
import { decimal, degrees, gcd, int, lcm, numberName, Q, tex } from './format.ts';
import {
  dataThroughPictures,
  divisionProblems,
  largeNumberSums,
  lengthAndDistance,
  mapsAndLocations,
  racingSeconds,
  shapesAndPatterns,
  symmetricalDesigns,
  weightAndCapacity,
} from './class-05-maths-mela.ts';
import type { ClassSpec, Problem, SkillSpec } from './types.ts';

const PLACES = ['ones', 'tens', 'hundreds', 'thousands', 'ten thousands', 'lakhs'];

const largeNumbers: SkillSpec = {
  slug: 'large-numbers',
  name: 'Large numbers',
  description: 'Read, write and compare numbers up to ten lakh in the Indian place value system.',
  prerequisites: ['math-4-four-digit-numbers'],
  levels: {
    1: (rng): Problem => {
      let n = rng.int(1_00_000, 9_99_999);
      while (new Set(String(n)).size < 6 || String(n).includes('0')) n = rng.int(1_00_000, 9_99_999);
      const place = rng.int(2, 5);
      const digit = Math.floor(n / 10 ** place) % 10;
      const answer = digit * 10 ** place;
      return {
        text: `What is the place value of ${digit} in ${int(n)}?`,
        answer: int(answer),
        distractors: fmtInts([
          digit * 10 ** (place - 1),
          digit * 10 ** (place + 1),
          digit,
          digit * 10 ** (place - 2),
        ]),
        hint: 'From the right the places are ones, tens, hundreds, thousands, ten thousands and lakhs.',
        explanation: `${digit} is in the ${PLACES[place]} place of ${int(n)}, so its value is ${digit} × ${int(10 ** place)} = ${int(answer)}.`,
        params: { form: 'place', n, place },
      };
    },
    2: (rng): Problem => {
      const n = rng.int(1_10_000, 8_89_999);
      const step = rng.pick([1000, 10_000, 1_00_000]);
      const more = rng.chance(0.5);
      const answer = more ? n + step : n - step;
      const stepName = { 1000: '1,000', 10000: '10,000', 100000: '1,00,000' }[step];
      const sign = more ? 1 : -1;
      return {
        text: `Which number is ${stepName} ${more ? 'more' : 'less'} than ${int(n)}?`,
        answer: int(answer),
        distractors: fmtInts(
          [n + (sign * step) / 10, n + sign * step * 10, n - sign * step, n + (sign * step) / 100].filter(
            (x) => x > 0,
          ),
        ),
        hint: `Only one digit changes: the digit in the place of ${stepName}.`,
        explanation: `${int(n)} ${more ? '+' : '−'} ${stepName} = ${int(answer)}.`,
        params: { form: more ? 'more' : 'less', n, step },
      };
    },
    3: (rng): Problem => {
      const lakh = rng.int(1, 9);
      const thousand = rng.int(0, 1) ? rng.int(1, 9) : rng.int(10, 99);
      const rest = rng.pick([rng.int(1, 9), rng.int(11, 99), rng.int(1, 9) * 100 + rng.int(1, 99)]);
      const n = lakh * 1_00_000 + thousand * 1000 + rest;
      const withoutZeros = Number(`${lakh}${thousand}${rest}`);
      const typical = [
        withoutZeros,
        lakh * 10_00_000 + thousand * 1000 + rest,
        lakh * 1_00_000 + thousand * 100 + rest,
        n + 10_000,
      ];
      return {
        text: `How is "${numberName(n)}" written in figures?`,
        answer: int(n),
        distractors: fmtInts(ints(rng, n, typical, { min: 1 })),
        hint: 'Write the lakhs, then two digits for the thousands, then three digits for the rest, using 0 for empty places.',
        explanation: `${lakh} lakh = ${int(lakh * 1_00_000)}, ${thousand} thousand = ${int(thousand * 1000)}, and adding ${rest} gives ${int(n)}.`,
        params: { form: 'figures', n },
      };
    },
  },
};

const multiplyDivide: SkillSpec = {
  slug: 'multiplication-and-division',
  name: 'Multiplication and division',
  description: 'Multiply by 10, 100 and 1000, multiply by two-digit numbers and divide by two-digit numbers.',
  prerequisites: ['large-numbers', 'math-4-multiplication'],
  levels: {
    1: (rng): Problem => {
      const a = rng.int(12, 999);
      const p = rng.pick([10, 100, 1000]);
      const answer = a * p;
      return {
        text: `What is ${a} × ${int(p)}?`,
        answer: int(answer),
        distractors: fmtInts([a * p * 10, (a * p) / 10, a + p, a * p * 100].filter((x) => x !== answer)),
        hint: `Multiplying by ${int(p)} puts ${String(p).length - 1} zero${p > 10 ? 's' : ''} after the number.`,
        explanation: `${a} × ${int(p)} = ${int(answer)}, writing ${String(p).length - 1} zero${p > 10 ? 's' : ''} after ${a}.`,
        params: { form: 'power', a, b: p },
      };
    },
    2: (rng): Problem => {
      const a = rng.int(102, 999);
      let b = rng.int(12, 99);
      while (b % 10 === 0) b = rng.int(12, 99);
      const product = a * b;
      const tens = Math.floor(b / 10);
      const ones = b % 10;
      return {
        text: `What is ${a} × ${b}?`,
        answer: int(product),
        distractors: fmtInts(
          ints(rng, product, [a * ones + a * tens, product + 1000, product - 100, product + a], { min: 1 }),
        ),
        hint: `Multiply ${a} by ${ones} and by ${tens * 10}, then add.`,
        explanation: `${a} × ${b} = ${a} × ${tens * 10} + ${a} × ${ones} = ${int(a * tens * 10)} + ${int(a * ones)} = ${int(product)}.`,
        params: { form: 'product', a, b },
      };
    },
    3: (rng): Problem => {
      const divisor = rng.int(12, 48);
      const q = rng.chance(0.4) ? rng.int(1, 3) * 100 + rng.int(1, 9) : rng.int(21, 99);
      const dividend = divisor * q;
      const dropped =
        q >= 100 && Math.floor(q / 10) % 10 === 0 ? Math.floor(q / 100) * 10 + (q % 10) : q * 10;
      return {
        text: `What is ${int(dividend)} ÷ ${divisor}?`,
        answer: int(q),
        distractors: fmtInts(ints(rng, q, [dropped, q + 1, q - 1, q + 10], { min: 1 })),
        hint: `Check your answer by multiplying it by ${divisor}.`,
        explanation: `${divisor} × ${q} = ${int(dividend)}, so ${int(dividend)} ÷ ${divisor} = ${q}.`,
        params: { form: 'quotient', dividend, divisor },
      };
    },
  },
};

function factorsOf(n: number): number[] {
  const out: number[] = [];
  for (let k = 1; k <= n; k++) if (n % k === 0) out.push(k);
  return out;
}

const factorsMultiples: SkillSpec = {
  slug: 'factors-and-multiples',
  name: 'Factors and multiples',
  description:
    'Find factors and multiples, count the factors of a number and find common multiples and factors.',
  prerequisites: ['multiplication-and-division'],
  levels: {
    1: (rng): Problem => {
      if (rng.chance(0.5)) {
        const n = rng.pick([12, 18, 20, 24, 28, 30, 32, 36, 40, 42, 45, 48, 54, 56, 60, 63, 72]);
        const fs = factorsOf(n).filter((f) => f > 1 && f < n);
        const answer = rng.pick(fs);
        const pool: number[] = [];
        while (pool.length < 3) {
          const x = rng.int(3, Math.min(n - 1, 20));
          if (n % x !== 0 && !pool.includes(x)) pool.push(x);
        }
        const nums = rng.shuffle([answer, ...pool]);
        return {
          text: `Which of these is a factor of ${n}: ${nums.join(', ')}?`,
          answer: int(answer),
          options: fmtInts(nums),
          hint: `A factor of ${n} divides ${n} exactly, with no remainder.`,
          explanation: `${n} ÷ ${answer} = ${n / answer} exactly, so ${answer} is a factor of ${n}; the others leave a remainder.`,
          params: { form: 'factor', n, nums },
        };
      }
      const k = rng.int(6, 12);
      const answer = k * rng.int(3, 9);
      const pool: number[] = [];
      while (pool.length < 3) {
        const x = answer + rng.int(-8, 8);
        if (x > 1 && x % k !== 0 && !pool.includes(x)) pool.push(x);
      }
      const nums = rng.shuffle([answer, ...pool]);
      return {
        text: `Which of these is a multiple of ${k}: ${nums.join(', ')}?`,
        answer: int(answer),
        options: fmtInts(nums),
        hint: `A multiple of ${k} is in the table of ${k}.`,
        explanation: `${k} × ${answer / k} = ${answer}, so ${answer} is a multiple of ${k}; the others are not in the table of ${k}.`,
        params: { form: 'multiple', k, nums },
      };
    },
    2: (rng): Problem => {
      const n = rng.pick([12, 16, 18, 20, 24, 28, 30, 32, 36, 40, 42, 45, 48, 50, 60, 64, 72, 80, 100]);
      const fs = factorsOf(n);
      const answer = fs.length;
      return {
        text: `How many factors does ${n} have?`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, [answer - 2, answer - 1, answer + 1, n / 2], { min: 1 })),
        hint: `List the factors in pairs that multiply to make ${n}; do not forget 1 and ${n}.`,
        explanation: `The factors of ${n} are ${fs.join(', ')}, which makes ${answer} factors.`,
        params: { form: 'count', n },
      };
    },
    3: (rng): Problem => {
      const [a = 4, b = 6] = rng.pick([
        [4, 6],
        [6, 8],
        [6, 9],
        [8, 12],
        [9, 12],
        [10, 15],
        [12, 18],
        [4, 10],
        [6, 10],
        [12, 16],
        [15, 20],
        [8, 10],
        [14, 21],
        [12, 20],
      ]);
      if (rng.chance(0.5)) {
        const answer = lcm(a, b);
        return {
          text: `What is the smallest number that is a multiple of both ${a} and ${b}?`,
          answer: int(answer),
          distractors: fmtInts(ints(rng, answer, [a * b, gcd(a, b), answer * 2, answer + a], { min: 1 })),
          hint: `List the multiples of ${b} and stop at the first one that ${a} also divides.`,
          explanation: `Multiples of ${b}: ${[1, 2, 3, 4]
            .map((k) => b * k)
            .filter((x) => x <= answer)
            .join(', ')}; the first that is also a multiple of ${a} is ${answer}.`,
          params: { form: 'lcm', a, b },
        };
      }
      const answer = gcd(a, b);
      const common = factorsOf(answer);
      return {
        text: `What is the biggest number that is a factor of both ${a} and ${b}?`,
        answer: int(answer),
        distractors: fmtInts(
          ints(
            rng,
            answer,
            [lcm(a, b), common.length > 2 ? (common[common.length - 2] ?? 1) : answer + 1, a, b - a],
            { min: 1 },
          ),
        ),
        hint: `List the factors of ${a} and find the biggest one that also divides ${b}.`,
        explanation: `The common factors of ${a} and ${b} are ${common.join(', ')}, and the biggest is ${answer}.`,
        params: { form: 'hcf', a, b },
      };
    },
  },
};

const fractionSkill: SkillSpec = {
  slug: 'fractions',
  name: 'Fractions',
  description: 'Find equivalent fractions, add and subtract fractions and compare fractions.',
  prerequisites: ['math-4-fractions'],
  levels: {
    1: (rng): Problem => {
      const d = rng.int(3, 9);
      const n = rng.int(1, d - 1);
      if (gcd(n, d) !== 1) return fractionSkill.levels[1](rng);
      const k = rng.int(2, 6);
      const answer = n * k;
      return {
        text: `Fill in the blank: ${tex(`\\frac{${n}}{${d}} = \\frac{?}{${d * k}}`)}`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, [k, n + (d * k - d), d * k - answer, answer + 1], { min: 1 })),
        hint: `${d} was multiplied by ${k} to get ${d * k}; do the same to the top.`,
        explanation: `${d} × ${k} = ${d * k}, so the numerator is ${n} × ${k} = ${answer}.`,
        params: { form: 'equivalent', n, d, k },
      };
    },
    2: (rng): Problem => {
      const d = rng.pick([5, 6, 7, 8, 9, 10, 12]);
      const add = rng.chance(0.5);
      const a = rng.int(1, d - 2);
      const b = add ? rng.int(1, d - a - 1) : rng.int(1, a - 1 || 1);
      // a − b = b would show the answer in the question.
      if (!add && (b >= a || a === 2 * b)) return fractionSkill.levels[2](rng);
      const answer = add ? new Q(a + b, d) : new Q(a - b, d);
      const texOp = add ? '+' : '-';
      const wrongDen = add ? new Q(a + b, 2 * d) : new Q(a - b, d * 2);
      return {
        text: `What is ${tex(`\\frac{${a}}{${d}} ${texOp} \\frac{${b}}{${d}}`)}? Give the answer in its simplest form.`,
        answer: answer.toTex(),
        distractors: fractions(
          rng,
          answer,
          [wrongDen, add ? new Q(a + b + 1, d) : new Q(a + b, d)],
          true,
        ).map((q) => q.toTex()),
        hint: `The denominators are the same, so ${add ? 'add' : 'subtract'} only the numerators.`,
        explanation: `${tex(`\\frac{${a}}{${d}} ${texOp} \\frac{${b}}{${d}} = \\frac{${add ? a + b : a - b}}{${d}}${answer.d !== d ? ` = ${answer.texBody()}` : ''}`)}.`,
        params: { form: add ? 'add' : 'subtract', a, b, d },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const [d1, d2] = rng.pick([
          [2, 4],
          [2, 6],
          [3, 6],
          [4, 8],
          [2, 8],
          [3, 9],
          [5, 10],
          [4, 12],
          [3, 12],
        ] as const);
        const a = rng.int(1, d1 - 1);
        const b = rng.int(1, d2 - 1);
        const answer = new Q(a, d1).add(new Q(b, d2));
        return {
          text: `What is ${tex(`\\frac{${a}}{${d1}} + \\frac{${b}}{${d2}}`)}? Give the answer in its simplest form.`,
          answer: answer.toTex(),
          distractors: fractions(
            rng,
            answer,
            [new Q(a + b, d1 + d2), new Q(a + b, d2), new Q(a * b, d1 * d2)],
            true,
          ).map((q) => q.toTex()),
          hint: `Change ${tex(`\\frac{${a}}{${d1}}`)} into a fraction with denominator ${d2} first.`,
          explanation: `${tex(`\\frac{${a}}{${d1}} = \\frac{${(a * d2) / d1}}{${d2}}`)}, and ${tex(`\\frac{${(a * d2) / d1}}{${d2}} + \\frac{${b}}{${d2}} = \\frac{${(a * d2) / d1 + b}}{${d2}}${answer.d !== d2 ? ` = ${answer.texBody()}` : ''}`)}.`,
          params: { form: 'add-related', a, d1, b, d2 },
        };
      }
      const pool: Q[] = [];
      while (pool.length < 4) {
        const d = rng.pick([3, 4, 5, 6, 8, 10, 12]);
        const n = rng.int(1, d - 1);
        const q = new Q(n, d);
        if (!pool.some((p) => p.equals(q))) pool.push(q);
      }
      const form = rng.pick(['greatest', 'smallest'] as const);
      const sorted = [...pool].sort((x, y) => x.n * y.d - y.n * x.d);
      const answer = (form === 'greatest' ? sorted[sorted.length - 1] : sorted[0]) ?? new Q(1, 2);
      const common = pool.reduce((acc, q) => lcm(acc, q.d), 1);
      return {
        text: `Which fraction is the ${form}: ${pool.map((q) => q.toTex()).join(', ')}?`,
        answer: answer.toTex(),
        options: pool.map((q) => q.toTex()),
        hint: 'Write all the fractions with the same denominator, then compare the numerators.',
        explanation: `With denominator ${common} they are ${pool.map((q) => tex(`\\frac{${(q.n * common) / q.d}}{${common}}`)).join(', ')}, so ${answer.toTex()} is the ${form}.`,
        params: { form, fractions: pool.map(String) },
      };
    },
  },
};

const decimalSkill: SkillSpec = {
  slug: 'decimals',
  name: 'Tenths and hundredths',
  description:
    'Write tenths and hundredths as decimals, add decimals and use decimals for lengths and weights.',
  prerequisites: ['fractions'],
  levels: {
    1: (rng): Problem => {
      const hundredths = rng.chance(0.5);
      const den = hundredths ? 100 : 10;
      let n = hundredths ? rng.int(1, 99) : rng.int(1, 9);
      while (hundredths && n % 10 === 0) n = rng.int(1, 99);
      const answer = decimal(n, hundredths ? 2 : 1);
      const wrong = hundredths
        ? [decimal(n, 1), decimal(n, 3), int(n), decimal(n + 1, 2)]
        : [decimal(n, 2), int(n), int(n * 10), decimal(n + 1, 1)];
      return {
        text: `How is ${tex(`\\frac{${n}}{${den}}`)} written as a decimal?`,
        answer,
        distractors: wrong,
        hint: hundredths
          ? 'Hundredths take two places after the decimal point.'
          : 'Tenths take one place after the decimal point.',
        explanation: `${tex(`\\frac{${n}}{${den}}`)} is ${n} ${hundredths ? 'hundredths' : 'tenths'}, which is written ${answer}.`,
        params: { form: 'write', n, den },
      };
    },
    2: (rng): Problem => {
      const a = rng.int(11, 99) * (rng.chance(0.5) ? 10 : 1);
      const b = rng.int(101, 999);
      const sum = a + b;
      const aligned = rng.chance(0.5);
      const x = aligned ? a : b;
      const y = aligned ? b : a;
      const slip = (a % 10 === 0 ? a / 10 : a) + b;
      return {
        text: `What is ${decimal(x, 2)} + ${decimal(y, 2)}?`,
        answer: decimal(sum, 2),
        distractors: [
          decimal(slip, 2),
          decimal(sum + 100, 2),
          decimal(sum - 10, 2),
          decimal(sum + 1, 2),
        ].filter((d) => d !== decimal(sum, 2)),
        hint: 'Line up the decimal points, then add as with whole numbers.',
        explanation: `${decimal(x, 2)} + ${decimal(y, 2)} = ${decimal(sum, 2)}, adding hundredths to hundredths, tenths to tenths and ones to ones.`,
        params: { form: 'add', a: x, b: y },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const cm = rng.int(101, 999);
        return {
          text: `How many metres is ${cm} cm?`,
          answer: `${decimal(cm, 2)} m`,
          distractors: [decimal(cm, 1), decimal(cm, 3), decimal(cm * 10, 0)].map((x) => `${x} m`),
          hint: '100 cm = 1 m, so divide by 100.',
          explanation: `${cm} cm = ${cm} ÷ 100 m = ${decimal(cm, 2)} m.`,
          params: { form: 'cm-to-m', value: cm },
        };
      }
      const kg = rng.int(1, 9);
      const g = rng.pick([rng.int(1, 9) * 5, rng.int(11, 99), rng.int(101, 999)]);
      const value = kg * 1000 + g;
      const slip = kg * (g < 100 ? 100 : 1000) + g;
      return {
        text: `How many kilograms is ${kg} kg ${g} g?`,
        answer: `${decimal(value, 3)} kg`,
        distractors: [
          decimal(slip, g < 100 ? 2 : 3),
          decimal(value, 2),
          decimal(value + 1000, 3),
          decimal(value, 4),
        ]
          .filter((x) => x !== decimal(value, 3))
          .map((x) => `${x} kg`),
        hint: '1000 g = 1 kg, so the grams take three places after the point.',
        explanation: `${g} g = ${decimal(g, 3)} kg, so ${kg} kg ${g} g = ${decimal(value, 3)} kg.`,
        params: { form: 'g-to-kg', value },
      };
    },
  },
};

const ANGLE_TYPES = ['Acute', 'Right', 'Obtuse', 'Straight'] as const;

const angles: SkillSpec = {
  slug: 'angles',
  name: 'Angles',
  description:
    'Name acute, right, obtuse and straight angles, find the angle between clock hands and complete a right or straight angle.',
  prerequisites: [],
  levels: {
    1: (rng): Problem => {
      const kind = rng.int(0, 3);
      const value = [rng.int(5, 89), 90, rng.int(91, 179), 180][kind] ?? 90;
      const answer = ANGLE_TYPES[kind] ?? 'Right';
      return {
        text: `What kind of angle measures ${degrees(value)}?`,
        answer,
        options: [...ANGLE_TYPES],
        hint: 'Compare the angle with a right angle, 90°, and a straight angle, 180°.',
        explanation:
          value < 90
            ? `${degrees(value)} is less than 90°, so it is an acute angle.`
            : value === 90
              ? '90° is exactly a right angle.'
              : value < 180
                ? `${degrees(value)} is between 90° and 180°, so it is an obtuse angle.`
                : '180° is a straight angle.',
        params: { form: 'kind', value },
      };
    },
    2: (rng): Problem => {
      const h = rng.int(1, 11);
      const big = 30 * h;
      const answer = Math.min(big, 360 - big);
      return {
        text: `What is the smaller angle between the hands of a clock at ${h} o'clock?`,
        answer: degrees(answer),
        distractors: [360 - answer, answer + 30, answer - 30, h * 10]
          .filter((x) => x > 0 && x !== answer)
          .map(degrees),
        hint: 'The 12 numbers split the full turn of 360° into 12 equal parts.',
        explanation: `The hands are ${answer / 30} number${answer === 30 ? '' : 's'} apart, and ${answer / 30} × 30° = ${degrees(answer)}.`,
        params: { form: 'clock', h },
      };
    },
    3: (rng): Problem => {
      const whole = rng.pick([90, 180]);
      const a = rng.int(15, whole - 15);
      const answer = whole - a;
      return {
        text: `Two angles together make a ${whole === 90 ? 'right' : 'straight'} angle. One of them is ${degrees(a)}. What is the other?`,
        answer: degrees(answer),
        distractors: [(whole === 90 ? 180 : 90) - a, a, answer + 10, 360 - a]
          .filter((x) => x > 0 && x !== answer)
          .map(degrees),
        hint: `A ${whole === 90 ? 'right' : 'straight'} angle measures ${degrees(whole)}.`,
        explanation: `${degrees(whole)} − ${degrees(a)} = ${degrees(answer)}.`,
        params: { form: 'complete', whole, a },
      };
    },
  },
};

const areaPerimeter: SkillSpec = {
  slug: 'area-and-perimeter',
  name: 'Area and perimeter',
  description:
    'Find the area of rectangles and squares, a missing side from the area, and how many tiles cover a floor.',
  prerequisites: ['multiplication-and-division', 'math-4-perimeter'],
  levels: {
    1: (rng): Problem => {
      const l = rng.int(5, 25);
      const b = rng.int(2, l - 1);
      const area = l * b;
      return {
        text: `What is the area of a rectangle ${l} cm long and ${b} cm wide?`,
        answer: `${area} sq cm`,
        distractors: [2 * (l + b), l + b, area + l].filter((x) => x !== area).map((x) => `${x} sq cm`),
        hint: 'Area of a rectangle = length × breadth.',
        explanation: `Area = ${l} × ${b} = ${area} sq cm.`,
        params: { form: 'area', l, b },
      };
    },
    2: (rng): Problem => {
      if (rng.chance(0.5)) {
        const l = rng.int(6, 20);
        const b = rng.int(3, 15);
        const area = l * b;
        return {
          text: `A rectangle has an area of ${area} sq cm and a length of ${l} cm. What is its breadth?`,
          answer: `${b} cm`,
          distractors: [area - l, area / 2 - l, b + 1, l]
            .filter((x) => x > 0 && x !== b && Number.isInteger(x))
            .map((x) => `${x} cm`),
          hint: 'Breadth = area ÷ length.',
          explanation: `${area} ÷ ${l} = ${b}, so the breadth is ${b} cm.`,
          params: { form: 'breadth', area, l },
        };
      }
      const s = rng.int(3, 15);
      return {
        text: `A square has a perimeter of ${4 * s} cm. What is its area?`,
        answer: `${s * s} sq cm`,
        distractors: [4 * s, 16 * s * s, 2 * s * s, s * s + s]
          .filter((x) => x !== s * s)
          .map((x) => `${x} sq cm`),
        hint: 'First find the side from the perimeter.',
        explanation: `The side is ${4 * s} ÷ 4 = ${s} cm, so the area is ${s} × ${s} = ${s * s} sq cm.`,
        params: { form: 'square-area', p: 4 * s },
      };
    },
    3: (rng): Problem => {
      const tile = rng.pick([20, 25, 50]);
      const across = rng.int(4, 12);
      const down = rng.int(3, 10);
      const l = tile * across;
      const b = tile * down;
      const answer = across * down;
      return {
        text: `A floor is ${l} cm long and ${b} cm wide. How many square tiles of side ${tile} cm are needed to cover it?`,
        answer: int(answer),
        distractors: fmtInts(
          ints(rng, answer, [across + down, 2 * (across + down), answer * 2, (l * b) / tile], { min: 1 }),
        ),
        hint: 'Find how many tiles fit along the length and along the breadth.',
        explanation: `${l} ÷ ${tile} = ${across} tiles along and ${b} ÷ ${tile} = ${down} tiles across, so ${across} × ${down} = ${answer} tiles.`,
        params: { form: 'tiles', l, b, tile },
      };
    },
  },
};

const volume: SkillSpec = {
  slug: 'volume',
  name: 'Volume with unit cubes',
  description: 'Count the unit cubes in a cuboid and find a missing measurement from the volume.',
  prerequisites: ['area-and-perimeter', 'math-4-views-and-stacks'],
  levels: {
    1: (rng): Problem => {
      const [l = 2, b = 3, h = 4] = distinctInts(rng, 3, 2, 8);
      const v = l * b * h;
      return {
        text: `How many 1 cm cubes are needed to build a cuboid ${l} cm long, ${b} cm wide and ${h} cm high?`,
        answer: int(v),
        distractors: fmtInts(ints(rng, v, [l + b + h, l * b, 2 * (l * b + b * h + h * l)], { min: 1 })),
        hint: 'Find the cubes in one layer, then multiply by the number of layers.',
        explanation: `One layer has ${l} × ${b} = ${l * b} cubes and there are ${h} layers, so ${l * b} × ${h} = ${v} cubes.`,
        params: { form: 'cubes', l, b, h },
      };
    },
    2: (rng): Problem => {
      const [l = 2, b = 3, h = 4] = distinctInts(rng, 3, 2, 9);
      const v = l * b * h;
      return {
        text: `A box has a volume of ${v} cubic cm. It is ${l} cm long and ${b} cm wide. How high is it?`,
        answer: `${h} cm`,
        distractors: [v - l - b, v / l, h + 1, l * b]
          .filter((x) => Number.isInteger(x) && x > 0 && x !== h)
          .map((x) => `${x} cm`),
        hint: 'Height = volume ÷ (length × breadth).',
        explanation: `${l} × ${b} = ${l * b}, and ${v} ÷ ${l * b} = ${h}, so the box is ${h} cm high.`,
        params: { form: 'height', v, l, b },
      };
    },
    3: (rng): Problem => {
      const [sl = 4, sb = 2, sh = 1] = rng.pick([
        [4, 2, 1],
        [5, 3, 2],
        [6, 4, 2],
        [3, 2, 2],
        [5, 2, 1],
      ]);
      const [kl = 2, kb = 2, kh = 2] = [rng.int(2, 5), rng.int(2, 5), rng.int(2, 6)];
      const answer = kl * kb * kh;
      return {
        text: `How many small boxes ${sl} cm × ${sb} cm × ${sh} cm fit into a carton ${sl * kl} cm × ${sb * kb} cm × ${sh * kh} cm, all placed the same way?`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, [kl + kb + kh, kl * kb, answer * 2], { min: 1 })),
        hint: 'Find how many boxes fit along each edge of the carton.',
        explanation: `${sl * kl} ÷ ${sl} = ${kl}, ${sb * kb} ÷ ${sb} = ${kb} and ${sh * kh} ÷ ${sh} = ${kh}, so ${kl} × ${kb} × ${kh} = ${answer} boxes.`,
        params: { form: 'boxes', small: [sl, sb, sh], big: [sl * kl, sb * kb, sh * kh] },
      };
    },
  },
};

export const class05: ClassSpec = {
  grade: 5,
  // Maths Mela's chapters in the book's order; the slugs of the first chapters are kept (students' history).
  chapters: [
    { slug: 'large-numbers-chapter', title: 'We the Travellers — I', skills: [largeNumbers] },
    { slug: 'parts-and-wholes', title: 'Fractions', skills: [fractionSkill] },
    { slug: 'shapes-and-angles', title: 'Angles as Turns', skills: [angles] },
    { slug: 'we-the-travellers-2', title: 'We the Travellers — II', skills: [largeNumberSums] },
    { slug: 'far-and-near', title: 'Far and Near', skills: [lengthAndDistance] },
    { slug: 'ways-to-multiply-and-divide', title: 'The Dairy Farm', skills: [multiplyDivide] },
    { slug: 'shapes-and-patterns-chapter', title: 'Shapes and Patterns', skills: [shapesAndPatterns] },
    { slug: 'weight-and-capacity-chapter', title: 'Weight and Capacity', skills: [weightAndCapacity] },
    { slug: 'coconut-farm', title: 'Coconut Farm', skills: [divisionProblems] },
    { slug: 'symmetrical-designs', title: 'Symmetrical Designs', skills: [symmetricalDesigns] },
    { slug: 'area-and-its-boundary', title: "Grandmother's Quilt", skills: [areaPerimeter] },
    { slug: 'racing-seconds', title: 'Racing Seconds', skills: [racingSeconds] },
    { slug: 'be-my-multiple', title: 'Animal Jumps', skills: [factorsMultiples] },
    { slug: 'maps-and-locations', title: 'Maps and Locations', skills: [mapsAndLocations] },
    { slug: 'data-through-pictures', title: 'Data Through Pictures', skills: [dataThroughPictures] },
    // Not in Maths Mela (see the syllabus map's unmapped_skills); kept for the students who practised them.
    { slug: 'tenths-and-hundredths', title: 'Tenths and Hundredths', skills: [decimalSkill] },
    { slug: 'how-big-how-heavy', title: 'How Big? How Heavy?', skills: [volume] },
  ],
};
