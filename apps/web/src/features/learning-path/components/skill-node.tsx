import { clsx } from 'clsx';
import type { LearningPathNode } from '@quizring/contracts';
import { masteryBand } from '@/lib/mastery-bands';
import { asPercent } from '../utils/path-layout';
import type { SubjectColour } from '../utils/path-layout';
import { STATUS_LOOK } from '../utils/skill-status';

/** The accessible name of a node, spelt out so it reads the same in every browser. */
export function nodeName(node: LearningPathNode): string {
  return `${node.name}, ${STATUS_LOOK[node.status].label}, ${asPercent(node.p_mastery)}% mastery`;
}

/** The mastery as a percent pill coloured by the mastery band (0.85 / 0.6 / 0.35), which it also names. */
export function MasteryPill({ pMastery }: { pMastery: number }) {
  const band = masteryBand(pMastery);
  return (
    <span className={clsx('shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold', band.badge)}>
      {asPercent(pMastery)}% · {band.label}
    </span>
  );
}

export function MasteryBar({ pMastery, label }: { pMastery: number; label: string }) {
  const pct = Math.max(0, Math.min(100, asPercent(pMastery)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={pct}
      className="h-1.5 overflow-hidden rounded-full bg-slate-200"
    >
      <div
        className={clsx('h-full rounded-full', masteryBand(pMastery).swatch)}
        style={{ width: `${pct}%` }}
      />
    </div>
  );
}

export function StatusBadge({ status }: { status: LearningPathNode['status'] }) {
  const look = STATUS_LOOK[status];
  const Icon = look.icon;
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold',
        look.badge,
      )}
    >
      <Icon aria-hidden size={12} />
      {look.label}
    </span>
  );
}

type Props = {
  node: LearningPathNode;
  colour: SubjectColour | undefined;
  isLast: boolean;
  onOpen: () => void;
};

/** One stop on the path: a status marker on the line and a card that opens the skill (or says it is locked). */
export function SkillNode({ node, colour, isLast, onOpen }: Props) {
  const look = STATUS_LOOK[node.status];
  const Icon = look.icon;
  const isLocked = node.status === 'future';
  return (
    <li className="relative pb-3 pl-14">
      {isLast ? null : (
        <span aria-hidden className="absolute bottom-0 left-5 top-3 w-0.5 -translate-x-1/2 bg-slate-300" />
      )}
      <span
        aria-hidden
        className={clsx(
          'absolute left-0 top-2 flex h-10 w-10 items-center justify-center rounded-full border-4 border-slate-50',
          look.marker,
        )}
      >
        <Icon size={18} />
      </span>
      <button
        type="button"
        onClick={onOpen}
        aria-haspopup={isLocked ? undefined : 'dialog'}
        aria-label={nodeName(node)}
        className={clsx(
          'block w-full rounded-xl border border-l-4 p-3 text-left transition',
          colour?.stripe ?? 'border-l-slate-400',
          look.card,
        )}
      >
        <span
          className={clsx('block break-words font-semibold', isLocked ? 'text-slate-700' : 'text-slate-900')}
        >
          {node.name}
        </span>
        {/* Under the name, not beside it: a long name in a chapter on a phone keeps the card's full width. */}
        <span className="mt-2 flex flex-wrap items-center gap-2">
          <StatusBadge status={node.status} />
          <MasteryPill pMastery={node.p_mastery} />
        </span>
      </button>
    </li>
  );
}
