import type { DashboardData } from '@quizring/contracts';
import { formatSeconds } from '../utils/format';
import { DashboardCard } from './dashboard-card';
import { ProgressBar } from './skills-overview';
import { days } from './stats-row';

type Row = { label: string; value: string };

function Figures({ rows }: { rows: Row[] }) {
  return (
    <dl className="divide-y divide-slate-100">
      {rows.map(({ label, value }) => (
        <div key={label} className="flex items-center justify-between py-2 text-sm">
          <dt className="text-slate-700">{label}</dt>
          <dd className="font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The side panel: today's counts, learning stats and overall mastery. */
export function SummaryPanel({ data }: { data: DashboardData }) {
  const today = data.today_attempts_by_difficulty;
  const mastery = Math.round(data.learning_progress_pct);
  return (
    <aside aria-label="Summary" className="space-y-4 sm:space-y-6">
      <DashboardCard title="Today's Progress" headingId="dashboard-today">
        <Figures
          rows={[
            { label: 'Move Mix', value: String(today.move_mix) },
            { label: 'Chill Easy', value: String(today.chill_easy) },
            { label: 'Punch Hard', value: String(today.punch_hard) },
          ]}
        />
      </DashboardCard>
      <DashboardCard title="Learning Stats" headingId="dashboard-learning-stats">
        <Figures
          rows={[
            { label: 'Daily Streak', value: days(data.daily_streak) },
            { label: 'Avg Response', value: formatSeconds(data.avg_response_time_ms) },
            {
              label: 'Leaderboard Position',
              value: data.leaderboard_position === null ? 'Not ranked yet' : `#${data.leaderboard_position}`,
            },
          ]}
        />
      </DashboardCard>
      <DashboardCard title="Learning Progress" headingId="dashboard-learning-progress">
        <p className="text-3xl font-bold text-indigo-700">{mastery}%</p>
        <p className="text-sm text-slate-700">Overall Mastery</p>
        <ProgressBar pct={mastery} label="Overall Mastery" />
      </DashboardCard>
    </aside>
  );
}
