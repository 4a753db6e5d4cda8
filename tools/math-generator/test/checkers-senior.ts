// Independent answer checkers for classes 10-12.
import type { Checker } from './checkers.ts';
import { texFrac, tnum } from './checkers-class-11.ts';
import type { Frac, Nums } from './support.ts';
import { add, div, isqrt, MINUS, mul, num, parseFrac, reduce, rs, showFrac, signed, sub } from './support.ts';

const F = (s: unknown): Frac => parseFrac(s as string);
/** A fraction inside TeX: `-\\frac{3}{2}`, `4`. */
function texBody(x: Frac): string {
  const [n, d] = reduce(x);
  return d === 1 ? String(n) : `${n < 0 ? '-' : ''}\\frac{${Math.abs(n)}}{${d}}`;
}
/** A number as the pack writes it: whole numbers plain, fractions in TeX. */
const texFrac10 = (x: Frac): string => (reduce(x)[1] === 1 ? num(reduce(x)[0]) : `$${texBody(x)}$`);
/** A table value (`1/√2`) in TeX (`$\\frac{1}{\\sqrt{2}}$`), worked out from its parts. */
function asTex(plain: string): string {
  const root = (t: string): string => t.replace(/√(\d)/u, '\\sqrt{$1}');
  const [top = '', bottom] = plain.split('/');
  if (bottom === undefined) return top.includes('√') ? `$${root(top)}$` : top;
  return `$\\frac{${root(top)}}{${root(bottom)}}$`;
}
const cmp = (x: Frac, y: Frac): number => x[0] * y[1] - y[0] * x[1];

function primeFactorText(n: number): string {
  const parts: string[] = [];
  let rest = n;
  for (let p = 2; rest > 1; p++) {
    let e = 0;
    for (; rest % p === 0; e++) rest /= p;
    if (e) parts.push(e === 1 ? `${p}` : `${p}^{${e}}`);
  }
  return `$${parts.join(' \\times ')}$`;
}

const hcf = (a: number, b: number): number => {
  let g = Math.min(a, b);
  while (a % g || b % g) g--;
  return g;
};

/** Rational roots of ax² + bx + c = 0 in increasing order. */
function roots(a: number, b: number, c: number): [Frac, Frac] {
  const root = isqrt(b * b - 4 * a * c);
  const r = [reduce([-b - root, 2 * a]), reduce([-b + root, 2 * a])].sort(cmp);
  return [r[0] ?? [0, 1], r[1] ?? [0, 1]];
}

/** Exact values of the ratios as q·√r. */
const EXACT: Record<string, { q: Frac; r: number }> = {
  'sin 0°': { q: [0, 1], r: 1 },
  'sin 30°': { q: [1, 2], r: 1 },
  'sin 45°': { q: [1, 2], r: 2 },
  'sin 60°': { q: [1, 2], r: 3 },
  'sin 90°': { q: [1, 1], r: 1 },
  'cos 0°': { q: [1, 1], r: 1 },
  'cos 30°': { q: [1, 2], r: 3 },
  'cos 45°': { q: [1, 2], r: 2 },
  'cos 60°': { q: [1, 2], r: 1 },
  'cos 90°': { q: [0, 1], r: 1 },
  'tan 0°': { q: [0, 1], r: 1 },
  'tan 30°': { q: [1, 3], r: 3 },
  'tan 45°': { q: [1, 1], r: 1 },
  'tan 60°': { q: [1, 1], r: 3 },
};

function exact(name: string): { q: Frac; r: number } {
  const v = EXACT[name];
  if (!v) throw new Error(`unknown ratio ${name}`);
  return v;
}

/** How the textbook writes each value. */
function textbook(name: string): string {
  const { q, r } = exact(name);
  if (r === 1) return showFrac(q);
  if (q[0] === 1 && q[1] === 1) return `√${r}`;
  if (q[1] === r) return `1/√${r}`;
  if (q[1] === 2 && r === 3) return '√3/2';
  if (q[1] === 2 && r === 2) return '1/√2';
  throw new Error(`no textbook form for ${name}`);
}

const square = (name: string): Frac => mul(mul(exact(name).q, exact(name).q), [exact(name).r, 1]);

function product(text: string): Frac {
  const [first = '', second = ''] = text.match(/(sin|cos|tan) \d+°/gu) ?? [];
  const x = exact(first);
  const y = exact(second);
  if (x.r !== y.r && x.r !== 1 && y.r !== 1) throw new Error('irrational product');
  const radicand = x.r * y.r;
  const root = Math.sqrt(radicand);
  if (!Number.isInteger(root)) throw new Error('irrational product');
  return mul(mul(x.q, y.q), [root, 1]);
}

const factorial = (n: number): number => (n < 2 ? 1 : n * factorial(n - 1));
const choose = (n: number, r: number): number => factorial(n) / factorial(r) / factorial(n - r);

const line = (m: number, c: number): string => {
  const parts = [] as { sign: number; text: string }[];
  if (m !== 0) parts.push({ sign: m, text: `${Math.abs(m) === 1 ? '' : Math.abs(m)}x` });
  if (c !== 0) parts.push({ sign: c, text: String(Math.abs(c)) });
  return `y = ${signed(parts)}`;
};

function derivativeText(terms: readonly string[]): string {
  const parts = terms.map((t) => {
    const [kind = '', cs = '0', ns = '0'] = t.split(':');
    const c = Number(cs);
    const n = Number(ns);
    const k = Math.abs(c);
    switch (kind) {
      case 'pow': {
        const m = k * n;
        const x = n - 1 === 1 ? 'x' : n - 1 === 0 ? '' : `x^{${n - 1}}`;
        return { sign: c, text: `${m === 1 && x ? '' : m}${x}` };
      }
      case 'sin':
        return { sign: c, text: `${k === 1 ? '' : k}\\cos x` };
      case 'cos':
        return { sign: -c, text: `${k === 1 ? '' : k}\\sin x` };
      case 'exp':
        return { sign: c, text: `${k === 1 ? '' : k}e^{x}` };
      default:
        return { sign: c, text: `\\frac{${k}}{x}` };
    }
  });
  return signed(parts);
}

/** ∫ from a to b of a polynomial (highest power first), exactly. */
function integrate(cs: readonly number[], a: number, b: number): Frac {
  let total: Frac = [0, 1];
  cs.forEach((c, i) => {
    const power = cs.length - i;
    total = add(total, [c * (b ** power - a ** power), power]);
  });
  return total;
}

const DIE: Record<string, (x: number) => boolean> = {
  'an even number': (x) => x % 2 === 0,
  'an odd prime number': (x) => [3, 5].includes(x),
  'a multiple of 3': (x) => x % 3 === 0,
  'a number less than 5': (x) => x < 5,
  'a number greater than 4': (x) => x > 4,
  'a 6': (x) => x === 6,
  'a factor of 6': (x) => 6 % x === 0,
};

interface Card {
  rank: string;
  suit: 'hearts' | 'diamonds' | 'clubs' | 'spades';
}
const DECK: Card[] = (['hearts', 'diamonds', 'clubs', 'spades'] as const).flatMap((suit) =>
  'A 2 3 4 5 6 7 8 9 10 J Q K'.split(' ').map((rank) => ({ rank, suit })),
);
const red = (c: Card): boolean => c.suit === 'hearts' || c.suit === 'diamonds';
const CARD: Record<string, (c: Card) => boolean> = {
  'a king': (c) => c.rank === 'K',
  'a heart': (c) => c.suit === 'hearts',
  'a red card': red,
  'a face card (king, queen or jack)': (c) => ['J', 'Q', 'K'].includes(c.rank),
  'the queen of spades': (c) => c.rank === 'Q' && c.suit === 'spades',
  'a black ace': (c) => c.rank === 'A' && !red(c),
};

export const SENIOR: Record<string, Checker> = {
  'math-10-real-numbers': (p) => {
    const { n, a, b, g, l } = p as Nums;
    if (p.form === 'factorise') return primeFactorText(n);
    if (p.form === 'HCF') return num(hcf(a, b));
    if (p.form === 'LCM') return num((a * b) / hcf(a, b));
    return num(p.form === 'lcm-from-hcf' ? (a * b) / g : (g * l) / a);
  },
  'math-10-zeroes-of-polynomials': (p) => {
    const { a, b, c, s, p: prod } = p as Nums;
    if (p.form === 'zeroes') {
      const [x, y] = roots(1, b, c);
      return `${showFrac(x)} and ${showFrac(y)}`;
    }
    if (p.form === 'sum') return texFrac10([-b, a]);
    if (p.form === 'product') return texFrac10([c, a]);
    if (p.form === 'build') {
      const tail = (v: number, x: string): string =>
        v === 0 ? '' : ` ${v < 0 ? '-' : '+'} ${Math.abs(v) === 1 && x ? '' : Math.abs(v)}${x}`;
      return `$x^{2}${tail(-s, 'x')}${tail(prod, '')}$`;
    }
    return num(s * s - 2 * prod);
  },
  'math-10-pair-of-linear-equations': (p) => {
    const { s, d, a1, b1, c1, a2, b2, c2, p1, p2 } = p as Nums;
    const both = (x: number, y: number): string => `$x = ${x}, y = ${y}$`;
    if (p.form === 'sum-difference') return both((s + d) / 2, (s - d) / 2);
    if (p.form === 'general') {
      const det = a1 * b2 - a2 * b1;
      return both((c1 * b2 - c2 * b1) / det, (a1 * c2 - a2 * c1) / det);
    }
    if (p.form === 'cost') return rs((p1 * c2 - p2 * c1) / (p1 * b2 - p2 * b1));
    return num((a2 * b1) / b2);
  },
  'math-10-quadratic-equations': (p) => {
    const { a, b, c } = p as Nums;
    const text = ([x, y]: [Frac, Frac]): string => `$x = ${texBody(x)}$ or $x = ${texBody(y)}$`;
    switch (p.form) {
      case 'monic':
        return text(roots(1, b, c));
      case 'general': {
        const [A = 1, B = 0, C = 0] = p.coefficients as number[];
        return text(roots(A, B, C));
      }
      case 'discriminant':
        return num(b * b - 4 * a * c);
      case 'nature': {
        const disc = b * b - 4 * a * c;
        return disc > 0 ? 'Two distinct real roots' : disc === 0 ? 'Two equal real roots' : 'No real roots';
      }
      default:
        return num(2 * isqrt(c));
    }
  },
  'math-10-arithmetic-progressions': (p) => {
    const { a, d, n, value } = p as Nums;
    if (p.form === 'nth') return num(a + (n - 1) * d);
    if (p.form === 'which') return num((value - a) / d + 1);
    return num((n * (2 * a + (n - 1) * d)) / 2);
  },
  'math-10-trigonometric-ratios': (p, q) => {
    if (p.form === 'value') return asTex(textbook(`${p.f} ${p.angle}°`));
    if (p.form === 'squares') {
      const x = square(`${p.f1} ${p.a1}°`);
      const y = square(`${p.f2} ${p.a2}°`);
      return texFrac10(p.op === '+' ? add(x, y) : sub(x, y));
    }
    if (p.form === 'products') {
      const x = product(p.x as string);
      const y = product(p.y as string);
      return texFrac10(p.op === '+' ? add(x, y) : sub(x, y));
    }
    const m = /If \$(?:(2|\\sqrt\{2\}|\\sqrt\{3\}) )?\\(sin|cos|tan) \\theta = (1|\\sqrt\{3\})\$ and/u.exec(
      q.text,
    );
    if (!m) throw new Error(`cannot read the equation in ${q.text}`);
    const [, written = '', f = '', rhsWritten = ''] = m;
    const coefficient = written.replace(/\\sqrt\{(\d)\}/u, '√$1');
    const rhs = rhsWritten.replace(/\\sqrt\{(\d)\}/u, '√$1');
    const solved: Record<string, Record<string, string>> = {
      '': { '1': '1', '√3': '√3' },
      '2': { '1': '1/2', '√3': '√3/2' },
      '√2': { '1': '1/√2' },
      '√3': { '1': '1/√3' },
    };
    const implied = solved[coefficient]?.[rhs];
    const matches = [30, 45, 60].filter((angle) => textbook(`${f} ${angle}°`) === implied);
    if (matches.length !== 1) throw new Error(`the equation in ${q.text} does not give one acute angle`);
    return `${matches[0]}°`;
  },

  'math-11-sets': (p) => {
    const { n, limit, k, a, b, both, union, total, neither } = p as Nums;
    switch (p.form) {
      case 'subsets':
        return num(2 ** n);
      case 'primes': {
        let count = 0;
        for (let x = 2; x < limit; x++)
          if (Array.from({ length: x - 2 }, (_, i) => i + 2).every((d) => x % d !== 0)) count++;
        return num(count);
      }
      case 'factors':
        return num(Array.from({ length: limit }, (_, i) => i + 1).filter((d) => limit % d === 0).length);
      case 'multiples':
        return num(Math.floor(limit / k));
      case 'union':
        return num(a + b - both);
      case 'intersection':
        return num(a + b - union);
      case 'both':
        return num(a + b - (total - neither));
      default:
        return num(a - (a + b - (total - neither)));
    }
  },
  'math-11-permutations-and-combinations': (p) => {
    const { n, k, r, boys, girls, b, g } = p as Nums;
    switch (p.form) {
      case 'factorial':
        return num(factorial(n));
      case 'quotient':
        return num(factorial(n) / factorial(k));
      case 'arrange':
        return num(factorial(n) / factorial(n - r));
      case 'choose':
        return num(choose(n, r));
      case 'committee':
        return num(choose(boys, b) * choose(girls, g));
      default: {
        const word = p.word as string;
        const counts = [...new Set(word)].map((ch) => word.split(ch).length - 1);
        return num(counts.reduce((acc, c) => acc / factorial(c), factorial(word.length)));
      }
    }
  },
  'math-11-sequences-and-series': (p) => {
    const { a, r, n, p: x, q } = p as Nums;
    if (p.form === 'nth') return num(a * r ** (n - 1));
    if (p.form === 'sum') return num((a * (r ** n - 1)) / (r - 1));
    if (p.form === 'gm') return num(isqrt(x * q));
    return texFrac(div(F(p.a), sub([1, 1], F(p.r))));
  },
  'math-11-straight-lines': (p) => {
    const { x1, y1, x2, y2, a, b, m, x0, y0 } = p as Nums;
    switch (p.form) {
      case 'two-points':
        return texFrac([y2 - y1, x2 - x1]);
      case 'equation':
        return texFrac([-a, b]);
      case 'intercept':
        return `(0, ${num(y0 - m * x0)})`;
      case 'perpendicular':
        return texFrac([-(x2 - x1), y2 - y1]);
      default:
        return `$${line(m, y0 - m * x0).replaceAll(MINUS, '-')}$`;
    }
  },
  'math-11-limits': (p) => {
    const { a, n, r } = p as Nums;
    if (p.form === 'polynomial') {
      const cs = p.coefficients as number[];
      return num(cs.reduce((acc, c) => acc * a + c, 0));
    }
    if (p.form === 'standard') return num(n * a ** (n - 1));
    if (p.form === 'cancel') return num(a - r);
    return texFrac([a - r, 2 * a]);
  },

  'math-12-matrices-and-determinants': (p) => {
    if (p.form === 'det') {
      const [a = 0, b = 0, c = 0, d = 0] = p.m as number[];
      return num(a * d - b * c);
    }
    if (p.form === 'unknown') {
      const { b, c, d, value } = p as Nums;
      return `$x = ${tnum((value + b * c) / d)}$`;
    }
    if (p.form === 'scale') return num((p.k as number) ** 2 * (p.det as number));
    const [a11 = 0, a12 = 0] = p.a as number[];
    const [b11 = 0, , b21 = 0] = p.b as number[];
    return num(a11 * b11 + a12 * b21);
  },
  'math-12-derivatives': (p) => {
    if (p.form === 'expression') return `$${derivativeText(p.terms as string[]).replaceAll(MINUS, '-')}$`;
    const { a, b, n, x0, p: shift, q } = p as Nums;
    if (p.form === 'chain') return num(n * a * (a * x0 + b) ** (n - 1));
    if (p.form === 'product') return num(x0 * x0 + q + (x0 + shift) * 2 * x0);
    const f = p.f as number[];
    const top = f.length - 1;
    return num(f.reduce((acc, c, i) => acc + c * (top - i) * (top - i > 0 ? x0 ** (top - i - 1) : 0), 0));
  },
  'math-12-definite-integrals': (p) =>
    texFrac(integrate(p.coefficients as number[], p.a as number, p.b as number)),
  'math-12-vectors-dot-product': (p) => {
    const dot = (u: number[], v: number[]): number => u[0]! * v[0]! + u[1]! * v[1]! + u[2]! * v[2]!;
    const u = (p.u as number[] | undefined) ?? [];
    switch (p.form) {
      case 'dot':
        return num(dot(u, p.v as number[]));
      case 'magnitude':
        return num(isqrt(dot(u, u)));
      case 'perpendicular':
        return `$\\lambda = ${tnum(-((u[1] ?? 0) * (p.b2 as number) + (u[2] ?? 0) * (p.b3 as number)) / (u[0] ?? 1))}$`;
      case 'projection': {
        const v = p.v as number[];
        return texFrac([dot(u, v), isqrt(dot(v, v))]);
      }
      default: {
        const cos: Record<number, Frac> = { 0: [1, 1], 60: [1, 2], 90: [0, 1], 120: [-1, 2], 180: [-1, 1] };
        return texFrac(mul([(p.p as number) * (p.r as number), 1], cos[p.angle as number] ?? [NaN, 1]));
      }
    }
  },
  'math-12-probability': (p) => {
    switch (p.form) {
      case 'die':
        return texFrac([[1, 2, 3, 4, 5, 6].filter(DIE[p.event as string] ?? (() => false)).length, 6]);
      case 'card':
        return texFrac([DECK.filter(CARD[p.event as string] ?? (() => false)).length, 52]);
      case 'two-dice': {
        let ways = 0;
        for (let x = 1; x <= 6; x++) for (let y = 1; y <= 6; y++) if (x + y === p.sum) ways++;
        return texFrac([ways, 36]);
      }
      case 'without-replacement': {
        const { red: r, blue } = p as Nums;
        return texFrac(mul([r, r + blue], [r - 1, r + blue - 1]));
      }
      default:
        return texFrac(div(F(p.both), F(p.pb)));
    }
  },
};
