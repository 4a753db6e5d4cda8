// Independent answer checkers for the class 10 skills added for issue 14 (the first ones are in the band files).
import type { Checker } from './checkers.ts';
import type { Frac } from './support.ts';
import { gcd, isqrt, mul, num, reduce } from './support.ts';

/** The numbers a generator chose, by name. */
type Nums = Readonly<
  Record<
    | 'a'
    | 'a1'
    | 'a2'
    | 'ab'
    | 'ad'
    | 'ae'
    | 'angle'
    | 'b'
    | 'bc'
    | 'big'
    | 'cd'
    | 'cyl'
    | 'd'
    | 'db'
    | 'ef'
    | 'h'
    | 'height'
    | 'k'
    | 'm'
    | 'minutes'
    | 'mx'
    | 'my'
    | 'n'
    | 'per1'
    | 'per2'
    | 'pq'
    | 'r'
    | 'side1'
    | 'small'
    | 'start'
    | 't'
    | 'theta'
    | 'x'
    | 'x1'
    | 'x2'
    | 'y'
    | 'y1'
    | 'y2',
    number
  >
>;

const cm = (x: number): string => `${num(x)} cm`;
const m = (x: number): string => `${num(x)} m`;
const deg = (x: number): string => `${num(x)}°`;
const point = (x: number, y: number): string => `(${num(x)}, ${num(y)})`;
const PI: Frac = [22, 7];

/** A fraction as the pack writes it: whole numbers plain, others in TeX. */
function tf(x: Frac): string {
  const [n, d] = reduce(x);
  return d === 1 ? num(n) : `$\\frac{${n}}{${d}}$`;
}
const area = (x: Frac, unit = 'cm'): string => `${tf(x)} ${unit}$^{2}$`;
const volume = (x: Frac): string => `${tf(x)} cm$^{3}$`;
const timesPi = (n: number, d = 1): Frac => mul(PI, [n, d]);

/** k√r metres: `$12\sqrt{3}$ m`; plain metres when the root is whole. */
function rootMetres(k: Frac, r: number): string {
  const [n, d] = reduce(k);
  if (d !== 1) throw new Error('not a whole multiple of a root');
  const s = Math.sqrt(r);
  if (Number.isInteger(s)) return m(n * s);
  return `$${n === 1 ? '' : n}\\sqrt{${r}}$ m`;
}

/** Hundredths with toFixed, trailing zeros dropped; throws when the value needs more places. */
function hundredths(x: number): string {
  const text = x.toFixed(2).replace(/\.?0+$/u, '');
  if (Math.abs(Number(text) - x) > 1e-9) throw new Error(`${x} is not exact in hundredths`);
  return text;
}

const CARDS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'].flatMap((rank) =>
  ['hearts', 'diamonds', 'spades', 'clubs'].map((suit) => ({ rank, suit })),
);
type Card = (typeof CARDS)[number];
const isRed = (c: Card): boolean => c.suit === 'hearts' || c.suit === 'diamonds';
const isFace = (c: Card): boolean => ['J', 'Q', 'K'].includes(c.rank);
const CARD_TESTS: Record<string, (c: Card) => boolean> = {
  'a king': (c) => c.rank === 'K',
  'a red card': isRed,
  'a spade': (c) => c.suit === 'spades',
  'a face card (king, queen or jack)': isFace,
  'a red face card': (c) => isRed(c) && isFace(c),
  'the jack of hearts': (c) => c.rank === 'J' && c.suit === 'hearts',
  'a black ace': (c) => c.rank === 'A' && !isRed(c),
  'a card that is not a face card': (c) => !isFace(c),
  'a face card of diamonds': (c) => isFace(c) && c.suit === 'diamonds',
  'an ace or a king': (c) => c.rank === 'A' || c.rank === 'K',
};

const DICE_TESTS: Record<string, (a: number, b: number) => boolean> = {
  'a sum of 7': (a, b) => a + b === 7,
  'a sum of 8': (a, b) => a + b === 8,
  'a sum of 10': (a, b) => a + b === 10,
  'a doublet (the same number on both)': (a, b) => a === b,
  'a sum of at most 4': (a, b) => a + b <= 4,
  'a sum greater than 9': (a, b) => a + b >= 10,
  'a product of 6': (a, b) => a * b === 6,
  'a sum of 12': (a, b) => a + b === 12,
};

function isPrime(x: number): boolean {
  if (x < 2) return false;
  for (let d = 2; d * d <= x; d++) if (x % d === 0) return false;
  return true;
}

export const CLASS_10: Record<string, Checker> = {
  'math-10-similar-triangles': (p) => {
    const { ad, db, ae, ab, bc, pq, per1, per2, ef, a1, a2, side1 } = p as Nums;
    switch (p.form) {
      case 'bpt':
        return cm((ae * db) / ad);
      case 'side':
        return cm((bc * pq) / ab);
      case 'perimeter':
        return cm((ab * per2) / per1);
      case 'area-ratio': {
        const g = gcd(bc * bc, ef * ef);
        return `${(bc * bc) / g} : ${(ef * ef) / g}`;
      }
      default: {
        const [top, bottom] = reduce([a2, a1]);
        return cm((side1 * isqrt(top)) / isqrt(bottom));
      }
    }
  },
  'math-10-distance-and-section-formulae': (p) => {
    const { x1, y1, x2, y2, m: mm, n, mx, my, a, b } = p as Nums;
    switch (p.form) {
      case 'distance': {
        const d = isqrt((x2 - x1) ** 2 + (y2 - y1) ** 2);
        return `${d} unit${d === 1 ? '' : 's'}`;
      }
      case 'midpoint':
        return point((x1 + x2) / 2, (y1 + y2) / 2);
      case 'section':
        return point(x1 + ((x2 - x1) * mm) / (mm + n), y1 + ((y2 - y1) * mm) / (mm + n));
      case 'endpoint':
        return point(mx + (mx - x1), my + (my - y1));
      default: {
        // A(x1, −a) to B(x2, b): the crossing point is a/(a + b) of the way from A.
        const [u, v] = reduce([a, b]);
        return `${u} : ${v}`;
      }
    }
  },
  'math-10-heights-and-distances': (p) => {
    const { angle, d, h } = p as Nums;
    // tan as q·√3 (or 1): 30° → √3/3, 45° → 1, 60° → √3.
    const tanRoot: Record<number, [Frac, number]> = { 30: [[1, 3], 3], 45: [[1, 1], 1], 60: [[1, 1], 3] };
    const cotRoot: Record<number, [Frac, number]> = { 30: [[1, 1], 3], 45: [[1, 1], 1], 60: [[1, 3], 3] };
    if (p.form === 'height') {
      const [q, r] = tanRoot[angle] ?? [[0, 1], 1];
      return rootMetres(mul(q, [d, 1]), r);
    }
    if (p.form === 'depression') {
      const [q, r] = cotRoot[angle] ?? [[0, 1], 1];
      return rootMetres(mul(q, [h, 1]), r);
    }
    if (p.form === 'ladder') {
      // 1/sin: 30° → 2, 45° → √2, 60° → 2√3/3.
      const cosec: Record<number, [Frac, number]> = { 30: [[2, 1], 1], 45: [[1, 1], 2], 60: [[2, 3], 3] };
      const [q, r] = cosec[angle] ?? [[0, 1], 1];
      return rootMetres(mul(q, [h, 1]), r);
    }
    // From x√3 = (x + d)/√3: x = d/2, and the height is x√3.
    return p.ask === 'height' ? rootMetres([d, 2], 3) : m(d / 2);
  },
  'math-10-tangents-to-a-circle': (p) => {
    const { r, d, t, x, y, big, ab, bc, cd } = p as Nums;
    switch (p.form) {
      case 'tangent':
        return cm(isqrt(d * d - r * r));
      case 'radius':
        return cm(isqrt(d * d - t * t));
      case 'centre':
      case 'apex':
        return deg(360 - 180 - x);
      case 'chord':
        return deg((180 - y) / 2);
      case 'concentric':
        return cm(2 * isqrt(big * big - r * r));
      default:
        return cm(ab + cd - bc);
    }
  },
  'math-10-areas-related-to-circles': (p) => {
    const { r, theta, minutes, big } = p as Nums;
    switch (p.form) {
      case 'sector':
        return area(timesPi(r * r * theta, 360));
      case 'clock':
        return area(timesPi(r * r * minutes, 60));
      case 'arc':
        return `${tf(timesPi(2 * r * theta, 360))} cm`;
      case 'ring':
        return area(timesPi(big * big - r * r), 'm');
      default: {
        const [sn, sd] = timesPi(r * r, 4);
        return area(reduce([sn * 2 - r * r * sd, 2 * sd]));
      }
    }
  },
  'math-10-combinations-of-solids': (p) => {
    const { r, h, height, big, small, cyl } = p as Nums;
    const l = (): number => isqrt(r * r + h * h);
    switch (p.form) {
      case 'capsule':
        return volume(timesPi(3 * r * r * h + 4 * r ** 3, 3));
      case 'toy':
        return volume(timesPi(r * r * h + 2 * r ** 3, 3));
      case 'toy-area':
        return area(timesPi(r * l() + 2 * r * r));
      case 'tent':
        return area(timesPi(2 * r * height + r * l()));
      case 'count':
        return num(Math.round((big / small) ** 3));
      default:
        return `${tf([4 * r ** 3, 3 * cyl * cyl])} cm`;
    }
  },
  'math-10-grouped-data': (p) => {
    const f = p.f as number[];
    const { start } = p as Nums;
    const lower = (i: number): number => start + 10 * i;
    if (p.form === 'mean')
      return hundredths(f.reduce((s, x, i) => s + x * (lower(i) + 5), 0) / f.reduce((s, x) => s + x, 0));
    let best = 0;
    f.forEach((x, i) => {
      if (x > (f[best] ?? 0)) best = i;
    });
    if (p.form === 'modal-class') return `${lower(best)}–${lower(best) + 10}`;
    if (p.form === 'mode') {
      const [f0 = 0, f1 = 0, f2 = 0] = [f[best - 1], f[best], f[best + 1]];
      return hundredths(lower(best) + ((f1 - f0) / (2 * f1 - f0 - f2)) * 10);
    }
    const n = f.reduce((s, x) => s + x, 0);
    let cf = 0;
    for (let i = 0; i < f.length; i++) {
      const fi = f[i] ?? 0;
      if (cf + fi >= n / 2) return hundredths(lower(i) + ((n / 2 - cf) / fi) * 10);
      cf += fi;
    }
    throw new Error('no median class');
  },
  'math-10-probability-of-events': (p) => {
    if (p.form === 'card') {
      const test = CARD_TESTS[p.event as string];
      if (!test) throw new Error('unknown card event');
      const count = CARDS.filter(test).length;
      return tf([p.not ? 52 - count : count, 52]);
    }
    if (p.form === 'dice') {
      const test = DICE_TESTS[p.event as string];
      if (!test) throw new Error('unknown dice event');
      let count = 0;
      for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (test(a, b)) count++;
      return tf([count, 36]);
    }
    const { n, k } = p as Nums;
    const tests: Record<string, (x: number) => boolean> = {
      square: (x) => isqrt_(x),
      prime: isPrime,
      multiple: (x) => x % k === 0,
      'two-digit-odd': (x) => x > 9 && x < 100 && x % 2 === 1,
    };
    const test = tests[p.kind as string];
    if (!test) throw new Error('unknown kind');
    let count = 0;
    for (let x = 1; x <= n; x++) if (test(x)) count++;
    return tf([count, n]);
  },
};

function isqrt_(x: number): boolean {
  for (let r = 1; r * r <= x; r++) if (r * r === x) return true;
  return false;
}
