import { Link, useNavigate } from 'react-router';
import { Play, RotateCcw } from 'lucide-react';
import type { LearningPathNode, PractiseFirstSkill } from '@quizring/contracts';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { MasteryBar, MasteryPill, StatusBadge } from './skill-node';
import { fromClassText } from './practise-first';

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

export function lastAttemptedText(at: string | null): string {
  if (!at) return 'Never';
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? 'Never' : dateFormat.format(date);
}

type Props = {
  node: LearningPathNode;
  /** Weak skills from earlier classes this skill needs: named, with a link to practise each. */
  practiseFirst?: readonly PractiseFirstSkill[];
  onClose: () => void;
};

/** A skill of the path: its details and Start (Revise once mastered), which opens its Skill quiz. */
export function SkillDetailDialog({ node, practiseFirst = [], onClose }: Props) {
  const navigate = useNavigate();
  const isMastered = node.status === 'mastered';
  return (
    <Modal title={node.name} subtitle={node.subject_name} onClose={onClose}>
      {node.description ? <p className="text-sm text-slate-700">{node.description}</p> : null}
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <div className="col-span-2 rounded-xl bg-slate-50 p-3">
          <dt className="text-slate-600">Mastery</dt>
          <dd className="mt-1 flex items-center gap-3">
            <MasteryPill pMastery={node.p_mastery} />
            <div className="flex-1">
              <MasteryBar pMastery={node.p_mastery} label={`${node.name} mastery`} />
            </div>
          </dd>
        </div>
        <div className="rounded-xl bg-slate-50 p-3">
          <dt className="text-slate-600">Attempts</dt>
          <dd className="text-lg font-semibold text-slate-900">{node.attempts}</dd>
        </div>
        <div className="rounded-xl bg-slate-50 p-3">
          <dt className="text-slate-600">Status</dt>
          <dd className="mt-1">
            <StatusBadge status={node.status} />
          </dd>
        </div>
        <div className="col-span-2 rounded-xl bg-slate-50 p-3">
          <dt className="text-slate-600">Last attempted</dt>
          <dd className="font-medium text-slate-900">{lastAttemptedText(node.last_attempted_at)}</dd>
        </div>
      </dl>
      {practiseFirst.length > 0 ? (
        <div className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm">
          <p className="font-semibold text-slate-900">Practise first</p>
          <ul className="mt-1 space-y-1">
            {practiseFirst.map((p) => (
              <li key={p.skill_id}>
                <Link
                  to={`/skill/${p.skill_id}`}
                  className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900"
                >
                  {p.name}
                </Link>{' '}
                <span className="text-slate-700">({fromClassText(p)})</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Button className="mt-5 w-full" onClick={() => void navigate(`/skill/${node.skill_id}`)}>
        {isMastered ? <RotateCcw aria-hidden size={18} /> : <Play aria-hidden size={18} />}
        {isMastered ? 'Revise' : 'Start'}
      </Button>
    </Modal>
  );
}
