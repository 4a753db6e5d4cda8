// Independent answer checkers for the class 7 skills added for issue 14 (the first ones are in the band files).
import type { Checker } from './checkers.ts';
import type { Frac } from './support.ts';
import { dec, gcd, num, reduce, rs, rsp } from './support.ts';

type P = Readonly<
  Record<
    | 'a'
    | 'b'
    | 'c'
    | 'd'
    | 'e'
    | 'k'
    | 'm'
    | 'n'
    | 'p'
    | 'q'
    | 'r'
    | 'x'
    | 'y'
    | 'note'
    | 'price'
    | 'price2'
    | 'total'
    | 'perDay'
    | 'days'
    | 'whole'
    | 'part'
    | 'unit'
    | 'scaled'
    | 'places'
    | 'power'
    | 'pa'
    | 'pb'
    | 'dividend'
    | 'pricePaise'
    | 'litres',
    number
  >
>;
const deg = (x: number): string => `${num(x)}°`;

/** A rational number as the pack writes it: whole numbers plain, fractions as `$\frac{n}{d}$` (ASCII minus). */
export function texFrac(x: Frac): string {
  const [n, d] = reduce(x);
  if (d === 1) return num(n);
  return `$${n < 0 ? '-' : ''}\\frac{${Math.abs(n)}}{${d}}$`;
}

/** Terms as TeX with ASCII signs: [[4, 's'], [-1, 't']] and 3 give `4s - t + 3`. */
function texTerms(terms: readonly [number, string][], constant: number): string {
  const out: string[] = [];
  for (const [c, v] of [...terms, [constant, ''] as [number, string]]) {
    if (c === 0) continue;
    const mag = Math.abs(c) === 1 && v !== '' ? '' : String(Math.abs(c));
    const sign = c < 0 ? '-' : '+';
    out.push(out.length === 0 ? `${c < 0 ? '-' : ''}${mag}${v}` : `${sign} ${mag}${v}`);
  }
  return out.length ? out.join(' ') : '0';
}

const lcmOf = (xs: readonly number[]): number => xs.reduce((a, b) => (a * b) / gcd(a, b));
const hcfOf = (xs: readonly number[]): number => xs.reduce((a, b) => gcd(a, b));

function fib(n: number): number {
  const seq = [1, 2];
  while (seq.length < n) seq.push(seq[seq.length - 1]! + seq[seq.length - 2]!);
  return seq[n - 1]!;
}

const POLY_ANGLE = (n: number): number => 180 - 360 / n;

export const CLASS_07: Record<string, Checker> = {
  'math-7-large-numbers-around-us': (p) => {
    if (p.form === 'place-value') {
      const digits = String(p.n);
      const at = digits.indexOf(String(p.digit));
      return num((p.digit as number) * 10 ** (digits.length - 1 - at));
    }
    if (p.form === 'lakh-thousands') return num(((p.lakhs as number) * 100000) / 1000);
    if (p.form === 'lakh-million') return `${dec((p.lakhs as number) * 100000, 6)} million`;
    if (p.form === 'crore-million') return `${num(((p.crores as number) * 10000000) / 1000000)} million`;
    const { n, unit } = p as P;
    return num(Math.round(n / unit) * unit);
  },
  'math-7-arithmetic-expressions': (p) => {
    const { a, b, c } = p as P;
    switch (p.form) {
      case 'sum-of-terms':
        return num(a + b * c);
      case 'product-minus':
        return num(a * b - c);
      case 'minus-sum':
        return num(a - b - c);
      case 'minus-difference':
        return num(a - b + c);
      case 'change': {
        const { n, price, m, price2, note } = p as P;
        return rs(note - n * price - m * price2);
      }
      default: {
        const { total, perDay, days } = p as P;
        return `${num(total - perDay * days)} pages`;
      }
    }
  },
  'math-7-decimal-place-value': (p) => {
    if (p.form === 'place') return String(p.scaled).charAt(2 + (p.place as number));
    if (p.form === 'greatest' || p.form === 'smallest') {
      const values = p.values as number[];
      return dec(p.form === 'greatest' ? Math.max(...values) : Math.min(...values), 3);
    }
    if (p.form === 'measure') {
      const { whole, part } = p as P;
      return p.kind === 'kg' ? `${dec(whole * 1000 + part, 3)} kg` : `${dec(whole * 100 + part, 2)} m`;
    }
    if (p.form === 'add') return dec((p.a as number) * 10 + (p.b as number), 2);
    if (p.form === 'subtract') return dec((p.whole as number) * 100 - (p.b as number), 2);
    const { x, y, note } = p as P;
    return rsp(note - x - y);
  },
  'math-7-expressions-using-letter-numbers': (p) => {
    const { k, c, a, b, d, p: pp, q, r, m, n } = p as P;
    switch (p.form) {
      case 'evaluate':
        return num(k * a + c);
      case 'write':
        return `$${k}n ${p.more ? '+' : '-'} ${c}$`;
      case 'like-terms': {
        const x = p.x as string;
        const y = p.y as string;
        return `$${texTerms(
          [
            [a - c, x],
            [b + (p.minusY ? -d : d), y],
          ],
          0,
        )}$`;
      }
      case 'brackets':
        return `$${texTerms(
          [
            [a - pp, 's'],
            [b + q, 't'],
          ],
          r - c,
        )}$`;
      default:
        return num(m * pp - n * q);
    }
  },
  'math-7-parallel-and-intersecting-lines': (p) => {
    const a = p.a as number;
    switch (p.form) {
      case 'opposite':
      case 'corresponding':
      case 'alternate':
        return deg(a);
      case 'beside':
      case 'co-interior':
        return deg(180 - a);
      case 'ratio': {
        const { p: x, q: y } = p as P;
        return deg((180 * Math.max(x, y)) / (x + y));
      }
      case 'co-interior-x': {
        const { a: k1, b, c, e } = p as P;
        return num((180 - b - e) / (k1 + c));
      }
      default: {
        const { a: k1, b, c, d } = p as P;
        return num((b + d) / (c - k1));
      }
    }
  },
  'math-7-number-play-parity-and-patterns': (p) => {
    switch (p.form) {
      case 'odd':
      case 'even': {
        const sums = p.sums as string[];
        const want = p.form === 'odd' ? 1 : 0;
        const hits = sums.filter(
          (s) =>
            s
              .split(' + ')
              .map(Number)
              .reduce((x, y) => x + y, 0) %
              2 ===
            want,
        );
        if (hits.length !== 1) throw new Error('not exactly one sum of that parity');
        return hits[0]!;
      }
      case 'rhythms':
        return num(fib(p.beats as number));
      case 'sequence': {
        const seq = [p.a as number, p.b as number];
        for (let i = 0; i < 5; i++) seq.push(seq[i]! + seq[i + 1]!);
        return num(seq[6]!);
      }
      case 'digit-sum':
        return num((p.total as number) / 11);
      default:
        return num(fib(p.n as number));
    }
  },
  'math-7-congruent-triangles': (p) => {
    if (p.form === 'rule') return p.rule as string;
    if (p.form === 'angle') {
      const known = p.known as number[];
      return deg(known[p.ask as number]!);
    }
    if (p.form === 'side') return `${(p.sides as number[])[p.ask as number]} cm`;
    if (p.form === 'isosceles-apex') return deg(p.apex as number);
    if (p.form === 'isosceles-base') return deg(90 - (p.apex as number) / 2);
    const t = p.t as string;
    const u = p.u as string;
    const i = p.i as number;
    const at = (s: string, k: number): string => s.charAt((k + 3) % 3);
    // SAS: the second side at vertex i joins the vertex before it; ASA: the side joining the two given angles.
    if (p.form === 'sas-missing') return `${at(t, i - 1)}${at(t, i)} = ${at(u, i - 1)}${at(u, i)}`;
    return `${at(t, i)}${at(t, i + 1)} = ${at(u, i)}${at(u, i + 1)}`;
  },
  'math-7-hcf-and-lcm': (p) => {
    const primes = [2, 3, 5, 7];
    if (p.form === 'hcf-factors' || p.form === 'lcm-factors') {
      const x = (p.p as number[]).reduce((acc, e, i) => acc * primes[i]! ** e, 1);
      const y = (p.q as number[]).reduce((acc, e, i) => acc * primes[i]! ** e, 1);
      return num(p.form === 'hcf-factors' ? gcd(x, y) : (x * y) / gcd(x, y));
    }
    if (p.form === 'hcf-three') return num(hcfOf(p.nums as number[]));
    if (p.form === 'lcm-three') return num(lcmOf(p.nums as number[]));
    if (p.form === 'tiles') return `${gcd(p.l as number, p.w as number)} cm`;
    return `${num(lcmOf(p.gaps as number[]))} seconds`;
  },
  'math-7-multiplying-and-dividing-decimals': (p) => {
    switch (p.form) {
      case 'times-power':
      case 'divide-power': {
        const { scaled, places, power } = p as P;
        const shift = p.form === 'times-power' ? places - power : places + power;
        return shift >= 0 ? dec(scaled, shift) : num(scaled * 10 ** -shift);
      }
      case 'decimal-product': {
        const { a, b, pa, pb } = p as P;
        return dec(a * b, pa + pb);
      }
      case 'share': {
        const { dividend, d } = p as P;
        return `${dec(dividend / d, 1)} kg`;
      }
      case 'fraction-to-decimal': {
        const { n, d } = p as P;
        return dec((n * 1000) / d, 3);
      }
      default: {
        const { pricePaise, litres } = p as P;
        return rsp((pricePaise * litres) / 10);
      }
    }
  },
  'math-7-constructions-and-tilings': (p) => {
    switch (p.form) {
      case 'around-point':
        return deg(360 - (p.angles as number[]).reduce((s, x) => s + x, 0));
      case 'interior':
        return deg(POLY_ANGLE(p.n as number));
      case 'how-many':
        return num(360 / POLY_ANGLE(p.n as number));
      case 'gap':
        return deg(360 - (p.polys as number[]).reduce((s, n) => s + POLY_ANGLE(n), 0));
      default:
        return deg(180 * ((p.n as number) - 2));
    }
  },
};
