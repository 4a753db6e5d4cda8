import { clsx } from 'clsx';
import { MSG } from '@quizring/contracts';
import type { LeaderboardEntry } from '@quizring/contracts';
import { Avatar } from '@/components/ui/avatar';
import { formatMastered, formatPercent } from '../utils/standing';

const MEDALS: Record<number, string> = {
  1: 'bg-amber-100 text-amber-900',
  2: 'bg-slate-200 text-slate-900',
  3: 'bg-orange-100 text-orange-900',
};

type Props = { leaders: LeaderboardEntry[]; currentUserId: number | undefined };

export function LeadersList({ leaders, currentUserId }: Props) {
  return (
    <section
      aria-labelledby="leaderboard-leaders"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="leaderboard-leaders" className="mb-3 text-base font-semibold text-slate-900">
        Leaders
      </h2>
      {leaders.length === 0 ? (
        <p className="rounded-xl bg-slate-50 px-4 py-6 text-center text-sm text-slate-600">{MSG.noLeaders}</p>
      ) : (
        <ol aria-labelledby="leaderboard-leaders" className="space-y-2">
          {leaders.map((leader) => (
            <LeaderRow key={leader.user_id} leader={leader} isMe={leader.user_id === currentUserId} />
          ))}
        </ol>
      )}
    </section>
  );
}

function LeaderRow({ leader, isMe }: { leader: LeaderboardEntry; isMe: boolean }) {
  return (
    <li
      aria-current={isMe ? 'true' : undefined}
      className={clsx(
        'flex items-center gap-3 rounded-xl border p-2.5 sm:p-3',
        isMe ? 'border-indigo-600 bg-indigo-50 ring-1 ring-indigo-600' : 'border-slate-200',
      )}
    >
      <span
        className={clsx(
          'flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-bold tabular-nums',
          MEDALS[leader.rank] ?? 'text-slate-700',
        )}
      >
        <span className="sr-only">Rank </span>
        {leader.rank}
      </span>
      <span aria-hidden className="shrink-0">
        <Avatar name={leader.user_name} avatar={leader.avatar} size={40} />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex min-w-0 items-center gap-2">
          <span className="line-clamp-2 min-w-0 break-words font-semibold text-slate-900">
            {leader.user_name}
          </span>
          {isMe ? (
            <span className="shrink-0 rounded-full bg-indigo-600 px-2 py-0.5 text-xs font-semibold text-white">
              You
            </span>
          ) : null}
        </p>
        <dl className="flex flex-wrap gap-x-3 text-xs text-slate-600 sm:text-sm">
          <div className="flex gap-1">
            <dt>Accuracy</dt>
            <dd className="font-medium tabular-nums text-slate-800">{formatPercent(leader.accuracy_pct)}</dd>
          </div>
          <div className="flex gap-1">
            <dt>Skills</dt>
            <dd className="font-medium tabular-nums text-slate-800">{leader.skills_count}</dd>
          </div>
          {/* A phone has no room for the side column, so the mastery joins this line there. */}
          <div className="flex gap-1 sm:hidden">
            <dt>Mastered</dt>
            <dd className="font-medium tabular-nums text-slate-800">{formatMastered(leader)}</dd>
          </div>
        </dl>
      </div>
      <dl className="hidden shrink-0 text-right sm:block">
        <dt className="text-xs text-slate-600">Mastered</dt>
        <dd className="text-base font-bold tabular-nums text-slate-900">{formatMastered(leader)}</dd>
      </dl>
    </li>
  );
}
