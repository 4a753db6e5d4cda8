// The week as a small SVG chart: attempts and correct answers as bars (left scale), accuracy as a line (right
// scale, 0-100 %). Drawn by hand rather than with recharts, whose ~100 KB of JavaScript to download, parse and
// run was most of the dashboard's blocking time on a phone (bench/results/optimisations-ring-web.md).
// Visual only: the table in weekly-activity.tsx carries the same figures for screen readers.
import { useLayoutEffect, useRef, useState } from 'react';

export type WeeklyPoint = { label: string; attempts: number; correct: number; accuracy: number };

const COLORS = {
  attempts: '#6366f1',
  correct: '#059669',
  accuracy: '#d97706',
  grid: '#e2e8f0',
  text: '#475569',
};
/** The size drawn before the frame is measured (and in tests, where nothing is laid out). */
export const DEFAULT_SIZE = { width: 560, height: 240 };
const MARGIN = { left: 36, right: 44, top: 10, bottom: 44 };
/** Text size in CSS pixels: the chart is drawn at its frame's own size, so the text is never scaled down. */
export const CHART_FONT_PX = 12;
const MAX_INTERVALS = 5;

/** The count scale: a top and its tick values, whole numbers one 1, 2 or 5 × 10^k step apart. */
export function countScale(max: number): { top: number; ticks: number[] } {
  let step = 1;
  for (let k = 1; Math.ceil(max / step) > MAX_INTERVALS; k++)
    step = [1, 2, 5][k % 3]! * 10 ** Math.floor(k / 3);
  // A quiet week still gets a scale of 0 to 4.
  const intervals = max <= 4 ? 4 : Math.ceil(max / step);
  const ticks = Array.from({ length: intervals + 1 }, (_, i) => i * step);
  return { top: intervals * step, ticks };
}

/** The frame's laid-out size, measured before paint and followed when it changes. */
function useFrameSize() {
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState(DEFAULT_SIZE);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const { width, height } = el.getBoundingClientRect();
      if (width > 0 && height > 0)
        setSize((s) => (s.width === width && s.height === height ? s : { width, height }));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, size] as const;
}

export default function WeeklyChart({ points }: { points: WeeklyPoint[] }) {
  const [frameRef, { width: W, height: H }] = useFrameSize();
  const plot = { left: MARGIN.left, right: W - MARGIN.right, top: MARGIN.top, bottom: H - MARGIN.bottom };
  const { top, ticks } = countScale(Math.max(...points.map((p) => p.attempts), 0));
  const plotH = plot.bottom - plot.top;
  const yCount = (v: number) => plot.bottom - (v / top) * plotH;
  const yPct = (v: number) => plot.bottom - (Math.min(100, Math.max(0, v)) / 100) * plotH;
  const slot = (plot.right - plot.left) / Math.max(1, points.length);
  const bar = Math.min(18, slot * 0.3);
  const centre = (i: number) => plot.left + slot * (i + 0.5);
  const line = points.map((p, i) => `${centre(i)},${yPct(p.accuracy)}`).join(' ');

  return (
    <div ref={frameRef} className="h-full w-full">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        width="100%"
        height="100%"
        role="presentation"
        className="weekly-chart"
        fontSize={CHART_FONT_PX}
        fill={COLORS.text}
      >
        {ticks.map((t) => (
          <g key={t}>
            <line
              x1={plot.left}
              x2={plot.right}
              y1={yCount(t)}
              y2={yCount(t)}
              stroke={COLORS.grid}
              strokeDasharray="3 3"
            />
            <text x={plot.left - 6} y={yCount(t) + 4} textAnchor="end" data-tick="count">
              {t}
            </text>
          </g>
        ))}
        {[0, 50, 100].map((pct) => (
          <text key={pct} x={plot.right + 6} y={yPct(pct) + 4} data-tick="accuracy">
            {pct}%
          </text>
        ))}
        {points.map((p, i) => (
          <g key={`${p.label}-${i}`}>
            <title>{`${p.label}: ${p.attempts} attempts, ${p.correct} correct, ${p.accuracy}%`}</title>
            <rect
              x={centre(i) - bar - 1}
              y={yCount(p.attempts)}
              width={bar}
              height={plot.bottom - yCount(p.attempts)}
              rx={3}
              fill={COLORS.attempts}
            />
            <rect
              x={centre(i) + 1}
              y={yCount(p.correct)}
              width={bar}
              height={plot.bottom - yCount(p.correct)}
              rx={3}
              fill={COLORS.correct}
            />
            <text x={centre(i)} y={plot.bottom + 18} textAnchor="middle">
              {p.label}
            </text>
          </g>
        ))}
        <polyline points={line} fill="none" stroke={COLORS.accuracy} strokeWidth={2} />
        {points.map((p, i) => (
          <circle key={i} cx={centre(i)} cy={yPct(p.accuracy)} r={3} fill={COLORS.accuracy} />
        ))}
        {/* About 250 px wide: it fits the narrowest phone's card. */}
        <g transform={`translate(${Math.max(4, W / 2 - 125)}, ${H - 8})`}>
          <rect x={0} y={-10} width={12} height={12} rx={2} fill={COLORS.attempts} />
          <text x={18} y={0}>
            Attempts
          </text>
          <rect x={84} y={-10} width={12} height={12} rx={2} fill={COLORS.correct} />
          <text x={102} y={0}>
            Correct
          </text>
          <line x1={160} x2={180} y1={-4} y2={-4} stroke={COLORS.accuracy} strokeWidth={2} />
          <text x={186} y={0}>
            Accuracy %
          </text>
        </g>
      </svg>
    </div>
  );
}
