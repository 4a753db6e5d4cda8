import { lazy, useMemo } from 'react';
import { RESULTS_PRACTICE_VS_ACCURACY } from '@quizring/contracts';
import type { LearningResultsData } from '@quizring/contracts';
import { ACCURACY_BANDS } from '../utils/bands';
import { practiceVsAccuracy } from '../utils/results-data';
import { formatCount, formatPercent } from '../utils/format';
import { ChartFrame, tableClass, tdClass, thClass } from './chart-frame';
import { EmptyNote, ResultsCard } from './results-card';

const PracticeAccuracyChart = lazy(() => import('./practice-accuracy-chart'));

const TITLE = 'Practice vs Accuracy';
const chartHeight = (rows: number) => rows * 30 + 40;

export function PracticeAccuracyCard({ data }: { data: LearningResultsData }) {
  // Stable rows, so a re-render does not replay the chart's animation.
  const rows = useMemo(() => practiceVsAccuracy(data), [data]);
  return (
    <ResultsCard
      title={TITLE}
      headingId="results-practice-accuracy"
      description={`Attempts on your ${RESULTS_PRACTICE_VS_ACCURACY} most practised skills, coloured by accuracy`}
    >
      {rows.length === 0 ? (
        <EmptyNote>No skills practised yet.</EmptyNote>
      ) : (
        <>
          <ul
            aria-label="Accuracy colours"
            className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700"
          >
            {ACCURACY_BANDS.map((band) => (
              <li key={band.key} className="flex items-center gap-1.5">
                <span aria-hidden className={`h-3 w-3 rounded-sm ${band.swatch}`} />
                {band.label} ({band.range})
              </li>
            ))}
          </ul>
          <ChartFrame
            title={TITLE}
            height={chartHeight(rows.length)}
            chart={<PracticeAccuracyChart rows={rows} />}
            table={
              <table className={tableClass}>
                <caption className="sr-only">Attempts and accuracy per skill</caption>
                <thead>
                  <tr>
                    <th scope="col" className={thClass}>
                      Skill
                    </th>
                    <th scope="col" className={`${thClass} text-right`}>
                      Attempts
                    </th>
                    <th scope="col" className={`${thClass} text-right`}>
                      Accuracy
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={r.skill_id} data-band={r.band.key}>
                      <th scope="row" className={`${tdClass} font-medium`}>
                        {r.skill_name}
                      </th>
                      <td className={`${tdClass} text-right tabular-nums`}>{formatCount(r.attempts)}</td>
                      <td className={`${tdClass} text-right tabular-nums`}>
                        <span className="inline-flex items-center gap-1.5">
                          <span aria-hidden className={`h-2.5 w-2.5 rounded-sm ${r.band.swatch}`} />
                          {formatPercent(r.accuracy)} ({r.band.label})
                        </span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            }
          />
        </>
      )}
    </ResultsCard>
  );
}
