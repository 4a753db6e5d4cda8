// Ring waiting room: who is in, Join, Start Session for the host, and the move to the live quiz
// as soon as the session is in progress. Realtime keeps it current; without it, the session is polled.
import { useEffect, useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Hourglass, X } from 'lucide-react';
import { clsx } from 'clsx';
import {
  MSG,
  ParticipantJoinedEvent,
  RING_MIN_PARTICIPANTS,
  SessionFinishedEvent,
  SessionStartedEvent,
} from '@quizring/contracts';
import type { RingSessionData } from '@quizring/contracts';
import { Button, buttonClass } from '@/components/ui/button';
import { ErrorCard } from '@/components/ui/error-card';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/session/auth-context';
import { playSound } from '@/lib/sounds';
import { ApiError, apiErrorMessage } from '@/lib/api-client';
import { useConnectionState } from '@/lib/realtime';
import { joinRing, ringKeys, ringSessionQuery, startRing } from '../api/ring-api';
import { useRingChannel } from '../hooks/use-ring-channel';
import {
  isJoined,
  joinedCount,
  withJoinedParticipant,
  withSessionFinished,
  withSessionStarted,
} from '../utils/participants';
import { parseSessionId, topicLabel } from '../utils/ring-format';
import { ringToast } from '../utils/ring-toast';
import { InvalidRing } from './invalid-ring';
import { ParticipantsList } from './participants-list';

/** The server's "not for you" (403): the ring is someone else's, not a failure. */
const isRefused = (error: unknown) => error instanceof ApiError && error.status === 403;

/** How often the session is fetched while realtime is not delivering. */
export const WAITING_ROOM_POLL_MS = 5000;

export default function WaitingRoomPage() {
  const { id } = useParams();
  const sessionId = parseSessionId(id);
  if (sessionId === null) return <InvalidRing />;
  return <WaitingRoom key={sessionId} sessionId={sessionId} />;
}

function WaitingRoom({ sessionId }: { sessionId: number }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const connection = useConnectionState();
  const startHintId = useId();
  const [onlineIds, setOnlineIds] = useState<ReadonlySet<string>>(() => new Set());

  const key = ringKeys.session(sessionId);
  const update = (fn: (d: RingSessionData) => RingSessionData) =>
    queryClient.setQueryData<RingSessionData>(key, (old) => (old ? fn(old) : old));
  const reload = () => void queryClient.invalidateQueries({ queryKey: key });

  const { isSubscribed } = useRingChannel(sessionId, {
    onParticipantJoined: (data) => {
      const joined = ParticipantJoinedEvent.safeParse(data);
      // An invalid payload reloads the whole session.
      if (!joined.success) {
        reload();
        return;
      }
      update((d) => withJoinedParticipant(d, joined.data));
      if (joined.data.user_id !== user?.id) playSound('joined');
    },
    onSessionStarted: (data) => {
      const started = SessionStartedEvent.safeParse(data);
      update((d) => withSessionStarted(d, started.success ? started.data.started_at : null));
    },
    onSessionFinished: (data) => {
      const finished = SessionFinishedEvent.safeParse(data);
      update((d) => withSessionFinished(d, finished.success ? finished.data.ended_at : null));
    },
    onSubscribed: (members) => {
      setOnlineIds(new Set(members.map((m) => m.id)));
      // Whatever happened between the first load and the subscription.
      reload();
    },
    onMemberAdded: (m) => setOnlineIds((s) => new Set(s).add(m.id)),
    onMemberRemoved: (m) =>
      setOnlineIds((s) => {
        const next = new Set(s);
        next.delete(m.id);
        return next;
      }),
  });
  const isLive = isSubscribed && connection === 'connected';

  const sessionQuery = useQuery({
    ...ringSessionQuery(sessionId),
    refetchInterval: (q) => (isLive || isRefused(q.state.error) ? false : WAITING_ROOM_POLL_MS),
  });
  const { data, isError, error, errorUpdatedAt } = sessionQuery;
  useEffect(() => {
    if (isError && !isRefused(error))
      ringToast.error(apiErrorMessage(error, MSG.failedToLoadSession), 'ring-session-failed');
  }, [isError, error, errorUpdatedAt]);

  const me = data?.participants.find((p) => p.user_id === user?.id);
  const amJoined = !!me && isJoined(me);
  const status = data?.session.status;

  // When the status becomes in_progress, the user is redirected to the live quiz.
  useEffect(() => {
    if (status === 'in_progress' && amJoined) void navigate(`/ring/${sessionId}`, { replace: true });
  }, [status, amJoined, navigate, sessionId]);

  const join = useMutation({
    mutationFn: () => joinRing(sessionId),
    onSuccess: () => reload(),
    onError: (err) => ringToast.error(apiErrorMessage(err, MSG.joinFailed), 'ring-join-failed'),
  });
  const start = useMutation({
    mutationFn: () => startRing(sessionId),
    onSuccess: () => update((d) => withSessionStarted(d, null)),
    onError: (err) => ringToast.error(apiErrorMessage(err, MSG.failedToStart), 'ring-start-failed'),
  });

  const close = (isOnBrand: boolean) => (
    <button
      type="button"
      aria-label="Close"
      onClick={() => void navigate('/dashboard')}
      className={clsx(
        'shrink-0 rounded-lg p-2 focus-visible:outline-2 focus-visible:outline-offset-2',
        isOnBrand
          ? 'text-white hover:bg-white/15 focus-visible:outline-white'
          : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-indigo-600',
      )}
    >
      <X aria-hidden size={22} />
    </button>
  );

  // Not QueryState: besides loading and failure there is a refusal (a stranger's ring), which is no error to retry.
  if (!data) {
    return (
      <div className="mx-auto w-full max-w-2xl space-y-4">
        <div className="flex items-center justify-between">
          <h1 className="text-xl font-bold text-slate-900">Ring #{sessionId}</h1>
          {close(false)}
        </div>
        {isRefused(error) ? (
          // Not a failure to retry: this student may not see the ring. Say why, and the way back.
          <div role="alert" className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
            <h2 className="text-lg font-semibold text-slate-900">{MSG.ringRefusedTitle}</h2>
            <p className="mt-1 text-sm text-slate-700">{MSG.ringOpenToFriends}</p>
            <Link to="/dashboard" className={clsx(buttonClass('primary', 'sm'), 'mt-4')}>
              {MSG.backToHome}
            </Link>
          </div>
        ) : isError && !sessionQuery.isFetching ? (
          <ErrorCard
            title={MSG.failedToLoadSession}
            message={apiErrorMessage(error, '') || undefined}
            onRetry={() => void sessionQuery.refetch()}
          />
        ) : (
          <div className="flex justify-center py-12">
            <Spinner label="Loading ring…" />
          </div>
        )}
      </div>
    );
  }

  const { session, participants } = data;
  const isHost = user?.id === session.host_id;
  const joined = joinedCount(participants);
  const canStart = joined >= RING_MIN_PARTICIPANTS;

  let actions;
  if (status === 'finished') {
    actions = (
      <div className="space-y-3 text-center">
        <p className="text-sm text-slate-700">{MSG.ringAlreadyFinished}</p>
        <Link to={`/ring/leaderboard/${sessionId}`} className={buttonClass('primary', 'sm')}>
          View results
        </Link>
      </div>
    );
  } else {
    actions = (
      <div className="space-y-3">
        {status === 'in_progress' && !amJoined ? (
          <p className="text-center text-sm text-slate-700">This ring has started. Join now to play.</p>
        ) : null}
        {!amJoined ? (
          <Button
            onClick={() => join.mutate()}
            isPending={join.isPending}
            pendingText="Joining…"
            className="w-full"
          >
            Join
          </Button>
        ) : null}
        {isHost && status === 'pending' ? (
          <>
            <Button
              onClick={() => {
                if (!start.isPending && canStart) start.mutate();
              }}
              isPending={start.isPending}
              pendingText={MSG.starting}
              disabled={!canStart}
              aria-describedby={canStart ? undefined : startHintId}
              className="w-full"
            >
              {MSG.startSession}
            </Button>
            {!canStart ? (
              <p id={startHintId} className="text-center text-sm text-slate-600">
                {MSG.ringNeedsTwo}
              </p>
            ) : null}
          </>
        ) : null}
        {!isHost && status === 'pending' ? (
          <p
            role="status"
            className="flex items-center justify-center gap-2 text-sm font-medium text-slate-700"
          >
            <Hourglass aria-hidden size={16} className="text-indigo-700" />
            {MSG.waitingForHost}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-2xl space-y-4 sm:space-y-6">
      <header className="flex items-start justify-between gap-3 rounded-2xl bg-indigo-700 p-4 text-white shadow-sm sm:p-5">
        <div className="min-w-0">
          <p className="text-sm font-medium text-indigo-100">Waiting room</p>
          <h1 className="text-xl font-bold sm:text-2xl">Ring #{session.id}</h1>
          <p className="mt-1 truncate text-base font-medium">
            {topicLabel(session.topic_title, session.topic_id)}
          </p>
          <p className="text-sm text-indigo-100">Host: {session.host.fullname.trim() || 'Host'}</p>
        </div>
        {close(true)}
      </header>

      {connection === 'unavailable' || connection === 'failed' ? (
        <p
          role="status"
          className="rounded-xl bg-amber-50 px-4 py-2 text-sm text-amber-900 ring-1 ring-amber-200"
        >
          Live updates are unavailable; this page refreshes every few seconds.
        </p>
      ) : null}

      <ParticipantsList
        participants={participants}
        hostId={session.host_id}
        currentUserId={user?.id}
        onlineIds={onlineIds}
      />

      {actions}
    </div>
  );
}
