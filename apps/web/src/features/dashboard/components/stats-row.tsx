import { Clock, Flame, Target, Zap } from 'lucide-react';
import { StatTiles } from '@/components/ui/stat-tiles';
import type { StatTile } from '@/components/ui/stat-tiles';
import type { DashboardData } from '@quizring/contracts';
import { formatPercent, formatSeconds } from '../utils/format';

export function StatsRow({ data }: { data: DashboardData }) {
  const stats: StatTile[] = [
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
  return <StatTiles label="Your stats" tiles={stats} gridClass="grid-cols-2 lg:grid-cols-4" />;
}

export function days(n: number): string {
  return `${n} ${n === 1 ? 'day' : 'days'}`;
}
