import { clsx } from 'clsx';
import { QUESTION_TIME_MS } from '@quizring/contracts';
import { LiveRegion } from '@/components/ui/live-region';
import { countdownAnnouncement } from '@/lib/countdown-announcement';

/**
 * The question's visible countdown. A timer role stays silent for screen readers (the seconds are read on demand);
 * a live region beside it reads out 30, 10 and 5 seconds left, not every tick.
 */
export function CountdownBar({ remainingMs, isPaused }: { remainingMs: number; isPaused: boolean }) {
  const fraction = Math.max(0, Math.min(1, remainingMs / QUESTION_TIME_MS));
  const seconds = Math.ceil(remainingMs / 1000);
  const isLow = fraction < 0.25;
  return (
    <>
      <div role="timer" aria-label="Time left" className="flex items-center gap-3">
        <div className="h-2.5 flex-1 overflow-hidden rounded-full bg-slate-200" aria-hidden>
          <div
            className={clsx(
              'h-full rounded-full transition-[width] duration-100 ease-linear motion-reduce:transition-none',
              isLow ? 'bg-red-600' : 'bg-indigo-600',
            )}
            style={{ width: `${fraction * 100}%` }}
          />
        </div>
        <span
          className={clsx(
            'w-12 text-right text-sm font-semibold tabular-nums',
            isLow ? 'text-red-700' : 'text-slate-700',
          )}
        >
          {seconds}s
        </span>
        {isPaused ? <span className="sr-only">, paused</span> : null}
      </div>
      <LiveRegion label="countdown" text={countdownAnnouncement(remainingMs, QUESTION_TIME_MS)} />
    </>
  );
}
