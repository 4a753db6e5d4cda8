// Career preferences: up to 3 careers as chips by category, a 4th only by
// replacing one, and every saved change costs one of 3 updates, confirmed first. The server has the last word.
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import { Briefcase, Target } from 'lucide-react';
import { CAREER_MAX_SELECTED, MSG } from '@quizring/contracts';
import type { CareerTree } from '@quizring/contracts';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { apiErrorMessage } from '@/lib/api-client';
import { useCareerTree, useSaveCareerPreferences } from '../api/careers-api';
import { replaceCareer, saveBlocker, toggleCareer, updatesLeft } from '../utils/career-selection';
import { CareerCategoryChips } from './career-category-chips';
import { ReplaceCareerDialog } from './replace-career-dialog';
import { UseUpdateDialog } from './use-update-dialog';

export default function CareerPreferencesPage() {
  const tree = useCareerTree();
  const { isError, error, errorUpdatedAt } = tree;

  useEffect(() => {
    if (isError)
      toast.error(apiErrorMessage(error, MSG.failedToLoadCareerCategories), { id: 'careers-load-failed' });
  }, [isError, error, errorUpdatedAt]);

  const body = (
    <QueryState
      query={tree}
      keepData
      retrySpinner
      loadingLabel="Loading careers…"
      errorTitle={MSG.cantLoadCareers}
      errorMessage={(error) => apiErrorMessage(error, MSG.failedToLoadCareerCategories)}
      onRetry={() => void tree.refetch({ cancelRefetch: false })}
    >
      {(saved) => (
        // A new saved state (after a save, or a refusal that reloaded it) starts the editor afresh.
        <CareerEditor
          key={`${saved.selected_career_ids.join(',')}|${saved.career_update_count}`}
          tree={saved}
        />
      )}
    </QueryState>
  );

  return (
    <div className="mx-auto w-full max-w-3xl space-y-4 py-2 sm:space-y-6 sm:py-4">
      <PageHeader
        icon={Briefcase}
        title="Career Preferences"
        subtitle={
          <>
            Pick up to {CAREER_MAX_SELECTED} careers. Move practice leans toward the subjects that lead to
            them.
          </>
        }
      />
      {body}
    </div>
  );
}

function CareerEditor({ tree }: { tree: CareerTree }) {
  const saved = tree.selected_career_ids;
  const [selected, setSelected] = useState<number[]>(saved);
  const [incoming, setIncoming] = useState<number | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const save = useSaveCareerPreferences();

  const names = useMemo(
    () => new Map(tree.categories.flatMap((cat) => cat.careers.map((c) => [c.id, c.name] as const))),
    [tree.categories],
  );
  const nameOf = (id: number) => names.get(id) ?? `Career ${id}`;
  const left = updatesLeft(tree.career_update_count);
  const blocker = saveBlocker(saved, selected, left);

  const onToggle = (id: number) => {
    const result = toggleCareer(selected, id);
    if ('needsReplace' in result) setIncoming(result.needsReplace);
    else setSelected(result.selected);
  };

  const onConfirm = () => {
    save.mutate(
      { career_ids: selected, career_focus_percent: tree.career_focus_percent },
      {
        onSuccess: () => toast.success('Career preferences saved', { id: 'careers-saved' }),
        onError: (err) =>
          toast.error(apiErrorMessage(err, MSG.failedToSavePreferences), { id: 'careers-save-failed' }),
        onSettled: () => setIsConfirming(false),
      },
    );
  };

  return (
    <>
      <dl className="grid grid-cols-2 gap-3" aria-label="Your careers">
        <Stat label="Selected" value={`${selected.length} / ${CAREER_MAX_SELECTED}`} />
        <Stat label="Updates left" value={String(left)} />
      </dl>

      {left === 0 ? (
        <p role="note" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          {MSG.usedAllUpdates}
        </p>
      ) : null}

      <div className="space-y-4">
        {tree.categories.map((category) => (
          <CareerCategoryChips
            key={category.id}
            category={category}
            selected={selected}
            isLocked={left === 0}
            onToggle={onToggle}
          />
        ))}
      </div>

      <Link
        to="/settings/career-focus"
        className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 text-sm text-slate-700 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        <Target aria-hidden className="h-5 w-5 shrink-0 text-indigo-600" />
        <span className="min-w-0 flex-1">
          <span className="font-medium text-slate-900">Adjust Focus</span>
          <span className="block">Career focus {tree.career_focus_percent}%</span>
        </span>
      </Link>

      {/* Room for the Save bar, so the last chips can scroll above it. */}
      <div aria-hidden className="h-28" />

      <div className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgba(15,23,42,0.06)] backdrop-blur lg:left-(--sidebar-width)">
        <div className="mx-auto flex w-full max-w-3xl items-center gap-3">
          <p role="status" className="min-w-0 flex-1 text-sm text-slate-700">
            {blocker ?? `Saving uses 1 of your ${left} updates.`}
          </p>
          <Button
            size="sm"
            className="shrink-0"
            disabled={blocker !== null}
            isPending={save.isPending}
            pendingText="Saving…"
            onClick={() => setIsConfirming(true)}
          >
            Save
          </Button>
        </div>
      </div>

      {incoming !== null ? (
        <ReplaceCareerDialog
          incomingName={nameOf(incoming)}
          selected={selected.map((id) => ({ id, name: nameOf(id) }))}
          onCancel={() => setIncoming(null)}
          onReplace={(out) => {
            setSelected(replaceCareer(selected, out, incoming));
            setIncoming(null);
          }}
        />
      ) : null}

      {isConfirming ? (
        <UseUpdateDialog
          updatesLeft={left}
          isPending={save.isPending}
          onCancel={() => setIsConfirming(false)}
          onConfirm={onConfirm}
        />
      ) : null}
    </>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-2xl font-bold text-slate-900">{value}</dd>
    </div>
  );
}
