import { lazy, Suspense, useMemo } from 'react';
import type { LearningResultsData } from '@quizring/contracts';
import { Spinner } from '@/components/ui/spinner';
import { categorySlices } from '../utils/results-data';
import { formatPercent, plural } from '../utils/format';
import { EmptyNote, ResultsCard } from './results-card';
import { tableClass, tdClass, thClass } from './chart-frame';

const MasteryDonutChart = lazy(() => import('./mastery-donut-chart'));

/** The donut of practised skills by mastery category; its legend is a real table with the numbers. */
export function SkillMasteryCard({ data }: { data: LearningResultsData }) {
  const { slices, total } = useMemo(() => categorySlices(data), [data]);
  // Stable slices, so a re-render does not replay the donut's animation.
  const drawn = useMemo(() => slices.filter((s) => s.count > 0), [slices]);
  return (
    <ResultsCard title="Skill Mastery" headingId="results-skill-mastery">
      {total === 0 ? (
        <EmptyNote>No skills practised yet.</EmptyNote>
      ) : (
        <div className="flex flex-col items-center gap-4 sm:flex-row xl:flex-col 2xl:flex-row">
          <div aria-hidden className="relative h-44 w-44 shrink-0">
            <Suspense
              fallback={
                <div className="flex h-full items-center justify-center">
                  <Spinner label="Loading chart…" />
                </div>
              }
            >
              <MasteryDonutChart slices={drawn} />
            </Suspense>
            <div className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center">
              <span className="text-2xl font-bold text-slate-900">{total}</span>
              <span className="text-xs text-slate-600">{total === 1 ? 'skill' : 'skills'}</span>
            </div>
          </div>
          <table className={tableClass}>
            <caption className="sr-only">
              {plural(total, 'practised skill', 'practised skills')} by mastery category
            </caption>
            <thead>
              <tr>
                <th scope="col" className={thClass}>
                  Category
                </th>
                <th scope="col" className={`${thClass} text-right`}>
                  Skills
                </th>
                <th scope="col" className={`${thClass} text-right`}>
                  Share
                </th>
              </tr>
            </thead>
            <tbody>
              {slices.map((s) => (
                <tr key={s.key}>
                  <th scope="row" className={`${tdClass} font-normal`}>
                    <span className="flex items-center gap-2">
                      <span aria-hidden className={`h-3 w-3 shrink-0 rounded-sm ${s.swatch}`} />
                      <span>
                        <span className="block whitespace-nowrap font-medium text-slate-900">{s.label}</span>
                        <span className="block whitespace-nowrap text-xs text-slate-600">{s.range}</span>
                      </span>
                    </span>
                  </th>
                  <td className={`${tdClass} text-right font-semibold tabular-nums`}>{s.count}</td>
                  <td className={`${tdClass} text-right tabular-nums`}>{formatPercent(s.share)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </ResultsCard>
  );
}
