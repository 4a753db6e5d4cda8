import { fmtInts, ordinal, termValues } from './common.ts';
import { fractions, ints } from './distractors.ts';
import { int, linear, paren, poly, Q, sup } from './format.ts';
import type { ClassSpec, Problem, SkillSpec } from './types.ts';

const isPrime = (n: number): boolean => {
  if (n < 2) return false;
  for (let k = 2; k * k <= n; k++) if (n % k === 0) return false;
  return true;
};

const SPORTS = [
  ['cricket', 'football'],
  ['tea', 'coffee'],
  ['Hindi films', 'English films'],
  ['chess', 'carrom'],
  ['music', 'dance'],
] as const;

const sets: SkillSpec = {
  slug: 'sets',
  name: 'Sets',
  description: 'Count the elements and subsets of a set and use n(A ∪ B) = n(A) + n(B) − n(A ∩ B).',
  prerequisites: [],
  levels: {
    1: (rng): Problem => {
      if (rng.chance(0.5)) {
        const n = rng.int(2, 7);
        return {
          text: `A set has ${n} elements. How many subsets does it have?`,
          answer: int(2 ** n),
          distractors: fmtInts(ints(rng, 2 ** n, [2 * n, 2 ** n - 1, n * n, 2 ** (n + 1)], { min: 1 })),
          hint: 'Each element is either in a subset or not.',
          explanation: `Each of the ${n} elements can be in or out, so there are 2${sup(n)} = ${2 ** n} subsets (including ∅ and the set itself).`,
          params: { form: 'subsets', n },
        };
      }
      const kind = rng.pick(['primes', 'factors', 'multiples'] as const);
      const limit = kind === 'factors' ? rng.pick([12, 18, 20, 24, 28, 30, 36, 40, 48]) : rng.int(15, 50);
      const k = rng.int(3, 7);
      const members: number[] = [];
      for (let x = 1; x <= limit; x++)
        if (kind === 'primes' ? isPrime(x) && x < limit : kind === 'factors' ? limit % x === 0 : x % k === 0)
          members.push(x);
      const text = {
        primes: `A = {x : x is a prime number less than ${limit}}`,
        factors: `A = {x : x is a factor of ${limit}}`,
        multiples: `A = {x : x is a multiple of ${k} and 1 ≤ x ≤ ${limit}}`,
      }[kind];
      return {
        text: `${text}. What is n(A)?`,
        answer: int(members.length),
        distractors: fmtInts(
          ints(rng, members.length, [members.length + 1, members.length - 1, members.length + 2], { min: 0 }),
        ),
        hint: 'Write the set in roster form and count its elements.',
        explanation: `A = {${members.join(', ')}}, so n(A) = ${members.length}.`,
        params: { form: kind, limit, k },
      };
    },
    2: (rng): Problem => {
      const a = rng.int(10, 60);
      const b = rng.int(10, 60);
      const both = rng.int(2, Math.min(a, b) - 1);
      const union = a + b - both;
      if (rng.chance(0.6))
        return {
          text: `If n(A) = ${a}, n(B) = ${b} and n(A ∩ B) = ${both}, what is n(A ∪ B)?`,
          answer: int(union),
          distractors: fmtInts(ints(rng, union, [a + b, a + b - 2 * both, a + b + both], { min: 0 })),
          hint: 'Elements in both sets would be counted twice if you just add.',
          explanation: `n(A ∪ B) = ${a} + ${b} − ${both} = ${union}.`,
          params: { form: 'union', a, b, both },
        };
      return {
        text: `If n(A) = ${a}, n(B) = ${b} and n(A ∪ B) = ${union}, what is n(A ∩ B)?`,
        answer: int(both),
        distractors: fmtInts(
          ints(rng, both, [a + b - union + 1, union - a, union - b === both ? both + 2 : union - b], {
            min: 0,
          }),
        ),
        hint: 'Use n(A ∪ B) = n(A) + n(B) − n(A ∩ B).',
        explanation: `n(A ∩ B) = ${a} + ${b} − ${union} = ${both}.`,
        params: { form: 'intersection', a, b, union },
      };
    },
    3: (rng): Problem => {
      const [first, second] = rng.pick(SPORTS);
      const a = rng.int(15, 45);
      const b = rng.int(15, 45);
      const both = rng.int(3, Math.min(a, b) - 2);
      const neither = rng.int(2, 15);
      const total = a + b - both + neither;
      const ask = rng.pick(['both', 'only'] as const);
      const answer = ask === 'both' ? both : a - both;
      return {
        text: `In a group of ${total} students, ${a} like ${first}, ${b} like ${second} and ${neither} like neither. How many students like ${ask === 'both' ? 'both' : `only ${first}`}?`,
        answer: int(answer),
        distractors: fmtInts(
          ints(
            rng,
            answer,
            ask === 'both' ? [a + b - total, neither, both + neither] : [a, both, a - both - neither],
            { min: 0 },
          ),
        ),
        hint: 'Those who like at least one = the total − those who like neither; then n(A ∪ B) = n(A) + n(B) − n(A ∩ B).',
        explanation:
          ask === 'both'
            ? `n(A ∪ B) = ${total} − ${neither} = ${total - neither}, so n(A ∩ B) = ${a} + ${b} − ${total - neither} = ${both}.`
            : `n(A ∩ B) = ${a} + ${b} − ${total - neither} = ${both}, so only ${first} is ${a} − ${both} = ${answer}.`,
        params: { form: ask, total, a, b, neither },
      };
    },
  },
};

const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));
const nPr = (n: number, r: number): number => factorial(n) / factorial(n - r);
const nCr = (n: number, r: number): number => nPr(n, r) / factorial(r);

const WORDS = [
  'BANANA',
  'APPLE',
  'LETTER',
  'ASSAM',
  'KERALA',
  'COFFEE',
  'SCHOOL',
  'MANGO',
  'TOMATO',
  'PEPPER',
  'INDIA',
];

function arrangements(word: string): { value: number; repeats: [string, number][] } {
  const counts = new Map<string, number>();
  for (const c of word) counts.set(c, (counts.get(c) ?? 0) + 1);
  const repeats = [...counts.entries()].filter(([, k]) => k > 1).sort();
  return { value: repeats.reduce((acc, [, k]) => acc / factorial(k), factorial(word.length)), repeats };
}

const permutations: SkillSpec = {
  slug: 'permutations-and-combinations',
  name: 'Permutations and combinations',
  description:
    'Work with factorials, tell arrangements from selections, and count arrangements of letters and committees.',
  prerequisites: ['sets'],
  levels: {
    1: (rng): Problem => {
      if (rng.chance(0.4)) {
        const n = rng.int(4, 7);
        return {
          text: `What is the value of ${n}!?`,
          answer: int(factorial(n)),
          distractors: fmtInts(
            ints(rng, factorial(n), [factorial(n - 1), (n * (n + 1)) / 2, factorial(n + 1)], { min: 1 }),
          ),
          hint: `${n}! = ${n} × ${n - 1} × … × 1.`,
          explanation: `${n}! = ${Array.from({ length: n }, (_, i) => n - i).join(' × ')} = ${int(factorial(n))}.`,
          params: { form: 'factorial', n },
        };
      }
      const n = rng.int(6, 12);
      const k = n - rng.int(2, 3);
      const answer = factorial(n) / factorial(k);
      return {
        text: `What is the value of ${n}!/${k}!?`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, [factorial(n - k), answer * k, answer / n], { min: 1 })),
        hint: `Cancel ${k}! from the top and the bottom.`,
        explanation: `${n}!/${k}! = ${Array.from({ length: n - k }, (_, i) => n - i).join(' × ')} = ${int(answer)}.`,
        params: { form: 'quotient', n, k },
      };
    },
    2: (rng): Problem => {
      const n = rng.int(5, 10);
      const r = rng.int(2, 4);
      const ordered = rng.chance(0.5);
      const answer = ordered ? nPr(n, r) : nCr(n, r);
      const posts = ['a captain', 'a vice-captain', 'a secretary', 'a treasurer'].slice(0, r);
      return {
        text: ordered
          ? `In how many ways can ${posts.slice(0, -1).join(', ')} and ${posts[r - 1]} be chosen from ${n} students?`
          : `In how many ways can a team of ${r} students be chosen from ${n} students?`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, [ordered ? nCr(n, r) : nPr(n, r), n ** r, n * r], { min: 1 })),
        hint: ordered
          ? 'The posts are different, so the order of choosing matters.'
          : 'A team has no order, so use combinations.',
        explanation: ordered
          ? `${n}P${r} = ${n}!/${n - r}! = ${int(answer)}.`
          : `${n}C${r} = ${n}!/(${r}! × ${n - r}!) = ${int(answer)}.`,
        params: { form: ordered ? 'arrange' : 'choose', n, r },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const word = rng.pick(WORDS);
        const { value, repeats } = arrangements(word);
        const divisor = repeats.map(([c, k]) => `${k}! for ${c}`).join(' and ');
        return {
          text: `How many different arrangements can be made of all the letters of the word ${word}?`,
          answer: int(value),
          distractors: fmtInts(ints(rng, value, [factorial(word.length), value * 2, value / 2], { min: 1 })),
          hint: 'Divide the arrangements of all the letters by the factorial of each repeated count.',
          explanation: repeats.length
            ? `${word} has ${word.length} letters with repeats, so the count is ${word.length}! divided by ${divisor}: ${int(value)}.`
            : `${word} has ${word.length} different letters, so the count is ${word.length}! = ${int(value)}.`,
          params: { form: 'word', word },
        };
      }
      const boys = rng.int(4, 8);
      const girls = rng.int(4, 8);
      const b = rng.int(1, 3);
      const g = rng.int(2, 3);
      const answer = nCr(boys, b) * nCr(girls, g);
      return {
        text: `A committee of ${b} boy${b > 1 ? 's' : ''} and ${g} girls is to be formed from ${boys} boys and ${girls} girls. In how many ways can this be done?`,
        answer: int(answer),
        distractors: fmtInts(
          ints(
            rng,
            answer,
            [nCr(boys, b) + nCr(girls, g), nCr(boys + girls, b + g), nPr(boys, b) * nPr(girls, g)],
            { min: 1 },
          ),
        ),
        hint: 'Choose the boys and the girls separately, then multiply.',
        explanation: `${boys}C${b} × ${girls}C${g} = ${nCr(boys, b)} × ${nCr(girls, g)} = ${int(answer)}.`,
        params: { form: 'committee', boys, girls, b, g },
      };
    },
  },
};

const gpList = (a: Q, r: Q, count = 4): string =>
  Array.from({ length: count }, (_, i) => {
    let term = a;
    for (let k = 0; k < i; k++) term = term.mul(r);
    return term.toString();
  }).join(', ');

const sequences: SkillSpec = {
  slug: 'sequences-and-series',
  name: 'Sequences and series',
  description: 'Find terms and sums of geometric progressions, sums to infinity and geometric means.',
  prerequisites: [],
  levels: {
    1: (rng): Problem => {
      const a = rng.int(1, 5);
      const r = rng.pick([2, 3, -2, -3, 4]);
      const n = rng.int(4, r === 4 || r === 3 || r === -3 ? 6 : 8);
      const term = a * r ** (n - 1);
      return {
        text: `What is the ${ordinal(n)} term of the GP ${gpList(new Q(a), new Q(r))}, …?`,
        answer: int(term),
        distractors: fmtInts(ints(rng, term, [a * r ** n, a * r ** (n - 2), a * r * (n - 1), -term])),
        hint: 'The nth term of a GP is arⁿ⁻¹.',
        explanation: `a = ${a} and r = ${int(r)}, so the ${ordinal(n)} term is ${a} × ${paren(r)}${sup(n - 1)} = ${int(term)}.`,
        params: { form: 'nth', a, r, n },
      };
    },
    2: (rng): Problem => {
      const a = rng.int(1, 5);
      const r = rng.pick([2, 3]);
      const n = rng.int(4, r === 3 ? 6 : 8);
      const sum = (a * (r ** n - 1)) / (r - 1);
      return {
        text: `What is the sum of the first ${n} terms of the GP ${gpList(new Q(a), new Q(r))}, …?`,
        answer: int(sum),
        distractors: fmtInts(
          ints(rng, sum, [(a * (r ** (n + 1) - 1)) / (r - 1), a * r ** (n - 1), a * r ** n - 1], { min: 1 }),
        ),
        hint: 'Sₙ = a(rⁿ − 1)/(r − 1).',
        explanation: `S = ${a} × (${r}${sup(n)} − 1)/(${r} − 1) = ${a} × ${r ** n - 1}/${r - 1} = ${int(sum)}.`,
        params: { form: 'sum', a, r, n },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.6)) {
        const r = rng.pick([new Q(1, 2), new Q(-1, 2), new Q(1, 3), new Q(-1, 3), new Q(2, 3), new Q(1, 4)]);
        const a = new Q(rng.int(1, 6) * r.d ** 2);
        const answer = a.div(new Q(1).sub(r));
        return {
          text: `What is the sum to infinity of the GP ${gpList(a, r)}, …?`,
          answer: answer.toString(),
          distractors: fractions(rng, answer, [
            a.div(new Q(1).add(r)),
            a.mul(r).div(new Q(1).sub(r)),
            a.div(r),
          ]).map(String),
          hint: 'When |r| < 1 the sum to infinity is a/(1 − r).',
          explanation: `a = ${a.toString()} and r = ${r.toString()}, so S = ${a.toString()}/(1 − ${paren(r.n) === String(r.n) ? r.toString() : `(${r.toString()})`}) = ${answer.toString()}.`,
          params: { form: 'infinity', a: a.toString(), r: r.toString() },
        };
      }
      const g = rng.int(2, 12);
      const x = rng.int(1, 4);
      let y = rng.int(2, 9);
      while (y === x) y = rng.int(2, 9);
      const p = g * x * x;
      const q = g * y * y;
      const gm = g * x * y;
      return {
        text: `What is the geometric mean of ${p} and ${q}?`,
        answer: int(gm),
        distractors: fmtInts(
          ints(rng, gm, [(p + q) / 2 === gm ? gm + 2 : Math.round((p + q) / 2), p * q, gm * 2], { min: 1 }),
        ),
        hint: 'The geometric mean of a and b is √(ab).',
        explanation: `√(${p} × ${q}) = √${int(p * q)} = ${gm}.`,
        params: { form: 'gm', p, q },
      };
    },
  },
};

const pt = (x: number, y: number): string => `(${int(x)}, ${int(y)})`;

const lines: SkillSpec = {
  slug: 'straight-lines',
  name: 'Straight lines',
  description:
    'Find slopes from two points or an equation, slopes of perpendicular lines, and equations of lines.',
  prerequisites: [],
  levels: {
    1: (rng): Problem => {
      const x1 = rng.int(-6, 6);
      const y1 = rng.int(-6, 6);
      const x2 = rng.int(-6, 6);
      const y2 = rng.int(-6, 6);
      if (x1 === x2 || y1 === y2) return lines.levels[1](rng);
      const slope = new Q(y2 - y1, x2 - x1);
      return {
        text: `What is the slope of the line through ${pt(x1, y1)} and ${pt(x2, y2)}?`,
        answer: slope.toString(),
        distractors: fractions(rng, slope, [
          new Q(x2 - x1, y2 - y1),
          slope.neg(),
          ...(x1 + x2 !== 0 ? [new Q(y1 + y2, x1 + x2)] : []),
        ]).map(String),
        hint: 'Slope = (change in y) ÷ (change in x).',
        explanation: `m = (${int(y2)} − ${paren(y1)}) ÷ (${int(x2)} − ${paren(x1)}) = ${int(y2 - y1)} ÷ ${paren(x2 - x1)} = ${slope.toString()}.`,
        params: { form: 'two-points', x1, y1, x2, y2 },
      };
    },
    2: (rng): Problem => {
      if (rng.chance(0.5)) {
        const a = rng.int(-9, 9) || 2;
        const b = rng.int(-9, 9) || 3;
        const c = rng.int(-12, 12);
        const slope = new Q(-a, b);
        return {
          text: `What is the slope of the line ${linear(
            [
              [a, 'x'],
              [b, 'y'],
            ],
            c,
          )} = 0?`,
          answer: slope.toString(),
          distractors: fractions(rng, slope, [slope.neg(), new Q(-b, a), new Q(b, a)]).map(String),
          hint: 'Rewrite the equation in the form y = mx + c.',
          explanation: `${linear([[b, 'y']])} = ${linear([[-a, 'x']], -c)}, and dividing by ${paren(b)} makes the coefficient of x equal to ${slope.toString()}, which is the slope.`,
          params: { form: 'equation', a, b, c },
        };
      }
      const m = rng.int(-5, 5) || 2;
      const x0 = rng.int(-5, 5) || 1;
      const y0 = rng.int(-9, 9);
      const c = y0 - m * x0;
      return {
        text: `A line has slope ${int(m)} and passes through ${pt(x0, y0)}. Where does it cut the y-axis?`,
        answer: pt(0, c),
        distractors: [pt(0, y0 + m * x0), pt(c, 0), pt(0, -c), pt(0, c + m)].filter((s) => s !== pt(0, c)),
        hint: 'Use y = mx + c and put in the point to find c.',
        explanation: `${int(y0)} = ${int(m)} × ${paren(x0)} + c gives c = ${int(c)}, so the line cuts the y-axis at ${pt(0, c)}.`,
        params: { form: 'intercept', m, x0, y0 },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const x1 = rng.int(-5, 5);
        const y1 = rng.int(-5, 5);
        const x2 = rng.int(-5, 5);
        const y2 = rng.int(-5, 5);
        if (x1 === x2 || y1 === y2) return lines.levels[3](rng);
        const slope = new Q(y2 - y1, x2 - x1);
        const answer = new Q(-1).div(slope);
        return {
          text: `What is the slope of a line perpendicular to the line joining ${pt(x1, y1)} and ${pt(x2, y2)}?`,
          answer: answer.toString(),
          distractors: fractions(rng, answer, [slope, slope.neg(), answer.neg()]).map(String),
          hint: 'The slopes of perpendicular lines are negative reciprocals of each other.',
          explanation: `The line has slope ${slope.toString()}, so a perpendicular line has slope −1 ÷ (${slope.toString()}) = ${answer.toString()}.`,
          params: { form: 'perpendicular', x1, y1, x2, y2 },
        };
      }
      const m = rng.int(-4, 4) || -1;
      const x0 = rng.int(-4, 4) || 2;
      const y0 = rng.int(-6, 6);
      const c = y0 - m * x0;
      const eq = (mm: number, cc: number): string => `y = ${linear([[mm, 'x']], cc)}`;
      const answer = eq(m, c);
      return {
        text: `Which is the equation of the line with slope ${int(m)} passing through ${pt(x0, y0)}?`,
        answer,
        distractors: [eq(m, y0 + m * x0), eq(m, -c), eq(-m, c), eq(m, c + 1)].filter((s) => s !== answer),
        hint: 'Use the point-slope form y − y₁ = m(x − x₁).',
        explanation: `y − ${paren(y0)} = ${int(m)}(x − ${paren(x0)}) simplifies to ${answer}.`,
        params: { form: 'equation-of-line', m, x0, y0 },
      };
    },
  },
};

const limits: SkillSpec = {
  slug: 'limits',
  name: 'Limits of polynomial and rational functions',
  description: 'Find limits of polynomials by substitution and limits of the form 0/0 by factorising.',
  prerequisites: ['sequences-and-series'],
  levels: {
    1: (rng): Problem => {
      const coefficients = [rng.int(1, 4), rng.int(-6, 6), rng.int(-9, 9)];
      const a = rng.int(-3, 4) || 2;
      const value = coefficients.reduce((acc, c) => acc * a + c, 0);
      return {
        text: `What is the limit of ${poly(coefficients)} as x → ${int(a)}?`,
        answer: int(value),
        distractors: fmtInts(
          ints(rng, value, [
            coefficients.reduce((acc, c) => acc * -a + c, 0),
            coefficients[2] ?? 0,
            value + 2 * a,
          ]),
        ),
        hint: 'A polynomial is continuous, so just substitute the value of x.',
        explanation: `Substituting x = ${int(a)} gives ${termValues(coefficients, a)} = ${int(value)}.`,
        params: { form: 'polynomial', coefficients, a },
      };
    },
    2: (rng): Problem => {
      const a = rng.int(1, 4) * (rng.chance(0.25) ? -1 : 1);
      const n = rng.int(2, a > 2 || a < -2 ? 3 : 5);
      const answer = n * a ** (n - 1);
      const an = a ** n;
      return {
        text: `What is the limit of (x${sup(n)} ${an < 0 ? '+' : '−'} ${Math.abs(an)})/(x ${a < 0 ? '+' : '−'} ${Math.abs(a)}) as x → ${int(a)}?`,
        answer: int(answer),
        distractors: fmtInts(
          ints(rng, answer, [a ** (n - 1), n * a ** n, 0, n * a], { min: answer < 0 ? undefined : 0 }),
        ),
        hint: 'Use the standard result: the limit of (xⁿ − aⁿ)/(x − a) as x → a is naⁿ⁻¹.',
        explanation: `Here n = ${n} and a = ${int(a)}, so the limit is ${n} × ${paren(a)}${sup(n - 1)} = ${int(answer)}.`,
        params: { form: 'standard', n, a },
      };
    },
    3: (rng): Problem => {
      const a = rng.int(-5, 5) || 3;
      const r = rng.int(-6, 6);
      if (r === a || r === -a) return limits.levels[3](rng);
      const top = [1, -(a + r), a * r];
      if (rng.chance(0.5)) {
        const answer = a - r;
        return {
          text: `What is the limit of (${poly(top)})/(x ${a < 0 ? '+' : '−'} ${Math.abs(a)}) as x → ${int(a)}?`,
          answer: int(answer),
          distractors: fmtInts(ints(rng, answer, [r - a, 0, a + r])),
          hint: 'Substituting gives 0/0, so factorise the top and cancel.',
          explanation: `${poly(top)} = (x ${a < 0 ? '+' : '−'} ${Math.abs(a)})(x ${r < 0 ? '+' : '−'} ${Math.abs(r)}), so the limit is ${int(a)} − ${paren(r)} = ${int(answer)}.`,
          params: { form: 'cancel', a, r },
        };
      }
      const answer = new Q(a - r, 2 * a);
      return {
        text: `What is the limit of (${poly(top)})/(${poly([1, 0, -a * a])}) as x → ${int(a)}?`,
        answer: answer.toString(),
        distractors: fractions(rng, answer, [
          new Q(r - a, 2 * a),
          new Q(a - r, a),
          new Q(a + r, 2 * a),
          new Q(0),
        ]).map(String),
        hint: 'Factorise the top and the bottom; both have a factor that is 0 at the limit point.',
        explanation: `After cancelling (x ${a < 0 ? '+' : '−'} ${Math.abs(a)}) the limit is (${int(a)} − ${paren(r)})/(${int(a)} + ${paren(a)}) = ${answer.toString()}.`,
        params: { form: 'ratio', a, r },
      };
    },
  },
};

export const class11: ClassSpec = {
  grade: 11,
  chapters: [
    { slug: 'sets-chapter', title: 'Sets', skills: [sets] },
    { slug: 'permutations', title: 'Permutations and Combinations', skills: [permutations] },
    { slug: 'sequences', title: 'Sequences and Series', skills: [sequences] },
    { slug: 'straight-lines-chapter', title: 'Straight Lines', skills: [lines] },
    { slug: 'limits-and-derivatives', title: 'Limits and Derivatives', skills: [limits] },
  ],
};
