import { Link } from 'react-router';
import { ChevronRight, Play, Target } from 'lucide-react';
import { RESULTS_PRACTICE_PER_WEAK_SKILL, RESULTS_REVIEW_MINUTES } from '@quizring/contracts';
import type { LearningResultsData } from '@quizring/contracts';
import { buttonClass } from '@/components/ui/button';
import { weakSkills } from '../utils/results-data';
import { plural } from '../utils/format';
import { ResultsCard } from './results-card';

/** A plan for the next sessions: a set of questions on each weak skill, then a short review in Move. */
export function NextSteps({ data }: { data: LearningResultsData }) {
  const weak = weakSkills(data);
  const perSkill = plural(RESULTS_PRACTICE_PER_WEAK_SKILL, 'practice question', 'practice questions');
  return (
    <ResultsCard title="Next Steps" headingId="results-next-steps">
      <ol className="space-y-4">
        <li className="flex gap-3">
          <span
            aria-hidden
            className="flex h-9 w-9 shrink-0 items-center justify-center rounded-xl bg-rose-50 text-rose-700"
          >
            <Target className="h-5 w-5" />
          </span>
          <div className="min-w-0 flex-1">
            <h3 className="font-semibold text-slate-900">Practise your weak skills</h3>
            {weak.length === 0 ? (
              <p className="text-sm text-slate-700">
                No weak skills right now. Keep practising to stay there.
              </p>
            ) : (
              <>
                <p className="text-sm text-slate-700">
                  {perSkill} per weak skill:{' '}
                  {plural(weak.length * RESULTS_PRACTICE_PER_WEAK_SKILL, 'question', 'questions')} in all.
                </p>
                <ul aria-label="Weak skills" className="mt-2 flex flex-wrap gap-2">
                  {weak.map((s) => (
                    <li key={s.skill_id} className="max-w-full">
                      <Link
                        to={`/skill/${s.skill_id}`}
                        className="inline-flex min-h-9 max-w-full items-center gap-1 rounded-2xl border border-slate-300 px-3 py-1 text-sm font-medium text-slate-800 hover:border-indigo-300 hover:bg-indigo-50"
                      >
                        <span className="min-w-0 break-words">{s.skill_name}</span>
                        <ChevronRight aria-hidden className="h-4 w-4 shrink-0 text-slate-500" />
                      </Link>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        </li>
        <li className="flex gap-3">
          <span
            aria-hidden
            className="flex h-9 w-9 shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-indigo-700"
          >
            <Play className="h-5 w-5" />
          </span>
          <div className="min-w-0 flex-1">
            <h3 className="font-semibold text-slate-900">{RESULTS_REVIEW_MINUTES}-minute review session</h3>
            <p className="text-sm text-slate-700">
              A Move mixes questions from all your skills, so what you have learnt stays fresh.
            </p>
            <Link to="/move" className={`mt-2 ${buttonClass('secondary', 'sm')}`}>
              Start Move
            </Link>
          </div>
        </li>
      </ol>
    </ResultsCard>
  );
}
