// Figures for the class 3 and class 4 skills (Maths Mela): tally marks, a ruler, a shape cut by lines, a grid with a
// mirror line, an array of dots and the top view of a stack of cubes. Drawn with the primitives of svg.ts, in its style.
import { circle, dot, figure, label, line, polygon, rect } from './svg.ts';
import type { Figure } from './types.ts';

/** Tally marks as the book draws them: four upright marks crossed by a fifth, then the marks left over. */
export function tallyFigure(count: number, alt: string): Figure {
  const parts: string[] = [];
  let x = 14;
  const groups = Math.floor(count / 5);
  for (let g = 0; g < groups; g++) {
    for (let i = 0; i < 4; i++) parts.push(line(x + i * 10, 14, x + i * 10, 56));
    parts.push(line(x - 6, 50, x + 36, 20));
    x += 58;
  }
  for (let i = 0; i < count % 5; i++) parts.push(line(x + i * 10, 14, x + i * 10, 56));
  const width = x + (count % 5) * 10 + 10;
  return figure(width, 70, parts, alt);
}

/** A ruler from 0 to `length` cm with a strip lying over it from `from` to `to`. */
export function rulerFigure(length: number, from: number, to: number, alt: string): Figure {
  const unit = 24;
  const left = 16;
  const parts: string[] = [rect(left, 50, length * unit, 34, { width: 1.5 })];
  for (let cm = 0; cm <= length; cm++) {
    const x = left + cm * unit;
    parts.push(line(x, 50, x, 64, { width: 1 }));
    parts.push(label(x, 74, String(cm), { size: 11 }));
    if (cm < length) parts.push(line(x + unit / 2, 50, x + unit / 2, 57, { width: 0.75 }));
  }
  parts.push(rect(left + from * unit, 22, (to - from) * unit, 18, { width: 1.5 }));
  parts.push(label(left + length * unit - 2, 94, 'cm', { size: 11, anchor: 'end' }));
  return figure(length * unit + 2 * left, 100, parts, alt);
}

/** A triangle cut by `cuts` lines from its top corner to its base, or a strip cut into `cuts + 1` parts. */
export function cutShapeFigure(kind: 'fan' | 'strip' | 'grid', parts: number, alt: string): Figure {
  const out: string[] = [];
  if (kind === 'fan') {
    const apex: [number, number] = [130, 16];
    out.push(polygon([apex, [20, 150], [240, 150]]));
    for (let i = 1; i < parts; i++) out.push(line(apex[0], apex[1], 20 + (220 * i) / parts, 150));
    return figure(260, 166, out, alt);
  }
  if (kind === 'strip') {
    out.push(rect(16, 30, 228, 60));
    for (let i = 1; i < parts; i++) out.push(line(16 + (228 * i) / parts, 30, 16 + (228 * i) / parts, 90));
    return figure(260, 120, out, alt);
  }
  const size = 40;
  for (let r = 0; r < parts; r++)
    for (let c = 0; c < parts; c++) out.push(rect(16 + c * size, 16 + r * size, size, size));
  return figure(parts * size + 32, parts * size + 32, out, alt);
}

export type Mirror = 'vertical' | 'horizontal';

/**
 * A grid of `cols` × `rows` squares numbered from the top left, one square shaded, and a dashed mirror line through
 * the middle (between the two middle columns, or the two middle rows).
 */
export function mirrorGridFigure(
  cols: number,
  rows: number,
  mirror: Mirror,
  shaded: readonly (readonly [number, number])[],
  alt: string,
): Figure {
  const size = 28;
  const left = 30;
  const top = 30;
  const out: string[] = [];
  for (let r = 1; r <= rows; r++)
    for (let c = 1; c <= cols; c++) {
      const filled = shaded.some(([sc, sr]) => sc === c && sr === r);
      out.push(
        rect(left + (c - 1) * size, top + (r - 1) * size, size, size, {
          width: 1,
          ...(filled ? { fill: 'currentColor' } : {}),
        }),
      );
    }
  for (let c = 1; c <= cols; c++) out.push(label(left + (c - 0.5) * size, top - 12, String(c), { size: 11 }));
  for (let r = 1; r <= rows; r++) out.push(label(left - 12, top + (r - 0.5) * size, String(r), { size: 11 }));
  if (mirror === 'vertical') {
    const x = left + (cols / 2) * size;
    out.push(line(x, top - 4, x, top + rows * size + 8, { dashed: true, width: 2.5 }));
  } else {
    const y = top + (rows / 2) * size;
    out.push(line(left - 4, y, left + cols * size + 8, y, { dashed: true, width: 2.5 }));
  }
  return figure(left + cols * size + 16, top + rows * size + 16, out, alt);
}

/** `rows` rows of `cols` dots, like pebbles laid out in equal rows. */
export function arrayFigure(rows: number, cols: number, alt: string): Figure {
  const gap = 20;
  const out: string[] = [];
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) out.push(dot(18 + c * gap, 18 + r * gap, 6));
  return figure(cols * gap + 16, rows * gap + 16, out, alt);
}

/** The top view of cube stacks: one square a place, with the number of cubes standing on it; the front is below. */
export function stackFigure(heights: readonly (readonly number[])[], alt: string): Figure {
  const size = 44;
  const left = 20;
  const top = 16;
  const out: string[] = [];
  heights.forEach((row, r) =>
    row.forEach((h, c) => {
      out.push(rect(left + c * size, top + r * size, size, size, { width: 1.5 }));
      out.push(label(left + (c + 0.5) * size, top + (r + 0.5) * size, String(h), { size: 18 }));
    }),
  );
  const width = (heights[0]?.length ?? 1) * size;
  const bottom = top + heights.length * size;
  out.push(label(left + width / 2, bottom + 18, 'front', { size: 12 }));
  return figure(width + 2 * left, bottom + 30, out, alt);
}

/** A circle with its centre marked and a radius drawn. */
export function circleFigure(radiusLabel: string, alt: string): Figure {
  return figure(
    200,
    180,
    [
      circle(100, 90, 70),
      dot(100, 90),
      line(100, 90, 170, 90),
      label(135, 78, radiusLabel, { size: 14 }),
      label(92, 104, 'O', { size: 13 }),
    ],
    alt,
  );
}
