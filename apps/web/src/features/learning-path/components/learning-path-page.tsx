// The Learning Path: the learner's skills in path order as a map, each shown by its
// status; locked (future) skills say how to unlock them, the others open their details and Skill quiz.
import { useEffect, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { Lock } from 'lucide-react';
import { clsx } from 'clsx';
import { MSG } from '@quizring/contracts';
import type { LearningPathData, LearningPathNode } from '@quizring/contracts';
import { QueryState } from '@/components/ui/query-state';
import { learningPathErrorMessage, useLearningPath } from '../api/get-learning-path';
import { inPathOrder, subjectColours, subjectRuns } from '../utils/path-layout';
import { PathSummary } from './path-header';
import { SkillDetailDialog } from './skill-detail-dialog';
import { SkillNode } from './skill-node';

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
  const nodes = useMemo(() => inPathOrder(data.path), [data.path]);
  const colours = useMemo(() => subjectColours(nodes), [nodes]);
  const runs = useMemo(() => subjectRuns(nodes), [nodes]);
  // Looked up on every render so a reload shows fresh figures, and closes the dialog if the skill is gone.
  const openNode = nodes.find((n) => n.skill_id === openId && n.status !== 'future');

  const onOpen = (node: LearningPathNode) => {
    if (node.status === 'future') {
      toast(MSG.unlockSkill, { id: 'learning-path-locked', icon: <Lock aria-hidden size={18} /> });
      return;
    }
    setOpenId(node.skill_id);
  };

  return (
    <>
      <PathSummary meta={data.meta} />
      <section aria-labelledby="learning-path-skills">
        <h2 id="learning-path-skills" className="sr-only">
          Your skills
        </h2>
        {nodes.length === 0 ? (
          <div className="rounded-2xl border border-slate-200 bg-white px-4 py-10 text-center text-slate-600">
            <p>No skills on your learning path yet.</p>
            {data.meta.grade === null ? <p className="mt-1">{MSG.classRequired}</p> : null}
          </div>
        ) : (
          runs.map(({ subject, start, nodes: runNodes }) => {
            const colour = colours.get(subject);
            return (
              <div key={start} className="pt-2">
                <h3
                  className={clsx(
                    'mb-2 inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold',
                    colour?.chip ?? 'bg-slate-100 text-slate-800',
                  )}
                >
                  <span
                    aria-hidden
                    className={clsx('h-2.5 w-2.5 rounded-full', colour?.dot ?? 'bg-slate-500')}
                  />
                  {subject}
                </h3>
                <ol start={start + 1} aria-label={`${subject} skills`}>
                  {runNodes.map((node, i) => (
                    <SkillNode
                      key={node.skill_id}
                      node={node}
                      colour={colour}
                      isLast={start + i === nodes.length - 1}
                      onOpen={() => onOpen(node)}
                    />
                  ))}
                </ol>
              </div>
            );
          })
        )}
      </section>
      {openNode ? <SkillDetailDialog node={openNode} onClose={() => setOpenId(null)} /> : null}
    </>
  );
}
