// Figures for the class 9 (and class 10) geometry questions, drawn with the primitives of svg.ts. A drawing is a
// sketch, not to scale: the alt text and the question give every length and angle the student needs.
import { angleArc, circle, dot, figure, label, line, polygon, rightAngle } from './svg.ts';
import type { Point } from './svg.ts';
import type { Figure } from './types.ts';

const W = 240;
const C: Point = [120, 110];
const R = 80;

/** A point on the drawn circle at `deg` degrees (0 is to the right, counter-clockwise as on paper). */
export function onCircle(deg: number, centre: Point = C, r = R): Point {
  const t = (deg * Math.PI) / 180;
  return [centre[0] + r * Math.cos(t), centre[1] - r * Math.sin(t)];
}

/** A label a little outside the circle at `deg`. */
function outside(deg: number, text: string, centre: Point = C, r = R): string {
  const [x, y] = onCircle(deg, centre, r + 14);
  return label(x, y, text, { italic: true });
}

/** A circle with centre O, a chord AB and the perpendicular OM from the centre to the chord. */
export function chordFigure(alt: string): Figure {
  const a = onCircle(215);
  const b = onCircle(325);
  const m: Point = [(a[0] + b[0]) / 2, a[1]];
  return figure(
    W,
    220,
    [
      circle(C[0], C[1], R),
      line(a[0], a[1], b[0], b[1]),
      line(C[0], C[1], m[0], m[1], { dashed: true }),
      line(C[0], C[1], b[0], b[1]),
      rightAngle(m, C, b, 9),
      dot(C[0], C[1]),
      label(C[0] - 12, C[1] - 8, 'O', { italic: true }),
      outside(215, 'A'),
      outside(325, 'B'),
      label(m[0], m[1] + 14, 'M', { italic: true }),
    ],
    alt,
  );
}

/** Centre O, points A and B on the circle and C on the major arc, with ∠AOB and ∠ACB marked. */
export function centreAngleFigure(alt: string, centreAngle = 140): Figure {
  // Drawn to scale: A and B either side of the bottom, ∠AOB apart, and C at the top, on the major arc.
  const a = onCircle(270 - centreAngle / 2);
  const b = onCircle(270 + centreAngle / 2);
  const c = onCircle(90);
  return figure(
    W,
    220,
    [
      circle(C[0], C[1], R),
      line(C[0], C[1], a[0], a[1]),
      line(C[0], C[1], b[0], b[1]),
      line(c[0], c[1], a[0], a[1]),
      line(c[0], c[1], b[0], b[1]),
      angleArc(C, a, b, 16),
      angleArc(c, a, b, 20),
      dot(C[0], C[1]),
      label(C[0], C[1] - 12, 'O', { italic: true }),
      outside(270 - centreAngle / 2, 'A'),
      outside(270 + centreAngle / 2, 'B'),
      outside(90, 'C'),
    ],
    alt,
  );
}

/** AB a diameter, C on the circle: the angle in a semicircle. */
export function semicircleFigure(alt: string): Figure {
  const a = onCircle(180);
  const b = onCircle(0);
  const c = onCircle(120);
  return figure(
    W,
    220,
    [
      circle(C[0], C[1], R),
      polygon([a, b, c]),
      rightAngle(c, a, b, 10),
      dot(C[0], C[1]),
      label(C[0], C[1] + 14, 'O', { italic: true }),
      outside(180, 'A'),
      outside(0, 'B'),
      outside(120, 'C'),
    ],
    alt,
  );
}

/** A cyclic quadrilateral ABCD, optionally with DC produced to E. */
export function cyclicFigure(alt: string, produced = false): Figure {
  const pts = [onCircle(150), onCircle(40), onCircle(-30), onCircle(-150)];
  const [, , c, d] = pts as [Point, Point, Point, Point];
  const e: Point = [c[0] + (c[0] - d[0]) * 0.35, c[1] + (c[1] - d[1]) * 0.35];
  return figure(
    W + 20,
    220,
    [
      circle(C[0], C[1], R),
      polygon(pts),
      ...(produced ? [line(c[0], c[1], e[0], e[1]), label(e[0] + 8, e[1] + 4, 'E', { italic: true })] : []),
      outside(150, 'A'),
      outside(40, 'B'),
      outside(-30, 'C'),
      outside(-150, 'D'),
    ],
    alt,
  );
}

/** Centre O and a chord AB, with the radii OA and OB: an isosceles triangle. */
export function radiiFigure(alt: string): Figure {
  const a = onCircle(210);
  const b = onCircle(330);
  return figure(
    W,
    220,
    [
      circle(C[0], C[1], R),
      polygon([C, a, b]),
      angleArc(a, C, b, 18),
      dot(C[0], C[1]),
      label(C[0], C[1] - 12, 'O', { italic: true }),
      outside(210, 'A'),
      outside(330, 'B'),
    ],
    alt,
  );
}

/** A parallelogram ABCD with the angle at A marked. */
export function parallelogramFigure(alt: string): Figure {
  const a: Point = [30, 150];
  const b: Point = [180, 150];
  const c: Point = [230, 50];
  const d: Point = [80, 50];
  return figure(
    W + 20,
    180,
    [
      polygon([a, b, c, d]),
      angleArc(a, b, d, 20),
      label(a[0] - 10, a[1] + 12, 'A', { italic: true }),
      label(b[0] + 10, b[1] + 12, 'B', { italic: true }),
      label(c[0] + 10, c[1] - 10, 'C', { italic: true }),
      label(d[0] - 10, d[1] - 10, 'D', { italic: true }),
    ],
    alt,
  );
}

/** Triangle ABC with D and E the mid-points of AB and AC, joined. */
export function midpointFigure(alt: string): Figure {
  const a: Point = [120, 20];
  const b: Point = [30, 170];
  const c: Point = [220, 170];
  const d: Point = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const e: Point = [(a[0] + c[0]) / 2, (a[1] + c[1]) / 2];
  return figure(
    W + 10,
    200,
    [
      polygon([a, b, c]),
      line(d[0], d[1], e[0], e[1]),
      dot(d[0], d[1], 3),
      dot(e[0], e[1], 3),
      label(a[0], a[1] - 10, 'A', { italic: true }),
      label(b[0] - 10, b[1] + 10, 'B', { italic: true }),
      label(c[0] + 10, c[1] + 10, 'C', { italic: true }),
      label(d[0] - 12, d[1], 'D', { italic: true }),
      label(e[0] + 12, e[1], 'E', { italic: true }),
    ],
    alt,
  );
}

/** A rhombus ABCD with its diagonals meeting at right angles at O. */
export function rhombusFigure(alt: string): Figure {
  const a: Point = [20, 100];
  const b: Point = [130, 40];
  const c: Point = [240, 100];
  const d: Point = [130, 160];
  const o: Point = [130, 100];
  return figure(
    W + 20,
    190,
    [
      polygon([a, b, c, d]),
      line(a[0], a[1], c[0], c[1], { dashed: true }),
      line(b[0], b[1], d[0], d[1], { dashed: true }),
      rightAngle(o, c, b, 9),
      label(a[0] - 10, a[1], 'A', { italic: true }),
      label(b[0], b[1] - 12, 'B', { italic: true }),
      label(c[0] + 10, c[1], 'C', { italic: true }),
      label(d[0], d[1] + 14, 'D', { italic: true }),
      label(o[0] + 8, o[1] + 14, 'O', { italic: true }),
    ],
    alt,
  );
}
