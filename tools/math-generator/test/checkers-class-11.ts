// Independent answer checkers for the class 11 skills added for issue 14 (the first ones are in the band files).
// They recompute from the parameters by other routes: brute-force expansion and counting, floating-point
// trigonometry matched to exact values, and their own TeX writing.
import type { Checker } from './checkers.ts';
import type { Frac } from './support.ts';
import { MINUS, num, reduce } from './support.ts';

type P = Readonly<Record<string, number>>;

/** A signed integer inside TeX (ASCII minus, {,} grouping). */
export const tnum = (x: number): string => num(x).replace(MINUS, '-').replaceAll(',', '{,}');

/** A fraction as the pack writes an option: plain when whole, `$\\frac{a}{b}$` otherwise. */
export function texFrac(x: Frac): string {
  const [n, d] = reduce(x);
  if (d === 1) return num(n);
  return `$${n < 0 ? '-' : ''}\\frac{${Math.abs(n)}}{${d}}$`;
}

/** The TeX body of a fraction: `-\\frac{3}{4}` or `5`. */
export function fracBody(x: Frac): string {
  const [n, d] = reduce(x);
  return d === 1 ? tnum(n) : `${n < 0 ? '-' : ''}\\frac{${Math.abs(n)}}{${d}}`;
}

/** q·π in TeX. */
export function piText(x: Frac): string {
  const [n, d] = reduce(x);
  if (n === 0) return '0';
  const k = Math.abs(n);
  const top = (k === 1 ? '' : String(k)) + '\\pi';
  const s = n < 0 ? '-' : '';
  return d === 1 ? s + top : `${s}\\frac{${top}}{${d}}`;
}

/** re + im·i in TeX. */
export function cx(re: number, im: number): string {
  let out = re !== 0 ? tnum(re) : '';
  if (im !== 0) {
    const k = Math.abs(im) === 1 ? '' : String(Math.abs(im));
    if (out) out += im < 0 ? ` - ${k}i` : ` + ${k}i`;
    else out = `${im < 0 ? '-' : ''}${k}i`;
  }
  return out || '0';
}

/** The coefficients of (α·x^e1 + β·x^e2)^n as a map from power to coefficient, by repeated multiplication. */
function expand(alpha: number, e1: number, beta: number, e2: number, n: number): Map<number, number> {
  let poly = new Map<number, number>([[0, 1]]);
  for (let i = 0; i < n; i++) {
    const next = new Map<number, number>();
    for (const [e, c] of poly) {
      next.set(e + e1, (next.get(e + e1) ?? 0) + c * alpha);
      next.set(e + e2, (next.get(e + e2) ?? 0) + c * beta);
    }
    poly = next;
  }
  return poly;
}

const choose = (n: number, r: number): number => {
  let out = 1;
  for (let i = 1; i <= r; i++) out = (out * (n - r + i)) / i;
  return Math.round(out);
};

/** Exact values a trigonometric function takes at multiples of 30° and 45°, matched by floating point. */
const EXACT_VALUES: [number, string][] = [
  [0, '0'],
  [0.5, '$\\frac{1}{2}$'],
  [Math.SQRT2 / 2, '$\\frac{\\sqrt{2}}{2}$'],
  [Math.sqrt(3) / 2, '$\\frac{\\sqrt{3}}{2}$'],
  [1, '1'],
  [Math.sqrt(3), '$\\sqrt{3}$'],
  [Math.sqrt(3) / 3, '$\\frac{\\sqrt{3}}{3}$'],
];
function exactText(v: number): string {
  for (const [x, text] of EXACT_VALUES) {
    if (Math.abs(v - x) < 1e-9) return text;
    if (Math.abs(v + x) < 1e-9) return text.startsWith('$') ? `$-${text.slice(1)}` : MINUS + text;
  }
  throw new Error(`no exact value for ${v}`);
}

/** Hundredths as a decimal via toFixed. */
const hundredths = (h: number): string => String(Number((h / 100).toFixed(2)));

const ROMAN: Record<string, string> = {
  '+++': 'I',
  '-++': 'II',
  '--+': 'III',
  '+-+': 'IV',
  '++-': 'V',
  '-+-': 'VI',
  '---': 'VII',
  '+--': 'VIII',
};

const REL: Record<string, string> = { '<': '<', '>': '>', '<=': '\\le', '>=': '\\ge' };
const REVERSED: Record<string, string> = { '<': '>', '>': '<', '<=': '>=', '>=': '<=' };

export const CLASS_11: Record<string, Checker> = {
  'math-11-relations-and-functions': (p) => {
    const n = p as P;
    switch (p.form) {
      case 'product':
        return num(n.p! * n.q!);
      case 'relations':
        return num(2 ** (n.p! * n.q!));
      case 'pair':
        return `$x = ${tnum(n.p! - n.a!)},\\ y = ${tnum(n.q! + n.b!)}$`;
      case 'evaluate': {
        const [a = 0, b = 0, c = 0] = p.c as number[];
        const k = n.k!;
        return num(a * k * k + b * k + c);
      }
      case 'rational': {
        const s = n.lo! + n.hi!;
        const prod = n.lo! * n.hi!;
        const zeros: number[] = [];
        for (let x = -20; x <= 20; x++) if (x * x - s * x + prod === 0) zeros.push(x);
        return `$\\mathbb{R} - \\{${zeros.map(tnum).join(', ')}\\}$`;
      }
      default:
        return p.flip ? `$(-\\infty, ${tnum(n.a!)}]$` : `$[${tnum(n.a!)}, \\infty)$`;
    }
  },

  'math-11-trigonometric-functions': (p, q) => {
    const n = p as P;
    switch (p.form) {
      case 'to-radians':
        return `$${piText([n.deg!, 180])}$`;
      case 'to-degrees':
        return `${n.deg}°`;
      case 'arc':
        return `$${piText([n.r! * n.deg!, 180])}$ cm`;
      case 'degrees':
      case 'radians': {
        const t = (n.deg! * Math.PI) / 180;
        const v = { sin: Math.sin(t), cos: Math.cos(t), tan: Math.tan(t) }[p.f as 'sin' | 'cos' | 'tan'];
        return exactText(v);
      }
      case 'quadrant': {
        const [sx, sy] = [
          [1, 1],
          [-1, 1],
          [-1, -1],
          [1, -1],
        ][n.quadrant!]!;
        const X = sx! * n.b!;
        const Y = sy! * n.p!;
        const value: Frac = p.ask === 'sin' ? [Y, n.h!] : p.ask === 'cos' ? [X, n.h!] : [Y, X];
        return texFrac(value);
      }
      default: {
        const A = Math.asin(n.p1! / n.h1!);
        const B = Math.acos(n.p2! / n.h2!);
        const v = {
          'sin(A + B)': Math.sin(A + B),
          'sin(A - B)': Math.sin(A - B),
          'cos(A + B)': Math.cos(A + B),
          'cos(A - B)': Math.cos(A - B),
        }[p.ask as string]!;
        const den = n.h1! * n.h2!;
        if (!q.text.includes(`\\sin A = \\frac{${n.p1}}{${n.h1}}`)) throw new Error('sin A not as given');
        return texFrac([Math.round(v * den), den]);
      }
    }
  },

  'math-11-complex-numbers': (p) => {
    const n = p as P;
    switch (p.form) {
      case 'power': {
        const t = (n.n! * Math.PI) / 2;
        const re = Math.round(Math.cos(t));
        const im = Math.round(Math.sin(t));
        return im === 0 ? num(re) : `$${cx(0, im)}$`;
      }
      case 'sum':
        return `$${cx(n.a! + n.c!, n.b! + n.d!)}$`;
      case 'difference':
        return `$${cx(n.a! - n.c!, n.b! - n.d!)}$`;
      case 'product':
        return `$${cx(n.a! * n.c! - n.b! * n.d!, n.a! * n.d! + n.b! * n.c!)}$`;
      case 'modulus':
        return num(Math.round(Math.hypot(n.a!, n.b!)));
      case 'quadratic': {
        const b = -2 * n.p!;
        const c = n.p! * n.p! + n.q! * n.q!;
        const im = Math.sqrt(4 * c - b * b) / 2;
        return `$x = ${tnum(-b / 2)} \\pm ${im === 1 ? '' : im}i$`;
      }
      default: {
        const den = n.c! * n.c! + n.d! * n.d!;
        return `$${cx((n.a! * n.c! + n.b! * n.d!) / den, (n.b! * n.c! - n.a! * n.d!) / den)}$`;
      }
    }
  },

  'math-11-linear-inequalities': (p) => {
    const n = p as P;
    const solve = (k: number, rhs: number, rel: string): string => {
      const r = k < 0 ? REVERSED[rel]! : rel;
      return `$x ${REL[r]} ${tnum(rhs / k)}$`;
    };
    switch (p.form) {
      case 'positive':
      case 'negative':
        return solve(n.a!, n.c! - n.b!, p.rel as string);
      case 'both-sides':
        return solve(n.a! - n.c!, n.d! - n.b!, p.rel as string);
      case 'marks':
        return num(3 * n.m! - n.p! - n.q!);
      case 'double': {
        const ends = [(n.p! - n.b!) / n.a!, (n.q! - n.b!) / n.a!].sort((x, y) => x - y);
        return `$${tnum(ends[0]!)} \\le x \\le ${tnum(ends[1]!)}$`;
      }
      default: {
        let count = 0;
        for (let x = -100; x <= 100; x++)
          if (n.a! * x + n.b! > n.a! * n.low! + n.b! && n.c! * x + n.d! <= n.c! * n.high! + n.d!) count++;
        return num(count);
      }
    }
  },

  'math-11-binomial-theorem': (p) => {
    const n = p as P;
    switch (p.form) {
      case 'terms':
        return num(expand(n.p!, 1, n.q!, 0, n.n!).size);
      case 'coefficient':
        return num(expand(1, 0, 1, 1, n.n!).get(n.r!) ?? NaN);
      case 'general':
      case 'middle': {
        const coefficients = expand(1, 1, n.b!, 0, n.n!);
        if (p.form === 'middle' && n.r !== n.n! / 2) throw new Error('not the middle term');
        return num(coefficients.get(n.r!) ?? NaN);
      }
      case 'independent':
        return num(expand(1, 1, n.k!, -1, n.n!).get(0) ?? NaN);
      case 'independent-square':
        return num(expand(1, 2, n.k!, -1, n.n!).get(0) ?? NaN);
      default:
        return num(expand(n.a!, 1, n.b!, 0, n.n!).get(n.r!) ?? NaN);
    }
  },

  'math-11-conic-sections': (p) => {
    const n = p as P;
    const sq = (v: string, h: number): string =>
      h === 0 ? `${v}^{2}` : `(${v} ${h > 0 ? '-' : '+'} ${Math.abs(h)})^{2}`;
    switch (p.form) {
      case 'equation':
        return `$${sq('x', n.h!)} + ${sq('y', n.k!)} = ${n.r! * n.r!}$`;
      case 'centre':
      case 'radius': {
        // From the general form x² + y² + Dx + Ey + F = 0.
        const D = -2 * n.h!;
        const E = -2 * n.k!;
        const F = n.h! * n.h! + n.k! * n.k! - n.r! * n.r!;
        if (p.form === 'centre') return `(${num(-D / 2)}, ${num(-E / 2)})`;
        return num(Math.sqrt((D * D) / 4 + (E * E) / 4 - F));
      }
      case 'focus':
        return p.vertical ? `(0, ${num(n.a!)})` : `(${num(n.a!)}, 0)`;
      case 'directrix':
        return `$${p.vertical ? 'y' : 'x'} = ${tnum(-n.a!)}$`;
      case 'latus':
        return num(Math.abs(4 * n.a!));
      default: {
        const hyperbola = String(p.form).startsWith('hyperbola');
        const c = Math.round(Math.sqrt(n.a! * n.a! + (hyperbola ? 1 : -1) * n.b! * n.b!));
        if (p.form === 'ellipse-latus') return texFrac([2 * n.b! * n.b!, n.a!]);
        if (String(p.form).endsWith('eccentricity')) return texFrac([c, n.a!]);
        return p.tall ? `$(0, \\pm ${c})$` : `$(\\pm ${c}, 0)$`;
      }
    }
  },

  'math-11-coordinates-in-space': (p) => {
    const n = p as P;
    const trip = (x: number, y: number, z: number): string => `(${num(x)}, ${num(y)}, ${num(z)})`;
    switch (p.form) {
      case 'octant':
        return ROMAN[[n.x!, n.y!, n.z!].map((v) => (v > 0 ? '+' : '-')).join('')]!;
      case 'origin':
        return num(Math.round(Math.hypot(n.x!, n.y!, n.z!)));
      case 'distance':
        return num(Math.round(Math.hypot(n.x2! - n.x1!, n.y2! - n.y1!, n.z2! - n.z1!)));
      case 'section': {
        const f = (a: number, b: number): number => (n.m! * b + n.n! * a) / (n.m! + n.n!);
        return trip(f(n.x1!, n.x2!), f(n.y1!, n.y2!), f(n.z1!, n.z2!));
      }
      default: {
        const v = p.pts as number[];
        const mean = (i: number): number => (v[i]! + v[i + 3]! + v[i + 6]!) / 3;
        return trip(mean(0), mean(1), mean(2));
      }
    }
  },

  'math-11-statistics': (p) => {
    const n = p as P;
    switch (p.form) {
      case 'mean':
      case 'median': {
        const data = p.data as number[];
        const sorted = [...data].sort((x, y) => x - y);
        const centre =
          p.form === 'mean'
            ? data.reduce((s, x) => s + x, 0) / data.length
            : sorted[(sorted.length - 1) / 2]!;
        return texFrac([data.reduce((s, x) => s + Math.abs(x - centre), 0), data.length]);
      }
      case 'variance': {
        const data = p.data as number[];
        const k = data.length;
        const sx = data.reduce((s, x) => s + x, 0);
        const sxx = data.reduce((s, x) => s + x * x, 0);
        return texFrac([k * sxx - sx * sx, k * k]);
      }
      case 'natural': {
        const xs = Array.from({ length: n.n! }, (_, i) => i + 1);
        const sx = xs.reduce((s, x) => s + x, 0);
        const sxx = xs.reduce((s, x) => s + x * x, 0);
        return texFrac([n.n! * sxx - sx * sx, n.n! * n.n!]);
      }
      case 'sums':
        return num(Math.round(Math.sqrt(n.sxx! / n.n! - (n.sx! / n.n!) ** 2)));
      default:
        return num((n.s! / n.m!) * 100);
    }
  },

  'math-11-probability': (p) => {
    const n = p as P;
    switch (p.form) {
      case 'outcomes':
        return num(2 ** n.n!);
      case 'heads': {
        let ways = 0;
        for (let mask = 0; mask < 2 ** n.n!; mask++)
          if (mask.toString(2).split('1').length - 1 === n.k!) ways++;
        return texFrac([ways, 2 ** n.n!]);
      }
      case 'union':
        return hundredths(n.pa! + n.pb! - n.both!);
      case 'neither':
        return hundredths(100 - n.pa! - n.pb! + n.both!);
      case 'only':
        return hundredths(n.pa! - n.both!);
      case 'committee':
        return texFrac([
          choose(n.girls!, n.k!) * choose(n.boys!, n.r! - n.k!),
          choose(n.boys! + n.girls!, n.r!),
        ]);
      default:
        return texFrac([n.count! * (n.count! - 1), 52 * 51]);
    }
  },
};
