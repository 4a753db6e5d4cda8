import { Link } from 'react-router';
import { History, Play } from 'lucide-react';
import type { PractiseFirstSkill } from '@quizring/contracts';
import { buttonClass } from '@/components/ui/button';
import { MasteryPill } from './skill-node';

/** "From Class 6": the label of a skill from an earlier class. */
export function fromClassText(skill: Pick<PractiseFirstSkill, 'class'>): string {
  return `From Class ${skill.class}`;
}

/** The skills of the student's class that need it, as a sentence. */
export function neededForText(skill: Pick<PractiseFirstSkill, 'needed_for'>): string {
  return `Needed for ${skill.needed_for.map((s) => s.name).join(', ')}`;
}

/**
 * Weak skills from earlier classes that skills of this class build on: shown above the path as the thing to
 * practise next, each opening its Skill quiz.
 */
export function PractiseFirst({ skills }: { skills: readonly PractiseFirstSkill[] }) {
  if (skills.length === 0) return null;
  return (
    <section
      aria-labelledby="practise-first-heading"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-4 shadow-sm"
    >
      <h2
        id="practise-first-heading"
        className="flex items-center gap-2 text-lg font-semibold text-slate-900"
      >
        <History aria-hidden size={20} className="shrink-0 text-amber-800" />
        Practise first
      </h2>
      <p className="mt-0.5 text-sm text-slate-700">
        {skills.length === 1
          ? 'A skill from an earlier class needs more practice before the skills that build on it.'
          : 'Skills from earlier classes need more practice before the skills that build on them.'}
      </p>
      <ul aria-label="Skills to practise first" className="mt-3 space-y-2">
        {skills.map((skill) => (
          <li key={skill.skill_id} className="rounded-xl border border-amber-200 bg-white p-3">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <span className="min-w-0 font-semibold text-slate-900">{skill.name}</span>
              <span className="shrink-0 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                {fromClassText(skill)}
              </span>
            </div>
            <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600">
              <span>{skill.subject_name}</span>
              <MasteryPill pMastery={skill.p_mastery} />
            </div>
            <p className="mt-1 text-xs text-slate-700">{neededForText(skill)}</p>
            <Link
              to={`/skill/${skill.skill_id}`}
              aria-label={`Practise ${skill.name}, ${fromClassText(skill)}`}
              className={`mt-3 w-full sm:w-auto ${buttonClass('primary', 'sm')}`}
            >
              <Play aria-hidden size={16} />
              Practise
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
