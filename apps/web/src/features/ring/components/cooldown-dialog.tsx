import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { MSG } from '@quizring/contracts';
import type { RingCooldown } from '@quizring/contracts';
import { buttonClass } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { formatMmSs } from '../utils/ring-format';

type Props = { message: string; cooldown: RingCooldown | null; onClose: () => void };

/** Seconds left, counted down every second from when the server's answer arrived. */
function useSecondsLeft(initialSeconds: number): number {
  const [endsAt] = useState(() => Date.now() + initialSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const seconds = Math.max(0, Math.ceil((endsAt - now) / 1000));
  const isOver = seconds <= 0;
  useEffect(() => {
    if (isOver) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [isOver]);
  return seconds;
}

function existingRingLink(cooldown: RingCooldown): { label: string; to: string; status: string } {
  const id = cooldown.existing_session_id;
  switch (cooldown.existing_session_status) {
    case 'in_progress':
      return { label: MSG.openCurrentRing, to: `/ring/${id}`, status: 'In progress' };
    case 'finished':
      return { label: 'View results', to: `/ring/leaderboard/${id}`, status: 'Finished' };
    default:
      return { label: MSG.openWaitingRoom, to: `/ring/waiting/${id}`, status: 'Waiting' };
  }
}

/** 'Please wait a bit': the server's message, a mm:ss countdown and the way back to the ring in progress. */
export function CooldownDialog({ message, cooldown, onClose }: Props) {
  const seconds = useSecondsLeft(cooldown?.seconds_until_next_allowed ?? 0);
  const link = cooldown ? existingRingLink(cooldown) : null;
  return (
    <Modal title={MSG.pleaseWaitABit} subtitle={message} onClose={onClose}>
      <div className="space-y-4">
        {cooldown ? (
          <div className="rounded-xl bg-amber-50 p-4 text-center ring-1 ring-amber-200">
            {seconds > 0 ? (
              <>
                <p className="text-sm text-amber-900">You can create another ring in</p>
                <p
                  role="timer"
                  aria-label="Time until you can create another ring"
                  className="mt-1 text-3xl font-bold tabular-nums text-amber-950"
                >
                  {formatMmSs(seconds)}
                </p>
              </>
            ) : (
              <p role="status" className="text-sm font-medium text-amber-950">
                You can create a new ring now.
              </p>
            )}
          </div>
        ) : null}
        {cooldown && link ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-600">Your ring</dt>
            <dd className="font-medium text-slate-900">#{cooldown.existing_session_id}</dd>
            <dt className="text-slate-600">Status</dt>
            <dd className="font-medium text-slate-900">{link.status}</dd>
          </dl>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} className={buttonClass('secondary', 'sm')}>
            Not now
          </button>
          {link ? (
            <Link to={link.to} className={buttonClass('primary', 'sm')}>
              {link.label}
            </Link>
          ) : null}
        </div>
      </div>
    </Modal>
  );
}
