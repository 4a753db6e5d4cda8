import type { LearningResultsData } from '@quizring/contracts';
import { buildInsights } from '../utils/results-data';
import { ResultsCard } from './results-card';

export function Insights({ data }: { data: LearningResultsData }) {
  const insights = buildInsights(data);
  return (
    <ResultsCard title="Insights" headingId="results-insights">
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-5">
        {insights.map((insight) => (
          <div key={insight.key} className="flex min-w-0 flex-col rounded-xl bg-slate-50 p-3">
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{insight.label}</dt>
            <dd className="mt-1 min-w-0">
              <span className="block break-words hyphens-auto text-base font-semibold text-slate-900">
                {insight.value}
              </span>
              <span className="block text-sm text-slate-700">{insight.detail}</span>
            </dd>
          </div>
        ))}
      </dl>
    </ResultsCard>
  );
}
