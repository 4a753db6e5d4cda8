// Independent answer checkers for the class 5 skills added for issue 14 (the first ones are in the band files).
// Figures are read back from their alt text, so a wrong drawing description fails here too.
import type { GeneratedQuestion } from '../src/build.ts';
import type { Checker } from './checkers.ts';
import type { Frac, Nums } from './support.ts';
import { num, reduce } from './support.ts';

/** A fraction as the pack writes it in TeX: whole numbers plain, others `$\frac{n}{d}$`. */
export function texFrac(x: Frac): string {
  const [n, d] = reduce(x);
  if (d === 1) return num(n);
  return `$${n < 0 ? '-' : ''}\\frac{${Math.abs(n)}}{${d}}$`;
}

/** The bars of a bar graph from its alt text ("The bars show: Mango 30, Guava 40."). */
export function barsFromAlt(q: GeneratedQuestion): Map<string, number> {
  const list = /The bars show: (.*)\.$/u.exec(q.figure?.alt ?? '')?.[1] ?? '';
  const bars = new Map<string, number>();
  for (const item of list.split(', ')) {
    const at = item.lastIndexOf(' ');
    bars.set(item.slice(0, at), Number(item.slice(at + 1)));
  }
  if (bars.size < 3) throw new Error(`no bars in the alt text of ${q.key}`);
  return bars;
}

const bar = (bars: Map<string, number>, name: string | undefined): number => {
  const v = bars.get(name ?? '');
  if (v === undefined) throw new Error(`no bar ${name}`);
  return v;
};

const round1000 = (x: number): number => {
  const rest = x % 1000;
  return rest >= 500 ? x - rest + 1000 : x - rest;
};

const seconds = (s: number): string => `${(s - (s % 60)) / 60} min ${s % 60} s`;

// The more particular words first: "a rhombus that is not a square" is a rhombus.
const LINES: Record<string, number> = {
  rectangle: 2,
  equilateral: 3,
  isosceles: 1,
  scalene: 0,
  hexagon: 6,
  pentagon: 5,
  rhombus: 2,
  kite: 1,
  square: 4,
};

const COMPASS = ['North', 'East', 'South', 'West'];

export const CLASS_05: Record<string, Checker> = {
  'math-5-large-number-sums': (p) => {
    const { a, b, total, done, people, children } = p as Nums & Record<'done' | 'people', number>;
    switch (p.form) {
      case 'add':
        return num(a + b);
      case 'subtract':
        return num(a - b);
      case 'journey':
        return `${num(total - done)} km`;
      case 'population':
        return num(people - children);
      case 'estimate-sum':
        return num(round1000(a) + round1000(b));
      default:
        return num(round1000(a) - round1000(b));
    }
  },
  'math-5-length-and-distance': (p) => {
    const { big, small, walk, km, m, a, b } = p as Nums & Record<'walk' | 'km', number>;
    if (p.form === 'm') return `${num(big * 1000 + small)} m`;
    if (p.form === 'cm') return `${num(big * 100 + small)} cm`;
    if (p.form === 'travel') return `${num(walk + km * 1000 + m)} m`;
    return `${num(a - b)} m`;
  },
  'math-5-shapes-and-patterns': (p) => {
    const { k, sides, n, one, more } = p as Nums & Record<'one' | 'more', number>;
    if (p.form === 'corners') return num(k * sides);
    if (p.form === 'sticks') return num(one + (n - 1) * more);
    // The edge of an n × n square: all tiles minus the inner (n − 2) × (n − 2) square.
    return num(n * n - (n - 2) * (n - 2));
  },
  'math-5-weight-and-capacity': (p) => {
    const { big, small, whole, part, start, used } = p as Nums;
    if (p.form === 'g' || p.form === 'mL') return `${num(big * 1000 + small)} ${p.form}`;
    if (p.form === 'glasses' || p.form === 'packets') return num(whole / part);
    const left = start * 1000 - used;
    const [u1, u2] = p.form === 'weight-left' ? ['kg', 'g'] : ['L', 'mL'];
    return `${Math.trunc(left / 1000)} ${u1} ${left % 1000} ${u2}`;
  },
  'math-5-division-and-remainders': (p) => {
    const { dividend, divisor, total, per } = p as Nums & Record<'per', number>;
    if (p.form === 'quotient') return num(dividend / divisor);
    if (p.form === 'remainder') return num(dividend % divisor);
    if (p.form === 'sacks-needed') return num(Math.ceil(total / per));
    return num(Math.floor(total / per));
  },
  'math-5-lines-of-symmetry': (p, q) => {
    if (p.form === 'shape') {
      const word = Object.keys(LINES).find((w) => (p.shape as string).includes(w)) ?? '';
      return num(LINES[word] ?? NaN);
    }
    if (p.form === 'design') return num(2 * (p.half as number) + (p.on as number));
    const vertical = new Set('AMTUVWY');
    const horizontal = new Set('BCDEK');
    const fits = q.options.filter((l) => (p.form === 'vertical' ? vertical : horizontal).has(l));
    if (fits.length !== 1) throw new Error(`expected one letter in ${q.options.join(', ')}`);
    return fits[0] ?? '';
  },
  'math-5-time-in-seconds': (p) => {
    const { m, s, total, fast, slow, laps, lap } = p as Nums &
      Record<'fast' | 'slow' | 'laps' | 'lap', number>;
    if (p.form === 'to-seconds') return `${m * 60 + s} seconds`;
    if (p.form === 'to-minutes') return seconds(total);
    if (p.form === 'ahead') return `${slow - fast} seconds`;
    return seconds(laps * lap);
  },
  'math-5-maps-and-directions': (p, q) => {
    const { scale, cm } = p as Nums & Record<'cm' | 'scale', number>;
    if (p.form === 'real') return `${num(scale * cm)} km`;
    if (p.form === 'map') return `${cm} cm`;
    if (p.form === 'turn') {
      const start = COMPASS.findIndex((d) => q.text.includes(`facing ${d}`));
      const quarters = /right/u.test(q.text) ? 1 : /left/u.test(q.text) ? -1 : /half/u.test(q.text) ? 2 : 3;
      return COMPASS[(start + quarters + 4) % 4] ?? '';
    }
    // From the alt text and the stem alone: where the walk ends and which place is there.
    const where = new Map<string, string>();
    for (const m of (q.figure?.alt ?? '').matchAll(/([A-Z][a-z]+(?: [a-z]+)?) at column (\d), row (\d)/gu))
      where.set(`${m[2]},${m[3]}`, m[1] ?? '');
    const start = /Starting at the ([A-Za-z ]+?), /u.exec(q.text)?.[1] ?? '';
    const [sc, sr] = ([...where].find(([, name]) => name === start)?.[0] ?? '').split(',').map(Number);
    let col = sc ?? 0;
    let row = sr ?? 0;
    for (const m of q.text.matchAll(/(\d) blocks? (East|West|North|South)/gu)) {
      const k = Number(m[1]);
      if (m[2] === 'East') col += k;
      if (m[2] === 'West') col -= k;
      if (m[2] === 'North') row += k;
      if (m[2] === 'South') row -= k;
    }
    return `The ${where.get(`${col},${row}`) ?? '?'}`;
  },
  'math-5-pictographs-and-bar-graphs': (p, q) => {
    if (p.form === 'whole' || p.form === 'half') {
      const { key, full } = p as Nums & Record<'key' | 'full', number>;
      return num(full * key + (p.form === 'half' ? key / 2 : 0));
    }
    const bars = barsFromAlt(q);
    const named = [...bars.keys()].filter((name) => q.text.includes(name));
    if (p.form === 'more') {
      const m = /kilograms of (\w+) than (\w+)/u.exec(q.text);
      return `${bar(bars, m?.[1]) - bar(bars, m?.[2])} kg`;
    }
    if (p.form === 'either') return num(named.reduce((s, name) => s + bar(bars, name), 0));
    const all = [...bars.values()].reduce((s, v) => s + v, 0);
    return num(all - bar(bars, named[0]));
  },
};
