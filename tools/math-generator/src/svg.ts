// Figures the generators draw (issue 14): small SVGs in the subset the pack's importer accepts (svg, g, line,
// polyline, polygon, rect, circle, ellipse, path, text; no script, no style element, no link, no external
// reference). Every figure has a viewBox and no fixed size, so the web scales it to a 360 px phone; lines and
// text use currentColor, so the figure follows the page's colours (dark mode included).
import type { Figure } from './types.ts';

/** Coordinates to two decimals at most: stable bytes, no floating-point noise. */
export function n(x: number): string {
  return String(Math.round(x * 100) / 100);
}

function escape(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

export interface Stroke {
  readonly dashed?: boolean;
  readonly width?: number;
}

function strokeAttrs(s: Stroke = {}): string {
  return ` stroke="currentColor" stroke-width="${n(s.width ?? 2)}"${s.dashed ? ' stroke-dasharray="6 4"' : ''}`;
}

export function line(x1: number, y1: number, x2: number, y2: number, s?: Stroke): string {
  return `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}"${strokeAttrs(s)}/>`;
}

export type Point = readonly [number, number];

export function polygon(points: readonly Point[], s?: Stroke & { readonly fill?: string }): string {
  const p = points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');
  return `<polygon points="${p}" fill="${s?.fill ?? 'none'}"${strokeAttrs(s)}/>`;
}

export function polyline(points: readonly Point[], s?: Stroke): string {
  const p = points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');
  return `<polyline points="${p}" fill="none"${strokeAttrs(s)}/>`;
}

export function circle(cx: number, cy: number, r: number, s?: Stroke & { readonly fill?: string }): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${s?.fill ?? 'none'}"${strokeAttrs(s)}/>`;
}

/** A solid dot marking a point. */
export function dot(x: number, y: number, r = 3.5): string {
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="currentColor"/>`;
}

export function rect(
  x: number,
  y: number,
  w: number,
  h: number,
  s?: Stroke & { readonly fill?: string },
): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${s?.fill ?? 'none'}"${strokeAttrs(s)}/>`;
}

/** A path from its `d`; the caller writes numbers through n(). */
export function path(d: string, s?: Stroke & { readonly fill?: string }): string {
  return `<path d="${d}" fill="${s?.fill ?? 'none'}"${strokeAttrs(s)}/>`;
}

export interface TextStyle {
  readonly anchor?: 'start' | 'middle' | 'end';
  readonly size?: number;
  readonly italic?: boolean;
}

/** A label; vertices and variables are italic, as in the textbook. */
export function label(x: number, y: number, text: string, t: TextStyle = {}): string {
  const italic = t.italic ? ' font-style="italic"' : '';
  return `<text x="${n(x)}" y="${n(y)}" font-size="${n(t.size ?? 16)}" text-anchor="${t.anchor ?? 'middle'}" dominant-baseline="middle" fill="currentColor"${italic}>${escape(text)}</text>`;
}

/** The arc marking the angle at `vertex` between the rays to `a` and `b` (the smaller angle). */
export function angleArc(vertex: Point, a: Point, b: Point, r = 22): string {
  const [vx, vy] = vertex;
  const ta = Math.atan2(a[1] - vy, a[0] - vx);
  const tb = Math.atan2(b[1] - vy, b[0] - vx);
  let sweep = tb - ta;
  while (sweep <= -Math.PI) sweep += 2 * Math.PI;
  while (sweep > Math.PI) sweep -= 2 * Math.PI;
  const start: Point = [vx + r * Math.cos(ta), vy + r * Math.sin(ta)];
  const end: Point = [vx + r * Math.cos(tb), vy + r * Math.sin(tb)];
  return path(
    `M ${n(start[0])} ${n(start[1])} A ${n(r)} ${n(r)} 0 0 ${sweep > 0 ? 1 : 0} ${n(end[0])} ${n(end[1])}`,
    {
      width: 1.5,
    },
  );
}

/** The small square marking a right angle at `vertex` between the rays to `a` and `b`. */
export function rightAngle(vertex: Point, a: Point, b: Point, size = 12): string {
  const unit = (p: Point): Point => {
    const dx = p[0] - vertex[0];
    const dy = p[1] - vertex[1];
    const len = Math.hypot(dx, dy) || 1;
    return [(dx / len) * size, (dy / len) * size];
  };
  const [ux, uy] = unit(a);
  const [wx, wy] = unit(b);
  const [x, y] = vertex;
  return polyline(
    [
      [x + ux, y + uy],
      [x + ux + wx, y + uy + wy],
      [x + wx, y + wy],
    ],
    { width: 1.5 },
  );
}

/** A whole figure: the drawing and the words a screen reader says for it. */
export function figure(width: number, height: number, parts: readonly string[], alt: string): Figure {
  if (!alt.trim()) throw new Error('a figure needs alt text');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${n(width)} ${n(height)}">${parts.join('')}</svg>`;
  return { svg, alt };
}

export interface Plane {
  /** Screen x of a coordinate x. */
  readonly x: (x: number) => number;
  /** Screen y of a coordinate y (up is positive). */
  readonly y: (y: number) => number;
  /** The grid, the axes with arrows, O and the numbers every `step` units. */
  readonly parts: readonly string[];
  readonly width: number;
  readonly height: number;
}

/** A coordinate plane from xMin to xMax and yMin to yMax (integers, the origin inside), `unit` px a unit. */
export function plane(xMin: number, xMax: number, yMin: number, yMax: number, unit = 24, step = 1): Plane {
  const pad = 20;
  const width = (xMax - xMin) * unit + 2 * pad;
  const height = (yMax - yMin) * unit + 2 * pad;
  const x = (v: number): number => pad + (v - xMin) * unit;
  const y = (v: number): number => pad + (yMax - v) * unit;
  const parts: string[] = [];
  for (let v = xMin; v <= xMax; v++) parts.push(line(x(v), y(yMin), x(v), y(yMax), { width: 0.5 }));
  for (let v = yMin; v <= yMax; v++) parts.push(line(x(xMin), y(v), x(xMax), y(v), { width: 0.5 }));
  parts.push(line(x(xMin) - 10, y(0), x(xMax) + 10, y(0), { width: 1.5 }));
  parts.push(line(x(0), y(yMin) + 10, x(0), y(yMax) - 10, { width: 1.5 }));
  parts.push(label(x(xMax) + 12, y(0) - 10, 'x', { italic: true, size: 14 }));
  parts.push(label(x(0) + 12, y(yMax) - 12, 'y', { italic: true, size: 14 }));
  parts.push(label(x(0) - 9, y(0) + 11, 'O', { size: 12 }));
  for (let v = xMin; v <= xMax; v += step)
    if (v !== 0) parts.push(label(x(v), y(0) + 12, v < 0 ? `−${-v}` : String(v), { size: 11 }));
  for (let v = yMin; v <= yMax; v += step)
    if (v !== 0)
      parts.push(label(x(0) - 12, y(v), v < 0 ? `−${-v}` : String(v), { size: 11, anchor: 'end' }));
  return { x, y, parts, width, height };
}

export interface Bar {
  readonly label: string;
  readonly value: number;
}

/**
 * A bar graph with a labelled scale every `step`, as the data-handling chapters draw them. The alt text should list
 * the values, so a student who cannot see the bars can still answer.
 */
export function barChart(bars: readonly Bar[], step: number, axisTitle: string): string[] {
  const top = Math.ceil(Math.max(...bars.map((b) => b.value)) / step) * step;
  const unit = 180 / top;
  const left = 48;
  const base = 210;
  const barWidth = 36;
  const gap = 22;
  const parts: string[] = [];
  for (let v = 0; v <= top; v += step) {
    parts.push(
      line(left, base - v * unit, left + bars.length * (barWidth + gap) + gap, base - v * unit, {
        width: 0.5,
      }),
    );
    parts.push(label(left - 6, base - v * unit, String(v), { size: 11, anchor: 'end' }));
  }
  bars.forEach((b, i) => {
    const x = left + gap + i * (barWidth + gap);
    parts.push(rect(x, base - b.value * unit, barWidth, b.value * unit, { fill: 'currentColor', width: 1 }));
    parts.push(label(x + barWidth / 2, base + 14, b.label, { size: 11 }));
  });
  parts.push(line(left, base, left + bars.length * (barWidth + gap) + gap, base, { width: 1.5 }));
  parts.push(line(left, base, left, base - top * unit - 8, { width: 1.5 }));
  parts.push(label(left, base - top * unit - 18, axisTitle, { size: 11, anchor: 'start' }));
  return parts;
}

/** The width a bar chart of `count` bars needs. */
export function barChartWidth(count: number): number {
  return 48 + count * 58 + 22 + 8;
}
