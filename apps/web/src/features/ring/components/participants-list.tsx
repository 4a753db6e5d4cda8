import { useId } from 'react';
import { clsx } from 'clsx';
import { MSG } from '@quizring/contracts';
import type { RingParticipant } from '@quizring/contracts';
import { Avatar } from '@/components/ui/avatar';
import { isJoined, joinedCount } from '../utils/participants';

type Props = {
  participants: readonly RingParticipant[];
  hostId: number;
  currentUserId: number | undefined;
  /** Presence ids (as strings) of who has the ring open right now. */
  onlineIds: ReadonlySet<string>;
};

export function ParticipantsList({ participants, hostId, currentUserId, onlineIds }: Props) {
  const headingId = useId();
  const joined = joinedCount(participants);
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          Participants ({participants.length})
        </h2>
        <p className="text-sm text-slate-600">{joined} joined</p>
      </div>
      {participants.length === 0 ? (
        <p className="mt-3 rounded-xl bg-slate-50 px-4 py-6 text-center text-sm text-slate-600">
          {MSG.noOneJoinedYet}
        </p>
      ) : (
        <ul aria-labelledby={headingId} className="mt-3 divide-y divide-slate-100">
          {participants.map((p) => {
            const hasJoined = isJoined(p);
            const isOnline = onlineIds.has(String(p.user_id));
            return (
              <li key={p.user_id} className="flex items-center gap-3 py-2.5">
                <span className="relative shrink-0">
                  <Avatar name={p.name} avatar={p.avatar} size={40} />
                  {isOnline ? (
                    <span
                      aria-hidden
                      className="absolute -bottom-0.5 -right-0.5 h-3 w-3 rounded-full bg-emerald-500 ring-2 ring-white"
                    />
                  ) : null}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-slate-900">
                    {p.name}
                    {p.user_id === currentUserId ? <span className="text-slate-600"> (you)</span> : null}
                  </span>
                  <span className="block text-xs text-slate-600">
                    {p.user_id === hostId ? 'Host' : 'Player'}
                    {isOnline ? ' · online' : ''}
                  </span>
                </span>
                <span
                  className={clsx(
                    'shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold',
                    hasJoined ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-100 text-slate-700',
                  )}
                >
                  {hasJoined ? 'Joined' : 'Invited'}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
