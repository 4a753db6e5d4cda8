// The week as a small SVG chart: attempts and correct answers as bars (left scale), accuracy as a line (right
// scale, 0-100 %). Drawn by hand rather than with recharts, whose ~100 KB of JavaScript to download, parse and
// run was most of the dashboard's blocking time on a phone (bench/results/optimisations-ring-web.md).
// Visual only: the table in weekly-activity.tsx carries the same figures for screen readers.

export type WeeklyPoint = { label: string; attempts: number; correct: number; accuracy: number };

const COLORS = {
  attempts: '#6366f1',
  correct: '#059669',
  accuracy: '#d97706',
  grid: '#e2e8f0',
  text: '#475569',
};
const W = 560;
const H = 240;
const PLOT = { left: 36, right: W - 44, top: 10, bottom: 196 };
const FONT = 12;

/** The smallest 1, 2 or 5 × 10^k at or above `max` (and at least 4), so the scale has round ticks. */
export function niceMax(max: number): number {
  if (max <= 4) return 4;
  const step = 10 ** Math.floor(Math.log10(max));
  return [1, 2, 5, 10].map((m) => m * step).find((v) => v >= max)!;
}

export default function WeeklyChart({ points }: { points: WeeklyPoint[] }) {
  const top = niceMax(Math.max(...points.map((p) => p.attempts), 0));
  const plotH = PLOT.bottom - PLOT.top;
  const yCount = (v: number) => PLOT.bottom - (v / top) * plotH;
  const yPct = (v: number) => PLOT.bottom - (Math.min(100, Math.max(0, v)) / 100) * plotH;
  const slot = (PLOT.right - PLOT.left) / Math.max(1, points.length);
  const bar = Math.min(18, slot * 0.3);
  const centre = (i: number) => PLOT.left + slot * (i + 0.5);
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => f * top);
  const line = points.map((p, i) => `${centre(i)},${yPct(p.accuracy)}`).join(' ');

  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      width="100%"
      height="100%"
      role="presentation"
      className="weekly-chart"
      fontSize={FONT}
      fill={COLORS.text}
    >
      {ticks.map((t) => (
        <g key={t}>
          <line
            x1={PLOT.left}
            x2={PLOT.right}
            y1={yCount(t)}
            y2={yCount(t)}
            stroke={COLORS.grid}
            strokeDasharray="3 3"
          />
          <text x={PLOT.left - 6} y={yCount(t) + 4} textAnchor="end">
            {Math.round(t)}
          </text>
          <text x={PLOT.right + 6} y={yCount(t) + 4}>
            {Math.round((t / top) * 100)}%
          </text>
        </g>
      ))}
      {points.map((p, i) => (
        <g key={`${p.label}-${i}`}>
          <title>{`${p.label}: ${p.attempts} attempts, ${p.correct} correct, ${p.accuracy}%`}</title>
          <rect
            x={centre(i) - bar - 1}
            y={yCount(p.attempts)}
            width={bar}
            height={PLOT.bottom - yCount(p.attempts)}
            rx={3}
            fill={COLORS.attempts}
          />
          <rect
            x={centre(i) + 1}
            y={yCount(p.correct)}
            width={bar}
            height={PLOT.bottom - yCount(p.correct)}
            rx={3}
            fill={COLORS.correct}
          />
          <text x={centre(i)} y={PLOT.bottom + 18} textAnchor="middle">
            {p.label}
          </text>
        </g>
      ))}
      <polyline points={line} fill="none" stroke={COLORS.accuracy} strokeWidth={2} />
      {points.map((p, i) => (
        <circle key={i} cx={centre(i)} cy={yPct(p.accuracy)} r={3} fill={COLORS.accuracy} />
      ))}
      <g transform={`translate(${W / 2 - 150}, ${H - 8})`}>
        <rect x={0} y={-10} width={12} height={12} rx={2} fill={COLORS.attempts} />
        <text x={18} y={0}>
          Attempts
        </text>
        <rect x={100} y={-10} width={12} height={12} rx={2} fill={COLORS.correct} />
        <text x={118} y={0}>
          Correct
        </text>
        <line x1={196} x2={216} y1={-4} y2={-4} stroke={COLORS.accuracy} strokeWidth={2} />
        <text x={222} y={0}>
          Accuracy %
        </text>
      </g>
    </svg>
  );
}
