// Independent answer checkers for the class 12 skills added for issue 14 (the first ones are in the band files).
// Angles come from Math.asin/acos/atan (the principal branches) turned back into multiples of π, areas from
// Simpson's rule (exact for cubics), extrema from a search for the zeros of the derivative.
import type { Checker } from './checkers.ts';
import { fracBody, piText, texFrac, tnum } from './checkers-class-11.ts';
import type { Frac } from './support.ts';
import { num, reduce } from './support.ts';

type P = Readonly<Record<string, number>>;

/** A real number as a fraction with a denominator up to `max`, or an error when none fits. */
function toFrac(x: number, max = 2000): Frac {
  for (let d = 1; d <= max; d++) {
    const n = Math.round(x * d);
    if (Math.abs(n / d - x) < 1e-9) return reduce([n, d]);
  }
  throw new Error(`${x} is not a simple fraction`);
}

const asPi = (radians: number): string => `$${piText(toFrac(radians / Math.PI, 24))}$`.replace('$0$', '0');

const simpson = (f: (x: number) => number, a: number, b: number): number => {
  const m = (a + b) / 2;
  return ((b - a) / 6) * (f(a) + 4 * f(m) + f(b));
};

const bmatrix = (m: readonly number[]): string =>
  `$\\begin{bmatrix}${tnum(m[0]!)} & ${tnum(m[1]!)}\\\\${tnum(m[2]!)} & ${tnum(m[3]!)}\\end{bmatrix}$`;

/** A coefficient before a function: '' for 1, '-' for −1, a TeX fraction otherwise. */
const lead = (x: Frac): string => {
  const [n, d] = reduce(x);
  if (n === d) return '';
  if (n === -d) return '-';
  return fracBody([n, d]);
};

/** ax² + bx + c in TeX, written independently of polyTex. */
function quad(a: number, b: number, c: number): string {
  const parts: string[] = [];
  const push = (k: number, v: string): void => {
    if (k === 0) return;
    const body = `${Math.abs(k) === 1 && v ? '' : Math.abs(k)}${v}`;
    parts.push(parts.length === 0 ? `${k < 0 ? '-' : ''}${body}` : `${k < 0 ? '-' : '+'} ${body}`);
  };
  push(a, 'x^{2}');
  push(b, 'x');
  push(c, '');
  return parts.join(' ') || '0';
}

const INV = { sin: Math.asin, cos: Math.acos, tan: Math.atan } as const;
const FN = { sin: Math.sin, cos: Math.cos, tan: Math.tan } as const;
type Fn = keyof typeof FN;

export const CLASS_12: Record<string, Checker> = {
  'math-12-relations-and-functions': (p) => {
    const n = p as P;
    switch (p.form) {
      case 'functions':
        return num(n.n! ** n.m!);
      case 'one-one': {
        let ways = 1;
        for (let i = 0; i < n.m!; i++) ways *= n.n! - i;
        return num(ways);
      }
      case 'fog':
      case 'gof': {
        const f = (x: number): number => n.a! * x + n.b!;
        const g = (x: number): number => x * x + n.c!;
        return num(p.form === 'fog' ? f(g(n.k!)) : g(f(n.k!)));
      }
      case 'inverse': {
        const top = n.b! > 0 ? `x - ${n.b}` : `x + ${-n.b!}`;
        return `$f^{-1}(x) = \\frac{${top}}{${tnum(n.a!)}}$`;
      }
      default:
        return num((n.k! - n.b!) / n.a!);
    }
  },

  'math-12-inverse-trigonometric-functions': (p) => {
    const n = p as P;
    const f = p.f as Fn;
    switch (p.form) {
      case 'principal':
        return asPi(INV[f](FN[f]((n.angle! * Math.PI) / 12)));
      case 'sum': {
        const fs = p.fs as Fn[];
        const angles = p.angles as number[];
        return asPi(fs.reduce((s, g, i) => s + INV[g](FN[g]((angles[i]! * Math.PI) / 12)), 0));
      }
      case 'reduce':
        return asPi(INV[f](FN[f]((n.angle! * Math.PI) / 12)));
      default: {
        const theta = p.inner === 'sin' ? Math.asin(n.p! / n.h!) : Math.acos(n.b! / n.h!);
        return texFrac(toFrac(FN[p.outer as Fn](theta)));
      }
    }
  },

  'math-12-matrix-operations': (p) => {
    const n = p as P;
    const A = (p.a as number[] | undefined) ?? [];
    const B = (p.b as number[] | undefined) ?? [];
    switch (p.form) {
      case 'entry':
        return num(n.p! * n.i! + n.q! * n.j!);
      case 'order':
        return `$${n.m} \\times ${n.r}$`;
      case 'combination':
        return bmatrix(A.map((x, i) => n.s! * x + n.t! * B[i]!));
      case 'equal':
        return `$x = ${tnum(n.x!)},\\ y = ${tnum(n.y!)}$`;
      default: {
        const out: number[] = [];
        for (let r = 0; r < 2; r++)
          for (let c = 0; c < 2; c++) out.push(A[2 * r]! * B[c]! + A[2 * r + 1]! * B[2 + c]!);
        return bmatrix(out);
      }
    }
  },

  'math-12-applications-of-derivatives': (p) => {
    const n = p as P;
    switch (p.form) {
      case 'circle':
        return `$${2 * n.size! * n.rate!}\\pi\\text{ cm}^{2}\\text{/s}$`;
      case 'cube':
        return `$${tnum(3 * n.size! ** 2 * n.rate!)}\\text{ cm}^{3}\\text{/s}$`;
      case 'increasing':
        return `$(${tnum(n.a!)}, \\infty)$`;
      case 'decreasing':
        return `$(-\\infty, ${tnum(n.a!)})$`;
      case 'cubic':
        return `$(${-n.k!}, ${n.k})$`;
      case 'local-max':
      case 'local-min': {
        const f = (x: number): number => x ** 3 - 3 * n.k! ** 2 * x + n.c!;
        const critical: number[] = [];
        for (let x = -10; x <= 10; x++) if (3 * x * x - 3 * n.k! ** 2 === 0) critical.push(x);
        const values = critical.map(f);
        return num(p.form === 'local-max' ? Math.max(...values) : Math.min(...values));
      }
      default: {
        let best = 0;
        for (let x = 0; x <= n.L! / 2; x++) best = Math.max(best, x * (n.L! / 2 - x));
        return `${num(best)} square metres`;
      }
    }
  },

  'math-12-integration-methods': (p) => {
    const n = p as P;
    const k = n.k!;
    const kx = `${k === 1 ? '' : k}x`;
    switch (p.form) {
      case 'exp':
        return `$${lead([n.c!, k])}e^{${kx}} + C$`;
      case 'sin':
        return `$${lead([-n.c!, k])}\\cos ${kx} + C$`;
      case 'cos':
        return `$${lead([n.c!, k])}\\sin ${kx} + C$`;
      case 'trig': {
        let total = 0;
        const steps = 200;
        for (let i = 0; i < steps; i++) {
          const x0 = ((Math.PI / 2) * i) / steps;
          total += simpson((x) => n.a! * Math.sin(x) + n.b! * Math.cos(x), x0, x0 + Math.PI / 2 / steps);
        }
        return num(Math.round(total));
      }
      case 'log':
        return num(n.c! * k);
      case 'exp-definite':
        return num(n.c! * (k - 1));
      case 'substitution':
        return `$\\log |${quad(1, n.b!, n.c!)}| + C$`;
      default: {
        const one = lead([1, k]) === '' ? 'x' : `${lead([1, k])}x`;
        const sq = lead([1, k * k]);
        if (p.form === 'parts-exp') return `$${one}e^{${kx}} - ${sq}e^{${kx}} + C$`;
        if (p.form === 'parts-cos') return `$${one}\\sin ${kx} + ${sq}\\cos ${kx} + C$`;
        return `$-${one}\\cos ${kx} + ${sq}\\sin ${kx} + C$`;
      }
    }
  },

  'math-12-area-under-curves': (p) => {
    const n = p as P;
    const sq = (x: Frac): string => `${texFrac(x)} square units`;
    const piSq = (x: Frac): string => `$${piText(x)}$ square units`;
    switch (p.form) {
      case 'parabola':
        return sq(toFrac(simpson((x) => n.k! * x * x, 0, n.a!)));
      case 'cubic':
        return sq(toFrac(simpson((x) => x ** 3, 0, n.a!)));
      case 'ellipse':
        return piSq([n.a! * n.b!, 1]);
      case 'ellipse-quarter':
        return piSq([n.a! * n.b!, 4]);
      case 'circle-quarter':
        return piSq([n.r! * n.r!, 4]);
      case 'between':
        return sq(toFrac(simpson((x) => n.k! * x - x * x, 0, n.k!)));
      default:
        // 2∫₀ᵃ √(4ax) dx = 2 · 2√a · (2/3) a^{3/2}
        return sq(toFrac(2 * 2 * Math.sqrt(n.a!) * (2 / 3) * n.a! ** 1.5));
    }
  },

  'math-12-differential-equations': (p) => {
    const n = p as P;
    const k = n.k ?? 1;
    const kk = k === 1 ? '' : k === -1 ? '-' : tnum(k);
    switch (p.form) {
      case 'order-degree':
        return `Order ${k}, degree ${n.p}`;
      case 'growth':
        return `$y = ${n.c}e^{${kk}x}$`;
      case 'polynomial':
        return `$y = ${quad(n.a!, n.b!, n.c!)}$`;
      case 'if-k/x':
        if (k > 0) return k === 1 ? '$x$' : `$x^{${k}}$`;
        return k === -1 ? '$\\frac{1}{x}$' : `$\\frac{1}{x^{${-k}}}$`;
      case 'if-k':
        return `$e^{${kk}x}$`;
      default:
        return `$e^{${kk}x^{2}}$`;
    }
  },

  'math-12-lines-in-space': (p) => {
    const n = p as P;
    const list = (xs: readonly number[]): string => xs.map(num).join(', ');
    switch (p.form) {
      case 'dc': {
        const v = p.v as number[];
        const len = Math.round(Math.hypot(...v));
        return `$${v.map((x) => fracBody([x, len])).join(', ')}$`;
      }
      case 'dr': {
        const a = p.a as number[];
        const b = p.b as number[];
        return list(b.map((x, i) => x - a[i]!));
      }
      case 'perpendicular':
        return `$k = ${tnum(-(n.b1! * n.b2! + n.c1! * n.c2!) / n.a1!)}$`;
      case 'angle': {
        const u = p.u as number[];
        const v = p.v as number[];
        const d = u.reduce((s, x, i) => s + x * v[i]!, 0);
        return texFrac([Math.abs(d), Math.round(Math.hypot(...u) * Math.hypot(...v))]);
      }
      default: {
        const pt = p.p as number[];
        const d = p.d as number[];
        const part = (v: string, c: number, dir: number): string =>
          `\\frac{${c === 0 ? v : `${v} ${c > 0 ? '-' : '+'} ${Math.abs(c)}`}}{${tnum(dir)}}`;
        return `$${['x', 'y', 'z'].map((v, i) => part(v, pt[i]!, d[i]!)).join(' = ')}$`;
      }
    }
  },

  'math-12-linear-programming': (p) => {
    const n = p as P;
    const c = p.corners as number[];
    const values: number[] = [];
    for (let i = 0; i < c.length; i += 2) values.push(n.a! * c[i]! + n.b! * c[i + 1]!);
    if (p.form === 'min') return num(Math.min(...values));
    if (p.form === 'word') return `₹${num(Math.max(...values))}`;
    return num(Math.max(...values));
  },
};
