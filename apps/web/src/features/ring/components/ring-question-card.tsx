// One Ring question (spec §4 "Ring client quiz flow"): a 30 s timer, one pick, the server's verdict, then
// the next question after 700 ms (right) or 1100 ms (wrong); a timeout moves on at once.
import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { CircleCheck, CircleX } from 'lucide-react';
import { clsx } from 'clsx';
import {
  ADVANCE_AFTER_CORRECT_MS,
  ADVANCE_AFTER_WRONG_MS,
  MSG,
  RING_QUESTION_TIME_MS,
} from '@quizring/contracts';
import type { RingQuestion } from '@quizring/contracts';
import { playSound } from '@/features/sounds';
import { apiErrorMessage } from '@/lib/api-client';
import { answerRing } from '../api/ring-api';
import { useCountdown } from '../hooks/use-countdown';
import { answerDelivery } from '../utils/answer-delivery';
import { ringToast } from '../utils/ring-toast';
import { RingCountdownBar } from './ring-countdown-bar';

type Props = {
  sessionId: number;
  question: RingQuestion;
  number: number;
  total: number;
  onNext: () => void;
};

type Pick =
  | { optionId: number; outcome: 'pending' }
  | { optionId: number; outcome: 'failed' }
  | { optionId: number; outcome: 'correct' | 'wrong'; correctOptionId: number };

type Mark = 'none' | 'pending' | 'chosen-correct' | 'chosen-wrong' | 'revealed' | 'muted';

function markOf(optionId: number, pick: Pick | null): Mark {
  if (!pick) return 'none';
  const isChosen = optionId === pick.optionId;
  if (pick.outcome === 'pending' || pick.outcome === 'failed') return isChosen ? 'pending' : 'muted';
  if (isChosen) return pick.outcome === 'correct' ? 'chosen-correct' : 'chosen-wrong';
  return optionId === pick.correctOptionId ? 'revealed' : 'muted';
}

const MARK_CLASS: Record<Mark, string> = {
  none: 'border-slate-300 bg-white text-slate-900 hover:border-indigo-500 hover:bg-indigo-50',
  pending: 'border-indigo-600 bg-indigo-50 text-indigo-950',
  'chosen-correct': 'border-emerald-600 bg-emerald-50 text-emerald-900',
  revealed: 'border-emerald-600 bg-emerald-50 text-emerald-900',
  'chosen-wrong': 'border-red-600 bg-red-50 text-red-900',
  muted: 'border-slate-200 bg-white text-slate-600',
};

const MARK_WORDS: Record<Mark, string | null> = {
  none: null,
  muted: null,
  pending: 'your answer, checking',
  'chosen-correct': 'your answer, correct',
  revealed: 'correct answer',
  'chosen-wrong': 'your answer, wrong',
};

/** The verdict after a wrong pick names the right option, so it is not told by the green mark alone. */
function wrongVerdict(question: RingQuestion, pick: Pick | null): string {
  const right =
    pick && 'correctOptionId' in pick
      ? question.options.find((o) => o.id === pick.correctOptionId)
      : undefined;
  return right ? `Not quite. The answer is ${right.text}.` : 'Not quite: the right answer is marked.';
}

export function RingQuestionCard({ sessionId, question, number, total, onNext }: Props) {
  const [pick, setPick] = useState<Pick | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const onNextRef = useRef(onNext);
  useEffect(() => {
    onNextRef.current = onNext;
  });
  const remainingMs = useCountdown(RING_QUESTION_TIME_MS, pick === null, () => onNextRef.current());
  const answer = useMutation({
    mutationFn: (optionId: number) => answerRing(sessionId, question.question_bank_id, optionId),
    ...answerDelivery,
  });

  // Each question takes the focus, so keyboard and screen-reader users start from its text.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const outcome = pick?.outcome;
  useEffect(() => {
    if (!outcome || outcome === 'pending') return;
    const delay = outcome === 'correct' ? ADVANCE_AFTER_CORRECT_MS : ADVANCE_AFTER_WRONG_MS;
    const timer = setTimeout(() => onNextRef.current(), delay);
    return () => clearTimeout(timer);
  }, [outcome]);

  const choose = (optionId: number) => {
    // Spec §5: one pick per question.
    if (pick) return;
    setPick({ optionId, outcome: 'pending' });
    answer.mutate(optionId, {
      onSuccess: (result) => {
        playSound(result.is_correct ? 'correct' : 'wrong');
        setPick({
          optionId,
          outcome: result.is_correct ? 'correct' : 'wrong',
          correctOptionId: result.correct_option_id,
        });
      },
      onError: (err) => {
        ringToast.error(apiErrorMessage(err, MSG.failedToSubmitAnswer), 'ring-answer-failed');
        setPick({ optionId, outcome: 'failed' });
      },
    });
  };

  const isLocked = pick !== null;
  return (
    <article
      aria-labelledby={`ring-question-${question.question_id}`}
      className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <RingCountdownBar remainingMs={remainingMs} />
      <p className="text-sm font-semibold text-slate-700">
        Question {number} / {total}
      </p>
      <h2
        ref={headingRef}
        id={`ring-question-${question.question_id}`}
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900 outline-none sm:text-xl"
      >
        {question.text}
      </h2>
      <ul aria-label="Answer options" className="grid gap-2.5">
        {question.options.map((option, i) => {
          const mark = markOf(option.id, pick);
          return (
            <li key={option.id}>
              <button
                type="button"
                // aria-disabled keeps the focus on the button once the question locks, unlike disabled.
                aria-disabled={isLocked || undefined}
                onClick={() => choose(option.id)}
                className={clsx(
                  'flex min-h-12 w-full items-center gap-3 rounded-xl border-2 px-3 py-2.5 text-left text-base transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 motion-reduce:transition-none',
                  isLocked && 'cursor-default',
                  MARK_CLASS[mark],
                )}
              >
                <span
                  aria-hidden
                  className="flex h-7 w-7 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-sm font-semibold text-slate-700"
                >
                  {String.fromCharCode(65 + i)}
                </span>
                <span className="flex-1">{option.text}</span>
                {mark === 'chosen-correct' || mark === 'revealed' ? (
                  <CircleCheck aria-hidden size={20} className="shrink-0 text-emerald-700" />
                ) : null}
                {mark === 'chosen-wrong' ? (
                  <CircleX aria-hidden size={20} className="shrink-0 text-red-700" />
                ) : null}
                {/* The icon and its words, not the colour alone, say which option was right. */}
                {MARK_WORDS[mark] ? <span className="sr-only">, {MARK_WORDS[mark]}</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
      <p role="status" className="min-h-6 text-sm font-semibold">
        {outcome === 'correct' ? <span className="text-emerald-800">Correct!</span> : null}
        {outcome === 'wrong' ? <span className="text-red-800">{wrongVerdict(question, pick)}</span> : null}
      </p>
    </article>
  );
}
