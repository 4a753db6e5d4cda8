// Formatting written a second time, differently from the generators (Intl, toFixed, tuples), so that a checker
// recomputing an answer does not share code with the generator it checks.
import { buildBook } from '../src/build.ts';
import type { GeneratedBook } from '../src/build.ts';
import { CLASSES } from '../src/classes.ts';

export const BOOKS: readonly GeneratedBook[] = CLASSES.map(buildBook);

export const MINUS = '\u2212';

export function gcd(a: number, b: number): number {
  return b === 0 ? Math.abs(a) : gcd(b, a % b);
}

const indian = new Intl.NumberFormat('en-IN', { useGrouping: true, maximumFractionDigits: 0 });

/** Whole numbers: Indian grouping from 10,000 on, a real minus sign. */
export function num(x: number): string {
  if (!Number.isInteger(x)) throw new Error(`not an integer: ${x}`);
  const abs = Math.abs(x);
  const body = abs < 10000 ? String(abs) : indian.format(abs);
  return x < 0 ? MINUS + body : body;
}

export type Frac = readonly [number, number];

export function reduce([n, d]: Frac): Frac {
  if (d === 0) throw new Error('zero denominator');
  const g = gcd(Math.abs(n), Math.abs(d)) || 1;
  const s = d < 0 ? -1 : 1;
  return [(s * n) / g, (s * d) / g];
}

export const add = (x: Frac, y: Frac): Frac => reduce([x[0] * y[1] + y[0] * x[1], x[1] * y[1]]);
export const sub = (x: Frac, y: Frac): Frac => add(x, [-y[0], y[1]]);
export const mul = (x: Frac, y: Frac): Frac => reduce([x[0] * y[0], x[1] * y[1]]);
export const div = (x: Frac, y: Frac): Frac => reduce([x[0] * y[1], x[1] * y[0]]);

export function showFrac(x: Frac): string {
  const [n, d] = reduce(x);
  return d === 1 ? num(n) : `${num(n)}/${d}`;
}

export const frac = (n: number, d = 1): string => showFrac([n, d]);

export function parseFrac(text: string): Frac {
  const [top = '', bottom = '1'] = text.replace(MINUS, '-').split('/');
  return reduce([Number(top), Number(bottom)]);
}

/** A decimal from a scaled integer via toFixed, trailing zeros dropped. */
export function dec(scaled: number, places: number): string {
  const fixed = (Math.abs(scaled) / 10 ** places).toFixed(places);
  const [whole = '0', part = ''] = fixed.split('.');
  const trimmed = part.replace(/0+$/u, '');
  const body = num(Number(whole)) + (trimmed ? `.${trimmed}` : '');
  return scaled < 0 ? MINUS + body : body;
}

export const rs = (x: number): string => `₹${num(x)}`;

export function rsp(paise: number): string {
  const [whole = '0', part = '00'] = (paise / 100).toFixed(2).split('.');
  return `₹${num(Number(whole))}.${part}`;
}

const SUP = '⁰¹²³⁴⁵⁶⁷⁸⁹';
export const sup = (n: number): string =>
  (n < 0 ? '⁻' : '') +
  String(Math.abs(n))
    .split('')
    .map((c) => SUP[Number(c)])
    .join('');

const SMALL =
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(
    ' ',
  );
const TENS = 'x x twenty thirty forty fifty sixty seventy eighty ninety'.split(' ');

function twoDigits(n: number): string {
  if (n < 20) return SMALL[n] ?? '';
  return `${TENS[Math.trunc(n / 10)]}${n % 10 ? `-${SMALL[n % 10]}` : ''}`;
}

/** Indian number names, built from the largest unit down. */
export function words(n: number): string {
  const chunks: [number, string][] = [
    [Math.trunc(n / 1e5), 'lakh'],
    [Math.trunc((n % 1e5) / 1e3), 'thousand'],
    [Math.trunc((n % 1e3) / 100), 'hundred'],
  ];
  const out = chunks.filter(([k]) => k > 0).map(([k, w]) => `${twoDigits(k)} ${w}`);
  if (n % 100) out.push(twoDigits(n % 100));
  return out.join(' ');
}

/** Signed terms: first with a bare minus, then " + " or " − ". */
export function signed(parts: readonly { sign: number; text: string }[]): string {
  let out = '';
  for (const [i, part] of parts.entries()) {
    if (i === 0) out = (part.sign < 0 ? MINUS : '') + part.text;
    else out += part.sign < 0 ? ` ${MINUS} ${part.text}` : ` + ${part.text}`;
  }
  return out || '0';
}

export function polyText(coefficients: readonly number[], v = 'x'): string {
  const top = coefficients.length - 1;
  return signed(
    coefficients.flatMap((c, i) => {
      if (c === 0) return [];
      const power = top - i;
      const x = power === 0 ? '' : power === 1 ? v : v + sup(power);
      const k = Math.abs(c) === 1 && x ? '' : String(Math.abs(c));
      return [{ sign: c, text: k + x }];
    }),
  );
}

export const isqrt = (n: number): number => {
  const r = Math.round(Math.sqrt(n));
  if (r * r !== n) throw new Error(`${n} is not a perfect square`);
  return r;
};

/** The numeric parameter names the generators use; a checker reads the ones its skill sets. */
type NumKey =
  | 'a'
  | 'a1'
  | 'a2'
  | 'angle'
  | 'apex'
  | 'area'
  | 'b'
  | 'b1'
  | 'b2'
  | 'b3'
  | 'base'
  | 'big'
  | 'blue'
  | 'both'
  | 'boys'
  | 'c'
  | 'c1'
  | 'c2'
  | 'change'
  | 'children'
  | 'coin'
  | 'coins'
  | 'cost'
  | 'cp'
  | 'cut'
  | 'cutCm'
  | 'cutM'
  | 'd'
  | 'd1'
  | 'd2'
  | 'day'
  | 'den'
  | 'det'
  | 'digits'
  | 'dividend'
  | 'divisor'
  | 'e'
  | 'eaten'
  | 'end'
  | 'ext'
  | 'factor'
  | 'first'
  | 'from'
  | 'g'
  | 'gap'
  | 'girls'
  | 'glass'
  | 'gst'
  | 'h'
  | 'high'
  | 'k'
  | 'l'
  | 'length'
  | 'limit'
  | 'litres'
  | 'low'
  | 'm'
  | 'mean'
  | 'minutes'
  | 'month'
  | 'mp'
  | 'n'
  | 'n1'
  | 'n2'
  | 'neither'
  | 'note'
  | 'notes'
  | 'num'
  | 'o'
  | 'ones'
  | 'p'
  | 'p1'
  | 'p2'
  | 'pa'
  | 'part'
  | 'pb'
  | 'pct'
  | 'per'
  | 'perimeter'
  | 'pieces'
  | 'place'
  | 'places'
  | 'price'
  | 'principal'
  | 'product'
  | 'q'
  | 'r'
  | 'rate'
  | 'red'
  | 'rhs'
  | 'rounds'
  | 's'
  | 'second'
  | 'shift'
  | 'side'
  | 'sides'
  | 'small'
  | 'sp'
  | 'square'
  | 'start'
  | 'step'
  | 'sum'
  | 't'
  | 'tens'
  | 'th'
  | 'tile'
  | 'to'
  | 'total'
  | 'union'
  | 'used'
  | 'v'
  | 'value'
  | 'whole'
  | 'x'
  | 'x0'
  | 'x1'
  | 'x2'
  | 'y'
  | 'y0'
  | 'y1'
  | 'y2'
  | 'years';

export type Nums = Readonly<Record<NumKey, number>>;
