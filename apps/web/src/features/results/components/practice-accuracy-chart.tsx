// Kept in its own module so recharts is only downloaded when the results page shows a chart.
import { useMemo } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TooltipContentProps } from 'recharts';
import type { PracticeRow } from '../utils/results-data';
import { formatCount, formatPercent } from '../utils/format';
import { prefersReducedMotion } from '../utils/motion';
import { AXIS_LABEL_WIDTH, AXIS_TICK } from './chart-style';
import { SkillTick } from './skill-tick';

/** Only plain values reach recharts: every field of a data point is passed on to its SVG bar. */
type Point = { skill_name: string; attempts: number; accuracy: number; band: string; fill: string };

function PracticeTooltip({ active, payload }: TooltipContentProps) {
  const point = payload[0]?.payload as Point | undefined;
  if (!active || !point) return null;
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-xs text-slate-800 shadow-md">
      <p className="font-semibold text-slate-900">{point.skill_name}</p>
      <p>{formatCount(point.attempts)} attempts</p>
      <p>
        {formatPercent(point.accuracy)} accuracy ({point.band})
      </p>
    </div>
  );
}

/** Horizontal bars, so long skill names fit a phone: the axis shows them cut short, the tooltip in full. */
export default function PracticeAccuracyChart({ rows }: { rows: PracticeRow[] }) {
  const points = useMemo<Point[]>(
    () =>
      rows.map((r) => ({
        skill_name: r.skill_name,
        attempts: r.attempts,
        accuracy: r.accuracy,
        band: r.band.label,
        fill: r.fill,
      })),
    [rows],
  );
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={points}
        layout="vertical"
        accessibilityLayer={false}
        margin={{ top: 0, right: 8, bottom: 0, left: 0 }}
      >
        <CartesianGrid strokeDasharray="3 3" horizontal={false} stroke="#e2e8f0" />
        <XAxis type="number" allowDecimals={false} tick={AXIS_TICK} tickLine={false} />
        <YAxis
          type="category"
          dataKey="skill_name"
          width={AXIS_LABEL_WIDTH}
          interval={0}
          tick={SkillTick}
          tickLine={false}
        />
        <Tooltip content={PracticeTooltip} cursor={{ fill: '#f1f5f9' }} />
        <Bar dataKey="attempts" name="Attempts" barSize={16} isAnimationActive={!prefersReducedMotion()} />
      </BarChart>
    </ResponsiveContainer>
  );
}
