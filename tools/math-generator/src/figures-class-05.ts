// Figures for classes 5 and 6 (Maths Mela, Ganita Prakash), drawn with the primitives of svg.ts.
import { barChart, barChartWidth, dot, figure, label, line } from './svg.ts';
import type { Bar } from './svg.ts';
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
