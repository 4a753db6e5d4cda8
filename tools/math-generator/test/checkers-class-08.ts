// Independent answer checkers for the class 8 skills added for issue 14 (the first ones are in the band files).
import type { Checker } from './checkers.ts';
import { gcd, num, rs } from './support.ts';

type P = Readonly<
  Record<
    | 'n'
    | 'base'
    | 'half'
    | 'a'
    | 'b'
    | 'c'
    | 'p'
    | 'q'
    | 'k'
    | 'd'
    | 'r1'
    | 'r2'
    | 's'
    | 'sum'
    | 'prod'
    | 'scale'
    | 'cm'
    | 'w1'
    | 'd1'
    | 'w2'
    | 's1'
    | 't1'
    | 's2'
    | 'total'
    | 'ask'
    | 'students'
    | 'days'
    | 'extra'
    | 'step'
    | 'side'
    | 'i'
    | 'm'
    | 'r'
    | 'diff',
    number
  >
>;
const deg = (x: number): string => `${num(x)}°`;

/** Roman numerals by repeated subtraction from a table written out in full (not the generator's). */
function toRoman(n: number): string {
  const table: [string, number][] = [
    ['M', 1000],
    ['CM', 900],
    ['D', 500],
    ['CD', 400],
    ['C', 100],
    ['XC', 90],
    ['L', 50],
    ['XL', 40],
    ['X', 10],
    ['IX', 9],
    ['V', 5],
    ['IV', 4],
    ['I', 1],
  ];
  let out = '';
  let rest = n;
  for (const [sym, v] of table) {
    const times = Math.floor(rest / v);
    out += sym.repeat(times);
    rest -= times * v;
  }
  return out;
}

/** Sign and magnitude for TeX: ' + 3' or ' - 3'. */
const signed = (v: number): string => (v < 0 ? ` - ${-v}` : ` + ${v}`);
const coef = (v: number): string => (v === 1 ? '' : String(v));

export const CLASS_08: Record<string, Checker> = {
  'math-8-a-story-of-numbers': (p) => {
    const { n, base } = p as P;
    if (p.form === 'read-roman') return num(n);
    if (p.form === 'write-roman') return toRoman(n);
    if (p.form === 'base') return num(parseInt((p.digits as number[]).join(''), base));
    if (p.form === 'base-60') return num((p.digits as number[]).reduce((acc, d) => acc * 60 + d, 0));
    let bits = '';
    for (let v = n; v > 0; v = Math.floor(v / 2)) bits = String(v % 2) + bits;
    return `$${bits}_{2}$`;
  },
  'math-8-quadrilaterals': (p) => {
    const { a, b, c, half, p: x, q } = p as P;
    switch (p.form) {
      case 'angle-sum':
        return deg(360 - a - b - c);
      case 'adjacent':
        return deg(180 - a);
      case 'opposite':
        return deg(a);
      case 'adjacent-x':
        return deg((180 / (x + q)) * q);
      case 'rectangle':
        return `${2 * half} cm`;
      case 'ratio': {
        const parts = p.parts as number[];
        return deg((360 * Math.max(...parts)) / parts.reduce((s2, v) => s2 + v, 0));
      }
      default:
        return deg(180 - 2 * half);
    }
  },
  'math-8-number-play-divisibility': (p) => {
    if (p.form === 'remainder-9') return num((p.n as number) % 9);
    if (p.form === 'digit-3' || p.form === 'digit-9') {
      const k = p.form === 'digit-3' ? 3 : 9;
      const shown = p.shown as string;
      for (let d = p.form === 'digit-3' ? 1 : 0; d <= 9; d++)
        if (Number(shown.replace('★', String(d))) % k === 0) return String(d);
      throw new Error('no digit fits');
    }
    const { d, r1, r2 } = p as P;
    return num((p.form === 'remainder-product' ? r1 * r2 : r1 + r2) % d);
  },
  'math-8-distributive-property-and-identities': (p) => {
    const { a, b, k, c, p: x, q, sum, prod, s, d } = p as P;
    switch (p.form) {
      case 'square-plus':
        return num((a + b) * (a + b));
      case 'square-minus':
        return num((a - b) * (a - b));
      case 'difference':
        return num((a + b) * (a - b));
      case 'expand-plus':
      case 'expand-minus':
        return `$${k === 1 ? '' : k * k}x^{2} ${p.form === 'expand-plus' ? '+' : '-'} ${2 * k * c}x + ${c * c}$`;
      case 'product': {
        const mid = x + q;
        return `$x^{2}${mid < 0 ? ' - ' : ' + '}${coef(Math.abs(mid))}x${signed(x * q)}$`;
      }
      case 'sum-of-squares':
        return num(sum * sum - 2 * prod);
      default:
        return num(s * d);
    }
  },
  'math-8-proportional-reasoning': (p) => {
    const { a, b, p: x, q, k, scale, cm } = p as P;
    if (p.form === 'simplify') return `${a / gcd(a, b)} : ${b / gcd(a, b)}`;
    if (p.form === 'missing') return num((q * x * k) / x);
    if (p.form === 'map') {
      const centimetres = cm * scale;
      return centimetres >= 100000 ? `${centimetres / 100000} km` : `${num(centimetres / 100)} m`;
    }
    return `${p.form === 'mixture-total' ? (x + q) * k : x * k} ${String(p.unit)}`;
  },
  'math-8-baudhayana-pythagoras-theorem': (p) => {
    const { a, b, c } = p as P;
    if (p.form === 'hypotenuse') return `${Math.round(Math.hypot(a, b))} cm`;
    if (p.form === 'leg') return `${Math.round(Math.sqrt(c * c - b * b))} cm`;
    if (p.form === 'which-right') return `${(p.right as number[]).join(' cm, ')} cm`;
    if (p.form === 'ladder') return `${Math.round(Math.sqrt(c * c - a * a))} m`;
    return `${Math.round(Math.hypot(a, b))} m`;
  },
  'math-8-inverse-proportion': (p) => {
    const { w1, d1, w2, s1, t1, s2, total, ask, students, days, extra } = p as P;
    if (p.form === 'workers') return `${(w1 * d1) / w2} days`;
    if (p.form === 'speed') return `${(s1 * t1) / s2} hours`;
    if (p.form === 'food') return `${(students * days) / (students + extra)} days`;
    const parts = p.parts as number[];
    return rs((total * parts[ask]!) / parts.reduce((x, y) => x + y, 0));
  },
  'math-8-fractals-and-geometric-patterns': (p) => {
    const { step, side } = p as P;
    switch (p.form) {
      case 'carpet':
        return num(8 ** step);
      case 'triangle':
        return num(3 ** step);
      case 'koch-sides':
        return num(3 * 4 ** step);
      case 'koch-perimeter':
        return `${num((3 * side * 4 ** step) / 3 ** step)} cm`;
      case 'carpet-area':
        return `$\\frac{${8 ** step}}{${9 ** step}}$`;
      default:
        return `$\\frac{${3 ** step}}{${4 ** step}}$`;
    }
  },
  'math-8-tales-by-dots-and-lines': (p) => {
    if (p.form === 'change') {
      const temps = p.temps as number[];
      const i = p.i as number;
      return `${Math.abs(temps[i + 1]! - temps[i]!)} °C`;
    }
    const values = [...(p.values as number[])];
    if (p.form === 'mean') return num(values.reduce((x, y) => x + y, 0) / values.length);
    values.sort((x, y) => x - y);
    const mid = values.length / 2;
    return `${(values[mid - 1]! + values[mid]!) / 2} cm`;
  },
  'math-8-algebra-play': (p) => {
    const { a, m, b, p: x, q, r, s, total, diff } = p as P;
    if (p.form === 'trick') {
      // Try the trick on a few starting numbers: it must give the same result each time.
      const results = [1, 7, 20].map((start) => ((start + a) * m - b) / m - start);
      if (new Set(results).size !== 1) throw new Error('the trick depends on the number');
      return num(results[0]!);
    }
    if (p.form === 'simplify') return `$${coef(x - r)}x${signed(x * q + r * s)}$`;
    if (p.form === 'calendar') return num(total / 9);
    return num(diff / 9);
  },
};
