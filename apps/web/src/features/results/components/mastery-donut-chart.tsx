// Kept in its own module so recharts is only downloaded when the results page shows a chart.
import { Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import type { CategorySlice } from '../utils/results-data';
import { prefersReducedMotion } from '../utils/motion';

export default function MasteryDonutChart({ slices }: { slices: CategorySlice[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <PieChart accessibilityLayer={false}>
        <Pie
          data={slices}
          dataKey="value"
          nameKey="label"
          startAngle={90}
          endAngle={-270}
          innerRadius="62%"
          outerRadius="95%"
          paddingAngle={slices.length > 1 ? 2 : 0}
          stroke="#ffffff"
          isAnimationActive={!prefersReducedMotion()}
          // The donut is hidden from assistive technology (its table has the numbers), so it holds no tab stop.
          rootTabIndex={-1}
        />
        <Tooltip />
      </PieChart>
    </ResponsiveContainer>
  );
}
