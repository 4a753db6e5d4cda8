import { useEffect } from 'react';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import { ChartColumn, RefreshCw } from 'lucide-react';
import { MSG } from '@quizring/contracts';
import type { LearningResultsData } from '@quizring/contracts';
import { Button, buttonClass } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { apiErrorMessage } from '@/lib/api-client';
import { useLearningResults } from '../api/get-learning-results';
import { CriticalGaps } from './critical-gaps';
import { Insights } from './insights';
import { MasteryMap } from './mastery-map';
import { NextSteps } from './next-steps';
import { PracticeAccuracyCard } from './practice-accuracy-card';
import { PredictedActualCard } from './predicted-actual-card';
import { SkillMasteryCard } from './skill-mastery-card';
import { SummaryTiles } from './summary-tiles';
import { TopBottomSkills } from './top-bottom-skills';

export default function ResultsPage() {
  const results = useLearningResults();
  const { isError, error, errorUpdatedAt } = results;

  useEffect(() => {
    // Keyed by the failure's time, so each failed load or refresh toasts once, under one id.
    if (isError) toast.error(apiErrorMessage(error, MSG.failedToLoadResults), { id: 'results-load-failed' });
  }, [isError, error, errorUpdatedAt]);

  // A press while a load is running joins it rather than starting over.
  const refetch = () => void results.refetch({ cancelRefetch: false });

  // keepData: a failed refresh keeps the results already shown; the toast says it failed.
  const body = (
    <QueryState
      query={results}
      keepData
      retrySpinner
      loadingLabel="Loading results…"
      errorTitle={MSG.cantLoadResults}
      onRetry={refetch}
    >
      {(data) => (data.summary_stats.total_attempts === 0 ? <NoResults /> : <Results data={data} />)}
    </QueryState>
  );

  return (
    <div className="mx-auto w-full max-w-6xl space-y-4 p-4 sm:space-y-6 sm:p-6">
      <PageHeader
        title="Results"
        subtitle="Your progress and insights"
        actions={
          <Button variant="secondary" size="sm" onClick={refetch} aria-busy={results.isFetching}>
            <RefreshCw
              aria-hidden
              className={`h-4 w-4 ${results.isFetching ? 'animate-spin motion-reduce:animate-none' : ''}`}
            />
            Refresh
          </Button>
        }
      />
      {body}
    </div>
  );
}

function NoResults() {
  return (
    <section className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <ChartColumn aria-hidden className="mx-auto h-10 w-10 text-indigo-600" />
      <p className="mt-3 text-slate-800">{MSG.noResultsYet}</p>
      <Link to="/move" className={`mt-5 ${buttonClass('primary', 'sm')}`}>
        Start Move
      </Link>
    </section>
  );
}

function Results({ data }: { data: LearningResultsData }) {
  return (
    <>
      <SummaryTiles stats={data.summary_stats} />
      <div className="grid grid-cols-1 gap-4 sm:gap-6 xl:grid-cols-2">
        <SkillMasteryCard data={data} />
        <TopBottomSkills data={data} />
      </div>
      <Insights data={data} />
      <MasteryMap data={data} />
      <div className="grid grid-cols-1 gap-4 sm:gap-6 xl:grid-cols-2">
        <PredictedActualCard data={data} />
        <PracticeAccuracyCard data={data} />
      </div>
      <CriticalGaps gaps={data.knowledge_gaps} />
      <NextSteps data={data} />
    </>
  );
}
