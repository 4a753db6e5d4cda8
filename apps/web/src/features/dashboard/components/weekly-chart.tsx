// Kept in its own module so recharts is only downloaded when the dashboard shows a chart.
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

export type WeeklyPoint = { label: string; attempts: number; correct: number; accuracy: number };

export default function WeeklyChart({ points }: { points: WeeklyPoint[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart
        data={points}
        margin={{ top: 8, right: 0, bottom: 0, left: -16 }}
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
        <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#475569' }} tickLine={false} />
        <YAxis
          yAxisId="count"
          allowDecimals={false}
          tick={{ fontSize: 12, fill: '#475569' }}
          tickLine={false}
        />
        <YAxis
          yAxisId="pct"
          orientation="right"
          domain={[0, 100]}
          unit="%"
          tick={{ fontSize: 12, fill: '#475569' }}
          tickLine={false}
        />
        <Tooltip />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Bar yAxisId="count" dataKey="attempts" name="Attempts" fill="#6366f1" radius={[4, 4, 0, 0]} />
        <Bar yAxisId="count" dataKey="correct" name="Correct" fill="#059669" radius={[4, 4, 0, 0]} />
        <Line
          yAxisId="pct"
          type="monotone"
          dataKey="accuracy"
          name="Accuracy %"
          stroke="#d97706"
          strokeWidth={2}
          dot={{ r: 3 }}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
