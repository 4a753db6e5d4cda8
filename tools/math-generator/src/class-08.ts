import { fmtInts } from './common.ts';
import { fractions, ints, measures } from './distractors.ts';
import { decimal, gcd, int, Q, rupees, tex, texInt } from './format.ts';
import type { Rng } from '@quizring/contracts/random';
import { NAMES } from './story.ts';
import type { ClassSpec, Problem, SkillSpec } from './types.ts';
import { texLinear } from './class-07-skills.ts';
import {
  algebraPlay,
  dotsAndLines,
  fractals,
  identities,
  numberPlay8,
  proportional1,
  proportional2,
  pythagoras,
  quadrilaterals,
  storyOfNumbers,
} from './class-08-skills.ts';

function rational(rng: Rng, negative?: boolean): Q {
  for (;;) {
    const d = rng.int(2, 12);
    const n = rng.int(1, 11);
    const q = new Q(negative === undefined ? (rng.chance(0.5) ? -n : n) : negative ? -n : n, d);
    if (q.d > 1) return q;
  }
}

/** A rational number inside TeX, in brackets when negative. */
const rq = (q: Q): string => (q.n < 0 ? `\\left(${q.texBody()}\\right)` : q.texBody());
const T = (q: Q): string => q.toTex();
const xIs = (v: number): string => tex(`x = ${v}`);
const eqSideTex = (a: number, b: number): string => texLinear([[a, 'x']], b);

const rationalNumbers: SkillSpec = {
  slug: 'rational-numbers',
  name: 'Rational numbers',
  description:
    'Add, subtract, multiply and divide rational numbers and find additive and multiplicative inverses.',
  prerequisites: [
    'math-7-multiplying-and-dividing-integers',
    'math-7-multiplying-and-dividing-fractions-and-decimals',
  ],
  levels: {
    1: (rng): Problem => {
      const x = rational(rng, true);
      const y = rational(rng, false);
      if (x.d === y.d) return rationalNumbers.levels[1](rng);
      const add = rng.chance(0.5);
      const answer = add ? x.add(y) : x.sub(y);
      const op = add ? '+' : '-';
      const l = (x.d * y.d) / gcd(x.d, y.d);
      return {
        text: `What is ${tex(`${rq(x)} ${op} ${rq(y)}`)}?`,
        answer: T(answer),
        distractors: fractions(rng, answer, [
          add ? x.sub(y) : x.add(y),
          answer.neg(),
          new Q(x.n + (add ? y.n : -y.n), x.d + y.d),
        ]).map(T),
        hint: 'Write both with a common denominator, keeping track of the signs.',
        explanation: `${tex(`${rq(x)} ${op} ${rq(y)} = \\frac{${(x.n * l) / x.d}}{${l}} ${op} \\frac{${(y.n * l) / y.d}}{${l}} = ${answer.texBody()}`)}.`,
        params: { form: add ? 'add' : 'subtract', x: x.toString(), y: y.toString() },
      };
    },
    2: (rng): Problem => {
      const form = rng.pick(['inverse', 'additive', 'product'] as const);
      if (form === 'product') {
        const x = rational(rng, true);
        const y = rational(rng, false);
        const answer = x.mul(y);
        return {
          text: `What is ${tex(`${rq(x)} \\times ${rq(y)}`)}?`,
          answer: T(answer),
          distractors: fractions(rng, answer, [answer.neg(), x.div(y), new Q(x.n * y.n, x.d + y.d)]).map(T),
          hint: 'Multiply numerators and denominators; a negative times a positive is negative.',
          explanation: `${tex(`${rq(x)} \\times ${rq(y)} = -\\frac{${Math.abs(x.n * y.n)}}{${x.d * y.d}}${answer.n !== x.n * y.n ? ` = ${answer.texBody()}` : ''}`)}.`,
          params: { form, x: x.toString(), y: y.toString() },
        };
      }
      const x = rational(rng);
      const answer = form === 'inverse' ? new Q(1).div(x) : x.neg();
      return {
        text: `What is the ${form === 'inverse' ? 'multiplicative' : 'additive'} inverse of ${T(x)}?`,
        answer: T(answer),
        distractors: fractions(
          rng,
          answer,
          form === 'inverse' ? [answer.neg(), x, x.neg()] : [x, new Q(1).div(x), new Q(1).div(x).neg()],
        ).map(T),
        hint:
          form === 'inverse'
            ? 'A number times its multiplicative inverse is 1.'
            : 'A number plus its additive inverse is 0.',
        explanation:
          form === 'inverse'
            ? `${tex(`${rq(x)} \\times ${rq(answer)} = 1`)}, so the multiplicative inverse is ${T(answer)}.`
            : `${tex(`${rq(x)} + ${rq(answer)} = 0`)}, so the additive inverse is ${T(answer)}.`,
        params: { form, x: x.toString() },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const x = rational(rng, true);
        const y = rational(rng, false);
        const answer = x.div(y);
        return {
          text: `What is ${tex(`${rq(x)} \\div ${rq(y)}`)}?`,
          answer: T(answer),
          distractors: fractions(rng, answer, [x.mul(y), y.div(x), answer.neg()]).map(T),
          hint: `Multiply ${T(x)} by the reciprocal of ${T(y)}.`,
          explanation: `${tex(`${rq(x)} \\div ${rq(y)} = ${rq(x)} \\times ${new Q(y.d, y.n).texBody()} = ${answer.texBody()}`)}.`,
          params: { form: 'divide', x: x.toString(), y: y.toString() },
        };
      }
      const x = rational(rng, true);
      const y = rational(rng, false);
      const z = rational(rng, false);
      const answer = x.mul(y).add(z);
      return {
        text: `What is ${tex(`${rq(x)} \\times ${rq(y)} + ${rq(z)}`)}?`,
        answer: T(answer),
        distractors: fractions(rng, answer, [x.mul(y.add(z)), x.mul(y).sub(z), x.mul(y).neg().add(z)]).map(T),
        hint: 'Multiply first, then add.',
        explanation: `${tex(`${rq(x)} \\times ${rq(y)} = ${x.mul(y).texBody()}`)}, and ${tex(`${rq(x.mul(y))} + ${rq(z)} = ${answer.texBody()}`)}.`,
        params: { form: 'mixed', x: x.toString(), y: y.toString(), z: z.toString() },
      };
    },
  },
};

const linearEquations: SkillSpec = {
  slug: 'linear-equations-in-one-variable',
  name: 'Linear equations in one variable',
  description:
    'Solve linear equations with the variable on both sides or in brackets, and solve word problems with them.',
  prerequisites: ['rational-numbers', 'math-7-simple-equations'],
  levels: {
    1: (rng): Problem => {
      const x = rng.int(-9, 15) || 4;
      const a = rng.int(3, 9);
      const c = rng.int(1, a - 1);
      const b = rng.int(-15, 15) || -6;
      const d = (a - c) * x + b;
      const slip = (d + b) / (a - c);
      return {
        text: `Solve: ${tex(`${eqSideTex(a, b)} = ${eqSideTex(c, d)}`)}`,
        answer: xIs(x),
        distractors: ints(rng, x, [
          Number.isInteger(slip) ? slip : x + 2,
          -x,
          Number.isInteger((d - b) / (a + c)) ? (d - b) / (a + c) : x - 1,
        ]).map(xIs),
        hint: `Bring the ${tex('x')} terms to one side and the numbers to the other, changing sign when a term crosses over.`,
        explanation: `${tex(`${a}x - ${texLinear([[c, 'x']])} = ${d} ${b > 0 ? '-' : '+'} ${Math.abs(b)}`)}, so ${tex(`${texLinear([[a - c, 'x']])} = ${d - b}`)} and ${xIs(x)}.`,
        params: { form: 'both-sides', a, b, c, d },
      };
    },
    2: (rng): Problem => {
      for (;;) {
        const x = rng.int(-8, 15);
        const a = rng.int(2, 7);
        const c = rng.int(2, 7);
        const b = rng.int(-9, 9);
        if (a === c || b === 0) continue;
        const rest = a * (x + b) - c * x;
        if (rest % c !== 0 || rest / c === 0) continue;
        const d = rest / c;
        const slip = (d - b) / (a - c);
        const inside = (s: number): string => `(x ${s < 0 ? '-' : '+'} ${Math.abs(s)})`;
        return {
          text: `Solve: ${tex(`${a}${inside(b)} = ${c}${inside(d)}`)}`,
          answer: xIs(x),
          distractors: ints(rng, x, [Number.isInteger(slip) ? slip : x + 3, -x, x + 1]).map(xIs),
          hint: 'Open the brackets first: multiply every term inside by the number outside.',
          explanation: `${tex(`${eqSideTex(a, a * b)} = ${eqSideTex(c, c * d)}`)}, so ${tex(`${texLinear([[a - c, 'x']])} = ${c * d - a * b}`)} and ${xIs(x)}.`,
          params: { form: 'brackets', a, b, c, d },
        };
      }
    },
    3: (rng): Problem => {
      const form = rng.pick(['consecutive', 'odd', 'age'] as const);
      if (form === 'consecutive') {
        const first = rng.int(10, 60);
        const sum = 3 * first + 3;
        const ask = rng.pick(['smallest', 'largest'] as const);
        const answer = ask === 'smallest' ? first : first + 2;
        return {
          text: `The sum of three consecutive integers is ${sum}. What is the ${ask} of them?`,
          answer: int(answer),
          distractors: fmtInts(
            ints(rng, answer, [first + 1, ask === 'smallest' ? first + 2 : first, sum / 3 + 3]),
          ),
          hint: `Call the numbers ${tex('x')}, ${tex('x + 1')} and ${tex('x + 2')}.`,
          explanation: `${tex(`x + (x + 1) + (x + 2) = ${sum}`)} gives ${tex(`3x + 3 = ${sum}`)}, so ${tex(`x = ${first}`)} and the numbers are ${first}, ${first + 1}, ${first + 2}.`,
          params: { form, sum, ask },
        };
      }
      if (form === 'odd') {
        const smaller = rng.int(10, 60) * 2 + 1;
        const sum = 2 * smaller + 2;
        return {
          text: `The sum of two consecutive odd numbers is ${sum}. What is the smaller number?`,
          answer: int(smaller),
          distractors: fmtInts(ints(rng, smaller, [smaller + 2, sum / 2, smaller - 2])),
          hint: `Consecutive odd numbers differ by 2: call them ${tex('x')} and ${tex('x + 2')}.`,
          explanation: `${tex(`x + (x + 2) = ${sum}`)} gives ${tex(`2x = ${sum - 2}`)}, so ${tex(`x = ${smaller}`)}.`,
          params: { form, sum },
        };
      }
      // With 3 times as old the wait would equal the age and the stem would give the answer away, so 4 or 5
      // times, and the mother no older than 48.
      const child = rng.int(4, 12);
      const k = child <= 9 ? rng.pick([4, 5]) : 4;
      const years = child * (k - 2);
      const who = rng.pick(NAMES);
      return {
        text: `${who}'s mother is ${k} times as old as ${who}. After ${years} years the mother will be twice as old as ${who}. How old is ${who} now?`,
        answer: `${child} years`,
        distractors: measures(rng, child, [k * child, child + years, years], (v) => `${v} years`, { min: 1 }),
        hint: `Let ${who}'s age be x; then ${tex(`${k}x + ${years} = 2(x + ${years})`)}.`,
        explanation: `${tex(`${k}x + ${years} = 2x + ${2 * years}`)} gives ${tex(`${k - 2}x = ${years}`)}, so x = ${child}: ${who} is ${child} years old now.`,
        params: { form, k, years },
      };
    },
  },
};

/** The prime factors of n in order, with each pair of equal primes in brackets: (2 × 2) × (2 × 2) × 5. */
function pairedFactors(n: number): string {
  const primes: number[] = [];
  let rest = n;
  for (let p = 2; rest > 1; p++)
    while (rest % p === 0) {
      primes.push(p);
      rest /= p;
    }
  const out: string[] = [];
  for (let i = 0; i < primes.length; i++)
    if (primes[i] === primes[i + 1]) {
      out.push(`(${primes[i]} × ${primes[i]})`);
      i++;
    } else out.push(String(primes[i]));
  return out.join(' × ');
}

/** The primes that appear an odd number of times in n. */
function unpaired(n: number): number[] {
  const odd: number[] = [];
  let rest = n;
  for (let p = 2; rest > 1; p++) {
    let count = 0;
    while (rest % p === 0) {
      count++;
      rest /= p;
    }
    if (count % 2 === 1) odd.push(p);
  }
  return odd;
}

const squares: SkillSpec = {
  slug: 'squares-and-square-roots',
  name: 'Squares and square roots',
  description:
    'Find squares and square roots, including roots of four-digit numbers and fractions, and make perfect squares.',
  prerequisites: ['math-6-number-patterns', 'math-7-hcf-and-lcm'],
  levels: {
    1: (rng): Problem => {
      const n = rng.int(11, 30);
      if (rng.chance(0.5))
        return {
          text: `What is ${tex(`${n}^{2}`)}?`,
          answer: int(n * n),
          distractors: fmtInts(ints(rng, n * n, [2 * n, n * n + 10, n * n - 10, (n - 1) * (n + 1) + 10])),
          hint: `${tex(`${n}^{2}`)} means ${n} × ${n}.`,
          explanation: `${tex(`${n}^{2} = ${n} \\times ${n} = ${n * n}`)}.`,
          params: { form: 'square', n },
        };
      return {
        text: `What is ${tex(`\\sqrt{${n * n}}`)}?`,
        answer: int(n),
        distractors: fmtInts(ints(rng, n, [n + 1, n - 1, Math.floor((n * n) / 2)], { min: 1 })),
        hint: `Which number multiplied by itself gives ${n * n}?`,
        explanation: `${n} × ${n} = ${n * n}, so ${tex(`\\sqrt{${n * n}} = ${n}`)}.`,
        params: { form: 'root', square: n * n },
      };
    },
    2: (rng): Problem => {
      let n = rng.int(32, 99);
      while (n % 10 === 0 || n % 10 === 5) n = rng.int(32, 99);
      const other = Math.floor(n / 10) * 10 + (10 - (n % 10));
      return {
        text: `What is ${tex(`\\sqrt{${texInt(n * n)}}`)}?`,
        answer: int(n),
        distractors: fmtInts(ints(rng, n, [other, n + 10, n - 10, n + 2], { min: 1 })),
        hint: `${tex(`${Math.floor(n / 10) * 10}^{2}`)} and ${tex(`${(Math.floor(n / 10) + 1) * 10}^{2}`)} give the tens digit; the last digit ${(n * n) % 10} narrows down the ones digit.`,
        explanation: `${tex(`${Math.floor(n / 10) * 10}^{2} = ${texInt(Math.floor(n / 10) ** 2 * 100)}`)} and ${tex(`${(Math.floor(n / 10) + 1) * 10}^{2} = ${texInt((Math.floor(n / 10) + 1) ** 2 * 100)}`)}, so the root is in the ${Math.floor(n / 10) * 10}s, and ${n} × ${n} = ${int(n * n)}.`,
        params: { form: 'root', square: n * n },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const m = rng.pick([2, 3, 5, 6, 7, 10]);
        const s = rng.int(2, 9);
        const n = m * s * s;
        return {
          text: `What is the smallest number by which ${n} must be multiplied to get a perfect square?`,
          answer: int(m),
          distractors: fmtInts(ints(rng, m, [s * s, m * 2, m === 2 ? 3 : 2, s], { min: 2 })),
          hint: 'Write the prime factorisation and look for a prime that has no partner.',
          explanation: `${n} = ${pairedFactors(n)}; ${unpaired(n).join(' and ')} ${unpaired(n).length > 1 ? 'have' : 'has'} no partner, so multiplying by ${m} gives ${tex(`${n * m} = ${m * s}^{2}`)}.`,
          params: { form: 'multiplier', n },
        };
      }
      const a = rng.int(2, 15);
      const b = rng.int(2, 15);
      if (gcd(a, b) !== 1) return squares.levels[3](rng);
      const answer = new Q(a, b);
      return {
        text: `What is ${tex(`\\sqrt{\\frac{${a * a}}{${b * b}}}`)}?`,
        answer: T(answer),
        distractors: fractions(rng, answer, [new Q(b, a), new Q(a * a, b), new Q(a, b * b)], true).map(T),
        hint: 'Take the square root of the numerator and of the denominator separately.',
        explanation: `${tex(`\\sqrt{${a * a}} = ${a}`)} and ${tex(`\\sqrt{${b * b}} = ${b}`)}, so the answer is ${T(answer)}.`,
        params: { form: 'fraction-root', n: a * a, d: b * b },
      };
    },
  },
};

const comparing: SkillSpec = {
  slug: 'comparing-quantities',
  name: 'Percentages, discount and compound interest',
  description:
    'Increase or decrease by a percentage, find sale prices after discount or tax, and find compound interest.',
  prerequisites: ['proportional-reasoning', 'math-7-percentage-profit-and-interest'],
  levels: {
    1: (rng): Problem => {
      const price = rng.int(4, 60) * 50;
      const pct = rng.pick([5, 10, 12, 15, 20, 25, 30, 40]);
      const change = (price * pct) / 100;
      if (!Number.isInteger(change)) return comparing.levels[1](rng);
      const up = rng.chance(0.5);
      const answer = up ? price + change : price - change;
      return {
        text: `The price of a cycle was ${rupees(price)}. It ${up ? 'increased' : 'decreased'} by ${pct}%. What is the new price?`,
        answer: rupees(answer),
        distractors: ints(
          rng,
          answer,
          [change, up ? price - change : price + change, up ? price + pct : price - pct],
          { min: 1 },
        ).map(rupees),
        hint: `Find ${pct}% of ${rupees(price)} first.`,
        explanation: `${pct}% of ${rupees(price)} is ${rupees(change)}, so the new price is ${rupees(price)} ${up ? '+' : '−'} ${rupees(change)} = ${rupees(answer)}.`,
        params: { form: up ? 'increase' : 'decrease', price, pct },
      };
    },
    2: (rng): Problem => {
      if (rng.chance(0.5)) {
        const mp = rng.int(4, 60) * 50;
        const pct = rng.pick([5, 10, 12, 15, 20, 25, 30, 40]);
        const discount = (mp * pct) / 100;
        if (!Number.isInteger(discount)) return comparing.levels[2](rng);
        return {
          text: `A jacket is marked at ${rupees(mp)}. The shop gives a discount of ${pct}%. What is the sale price?`,
          answer: rupees(mp - discount),
          distractors: ints(rng, mp - discount, [discount, mp + discount, mp - pct], { min: 1 }).map(rupees),
          hint: 'Sale price = marked price − discount.',
          explanation: `The discount is ${pct}% of ${rupees(mp)} = ${rupees(discount)}, so the sale price is ${rupees(mp)} − ${rupees(discount)} = ${rupees(mp - discount)}.`,
          params: { form: 'discount', mp, pct },
        };
      }
      const price = rng.int(2, 40) * 50;
      const gst = rng.pick([5, 12, 18, 28]);
      const tax = (price * gst) / 100;
      if (!Number.isInteger(tax)) return comparing.levels[2](rng);
      return {
        text: `A bill for ${rupees(price)} has GST of ${gst}% added. What is the total to pay?`,
        answer: rupees(price + tax),
        distractors: ints(rng, price + tax, [tax, price - tax, price + gst], { min: 1 }).map(rupees),
        hint: 'Find the tax and add it to the bill.',
        explanation: `GST = ${gst}% of ${rupees(price)} = ${rupees(tax)}, so the total is ${rupees(price + tax)}.`,
        params: { form: 'gst', price, gst },
      };
    },
    3: (rng): Problem => {
      const principal = rng.pick([5000, 8000, 10000, 12000, 15000, 16000, 20000, 25000, 40000]);
      const rate = rng.pick([5, 10, 20]);
      const years = rng.int(2, 3);
      const amount = (principal * (100 + rate) ** years) / 100 ** years;
      if (!Number.isInteger(amount)) return comparing.levels[3](rng);
      const ci = amount - principal;
      const si = (principal * rate * years) / 100;
      const askAmount = rng.chance(0.5);
      const answer = askAmount ? amount : ci;
      return {
        text: `What is the ${askAmount ? 'amount' : 'compound interest'} on ${rupees(principal)} at ${rate}% per year, compounded yearly, for ${years} years?`,
        answer: rupees(answer),
        distractors: ints(
          rng,
          answer,
          askAmount
            ? [principal + si, ci, amount + (principal * rate) / 100]
            : [si, amount, ci + (principal * rate) / 100],
          { min: 1 },
        ).map(rupees),
        hint: `Amount = ${tex(`P \\times \\left(1 + \\frac{R}{100}\\right)^{${years}}`)}; the interest is the amount minus the principal.`,
        explanation: `${tex(`A = ${texInt(principal)} \\times \\left(\\frac{${100 + rate}}{100}\\right)^{${years}}`)} = ${rupees(amount)}${askAmount ? '' : `, so CI = ${rupees(amount)} − ${rupees(principal)} = ${rupees(ci)}`}.`,
        params: { form: askAmount ? 'amount' : 'interest', principal, rate, years },
      };
    },
  },
};

const SQ = tex('\\text{cm}^{2}');
const CU = tex('\\text{cm}^{3}');

const mensuration: SkillSpec = {
  slug: 'mensuration',
  name: 'Mensuration',
  description: 'Find the area of a trapezium, the surface area of cubes and cuboids, and volumes in litres.',
  prerequisites: ['math-6-perimeter-and-area', 'math-5-volume'],
  levels: {
    1: (rng): Problem => {
      const a = rng.int(5, 30);
      const b = rng.int(3, a - 1);
      const h = rng.int(2, 20);
      if (((a + b) * h) % 2 !== 0) return mensuration.levels[1](rng);
      const area = ((a + b) * h) / 2;
      return {
        text: `A trapezium has parallel sides of ${a} cm and ${b} cm, and the distance between them is ${h} cm. What is its area?`,
        answer: `${int(area)} ${SQ}`,
        distractors: measures(rng, area, [(a + b) * h, a * h, ((a - b) * h) / 2], (v) => `${int(v)} ${SQ}`, {
          min: 1,
        }),
        hint: `Area of a trapezium = ${tex('\\frac{1}{2}')} × (sum of parallel sides) × height.`,
        explanation: `Area = ${tex(`\\frac{1}{2} \\times (${a} + ${b}) \\times ${h} = \\frac{1}{2} \\times ${a + b} \\times ${h}`)} = ${int(area)} ${SQ}.`,
        params: { form: 'trapezium', a, b, h },
      };
    },
    2: (rng): Problem => {
      if (rng.chance(0.3)) {
        const s = rng.int(3, 20);
        return {
          text: `What is the total surface area of a cube of edge ${s} cm?`,
          answer: `${int(6 * s * s)} ${SQ}`,
          distractors: measures(rng, 6 * s * s, [s * s * s, 4 * s * s, 12 * s], (v) => `${int(v)} ${SQ}`, {
            min: 1,
          }),
          hint: 'A cube has 6 equal square faces.',
          explanation: `Surface area = ${tex(`6 \\times ${s}^{2}`)} = 6 × ${s * s} = ${int(6 * s * s)} ${SQ}.`,
          params: { form: 'cube', s },
        };
      }
      const l = rng.int(5, 20);
      const b = rng.int(3, l - 1);
      const h = rng.int(2, 15);
      const sa = 2 * (l * b + b * h + h * l);
      return {
        text: `What is the total surface area of a cuboid ${l} cm long, ${b} cm wide and ${h} cm high?`,
        answer: `${int(sa)} ${SQ}`,
        distractors: measures(rng, sa, [l * b * h, sa / 2, 2 * h * (l + b)], (v) => `${int(v)} ${SQ}`, {
          min: 1,
        }),
        hint: 'Add the areas of all six faces: 2(lb + bh + hl).',
        explanation: `2(${l} × ${b} + ${b} × ${h} + ${h} × ${l}) = 2(${l * b} + ${b * h} + ${h * l}) = ${int(sa)} ${SQ}.`,
        params: { form: 'cuboid', l, b, h },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const dims = [
          rng.pick([10, 15, 20, 25, 30]),
          rng.pick([10, 15, 20]),
          rng.pick([10, 15, 20]),
        ] as const;
        const [l, b, h] = dims;
        const litres = l * b * h;
        const m = (x: number): string => decimal(x, 1);
        return {
          text: `A cuboidal water tank is ${m(l)} m long, ${m(b)} m wide and ${m(h)} m deep. How many litres of water can it hold?`,
          answer: `${int(litres)} L`,
          distractors: [litres / 1000, litres / 10, litres * 10].map(
            (v) => `${Number.isInteger(v) ? int(v) : decimal(v * 1000, 3)} L`,
          ),
          hint: `1 ${tex('\\text{m}^{3}')} = 1000 litres.`,
          explanation: `Volume = ${m(l)} × ${m(b)} × ${m(h)} = ${decimal(litres, 3)} ${tex('\\text{m}^{3}')}, and ${decimal(litres, 3)} × 1000 = ${int(litres)} L.`,
          params: { form: 'tank', dims: [l, b, h] },
        };
      }
      const r = rng.pick([7, 14, 21]);
      const h = rng.int(2, 20);
      const volume = (22 * r * r * h) / 7;
      return {
        text: `What is the volume of a cylinder of radius ${r} cm and height ${h} cm? (Take ${tex('\\pi = \\frac{22}{7}')}.)`,
        answer: `${int(volume)} ${CU}`,
        distractors: measures(
          rng,
          volume,
          [(22 * 4 * r * r * h) / 7, (2 * 22 * r * h) / 7, (22 * r * h) / 7],
          (v) => `${int(v)} ${CU}`,
          { min: 1 },
        ),
        hint: `Volume of a cylinder = ${tex('\\pi r^{2} h')}.`,
        explanation: `${tex(`V = \\frac{22}{7} \\times ${r} \\times ${r} \\times ${h}`)} = ${int(volume)} ${CU}.`,
        params: { form: 'cylinder', r, h },
      };
    },
  },
};

const power = (base: string, e: number): string => tex(`${base}^{${e}}`);
const powerBody = (base: string, e: number): string => `${base}^{${e}}`;

const exponents: SkillSpec = {
  slug: 'exponents-and-powers',
  name: 'Exponents and powers',
  description:
    'Work out negative exponents, simplify with the laws of exponents and write numbers in standard form.',
  prerequisites: ['squares-and-square-roots', 'math-7-large-numbers-around-us'],
  levels: {
    1: (rng): Problem => {
      const base = rng.int(2, 5);
      const e = rng.int(2, base === 2 ? 5 : 3);
      if (rng.chance(0.6)) {
        const answer = new Q(1, base ** e);
        return {
          text: `What is the value of ${power(String(base), -e)}?`,
          answer: T(answer),
          distractors: [
            T(new Q(-1, base ** e)),
            int(-(base ** e)),
            T(new Q(1, base * e)),
            int(base ** e),
            T(new Q(1, base ** (e + 1))),
          ],
          hint: 'A negative exponent means the reciprocal of the positive power.',
          explanation: `${tex(`${powerBody(String(base), -e)} = \\frac{1}{${powerBody(String(base), e)}} = \\frac{1}{${base ** e}}`)}.`,
          params: { form: 'negative', base, e },
        };
      }
      const n = rng.int(2, 5);
      const d = rng.int(2, 5);
      if (n === d || gcd(n, d) !== 1) return exponents.levels[1](rng);
      const k = 2;
      const answer = new Q(d ** k, n ** k);
      return {
        text: `What is the value of ${tex(`\\left(\\frac{${n}}{${d}}\\right)^{${-k}}`)}?`,
        answer: T(answer),
        distractors: fractions(rng, answer, [
          new Q(n * n, d * d),
          new Q(-d * d, n * n),
          new Q(d * 2, n * 2).add(1),
        ]).map(T),
        hint: 'A negative exponent turns the fraction upside down.',
        explanation: `${tex(`\\left(\\frac{${n}}{${d}}\\right)^{${-k}} = \\left(\\frac{${d}}{${n}}\\right)^{2} = ${answer.texBody()}`)}.`,
        params: { form: 'fraction', n, d, e: -k },
      };
    },
    2: (rng): Problem => {
      const base = rng.int(2, 9);
      const m = rng.int(2, 7);
      const n = rng.int(2, 7);
      const p = rng.int(2, m + n - 2); // the result keeps an exponent of 2 or more, never the bare base
      const e = m + n - p;
      const wrong = [m * n - p, m + n + p, m * n + p, m + n, e + 1, e + 2].filter((x) => x !== e && x > 0);
      const b = String(base);
      return {
        text: `Simplify ${tex(`(${powerBody(b, m)} \\times ${powerBody(b, n)}) \\div ${powerBody(b, p)}`)} and write it as a power of ${base}.`,
        answer: power(b, e),
        distractors: [...new Set(wrong)].map((x) => power(b, x)),
        hint: 'When multiplying powers of the same base add the exponents; when dividing, subtract them.',
        explanation: `${m} + ${n} − ${p} = ${e}, so the result is ${power(b, e)}.`,
        params: { form: 'laws', base, m, n, p },
      };
    },
    3: (rng): Problem => {
      const digits = rng.pick([rng.int(2, 9), rng.int(11, 99)].filter((x) => x % 10 !== 0));
      const places = digits >= 10 ? 1 : 0;
      const e = -rng.int(3, 8);
      const value = decimal(digits, places - e);
      const mantissa = decimal(digits, places);
      const sci = (k: number): string => tex(`${mantissa} \\times 10^{${k}}`);
      return {
        text: `Write ${value} in standard form.`,
        answer: sci(e),
        distractors: [sci(e - 1), sci(e + 1), sci(-e)],
        hint: 'Move the decimal point until one non-zero digit is before it; each place moved right lowers the exponent by 1.',
        explanation: `The decimal point moves ${-e} places to the right to give ${mantissa}, so ${value} = ${sci(e)}.`,
        params: { form: 'standard', digits, places, e },
      };
    },
  },
};

export const class08: ClassSpec = {
  grade: 8,
  chapters: [
    // Ganita Prakash 8, Part I
    { slug: 'squares-chapter', title: 'A Square and A Cube', skills: [squares] },
    { slug: 'exponents-chapter', title: 'Power Play', skills: [exponents] },
    { slug: 'a-story-of-numbers', title: 'A Story of Numbers', skills: [storyOfNumbers] },
    { slug: 'quadrilaterals-chapter', title: 'Quadrilaterals', skills: [quadrilaterals] },
    { slug: 'number-play', title: 'Number Play', skills: [numberPlay8] },
    {
      slug: 'we-distribute-yet-things-multiply',
      title: 'We Distribute, Yet Things Multiply',
      skills: [identities],
    },
    { slug: 'proportional-reasoning-1', title: 'Proportional Reasoning-1', skills: [proportional1] },
    // Part II
    { slug: 'comparing-quantities-chapter', title: 'Fractions in Disguise', skills: [comparing] },
    {
      slug: 'baudhayana-pythagoras-theorem',
      title: 'The Baudhayana-Pythagoras Theorem',
      skills: [pythagoras],
    },
    { slug: 'proportional-reasoning-2', title: 'Proportional Reasoning-2', skills: [proportional2] },
    { slug: 'exploring-some-geometric-themes', title: 'Exploring Some Geometric Themes', skills: [fractals] },
    { slug: 'tales-by-dots-and-lines', title: 'Tales by Dots and Lines', skills: [dotsAndLines] },
    { slug: 'algebra-play', title: 'Algebra Play', skills: [algebraPlay] },
    { slug: 'mensuration-chapter', title: 'Area', skills: [mensuration] },
    // Not taught in Ganita Prakash 8 (the syllabus map lists them as unmapped): kept for students who practised them.
    { slug: 'rational-numbers-chapter', title: 'Rational Numbers', skills: [rationalNumbers] },
    { slug: 'linear-equations', title: 'Linear Equations in One Variable', skills: [linearEquations] },
  ],
};
