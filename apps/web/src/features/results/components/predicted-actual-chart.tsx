// Kept in its own module so recharts is only downloaded when the results page shows a chart.
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { PredictedActualRow } from '../utils/results-data';
import { prefersReducedMotion } from '../utils/motion';
import { AXIS_LABEL_WIDTH, AXIS_TICK, percentTooltip } from './chart-style';
import { SkillTick } from './skill-tick';

/** Horizontal bars, so long skill names fit a phone: the axis shows them cut short, the tooltip in full. */
export default function PredictedActualChart({ rows }: { rows: PredictedActualRow[] }) {
  const animate = !prefersReducedMotion();
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={rows}
        layout="vertical"
        accessibilityLayer={false}
        margin={{ top: 0, right: 8, bottom: 0, left: 0 }}
        barGap={2}
      >
        <CartesianGrid strokeDasharray="3 3" horizontal={false} stroke="#e2e8f0" />
        <XAxis type="number" domain={[0, 100]} unit="%" tick={AXIS_TICK} tickLine={false} />
        <YAxis
          type="category"
          dataKey="skill_name"
          width={AXIS_LABEL_WIDTH}
          interval={0}
          tick={SkillTick}
          tickLine={false}
        />
        <Tooltip formatter={percentTooltip} />
        <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} />
        <Bar dataKey="predicted" name="Predicted" fill="#6366f1" barSize={12} isAnimationActive={animate} />
        <Bar dataKey="actual" name="Actual" fill="#0f766e" barSize={12} isAnimationActive={animate} />
      </BarChart>
    </ResponsiveContainer>
  );
}
