import { Link } from 'react-router';
import { RESULTS_TOP_BOTTOM } from '@quizring/contracts';
import type { LearningResultsData } from '@quizring/contracts';
import { formatPercent } from '../utils/format';
import { ResultsCard } from './results-card';

type SkillPrediction = LearningResultsData['top_skills'][number];

/** The five strongest and five weakest skills by predicted success, each opening its skill quiz. */
export function TopBottomSkills({ data }: { data: LearningResultsData }) {
  return (
    <ResultsCard
      title="Top and Bottom Skills"
      headingId="results-top-bottom"
      description="By the chance of answering the next question right"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SkillList
          title="Top Skills"
          headingId="results-top-skills"
          skills={data.top_skills.slice(0, RESULTS_TOP_BOTTOM)}
          bar="bg-emerald-600"
        />
        <SkillList
          title="Bottom Skills"
          headingId="results-bottom-skills"
          skills={data.bottom_skills.slice(0, RESULTS_TOP_BOTTOM)}
          bar="bg-rose-600"
        />
      </div>
    </ResultsCard>
  );
}

function SkillList({
  title,
  headingId,
  skills,
  bar,
}: {
  title: string;
  headingId: string;
  skills: SkillPrediction[];
  bar: string;
}) {
  return (
    <div className="min-w-0">
      <h3 id={headingId} className="mb-2 text-sm font-semibold text-slate-800">
        {title}
      </h3>
      {skills.length === 0 ? (
        <p className="text-sm text-slate-600">Keep practising to see skills here.</p>
      ) : (
        <ol aria-labelledby={headingId} className="space-y-1.5">
          {skills.map((s) => {
            const pct = Math.max(0, Math.min(100, s.predicted_success_pct));
            return (
              <li key={s.skill_id}>
                <Link
                  to={`/skill/${s.skill_id}`}
                  className="block rounded-xl border border-slate-200 px-3 py-2 transition hover:border-indigo-300 hover:bg-indigo-50/40"
                >
                  <span className="flex items-start justify-between gap-2 text-sm">
                    <span className="min-w-0 break-words font-medium text-slate-900">{s.skill_name}</span>{' '}
                    <span className="shrink-0 font-semibold tabular-nums text-slate-800">
                      {formatPercent(s.predicted_success_pct)}{' '}
                      <span className="sr-only">predicted success</span>
                    </span>
                  </span>
                  <span aria-hidden className="mt-1.5 block h-1.5 overflow-hidden rounded-full bg-slate-200">
                    <span className={`block h-full rounded-full ${bar}`} style={{ width: `${pct}%` }} />
                  </span>
                </Link>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
