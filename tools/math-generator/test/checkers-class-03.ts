// Independent answer checkers for the class 3 skills added for issue 14 (the first ones are in the band files).
import type { Checker } from './checkers.ts';
/** The numbers a generator chose, by name. */
type Nums = Readonly<
  Record<
    | 'groups'
    | 'loose'
    | 'n'
    | 't'
    | 'o'
    | 'start'
    | 'target'
    | 'step'
    | 'gap'
    | 'total'
    | 'shown'
    | 'a'
    | 'b'
    | 'gave'
    | 'left'
    | 's'
    | 'k'
    | 'from'
    | 'to'
    | 'span'
    | 'spans'
    | 'longCm'
    | 'shortCm'
    | 'piece'
    | 'metres'
    | 'pieces'
    | 'c'
    | 'r'
    | 'size',
    number
  >
>;
import { num, words } from './support.ts';

const letters = (n: number): number => words(n).replace(/[^a-z]/gu, '').length;
const title = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const metresAndCm = (cm: number): string => {
  const m = Math.trunc(cm / 100);
  const rest = cm - 100 * m;
  if (m === 0) return `${rest} cm`;
  return rest === 0 ? `${m} m` : `${m} m ${rest} cm`;
};

/** Lines of symmetry of capital letters in a plain upright font: [standing, sleeping]. */
const LETTER_LINES: Record<string, [boolean, boolean]> = {
  A: [true, false],
  H: [true, true],
  I: [true, true],
  M: [true, false],
  O: [true, true],
  T: [true, false],
  U: [true, false],
  V: [true, false],
  W: [true, false],
  X: [true, true],
  Y: [true, false],
  B: [false, true],
  C: [false, true],
  D: [false, true],
  E: [false, true],
  K: [false, true],
  F: [false, false],
  G: [false, false],
  J: [false, false],
  L: [false, false],
  N: [false, false],
  P: [false, false],
  R: [false, false],
  S: [false, false],
  Z: [false, false],
};

const SOLID_OF: Record<string, string> = {
  'a dice': 'Cube',
  'a gift box with all its edges equal': 'Cube',
  'a brick': 'Cuboid',
  'a matchbox': 'Cuboid',
  'a lunch box': 'Cuboid',
  'a birthday cap': 'Cone',
  'a clown’s hat': 'Cone',
  'a laddoo': 'Sphere',
  'a football': 'Sphere',
  'a candle': 'Cylinder',
  'a drum': 'Cylinder',
  'a pipe': 'Cylinder',
};

function onlyOption(options: readonly string[], test: (o: string) => boolean): string {
  const hits = options.filter(test);
  if (hits.length !== 1) throw new Error(`expected one matching option in ${options.join(', ')}`);
  return hits[0] ?? '';
}

export const CLASS_03: Record<string, Checker> = {
  'math-3-halves-and-quarters': (p) => {
    const { n } = p as Nums;
    const shares = { half: [1, 2], quarter: [1, 4], 'three-quarters': [3, 4] }[p.form as string] ?? [NaN, 1];
    const [take = NaN, parts = 1] = shares;
    return num((n / parts) * take);
  },
  'math-3-tally-marks-and-number-names': (p) => {
    const { groups, loose, n } = p as Nums;
    if (p.form === 'read') return num(5 * groups + loose);
    if (p.form === 'back') return num((p.out as number) - (p.left as number));
    if (p.form === 'letters') return num(letters(n));
    const nums = p.nums as number[];
    const sizes = nums.map(letters);
    const best = p.form === 'longest' ? Math.max(...sizes) : Math.min(...sizes);
    return num(nums[sizes.indexOf(best)] ?? NaN);
  },
  'math-3-solid-shapes': (p, q) => {
    if (p.form === 'object') return SOLID_OF[p.thing as string] ?? '';
    if (p.form === 'count') {
      const table: Record<string, [number, number, number]> = {
        cube: [6, 8, 12],
        cuboid: [6, 8, 12],
        cylinder: [2, 0, 2],
        cone: [1, 1, 1],
      };
      const [faces, corners, edges] = table[p.solid as string] ?? [NaN, NaN, NaN];
      return num((p as Nums).n * (p.part === 'faces' ? faces : p.part === 'corners' ? corners : edges));
    }
    if (p.form === 'faces')
      return num(6 * (p.a as number) + (p.other === 'cylinder' ? 2 : 1) * (p.b as number));
    const text = p.property as string;
    if (text.includes('not all squares') || text.includes('8 corners')) return 'Cuboid';
    if (text.includes('all squares')) return 'Cube';
    if (text.includes('no flat face')) return 'Sphere';
    if (text.includes('pointed corner')) return 'Cone';
    return onlyOption(q.options, (o) => o === 'Cylinder');
  },
  'math-3-numbers-up-to-200': (p) => {
    const { t, o, start, target, n, step, gap } = p as Nums;
    if (p.form === 'bundles') return num(100 + 10 * t + o);
    if (p.form === 'more' && p.target !== undefined) return num(target - start);
    if (p.form === 'more') return num(n + 10);
    if (p.form === 'less') return num(n - 10);
    return num(p.form === 'on' ? start + gap * step : start - gap * step);
  },
  'math-3-adding-and-subtracting-within-100': (p) => {
    const { total, shown, a, b, gave, left } = p as Nums;
    if (p.form === 'hidden') return num(total - shown);
    if (p.form === 'start') return num(gave + left);
    if (p.form === 'join' || p.form === 'add') return num(a + b);
    return num(a - b);
  },
  'math-3-flat-shapes': (p) => {
    const { t, s, k } = p as Nums;
    if (p.shape !== undefined) {
      const table: Record<string, [number, number]> = {
        triangle: [3, 3],
        square: [4, 4],
        rectangle: [4, 4],
        circle: [0, 0],
        semicircle: [1, 2],
      };
      const [sides, corners] = table[p.shape as string] ?? [NaN, NaN];
      return num(p.form === 'sides' ? sides : corners);
    }
    if (p.form === 'sides' || p.form === 'corners') return num(3 * t + 4 * s);
    // Every run of neighbouring parts (fan, strip) or every square block of the grid is one shape.
    let shapes = 0;
    if (p.form === 'grid') for (let size = 1; size <= k; size++) shapes += (k - size + 1) ** 2;
    else for (let first = 0; first < k; first++) for (let last = first; last < k; last++) shapes++;
    return num(shapes);
  },
  'math-3-number-neighbours': (p) => {
    const { n, target } = p as Nums;
    const between = (size: number): string => {
      const low = n - (n % size);
      return `${num(low)} and ${num(low + size)}`;
    };
    if (p.form === 'hundreds') return between(100);
    if (p.form === 'tens') return between(10);
    if (p.form === 'fifties') return between(50);
    if (p.form === 'jump') return num(target - n);
    const [h, t, o] = String(n).split('').map(Number);
    return `${(h ?? 0) - 1} hundreds + ${(t ?? 0) + 10} tens + ${o} ones`;
  },
  'math-3-measuring-length': (p) => {
    const { from, to, span, spans, longCm, shortCm, piece, metres, pieces } = p as Nums;
    if (p.form === 'ruler') return `${to - from} cm`;
    if (p.form === 'spans') return `${span * spans} cm`;
    if (p.form === 'longer') return `${longCm - shortCm} cm`;
    if (p.form === 'strings') return num((100 * metres) / piece);
    return metresAndCm(piece * pieces);
  },
  'math-3-symmetry': (p, q) => {
    if (p.form === 'standing') return onlyOption(q.options, (o) => LETTER_LINES[o]?.[0] === true);
    if (p.form === 'none') return onlyOption(q.options, (o) => LETTER_LINES[o]?.join() === 'false,false');
    const { c, r, size, k } = p as Nums;
    if (p.form === 'grid') return `Column ${8 + 1 - c}, row ${r}`;
    if (p.form === 'partner') return num(size - k + 1);
    const left = p.left as string[];
    const mala = [...left, ...(p.middle ? [p.middle as string] : []), ...[...left].reverse()];
    if (mala.length !== size) throw new Error('mala of the wrong size');
    return title(mala[k - 1] ?? '');
  },
};
