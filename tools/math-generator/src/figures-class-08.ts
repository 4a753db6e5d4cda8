// Figures for class 8 (Ganita Prakash 8): quadrilaterals with marked angles, right triangles with marked sides, a
// ladder against a wall, and a line graph; drawn with the primitives of svg.ts.
import { angleArc, dot, figure, label, line, polygon, polyline, rightAngle } from './svg.ts';
import type { Point } from './svg.ts';
import type { Figure } from './types.ts';

const rad = (d: number): number => (d * Math.PI) / 180;

/** Maps points given with y up onto a width × height box (y down), keeping their shape, with `pad` around. */
function fit(points: readonly Point[], width: number, height: number, pad: number): Point[] {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const scale = Math.min((width - 2 * pad) / (x1 - x0 || 1), (height - 2 * pad) / (y1 - y0 || 1));
  const dx = (width - (x1 - x0) * scale) / 2;
  const dy = (height - (y1 - y0) * scale) / 2;
  return points.map(([x, y]): Point => [dx + (x - x0) * scale, dy + (y1 - y) * scale]);
}

function unit(from: Point, to: Point): Point {
  const dx = to[0] - from[0];
  const dy = to[1] - from[1];
  const len = Math.hypot(dx, dy) || 1;
  return [dx / len, dy / len];
}

/** The inward bisector at vertex i of a convex polygon and the angle there (radians). */
function corner(pts: readonly Point[], i: number): { bis: Point; angle: number } {
  const v = pts[i] as Point;
  const u = unit(v, pts[(i + pts.length - 1) % pts.length] as Point);
  const w = unit(v, pts[(i + 1) % pts.length] as Point);
  const s: Point = [u[0] + w[0], u[1] + w[1]];
  const len = Math.hypot(...s) || 1;
  return {
    bis: [s[0] / len, s[1] / len],
    angle: Math.acos(Math.max(-1, Math.min(1, u[0] * w[0] + u[1] * w[1]))),
  };
}

/** Vertex names outside the corners and, where given, an arc and a text (an angle) inside them. */
function cornerMarks(
  pts: readonly Point[],
  names: readonly string[],
  marks: readonly (string | null)[],
): string[] {
  const parts: string[] = [];
  pts.forEach((v, i) => {
    const { bis, angle } = corner(pts, i);
    parts.push(label(v[0] - bis[0] * 14, v[1] - bis[1] * 14, names[i] ?? '', { italic: true, size: 15 }));
    const mark = marks[i];
    if (mark === null || mark === undefined) return;
    const prev = pts[(i + pts.length - 1) % pts.length] as Point;
    const next = pts[(i + 1) % pts.length] as Point;
    if (Math.abs(angle - Math.PI / 2) < 1e-6 && mark === '') parts.push(rightAngle(v, prev, next, 11));
    else parts.push(angleArc(v, prev, next, 16));
    if (mark === '') return;
    const r = Math.max(30, 13 / Math.sin(angle / 2));
    parts.push(label(v[0] + bis[0] * r, v[1] + bis[1] * r, mark, { size: 13 }));
  });
  return parts;
}

/**
 * A convex quadrilateral ABCD (counter-clockwise from A at the bottom left) drawn with the interior angles given
 * in degrees (they add up to 360), each corner marked with its text (null: no mark).
 */
export function quadrilateralFigure(
  angles: readonly [number, number, number, number],
  names: readonly string[],
  marks: readonly (string | null)[],
  alt: string,
  extra: (pts: readonly Point[]) => string[] = () => [],
): Figure {
  const [a, b, c] = angles;
  const A: Point = [0, 0];
  const B: Point = [1, 0];
  // Walking round A → B → C → D, the heading turns by the exterior angle at each corner.
  const hBC = rad(180 - b);
  const hCD = rad(360 - b - c);
  const hAD = rad(a);
  let pts: Point[] = [];
  for (const t of [0.75, 0.6, 0.9, 0.5, 1.1, 0.4, 1.4]) {
    const C: Point = [B[0] + t * Math.cos(hBC), B[1] + t * Math.sin(hBC)];
    // D = A + s·(cos a, sin a) = C + r·(cos hCD, sin hCD): solve for s and r.
    const det = Math.cos(hAD) * -Math.sin(hCD) + Math.sin(hAD) * Math.cos(hCD);
    if (Math.abs(det) < 1e-9) continue;
    const s = (C[0] * -Math.sin(hCD) + C[1] * Math.cos(hCD)) / det;
    const r = (Math.cos(hAD) * C[1] - Math.sin(hAD) * C[0]) / det;
    if (s > 0.3 && r > 0.3 && s < 2 && r < 2) {
      pts = [A, B, C, [s * Math.cos(hAD), s * Math.sin(hAD)]];
      break;
    }
  }
  if (pts.length === 0) throw new Error(`no quadrilateral with angles ${angles.join(', ')}`);
  const screen = fit(pts, 300, 210, 34);
  return figure(300, 210, [polygon(screen), ...extra(screen), ...cornerMarks(screen, names, marks)], alt);
}

/** A label beside the side from p to q, on the outside of a polygon whose corners are around `centre`. */
function sideLabel(p: Point, q: Point, centre: Point, text: string, gap = 14): string {
  const mid: Point = [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
  const d = unit(p, q);
  let nrm: Point = [-d[1], d[0]];
  if (nrm[0] * (mid[0] - centre[0]) + nrm[1] * (mid[1] - centre[1]) < 0) nrm = [d[1], -d[0]];
  const g = gap + Math.abs(nrm[0]) * text.length * 3.2;
  return label(mid[0] + nrm[0] * g, mid[1] + nrm[1] * g, text, { size: 13 });
}

/** A rectangle PQRS with its diagonals meeting at O, and the length OP written along OP. */
export function rectangleDiagonalsFigure(names: readonly string[], op: string, alt: string): Figure {
  const [P, Q, R, S] = fit(
    [
      [0, 0],
      [1.6, 0],
      [1.6, 1],
      [0, 1],
    ],
    300,
    200,
    30,
  ) as [Point, Point, Point, Point];
  const O: Point = [(P[0] + R[0]) / 2, (P[1] + R[1]) / 2];
  const pts = [P, Q, R, S];
  const parts = [polygon(pts), line(...P, ...R), line(...Q, ...S), dot(...O, 3)];
  parts.push(...cornerMarks(pts, names, [null, null, null, null]));
  parts.push(label(O[0], O[1] + 16, 'O', { italic: true, size: 15 }));
  // OP runs from the centre down to the left; its length goes above the segment.
  parts.push(label((O[0] + P[0]) / 2 - 4, (O[1] + P[1]) / 2 - 14, op, { size: 13 }));
  return figure(300, 200, parts, alt);
}

/** A rhombus ABCD with the diagonal BD (B at the left, A at the top) and the angle ABD marked. */
export function rhombusFigure(half: number, mark: string, alt: string): Figure {
  const h = Math.tan(rad(half));
  const [A, B, C, D] = fit(
    [
      [1, h],
      [0, 0],
      [1, -h],
      [2, 0],
    ],
    300,
    220,
    30,
  ) as [Point, Point, Point, Point];
  const pts = [A, B, C, D];
  const parts = [polygon(pts), line(...B, ...D)];
  parts.push(...cornerMarks(pts, ['A', 'B', 'C', 'D'], [null, null, null, null]));
  parts.push(angleArc(B, A, D, 26), angleArc(A, B, D, 16));
  const r = Math.max(46, 14 / Math.sin(rad(half) / 2));
  const dir: Point = [Math.cos(rad(half / 2)), -Math.sin(rad(half / 2))];
  parts.push(label(B[0] + dir[0] * r, B[1] + dir[1] * r, mark, { size: 13 }));
  parts.push(label(A[0], A[1] + 26, '?', { size: 15 }));
  return figure(300, 220, parts, alt);
}

/**
 * A right triangle drawn to scale: the right angle at the bottom left, the vertical side `up` and the base `across`
 * long; `names` are the top, right-angle and right corners, `sides` the texts on the vertical side, the base and
 * the hypotenuse.
 */
export function rightTriangleFigure(
  up: number,
  across: number,
  names: readonly [string, string, string],
  sides: readonly [string, string, string],
  alt: string,
): Figure {
  const [T, Rt, E] = fit(
    [
      [0, up],
      [0, 0],
      [across, 0],
    ],
    320,
    200,
    50,
  ) as [Point, Point, Point];
  const centre: Point = [(T[0] + Rt[0] + E[0]) / 3, (T[1] + Rt[1] + E[1]) / 3];
  const pts = [T, Rt, E];
  const parts = [polygon(pts), rightAngle(Rt, T, E, 11)];
  names.forEach((nm, i) => {
    if (!nm) return;
    const v = pts[i] as Point;
    const d = unit(centre, v);
    parts.push(label(v[0] + d[0] * 14, v[1] + d[1] * 14, nm, { italic: true, size: 15 }));
  });
  parts.push(sideLabel(T, Rt, centre, sides[0]));
  parts.push(sideLabel(Rt, E, centre, sides[1]));
  parts.push(sideLabel(E, T, centre, sides[2]));
  return figure(320, 200, parts, alt);
}

/** A ladder leaning against a wall, drawn to scale: the height reached, the distance of the foot, the ladder. */
export function ladderFigure(
  height: number,
  foot: number,
  texts: readonly [string, string, string],
  alt: string,
): Figure {
  const [Top, Base, Foot] = fit(
    [
      [0, height],
      [0, 0],
      [foot, 0],
    ],
    300,
    220,
    40,
  ) as [Point, Point, Point];
  const parts = [
    // The wall (a thick line with hatching) and the ground.
    line(Base[0], Base[1], Base[0], Top[1] - 12, { width: 4 }),
    line(Base[0] - 20, Base[1], Foot[0] + 30, Base[1], { width: 2 }),
    line(...Foot, ...Top, { width: 3 }),
    rightAngle(Base, Top, Foot, 11),
  ];
  for (let y = Base[1] - 12; y > Top[1] - 6; y -= 16)
    parts.push(line(Base[0] - 2, y, Base[0] - 12, y + 8, { width: 1 }));
  const centre: Point = [(Top[0] + Base[0] + Foot[0]) / 3, (Top[1] + Base[1] + Foot[1]) / 3];
  parts.push(sideLabel(Top, Base, centre, texts[0], 22));
  parts.push(sideLabel(Base, Foot, centre, texts[1]));
  parts.push(sideLabel(Foot, Top, centre, texts[2]));
  return figure(300, 220, parts, alt);
}

/** A rectangle with one diagonal, the length along the bottom and the width up the right side. */
export function diagonalFigure(
  length: number,
  width: number,
  texts: readonly [string, string, string],
  alt: string,
): Figure {
  const [A, B, C, D] = fit(
    [
      [0, 0],
      [length, 0],
      [length, width],
      [0, width],
    ],
    320,
    200,
    50,
  ) as [Point, Point, Point, Point];
  const centre: Point = [(A[0] + C[0]) / 2, (A[1] + C[1]) / 2];
  const parts = [polygon([A, B, C, D]), line(...A, ...C, { dashed: true })];
  for (const [v, p, q] of [
    [A, B, D],
    [B, C, A],
    [C, D, B],
    [D, A, C],
  ] as const)
    parts.push(rightAngle(v, p, q, 10));
  parts.push(sideLabel(A, B, centre, texts[0]));
  parts.push(sideLabel(B, C, centre, texts[1]));
  // The diagonal's text sits just above its middle, on the side of the corner D.
  const d = unit(A, C);
  parts.push(label(centre[0] + d[1] * 14, centre[1] - Math.abs(d[0]) * 14, texts[2], { size: 13 }));
  return figure(320, 200, parts, alt);
}

/**
 * A line graph: a value for each label, a dot with its value written above, joined by lines; the scale runs from
 * `lo` to `hi` marked every `step`.
 */
export function lineGraph(
  points: readonly { readonly label: string; readonly value: number }[],
  lo: number,
  hi: number,
  step: number,
  axisTitle: string,
  alt: string,
): Figure {
  const left = 46;
  const base = 200;
  const top = 30;
  const gap = 52;
  const right = left + gap * points.length;
  const y = (v: number): number => base - ((v - lo) / (hi - lo)) * (base - top);
  const parts: string[] = [];
  for (let v = lo; v <= hi; v += step) {
    parts.push(line(left, y(v), right, y(v), { width: 0.5 }));
    parts.push(label(left - 6, y(v), String(v), { size: 11, anchor: 'end' }));
  }
  parts.push(line(left, base, right, base, { width: 1.5 }));
  parts.push(line(left, base, left, top - 8, { width: 1.5 }));
  parts.push(label(left, top - 18, axisTitle, { size: 11, anchor: 'start' }));
  const xy = points.map((p, i): Point => [left + gap * (i + 0.6), y(p.value)]);
  parts.push(polyline(xy));
  points.forEach((p, i) => {
    const [px, py] = xy[i] as Point;
    parts.push(dot(px, py));
    // A dot lower than its neighbours has its value below it, clear of the lines.
    const valley = [points[i - 1], points[i + 1]].every((q) => q === undefined || q.value > p.value);
    parts.push(label(px, valley ? py + 14 : py - 13, String(p.value), { size: 12 }));
    parts.push(label(px, base + 14, p.label, { size: 11 }));
  });
  return figure(right + 12, base + 26, parts, alt);
}
