import { Clock, Flame, Lightbulb, Target, Zap } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { LearningResultsData } from '@quizring/contracts';
import { formatCount, formatPercent, formatSeconds, plural } from '../utils/format';

type Tile = { label: string; value: string; icon: LucideIcon; tint: string };

export function SummaryTiles({ stats }: { stats: LearningResultsData['summary_stats'] }) {
  const tiles: Tile[] = [
    {
      label: 'Attempts',
      value: formatCount(stats.total_attempts),
      icon: Zap,
      tint: 'bg-indigo-50 text-indigo-700',
    },
    {
      label: 'Accuracy',
      value: formatPercent(stats.accuracy_pct),
      icon: Target,
      tint: 'bg-emerald-50 text-emerald-700',
    },
    {
      label: 'Avg Time',
      value: formatSeconds(stats.avg_response_time_ms),
      icon: Clock,
      tint: 'bg-sky-50 text-sky-700',
    },
    {
      label: 'Streak',
      value: plural(stats.daily_streak, 'day', 'days'),
      icon: Flame,
      tint: 'bg-orange-50 text-orange-700',
    },
    {
      label: 'Hints',
      value: formatCount(stats.hints_used),
      icon: Lightbulb,
      tint: 'bg-amber-50 text-amber-700',
    },
  ];
  return (
    <section aria-label="Summary">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-5">
        {tiles.map(({ label, value, icon: Icon, tint }) => (
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
