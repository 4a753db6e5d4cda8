import { CircleCheck, CircleX } from 'lucide-react';
import { clsx } from 'clsx';
import type { Flash } from '../hooks/use-answer-flashes';

/** Other players' answers, floating over the quiz; read out politely. */
export function AnswerFlashes({ flashes }: { flashes: readonly Flash[] }) {
  return (
    <div
      role="log"
      aria-live="polite"
      aria-label="Other players"
      className="pointer-events-none fixed right-3 top-16 z-40 flex w-56 max-w-[60vw] flex-col items-end gap-1.5 lg:top-4"
    >
      {flashes.map((f) => (
        <p
          key={f.id}
          className={clsx(
            'flex max-w-full items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold shadow-md',
            f.isCorrect ? 'bg-emerald-600 text-white' : 'bg-slate-800 text-white',
          )}
        >
          {f.isCorrect ? <CircleCheck aria-hidden size={16} /> : <CircleX aria-hidden size={16} />}
          <span className="truncate">{f.text}</span>
        </p>
      ))}
    </div>
  );
}
