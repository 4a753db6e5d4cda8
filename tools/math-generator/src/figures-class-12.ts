// Figures for class 12: a region between a parabola and a line, and the feasible region of a linear programme.
import { dot, figure, label, plane, polygon, polyline } from './svg.ts';
import type { Point } from './svg.ts';
import type { Figure } from './types.ts';

/** The region between y = x² and y = kx, shaded, on a grid scaled to fit about 300 px. */
export function parabolaLine(k: number): Figure {
  const top = k * k;
  const yMax = top + 1;
  const unitY = Math.min(30, 240 / yMax);
  const unitX = Math.min(40, 240 / (k + 1));
  const X = (x: number): number => 30 + (x + 1) * unitX;
  const Y = (y: number): number => 20 + (yMax - y) * unitY;
  const parts: string[] = [];
  const width = X(k + 1) + 20;
  const height = Y(-1) + 10;
  parts.push(
    polyline(
      [
        [X(-1), Y(0)],
        [X(k + 1), Y(0)],
      ],
      { width: 1.5 },
    ),
  );
  parts.push(
    polyline(
      [
        [X(0), Y(-1)],
        [X(0), Y(yMax)],
      ],
      { width: 1.5 },
    ),
  );
  const curve: Point[] = [];
  const upTo = Math.min(k + 1, Math.sqrt(yMax));
  for (let i = 0; i <= 40; i++) {
    const x = -1 + ((upTo + 1) * i) / 40;
    curve.push([X(x), Y(x * x)]);
  }
  const region: Point[] = [];
  for (let i = 0; i <= 30; i++) region.push([X((k * i) / 30), Y(((k * i) / 30) ** 2)]);
  parts.push(
    polygon(region, { fill: 'currentColor', width: 0.5 }).replace(
      'fill="currentColor"',
      'fill="currentColor" fill-opacity="0.2"',
    ),
  );
  parts.push(polyline(curve));
  const lineEnd = Math.min(k + 1, yMax / k);
  parts.push(
    polyline([
      [X(-1 / k), Y(-1)],
      [X(lineEnd), Y(lineEnd * k)],
    ]),
  );
  parts.push(dot(X(0), Y(0)), dot(X(k), Y(top)));
  parts.push(label(X(0) - 10, Y(0) + 12, 'O', { size: 12 }));
  parts.push(label(X(k) + 6, Y(top) - 10, `(${k}, ${top})`, { size: 12, anchor: 'start' }));
  parts.push(label(X(k + 1) + 8, Y(0) - 8, 'x', { italic: true, size: 14 }));
  parts.push(label(X(0) + 10, Y(yMax) + 4, 'y', { italic: true, size: 14 }));
  return figure(
    width,
    height,
    parts,
    `The parabola y = x squared and the straight line y = ${k === 1 ? '' : k}x drawn on the same axes; they meet at the origin and at (${k}, ${top}), and the region between them, from x = 0 to x = ${k}, is shaded.`,
  );
}

/** A feasible region (a convex polygon with its corners marked) on a coordinate grid. */
export function feasibleRegion(corners: readonly Point[], alt: string): Figure {
  const xMax = Math.max(...corners.map(([x]) => x)) + 1;
  const yMax = Math.max(...corners.map(([, y]) => y)) + 1;
  const unit = Math.min(28, 260 / Math.max(xMax, yMax));
  const p = plane(0, xMax, 0, yMax, unit, xMax > 10 || yMax > 10 ? 2 : 1);
  const parts = [...p.parts];
  const pts: Point[] = corners.map(([x, y]) => [p.x(x), p.y(y)]);
  parts.push(
    polygon(pts, { fill: 'currentColor', width: 2 }).replace(
      'fill="currentColor"',
      'fill="currentColor" fill-opacity="0.2"',
    ),
  );
  for (const [x, y] of corners) {
    parts.push(dot(p.x(x), p.y(y)));
    if (x !== 0 || y !== 0)
      parts.push(label(p.x(x) + 6, p.y(y) - 10, `(${x}, ${y})`, { size: 11, anchor: 'start' }));
  }
  return figure(p.width + 40, p.height, parts, alt);
}
