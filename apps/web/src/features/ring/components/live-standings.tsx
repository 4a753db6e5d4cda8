// While a ring is running: every player's right answers so far, and who is still answering (how far they are).
import { useId } from 'react';
import { clsx } from 'clsx';
import type { RingLeaderboardEntry } from '@quizring/contracts';
import { rankEntries } from '../utils/standings';

type Props = { entries: readonly RingLeaderboardEntry[]; userId: number | undefined };

export function LiveStandings({ entries, userId }: Props) {
  const titleId = useId();
  const ranked = rankEntries(entries);
  const stillAnswering = ranked.filter((e) => e.answered < e.total).length;
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl bg-white p-4 text-left shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <h2 id={titleId} className="text-base font-semibold text-slate-900">
        Standings so far
      </h2>
      <p className="mt-0.5 text-sm text-slate-700">
        {stillAnswering === 0
          ? 'Everyone has answered.'
          : `${stillAnswering} ${stillAnswering === 1 ? 'player is' : 'players are'} still answering.`}
      </p>
      <ol aria-labelledby={titleId} className="mt-2 divide-y divide-slate-100">
        {ranked.map((e, i) => (
          <li
            key={e.user_id}
            aria-current={e.user_id === userId ? 'true' : undefined}
            className={clsx(
              '-mx-2 flex items-center gap-3 rounded-lg px-2 py-2',
              e.user_id === userId && 'bg-indigo-50/60',
            )}
          >
            <span className="w-6 shrink-0 text-center text-sm font-bold text-slate-700">
              <span className="sr-only">Rank </span>
              {i + 1}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-slate-900">
                {e.name}
                {e.user_id === userId ? <span className="font-normal text-slate-600"> (you)</span> : null}
              </span>
              <span className="block text-sm text-slate-700">
                {e.answered < e.total ? `Answering · ${e.answered} of ${e.total}` : 'Done'}
              </span>
            </span>
            <span className="shrink-0 text-sm font-semibold tabular-nums text-slate-900">
              {e.correct} / {e.total}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
