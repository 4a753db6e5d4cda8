// Figures for the class 10 questions (triangles, coordinates, heights, tangents, sectors), drawn with svg.ts.
// Sketches, not to scale: the alt text and the question carry every number the student needs.
import { onCircle } from './figures-class-09.ts';
import { angleArc, circle, dot, figure, label, line, n, path, plane, polygon, rightAngle } from './svg.ts';
import type { Point } from './svg.ts';
import type { Figure } from './types.ts';

const italic = { italic: true } as const;

/** Triangle ABC with D on AB and E on AC, DE parallel to BC. */
export function bptFigure(alt: string): Figure {
  const a: Point = [110, 20];
  const b: Point = [20, 180];
  const c: Point = [230, 180];
  const t = 0.45;
  const d: Point = [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
  const e: Point = [a[0] + (c[0] - a[0]) * t, a[1] + (c[1] - a[1]) * t];
  return figure(
    250,
    200,
    [
      polygon([a, b, c]),
      line(d[0], d[1], e[0], e[1]),
      label(a[0], a[1] - 10, 'A', italic),
      label(b[0] - 8, b[1] + 10, 'B', italic),
      label(c[0] + 8, c[1] + 10, 'C', italic),
      label(d[0] - 12, d[1], 'D', italic),
      label(e[0] + 12, e[1], 'E', italic),
    ],
    alt,
  );
}

/** Two points on a coordinate grid, joined. */
export function pointsFigure(p: Point, q: Point, names: readonly [string, string], alt: string): Figure {
  const xs = [0, p[0], q[0]];
  const ys = [0, p[1], q[1]];
  const g = plane(Math.min(...xs) - 1, Math.max(...xs) + 1, Math.min(...ys) - 1, Math.max(...ys) + 1, 18, 2);
  const at = (r: Point): Point => [g.x(r[0]), g.y(r[1])];
  const [p1, q1] = [at(p), at(q)];
  return figure(
    g.width,
    g.height,
    [
      ...g.parts,
      line(p1[0], p1[1], q1[0], q1[1]),
      dot(p1[0], p1[1]),
      dot(q1[0], q1[1]),
      label(p1[0] + 10, p1[1] - 10, names[0], italic),
      label(q1[0] + 10, q1[1] - 10, names[1], italic),
    ],
    alt,
  );
}

/** A tower (or lighthouse) BA standing at B, a point C on the ground, the angle at C marked. */
export function elevationFigure(alt: string, second = false): Figure {
  const a: Point = [220, 30];
  const b: Point = [220, 170];
  const c: Point = [30, 170];
  const d: Point = [130, 170];
  return figure(
    260,
    200,
    [
      line(10, 170, 245, 170, { width: 1 }),
      line(a[0], a[1], b[0], b[1], { width: 3 }),
      line(c[0], c[1], a[0], a[1], { dashed: true }),
      angleArc(c, b, a, 26),
      rightAngle(b, a, c, 10),
      ...(second ? [line(d[0], d[1], a[0], a[1], { dashed: true }), angleArc(d, b, a, 22)] : []),
      label(a[0] + 12, a[1], 'A', italic),
      label(b[0] + 12, b[1] + 10, 'B', italic),
      label(c[0], c[1] + 14, 'C', italic),
      ...(second ? [label(d[0], d[1] + 14, 'D', italic)] : []),
    ],
    alt,
  );
}

/** A circle with centre O, a point P outside it and the tangent PT, with OT ⟂ PT. */
export function tangentFigure(alt: string): Figure {
  const o: Point = [80, 100];
  const r = 55;
  const p: Point = [235, 100];
  // The tangent point from P: the angle at O between OP and OT has cosine r / OP.
  const theta = Math.acos(r / (p[0] - o[0]));
  const t: Point = [o[0] + r * Math.cos(theta), o[1] - r * Math.sin(theta)];
  return figure(
    260,
    190,
    [
      circle(o[0], o[1], r),
      line(o[0], o[1], t[0], t[1]),
      line(t[0], t[1], p[0], p[1]),
      line(o[0], o[1], p[0], p[1], { dashed: true }),
      rightAngle(t, o, p, 9),
      dot(o[0], o[1]),
      label(o[0] - 12, o[1] + 4, 'O', italic),
      label(t[0], t[1] - 12, 'T', italic),
      label(p[0] + 10, p[1], 'P', italic),
    ],
    alt,
  );
}

/** Two tangents PA and PB from P to a circle with centre O. */
export function twoTangentsFigure(alt: string): Figure {
  const o: Point = [80, 100];
  const r = 55;
  const p: Point = [240, 100];
  const theta = Math.acos(r / (p[0] - o[0]));
  const a: Point = [o[0] + r * Math.cos(theta), o[1] - r * Math.sin(theta)];
  const b: Point = [o[0] + r * Math.cos(theta), o[1] + r * Math.sin(theta)];
  return figure(
    265,
    200,
    [
      circle(o[0], o[1], r),
      line(p[0], p[1], a[0], a[1]),
      line(p[0], p[1], b[0], b[1]),
      line(o[0], o[1], a[0], a[1]),
      line(o[0], o[1], b[0], b[1]),
      rightAngle(a, o, p, 8),
      rightAngle(b, o, p, 8),
      angleArc(p, a, b, 24),
      dot(o[0], o[1]),
      label(o[0] - 12, o[1], 'O', italic),
      label(a[0], a[1] - 12, 'A', italic),
      label(b[0], b[1] + 14, 'B', italic),
      label(p[0] + 10, p[1], 'P', italic),
    ],
    alt,
  );
}

/** A sector OAB of a circle with angle `deg` at the centre (drawn thick), with the chord AB if asked. */
export function sectorFigure(deg: number, alt: string, chord = false): Figure {
  const o: Point = [120, 110];
  const r = 80;
  const start = 90 - deg / 2;
  const a = onCircle(start, o, r);
  const b = onCircle(start + deg, o, r);
  const large = deg > 180 ? 1 : 0;
  return figure(
    240,
    220,
    [
      circle(o[0], o[1], r, { width: 1, dashed: true }),
      path(
        `M ${n(o[0])} ${n(o[1])} L ${n(a[0])} ${n(a[1])} A ${r} ${r} 0 ${large} 0 ${n(b[0])} ${n(b[1])} Z`,
        { width: 2.5 },
      ),
      ...(chord ? [line(a[0], a[1], b[0], b[1])] : []),
      angleArc(o, a, b, 18),
      dot(o[0], o[1]),
      label(o[0], o[1] + 16, 'O', italic),
      label(a[0] + 10, a[1] - 6, 'A', italic),
      label(b[0] - 10, b[1] - 6, 'B', italic),
    ],
    alt,
  );
}
