import { useId } from 'react';
import { ChevronDown } from 'lucide-react';
import { clsx } from 'clsx';
import type { LearningPathNode } from '@quizring/contracts';
import type { ChapterGroup, SubjectColour } from '../utils/path-layout';
import { SkillNode } from './skill-node';

/** The chapter's title as the path shows it: "Chapter 3: Simple Equations", or "Other skills" without one. */
export function chapterGroupTitle(group: Pick<ChapterGroup, 'chapterNumber' | 'title'>): string {
  if (group.title === null) return 'Other skills';
  return group.chapterNumber === null ? group.title : `Chapter ${group.chapterNumber}: ${group.title}`;
}

export function masteredOfText(nodes: readonly LearningPathNode[]): string {
  const mastered = nodes.filter((n) => n.status === 'mastered').length;
  return `${mastered} of ${nodes.length} mastered`;
}

type Props = {
  group: ChapterGroup;
  colour: SubjectColour | undefined;
  isOpen: boolean;
  onToggle: () => void;
  onOpenSkill: (node: LearningPathNode) => void;
};

/**
 * One chapter of the path: a heading button that shows or hides its skills. A closed chapter renders none of its
 * skills, so a class of 60 skills draws only the chapters the student is on.
 */
export function ChapterGroupSection({ group, colour, isOpen, onToggle, onOpenSkill }: Props) {
  const listId = useId();
  const title = chapterGroupTitle(group);
  return (
    <section className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <h4>
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={isOpen ? listId : undefined}
          onClick={onToggle}
          className="flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          <span className="min-w-0 flex-1">
            <span className="block break-words text-sm font-semibold text-slate-900">{title}</span>
            <span className="block text-xs text-slate-600">{masteredOfText(group.nodes)}</span>
          </span>
          <ChevronDown
            aria-hidden
            size={20}
            className={clsx('shrink-0 text-slate-500 transition-transform', isOpen && 'rotate-180')}
          />
        </button>
      </h4>
      {isOpen ? (
        <ol id={listId} aria-label={title} className="px-2 pt-1 pb-1">
          {group.nodes.map((node, i) => (
            <SkillNode
              key={node.skill_id}
              node={node}
              colour={colour}
              isLast={i === group.nodes.length - 1}
              onOpen={() => onOpenSkill(node)}
            />
          ))}
        </ol>
      ) : null}
    </section>
  );
}
