// Adjust Focus: how much of Move leans toward the chosen careers' subjects,
// as an Academic vs Career split; a slider from 0 to 100 in steps of 1, and -5% / +5% buttons.
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import { Target } from 'lucide-react';
import { FOCUS_BUTTON_STEP, FOCUS_MAX, FOCUS_MIN, FOCUS_STEP, MSG } from '@quizring/contracts';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { apiErrorMessage } from '@/lib/api-client';
import { useCareerTree, useUpdateCareerFocus } from '../api/careers-api';
import { clampFocus } from '../utils/focus';

export default function CareerFocusPage() {
  const tree = useCareerTree();
  const { isError, error, errorUpdatedAt } = tree;

  useEffect(() => {
    if (isError) toast.error(apiErrorMessage(error, MSG.failedToLoadFocus), { id: 'focus-load-failed' });
  }, [isError, error, errorUpdatedAt]);

  const body = (
    <QueryState
      query={tree}
      keepData
      retrySpinner
      loadingLabel="Loading focus…"
      errorTitle={MSG.failedToLoadFocus}
      errorMessage={(error) => apiErrorMessage(error, '') || undefined}
      onRetry={() => void tree.refetch({ cancelRefetch: false })}
    >
      {(data) => {
        const saved = clampFocus(data.career_focus_percent);
        return <FocusEditor key={saved} saved={saved} hasCareers={data.selected_career_ids.length > 0} />;
      }}
    </QueryState>
  );

  return (
    <div className="mx-auto w-full max-w-2xl space-y-4 py-2 sm:space-y-6 sm:py-4">
      <PageHeader
        icon={Target}
        title="Adjust Focus"
        subtitle="Balance Move practice between your class subjects and the subjects of your careers."
      />
      {body}
    </div>
  );
}

function FocusEditor({ saved, hasCareers }: { saved: number; hasCareers: boolean }) {
  const [value, setValue] = useState(saved);
  const update = useUpdateCareerFocus();
  const sliderId = useId();
  const academic = FOCUS_MAX - value;
  const nudge = (delta: number) => setValue((v) => clampFocus(v + delta));

  const onSave = () =>
    update.mutate(value, {
      onSuccess: () => toast.success('Focus updated', { id: 'focus-saved' }),
      onError: () => toast.error(MSG.failedToUpdateFocus, { id: 'focus-save-failed' }),
    });

  return (
    <section
      aria-label="Academic vs Career"
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex items-end justify-between gap-3" aria-hidden>
        <div>
          <p className="text-sm text-slate-600">Academic</p>
          <p className="text-2xl font-bold text-slate-900">{academic}%</p>
        </div>
        <div className="text-right">
          <p className="text-sm text-slate-600">Career</p>
          <p className="text-2xl font-bold text-indigo-700">{value}%</p>
        </div>
      </div>
      <div aria-hidden className="flex h-3 overflow-hidden rounded-full bg-slate-200">
        <div className="bg-slate-500" style={{ width: `${academic}%` }} />
        <div className="bg-indigo-600" style={{ width: `${value}%` }} />
      </div>

      <div>
        <label htmlFor={sliderId} className="mb-2 block text-sm font-medium text-slate-800">
          Career focus
        </label>
        <input
          id={sliderId}
          type="range"
          min={FOCUS_MIN}
          max={FOCUS_MAX}
          step={FOCUS_STEP}
          value={value}
          aria-valuetext={`Career ${value}%, Academic ${academic}%`}
          onChange={(e) => setValue(clampFocus(Number(e.target.value)))}
          className="h-11 w-full cursor-pointer accent-indigo-600"
        />
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          size="sm"
          aria-label={`-${FOCUS_BUTTON_STEP}% career focus`}
          className="min-w-16"
          disabled={value <= FOCUS_MIN}
          onClick={() => nudge(-FOCUS_BUTTON_STEP)}
        >
          -{FOCUS_BUTTON_STEP}%
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-label={`+${FOCUS_BUTTON_STEP}% career focus`}
          className="min-w-16"
          disabled={value >= FOCUS_MAX}
          onClick={() => nudge(FOCUS_BUTTON_STEP)}
        >
          +{FOCUS_BUTTON_STEP}%
        </Button>
        <Button
          size="sm"
          className="ml-auto min-w-24"
          disabled={value === saved}
          isPending={update.isPending}
          pendingText="Saving…"
          onClick={onSave}
        >
          Save
        </Button>
      </div>

      {update.isError ? (
        <div role="alert" className="rounded-xl bg-rose-50 p-3 text-sm text-rose-800">
          <p className="font-medium">{MSG.failedToUpdateFocus}</p>
          <p>{apiErrorMessage(update.error, MSG.failedToUpdateCareerFocus)}</p>
        </div>
      ) : null}

      {hasCareers ? null : (
        <p className="text-sm text-slate-600">
          Focus applies once you choose careers.{' '}
          <Link
            to="/settings/career"
            className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-800"
          >
            Choose careers
          </Link>
        </p>
      )}
    </section>
  );
}
