// The Learning Path: the learner's skills grouped by subject and chapter, searchable, each shown by its status;
// locked (future) skills say how to unlock them, the others open their details and Skill quiz. Weak skills from
// earlier classes that this class builds on come first, to practise before the rest.
import { useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { Lock, Search } from 'lucide-react';
import { clsx } from 'clsx';
import { MSG } from '@quizring/contracts';
import type { LearningPathData, LearningPathNode } from '@quizring/contracts';
import { inputClass, labelClass } from '@/components/ui/form-field';
import { QueryState } from '@/components/ui/query-state';
import { learningPathErrorMessage, useLearningPath } from '../api/get-learning-path';
import {
  filterSkills,
  groupBySubjectAndChapter,
  inPathOrder,
  isChapterActive,
  subjectColours,
} from '../utils/path-layout';
import type { ChapterGroup } from '../utils/path-layout';
import { ChapterGroupSection } from './chapter-group';
import { PathSummary } from './path-header';
import { PractiseFirst } from './practise-first';
import { SkillDetailDialog } from './skill-detail-dialog';

export default function LearningPathPage() {
  const query = useLearningPath();

  useEffect(() => {
    // Keyed on the failure time so every failed load (a Retry too) toasts once, never per render.
    if (query.isError)
      toast.error(learningPathErrorMessage(query.error, MSG.unableToLoadLearningPath), {
        id: 'learning-path-load-failed',
      });
  }, [query.isError, query.error, query.errorUpdatedAt]);

  const body = (
    <QueryState
      query={query}
      retrySpinner
      loadingLabel="Loading your learning path…"
      errorTitle={MSG.cantLoadLearningPath}
      errorMessage={(error) => learningPathErrorMessage(error, MSG.failedToLoadLearningPathFallback)}
    >
      {(data) => <PathMap data={data} />}
    </QueryState>
  );

  return (
    <div className="mx-auto w-full max-w-3xl space-y-4 py-2 sm:space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Learning Path</h1>
        <p className="mt-0.5 text-sm text-slate-600">Master each skill to unlock the next ones.</p>
      </header>
      {body}
    </div>
  );
}

function PathMap({ data }: { data: LearningPathData }) {
  const [openId, setOpenId] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  // Chapters the student opened or closed; the others follow isChapterActive.
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(new Map());
  const searchId = useId();
  const nodes = useMemo(() => inPathOrder(data.path), [data.path]);
  const colours = useMemo(() => subjectColours(nodes), [nodes]);
  // The list follows the box a render behind, so typing stays quick while many skills are drawn.
  const query = useDeferredValue(search);
  const matches = useMemo(() => filterSkills(nodes, query), [nodes, query]);
  const groups = useMemo(() => groupBySubjectAndChapter(matches), [matches]);
  const isSearching = query.trim() !== '';
  // Looked up on every render so a reload shows fresh figures, and closes the dialog if the skill is gone.
  const openNode = nodes.find((n) => n.skill_id === openId && n.status !== 'future');

  const onOpen = (node: LearningPathNode) => {
    if (node.status === 'future') {
      toast(MSG.unlockSkill, { id: 'learning-path-locked', icon: <Lock aria-hidden size={18} /> });
      return;
    }
    setOpenId(node.skill_id);
  };
  const isOpen = (group: ChapterGroup) => isSearching || (toggled.get(group.key) ?? isChapterActive(group));
  const toggle = (group: ChapterGroup) => setToggled((map) => new Map(map).set(group.key, !isOpen(group)));

  return (
    <>
      <PathSummary meta={data.meta} />
      <PractiseFirst skills={data.practise_first} />
      <section aria-labelledby="learning-path-skills" className="space-y-3">
        <h2 id="learning-path-skills" className="sr-only">
          Your skills
        </h2>
        {nodes.length === 0 ? (
          <div className="rounded-2xl border border-slate-200 bg-white px-4 py-10 text-center text-slate-600">
            <p>No skills on your learning path yet.</p>
            {data.meta.grade === null ? <p className="mt-1">{MSG.classRequired}</p> : null}
          </div>
        ) : (
          <>
            <div>
              <label htmlFor={searchId} className={labelClass}>
                Search skills
              </label>
              <div className="relative">
                <Search
                  aria-hidden
                  size={18}
                  className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-500"
                />
                <input
                  id={searchId}
                  type="search"
                  value={search}
                  onChange={(e) => setSearch(e.target.value)}
                  autoComplete="off"
                  enterKeyHint="search"
                  placeholder="Skill or chapter name"
                  className={clsx(inputClass, 'pl-10')}
                />
              </div>
              <p role="status" className="mt-1 text-xs text-slate-600">
                {isSearching ? matchCountText(matches.length) : ''}
              </p>
            </div>
            {groups.map(({ subject, chapters }) => {
              const colour = colours.get(subject);
              return (
                <div key={subject} className="space-y-2 pt-1">
                  <h3
                    className={clsx(
                      'inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold',
                      colour?.chip ?? 'bg-slate-100 text-slate-800',
                    )}
                  >
                    <span
                      aria-hidden
                      className={clsx('h-2.5 w-2.5 rounded-full', colour?.dot ?? 'bg-slate-500')}
                    />
                    {subject}
                  </h3>
                  {chapters.map((group) => (
                    <ChapterGroupSection
                      key={group.key}
                      group={group}
                      colour={colour}
                      isOpen={isOpen(group)}
                      onToggle={() => toggle(group)}
                      onOpenSkill={onOpen}
                    />
                  ))}
                </div>
              );
            })}
            {isSearching && matches.length === 0 ? (
              <p className="rounded-2xl border border-slate-200 bg-white px-4 py-8 text-center text-sm text-slate-600">
                No skills match “{query.trim()}”.
              </p>
            ) : null}
          </>
        )}
      </section>
      {openNode ? (
        <SkillDetailDialog
          node={openNode}
          practiseFirst={data.practise_first.filter((p) =>
            p.needed_for.some((n) => n.skill_id === openNode.skill_id),
          )}
          onClose={() => setOpenId(null)}
        />
      ) : null}
    </>
  );
}

function matchCountText(count: number): string {
  if (count === 0) return 'No matching skills';
  return `${count} ${count === 1 ? 'skill matches' : 'skills match'}`;
}
