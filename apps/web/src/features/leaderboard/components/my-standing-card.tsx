import type { LeaderboardData } from '@quizring/contracts';
import { Avatar } from '@/components/ui/avatar';
import { formatMastered, formatPercent, masteryPercent } from '../utils/standing';

type Props = {
  stats: LeaderboardData['my_stats'];
  position: LeaderboardData['my_position'];
  fallbackName?: string;
};

/** The learner's own place: position, accuracy, skills and how far their practised skills are mastered. */
export function MyStandingCard({ stats, position, fallbackName }: Props) {
  const mastery = stats ? Math.round(masteryPercent(stats)) : 0;
  return (
    <section
      aria-labelledby="leaderboard-mine"
      className="rounded-2xl bg-indigo-700 p-4 text-white shadow-md sm:p-5"
    >
      <h2 id="leaderboard-mine" className="text-sm font-medium text-indigo-100">
        Your standing
      </h2>
      <div className="mt-2 flex items-center gap-3">
        <span aria-hidden>
          <Avatar
            name={stats?.user_name ?? fallbackName}
            avatar={stats?.avatar}
            size={48}
            className="ring-2 ring-white"
          />
        </span>
        <p className="min-w-0 flex-1 truncate text-lg font-semibold">{stats?.user_name ?? fallbackName}</p>
      </div>
      <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
        <div className="rounded-xl bg-white/10 p-2">
          <dt className="text-xs text-indigo-100">Position</dt>
          <dd className="text-xl font-bold tabular-nums">
            {position === null ? <NotYet /> : `#${position}`}
          </dd>
        </div>
        <div className="rounded-xl bg-white/10 p-2">
          <dt className="text-xs text-indigo-100">Accuracy</dt>
          <dd className="text-xl font-bold tabular-nums">
            {stats ? formatPercent(stats.accuracy_pct) : <NotYet />}
          </dd>
        </div>
        <div className="rounded-xl bg-white/10 p-2">
          <dt className="text-xs text-indigo-100">Skills</dt>
          <dd className="text-xl font-bold tabular-nums">{stats ? stats.skills_count : <NotYet />}</dd>
        </div>
      </dl>
      {stats ? (
        <div className="mt-4">
          <div className="flex items-center justify-between text-sm">
            <span id="leaderboard-mastery-label">Mastery</span>
            <span className="font-semibold tabular-nums">{mastery}%</span>
          </div>
          <div
            role="progressbar"
            aria-labelledby="leaderboard-mastery-label"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={mastery}
            className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-white/25"
          >
            <div className="h-full rounded-full bg-white" style={{ width: `${mastery}%` }} />
          </div>
          {/* The same measure as the leaders' list: the mastered share of the practised skills. */}
          <p className="mt-1.5 text-sm text-indigo-50">{formatMastered(stats)} mastered</p>
        </div>
      ) : (
        <p className="mt-4 text-sm text-indigo-50">Answer a question in any quiz to join the leaderboard.</p>
      )}
    </section>
  );
}

/** A figure the learner has not earned yet: a dash to see, words to hear. */
function NotYet() {
  return (
    <>
      <span aria-hidden>–</span>
      <span className="sr-only">Not yet</span>
    </>
  );
}
