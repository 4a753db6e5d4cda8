// Independent answer checkers for classes 6-9.
import type { Checker } from './checkers.ts';
import type { Frac, Nums } from './support.ts';
import { texFrac } from './checkers-class-05.ts';
import { add, dec, div, gcd, isqrt, mul, num, parseFrac, reduce, rs, sub } from './support.ts';

const deg = (x: number): string => `${num(x)}°`;
const F = (s: unknown): Frac => parseFrac(s as string);
const lcm = (a: number, b: number): number => (a / gcd(a, b)) * b;
const ratio = (a: number, b: number): string => `${a / gcd(a, b)} : ${b / gcd(a, b)}`;
const evaluate = (cs: readonly number[], x: number): number =>
  cs.reduce((acc, c, i) => acc + c * x ** (cs.length - 1 - i), 0);
const PI: Frac = [22, 7];
/** A fraction as the class 9 skills write it: whole numbers plain, others in TeX (a second reading, own code). */
function texFrac9(x: Frac): string {
  const [n, d] = reduce(x);
  return d === 1 ? num(n) : `$${n < 0 ? '-' : ''}\\frac{${Math.abs(n)}}{${d}}$`;
}

function heron(a: number, b: number, c: number): number {
  const s = (a + b + c) / 2;
  return isqrt(s * (s - a) * (s - b) * (s - c));
}

export const MIDDLE: Record<string, Checker> = {
  'math-6-factors-hcf-and-lcm': (p) => {
    const { a, b } = p as Nums;
    if (p.form === 'hcf') return num(gcd(a, b));
    if (p.form === 'lcm') return num(lcm(a, b));
    return p.form === 'bells' ? `${num(lcm(a, b))} minutes` : `${num(gcd(a, b))} m`;
  },
  'math-6-integers': (p) => {
    const { a, b, start, change, high, low } = p as Nums;
    if (p.form === 'add') return num(a + b);
    if (p.form === 'subtract') return num(a - b);
    return `${num(p.form === 'change' ? high - low : start + change)} °C`;
  },
  'math-6-fractions': (p) => {
    if (p.form === 'reduce') return texFrac([p.n as number, p.d as number]);
    if (p.form === 'left') return texFrac(sub(sub([1, 1], F(p.a)), F(p.b)));
    return texFrac(p.form === 'add' ? add(F(p.p), F(p.q)) : sub(F(p.p), F(p.q)));
  },
  'math-6-decimals': (p) => {
    const { a, b, whole, cut } = p as Nums;
    if (p.values) {
      const values = p.values as number[];
      return dec(p.form === 'greatest' ? Math.max(...values) : Math.min(...values), 3);
    }
    if (p.form === 'add') return dec(a + b, 2);
    if (p.form === 'subtract') return dec(a - b, 2);
    if (p.form === 'weight') return `${dec((a + b) * 10, 3)} kg`;
    return `${dec(whole * 100 - cut, 2)} m`;
  },
  'math-6-perimeter-and-area': (p) => {
    const { sides, s, l, b, area, rate, rounds } = p as Nums;
    switch (p.form) {
      case 'regular':
        return `${sides * s} cm`;
      case 'rectangle':
        return `${2 * (l + b)} m`;
      case 'breadth':
        return `${area / l} cm`;
      case 'square':
        return `${s * s} m$^{2}$`;
      case 'tiling':
        return rs(l * b * rate);
      default:
        return `${rounds * 2 * (l + b)} m`;
    }
  },
  'math-6-ratio-and-proportion': (p) => {
    const { a, b, total, p: first, q, n1, cost, n2 } = p as Nums;
    if (p.form === 'share') return rs((total * q) / (first + q));
    if (p.form === 'unitary') return rs((cost / n1) * n2);
    return ratio(a, b);
  },

  'math-7-multiplying-and-dividing-integers': (p) => {
    const { a, b, c, dividend, divisor } = p as Nums;
    if (p.form === 'multiply') return num(a * b);
    if (p.form === 'divide') return num(dividend / divisor);
    return num(p.form === 'three' ? a * b * c : (a / b) * c);
  },
  'math-7-multiplying-and-dividing-fractions-and-decimals': (p) => {
    const { a, b, pa, pb, dividend, divisor } = p as Nums;
    if (p.form === 'multiply') return texFrac(mul(F(p.x), F(p.y)));
    if (p.form === 'divide') return texFrac(div(F(p.x), F(p.y)));
    if (p.form === 'decimal-multiply') return dec(a * b, pa + pb);
    return num(dividend / divisor);
  },
  'math-7-mean-median-and-mode': (p) => {
    const data = (p.data as number[] | undefined) ?? [];
    const sorted = [...data].sort((x, y) => x - y);
    switch (p.form) {
      case 'mean':
        return num(data.reduce((s, x) => s + x, 0) / data.length);
      case 'median':
        return num(sorted[(sorted.length - 1) / 2] ?? NaN);
      case 'missing':
        return num(5 * (p.mean as number) - (p.known as number[]).reduce((s, x) => s + x, 0));
      case 'range':
        return num((sorted[sorted.length - 1] ?? 0) - (sorted[0] ?? 0));
      default: {
        const counts = new Map<number, number>();
        for (const x of data) counts.set(x, (counts.get(x) ?? 0) + 1);
        const best = Math.max(...counts.values());
        const modes = [...counts].filter(([, k]) => k === best);
        if (modes.length !== 1) throw new Error('no single mode');
        return num(modes[0]?.[0] ?? NaN);
      }
    }
  },
  'math-7-simple-equations': (p) => {
    const { a, b, c, k, rhs } = p as Nums;
    const x = (v: number): string => `$x = ${v}$`;
    switch (p.form) {
      case 'plus':
        return x(rhs - a);
      case 'minus':
        return x(rhs + a);
      case 'times':
        return x(rhs / a);
      case 'over':
        return x(rhs * a);
      case 'two-step':
        return x((c - b) / a);
      case 'times-minus':
        return num((c + b) / a);
      case 'times-plus':
        return num((c - b) / a);
      default:
        return num((c - b) * k);
    }
  },
  'math-7-lines-angles-and-triangles': (p) => {
    const { a, b, ext, apex, p: x, q } = p as Nums;
    switch (p.form) {
      case 'complement':
        return deg(90 - a);
      case 'supplement':
        return deg(180 - a);
      case 'angle-sum':
        return deg(180 - a - b);
      case 'exterior':
        return deg(ext - a);
      case 'isosceles':
        return deg((180 - apex) / 2);
      default:
        return `${isqrt(x * x + q * q)} cm`;
    }
  },
  'math-7-percentage-profit-and-interest': (p) => {
    const { p: pct, n, cp, sp, principal, rate, years } = p as Nums;
    if (p.form === 'percent-of') return num((n * pct) / 100);
    if (p.form === 'profit' || p.form === 'loss') return `${(Math.abs(sp - cp) * 100) / cp}%`;
    const si = (principal * rate * years) / 100;
    return rs(p.form === 'amount' ? principal + si : si);
  },

  'math-8-rational-numbers': (p) => {
    switch (p.form) {
      case 'add':
        return texFrac(add(F(p.x), F(p.y)));
      case 'subtract':
        return texFrac(sub(F(p.x), F(p.y)));
      case 'product':
        return texFrac(mul(F(p.x), F(p.y)));
      case 'divide':
        return texFrac(div(F(p.x), F(p.y)));
      case 'inverse':
        return texFrac(div([1, 1], F(p.x)));
      case 'additive':
        return texFrac(mul([-1, 1], F(p.x)));
      default:
        return texFrac(add(mul(F(p.x), F(p.y)), F(p.z)));
    }
  },
  'math-8-linear-equations-in-one-variable': (p) => {
    const { a, b, c, d, sum, k, years } = p as Nums;
    if (p.form === 'both-sides') return `$x = ${(d - b) / (a - c)}$`;
    if (p.form === 'brackets') return `$x = ${(c * d - a * b) / (a - c)}$`;
    if (p.form === 'consecutive') return num((sum - 3) / 3 + (p.ask === 'largest' ? 2 : 0));
    if (p.form === 'odd') return num((sum - 2) / 2);
    return `${years / (k - 2)} years`;
  },
  'math-8-squares-and-square-roots': (p) => {
    const { n, square, d } = p as Nums;
    if (p.form === 'square') return num(n * n);
    if (p.form === 'root') return num(isqrt(square));
    if (p.form === 'fraction-root') return texFrac([isqrt(n), isqrt(d)]);
    for (let m = 1; ; m++) if (Number.isInteger(Math.sqrt(n * m))) return num(m);
  },
  'math-8-comparing-quantities': (p) => {
    const { price, pct, mp, gst, principal, rate, years } = p as Nums;
    if (p.form === 'increase') return rs((price * (100 + pct)) / 100);
    if (p.form === 'decrease') return rs((price * (100 - pct)) / 100);
    if (p.form === 'discount') return rs((mp * (100 - pct)) / 100);
    if (p.form === 'gst') return rs((price * (100 + gst)) / 100);
    const amount = (BigInt(principal) * BigInt(100 + rate) ** BigInt(years)) / BigInt(100) ** BigInt(years);
    return rs(p.form === 'amount' ? Number(amount) : Number(amount) - principal);
  },
  'math-8-mensuration': (p) => {
    const { a, b, h, s, l, r } = p as Nums;
    switch (p.form) {
      case 'trapezium':
        return `${num(((a + b) * h) / 2)} $\\text{cm}^{2}$`;
      case 'cube':
        return `${num(6 * s * s)} $\\text{cm}^{2}$`;
      case 'cuboid':
        return `${num(2 * (l * b + b * h + h * l))} $\\text{cm}^{2}$`;
      case 'tank':
        return `${num((p.dims as number[]).reduce((acc, x) => acc * x, 1))} L`;
      default:
        return `${num((22 * r * r * h) / 7)} $\\text{cm}^{3}$`;
    }
  },
  'math-8-exponents-and-powers': (p) => {
    const { base, e, n, d, m, p: q, digits, places } = p as Nums;
    if (p.form === 'negative') return `$\\frac{1}{${base ** e}}$`;
    if (p.form === 'fraction') return texFrac([d * d, n * n]);
    if (p.form === 'laws') return `$${base}^{${m + n - q}}$`;
    return `$${dec(digits, places)} \\times 10^{${e}}$`;
  },

  'math-9-number-systems': (p) => {
    if (p.form === 'irrational') {
      const options = p.options as string[];
      const irrational = options.filter((o) => {
        const m = /^\$\\sqrt\{(\d+)\}\$$/u.exec(o);
        return m !== null && !Number.isInteger(Math.sqrt(Number(m[1])));
      });
      if (irrational.length !== 1) throw new Error('expected one irrational option');
      return irrational[0] ?? '';
    }
    if (p.form === 'power') {
      const { base, m, n } = p as Nums;
      const root = Math.round(base ** (1 / n));
      if (root ** n !== base) throw new Error('base is not a perfect power');
      return texFrac9(m < 0 ? [1, root ** -m] : [root ** m, 1]);
    }
    const { a, b } = p as Nums;
    const expr = p.minus ? `\\sqrt{${a}} + \\sqrt{${b}}` : `\\sqrt{${a}} - \\sqrt{${b}}`;
    return a - b === 1 ? `$${expr}$` : `$\\frac{${expr}}{${a - b}}$`;
  },
  'math-9-polynomials': (p) => {
    const cs = (p.coefficients as number[] | undefined) ?? [];
    if (p.form === 'value') return num(evaluate(cs, p.x as number));
    if (p.form === 'remainder') return num(evaluate(cs, p.a as number));
    const { a, c } = p as Nums;
    return num(-(a * a + c) / a);
  },
  'math-9-coordinate-geometry': (p) => {
    const { x, y } = p as Nums;
    if (p.form === 'quadrant') return `Quadrant ${x > 0 ? (y > 0 ? 'I' : 'IV') : y > 0 ? 'II' : 'III'}`;
    if (p.form === 'distance') {
      const d = Math.abs(p.axis === 'x' ? y : x);
      return `${d} unit${d === 1 ? '' : 's'}`;
    }
    return `(${num(x)}, ${num(y)})`;
  },
  'math-9-linear-equations-in-two-variables': (p) => {
    const { a, b, c, x, y } = p as Nums;
    if (p.form === 'find-y') return num((c - a * x) / b);
    if (p.form === 'find-k') return num((c - b * y) / x);
    return p.axis === 'x' ? `(${num(c / a)}, 0)` : `(0, ${num(c / b)})`;
  },
  'math-9-herons-formula': (p) => {
    if (p.form === 'semi-perimeter') return `${(p.sides as number[]).reduce((s, x) => s + x, 0) / 2} cm`;
    if (p.form === 'area') {
      const [a = 0, b = 0, c = 0] = p.sides as number[];
      return `${num(heron(a, b, c))} cm$^{2}$`;
    }
    if (p.form === 'equilateral') {
      const q = (p.side as number) ** 2 / 4;
      return `$${q === 1 ? '' : q}\\sqrt{3}$ cm$^{2}$`;
    }
    const { perimeter, base } = p as Nums;
    const equal = (perimeter - base) / 2;
    return `${num(heron(equal, equal, base))} cm$^{2}$`;
  },
  'math-9-surface-areas-and-volumes': (p) => {
    const { r, h } = p as Nums;
    const times = (k: Frac): string => texFrac9(mul(PI, k));
    switch (p.form) {
      case 'cylinder-volume':
        return `${times([r * r * h, 1])} cm$^{3}$`;
      case 'cylinder-csa':
        return `${times([2 * r * h, 1])} cm$^{2}$`;
      case 'cone-volume':
        return `${times([r * r * h, 3])} cm$^{3}$`;
      case 'cone':
        return `${times([r * isqrt(r * r + h * h), 1])} cm$^{2}$`;
      case 'sphere':
        return `${times([4 * r * r, 1])} cm$^{2}$`;
      default:
        return `${times([3 * r * r, 1])} cm$^{2}$`;
    }
  },
};
