import { lazy, useMemo } from 'react';
import { RESULTS_PREDICTED_VS_ACTUAL } from '@quizring/contracts';
import type { LearningResultsData } from '@quizring/contracts';
import { predictedVsActual } from '../utils/results-data';
import { formatCount, formatPercent } from '../utils/format';
import { ChartFrame, tableClass, tdClass, thClass } from './chart-frame';
import { EmptyNote, ResultsCard } from './results-card';

const PredictedActualChart = lazy(() => import('./predicted-actual-chart'));

const TITLE = 'Predicted vs Actual';
/** Two bars a row, plus the axis and legend. */
const chartHeight = (rows: number) => rows * 44 + 64;

export function PredictedActualCard({ data }: { data: LearningResultsData }) {
  // Stable rows, so a re-render does not replay the chart's animation.
  const rows = useMemo(() => predictedVsActual(data), [data]);
  return (
    <ResultsCard
      title={TITLE}
      headingId="results-predicted-actual"
      description={`Your ${RESULTS_PREDICTED_VS_ACTUAL} most practised skills: predicted success against your real accuracy`}
    >
      {rows.length === 0 ? (
        <EmptyNote>No skills practised yet.</EmptyNote>
      ) : (
        <ChartFrame
          title={TITLE}
          height={chartHeight(rows.length)}
          chart={<PredictedActualChart rows={rows} />}
          table={
            <table className={tableClass}>
              <caption className="sr-only">Predicted success and actual accuracy per skill</caption>
              <thead>
                <tr>
                  <th scope="col" className={thClass}>
                    Skill
                  </th>
                  <th scope="col" className={`${thClass} text-right`}>
                    Attempts
                  </th>
                  <th scope="col" className={`${thClass} text-right`}>
                    Predicted
                  </th>
                  <th scope="col" className={`${thClass} text-right`}>
                    Actual
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.skill_id}>
                    <th scope="row" className={`${tdClass} font-medium`}>
                      {r.skill_name}
                    </th>
                    <td className={`${tdClass} text-right tabular-nums`}>{formatCount(r.attempts)}</td>
                    <td className={`${tdClass} text-right tabular-nums`}>{formatPercent(r.predicted)}</td>
                    <td className={`${tdClass} text-right tabular-nums`}>{formatPercent(r.actual)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          }
        />
      )}
    </ResultsCard>
  );
}
