import { clsx } from 'clsx';
import { RING_QUESTION_TIME_MS } from '@quizring/contracts';
import { LiveRegion } from '@/components/ui/live-region';
import { countdownAnnouncement } from '@/lib/countdown-announcement';
import { barTone } from '../utils/ring-format';
import type { BarTone } from '../utils/ring-format';

const FILL: Record<BarTone, string> = { green: 'bg-emerald-600', amber: 'bg-amber-500', red: 'bg-red-600' };
const TEXT: Record<BarTone, string> = {
  green: 'text-emerald-800',
  amber: 'text-amber-800',
  red: 'text-red-700',
};

/**
 * The 30 s bar with its seconds: green, amber below 60 %, red below 30 % (the seconds say it in text too). A live
 * region reads out 10 and 5 seconds left, not every tick.
 */
export function RingCountdownBar({ remainingMs }: { remainingMs: number }) {
  const fraction = Math.max(0, Math.min(1, remainingMs / RING_QUESTION_TIME_MS));
  const tone = barTone(fraction);
  return (
    <>
      <div role="timer" aria-label="Time left" data-tone={tone} className="flex items-center gap-3">
        <div className="h-3 flex-1 overflow-hidden rounded-full bg-slate-200" aria-hidden>
          <div
            className={clsx(
              'h-full rounded-full transition-[width] duration-100 ease-linear motion-reduce:transition-none',
              FILL[tone],
            )}
            style={{ width: `${fraction * 100}%` }}
          />
        </div>
        <span className={clsx('w-10 text-right text-sm font-bold tabular-nums', TEXT[tone])}>
          {Math.ceil(remainingMs / 1000)}s
        </span>
      </div>
      <LiveRegion label="countdown" text={countdownAnnouncement(remainingMs, RING_QUESTION_TIME_MS)} />
    </>
  );
}
