// One quiz screen for every mode: loading, the intro card, then one question at a time.
import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import { clsx } from 'clsx';
import { Pause } from 'lucide-react';
import { MSG, QUESTION_TIME_MS } from '@quizring/contracts';
import { Button, buttonClass } from '@/components/ui/button';
import { ErrorCard } from '@/components/ui/error-card';
import { LiveRegion } from '@/components/ui/live-region';
import { Spinner } from '@/components/ui/spinner';
import { apiErrorMessage } from '@/lib/api-client';
import { useQuizRunner } from '../hooks/use-quiz-runner';
import type { QuizRunner } from '../hooks/use-quiz-runner';
import type { QuizConfig } from '../quiz-modes';
import { QUIZ_TEXT } from '../quiz-text';
import { QuestionCard } from './question-card';
import { QuizOverlay } from './quiz-overlays';

function Intro({ config, runner, titleId }: { config: QuizConfig; runner: QuizRunner; titleId: string }) {
  const { questions } = runner;
  const topic =
    config.mode === 'skill'
      ? questions[0]?.skill_name
      : config.mode === 'topic'
        ? questions[0]?.subtopic_title
        : undefined;
  const hasQuestions = questions.length > 0;
  return (
    <div className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 sm:p-8">
      <h1 id={titleId} className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {config.title}
      </h1>
      {topic ? <p className="mt-1 text-lg font-medium text-indigo-800">{topic}</p> : null}
      <p className="mt-2 text-slate-700">{config.description}</p>
      {hasQuestions ? (
        <p className="mt-4 text-sm text-slate-600">{QUIZ_TEXT.howItWorks(QUESTION_TIME_MS / 1000)}</p>
      ) : (
        <p className="mt-4 font-medium text-slate-800">{MSG.noQuestionsFound}</p>
      )}
      <Button className="mt-6 w-full sm:w-auto sm:min-w-40" disabled={!hasQuestions} onClick={runner.start}>
        {QUIZ_TEXT.start}
      </Button>
    </div>
  );
}

/** Past the last loaded question: the next page on its way, a failed page, or no questions left. */
function EndOfList({ runner }: { runner: QuizRunner }) {
  const { query } = runner;
  if (query.isFetchNextPageError) {
    return <ErrorCard title={MSG.couldntFetchQuestions} onRetry={runner.retryNextPage} />;
  }
  if (query.hasNextPage || query.isFetchingNextPage) {
    return (
      <div className="flex justify-center py-12">
        <Spinner label={QUIZ_TEXT.loadingMore} />
      </div>
    );
  }
  return (
    <div className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
      <p className="text-slate-800">{QUIZ_TEXT.outOfQuestions}</p>
      <Link to="/dashboard" className={`mt-4 ${buttonClass()}`}>
        {QUIZ_TEXT.goHome}
      </Link>
    </div>
  );
}

function positionOf(config: QuizConfig, runner: QuizRunner): string {
  const n = runner.state.index + 1;
  return config.paged ? `Question ${n}` : `Question ${n} of ${runner.questions.length}`;
}

/** The question and its number, read out when it appears; nothing before the start. */
function questionAnnouncement(config: QuizConfig, runner: QuizRunner): string {
  const { current } = runner;
  return current ? QUIZ_TEXT.questionAnnouncement(positionOf(config, runner), current.question) : '';
}

function Running({ config, runner, titleId }: { config: QuizConfig; runner: QuizRunner; titleId: string }) {
  const { state, current } = runner;
  const position = positionOf(config, runner);
  return (
    <>
      {/* While an overlay is up the quiz behind it is inert, which keeps the focus inside the dialog. */}
      <div inert={state.overlay !== null} className="space-y-3">
        <header className="flex items-center justify-between gap-3">
          <h1 id={titleId} className="text-xl font-bold text-slate-900">
            {config.title}
          </h1>
          <p className="flex items-center gap-2 text-sm text-slate-700">
            {state.isHolding && current ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-slate-800 px-2 py-0.5 text-xs font-semibold text-white">
                <Pause aria-hidden size={12} />
                {QUIZ_TEXT.paused}
              </span>
            ) : null}
            {current ? position : null}
          </p>
        </header>
        {current ? (
          <QuestionCard
            question={current}
            slot={state.slot}
            isHolding={state.isHolding}
            waitsForNext={runner.waitsForNext}
            onAnswer={runner.answer}
            onHint={runner.showHint}
            onNext={runner.goOn}
          />
        ) : (
          <EndOfList runner={runner} />
        )}
      </div>
      {state.overlay ? (
        <QuizOverlay
          overlay={state.overlay}
          policy={state.policy}
          results={state.results}
          onContinue={runner.continueOn}
          onRestart={runner.restart}
        />
      ) : null}
    </>
  );
}

export function QuizScreen({ config }: { config: QuizConfig }) {
  const runner = useQuizRunner(config);
  const { query, state } = runner;
  const titleId = useId();

  const loadError = query.isError ? query.error : null;
  useEffect(() => {
    // A fixed id keeps one toast per failure however often the screen renders.
    if (loadError)
      toast.error(apiErrorMessage(loadError, config.loadFailed), { id: `quiz-load-${config.mode}` });
  }, [loadError, config.loadFailed, config.mode]);

  const hiddenTitle = (
    <h1 id={titleId} className="sr-only">
      {config.title}
    </h1>
  );
  let body;
  if (query.isPending) {
    body = (
      <div className="flex justify-center py-16">
        {hiddenTitle}
        <Spinner label={QUIZ_TEXT.loadingQuestions} />
      </div>
    );
  } else if (query.isError && !query.isFetchNextPageError) {
    body = (
      <>
        {hiddenTitle}
        <ErrorCard
          title={MSG.cantStart(config.startName)}
          message={MSG.couldntFetchQuestions}
          onRetry={() => void query.refetch()}
        />
      </>
    );
  } else if (!state.started) {
    body = <Intro config={config} runner={runner} titleId={titleId} />;
  } else {
    body = <Running config={config} runner={runner} titleId={titleId} />;
  }

  return (
    <section
      aria-labelledby={titleId}
      className={clsx('mx-auto w-full max-w-2xl py-2', state.started && 'touch-manipulation select-none')}
      {...(state.started ? runner.holdHandlers : {})}
    >
      {body}
      <LiveRegion label="question" text={questionAnnouncement(config, runner)} />
    </section>
  );
}
