import { useId } from 'react';
import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import type { CareerCategory } from '@quizring/contracts';

type Props = {
  category: CareerCategory;
  selected: readonly number[];
  /** No updates left: the choices can be seen, not changed. */
  isLocked: boolean;
  onToggle: (careerId: number) => void;
};

/** One category's careers as toggle chips (aria-pressed). */
export function CareerCategoryChips({ category, selected, isLocked, onToggle }: Props) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id={headingId} className="mb-3 text-base font-semibold text-slate-900">
        {category.name}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {category.careers.map((career) => {
          const isOn = selected.includes(career.id);
          return (
            <li key={career.id}>
              <button
                type="button"
                aria-pressed={isOn}
                disabled={isLocked}
                onClick={() => onToggle(career.id)}
                className={clsx(
                  'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 py-2 text-sm font-medium transition-colors motion-reduce:transition-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed',
                  isOn
                    ? 'border-indigo-600 bg-indigo-600 text-white hover:bg-indigo-700 disabled:opacity-80'
                    : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:text-slate-500',
                )}
              >
                {isOn ? <Check aria-hidden className="h-4 w-4" /> : null}
                {career.name}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
