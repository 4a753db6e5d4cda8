// The global Ring invitation popup: raised by a push or by the
// student's realtime channel; 'View ring details' checks the ring's status and joins when it still can.
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Users } from 'lucide-react';
import { MSG, RING_JOIN_WINDOW_S } from '@quizring/contracts';
import { Button } from '@/components/ui/button';
import { playSound } from '@/lib/sounds';
import { apiErrorMessage } from '@/lib/api-client';
import {
  RING_INVITE_DEFAULT_HOST,
  RING_INVITE_DEFAULT_MESSAGE,
  RING_INVITE_EVENT,
} from '@/lib/ring-invite-event';
import type { RingInviteDetail } from '@/lib/ring-invite-event';
import { getRingStatus, joinRing } from '../api/ring-api';
import { parseSessionId } from '../utils/ring-format';
import { ringToast } from '../utils/ring-toast';

/** Started no more than 60 s ago; a start time the server did not give leaves the decision to the join. */
export function isWithinJoinWindow(startedAt: string | null, now = Date.now()): boolean {
  if (!startedAt) return true;
  const started = Date.parse(startedAt);
  if (Number.isNaN(started)) return true;
  return now - started <= RING_JOIN_WINDOW_S * 1000;
}

/** The optional message, unless it only repeats the invitation line. */
function extraMessage(invite: RingInviteDetail): string | null {
  const message = invite.message.trim();
  if (!message || message === RING_INVITE_DEFAULT_MESSAGE) return null;
  if (message === MSG.invitedYou(invite.hostName)) return null;
  return message;
}

export function RingInvitePopup() {
  const navigate = useNavigate();
  const titleId = useId();
  const textId = useId();
  const [invite, setInvite] = useState<RingInviteDetail | null>(null);
  const [isOpening, setIsOpening] = useState(false);

  useEffect(() => {
    const onInvite = (event: Event) => {
      const detail = (event as CustomEvent<RingInviteDetail | undefined>).detail;
      if (!detail?.sessionId) return;
      setInvite(detail);
      playSound('invite');
    };
    window.addEventListener(RING_INVITE_EVENT, onInvite);
    return () => window.removeEventListener(RING_INVITE_EVENT, onInvite);
  }, []);

  if (!invite) return null;
  const host = invite.hostName.trim() || RING_INVITE_DEFAULT_HOST;
  const message = extraMessage(invite);

  const viewDetails = async () => {
    const id = parseSessionId(invite.sessionId);
    if (id === null) {
      ringToast.error(MSG.failedToOpenRingDetails, 'ring-invite');
      setInvite(null);
      return;
    }
    setIsOpening(true);
    try {
      const status = await getRingStatus(id);
      if (status.phase === 'waiting') {
        await joinRing(id);
        setInvite(null);
        void navigate(`/ring/waiting/${id}`);
      } else if (status.phase === 'in_progress') {
        if (isWithinJoinWindow(status.startedAt)) {
          await joinRing(id);
          setInvite(null);
          void navigate(`/ring/${id}`);
        } else {
          ringToast.error(MSG.ringStartedAWhileAgo, 'ring-invite');
          setInvite(null);
        }
      } else if (status.phase === 'finished') {
        ringToast.info(MSG.ringAlreadyFinished, 'ring-invite');
        setInvite(null);
      } else {
        ringToast.error(MSG.unableToDetermineStatus, 'ring-invite');
      }
    } catch (err) {
      ringToast.error(apiErrorMessage(err, MSG.failedToOpenRingDetails), 'ring-invite');
    } finally {
      setIsOpening(false);
    }
  };

  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={textId}
      className="fixed inset-x-3 bottom-3 z-50 rounded-2xl bg-white p-4 pb-[max(1rem,env(safe-area-inset-bottom))] shadow-2xl ring-1 ring-indigo-200 sm:inset-x-auto sm:bottom-6 sm:right-6 sm:w-96"
    >
      <p className="sr-only" role="status">
        {MSG.ringInvitation}: {MSG.invitedYou(host)}
      </p>
      <div className="flex items-start gap-3">
        <span
          aria-hidden
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-indigo-100 text-indigo-700"
        >
          <Users size={20} />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-bold text-slate-900">
            {MSG.ringInvitation}
          </h2>
          <div id={textId} className="text-sm text-slate-700">
            <p>{MSG.invitedYou(host)}</p>
            {message ? <p className="mt-1 italic text-slate-800">“{message}”</p> : null}
            <p className="mt-1 text-xs text-slate-600">Session #{invite.sessionId}</p>
          </div>
        </div>
      </div>
      <div className="mt-4 flex gap-2">
        <Button
          variant="secondary"
          size="sm"
          className="flex-1"
          disabled={isOpening}
          onClick={() => setInvite(null)}
        >
          Dismiss
        </Button>
        <Button
          size="sm"
          className="flex-1"
          isPending={isOpening}
          pendingText="Opening…"
          onClick={() => void viewDetails()}
        >
          {MSG.viewRingDetails}
        </Button>
      </div>
    </div>
  );
}
