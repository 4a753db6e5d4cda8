import { Target } from 'lucide-react';
import { clsx } from 'clsx';
import { SKILL_STATUSES } from '@quizring/contracts';
import type { LearningPathData } from '@quizring/contracts';
import { masteryTargetPercent } from '../utils/path-layout';
import { STATUS_LOOK } from '../utils/skill-status';

/** The class, the mastery target (spec: 85 %) and how many skills are in each status. */
export function PathSummary({ meta }: { meta: LearningPathData['meta'] }) {
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {meta.grade !== null ? (
          <span className="rounded-full bg-slate-100 px-3 py-1 font-medium text-slate-800">
            Class {meta.grade}
          </span>
        ) : null}
        <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-100 px-3 py-1 font-semibold text-emerald-900">
          <Target aria-hidden size={16} />
          {`Mastery target ${masteryTargetPercent(meta.mastery_threshold)}%`}
        </span>
      </div>
      <ul aria-label="Skills by status" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {SKILL_STATUSES.map((status) => {
          const look = STATUS_LOOK[status];
          const Icon = look.icon;
          return (
            <li
              key={status}
              className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
            >
              <span
                aria-hidden
                className={clsx(
                  'flex h-9 w-9 shrink-0 items-center justify-center rounded-full',
                  look.marker,
                )}
              >
                <Icon size={18} />
              </span>
              <span className="min-w-0">
                <span className="block text-xl font-bold leading-tight text-slate-900">
                  {meta.counts[status]}
                </span>
                <span className="block text-xs font-medium text-slate-700">{look.label}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
