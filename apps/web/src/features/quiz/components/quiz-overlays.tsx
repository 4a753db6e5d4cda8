// The overlays between questions, each a modal dialog that takes the focus.
import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { clsx } from 'clsx';
import { CircleCheck, CircleX, CloudUpload, Timer, Trophy } from 'lucide-react';
import { MOVE_SUMMARY_EVERY, MOVE_UP_AFTER_TIMEOUTS, MSG, UNLOCKED_SHOWN } from '@quizring/contracts';
import { Button, buttonClass } from '@/components/ui/button';
import { MathText } from '@/components/notation/math-text';
import type { Overlay, QuizResult } from '../hooks/quiz-reducer';
import type { OverlayPolicy } from '../quiz-modes';
import { QUIZ_TEXT } from '../quiz-text';
import { accuracyBand, formatSeconds, summarise } from '../utils/summary';
import type { AccuracyBand, QuizSummary } from '../utils/summary';

function OverlayDialog({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('button, a[href]')?.focus();
  }, []);
  return (
    <div className="fixed inset-0 z-40 flex items-end justify-center bg-slate-900/50 p-4 sm:items-center">
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="max-h-[90dvh] w-full max-w-sm overflow-y-auto rounded-2xl bg-white p-5 shadow-xl sm:p-6"
      >
        <h2 id={titleId} className="text-xl font-bold text-slate-900">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}

const OUTCOME_LABEL: Record<QuizResult['outcome'], string> = {
  correct: 'Correct',
  wrong: 'Wrong',
  timeout: 'Timed out',
  unchecked: QUIZ_TEXT.unchecked,
};

function ResultList({ results }: { results: readonly QuizResult[] }) {
  return (
    <ol className="mt-3 space-y-2">
      {results.map((r, i) => (
        <li
          key={`${r.questionId}-${i}`}
          className="flex items-start gap-2 rounded-lg bg-slate-50 p-2 text-sm"
        >
          {r.outcome === 'correct' ? (
            <CircleCheck aria-hidden size={18} className="mt-0.5 shrink-0 text-emerald-700" />
          ) : r.outcome === 'wrong' ? (
            <CircleX aria-hidden size={18} className="mt-0.5 shrink-0 text-red-700" />
          ) : r.outcome === 'timeout' ? (
            <Timer aria-hidden size={18} className="mt-0.5 shrink-0 text-slate-600" />
          ) : (
            <CloudUpload aria-hidden size={18} className="mt-0.5 shrink-0 text-slate-600" />
          )}
          <span className="min-w-0 flex-1">
            <span className="line-clamp-2 text-slate-900">
              <MathText text={r.question} />
            </span>
            <span className="text-xs text-slate-600">
              {OUTCOME_LABEL[r.outcome]}
              {r.outcome === 'timeout' ? '' : ` · ${formatSeconds(r.responseMs)}`}
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}

/** "n of m correct", and how many answers wait for their verdict (saved while offline). */
const correctLine = (s: QuizSummary) =>
  QUIZ_TEXT.correctOf(s.correct, s.count) +
  (s.unchecked ? ` · ${QUIZ_TEXT.waitingToBeChecked(s.unchecked)}` : '');

function Unlocked({ text }: { text: string }) {
  return (
    <p className="mt-3 inline-flex items-center gap-2 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
      <Trophy aria-hidden size={16} />
      {text}
    </p>
  );
}

const BAND_CLASS: Record<AccuracyBand, string> = {
  good: 'text-emerald-700',
  fair: 'text-amber-700',
  poor: 'text-red-700',
};

const BAND_LABEL: Record<AccuracyBand, string> = {
  good: 'Excellent',
  fair: 'Good',
  poor: 'Needs practice',
};

function FinalSummary({ results, onRestart }: { results: readonly QuizResult[]; onRestart: () => void }) {
  const s = summarise(results);
  const band = accuracyBand(s.accuracyPct);
  return (
    <OverlayDialog title={QUIZ_TEXT.quizComplete}>
      <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
        <div className="rounded-xl bg-slate-50 p-3">
          <dt className="text-xs text-slate-600">Accuracy</dt>
          <dd>
            <span className={clsx('block text-xl font-bold', BAND_CLASS[band])}>{s.accuracyPct}%</span>
            {/* The band in words too, so the colour is never the only signal. */}
            <span className="block text-xs font-medium text-slate-700">{BAND_LABEL[band]}</span>
          </dd>
        </div>
        <div className="rounded-xl bg-slate-50 p-3">
          <dt className="text-xs text-slate-600">Avg time</dt>
          <dd className="text-xl font-bold text-slate-900">
            {s.avgMs === null ? '—' : formatSeconds(s.avgMs)}
          </dd>
        </div>
        <div className="rounded-xl bg-slate-50 p-3">
          <dt className="text-xs text-slate-600">Questions</dt>
          <dd className="text-xl font-bold text-slate-900">{s.count}</dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-slate-700">{correctLine(s)}</p>
      <div className="mt-5 grid grid-cols-2 gap-2">
        <Button onClick={onRestart}>{QUIZ_TEXT.restart}</Button>
        <Link to="/dashboard" className={buttonClass('secondary')}>
          {QUIZ_TEXT.goHome}
        </Link>
      </div>
    </OverlayDialog>
  );
}

function MoveComplete({ results, onContinue }: { results: readonly QuizResult[]; onContinue: () => void }) {
  const s = summarise(results);
  return (
    <OverlayDialog title={MSG.moveComplete}>
      <p className="mt-2 text-sm text-slate-700">{correctLine(s)}</p>
      <Unlocked text={QUIZ_TEXT.punchesUnlocked(UNLOCKED_SHOWN)} />
      <p className="mt-2 text-sm font-medium text-indigo-800">{QUIZ_TEXT.punchComingNext}</p>
      <div className="mt-5 grid gap-2">
        <Button onClick={onContinue}>{MSG.continueMove}</Button>
        <Link to="/punch" className={buttonClass('secondary')}>
          {MSG.goToPunch}
        </Link>
      </div>
    </OverlayDialog>
  );
}

type Props = {
  overlay: Overlay;
  policy: OverlayPolicy;
  results: readonly QuizResult[];
  onContinue: () => void;
  onRestart: () => void;
};

export function QuizOverlay({ overlay, policy, results, onContinue, onRestart }: Props) {
  switch (overlay) {
    case 'move-up':
      return (
        <OverlayDialog title={MSG.moveUpToContinue}>
          <p className="mt-2 text-sm text-slate-700">{QUIZ_TEXT.timeoutsInARow(MOVE_UP_AFTER_TIMEOUTS)}</p>
          <div className="mt-5">
            <Button className="w-full" onClick={onContinue}>
              {QUIZ_TEXT.continue}
            </Button>
          </div>
        </OverlayDialog>
      );
    case 'move-summary': {
      const last = results.slice(-MOVE_SUMMARY_EVERY);
      const s = summarise(last);
      return (
        <OverlayDialog title={QUIZ_TEXT.lastResults(last.length)}>
          <p className="mt-1 text-sm text-slate-700">{correctLine(s)}</p>
          <ResultList results={last} />
          <Button className="mt-5 w-full" onClick={onContinue}>
            {MSG.keepGoing}
          </Button>
        </OverlayDialog>
      );
    }
    case 'move-complete':
      return <MoveComplete results={results} onContinue={onContinue} />;
    case 'round-complete': {
      const s = summarise(results);
      return (
        <OverlayDialog title={QUIZ_TEXT.roundComplete}>
          <p className="mt-2 text-sm text-slate-700">{correctLine(s)}</p>
          {policy === 'punch' ? (
            <>
              <Unlocked text={QUIZ_TEXT.chillsUnlocked(UNLOCKED_SHOWN)} />
              <p className="mt-2 text-sm font-medium text-indigo-800">{QUIZ_TEXT.chillComingNext}</p>
            </>
          ) : null}
          <div className="mt-5 grid gap-2">
            <Button onClick={onContinue}>{QUIZ_TEXT.continue}</Button>
            {policy === 'punch' ? (
              <Link to="/chill" className={buttonClass('secondary')}>
                {QUIZ_TEXT.goToChill}
              </Link>
            ) : null}
            {policy === 'chill' ? (
              <Link to="/" className={buttonClass('secondary')}>
                {QUIZ_TEXT.goHome}
              </Link>
            ) : null}
          </div>
        </OverlayDialog>
      );
    }
    case 'final':
      return <FinalSummary results={results} onRestart={onRestart} />;
  }
}
