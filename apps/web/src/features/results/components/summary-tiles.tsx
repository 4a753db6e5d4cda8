import { Clock, Flame, Lightbulb, Target, Zap } from 'lucide-react';
import { StatTiles } from '@/components/ui/stat-tiles';
import type { StatTile } from '@/components/ui/stat-tiles';
import type { LearningResultsData } from '@quizring/contracts';
import { formatCount, formatPercent, formatSeconds, plural } from '../utils/format';

export function SummaryTiles({ stats }: { stats: LearningResultsData['summary_stats'] }) {
  const tiles: StatTile[] = [
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
  return <StatTiles label="Summary" tiles={tiles} gridClass="grid-cols-2 sm:grid-cols-3 xl:grid-cols-5" />;
}
