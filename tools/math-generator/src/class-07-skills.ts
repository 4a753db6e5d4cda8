// Class 7 skills for the chapters of Ganita Prakash 7 (Parts I and II) that the first skills did not cover.
import { fmtInts, ordinal } from './common.ts';
import { ints, measures } from './distractors.ts';
import { decimal, degrees, gcd, int, lcm, rupees, rupeesPaise, tex } from './format.ts';
import { crossingFigure, regionAngle, transversalFigure } from './figures-class-07.ts';
import type { Region } from './figures-class-07.ts';
import { NAMES } from './story.ts';
import type { Problem, SkillSpec } from './types.ts';

/** Terms such as [[3, 'a'], [-2, 'b']] and a constant, written for TeX: `3a - 2b + 5`. */
export function texLinear(terms: readonly (readonly [number, string])[], constant = 0): string {
  const parts: string[] = [];
  for (const [c, v] of terms) {
    if (c === 0) continue;
    const body = (Math.abs(c) === 1 ? '' : String(Math.abs(c))) + v;
    parts.push(parts.length === 0 ? (c < 0 ? `-${body}` : body) : `${c < 0 ? '-' : '+'} ${body}`);
  }
  if (constant !== 0 || parts.length === 0)
    parts.push(parts.length === 0 ? String(constant) : `${constant < 0 ? '-' : '+'} ${Math.abs(constant)}`);
  return parts.join(' ');
}

// ---------------------------------------------------------------- Part I, chapter 1: Large Numbers Around Us

const PLACE_NAMES = [
  'ones',
  'tens',
  'hundreds',
  'thousands',
  'ten thousands',
  'lakhs',
  'ten lakhs',
  'crores',
] as const;

export const largeNumbers: SkillSpec = {
  slug: 'large-numbers-around-us',
  name: 'Large numbers: lakhs, crores and millions',
  description:
    'Read place values in the Indian system, convert between lakhs, crores, thousands and millions, and round large numbers.',
  prerequisites: ['math-5-large-numbers'],
  levels: {
    1: (rng): Problem => {
      if (rng.chance(0.5)) {
        // A number of 7 or 8 digits with all its digits different, and one of them asked about.
        const digits = rng.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, rng.pick([7, 8]));
        const n = Number(digits.join(''));
        const place = rng.int(3, digits.length - 1);
        const digit = digits[digits.length - 1 - place] ?? 1;
        const value = digit * 10 ** place;
        return {
          text: `What is the place value of the digit ${digit} in ${int(n)}?`,
          answer: int(value),
          distractors: fmtInts([value * 10, value / 10, digit, value * 100].filter(Number.isInteger)),
          hint: `The digit ${digit} is in the ${PLACE_NAMES[place]} place.`,
          explanation: `${digit} is in the ${PLACE_NAMES[place]} place, so its value is ${digit} × ${int(10 ** place)} = ${int(value)}.`,
          params: { form: 'place-value', n, digit },
        };
      }
      const lakhs = rng.int(2, 95);
      const answer = lakhs * 100;
      return {
        text: `How many thousands make ${lakhs} lakh?`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, [lakhs * 10, lakhs * 1000, lakhs * 100000], { min: 1 })),
        hint: '1 lakh = 1,00,000, and 1 thousand = 1,000.',
        explanation: `1 lakh = 100 thousand, so ${lakhs} lakh = ${lakhs} × 100 = ${int(answer)} thousand.`,
        params: { form: 'lakh-thousands', lakhs },
      };
    },
    2: (rng): Problem => {
      if (rng.chance(0.5)) {
        const lakhs = rng.int(11, 99);
        if (lakhs % 10 === 0) return largeNumbers.levels[2](rng);
        const m = (x: number): string => `${decimal(x, 1)} million`;
        return {
          text: `A city has about ${lakhs} lakh people. How many million is that?`,
          answer: m(lakhs),
          distractors: [m(lakhs * 10), m(lakhs * 100), `${decimal(lakhs, 2)} million`],
          hint: '10 lakh = 1 million.',
          explanation: `10 lakh = 1 million, so ${lakhs} lakh = ${lakhs} ÷ 10 = ${decimal(lakhs, 1)} million.`,
          params: { form: 'lakh-million', lakhs },
        };
      }
      const crores = rng.int(2, 60);
      const mil = (x: number): string => `${int(x)} million`;
      return {
        text: `How many million make ${crores} crore?`,
        answer: mil(crores * 10),
        distractors: [mil(crores * 100), mil(crores), `${decimal(crores, 1)} million`],
        hint: '1 crore = 100 lakh, and 10 lakh = 1 million.',
        explanation: `1 crore = 100 lakh = 10 million, so ${crores} crore = ${crores} × 10 = ${int(crores * 10)} million.`,
        params: { form: 'crore-million', crores },
      };
    },
    3: (rng): Problem => {
      const places = [
        ['thousand', 1000],
        ['lakh', 100000],
        ['ten lakh', 1000000],
      ] as const;
      const [placeName, unit] = rng.pick(places);
      const n = rng.int(10000000, 99999999);
      const rest = n % unit;
      if (rest === 0 || rest * 2 === unit) return largeNumbers.levels[3](rng);
      const down = n - rest;
      const answer = rest * 2 > unit ? down + unit : down;
      const wrongWay = answer === down ? down + unit : down;
      return {
        text: `Round ${int(n)} to the nearest ${placeName}.`,
        answer: int(answer),
        distractors: fmtInts([wrongWay, answer + unit * 10, answer - unit * 10, n - (n % (unit * 10))]),
        hint: `Look at the digit just to the right of the ${placeName}s place: 5 or more rounds up.`,
        explanation: `${int(n)} lies between ${int(down)} and ${int(down + unit)}; the part after the ${placeName}s is ${int(rest)}, which is ${rest * 2 > unit ? 'more' : 'less'} than half of ${int(unit)}, so it rounds to ${int(answer)}.`,
        params: { form: 'round', n, unit },
      };
    },
  },
};

// ---------------------------------------------------------------- Part I, chapter 2: Arithmetic Expressions

export const arithmeticExpressions: SkillSpec = {
  slug: 'arithmetic-expressions',
  name: 'Arithmetic expressions',
  description:
    'Evaluate expressions by their terms, remove brackets after a minus sign, and write expressions for everyday problems.',
  prerequisites: ['large-numbers-around-us', 'math-6-integers'],
  levels: {
    1: (rng): Problem => {
      const a = rng.int(5, 60);
      const b = rng.int(2, 12);
      const c = rng.int(2, 12);
      const plus = rng.chance(0.5);
      const answer = plus ? a + b * c : a * b - c;
      const text = plus ? `${a} + ${b} × ${c}` : `${a} × ${b} − ${c}`;
      const leftToRight = plus ? (a + b) * c : a * (b - c);
      if (answer < 0) return arithmeticExpressions.levels[1](rng);
      return {
        text: `What is the value of ${text}?`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, [leftToRight, answer + c, answer - b])),
        hint: 'Split the expression into its terms: the multiplication inside a term is done first.',
        explanation: plus
          ? `The terms are ${a} and ${b} × ${c} = ${b * c}, so ${a} + ${b * c} = ${answer}.`
          : `The terms are ${a} × ${b} = ${a * b} and ${c}, so ${a * b} − ${c} = ${answer}.`,
        params: { form: plus ? 'sum-of-terms' : 'product-minus', a, b, c },
      };
    },
    2: (rng): Problem => {
      const a = rng.int(40, 150);
      const b = rng.int(10, 35);
      const c = rng.int(3, 15);
      const inner = rng.chance(0.5) ? '+' : '−';
      const answer = inner === '+' ? a - (b + c) : a - (b - c);
      const noFlip = inner === '+' ? a - b + c : a - b - c;
      return {
        text: `What is the value of ${a} − (${b} ${inner} ${c})?`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, [noFlip, a + b - c, answer + 10])),
        hint: 'A minus sign before a bracket changes the sign of every term inside it when the bracket is removed.',
        explanation: `${a} − (${b} ${inner} ${c}) = ${a} − ${b} ${inner === '+' ? '−' : '+'} ${c} = ${int(a - b)} ${inner === '+' ? '−' : '+'} ${c} = ${int(answer)}.`,
        params: { form: inner === '+' ? 'minus-sum' : 'minus-difference', a, b, c },
      };
    },
    3: (rng): Problem => {
      const who = rng.pick(NAMES);
      const form = rng.pick(['change', 'pages'] as const);
      if (form === 'change') {
        const n = rng.int(2, 6);
        const price = rng.int(12, 75);
        const m = rng.int(2, 5);
        const price2 = rng.int(5, 30);
        const spent = n * price + m * price2;
        const note = spent < 500 ? 500 : 2000;
        if (spent >= 2000) return arithmeticExpressions.levels[3](rng);
        const answer = note - spent;
        return {
          text: `${who} buys ${n} notebooks at ${rupees(price)} each and ${m} pens at ${rupees(price2)} each, and pays with a ${rupees(note)} note. How much change does ${who} get back?`,
          answer: rupees(answer),
          distractors: ints(
            rng,
            answer,
            [note - n * price - price2, note - (n + m) * price, note - spent - m],
            {
              min: 1,
            },
          ).map(rupees),
          hint: `Write the expression ${int(note)} − (${n} × ${price} + ${m} × ${price2}) and evaluate it term by term.`,
          explanation: `${n} × ${price} + ${m} × ${price2} = ${n * price} + ${m * price2} = ${spent}, so the change is ${int(note)} − ${spent} = ${rupees(answer)}.`,
          params: { form, n, price, m, price2, note },
        };
      }
      const days = rng.int(3, 6);
      const perDay = rng.int(12, 30);
      const total = rng.int(days * perDay + 20, days * perDay + 120);
      const answer = total - days * perDay;
      return {
        text: `A book has ${total} pages. ${who} reads ${perDay} pages a day for ${days} days. How many pages are still left to read?`,
        answer: `${int(answer)} pages`,
        distractors: measures(
          rng,
          answer,
          [total - perDay - days, total - perDay, answer + perDay],
          (v) => `${int(v)} pages`,
          {
            min: 1,
          },
        ),
        hint: `The expression is ${total} − ${days} × ${perDay}.`,
        explanation: `${days} × ${perDay} = ${days * perDay} pages are read, so ${total} − ${days * perDay} = ${answer} pages are left.`,
        params: { form, total, perDay, days },
      };
    },
  },
};

// ---------------------------------------------------------------- Part I, chapter 3: A Peek Beyond the Point

const PLACE_AFTER = ['tenths', 'hundredths', 'thousandths'] as const;

export const decimalsPeek: SkillSpec = {
  slug: 'decimal-place-value',
  name: 'Decimals: place value and comparison',
  description:
    'Read tenths, hundredths and thousandths, compare decimals, add and subtract them and write measures as decimals.',
  prerequisites: ['large-numbers-around-us', 'math-6-decimals'],
  levels: {
    1: (rng): Problem => {
      if (rng.chance(0.5)) {
        const digits = rng.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 5);
        const scaled = Number(digits.join(''));
        const place = rng.int(0, 2);
        const answer = digits[2 + place] ?? 0;
        return {
          text: `Which digit of ${decimal(scaled, 3)} is in the ${PLACE_AFTER[place]} place?`,
          answer: String(answer),
          distractors: digits.filter((d) => d !== answer).map(String),
          hint: 'After the decimal point come the tenths, then the hundredths, then the thousandths.',
          explanation: `In ${decimal(scaled, 3)} the tenths digit is ${digits[2]}, the hundredths digit ${digits[3]} and the thousandths digit ${digits[4]}; the ${PLACE_AFTER[place]} digit is ${answer}.`,
          params: { form: 'place', scaled, place },
        };
      }
      // 0.5, 0.45, 0.405, 0.054: the longest is not the largest.
      const a = rng.int(2, 8);
      const b = rng.int(1, 9);
      if (a === b) return decimalsPeek.levels[1](rng);
      const scaled = [a * 100, b * 100 + a * 10, b * 100 + a, b * 10 + a];
      const values = scaled.map((v) => decimal(v, 3));
      const ask = rng.pick(['greatest', 'smallest'] as const);
      const best = ask === 'greatest' ? Math.max(...scaled) : Math.min(...scaled);
      if (new Set(scaled).size < 4) return decimalsPeek.levels[1](rng);
      return {
        text: `Which is the ${ask}: ${values.join(', ')}?`,
        answer: decimal(best, 3),
        options: rng.shuffle(values),
        hint: 'Compare the tenths first, then the hundredths, then the thousandths; more digits does not mean larger.',
        explanation: `With three decimal places: ${scaled.map((v) => `0.${String(v).padStart(3, '0')}`).join(', ')}; the ${ask} is ${decimal(best, 3)}.`,
        params: { form: ask, values: scaled },
      };
    },
    2: (rng): Problem => {
      if (rng.chance(0.5)) {
        const kind = rng.pick(['kg', 'm'] as const);
        const whole = rng.int(2, 15);
        const part = kind === 'kg' ? rng.int(11, 99) : rng.int(1, 9);
        if (part % 10 === 0) return decimalsPeek.levels[2](rng);
        const scale = kind === 'kg' ? 1000 : 100;
        const places = kind === 'kg' ? 3 : 2;
        const answer = `${decimal(whole * scale + part, places)} ${kind}`;
        const small = kind === 'kg' ? 'g' : 'cm';
        return {
          text: `Write ${whole} ${kind} ${part} ${small} in ${kind === 'kg' ? 'kilograms' : 'metres'}.`,
          answer,
          distractors: [
            `${decimal(whole * 10 ** String(part).length + part, String(part).length)} ${kind}`,
            `${decimal(whole * scale * 10 + part, places + 1)} ${kind}`,
            `${int(whole * scale + part)} ${kind}`,
            `${decimal(whole * scale + part, places - 1)} ${kind}`,
          ],
          hint: `1 ${kind} = ${int(scale)} ${small}, so 1 ${small} is ${kind === 'kg' ? '0.001' : '0.01'} ${kind}.`,
          explanation: `${part} ${small} = ${part} ÷ ${scale} ${kind} = ${decimal(part, places)} ${kind}, so ${whole} ${kind} ${part} ${small} = ${answer}.`,
          params: { form: 'measure', kind, whole, part },
        };
      }
      const a = rng.int(101, 999);
      const b = rng.int(101, 999);
      // a has one decimal place, b two: 12.5 + 3.75.
      const answer = a * 10 + b;
      return {
        text: `What is ${decimal(a, 1)} + ${decimal(b, 2)}?`,
        answer: decimal(answer, 2),
        distractors: [
          decimal(a + b, 2),
          decimal(a + b, 1),
          decimal(answer + 100, 2),
          decimal(answer - 10, 2),
        ],
        hint: 'Line up the decimal points (write the first number with two decimal places) before adding.',
        explanation: `${decimal(a, 1)} = ${(a / 10).toFixed(2)}, and ${(a / 10).toFixed(2)} + ${decimal(b, 2)} = ${decimal(answer, 2)}.`,
        params: { form: 'add', a, b },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const whole = rng.int(5, 50);
        const b = rng.int(101, whole * 100 - 1);
        if (b % 10 === 0) return decimalsPeek.levels[3](rng);
        const answer = whole * 100 - b;
        const noBorrow = (whole - Math.floor(b / 100)) * 100 + (b % 100);
        return {
          text: `What is ${whole} − ${decimal(b, 2)}?`,
          answer: decimal(answer, 2),
          distractors: [
            decimal(noBorrow, 2),
            decimal(answer + 100, 2),
            decimal(answer + 10, 2),
            decimal(answer - 100, 2),
          ],
          hint: `Write ${whole} as ${whole}.00 so that both numbers have two decimal places.`,
          explanation: `${whole}.00 − ${decimal(b, 2)} = ${decimal(answer, 2)} (check: ${decimal(answer, 2)} + ${decimal(b, 2)} = ${whole}).`,
          params: { form: 'subtract', whole, b },
        };
      }
      const who = rng.pick(NAMES);
      const paise = [
        rng.int(20, 99) * 100 + rng.pick([25, 50, 75]),
        rng.int(10, 60) * 100 + rng.pick([25, 50, 75]),
      ];
      const [x = 0, y = 0] = paise;
      const note = x + y < 10000 ? 10000 : 20000;
      const answer = note - x - y;
      return {
        text: `${who} buys a school bag for ${rupeesPaise(x)} and a water bottle for ${rupeesPaise(y)}, and pays ${rupees(note / 100)}. How much money does ${who} get back?`,
        answer: rupeesPaise(answer),
        distractors: [
          rupeesPaise(answer + 100),
          rupeesPaise(answer - 50 < 0 ? answer + 50 : answer - 50),
          rupeesPaise(x + y),
          rupeesPaise(answer + 10),
        ],
        hint: 'Add the two prices first, lining up the decimal points, then subtract from the money paid.',
        explanation: `${rupeesPaise(x)} + ${rupeesPaise(y)} = ${rupeesPaise(x + y)}, and ${rupeesPaise(note)} − ${rupeesPaise(x + y)} = ${rupeesPaise(answer)}.`,
        params: { form: 'money', x, y, note },
      };
    },
  },
};

// ---------------------------------------------------------------- Part I, chapter 4: Expressions using Letter-Numbers

export const letterNumbers: SkillSpec = {
  slug: 'expressions-using-letter-numbers',
  name: 'Expressions using letter-numbers',
  description:
    'Write expressions with letter-numbers for situations, find their values, and simplify them by collecting like terms.',
  prerequisites: ['arithmetic-expressions'],
  levels: {
    1: (rng): Problem => {
      if (rng.chance(0.5)) {
        const k = rng.int(2, 9);
        const c = rng.int(1, 15);
        const a = rng.int(2, 9);
        const answer = k * a + c;
        return {
          text: `What is the value of ${tex(`${k}a + ${c}`)} when ${tex(`a = ${a}`)}?`,
          answer: int(answer),
          distractors: fmtInts(
            ints(rng, answer, [Number(`${k}${a}`) + c, k + a + c, k * (a + c)], { min: 1 }),
          ),
          hint: `${tex(`${k}a`)} means ${k} × a.`,
          explanation: `${k} × ${a} + ${c} = ${k * a} + ${c} = ${answer}.`,
          params: { form: 'evaluate', k, c, a },
        };
      }
      const who = rng.pick(NAMES);
      const k = rng.int(2, 5);
      const c = rng.int(2, 12);
      if (k === c) return letterNumbers.levels[1](rng);
      const more = rng.chance(0.5);
      const sign = more ? '+' : '-';
      const words = ['', '', 'twice', 'three times', 'four times', 'five times'][k] ?? '';
      return {
        text: `${who} has ${tex('n')} marbles. ${who}'s brother has ${c} ${more ? 'more than' : 'fewer than'} ${words} as many. Which expression gives the number of marbles ${who}'s brother has?`,
        answer: tex(`${k}n ${sign} ${c}`),
        distractors: [
          tex(`${c}n ${sign} ${k}`),
          tex(`${k}(n ${sign} ${c})`),
          tex(`${k}n ${more ? '-' : '+'} ${c}`),
          tex(`n ${sign} ${k * c}`),
        ],
        hint: `First write ${words} ${tex('n')}, then ${more ? 'add' : 'subtract'} ${c}.`,
        explanation: `${capital(words)} ${tex('n')} is ${tex(`${k} \\times n = ${k}n`)}, and ${c} ${more ? 'more' : 'fewer'} gives ${tex(`${k}n ${sign} ${c}`)}; for ${tex('n = 10')} that is ${more ? k * 10 + c : k * 10 - c} marbles.`,
        params: { form: 'write', k, c, more },
      };
    },
    2: (rng): Problem => {
      const a = rng.int(3, 12);
      const b = rng.int(2, 9);
      const c = rng.int(1, a - 1);
      const d = rng.int(2, 9);
      const minusY = rng.chance(0.5);
      const [x, y] = rng.pick([
        ['x', 'y'],
        ['p', 'q'],
        ['m', 'n'],
      ] as const);
      const yTotal = minusY ? b - d : b + d;
      if (yTotal === 0) return letterNumbers.levels[2](rng);
      const expr = `${a}${x} + ${b}${y} - ${c === 1 ? '' : c}${x} ${minusY ? '-' : '+'} ${d}${y}`;
      const answer = texLinear([
        [a - c, x],
        [yTotal, y],
      ]);
      return {
        text: `Simplify ${tex(expr)}.`,
        answer: tex(answer),
        distractors: [
          tex(
            texLinear([
              [a + c, x],
              [yTotal, y],
            ]),
          ),
          tex(
            texLinear([
              [a - c, x],
              [minusY ? b + d : b - d, y],
            ]),
          ),
          tex(`${a - c + yTotal}${x}${y}`),
          tex(
            texLinear([
              [a - c, x],
              [yTotal + 1, y],
            ]),
          ),
        ],
        hint: `Collect the ${x}-terms together and the ${y}-terms together; each term keeps the sign in front of it.`,
        explanation: `${x}-terms: ${a} − ${c} = ${a - c}; ${y}-terms: ${b} ${minusY ? '−' : '+'} ${d} = ${int(yTotal)}; so the expression is ${tex(answer)}.`,
        params: { form: 'like-terms', a, b, c, d, minusY, x, y },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const a = rng.int(4, 9);
        const b = rng.int(2, 9);
        const c = rng.int(2, 9);
        const p = rng.int(1, a - 1);
        const q = rng.int(2, 9);
        const r = rng.int(1, 9);
        // (a·s + b·t − c) − (p·s − q·t − r)
        const expr = `(${a}s + ${b}t - ${c}) - (${p}s - ${q}t - ${r})`;
        const answer = texLinear(
          [
            [a - p, 's'],
            [b + q, 't'],
          ],
          -c + r,
        );
        return {
          text: `Simplify ${tex(expr)}.`,
          answer: tex(answer),
          distractors: [
            tex(
              texLinear(
                [
                  [a - p, 's'],
                  [b - q, 't'],
                ],
                -c - r,
              ),
            ),
            tex(
              texLinear(
                [
                  [a - p, 's'],
                  [b + q, 't'],
                ],
                -c - r,
              ),
            ),
            tex(
              texLinear(
                [
                  [a - p, 's'],
                  [b - q, 't'],
                ],
                -c + r,
              ),
            ),
            tex(
              texLinear(
                [
                  [a + p, 's'],
                  [b + q, 't'],
                ],
                -c + r,
              ),
            ),
          ],
          hint: 'Removing a bracket with a minus sign in front changes the sign of every term inside it.',
          explanation: `${tex(`${a}s + ${b}t - ${c} - ${p}s + ${q}t + ${r}`)} = ${tex(`(${a} - ${p})s + (${b} + ${q})t + (${r} - ${c})`)} = ${tex(answer)}.`,
          params: { form: 'brackets', a, b, c, p, q, r },
        };
      }
      const p = rng.int(2, 9);
      const q = -rng.int(1, 6);
      const m = rng.int(2, 6);
      const n = rng.int(2, 6);
      const answer = m * p - n * q;
      return {
        text: `What is the value of ${tex(`${m}p - ${n}q`)} when ${tex(`p = ${p}`)} and ${tex(`q = ${q}`)}?`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, [m * p + n * q, answer - 2 * m, -answer])),
        hint: `Put the values in place of the letters, keeping ${int(q)} in brackets.`,
        explanation: `${m} × ${p} − ${n} × (${int(q)}) = ${m * p} − (${int(n * q)}) = ${m * p} + ${-n * q} = ${answer}.`,
        params: { form: 'evaluate-two', m, n, p, q },
      };
    },
  },
};

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

// ---------------------------------------------------------------- Part I, chapter 5: Parallel and Intersecting Lines

const REGION_WORDS: Record<Region, string> = {
  tr: 'above the line and to the right of the slanting line',
  tl: 'above the line and to the left of the slanting line',
  bl: 'below the line and to the left of the slanting line',
  br: 'below the line and to the right of the slanting line',
};

const OPPOSITE: Record<Region, Region> = { tr: 'bl', bl: 'tr', tl: 'br', br: 'tl' };
const BESIDE: Record<Region, Region> = { tr: 'tl', tl: 'tr', bl: 'br', br: 'bl' };

export const parallelLines: SkillSpec = {
  slug: 'parallel-and-intersecting-lines',
  name: 'Parallel and intersecting lines',
  description:
    'Use linear pairs, vertically opposite angles, and the corresponding, alternate and co-interior angles of a transversal.',
  prerequisites: ['math-6-lines-and-angles'],
  levels: {
    1: (rng): Problem => {
      const theta = rng.int(35, 80);
      const given = rng.pick(['tr', 'tl', 'bl', 'br'] as const);
      const kind = rng.pick(['opposite', 'beside'] as const);
      const asked = kind === 'opposite' ? OPPOSITE[given] : BESIDE[given];
      const a = regionAngle(theta, given);
      const answer = regionAngle(theta, asked);
      const alt = `Two straight lines cross at a point. The angle ${REGION_WORDS[given]} is ${a}°; the angle x is ${REGION_WORDS[asked]}${kind === 'opposite' ? ', opposite the given angle' : ', next to the given angle on the same line'}.`;
      return {
        text: `Two lines intersect as shown. One angle is ${degrees(a)}. What is the angle x?`,
        answer: degrees(answer),
        distractors: measures(
          rng,
          answer,
          [180 - answer, 90 - (a % 90), 360 - a - answer, answer + 10],
          degrees,
          {
            min: 1,
            max: 179,
          },
        ),
        hint:
          kind === 'opposite'
            ? 'When two lines cross, the angles opposite each other are equal.'
            : 'Two angles side by side on a straight line form a linear pair: they add up to 180°.',
        explanation:
          kind === 'opposite'
            ? `x and the ${degrees(a)} angle are vertically opposite, so x = ${degrees(a)}.`
            : `x and the ${degrees(a)} angle form a linear pair, so x = 180° − ${degrees(a)} = ${degrees(answer)}.`,
        figure: crossingFigure(
          theta,
          [
            [given, degrees(a)],
            [asked, 'x'],
          ],
          alt,
        ),
        params: { form: kind, a },
      };
    },
    2: (rng): Problem => {
      const theta = rng.int(40, 78);
      const kind = rng.pick(['corresponding', 'alternate', 'co-interior'] as const);
      // Given at the upper crossing, asked at the lower one.
      const pairs: Record<typeof kind, readonly [Region, Region][]> = {
        corresponding: [
          ['tr', 'tr'],
          ['tl', 'tl'],
          ['bl', 'bl'],
          ['br', 'br'],
        ],
        alternate: [
          ['bl', 'tr'],
          ['br', 'tl'],
        ],
        'co-interior': [
          ['bl', 'tl'],
          ['br', 'tr'],
        ],
      };
      const [g, s] = rng.pick(pairs[kind]);
      const a = regionAngle(theta, g);
      const answer = regionAngle(theta, s);
      const names = {
        corresponding: 'corresponding angles',
        alternate: 'alternate angles',
        'co-interior': 'interior angles on the same side of the transversal',
      };
      const alt = `Lines l and m are parallel and a transversal cuts them. At line l the angle ${REGION_WORDS[g].replace('the line', 'l').replace('slanting line', 'transversal')} is ${a}°. At line m the angle x is ${REGION_WORDS[s].replace('the line', 'm').replace('slanting line', 'transversal')}; the two are ${names[kind]}.`;
      return {
        text: `In the figure, lines l and m are parallel and a transversal makes an angle of ${degrees(a)} with l. What is the angle x at m?`,
        answer: degrees(answer),
        distractors: measures(
          rng,
          answer,
          [180 - answer, 90 - (answer % 90), answer + 20, answer - 20],
          degrees,
          {
            min: 1,
            max: 179,
          },
        ),
        hint: `Look at where the two angles sit at the two crossings: they are ${names[kind]}.`,
        explanation:
          kind === 'co-interior'
            ? `Interior angles on the same side of a transversal add up to 180°, so x = 180° − ${degrees(a)} = ${degrees(answer)}.`
            : `${capital(names[kind])} made by a transversal of parallel lines are equal, so x = ${degrees(a)}.`,
        figure: transversalFigure(
          theta,
          [
            ['u', g, degrees(a)],
            ['l', s, 'x'],
          ],
          alt,
        ),
        params: { form: kind, a },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const p = rng.int(1, 7);
        const q = rng.int(p + 1, 11);
        if (gcd(p, q) !== 1 || 180 % (p + q) !== 0) return parallelLines.levels[3](rng);
        const unit = 180 / (p + q);
        const answer = q * unit;
        return {
          text: `Two angles form a linear pair and are in the ratio ${p} : ${q}. What is the larger angle?`,
          answer: degrees(answer),
          distractors: measures(
            rng,
            answer,
            [p * unit, (360 / (p + q)) * q, (90 / (p + q)) * q, 180 - unit],
            degrees,
            {
              min: 1,
            },
          ),
          hint: `A linear pair adds up to 180°; split 180° into ${p} + ${q} = ${p + q} equal parts.`,
          explanation: `180° ÷ ${p + q} = ${degrees(unit)}, so the angles are ${p} × ${unit}° = ${degrees(p * unit)} and ${q} × ${unit}° = ${degrees(answer)}.`,
          params: { form: 'ratio', p, q },
        };
      }
      // Corresponding angles (a·x + b)° and (c·x − d)° are equal.
      const x = rng.int(10, 40);
      const a = rng.int(2, 4);
      const c = a + rng.int(1, 2);
      const b = rng.int(5, 40);
      const d = (c - a) * x - b;
      const angle = a * x + b;
      if (d <= 0 || angle >= 180 || angle < 20) return parallelLines.levels[3](rng);
      const co = rng.chance(0.5);
      if (co) {
        // Co-interior: (a·x + b) + (c·x + e) = 180.
        const e = 180 - angle - c * x;
        if (e <= 0 || e > 60) return parallelLines.levels[3](rng);
        return {
          text: `A transversal cuts two parallel lines. Two interior angles on the same side of it are ${tex(`(${a}x + ${b})^{\\circ}`)} and ${tex(`(${c}x + ${e})^{\\circ}`)}. What is the value of x?`,
          answer: int(x),
          distractors: fmtInts(ints(rng, x, [Math.round((180 + b + e) / (a + c)), angle, x + 5], { min: 1 })),
          hint: 'Interior angles on the same side of a transversal add up to 180°.',
          explanation: `${tex(`${a}x + ${b} + ${c}x + ${e} = 180`)}, so ${tex(`${a + c}x = ${180 - b - e}`)} and x = ${180 - b - e} ÷ ${a + c} = ${x}.`,
          params: { form: 'co-interior-x', a, b, c, e },
        };
      }
      return {
        text: `A transversal cuts two parallel lines. Two corresponding angles are ${tex(`(${a}x + ${b})^{\\circ}`)} and ${tex(`(${c}x - ${d})^{\\circ}`)}. What is the value of x?`,
        answer: int(x),
        distractors: fmtInts(
          ints(
            rng,
            x,
            [
              Number.isInteger((b - d) / (c - a)) && (b - d) / (c - a) > 0 ? (b - d) / (c - a) : x + 4,
              angle,
              Math.round((180 + d - b) / (a + c)),
              x - 1,
            ],
            { min: 1 },
          ),
        ),
        hint: 'Corresponding angles made by a transversal of parallel lines are equal: write an equation.',
        explanation: `${tex(`${a}x + ${b} = ${c}x - ${d}`)}, so ${c - a === 1 ? tex(`x = ${b} + ${d} = ${b + d}`) : `${tex(`${c - a}x = ${b} + ${d} = ${b + d}`)} and x = ${b + d} ÷ ${c - a} = ${x}`}.`,
        params: { form: 'corresponding-x', a, b, c, d },
      };
    },
  },
};

// ---------------------------------------------------------------- Part I, chapter 6: Number Play

/** Virahānka numbers 1, 2, 3, 5, 8, …: the ways to fill n beats with short (1) and long (2) syllables. */
function virahanka(n: number): number {
  let [a, b] = [1, 1];
  for (let i = 1; i < n; i++) [a, b] = [b, a + b];
  return b;
}

export const numberPlay7: SkillSpec = {
  slug: 'number-play-parity-and-patterns',
  name: 'Number play: parity and Virahānka numbers',
  description:
    'Decide whether sums are odd or even without adding, continue Virahānka–Fibonacci sequences and solve digit puzzles.',
  prerequisites: ['arithmetic-expressions', 'math-6-number-play'],
  levels: {
    1: (rng): Problem => {
      // Four sums; exactly one is odd (or even): parity without adding.
      const ask = rng.pick(['odd', 'even'] as const);
      const sums: number[][] = [];
      const wantOdd = ask === 'odd';
      const target = rng.int(0, 3);
      for (let i = 0; i < 4; i++) {
        for (;;) {
          const terms = Array.from({ length: rng.int(3, 4) }, () => rng.int(11, 99));
          const odd = terms.reduce((s, t) => s + t, 0) % 2 === 1;
          if ((i === target) === (odd === wantOdd)) {
            sums.push(terms);
            break;
          }
        }
      }
      const texts = sums.map((t) => t.join(' + '));
      const right = sums[target] ?? [];
      const odds = right.filter((t) => t % 2 === 1).length;
      return {
        text: `Without adding, find the sum that is ${ask}: ${texts.slice(0, 3).join('; ')}; or ${texts[3]}.`,
        answer: texts[target] ?? '',
        options: texts,
        hint: 'Count the odd numbers in each sum: an odd count of odd numbers makes the sum odd.',
        explanation: `${texts[target]} has ${odds} odd number${odds === 1 ? '' : 's'}, so its sum ${right.reduce((s, t) => s + t, 0)} is ${ask}; each of the others has ${wantOdd ? 'an even' : 'an odd'} count of odd numbers.`,
        params: { form: ask, sums: texts },
      };
    },
    2: (rng): Problem => {
      if (rng.chance(0.5)) {
        const beats = rng.int(4, 11);
        const answer = virahanka(beats);
        return {
          text: `A rhythm of ${beats} beats is made of short syllables (1 beat) and long syllables (2 beats). In how many different ways can it be made?`,
          answer: int(answer),
          distractors: fmtInts(
            ints(rng, answer, [virahanka(beats - 1), virahanka(beats + 1), 2 * beats, answer - 1], {
              min: 1,
            }),
          ),
          hint: 'A rhythm starts with a short syllable or a long one; count the ways for the beats that are left.',
          explanation: `The ways for n beats are the ways for n − 1 beats plus the ways for n − 2 beats: ${virahanka(beats - 2)} + ${virahanka(beats - 1)} = ${answer}.`,
          params: { form: 'rhythms', beats },
        };
      }
      const a = rng.int(2, 9);
      const b = rng.int(a + 1, 15);
      const seq = [a, b];
      while (seq.length < 6) seq.push((seq.at(-1) ?? 0) + (seq.at(-2) ?? 0));
      const last = seq[5] ?? 0;
      const prev = seq[4] ?? 0;
      const answer = last + prev;
      return {
        text: `Each number in the sequence ${seq.join(', ')}, … is the sum of the two numbers before it. What is the next number?`,
        answer: int(answer),
        distractors: fmtInts(
          ints(rng, answer, [last + (last - prev), 2 * last, last + prev + (seq[3] ?? 0)], { min: 1 }),
        ),
        hint: 'Add the last two numbers of the sequence.',
        explanation: `${prev} + ${last} = ${answer}.`,
        params: { form: 'sequence', a, b },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        // AB + BA = 11 × (A + B).
        const a = rng.int(1, 9);
        const b = rng.int(1, 9);
        if (a === b) return numberPlay7.levels[3](rng);
        const total = 11 * (a + b);
        return {
          text: `AB and BA are two-digit numbers made of the digits A and B (for example 47 and 74). If AB + BA = ${total}, what is A + B?`,
          answer: int(a + b),
          distractors: fmtInts(
            ints(
              rng,
              a + b,
              [
                total / 10 > 20 ? a + b + 2 : Math.floor(total / 10),
                total % 10 === a + b ? a + b + 1 : total % 10,
                a + b + 11 > 18 ? a + b - 1 : a + b + 1,
              ],
              { min: 1, max: 18 },
            ),
          ),
          hint: 'AB means 10 × A + B, and BA means 10 × B + A.',
          explanation: `AB + BA = (10A + B) + (10B + A) = 11(A + B) = ${total}, so A + B = ${total} ÷ 11 = ${a + b}.`,
          params: { form: 'digit-sum', total },
        };
      }
      const n = rng.int(6, 14);
      const answer = virahanka(n);
      const seq = [1, 2, 3, 5, 8];
      return {
        text: `The Virahānka numbers are ${seq.join(', ')}, … What is the ${ordinalWord(n)} Virahānka number?`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, [virahanka(n + 1), virahanka(n - 1), answer + 1], { min: 1 })),
        hint: 'Keep adding the last two numbers, counting carefully which term you have reached.',
        explanation: `Continuing: ${Array.from({ length: n }, (_, i) => virahanka(i + 1)).join(', ')}; the ${ordinalWord(n)} number is ${answer}.`,
        params: { form: 'nth', n },
      };
    },
  },
};

const ordinalWord = ordinal;

// ---------------------------------------------------------------- Part II, chapter 1: Geometric Twins

const TRIANGLE_PAIRS = [
  ['ABC', 'PQR'],
  ['DEF', 'LMN'],
  ['XYZ', 'KLM'],
  ['PQR', 'STU'],
  ['ABC', 'DEF'],
] as const;

const RULES = ['SSS', 'SAS', 'ASA', 'RHS'] as const;

export const congruence: SkillSpec = {
  slug: 'congruent-triangles',
  name: 'Geometric twins: congruent triangles',
  description:
    'Decide which condition (SSS, SAS, ASA, RHS) makes two triangles congruent and use the matching parts of congruent triangles.',
  prerequisites: ['lines-angles-and-triangles'],
  levels: {
    1: (rng): Problem => {
      const [t, u] = rng.pick(TRIANGLE_PAIRS);
      const [a = 'A', b = 'B', c = 'C'] = [...t];
      const [p = 'P', q = 'Q', r = 'R'] = [...u];
      const rule = rng.pick(RULES);
      const s1 = rng.int(4, 9);
      const s2 = rng.int(s1 + 1, 14);
      const ang = rng.int(35, 80);
      const ang2 = rng.int(40, 95);
      const facts: Record<(typeof RULES)[number], string> = {
        SSS: `${a}${b} = ${p}${q} = ${s1} cm, ${b}${c} = ${q}${r} = ${s2} cm and ${c}${a} = ${r}${p} = ${s1 + s2 - 2} cm`,
        SAS: `${a}${b} = ${p}${q} = ${s1} cm, ∠${b} = ∠${q} = ${ang}° and ${b}${c} = ${q}${r} = ${s2} cm`,
        ASA: `∠${b} = ∠${q} = ${ang}°, ${b}${c} = ${q}${r} = ${s2} cm and ∠${c} = ∠${r} = ${ang2}°`,
        RHS: `∠${b} = ∠${q} = 90°, hypotenuse ${a}${c} = ${p}${r} = ${s2} cm and ${b}${c} = ${q}${r} = ${s1} cm`,
      };
      const why: Record<(typeof RULES)[number], string> = {
        SSS: `all three pairs of sides are equal (${s1}, ${s2} and ${s1 + s2 - 2} cm)`,
        SAS: `two sides (${s1} cm and ${s2} cm) and the angle of ${ang}° between them are equal`,
        ASA: `two angles (${ang}° and ${ang2}°) and the side of ${s2} cm between them are equal`,
        RHS: `both have a right angle, equal hypotenuses of ${s2} cm and one more equal side of ${s1} cm`,
      };
      return {
        text: `In △${t} and △${u}, ${facts[rule]}. By which condition are the two triangles congruent?`,
        answer: rule,
        options: [...RULES],
        hint: 'Check whether the equal angle lies between the two equal sides (or the equal side between the two equal angles).',
        explanation: `The triangles are congruent by ${rule}: ${why[rule]}.`,
        params: { form: 'rule', rule, s1, s2, ang, ang2, t, u },
      };
    },
    2: (rng): Problem => {
      const [t, u] = rng.pick(TRIANGLE_PAIRS);
      if (rng.chance(0.5)) {
        const angles = [rng.int(35, 75), rng.int(40, 80)];
        const [x = 0, y = 0] = angles;
        const third = 180 - x - y;
        const ask = rng.int(0, 2);
        const known = [x, y, third];
        const answer = known[ask] ?? 0;
        const [g1, g2] = [0, 1, 2].filter((i) => i !== ask);
        return {
          text: `△${t} ≅ △${u}, with the vertices matching in this order. If ∠${t[g1 ?? 0]} = ${known[g1 ?? 0]}° and ∠${t[g2 ?? 1]} = ${known[g2 ?? 1]}°, what is ∠${u[ask]}?`,
          answer: degrees(answer),
          distractors: measures(
            rng,
            answer,
            [known[g1 ?? 0] ?? 0, known[g2 ?? 1] ?? 0, 180 - answer, 90 - answer],
            degrees,
            {
              min: 1,
            },
          ),
          hint: `∠${u[ask]} matches ∠${t[ask]}; find that angle with the angle sum of a triangle.`,
          explanation: `∠${t[ask]} = 180° − ${known[g1 ?? 0]}° − ${known[g2 ?? 1]}° = ${degrees(answer)}, and ∠${u[ask]} = ∠${t[ask]}.`,
          params: { form: 'angle', known, ask },
        };
      }
      const sides = [rng.int(4, 9), rng.int(10, 14), rng.int(15, 19)];
      const ask = rng.int(0, 2);
      // side i joins vertex i and vertex i + 1
      const side = (name: string, i: number): string => `${name[i]}${name[(i + 1) % 3]}`;
      const answer = sides[ask] ?? 0;
      return {
        text: `△${t} ≅ △${u}, with the vertices matching in this order. ${side(t, 0)} = ${sides[0]} cm, ${side(t, 1)} = ${sides[1]} cm and ${side(t, 2)} = ${sides[2]} cm. How long is ${side(u, ask)}?`,
        answer: `${answer} cm`,
        distractors: measures(
          rng,
          answer,
          sides.filter((x) => x !== answer),
          (v) => `${v} cm`,
          { min: 1 },
        ),
        hint: `Match the letters: ${side(u, ask)} joins the vertices that match ${side(t, ask)[0]} and ${side(t, ask)[1]}.`,
        explanation: `${side(u, ask)} matches ${side(t, ask)}, and matching parts of congruent triangles are equal, so ${side(u, ask)} = ${answer} cm.`,
        params: { form: 'side', sides, ask },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const apex = rng.int(10, 70) * 2;
        const base = (180 - apex) / 2;
        const askApex = rng.chance(0.5);
        const [t] = rng.pick(TRIANGLE_PAIRS);
        const [a = 'A', b = 'B', c = 'C'] = [...t];
        const answer = askApex ? apex : base;
        return {
          text: askApex
            ? `In △${t}, ${a}${b} = ${a}${c} and ∠${b} = ${base}°. What is ∠${a}?`
            : `In △${t}, ${a}${b} = ${a}${c} and ∠${a} = ${apex}°. What is ∠${b}?`,
          answer: degrees(answer),
          distractors: measures(
            rng,
            answer,
            askApex
              ? [180 - base, 180 - 2 * apex > 0 ? 180 - 2 * apex : base, base]
              : [180 - apex, apex, 90 - apex / 2 === base ? base + 10 : 90 - apex / 2],
            degrees,
            { min: 1 },
          ),
          hint: `The angles opposite the equal sides ${a}${b} and ${a}${c} are equal.`,
          explanation: askApex
            ? `∠${c} = ∠${b} = ${base}°, so ∠${a} = 180° − 2 × ${base}° = ${degrees(apex)}.`
            : `∠${b} = ∠${c}, and together they are 180° − ${apex}° = ${180 - apex}°, so ∠${b} = ${180 - apex}° ÷ 2 = ${degrees(base)}.`,
          params: { form: askApex ? 'isosceles-apex' : 'isosceles-base', apex },
        };
      }
      const [t, u] = rng.pick(TRIANGLE_PAIRS);
      const want = rng.pick(['SAS', 'ASA'] as const);
      const i = rng.int(0, 2);
      // For SAS: two sides at vertex i are given one of them plus the angle at vertex i; the missing piece is the other side.
      const v = (name: string, k: number): string => name[((k % 3) + 3) % 3] ?? '';
      const sideName = (name: string, k: number): string => `${v(name, k)}${v(name, k + 1)}`;
      if (want === 'SAS') {
        const given = `${sideName(t, i)} = ${sideName(u, i)} and ∠${v(t, i)} = ∠${v(u, i)}`;
        const answer = `${sideName(t, i - 1)} = ${sideName(u, i - 1)}`;
        return {
          text: `In △${t} and △${u} (vertices matching in order), ${given}. Which further equality makes them congruent by SAS?`,
          answer,
          distractors: [
            `${sideName(t, i + 1)} = ${sideName(u, i + 1)}`,
            `∠${v(t, i + 1)} = ∠${v(u, i + 1)}`,
            `∠${v(t, i + 2)} = ∠${v(u, i + 2)}`,
          ],
          hint: `In SAS the equal angle must lie between the two equal sides; which sides meet at ${v(t, i)}?`,
          explanation: `The sides at ${v(t, i)} are ${sideName(t, i)} and ${sideName(t, i - 1)}, so with ${answer} the angle at ${v(t, i)} is between two equal sides (2 sides + 1 included angle).`,
          params: { form: 'sas-missing', t, u, i },
        };
      }
      const given = `∠${v(t, i)} = ∠${v(u, i)} and ∠${v(t, i + 1)} = ∠${v(u, i + 1)}`;
      const answer = `${sideName(t, i)} = ${sideName(u, i)}`;
      return {
        text: `In △${t} and △${u} (vertices matching in order), ${given}. Which further equality makes them congruent by ASA?`,
        answer,
        distractors: [
          `${sideName(t, i + 1)} = ${sideName(u, i + 1)}`,
          `${sideName(t, i + 2)} = ${sideName(u, i + 2)}`,
          `∠${v(t, i + 2)} = ∠${v(u, i + 2)}`,
        ],
        hint: 'In ASA the equal side must lie between the two equal angles.',
        explanation: `The side between the angles at ${v(t, i)} and ${v(t, i + 1)} is ${sideName(t, i)}, so ${answer} gives 2 angles + 1 included side.`,
        params: { form: 'asa-missing', t, u, i },
      };
    },
  },
};

// ---------------------------------------------------------------- Part II, chapter 3: Finding Common Ground

/** 2^a × 3^b × 5^c × 7^d in TeX, leaving out zero powers. */
function factorTex(powers: readonly number[]): string {
  const primes = [2, 3, 5, 7];
  return powers
    .map((e, i) => (e === 0 ? '' : e === 1 ? `${primes[i]}` : `${primes[i]}^{${e}}`))
    .filter(Boolean)
    .join(' \\times ');
}

const valueOf = (powers: readonly number[]): number =>
  powers.reduce((acc, e, i) => acc * ([2, 3, 5, 7][i] ?? 1) ** e, 1);

export const commonGround: SkillSpec = {
  slug: 'hcf-and-lcm',
  name: 'Finding common ground: HCF and LCM',
  description:
    'Find the HCF and LCM of two or three numbers by prime factorisation and use them in problems of tiles, packing and timing.',
  prerequisites: ['number-play-parity-and-patterns', 'math-6-factors-hcf-and-lcm'],
  levels: {
    1: (rng): Problem => {
      const p = [rng.int(1, 4), rng.int(0, 3), rng.int(0, 1), rng.int(0, 1)];
      const q = [rng.int(1, 4), rng.int(0, 3), rng.int(0, 1), rng.int(0, 1)];
      const askHcf = rng.chance(0.5);
      const h = p.map((e, i) => Math.min(e, q[i] ?? 0));
      const l = p.map((e, i) => Math.max(e, q[i] ?? 0));
      if (valueOf(l) > 20000 || h.every((e, i) => e === p[i]) || h.every((e, i) => e === q[i]))
        return commonGround.levels[1](rng);
      const answer = valueOf(askHcf ? h : l);
      const other = valueOf(askHcf ? l : h);
      return {
        text: `What is the ${askHcf ? 'HCF' : 'LCM'} of ${tex(factorTex(p))} and ${tex(factorTex(q))}?`,
        answer: int(answer),
        distractors: fmtInts(
          ints(
            rng,
            answer,
            [other, valueOf(p) * valueOf(q), askHcf ? answer * 2 : answer / 2].filter(Number.isInteger),
            { min: 1 },
          ),
        ),
        hint: askHcf
          ? 'Take each prime that appears in both, with the smaller of its two powers.'
          : 'Take every prime that appears in either, with the larger of its two powers.',
        explanation: `${askHcf ? 'HCF' : 'LCM'} = ${tex(factorTex(askHcf ? h : l) || '1')} = ${int(answer)}.`,
        params: { form: askHcf ? 'hcf-factors' : 'lcm-factors', p, q },
      };
    },
    2: (rng): Problem => {
      const g = rng.pick([2, 3, 4, 5, 6]);
      const ms = rng.shuffle([2, 3, 4, 5, 6, 7, 9]).slice(0, 3);
      const nums = ms.map((m) => m * g);
      const askHcf = rng.chance(0.5);
      const h = nums.reduce((x, y) => gcd(x, y));
      const l = nums.reduce((x, y) => lcm(x, y));
      const answer = askHcf ? h : l;
      const [a = 0, b = 0, c = 0] = nums;
      return {
        text: `What is the ${askHcf ? 'HCF' : 'LCM'} of ${a}, ${b} and ${c}?`,
        answer: int(answer),
        distractors: fmtInts(
          ints(rng, answer, askHcf ? [gcd(a, b), l, Math.min(a, b, c)] : [lcm(a, b), a * b * c, h], {
            min: 1,
          }),
        ),
        hint: askHcf
          ? 'Find the largest number that divides all three exactly.'
          : 'Find the smallest number that all three divide exactly; prime factorisation helps.',
        explanation: askHcf
          ? `${a} = ${h} × ${a / h}, ${b} = ${h} × ${b / h}, ${c} = ${h} × ${c / h}, and ${a / h}, ${b / h}, ${c / h} have no common factor but 1, so the HCF is ${h}.`
          : `LCM(${a}, ${b}) = ${lcm(a, b)}, and LCM(${lcm(a, b)}, ${c}) = ${int(l)}.`,
        params: { form: askHcf ? 'hcf-three' : 'lcm-three', nums },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const side = rng.pick([15, 18, 20, 25, 30, 45, 50, 60, 75, 90]);
        const m = rng.int(5, 25);
        const n = rng.int(4, m - 1);
        if (gcd(m, n) !== 1) return commonGround.levels[3](rng);
        const l = side * m;
        const w = side * n;
        const cm = (x: number): string =>
          x % 100 === 0 ? `${x / 100} m` : x > 100 ? `${Math.floor(x / 100)} m ${x % 100} cm` : `${x} cm`;
        return {
          text: `A hall floor is ${cm(l)} long and ${cm(w)} wide. It is to be covered with square tiles, all of the same size, without cutting any tile. What is the side of the largest tile that can be used?`,
          answer: `${side} cm`,
          distractors: measures(
            rng,
            side,
            [side / ([2, 3, 5].find((f) => side % f === 0) ?? 1), side * 2, w],
            (v) => `${int(v)} cm`,
            { min: 2 },
          ),
          hint: 'The side must divide both the length and the width exactly, in centimetres: find their HCF.',
          explanation: `${int(l)} cm = ${side} × ${m} and ${int(w)} cm = ${side} × ${n}, and ${m} and ${n} have no common factor, so HCF(${int(l)}, ${int(w)}) = ${side} cm.`,
          params: { form: 'tiles', l, w },
        };
      }
      const gaps = rng
        .shuffle([6, 8, 9, 10, 12, 15, 18, 20])
        .slice(0, 3)
        .sort((x, y) => x - y);
      const [a = 0, b = 0, c = 0] = gaps;
      const answer = lcm(lcm(a, b), c);
      if (answer > 180) return commonGround.levels[3](rng);
      return {
        text: `Three traffic lights change every ${a}, ${b} and ${c} seconds. They change together at 9:00 a.m. After how many seconds will they next change together?`,
        answer: `${answer} seconds`,
        distractors: measures(
          rng,
          answer,
          [a * b * c, lcm(a, b), gcd(gcd(a, b), c), a + b + c],
          (v) => `${int(v)} seconds`,
          { min: 2 },
        ),
        hint: 'The time must be a multiple of all three gaps: find the smallest such number.',
        explanation: `LCM(${a}, ${b}) = ${lcm(a, b)}, and LCM(${lcm(a, b)}, ${c}) = ${answer}, so after ${answer} seconds.`,
        params: { form: 'lights', gaps },
      };
    },
  },
};

// ---------------------------------------------------------------- Part II, chapter 4: Another Peek Beyond the Point

export const decimalsMultiply: SkillSpec = {
  slug: 'multiplying-and-dividing-decimals',
  name: 'Multiplying and dividing decimals',
  description:
    'Multiply and divide decimals by 10, 100 and 1000 and by each other, and turn fractions into decimals.',
  prerequisites: ['decimal-place-value', 'multiplying-and-dividing-fractions-and-decimals'],
  levels: {
    1: (rng): Problem => {
      const scaled = rng.int(101, 9999);
      if (scaled % 10 === 0) return decimalsMultiply.levels[1](rng);
      const places = rng.int(1, 3);
      const power = rng.int(1, 3);
      const times = rng.chance(0.5);
      const resultPlaces = times ? places - power : places + power;
      const show = (p: number): string => (p >= 0 ? decimal(scaled, p) : int(scaled * 10 ** -p));
      const answer = show(resultPlaces);
      return {
        text: `What is ${decimal(scaled, places)} ${times ? '×' : '÷'} ${int(10 ** power)}?`,
        answer,
        distractors: [
          show(resultPlaces + 1),
          show(resultPlaces - 1),
          show(times ? places + power : places - power),
          show(resultPlaces + 2),
        ],
        hint: `${times ? 'Multiplying' : 'Dividing'} by ${int(10 ** power)} moves every digit ${power} place${power === 1 ? '' : 's'} to the ${times ? 'left' : 'right'} (the decimal point moves ${times ? 'right' : 'left'}).`,
        explanation: `The decimal point moves ${power} place${power === 1 ? '' : 's'} to the ${times ? 'right' : 'left'}: ${decimal(scaled, places)} ${times ? '×' : '÷'} ${int(10 ** power)} = ${answer}.`,
        params: { form: times ? 'times-power' : 'divide-power', scaled, places, power },
      };
    },
    2: (rng): Problem => {
      if (rng.chance(0.5)) {
        const a = rng.int(2, 9);
        const b = rng.int(2, 9);
        const pa = rng.int(1, 2);
        const pb = rng.int(1, 2);
        const product = a * b;
        return {
          text: `Find the product ${decimal(a, pa)} × ${decimal(b, pb)}.`,
          answer: decimal(product, pa + pb),
          distractors: [
            decimal(product, pa + pb - 1),
            decimal(product, pa + pb + 1),
            decimal(product, Math.max(pa, pb)),
            decimal(a + b, pa + pb),
          ],
          hint: 'Multiply the numbers without their points, then count the decimal places of both.',
          explanation: `${a} × ${b} = ${product}, and ${pa} + ${pb} = ${pa + pb} decimal places, so the product is ${decimal(product, pa + pb)}.`,
          params: { form: 'decimal-product', a, b, pa, pb },
        };
      }
      const d = rng.int(3, 9);
      const q = rng.int(11, 99);
      if (q % 10 === 0) return decimalsMultiply.levels[2](rng);
      const dividend = d * q;
      return {
        text: `Share ${decimal(dividend, 1)} kg of rice equally among ${d} families. How much does each family get?`,
        answer: `${decimal(q, 1)} kg`,
        distractors: [
          `${decimal(q, 2)} kg`,
          `${int(q)} kg`,
          `${decimal(q + 10, 1)} kg`,
          `${decimal(q - 1, 1)} kg`,
        ],
        hint: `Divide ${decimal(dividend, 1)} by ${d} as if there were no point, then put the point back.`,
        explanation: `${dividend} ÷ ${d} = ${q}, and ${decimal(dividend, 1)} has one decimal place, so each family gets ${decimal(q, 1)} kg.`,
        params: { form: 'share', dividend, d },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const d = rng.pick([4, 5, 8, 20, 25, 40]);
        const n = rng.int(1, d - 1);
        if (gcd(n, d) !== 1) return decimalsMultiply.levels[3](rng);
        const places = d === 4 || d === 20 || d === 25 ? 2 : d === 5 ? 1 : 3;
        const scaled = (n * 10 ** places) / d;
        return {
          text: `Write ${tex(`\\frac{${n}}{${d}}`)} as a decimal.`,
          answer: decimal(scaled, places),
          distractors: [
            decimal(Number(`${n}${d}`), String(`${n}${d}`).length),
            decimal(scaled, places + 1),
            decimal(scaled * 10, places),
            decimal(Number(`${d}${n}`), String(`${d}${n}`).length),
          ],
          hint: `Make the denominator 10, 100 or 1000, or divide ${n} by ${d}.`,
          explanation: `${tex(`\\frac{${n}}{${d}} = \\frac{${n * (10 ** places / d)}}{${int(10 ** places)}}`)} = ${decimal(scaled, places)}.`,
          params: { form: 'fraction-to-decimal', n, d },
        };
      }
      const pricePaise = rng.int(30, 90) * 100 + rng.pick([0, 50]);
      const litres = rng.pick([15, 25, 35, 45, 12, 18]);
      // litres is in tenths: 2.5 L
      const paise = (pricePaise * litres) / 10;
      if (!Number.isInteger(paise)) return decimalsMultiply.levels[3](rng);
      return {
        text: `Milk costs ${rupeesPaise(pricePaise)} a litre. How much do ${decimal(litres, 1)} litres cost?`,
        answer: rupeesPaise(paise),
        distractors: [
          rupeesPaise(pricePaise * litres),
          rupeesPaise(paise / 10 === Math.floor(paise / 10) ? paise / 10 : paise + 5),
          rupeesPaise(pricePaise * Math.floor(litres / 10)),
          rupeesPaise(paise + 500),
        ],
        hint: `Multiply ${rupeesPaise(pricePaise)} by ${decimal(litres, 1)}, then count the decimal places.`,
        explanation: `${decimal(pricePaise, 2)} × ${decimal(litres, 1)} = ${decimal(paise, 2)}, so the cost is ${rupeesPaise(paise)}.`,
        params: { form: 'cost', pricePaise, litres },
      };
    },
  },
};

// ---------------------------------------------------------------- Part II, chapter 6: Constructions and Tilings

const POLYGON_NAMES: Record<number, string> = {
  3: 'equilateral triangle',
  4: 'square',
  5: 'regular pentagon',
  6: 'regular hexagon',
  8: 'regular octagon',
  9: 'regular nonagon',
  10: 'regular decagon',
  12: 'regular dodecagon (12 sides)',
};
const interior = (n: number): number => ((n - 2) * 180) / n;

export const tilings: SkillSpec = {
  slug: 'constructions-and-tilings',
  name: 'Constructions and tilings',
  description:
    'Use the 360° around a point of a tiling and the angles of regular polygons to find missing angles and which tiles fit.',
  prerequisites: ['parallel-and-intersecting-lines', 'math-6-playing-with-constructions'],
  levels: {
    1: (rng): Problem => {
      const k = rng.pick([3, 4]);
      const angles: number[] = [];
      for (let i = 0; i < k; i++) angles.push(rng.int(50, 110));
      const answer = 360 - angles.reduce((s, a) => s + a, 0);
      if (answer < 30 || answer > 170) return tilings.levels[1](rng);
      return {
        text: `${k + 1} tiles meet at a point on a floor with no gaps. The angles of ${k} of them at that point are ${angles.map(degrees).join(', ')}. What is the angle of the last tile there?`,
        answer: degrees(answer),
        distractors: measures(
          rng,
          answer,
          [
            180 - (answer % 180),
            answer + 180 <= 350 ? answer + 180 : answer + 20,
            540 - angles.reduce((s, a) => s + a, 0),
          ].filter((x) => x > 0 && x < 360),
          degrees,
          { min: 1, max: 359 },
        ),
        hint: 'The angles around a point add up to 360°.',
        explanation: `${angles.join('° + ')}° = ${degrees(360 - answer)}, and 360° − ${degrees(360 - answer)} = ${degrees(answer)}.`,
        params: { form: 'around-point', angles },
      };
    },
    2: (rng): Problem => {
      if (rng.chance(0.5)) {
        const n = rng.pick([5, 6, 8, 9, 10, 12]);
        const answer = interior(n);
        return {
          text: `What is each angle of a ${POLYGON_NAMES[n]}?`,
          answer: degrees(answer),
          distractors: measures(
            rng,
            answer,
            [360 / n, (n - 2) * 180, 180 - answer / 2].filter(Number.isInteger),
            degrees,
            { min: 1 },
          ),
          hint: `A polygon with n sides splits into n − 2 triangles from one vertex; the angles are all equal.`,
          explanation: `The angles add up to (${n} − 2) × 180° = ${degrees((n - 2) * 180)}, so each is ${degrees((n - 2) * 180)} ÷ ${n} = ${degrees(answer)}.`,
          params: { form: 'interior', n },
        };
      }
      const n = rng.pick([3, 4, 6]);
      const answer = 360 / interior(n);
      return {
        text: `A floor is tiled with ${POLYGON_NAMES[n]}s only, meeting corner to corner. How many tiles meet at each corner point?`,
        answer: int(answer),
        distractors: fmtInts(
          ints(rng, answer, [n, 360 / n === answer ? answer + 2 : 360 / n, answer * 2], { min: 2, max: 12 }),
        ),
        hint: `Each angle of a ${POLYGON_NAMES[n]} is ${degrees(interior(n))}; the angles at a point make 360°.`,
        explanation: `360° ÷ ${degrees(interior(n))} = ${answer} tiles.`,
        params: { form: 'how-many', n },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const combos: readonly (readonly number[])[] = [
          [4, 4, 3],
          [6, 6],
          [3, 3, 3, 4],
          [6, 3, 3],
          [8, 4],
          [4, 6],
          [12, 3],
          [4, 3, 3],
          [6, 4, 3],
          [5, 5],
        ];
        const polys = rng.pick(combos);
        const used = polys.reduce((s, n) => s + interior(n), 0);
        const answer = 360 - used;
        const words = polys.map((n) => POLYGON_NAMES[n]?.replace(/ \(.*\)/u, '') ?? '');
        return {
          text: `At a corner point of a tiling, these tiles meet: ${words.join(', ')}. What angle is left for the last tile?`,
          answer: degrees(answer),
          distractors: measures(
            rng,
            answer,
            [180 - answer > 0 ? 180 - answer : answer + 30, used, answer + 30],
            degrees,
            { min: 1, max: 359 },
          ),
          hint: "Find each tile's angle, add them, and take the total from 360°.",
          explanation: `${polys.map((n) => `${interior(n)}°`).join(' + ')} = ${degrees(used)}, and 360° − ${degrees(used)} = ${degrees(answer)}.`,
          params: { form: 'gap', polys: [...polys] },
        };
      }
      const n = rng.pick([5, 6, 7, 8, 9, 10, 12]);
      const answer = (n - 2) * 180;
      return {
        text: `What is the sum of the angles of a polygon with ${n} sides?`,
        answer: degrees(answer),
        distractors: measures(rng, answer, [n * 180, (n - 1) * 180, 360], degrees, { min: 1 }),
        hint: 'Join one vertex to all the others: count the triangles you get.',
        explanation: `A ${n}-sided polygon splits into ${n} − 2 = ${n - 2} triangles, so the sum is ${n - 2} × 180° = ${degrees(answer)}.`,
        params: { form: 'angle-sum', n },
      };
    },
  },
};
