import { int, joinTerms } from './format.ts';
import type { Rng } from '@quizring/contracts/random';

export const fmtInts = (xs: readonly number[]): string[] => xs.map(int);

/** howMany different integers from lo to hi (keeping the ones in `start`), in a shuffled order. */
export function distinctInts(
  rng: Rng,
  howMany: number,
  lo: number,
  hi: number,
  start: readonly number[] = [],
) {
  const out = [...start];
  while (out.length < howMany) {
    const x = rng.int(lo, hi);
    if (!out.includes(x)) out.push(x);
  }
  return rng.shuffle(out);
}

export function digitsOf(n: number): number[] {
  return [...String(Math.abs(n))].map(Number);
}

export function fromDigits(digits: readonly number[]): number {
  return digits.reduce((acc, d) => acc * 10 + d, 0);
}

/** The wrong answer of a child who takes the smaller digit from the bigger one in every column. */
export function noBorrowDifference(a: number, b: number): number {
  const da = digitsOf(a).reverse();
  const db = digitsOf(b).reverse();
  const out = da.map((d, i) => Math.abs(d - (db[i] ?? 0)));
  return fromDigits(out.reverse());
}

/** The wrong answer of a child who forgets to carry: every column keeps only its ones digit. */
export function noCarrySum(a: number, b: number): number {
  const da = digitsOf(a).reverse();
  const db = digitsOf(b).reverse();
  const length = Math.max(da.length, db.length);
  const out = Array.from({ length }, (_, i) => ((da[i] ?? 0) + (db[i] ?? 0)) % 10);
  return fromDigits(out.reverse());
}

export const ordinal = (n: number): string => {
  const rem100 = n % 100;
  const suffix =
    rem100 >= 11 && rem100 <= 13
      ? 'th'
      : n % 10 === 1
        ? 'st'
        : n % 10 === 2
          ? 'nd'
          : n % 10 === 3
            ? 'rd'
            : 'th';
  return `${n}${suffix}`;
};

const PLACES = ['ones', 'tens', 'hundreds', 'thousands', 'ten thousands', 'lakhs'];

/** The column working of a written addition: "ones 9 + 3 = 12 (write 2, carry 1), tens 1 + 1 + 1 = 3". */
export function columnAddition(a: number, b: number): string {
  const da = digitsOf(a).reverse();
  const db = digitsOf(b).reverse();
  const length = Math.max(da.length, db.length);
  const parts: string[] = [];
  let carry = 0;
  for (let i = 0; i < length; i++) {
    const x = da[i] ?? 0;
    const y = db[i] ?? 0;
    const s = x + y + carry;
    const expr = carry ? `${x} + ${y} + ${carry}` : `${x} + ${y}`;
    parts.push(
      `${PLACES[i]} ${expr} = ${s}${s >= 10 && i < length - 1 ? ` (write ${s % 10}, carry 1)` : ''}`,
    );
    carry = s >= 10 ? 1 : 0;
  }
  return parts.join(', ');
}

/** The column working of a written subtraction, borrowing where the top digit is too small. */
export function columnSubtraction(a: number, b: number): string {
  const da = digitsOf(a).reverse();
  const db = digitsOf(b).reverse();
  const parts: string[] = [];
  let borrow = 0;
  da.forEach((digit, i) => {
    const x = digit - borrow;
    const y = db[i] ?? 0;
    if (x < y) {
      parts.push(`${PLACES[i]} ${x + 10} − ${y} = ${x + 10 - y} (after borrowing)`);
      borrow = 1;
    } else {
      parts.push(`${PLACES[i]} ${x} − ${y} = ${x - y}`);
      borrow = 0;
    }
  });
  return parts.join(', ');
}

/** The value of every term at x, joined: for 2x² − 3x + 5 at x = −2, "8 + 6 + 5". */
export function termValues(coefficients: readonly number[], x: number): string {
  const degree = coefficients.length - 1;
  return joinTerms(
    coefficients
      .map((c, i) => c * x ** (degree - i))
      .filter((v, i) => coefficients[i] !== 0 || v !== 0)
      .map((v) => ({ sign: Math.sign(v), body: int(Math.abs(v)) })),
  );
}
