import { Clock, Flame, Target, Zap } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { DashboardData } from '@quizring/contracts';
import { formatPercent, formatSeconds } from '../utils/format';

type Stat = { label: string; value: string; icon: LucideIcon; tint: string };

export function StatsRow({ data }: { data: DashboardData }) {
  const stats: Stat[] = [
    {
      label: 'Accuracy',
      value: formatPercent(data.accuracy_pct),
      icon: Target,
      tint: 'text-emerald-700 bg-emerald-50',
    },
    {
      label: 'Avg Response',
      value: formatSeconds(data.avg_response_time_ms),
      icon: Clock,
      tint: 'text-sky-700 bg-sky-50',
    },
    {
      label: 'Total Attempts',
      value: data.total_attempts.toLocaleString('en-IN'),
      icon: Zap,
      tint: 'text-indigo-700 bg-indigo-50',
    },
    {
      label: 'Daily Streak',
      value: days(data.daily_streak),
      icon: Flame,
      tint: 'text-orange-700 bg-orange-50',
    },
  ];
  return (
    <section aria-label="Your stats">
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {stats.map(({ label, value, icon: Icon, tint }) => (
          // dt/dd sit directly in the div, as a <dl> requires; the icon is decoration inside the value.
          <div
            key={label}
            className="relative flex min-h-16 flex-col-reverse justify-center rounded-2xl border border-slate-200 bg-white p-3 pl-16 shadow-sm sm:p-4 sm:pl-[4.5rem]"
          >
            <dt className="min-w-0 text-xs text-slate-600 sm:text-sm">{label}</dt>
            <dd className="min-w-0 text-lg font-bold text-slate-900 sm:text-xl">
              <span
                aria-hidden
                className={`absolute left-3 top-1/2 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-xl sm:left-4 ${tint}`}
              >
                <Icon className="h-5 w-5" />
              </span>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function days(n: number): string {
  return `${n} ${n === 1 ? 'day' : 'days'}`;
}
