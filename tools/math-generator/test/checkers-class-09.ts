// Independent answer checkers for the class 9 skills added for issue 14 (the first ones are in the band files).
import type { Checker } from './checkers.ts';
import type { Frac } from './support.ts';
import { gcd, isqrt, num, reduce } from './support.ts';

/** The numbers a generator chose, by name. */
type Nums = Readonly<
  Record<
    | 'a'
    | 'b'
    | 'base'
    | 'bc'
    | 'c'
    | 'centre'
    | 'd'
    | 'f'
    | 'heads'
    | 'k'
    | 'm'
    | 'm1'
    | 'm2'
    | 'n'
    | 'n1'
    | 'n2'
    | 'p'
    | 'q'
    | 'r'
    | 'right'
    | 's'
    | 'small'
    | 'wrongRead'
    | 'x',
    number
  >
>;

const deg = (x: number): string => `${num(x)}°`;
const cm = (x: number): string => `${num(x)} cm`;

/** A probability or other fraction as the pack writes it: whole numbers plain, others as TeX. */
function tf(x: Frac): string {
  const [n, d] = reduce(x);
  return d === 1 ? num(n) : `$${n < 0 ? '-' : ''}\\frac{${Math.abs(n)}}{${d}}$`;
}

/** Hundredths written with up to two decimals, by toFixed. */
function twoPlaces(numerator: number, denominator: number): string {
  const text = (numerator / denominator).toFixed(2).replace(/\.?0+$/u, '');
  if (Math.abs(Number(text) * denominator - numerator) > 1e-9)
    throw new Error('mean is not exact in hundredths');
  return text;
}

/** "3x" with a coefficient of 1 left out. */
const k = (c: number, v: string): string => (c === 1 ? v : `${c}${v}`);

const DIE_FACES: Record<string, (f: number) => boolean> = {
  'an even number': (f) => f % 2 === 0,
  'a prime number': (f) => f === 2 || f === 3 || f === 5,
  'a multiple of 3': (f) => f % 3 === 0,
  'a number greater than 4': (f) => f > 4,
  'a number less than 5': (f) => f < 5,
  'a factor of 6': (f) => 6 % f === 0,
  'a number other than 6': (f) => f !== 6,
};

const COINS: Record<string, (heads: number) => boolean> = {
  'two heads': (h) => h === 2,
  'exactly one head': (h) => h === 1,
  'at least one head': (h) => h >= 1,
  'no head': (h) => h === 0,
  'at least one tail': (h) => h <= 1,
};

/** Whether each statement and its converse is true, decided here again. */
const TRUTH: Record<string, [boolean, boolean]> = {
  'If a quadrilateral is a square, then its diagonals are equal.': [true, false],
  'If a triangle is equilateral, then each of its angles is 60°.': [true, true],
  'If two angles are vertically opposite, then they are equal.': [true, false],
  'If a number is odd, then it is prime.': [false, false],
  'If $x^{2} = 25$, then $x = 5$.': [false, true],
  'If a quadrilateral is a parallelogram, then its opposite sides are equal.': [true, true],
  'If a number is divisible by 4 and by 6, then it is divisible by 24.': [false, true],
  'If two triangles are congruent, then their areas are equal.': [true, false],
  'If a number is a multiple of 10, then it is even.': [true, false],
  'If a quadrilateral has four equal sides, then it is a square.': [false, true],
  'If a whole number ends in 5, then it is odd.': [true, false],
  'If $a > b$, then $a^{2} > b^{2}$.': [false, false],
  'If the product of two whole numbers is 0, then at least one of them is 0.': [true, true],
  'If two angles add up to 90°, then both of them are acute.': [true, false],
};

function euclidCount(a: number, b: number): number {
  return b === 0 ? 0 : 1 + euclidCount(b, a % b);
}

export const CLASS_09: Record<string, Checker> = {
  'math-9-algebraic-identities': (p) => {
    const { base, k: kk, a, b, s, p: prod } = p as Nums;
    switch (p.form) {
      case 'product':
        return num((base - kk) * (base + kk));
      case 'square-plus':
        return num((base + kk) ** 2);
      case 'square-minus':
        return num((base - kk) ** 2);
      case 'reciprocal':
        return num(kk * kk - 2);
      case 'cubes':
        // Two numbers with this sum and product, found by search, then cubed.
        for (let x = 1; x < s; x++) if (x * (s - x) === prod) return num(x ** 3 + (s - x) ** 3);
        throw new Error('no such pair');
      case 'sum-squares':
        for (let x = 1; x < s; x++) if (x * (s - x) === prod) return num(x * x + (s - x) ** 2);
        throw new Error('no such pair');
      default: {
        const x = p.x as string;
        const y = p.y as string;
        const sq = (c: number, v: string): string => k(c, `${v}^{2}`);
        if (p.form === 'difference') return `$${sq(a * a, x)} - ${sq(b * b, y)}$`;
        return `$${sq(a * a, x)} ${p.form === 'plus' ? '+' : '-'} ${k(2 * a * b, x + y)} + ${sq(b * b, y)}$`;
      }
    }
  },
  'math-9-circles-chords-and-angles': (p) => {
    const { r, d, c, a, b, x, centre, small } = p as Nums;
    switch (p.form) {
      case 'chord':
        return cm(2 * isqrt(r * r - d * d));
      case 'distance':
        return cm(isqrt(r * r - (c / 2) ** 2));
      case 'semicircle':
        return deg(180 - 90 - a);
      case 'at-circle':
        return deg(centre / 2);
      case 'at-centre':
        return deg(2 * small);
      case 'radii':
        return deg(180 - a - a);
      case 'exterior':
        return deg(180 - (180 - x));
      default:
        return deg(p.ask === 'C' ? 180 - a : 180 - b);
    }
  },
  'math-9-probability': (p) => {
    if (p.form === 'bag') {
      const counts = p.counts as number[];
      const total = counts.reduce((t, v) => t + v, 0);
      return tf([counts[p.i as number] ?? 0, total]);
    }
    if (p.form === 'coin') {
      const { n, heads } = p as Nums;
      return tf([p.ask === 'heads' ? heads : n - heads, n]);
    }
    if (p.form === 'complement') return ((100 - (p.k as number)) / 100).toFixed(2).replace(/0+$/u, '');
    if (p.form === 'two-coins') {
      const test = COINS[p.event as string];
      if (!test) throw new Error('unknown event');
      const outcomes = [2, 1, 1, 0];
      return tf([outcomes.filter(test).length, 4]);
    }
    if (p.form === 'die' && typeof p.event === 'string') {
      const test = DIE_FACES[p.event];
      if (!test) throw new Error('unknown event');
      return tf([[1, 2, 3, 4, 5, 6].filter(test).length, 6]);
    }
    const { n, f } = p as Nums;
    return tf([f, n]);
  },
  'math-9-sequences-and-progressions': (p) => {
    const { a, d, r, k: kk, n } = p as Nums;
    switch (p.form) {
      case 'ap':
        return num(a + 4 * d);
      case 'gp':
        return num(a * r * r * r * r);
      case 'squares':
        return num((kk + 4) ** 2);
      case 'triangular':
        return num(Array.from({ length: kk + 4 }, (_, i) => i + 1).reduce((t, v) => t + v, 0));
      case 'gp-term':
        return num(a * r ** (n - 1));
      case 'rule': {
        const c = a - d;
        return `$${d}n${c === 0 ? '' : c > 0 ? ` + ${c}` : ` - ${-c}`}$`;
      }
      case 'count':
        return num(n);
      case 'odd-sum': {
        let total = 0;
        for (let odd = 1; odd <= 2 * n - 1; odd += 2) total += odd;
        return num(total);
      }
      default: {
        let total = 0;
        for (let i = 1; i <= n; i++) total += i;
        return num(total);
      }
    }
  },
  'math-9-propositions-and-converses': (p, q) => {
    if (p.form === 'verdict') {
      const t = TRUTH[p.statement as string];
      if (!t) throw new Error(`unknown statement ${String(p.statement)}`);
      const [st, ct] = t;
      if (st && ct) return 'Both are true';
      if (!st && !ct) return 'Both are false';
      return st
        ? 'The statement is true; its converse is false'
        : 'The statement is false; its converse is true';
    }
    const { m, k: kk, n } = p as Nums;
    if (q.text.startsWith('What is the converse')) {
      return p.form === 'square'
        ? `If $x^{2} = ${n * n}$, then $x = ${n}$.`
        : `If a number is divisible by ${kk}, then it is divisible by ${m}.`;
    }
    if (p.form === 'square') return `$x = -${n}$`;
    const hits = q.options.filter((o) => {
      const v = Number(o);
      return v % kk === 0 && v % m !== 0;
    });
    if (hits.length !== 1) throw new Error('expected one counterexample');
    return hits[0] ?? '';
  },
  'math-9-understanding-data': (p) => {
    if (p.form === 'frequency') {
      const freqs = p.freqs as number[];
      const families = freqs.reduce((t, f) => t + f, 0);
      const children = freqs.reduce((t, f, i) => t + f * i, 0);
      return twoPlaces(children, families);
    }
    const { n1, m1, n2, m2, n, m, right, wrongRead } = p as Nums;
    if (p.form === 'combined') return twoPlaces(n1 * m1 + n2 * m2, n1 + n2);
    if (p.form === 'removed') return num(n * m - (n - 1) * (p.m2 as number));
    return twoPlaces(n * m + (right - wrongRead), n);
  },
  'math-9-algorithms': (p) => {
    const { a, b, n } = p as Nums;
    switch (p.form) {
      case 'remainder':
        return num(a - Math.floor(a / b) * b);
      case 'pair':
        return `(${num(b)}, ${num(a % b)})`;
      case 'hcf':
        return num(gcd(a, b));
      case 'euclid-steps':
        return num(euclidCount(a, b));
      case 'collatz': {
        let steps = 0;
        for (let x = n; x > 1; steps++) x = x % 2 ? 3 * x + 1 : x / 2;
        return num(steps);
      }
      default:
        // Guesses needed for n numbers: the smallest g with 2^g > n.
        return num(Math.floor(Math.log2(n)) + 1);
    }
  },
  'math-9-quadrilaterals': (p) => {
    const { x, d, p: half1, q: half2, bc } = p as Nums;
    switch (p.form) {
      case 'parallelogram':
        return deg(p.ask === 'C' ? x : 180 - x);
      case 'difference':
        return deg(90 + d / 2);
      case 'ratio': {
        const parts = p.parts as number[];
        const unit = 360 / parts.reduce((t, v) => t + v, 0);
        return deg(unit * (p.ask === 'largest' ? Math.max(...parts) : Math.min(...parts)));
      }
      case 'rhombus':
        return cm(isqrt(half1 * half1 + half2 * half2));
      case 'perimeter':
        return cm((p.sides as number[]).reduce((t, v) => t + v, 0) / 2);
      case 'DE':
        return cm(bc / 2);
      default:
        return cm(bc);
    }
  },
};
