// Independent answer checkers for the class 6 skills added for issue 14 (the first ones are in the band files).
import type { Checker } from './checkers.ts';
import { barsFromAlt } from './checkers-class-05.ts';
import type { Nums } from './support.ts';
import { num } from './support.ts';

const deg = (x: number): string => `${num(x)}°`;

/** Terms of the named sequences by position (1st, 2nd, …), listed rather than computed by a formula. */
function nthTerm(name: string, k: number): number {
  const odd = Array.from({ length: 60 }, (_, i) => i + i + 1);
  if (name === 'odd numbers') return odd[k - 1] ?? NaN;
  if (name === 'square numbers') return odd.slice(0, k).reduce((s, x) => s + x, 0);
  if (name === 'powers of 2') return Array.from({ length: k }).reduce<number>((s) => s * 2, 1);
  return Array.from({ length: k }, (_, i) => i + 1).reduce((s, x) => s + x, 0);
}

const sortDigits = (ds: readonly number[], down: boolean): number[] =>
  [...ds].sort((x, y) => (down ? y - x : x - y));

const LINE_TABLE: [string, number][] = [
  ['parallelogram', 0],
  ['rhombus', 2],
  ['kite', 1],
  ['trapezium', 1],
  ['semicircle', 1],
  ['rectangle', 2],
  ['square', 4],
  ['isosceles triangle', 1],
];

const ORDER_TABLE: [string, number][] = [
  ['rectangle', 2],
  ['square', 4],
  ['equilateral triangle', 3],
  ['hexagon', 6],
  ['pentagon', 5],
  ['parallelogram', 2],
  ['letter S', 2],
  ['octagon', 8],
];

const lookup = (table: [string, number][], text: string): number =>
  table.find(([word]) => text.includes(word))?.[1] ?? NaN;

export const CLASS_06: Record<string, Checker> = {
  'math-6-number-patterns': (p) => {
    const { n, start } = p as Nums;
    switch (p.form) {
      case 'odd-sum':
        return num(nthTerm('square numbers', n));
      case 'count-sum':
      case 'triangular-nth':
        return num(nthTerm('triangular numbers', n));
      case 'odd-nth':
        return num(nthTerm('odd numbers', n));
      case 'square-gap':
        return num((n + 1) * (n + 1) - n * n);
      default:
        return num(nthTerm(p.form as string, start + 4));
    }
  },
  'math-6-lines-and-angles': (p) => {
    const { value, aob, n, d, minutes } = p as Nums & Record<'aob' | 'minutes', number>;
    if (p.form === 'kind') {
      if (value === 90) return 'Right';
      if (value === 180) return 'Straight';
      return value < 90 ? 'Acute' : value < 180 ? 'Obtuse' : 'Reflex';
    }
    if (p.form === 'straight') return deg(180 - aob);
    if (p.form === 'right') return deg(90 - aob);
    if (p.form === 'turn') return deg((360 / d) * n);
    return deg((minutes / 60) * 360);
  },
  'math-6-number-play': (p) => {
    if (p.form === 'largest') return num(Number(sortDigits(p.digits as number[], true).join('')));
    if (p.form === 'smallest') {
      const up = sortDigits(p.digits as number[], false);
      // Swap the leading zero with the first non-zero digit.
      const k = up.findIndex((x) => x !== 0);
      [up[0], up[k]] = [up[k] ?? 0, up[0] ?? 0];
      return num(Number(up.join('')));
    }
    const { n } = p as Nums;
    const ds = String(n).split('').map(Number);
    if (p.form === 'kaprekar')
      return num(Number(sortDigits(ds, true).join('')) - Number(sortDigits(ds, false).join('')));
    let x = n;
    for (;;) {
      x += Number(String(x).split('').reverse().join(''));
      const s = String(x);
      if (s === s.split('').reverse().join('')) return num(x);
    }
  },
  'math-6-data-handling': (p, q) => {
    const { bundles, loose, scale, units } = p as Nums &
      Record<'bundles' | 'loose' | 'units' | 'scale', number>;
    if (p.form === 'tally') return num(bundles * 5 + loose);
    if (p.form === 'bar-length') return `${units} units`;
    if (p.form === 'bar-value') return num(units * scale);
    const bars = barsFromAlt(q);
    const m = /students played (\w+) than (\w+)/u.exec(q.text);
    return num((bars.get(m?.[1] ?? '') ?? NaN) - (bars.get(m?.[2] ?? '') ?? NaN));
  },
  'math-6-playing-with-constructions': (p) => {
    const { r, d, a, r1, r2, ab } = p as Nums & Record<'r1' | 'r2' | 'ab', number>;
    const per = p.p as number;
    switch (p.form) {
      case 'diameter':
        return `${r + r} cm`;
      case 'radius':
        return `${r} cm`;
      case 'diagonal':
        return `${d / 2} cm`;
      case 'side':
        return `${per / 2 - a} cm`;
      case 'circles':
        return `${r1 + r2 + ab} cm`;
      case 'touch-inside':
        return `${Math.abs(r2 - r1)} cm`;
      default:
        return `${r1 + r2} cm`;
    }
  },
  'math-6-symmetry': (p) => {
    const { n } = p as Nums;
    const order = p.order as number;
    switch (p.form) {
      case 'lines':
        return num(lookup(LINE_TABLE, p.shape as string));
      case 'regular':
        return num(n);
      case 'order':
        return num(lookup(ORDER_TABLE, p.shape as string));
      case 'windmill':
        return num(p.blades as number);
      case 'angle':
        return deg(360 / order);
      default:
        return num(order);
    }
  },
};
