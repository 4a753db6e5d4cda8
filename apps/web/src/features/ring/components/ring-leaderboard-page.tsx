// Ring leaderboard: the top 3 with medals, then everyone by correct answers, and Back to Home.
// The live quiz hands the data over in the router state; opened directly, the page loads it.
import { useEffect, useId, useMemo } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Medal, Trophy } from 'lucide-react';
import { clsx } from 'clsx';
import { z } from 'zod';
import { MSG, RingLeaderboardEntry, RingStatus } from '@quizring/contracts';
import { Avatar } from '@/components/ui/avatar';
import { buttonClass } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { useAuth } from '@/lib/session/auth-context';
import { apiErrorMessage } from '@/lib/api-client';
import type { RingLeaderboard } from '../api/ring-api';
import { useLiveLeaderboard } from '../hooks/use-live-leaderboard';
import { rankEntries } from '../utils/standings';
import { accuracyPercent, parseSessionId } from '../utils/ring-format';
import { ringToast } from '../utils/ring-toast';
import { InvalidRing } from './invalid-ring';

/** What the live quiz passes in the router state. */
export type LeaderboardHandoff = { ringLeaderboard: RingLeaderboard };

const Handoff = z.object({
  ringLeaderboard: z.object({ leaderboard: z.array(RingLeaderboardEntry), status: RingStatus }),
});

const MEDALS = [
  { label: 'Gold medal', card: 'ring-amber-300 bg-amber-50', icon: 'bg-amber-400 text-amber-950' },
  { label: 'Silver medal', card: 'ring-slate-300 bg-slate-50', icon: 'bg-slate-300 text-slate-900' },
  { label: 'Bronze medal', card: 'ring-orange-300 bg-orange-50', icon: 'bg-orange-300 text-orange-950' },
] as const;

function AccuracyBar({ percent, name }: { percent: number; name: string }) {
  return (
    <div className="flex items-center gap-2">
      <div
        role="progressbar"
        aria-label={`${name} accuracy`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-emerald-600" style={{ width: `${percent}%` }} />
      </div>
      <span className="w-10 text-right text-xs font-semibold tabular-nums text-slate-700">{percent}%</span>
    </div>
  );
}

export default function RingLeaderboardPage() {
  const { id } = useParams();
  const sessionId = parseSessionId(id);
  if (sessionId === null) return <InvalidRing />;
  return <RingLeaderboardView key={sessionId} sessionId={sessionId} />;
}

function RingLeaderboardView({ sessionId }: { sessionId: number }) {
  const { user } = useAuth();
  const location = useLocation();
  const allPlayersId = useId();
  const handed = useMemo(() => {
    const parsed = Handoff.safeParse(location.state);
    return parsed.success ? parsed.data.ringLeaderboard : undefined;
  }, [location.state]);
  // Results so far while others still answer: they update with every answer and become final at the finish.
  const query = useLiveLeaderboard(sessionId, handed ? { initialData: handed } : {});
  const { data, isError, error, errorUpdatedAt } = query;
  useEffect(() => {
    if (isError)
      ringToast.error(apiErrorMessage(error, MSG.failedToLoadLeaderboard), 'ring-leaderboard-failed');
  }, [isError, error, errorUpdatedAt]);

  const ranked = useMemo(() => rankEntries(data?.leaderboard ?? []), [data]);

  const body = (
    <QueryState
      query={query}
      keepData
      retrySpinner
      loadingLabel="Loading leaderboard…"
      errorTitle={MSG.failedToLoadLeaderboard}
      onRetry={() => void query.refetch()}
    >
      {(data) => {
        return (
          <>
            {data.status !== 'finished' ? (
              <p
                role="status"
                className="rounded-xl bg-amber-50 px-4 py-2 text-sm text-amber-900 ring-1 ring-amber-200"
              >
                Some players may still be answering: these are the results so far, and they update as they
                answer.
              </p>
            ) : null}
            {ranked.length === 0 ? (
              <p className="rounded-xl bg-white px-4 py-8 text-center text-slate-600 ring-1 ring-slate-200">
                No results yet.
              </p>
            ) : (
              <>
                <ol aria-label="Top 3" className="grid gap-3 sm:grid-cols-3">
                  {ranked.slice(0, 3).map((e, i) => {
                    const medal = MEDALS[i];
                    const pct = accuracyPercent(e);
                    return (
                      <li
                        key={e.user_id}
                        className={clsx(
                          'flex items-center gap-3 rounded-2xl p-3 ring-1 sm:flex-col sm:p-4 sm:text-center',
                          medal?.card,
                        )}
                      >
                        <span
                          role="img"
                          aria-label={medal?.label}
                          className={clsx(
                            'flex h-8 w-8 shrink-0 items-center justify-center rounded-full',
                            medal?.icon,
                          )}
                        >
                          <Medal aria-hidden size={18} />
                        </span>
                        <Avatar name={e.name} avatar={e.avatar} size={48} className="shrink-0" />
                        <div className="min-w-0 flex-1 sm:w-full">
                          <p className="truncate font-semibold text-slate-900">
                            {e.name}
                            {e.user_id === user?.id ? (
                              <span className="font-normal text-slate-600"> (you)</span>
                            ) : null}
                          </p>
                          <p className="text-sm text-slate-700">
                            {e.correct}/{e.total} correct
                          </p>
                          <div className="mt-1">
                            <AccuracyBar percent={pct} name={e.name} />
                          </div>
                        </div>
                      </li>
                    );
                  })}
                </ol>
                <section
                  aria-labelledby={allPlayersId}
                  className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
                >
                  <h2 id={allPlayersId} className="text-base font-semibold text-slate-900">
                    All players
                  </h2>
                  <ol aria-label="All players" className="mt-2 divide-y divide-slate-100">
                    {ranked.map((e, i) => (
                      <li
                        key={e.user_id}
                        aria-current={e.user_id === user?.id ? 'true' : undefined}
                        className={clsx(
                          '-mx-2 flex items-center gap-3 rounded-lg px-2 py-2.5',
                          e.user_id === user?.id && 'bg-indigo-50/60',
                        )}
                      >
                        <span className="w-7 shrink-0 text-center text-sm font-bold text-slate-700">
                          <span className="sr-only">Rank </span>
                          {i + 1}
                        </span>
                        <Avatar name={e.name} avatar={e.avatar} size={36} className="shrink-0" />
                        <span className="flex min-w-0 flex-1 flex-col sm:flex-row sm:items-center sm:gap-3">
                          <span className="truncate font-medium text-slate-900 sm:flex-1">{e.name}</span>
                          <span className="shrink-0 text-sm tabular-nums text-slate-700">
                            Score: {e.correct} / {e.total} ({accuracyPercent(e)}%)
                            {data.status !== 'finished' && e.answered < e.total ? (
                              <span className="text-slate-600">
                                {' '}
                                · answering {e.answered} of {e.total}
                              </span>
                            ) : null}
                          </span>
                        </span>
                      </li>
                    ))}
                  </ol>
                </section>
              </>
            )}
          </>
        );
      }}
    </QueryState>
  );

  return (
    <div className="mx-auto w-full max-w-3xl space-y-4 sm:space-y-6">
      <PageHeader icon={Trophy} tone="amber" title="Ring Leaderboard" subtitle={<>Ring #{sessionId}</>} />
      {body}
      <Link to="/dashboard" className={clsx(buttonClass('primary'), 'w-full sm:w-auto')}>
        {MSG.backToHome}
      </Link>
    </div>
  );
}
