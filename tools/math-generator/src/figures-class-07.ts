// Figures for class 7 (Ganita Prakash 7): lines crossing, parallel lines cut by a transversal, drawn with svg.ts.
import { angleArc, figure, label, line } from './svg.ts';
import type { Point } from './svg.ts';
import type { Figure } from './types.ts';

/** The four angles at a crossing: above or below the horizontal line, left or right of the slanting one. */
export type Region = 'tr' | 'tl' | 'bl' | 'br';

const rad = (d: number): number => (d * Math.PI) / 180;

/** The screen direction (degrees, y down) of the rays that bound each region, for a slant of `theta`. */
function rays(theta: number): Record<Region, readonly [number, number]> {
  return {
    tr: [0, -theta],
    tl: [-theta, -180],
    bl: [180, 180 - theta],
    br: [180 - theta, 360],
  };
}

const along = (p: Point, deg: number, r: number): Point => [
  p[0] + r * Math.cos(rad(deg)),
  p[1] + r * Math.sin(rad(deg)),
];

/** An arc and a label in one region at the crossing point p. */
export function mark(p: Point, theta: number, region: Region, text: string): string[] {
  const [a, b] = rays(theta)[region];
  const bisector = (a + b) / 2;
  return [
    angleArc(p, along(p, a, 40), along(p, b, 40), 18),
    label(...along(p, bisector, 36), text, { size: 14, italic: text === 'x' || text === 'y' }),
  ];
}

/** The value of the angle in a region, for a slant of `theta` (the acute angle with the horizontal line). */
export function regionAngle(theta: number, region: Region): number {
  return region === 'tr' || region === 'bl' ? theta : 180 - theta;
}

/** Two lines crossing at one point; the marks say which angles are given. */
export function crossingFigure(theta: number, marks: readonly [Region, string][], alt: string): Figure {
  const p: Point = [150, 100];
  const parts = [line(20, 100, 280, 100), line(...along(p, 180 - theta, 110), ...along(p, -theta, 110))];
  for (const [region, text] of marks) parts.push(...mark(p, theta, region, text));
  return figure(300, 200, parts, alt);
}

/** Two parallel lines (arrows marked) cut by a transversal; marks at the upper (u) and lower (l) crossing. */
export function transversalFigure(
  theta: number,
  marks: readonly ['u' | 'l', Region, string][],
  alt: string,
): Figure {
  const yu = 70;
  const yl = 170;
  const xl = 130;
  const xu = xl + (yl - yu) / Math.tan(rad(theta));
  const u: Point = [xu, yu];
  const l: Point = [xl, yl];
  const parts = [
    line(20, yu, 320, yu),
    line(20, yl, 320, yl),
    line(...along(l, 180 - theta, 40), ...along(u, -theta, 40)),
    // The arrowheads that mark the two lines as parallel.
    line(290, yu - 6, 298, yu),
    line(290, yu + 6, 298, yu),
    line(290, yl - 6, 298, yl),
    line(290, yl + 6, 298, yl),
    label(330, yu, 'l', { italic: true, size: 14 }),
    label(330, yl, 'm', { italic: true, size: 14 }),
  ];
  for (const [where, region, text] of marks) parts.push(...mark(where === 'u' ? u : l, theta, region, text));
  return figure(345, 230, parts, alt);
}
