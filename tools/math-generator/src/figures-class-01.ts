// Figures for the class 1 chapters (issue 14), drawn with svg.ts's primitives: a ten frame and a picture graph.
import { circle, dot, figure, label, line, rect } from './svg.ts';
import type { Figure } from './types.ts';

/** A ten frame (2 rows of 5 boxes) with the first `filled` boxes holding a dot, as in Making 10. */
export function tenFrame(filled: number, alt: string): Figure {
  const size = 40;
  const parts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const x = 10 + (i % 5) * size;
    const y = 10 + Math.floor(i / 5) * size;
    parts.push(rect(x, y, size, size, { width: 2 }));
    if (i < filled) parts.push(dot(x + size / 2, y + size / 2, 12));
  }
  return figure(220, 100, parts, alt);
}

export interface PictureRow {
  readonly label: string;
  readonly count: number;
}

/** A picture graph: one row a kind, one circle a thing, so the rows can be compared by their length. */
export function pictureGraph(rows: readonly PictureRow[], alt: string): Figure {
  const left = 70;
  const step = 26;
  const height = 20 + rows.length * 34;
  const most = Math.max(...rows.map((r) => r.count));
  const parts: string[] = [];
  rows.forEach((r, i) => {
    const y = 27 + i * 34;
    parts.push(label(left - 10, y, r.label, { anchor: 'end', size: 14 }));
    for (let k = 0; k < r.count; k++) parts.push(circle(left + 13 + k * step, y, 10, { width: 2 }));
  });
  parts.push(line(left, 8, left, height - 4, { width: 1.5 }));
  return figure(left + 10 + most * step + 10, height, parts, alt);
}
