// TeX helpers for the senior classes (11 and 12): expressions, points, complex numbers and multiples of π.
import { int, joinTerms, linear, MINUS, Q, tex, texInt } from './format.ts';

/** An expression written with the pack's minus sign, as TeX wants it (ASCII `-`). */
export const ascii = (s: string): string => s.replaceAll(MINUS, '-');

/** A linear expression inside TeX: `3x - 2y + 5`. */
export const linTex = (terms: readonly (readonly [number, string])[], constant = 0): string =>
  ascii(linear(terms, constant));

/** An integer in brackets when negative, inside TeX: `(-3)`. */
export const parenTex = (n: number): string => (n < 0 ? `(${texInt(n)})` : texInt(n));

/** A rational number in brackets when negative or a fraction, inside TeX. */
export const qParen = (q: Q): string => (q.n < 0 ? `\\left(${q.texBody()}\\right)` : q.texBody());

/** A point: plain `(2, −3)` when whole, TeX when a coordinate is a fraction. */
export function point(...xs: readonly (number | Q)[]): string {
  const qs = xs.map((x) => (typeof x === 'number' ? new Q(x) : x));
  if (qs.every((q) => q.isInteger())) return `(${qs.map((q) => int(q.n)).join(', ')})`;
  return tex(`\\left(${qs.map((q) => q.texBody()).join(', ')}\\right)`);
}

/** a + bi inside TeX: `3 - 4i`, `-i`, `5`, `2i`. */
export function complexBody(a: number, b: number): string {
  const terms: { sign: number; body: string }[] = [];
  if (a !== 0) terms.push({ sign: Math.sign(a), body: texInt(Math.abs(a)) });
  if (b !== 0) terms.push({ sign: Math.sign(b), body: `${Math.abs(b) === 1 ? '' : texInt(Math.abs(b))}i` });
  return ascii(joinTerms(terms));
}

export const complex = (a: number, b: number): string => tex(complexBody(a, b));

/** A rational multiple of π inside TeX: `\\frac{5\\pi}{6}`, `-\\frac{\\pi}{4}`, `2\\pi`, `0`. */
export function piBody(q: Q): string {
  if (q.n === 0) return '0';
  const sign = q.n < 0 ? '-' : '';
  const top = Math.abs(q.n) === 1 ? '\\pi' : `${Math.abs(q.n)}\\pi`;
  return q.d === 1 ? `${sign}${top}` : `${sign}\\frac{${top}}{${q.d}}`;
}

export const pi = (q: Q): string => (q.n === 0 ? '0' : tex(piBody(q)));

/** A value of the form (q)√r inside TeX: `\\frac{\\sqrt{3}}{2}`, `-\\frac{1}{2}`, `\\sqrt{3}`. */
export function surdBody(q: Q, r: number): string {
  if (r === 1) return q.texBody();
  if (q.n === 0) return '0';
  const sign = q.n < 0 ? '-' : '';
  const a = Math.abs(q.n);
  const top = `${a === 1 ? '' : a}\\sqrt{${r}}`;
  return q.d === 1 ? `${sign}${top}` : `${sign}\\frac{${top}}{${q.d}}`;
}

/** Picks wrong options that differ from the answer and each other, topping up from `spare`. */
export function wrong(answer: string, typical: readonly string[], spare: readonly string[] = []): string[] {
  const out: string[] = [];
  for (const s of [...typical, ...spare]) if (s !== answer && !out.includes(s)) out.push(s);
  return out;
}
