// Figures for the class 2 chapters (issue 14): capital letters drawn with straight lines, flat shapes and tally marks.
import { figure, line, polygon } from './svg.ts';
import type { Point } from './svg.ts';
import type { Figure } from './types.ts';

/** Strokes of capital letters in a unit box (x to the right, y down), as a child draws them with a ruler. */
export const LETTER_STROKES: Readonly<
  Record<string, readonly (readonly [number, number, number, number])[]>
> = {
  E: [
    [0, 0, 0, 1],
    [0, 0, 1, 0],
    [0, 0.5, 0.8, 0.5],
    [0, 1, 1, 1],
  ],
  F: [
    [0, 0, 0, 1],
    [0, 0, 1, 0],
    [0, 0.5, 0.8, 0.5],
  ],
  H: [
    [0, 0, 0, 1],
    [1, 0, 1, 1],
    [0, 0.5, 1, 0.5],
  ],
  L: [
    [0, 0, 0, 1],
    [0, 1, 1, 1],
  ],
  T: [
    [0, 0, 1, 0],
    [0.5, 0, 0.5, 1],
  ],
  A: [
    [0, 1, 0.5, 0],
    [0.5, 0, 1, 1],
    [0.25, 0.5, 0.75, 0.5],
  ],
  K: [
    [0, 0, 0, 1],
    [1, 0, 0, 0.5],
    [0, 0.5, 1, 1],
  ],
  M: [
    [0, 1, 0, 0],
    [0, 0, 0.5, 0.6],
    [0.5, 0.6, 1, 0],
    [1, 0, 1, 1],
  ],
  N: [
    [0, 1, 0, 0],
    [0, 0, 1, 1],
    [1, 1, 1, 0],
  ],
  V: [
    [0, 0, 0.5, 1],
    [0.5, 1, 1, 0],
  ],
  W: [
    [0, 0, 0.25, 1],
    [0.25, 1, 0.5, 0.3],
    [0.5, 0.3, 0.75, 1],
    [0.75, 1, 1, 0],
  ],
  X: [
    [0, 0, 1, 1],
    [1, 0, 0, 1],
  ],
  Y: [
    [0, 0, 0.5, 0.5],
    [1, 0, 0.5, 0.5],
    [0.5, 0.5, 0.5, 1],
  ],
  Z: [
    [0, 0, 1, 0],
    [1, 0, 0, 1],
    [0, 1, 1, 1],
  ],
};

export function letterFigure(letter: string): Figure {
  const strokes = LETTER_STROKES[letter] ?? [];
  const [x0, y0, w, h] = [20, 15, 70, 90];
  const parts = strokes.map(([a, b, c, d]) =>
    line(x0 + a * w, y0 + b * h, x0 + c * w, y0 + d * h, { width: 5 }),
  );
  return figure(
    110,
    120,
    parts,
    `The capital letter ${letter}, drawn with straight lines as in a printed book.`,
  );
}

export const SHAPES: Readonly<Record<string, { readonly points: readonly Point[]; readonly alt: string }>> = {
  triangle: {
    points: [
      [60, 10],
      [110, 100],
      [10, 100],
    ],
    alt: 'a triangle',
  },
  square: {
    points: [
      [20, 15],
      [105, 15],
      [105, 100],
      [20, 100],
    ],
    alt: 'a square',
  },
  rectangle: {
    points: [
      [10, 30],
      [150, 30],
      [150, 95],
      [10, 95],
    ],
    alt: 'a rectangle, longer than it is tall',
  },
  pentagon: {
    points: [
      [60, 10],
      [110, 50],
      [110, 100],
      [10, 100],
      [10, 50],
    ],
    alt: 'a house shape: a square with a triangle roof on top, drawn as one outline',
  },
  hexagon: {
    points: [
      [40, 12],
      [100, 12],
      [130, 60],
      [100, 108],
      [40, 108],
      [10, 60],
    ],
    alt: 'a hexagon, like one cell of a honeycomb',
  },
};

export function shapeFigure(shape: string): Figure {
  const s = SHAPES[shape];
  if (!s) throw new Error(`no shape ${shape}`);
  const width = Math.max(...s.points.map(([x]) => x)) + 10;
  return figure(width, 115, [polygon(s.points, { width: 3 })], `A flat shape cut out of paper: ${s.alt}.`);
}

/** Tally marks: bundles of five (four standing lines crossed by a fifth), then the single lines left over. */
export function tallyFigure(count: number): Figure {
  const parts: string[] = [];
  const fives = Math.floor(count / 5);
  let x = 12;
  for (let g = 0; g < fives; g++) {
    for (let i = 0; i < 4; i++) parts.push(line(x + i * 10, 15, x + i * 10, 65, { width: 3 }));
    parts.push(line(x - 6, 55, x + 36, 25, { width: 3 }));
    x += 58;
  }
  for (let i = 0; i < count % 5; i++) parts.push(line(x + i * 10, 15, x + i * 10, 65, { width: 3 }));
  const width = x + (count % 5) * 10 + 10;
  const rest = count % 5;
  const alt = `Tally marks: ${fives} bundle${fives === 1 ? '' : 's'} of five (four standing lines crossed by a fifth)${rest ? ` and ${rest} more single line${rest === 1 ? '' : 's'}` : ''}.`;
  return figure(width, 80, parts, alt);
}
