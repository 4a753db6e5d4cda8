// One Ring question: a 30 s timer, one pick, the server's verdict, then
// the next question after 700 ms (right) or 1100 ms (wrong); a timeout moves on at once.
import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  ADVANCE_AFTER_CORRECT_MS,
  ADVANCE_AFTER_WRONG_MS,
  MSG,
  RING_QUESTION_TIME_MS,
} from '@quizring/contracts';
import type { RingQuestion } from '@quizring/contracts';
import { AnswerOption } from '@/components/ui/answer-option';
import type { AnswerMark } from '@/components/ui/answer-option';
import { MathText } from '@/components/notation/math-text';
import { QuestionFigure } from '@/components/notation/question-figure';
import { playSound } from '@/lib/sounds';
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

function markOf(optionId: number, pick: Pick | null): AnswerMark {
  if (!pick) return 'none';
  const isChosen = optionId === pick.optionId;
  if (pick.outcome === 'pending' || pick.outcome === 'failed') return isChosen ? 'chosen' : 'muted';
  if (isChosen) return pick.outcome === 'correct' ? 'chosen-correct' : 'chosen-wrong';
  return optionId === pick.correctOptionId ? 'revealed' : 'muted';
}

const MARK_WORDS: Record<AnswerMark, string | null> = {
  none: null,
  muted: null,
  chosen: 'your answer, checking',
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
    // One pick per question.
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
        <MathText text={question.text} />
      </h2>
      {question.figure ? <QuestionFigure figure={question.figure} /> : null}
      <ul aria-label="Answer options" className="grid gap-2.5">
        {question.options.map((option, i) => {
          const mark = markOf(option.id, pick);
          return (
            <li key={option.id}>
              <AnswerOption
                badge={String.fromCharCode(65 + i)}
                text={<MathText text={option.text} spoken />}
                mark={mark}
                markWords={MARK_WORDS[mark]}
                isLocked={isLocked}
                onChoose={() => choose(option.id)}
              />
            </li>
          );
        })}
      </ul>
      <p role="status" className="min-h-6 text-sm font-semibold">
        {outcome === 'correct' ? <span className="text-emerald-800">Correct!</span> : null}
        {outcome === 'wrong' ? (
          <span className="text-red-800">
            <MathText text={wrongVerdict(question, pick)} spoken />
          </span>
        ) : null}
      </p>
    </article>
  );
}
