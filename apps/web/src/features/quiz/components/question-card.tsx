import { useEffect, useRef, useState } from 'react';
import { Lightbulb } from 'lucide-react';
import { MSG } from '@quizring/contracts';
import type { Question } from '@quizring/contracts';
import type { Slot } from '../hooks/quiz-reducer';
import { AnswerOption } from '@/components/ui/answer-option';
import type { AnswerMark } from '@/components/ui/answer-option';
import { Button } from '@/components/ui/button';
import { MathText } from '@/components/notation/math-text';
import { QuestionFigure } from '@/components/notation/question-figure';
import { QUIZ_TEXT } from '../quiz-text';
import { CountdownBar } from './countdown-bar';

type Props = {
  question: Question;
  slot: Slot;
  isHolding: boolean;
  /** The question waits for the student to go on (after a wrong answer or a timeout). */
  waitsForNext: boolean;
  onAnswer: (optionId: number) => void;
  onHint: () => void;
  onNext: () => void;
};

/** How an option looks: the server's verdict marks it; until then only the choice shows. */
function markOf(option: Question['options'][number], slot: Slot): AnswerMark {
  if (slot.status === 'open') return 'none';
  if (option.id === slot.selectedOptionId) {
    if (slot.check !== 'checked') return 'chosen';
    return slot.isCorrect ? 'chosen-correct' : 'chosen-wrong';
  }
  return option.id === slot.correctOptionId ? 'revealed' : 'muted';
}

const MARK_WORDS: Record<AnswerMark, string | null> = {
  none: null,
  muted: null,
  chosen: QUIZ_TEXT.markedYourAnswer,
  'chosen-correct': QUIZ_TEXT.markedYourCorrect,
  revealed: QUIZ_TEXT.markedCorrect,
  'chosen-wrong': QUIZ_TEXT.markedYourWrong,
};

type Tone = 'correct' | 'wrong' | 'neutral';

/** What the result line says; the option buttons keep their names, so the outcome is announced here. */
function resultOf(question: Question, slot: Slot, isSlow: boolean): { text: string; tone: Tone } | null {
  if (slot.status === 'open') return null;
  if (slot.status === 'answered') {
    if (slot.check === 'waiting') return isSlow ? { text: QUIZ_TEXT.checking, tone: 'neutral' } : null;
    if (slot.check === 'saved') return { text: QUIZ_TEXT.savedOffline, tone: 'neutral' };
    if (slot.check === 'refused') return { text: slot.note ?? QUIZ_TEXT.notChecked, tone: 'neutral' };
    if (slot.isCorrect) return { text: QUIZ_TEXT.correct, tone: 'correct' };
  }
  const answer = question.options.find((o) => o.id === slot.correctOptionId)?.option_text;
  const reveal = answer ? ` ${QUIZ_TEXT.answerIs(answer)}` : '';
  const lead = slot.status === 'timedout' ? QUIZ_TEXT.timeUp : QUIZ_TEXT.wrong;
  return { text: `${lead}${reveal}`, tone: 'wrong' };
}

/** A verdict slower than this gets a word that it is on its way; a quick one shows no flicker. */
const SLOW_VERDICT_MS = 400;

/** Whether the current answer's verdict has been awaited longer than SLOW_VERDICT_MS. */
function useSlowVerdict(slot: Slot): boolean {
  const [slowSeq, setSlowSeq] = useState(-1);
  const isWaiting = slot.check === 'waiting';
  useEffect(() => {
    if (!isWaiting) return;
    const id = setTimeout(() => setSlowSeq(slot.seq), SLOW_VERDICT_MS);
    return () => clearTimeout(id);
  }, [isWaiting, slot.seq]);
  return isWaiting && slowSeq === slot.seq;
}

const TONE_CLASS: Record<Tone, string> = {
  correct: 'font-semibold text-emerald-800',
  wrong: 'font-semibold text-red-800',
  neutral: 'font-medium text-slate-800',
};

/** One question: countdown, text, hint and options, marked once it is locked. */
export function QuestionCard({ question, slot, isHolding, waitsForNext, onAnswer, onHint, onNext }: Props) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const isLocked = slot.status !== 'open';
  const result = resultOf(question, slot, useSlowVerdict(slot));

  // Each new question takes the focus, so keyboard and screen-reader users start from its text.
  useEffect(() => {
    headingRef.current?.focus();
  }, [slot.seq]);
  // Once the answer is shown and waits to be read, Next takes the focus: Enter or Space goes on.
  useEffect(() => {
    if (waitsForNext) nextRef.current?.focus();
  }, [waitsForNext]);

  return (
    <article className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <CountdownBar remainingMs={slot.remainingMs} isPaused={isHolding} />
      <p className="text-xs font-medium uppercase tracking-wide text-slate-600">
        {question.subject_name} · {question.chapter_title}
      </p>
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900 outline-none sm:text-xl"
      >
        <MathText text={question.question} />
      </h2>
      {question.figure ? <QuestionFigure figure={question.figure} /> : null}

      {question.hint ? (
        <div>
          <button
            type="button"
            onClick={onHint}
            disabled={slot.hintShown || isLocked}
            aria-keyshortcuts="H"
            className="inline-flex items-center gap-1.5 rounded-lg border border-amber-300 bg-amber-50 px-3 py-1.5 text-sm font-medium text-amber-900 hover:bg-amber-100 disabled:cursor-default disabled:opacity-80"
          >
            <Lightbulb aria-hidden size={16} />
            {slot.hintShown ? MSG.hintShown : QUIZ_TEXT.showHint}
          </button>
          {slot.hintShown ? (
            <p className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
              <MathText text={question.hint} />
            </p>
          ) : null}
        </div>
      ) : null}

      <ul aria-label={QUIZ_TEXT.options} className="grid gap-2.5">
        {question.options.map((option, i) => {
          const mark = markOf(option, slot);
          return (
            <li key={option.id}>
              <AnswerOption
                badge={String(i + 1)}
                text={<MathText text={option.option_text} spoken />}
                mark={mark}
                markWords={MARK_WORDS[mark]}
                isLocked={isLocked}
                keyShortcut={i < 5 ? String(i + 1) : undefined}
                onChoose={() => onAnswer(option.id)}
              />
            </li>
          );
        })}
      </ul>

      <div role="status" className="min-h-6 text-sm">
        {result ? (
          <p className={TONE_CLASS[result.tone]}>
            <MathText text={result.text} spoken />
          </p>
        ) : null}
        {slot.explanation ? (
          <p className="mt-1 text-slate-700">
            <MathText text={slot.explanation} spoken />
          </p>
        ) : null}
      </div>
      {waitsForNext ? (
        <Button
          ref={nextRef}
          className="w-full sm:w-auto sm:min-w-40"
          onClick={onNext}
          aria-keyshortcuts="Enter"
        >
          {QUIZ_TEXT.next}
        </Button>
      ) : null}
    </article>
  );
}
