import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { CircleCheck, CircleX } from 'lucide-react';

/** How an option looks: until the verdict only the choice shows; then the right one and a wrong pick. */
export type AnswerMark = 'none' | 'chosen' | 'chosen-correct' | 'chosen-wrong' | 'revealed' | 'muted';

const MARK_CLASS: Record<AnswerMark, string> = {
  none: 'border-slate-300 bg-white text-slate-900 hover:border-indigo-500 hover:bg-indigo-50',
  chosen: 'border-indigo-600 bg-indigo-50 text-indigo-950',
  'chosen-correct': 'border-emerald-600 bg-emerald-50 text-emerald-900',
  revealed: 'border-emerald-600 bg-emerald-50 text-emerald-900',
  'chosen-wrong': 'border-red-600 bg-red-50 text-red-900',
  muted: 'border-slate-200 bg-white text-slate-600',
};

type Props = {
  /** The badge before the text (1–5 in a quiz, A–D in a Ring). */
  badge: string;
  /** The option's text; a feature passes it through MathText when it may hold a formula. */
  text: ReactNode;
  mark: AnswerMark;
  /** What a screen reader hears after the option's text once it is marked. */
  markWords: string | null;
  /** The question is locked: the option stays focusable but does nothing. */
  isLocked: boolean;
  keyShortcut?: string;
  onChoose: () => void;
};

/** One answer option of a question, as a button in the options list. */
export function AnswerOption({ badge, text, mark, markWords, isLocked, keyShortcut, onChoose }: Props) {
  return (
    <button
      type="button"
      // aria-disabled keeps the focus on the button once the question locks, unlike disabled.
      aria-disabled={isLocked || undefined}
      aria-keyshortcuts={keyShortcut}
      onClick={onChoose}
      className={clsx(
        'flex min-h-12 w-full items-center gap-3 rounded-xl border-2 px-3 py-2.5 text-left text-base transition-colors motion-reduce:transition-none',
        isLocked && 'cursor-default',
        MARK_CLASS[mark],
      )}
    >
      <span
        aria-hidden
        className="flex h-7 w-7 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-sm font-semibold text-slate-700"
      >
        {badge}
      </span>
      <span className="flex-1">{text}</span>
      {/* The icon and its words, not the colour alone, say which option was right. */}
      {mark === 'chosen-correct' || mark === 'revealed' ? (
        <CircleCheck aria-hidden size={20} className="shrink-0 text-emerald-700" />
      ) : null}
      {mark === 'chosen-wrong' ? <CircleX aria-hidden size={20} className="shrink-0 text-red-700" /> : null}
      {markWords ? <span className="sr-only">, {markWords}</span> : null}
    </button>
  );
}
