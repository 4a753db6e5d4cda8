import { DASHBOARD_WEEK_DAYS, MSG } from '@quizring/contracts';
import type { DashboardData } from '@quizring/contracts';
import { dayLabel } from '../utils/format';
import { DashboardCard, EmptyState } from './dashboard-card';
import WeeklyChart from './weekly-chart';
import type { WeeklyPoint } from './weekly-chart';

export function toWeeklyPoints(weekly: DashboardData['weekly']): WeeklyPoint[] {
  return weekly.slice(-DASHBOARD_WEEK_DAYS).map((d) => ({
    label: dayLabel(d.day),
    attempts: d.attempts,
    correct: d.correct,
    accuracy: d.attempts > 0 ? Math.round((d.correct / d.attempts) * 100) : 0,
  }));
}

export function WeeklyActivity({ weekly }: { weekly: DashboardData['weekly'] }) {
  const points = toWeeklyPoints(weekly);
  const hasActivity = points.some((p) => p.attempts > 0);
  return (
    <DashboardCard title="Weekly Activity" headingId="dashboard-weekly">
      {hasActivity ? (
        <>
          {/* The chart is visual only; the table below carries the same figures for screen readers. */}
          <div aria-hidden className="h-56 sm:h-64">
            <WeeklyChart points={points} />
          </div>
          {/* Hidden by a wrapper: a table ignores the 1 px width of sr-only and would widen the page on a phone. */}
          <div className="sr-only">
            <table>
              <caption>Attempts, correct answers and accuracy for each of the last 7 days</caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col">Attempts</th>
                  <th scope="col">Correct</th>
                  <th scope="col">Accuracy</th>
                </tr>
              </thead>
              <tbody>
                {points.map((p, i) => (
                  <tr key={`${p.label}-${i}`}>
                    <th scope="row">{p.label}</th>
                    <td>{p.attempts}</td>
                    <td>{p.correct}</td>
                    <td>{p.accuracy}%</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : (
        <EmptyState>{MSG.noActivity}</EmptyState>
      )}
    </DashboardCard>
  );
}
