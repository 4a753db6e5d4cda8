// Independent answer checkers for the class 4 skills added for issue 14 (the first ones are in the band files).
import type { Checker } from './checkers.ts';
import { num, rs } from './support.ts';

/** The numbers a generator chose, by name. */
type Nums = Readonly<
  Record<
    | 'n'
    | 'r'
    | 'd'
    | 'cubes'
    | 'cylinders'
    | 'cones'
    | 'cols'
    | 'start'
    | 'step'
    | 'k'
    | 'pa'
    | 'pb'
    | 'ka'
    | 'kb'
    | 'note'
    | 'spent'
    | 'rows'
    | 'a'
    | 'b'
    | 'children'
    | 'per'
    | 'packets'
    | 'size'
    | 'loose'
    | 'm'
    | 'c'
    | 'big'
    | 'small',
    number
  >
>;

/** [flat faces, edges, corners] of each block. */
const SOLID: Record<string, readonly [number, number, number]> = {
  cube: [6, 12, 8],
  cuboid: [6, 12, 8],
  cylinder: [2, 2, 0],
  cone: [1, 1, 1],
};
const partIndex = (part: unknown): number => (part === 'faces' ? 0 : part === 'edges' ? 1 : 2);

/** Lines of symmetry, counted by folding. */
const LINES: Record<string, number> = {
  square: 4,
  'rectangle that is not a square': 2,
  'equilateral triangle (all sides equal)': 3,
  'isosceles triangle (exactly two sides equal)': 1,
  'triangle with all three sides of different lengths': 0,
  'regular hexagon': 6,
  'regular pentagon': 5,
  'parallelogram that is not a rectangle': 0,
  semicircle: 1,
};

const VIEW: Record<string, string> = {
  'top:a tin can standing on a table': 'Circle',
  'front:a tin can standing on a table': 'Rectangle',
  'top:a birthday cap standing on its round base': 'Circle',
  'front:a birthday cap standing on its round base': 'Triangle',
  'top:a dice': 'Square',
  'top:a brick lying flat': 'Rectangle',
  'front:a ball': 'Circle',
  'top:a pipe lying on its side': 'Rectangle',
  'front:a tent shaped like a cone': 'Triangle',
  'top:a drum standing on the floor': 'Circle',
};

export const CLASS_04: Record<string, Checker> = {
  'math-4-shapes-around-us': (p) => {
    const { n, r, d, cubes, cylinders, cones } = p as Nums;
    if (p.form === 'diameter') return `${r + r} cm`;
    if (p.form === 'radius') return `${d / 2} cm`;
    const i = partIndex(p.form);
    if (p.block !== undefined) return num(n * (SOLID[p.block as string]?.[i] ?? NaN));
    const of = (s: string): number => SOLID[s]?.[i] ?? NaN;
    return num(cubes * of('cube') + cylinders * of('cylinder') + cones * of('cone'));
  },
  'math-4-views-and-stacks': (p) => {
    if (p.form === 'top' || p.form === 'front') {
      if (p.thing !== undefined) return VIEW[`${p.form}:${p.thing as string}`] ?? '';
    }
    const h = p.heights as number[];
    const { cols } = p as Nums;
    if (p.form === 'total') return num(h.reduce((s, x) => s + x, 0));
    // From the front each column shows as many squares as its tallest stack.
    let seen = 0;
    for (let c = 0; c < cols; c++) seen += Math.max(...h.filter((_, i) => i % cols === c));
    return num(seen);
  },
  'math-4-patterns': (p) => {
    const { start, step, k, n } = p as Nums;
    if (p.form === 'add') return num(start + 4 * step);
    if (p.form === 'subtract') return num(start - 4 * step);
    if (p.form === 'double') return num(start * 16);
    if (p.form === 'repeat') {
      const unit = p.unit as string[];
      const shape = unit[(k - 1) % unit.length] ?? '';
      return shape.charAt(0).toUpperCase() + shape.slice(1);
    }
    // Count every stick of the row: each shape has its own sticks, minus the ones shared with a neighbour.
    const sides = p.form === 'squares' ? 4 : 3;
    return num(n * sides - (n - 1));
  },
  'math-4-money-and-shopping': (p) => {
    const { pa, pb, ka, kb, note, spent } = p as Nums;
    if (p.form === 'bill') return rs(pa + pb);
    if (p.form === 'change') return rs(note - spent);
    return rs(ka * pa + kb * pb);
  },
  'math-4-equal-groups': (p) => {
    const { rows, cols, a, b, children, per, packets, size, loose } = p as Nums;
    if (p.form === 'array') return num(rows * cols);
    if (p.form === 'split') return num(a * b);
    if (p.form === 'groups') return num(children / per);
    return num(packets * size + loose);
  },
  'math-4-symmetry': (p) => {
    if (p.form === 'shape') return num(LINES[p.shape as string] ?? NaN);
    const { c, r, m } = p as Nums;
    if (p.form === 'grid') return `Column ${c}, row ${6 + 1 - r}`;
    // Colour the first m mirror images, then count the coloured squares whose mirror image is still white.
    const cells = p.cells as number[];
    const coloured = new Set<string>();
    for (let i = 0; i < cells.length; i += 2) coloured.add(`${cells[i]},${cells[i + 1]}`);
    for (let i = 0; i < 2 * m; i += 2) coloured.add(`${9 - (cells[i] ?? 0)},${cells[i + 1]}`);
    let missing = 0;
    for (const key of coloured) {
      const [col = 0, row = 0] = key.split(',').map(Number);
      if (!coloured.has(`${9 - col},${row}`)) missing++;
    }
    return num(missing);
  },
  'math-4-data-handling': (p) => {
    const values = p.values as number[];
    const { big, small } = p as Nums;
    if (p.form === 'total') return num(values.reduce((s, v) => s + v, 0));
    if (p.form === 'more') return num((values[big] ?? 0) - (values[small] ?? 0));
    const labels = p.labels as string[];
    const target = p.form === 'most' ? Math.max(...values) : Math.min(...values);
    return labels[values.indexOf(target)] ?? '';
  },
};
