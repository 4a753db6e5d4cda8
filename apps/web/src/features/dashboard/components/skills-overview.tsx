import { Link } from 'react-router';
import { DASHBOARD_TOP_SKILLS, DASHBOARD_WEAK_SKILLS, MSG } from '@quizring/contracts';
import type { DashboardData, SkillSummary } from '@quizring/contracts';
import { formatPercent } from '../utils/format';
import { MASTERY_BAND_LIST, masteryBand } from '@/lib/mastery-bands';
import { DashboardCard, EmptyState } from './dashboard-card';

export function SkillsOverview({ data }: { data: DashboardData }) {
  const strongest = data.top_skills.slice(0, DASHBOARD_TOP_SKILLS);
  const focus = data.weak_skills.slice(0, DASHBOARD_WEAK_SKILLS);
  const hasSkills = data.skills.length > 0 || strongest.length > 0 || focus.length > 0;
  return (
    <DashboardCard title="Skills Overview" headingId="dashboard-skills">
      {hasSkills ? (
        <div className="space-y-5">
          <div>
            <div className="flex items-baseline justify-between text-sm">
              <span className="text-slate-700">Overall learning progress</span>
              <span className="font-semibold text-slate-900">
                {formatPercent(data.learning_progress_pct)}
              </span>
            </div>
            <ProgressBar pct={data.learning_progress_pct} label="Overall learning progress" />
            <BandCounts skills={data.skills} />
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <SkillList title="Strongest skills" headingId="dashboard-strongest" skills={strongest} />
            <SkillList title="Focus skills" headingId="dashboard-focus" skills={focus} />
          </div>
        </div>
      ) : (
        <EmptyState>{MSG.noSkillData}</EmptyState>
      )}
    </DashboardCard>
  );
}

export function ProgressBar({
  pct,
  label,
  colour = 'bg-indigo-600',
}: {
  pct: number;
  label: string;
  colour?: string;
}) {
  const value = Math.max(0, Math.min(100, Math.round(pct)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-200"
    >
      <div className={`h-full rounded-full ${colour}`} style={{ width: `${value}%` }} />
    </div>
  );
}

function BandCounts({ skills }: { skills: SkillSummary[] }) {
  if (skills.length === 0) return null;
  const counts = new Map(MASTERY_BAND_LIST.map((b) => [b.label, 0]));
  for (const s of skills) {
    const { label } = masteryBand(s.p_mastery);
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return (
    <ul aria-label="Skills by mastery" className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
      {MASTERY_BAND_LIST.map((band) => (
        <li key={band.label} className="flex items-center gap-1.5">
          <span aria-hidden className={`h-2.5 w-2.5 rounded-full ${band.swatch}`} />
          {band.label}: {counts.get(band.label) ?? 0}
        </li>
      ))}
    </ul>
  );
}

function SkillList({
  title,
  headingId,
  skills,
}: {
  title: string;
  headingId: string;
  skills: SkillSummary[];
}) {
  return (
    <div>
      <h3 id={headingId} className="mb-2 text-sm font-semibold text-slate-800">
        {title}
      </h3>
      {skills.length === 0 ? (
        <p className="text-sm text-slate-600">Keep practising to see skills here.</p>
      ) : (
        <ul aria-labelledby={headingId} className="space-y-2">
          {skills.map((s) => (
            <li key={s.skill_id}>
              <SkillLink skill={s} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function SkillLink({ skill }: { skill: SkillSummary }) {
  const band = masteryBand(skill.p_mastery);
  const pct = skill.p_mastery * 100;
  return (
    <Link
      to={`/skill/${skill.skill_id}`}
      className="block rounded-xl border border-slate-200 p-3 transition hover:border-indigo-300 hover:bg-indigo-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      {/* The name wraps: in the two-column desktop layout one line would cut it to a few letters. */}
      <span className="flex items-start justify-between gap-2">
        <span className="min-w-0 break-words text-sm font-medium text-slate-900">{skill.skill_name}</span>
        <span className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ${band.badge}`}>
          {band.label} · {formatPercent(pct)}
        </span>
      </span>
      <ProgressBar pct={pct} label={`${skill.skill_name} mastery`} colour={band.swatch} />
    </Link>
  );
}
