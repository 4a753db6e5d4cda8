// Figures for classes 5 and 6 (Maths Mela, Ganita Prakash), drawn with the primitives of svg.ts.
import { barChart, barChartWidth, circle, dot, figure, label, line, polygon, rect } from './svg.ts';
import type { Bar, Point } from './svg.ts';
import type { Figure } from './types.ts';

/** A bar graph with its values in the alt text, so a student who cannot see the bars can still answer. */
export function barGraph(bars: readonly Bar[], step: number, axisTitle: string, what: string): Figure {
  const values = bars.map((b) => `${b.label} ${b.value}`).join(', ');
  return figure(
    barChartWidth(bars.length),
    240,
    barChart(bars, step, axisTitle),
    `A bar graph of ${what}, its scale marked every ${step}. The bars show: ${values}.`,
  );
}

export interface Place {
  readonly name: string;
  readonly col: number;
  readonly row: number;
}

/**
 * A map drawn as a grid of roads (size × size crossings), North up, with places on crossings. Columns count from
 * the West edge and rows from the South edge, from 1, as the alt text says.
 */
export function gridMap(size: number, places: readonly Place[]): Figure {
  const unit = 34;
  const pad = 24;
  const w = (size - 1) * unit + 2 * pad + 40;
  const h = (size - 1) * unit + 2 * pad + 10;
  const x = (c: number): number => pad + (c - 1) * unit;
  const y = (r: number): number => pad + 10 + (size - r) * unit;
  const parts: string[] = [];
  for (let i = 1; i <= size; i++) {
    parts.push(line(x(i), y(1), x(i), y(size), { width: 0.75 }));
    parts.push(line(x(1), y(i), x(size), y(i), { width: 0.75 }));
  }
  const nx = x(size) + 26;
  parts.push(line(nx, pad + 30, nx, pad + 6, { width: 1.5 }));
  parts.push(line(nx, pad + 6, nx - 5, pad + 13, { width: 1.5 }));
  parts.push(line(nx, pad + 6, nx + 5, pad + 13, { width: 1.5 }));
  parts.push(label(nx, pad - 4, 'N', { size: 13 }));
  for (const p of places) {
    parts.push(dot(x(p.col), y(p.row), 4.5));
    parts.push(label(x(p.col) + 4, y(p.row) - 11, p.name, { size: 11, anchor: 'start' }));
  }
  const where = places.map((p) => `${p.name} at column ${p.col}, row ${p.row}`).join('; ');
  return figure(
    w,
    h,
    parts,
    `A map of ${size} by ${size} road crossings, North at the top. Counting columns from the West edge and rows from the South edge: ${where}.`,
  );
}

/** A square floor of n × n tiles with the tiles along its edge shaded. */
export function borderTiles(n: number, colour: string): Figure {
  const size = Math.min(22, Math.floor(260 / n));
  const pad = 10;
  const parts: string[] = [];
  // The grid as lines (small bytes); a shaded tile is filled inside its outline, so the tiles stay countable.
  for (let i = 0; i <= n; i++) {
    parts.push(line(pad, pad + i * size, pad + n * size, pad + i * size, { width: 1 }));
    parts.push(line(pad + i * size, pad, pad + i * size, pad + n * size, { width: 1 }));
  }
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++)
      if (r === 0 || c === 0 || r === n - 1 || c === n - 1)
        parts.push(
          rect(pad + c * size + 3, pad + r * size + 3, size - 6, size - 6, {
            fill: 'currentColor',
            width: 0,
          }),
        );
  const side = n * size + 2 * pad;
  return figure(
    side,
    side,
    parts,
    `A square floor of ${n} rows of ${n} tiles. Every tile along the four edges is shaded ${colour}; the tiles inside are plain.`,
  );
}

/** A rectangle ABCD (A at the bottom left, anticlockwise) with its diagonals meeting at O. */
export function rectangleDiagonals(alt: string): Figure {
  const [x0, y0, w, h] = [40, 30, 220, 130];
  const A: Point = [x0, y0 + h];
  const B: Point = [x0 + w, y0 + h];
  const C: Point = [x0 + w, y0];
  const D: Point = [x0, y0];
  const O: Point = [x0 + w / 2, y0 + h / 2];
  const parts = [
    polygon([A, B, C, D]),
    line(...A, ...C),
    line(...B, ...D),
    dot(...O, 3),
    label(A[0] - 12, A[1] + 10, 'A', { italic: true }),
    label(B[0] + 12, B[1] + 10, 'B', { italic: true }),
    label(C[0] + 12, C[1] - 10, 'C', { italic: true }),
    label(D[0] - 12, D[1] - 10, 'D', { italic: true }),
    label(O[0], O[1] + 18, 'O', { italic: true }),
  ];
  return figure(x0 * 2 + w, y0 * 2 + h, parts, alt);
}

/** Two circles touching at one point, from the outside or one inside the other, with their radii to that point. */
export function touchingCircles(r1: number, r2: number, inside: boolean, alt: string): Figure {
  const big = Math.max(r1, r2);
  const small = Math.min(r1, r2);
  const k = Math.min(12, 260 / (inside ? 2 * big : 2 * (r1 + r2)));
  const cy = big * k + 24;
  const parts: string[] = [];
  if (inside) {
    const A: Point = [20 + big * k, cy];
    const T: Point = [A[0] + big * k, cy];
    const B: Point = [T[0] - small * k, cy];
    parts.push(circle(A[0], cy, big * k, { width: 1.5 }), circle(B[0], cy, small * k, { width: 1.5 }));
    // The big radius goes down to the left, clear of the small circle; the small one runs to the touching point.
    const R: Point = [A[0] - big * k * Math.SQRT1_2, cy + big * k * Math.SQRT1_2];
    parts.push(line(...A, ...R, { width: 1.5 }), line(...B, ...T, { width: 1.5 }));
    parts.push(dot(...A), dot(...B), dot(...T, 2.5));
    parts.push(label((A[0] + R[0]) / 2 + 20, (A[1] + R[1]) / 2 + 2, `${big} cm`, { size: 13 }));
    parts.push(label((B[0] + T[0]) / 2, cy - 12, `${small} cm`, { size: 12 }));
    return figure(T[0] + 20, 2 * cy, parts, alt);
  }
  const A: Point = [20 + r1 * k, cy];
  const T: Point = [A[0] + r1 * k, cy];
  const B: Point = [T[0] + r2 * k, cy];
  parts.push(circle(A[0], cy, r1 * k, { width: 1.5 }), circle(B[0], cy, r2 * k, { width: 1.5 }));
  parts.push(line(...A, ...B, { width: 1.5 }), dot(...A), dot(...B), dot(...T, 2.5));
  parts.push(label((A[0] + T[0]) / 2, cy - 12, `${r1} cm`, { size: 13 }));
  parts.push(label((B[0] + T[0]) / 2, cy - 12, `${r2} cm`, { size: 13 }));
  return figure(B[0] + r2 * k + 20, 2 * cy, parts, alt);
}

export type StickShape = 'squares' | 'triangles' | 'hexagons' | 'pentagons';

/** The corners of a row of k shapes of side s joined side by side, y up from 0. */
function stickRow(shape: StickShape, k: number, s: number): Point[][] {
  const h = (s * Math.sqrt(3)) / 2;
  const out: Point[][] = [];
  for (let i = 0; i < k; i++) {
    if (shape === 'squares')
      out.push([
        [i * s, 0],
        [(i + 1) * s, 0],
        [(i + 1) * s, s],
        [i * s, s],
      ]);
    else if (shape === 'pentagons')
      out.push([
        [i * s, 0],
        [(i + 1) * s, 0],
        [(i + 1) * s, s],
        [(i + 0.5) * s, s + h],
        [i * s, s],
      ]);
    else if (shape === 'triangles') {
      const j = Math.floor(i / 2);
      out.push(
        i % 2 === 0
          ? [
              [j * s, 0],
              [(j + 1) * s, 0],
              [(j + 0.5) * s, h],
            ]
          : [
              [(j + 0.5) * s, h],
              [(j + 1.5) * s, h],
              [(j + 1) * s, 0],
            ],
      );
    } else {
      const cx = (i + 0.5) * 2 * h;
      out.push(
        Array.from({ length: 6 }, (_, m): Point => {
          const a = ((30 + 60 * m) * Math.PI) / 180;
          return [cx + s * Math.cos(a), s + s * Math.sin(a)];
        }),
      );
    }
  }
  return out;
}

/** One, two and three shapes made of matchsticks, side by side, with the number of sticks under each. */
export function stickPatterns(shape: StickShape, sticks: readonly [number, number, number]): Figure {
  const s = 26;
  const rows = [1, 2, 3].map((k) => stickRow(shape, k, s));
  const parts: string[] = [];
  let x = 16;
  const top = 16;
  const height =
    shape === 'hexagons'
      ? 2 * s
      : shape === 'pentagons'
        ? s + (s * Math.sqrt(3)) / 2
        : shape === 'squares'
          ? s
          : (s * Math.sqrt(3)) / 2;
  rows.forEach((row, r) => {
    const xs = row.flat().map((p) => p[0]);
    const w = Math.max(...xs) - Math.min(...xs);
    const x0 = Math.min(...xs);
    for (const poly of row)
      parts.push(
        polygon(
          poly.map(([px, py]): Point => [x + px - x0, top + height - py]),
          { width: 2.5 },
        ),
      );
    parts.push(label(x + w / 2, top + height + 18, `${sticks[r]} sticks`, { size: 12 }));
    x += w + 30;
  });
  const name = shape.slice(0, -1);
  return figure(
    x - 14,
    top + height + 34,
    parts,
    `Three matchstick pictures side by side: 1 ${name} made of ${sticks[0]} sticks; 2 ${shape} joined side by side, sharing a stick, made of ${sticks[1]} sticks; and 3 ${shape} in a row made of ${sticks[2]} sticks.`,
  );
}
