import { useNavigate } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { CRITICAL_GAP_PRACTICE, MSG } from '@quizring/contracts';
import type { LearningResultsData } from '@quizring/contracts';
import { Button } from '@/components/ui/button';
import { formatPercent, plural } from '../utils/format';
import { EmptyNote, ResultsCard } from './results-card';

/** Skills tried several times and still in the needs-work band, each with a short practice to close the gap. */
export function CriticalGaps({ gaps }: { gaps: LearningResultsData['knowledge_gaps'] }) {
  const navigate = useNavigate();
  return (
    <ResultsCard title="Critical Gaps" headingId="results-critical-gaps">
      {gaps.length === 0 ? (
        <EmptyNote>No critical gaps right now.</EmptyNote>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {gaps.map((gap) => {
            const headingId = `results-gap-${gap.skill_id}`;
            return (
              <li key={gap.skill_id}>
                <article
                  aria-labelledby={headingId}
                  className="flex h-full flex-col rounded-xl border border-rose-200 bg-rose-50 p-3"
                >
                  <div className="flex items-start gap-2">
                    <TriangleAlert aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-rose-700" />
                    <h3 id={headingId} className="min-w-0 break-words font-semibold text-slate-900">
                      {gap.skill_name}
                    </h3>
                  </div>
                  <p className="mt-1 text-sm text-slate-700">
                    {formatPercent(gap.correct_pct)} correct · {plural(gap.attempts, 'attempt', 'attempts')}
                  </p>
                  <Button
                    size="sm"
                    aria-describedby={headingId}
                    onClick={() => void navigate(`/skill/${gap.skill_id}?questions=${CRITICAL_GAP_PRACTICE}`)}
                    className="mt-3 self-start"
                  >
                    {MSG.practiceFiveQs}
                  </Button>
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </ResultsCard>
  );
}
