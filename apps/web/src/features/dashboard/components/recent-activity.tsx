import { CircleCheck, CircleX } from 'lucide-react';
import type { DashboardData } from '@quizring/contracts';
import { MathText } from '@/components/notation/math-text';
import { DashboardCard, EmptyState } from './dashboard-card';

const when = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

function formatWhen(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : when.format(date);
}

function modeLabel(mode: string | null): string | null {
  return mode ? mode.charAt(0).toUpperCase() + mode.slice(1) : null;
}

export function RecentActivity({ items }: { items: DashboardData['recent_activity'] }) {
  return (
    <DashboardCard title="Recent Activity" headingId="dashboard-recent">
      {items.length === 0 ? (
        <EmptyState>No recent activity yet. Start a Move to get going.</EmptyState>
      ) : (
        <ul className="divide-y divide-slate-100">
          {items.map((a) => (
            <li key={a.id} className="flex items-start gap-3 py-3">
              {a.is_correct ? (
                <CircleCheck aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" />
              ) : (
                <CircleX aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-rose-600" />
              )}
              <div className="min-w-0 flex-1">
                <p className="line-clamp-2 text-sm text-slate-900">
                  <MathText text={a.question} />
                </p>
                <p className="mt-0.5 text-xs text-slate-600">
                  {[a.subject_name, a.skill_name, modeLabel(a.mode), formatWhen(a.attempted_at)]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
              <span
                className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ${
                  a.is_correct ? 'bg-emerald-100 text-emerald-900' : 'bg-rose-100 text-rose-900'
                }`}
              >
                {a.is_correct ? 'Correct' : 'Wrong'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
