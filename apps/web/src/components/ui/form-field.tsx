// Labelled form controls shared by the app's forms: every input has a visible label, and hints and errors
// are tied to it with aria-describedby.
import { useId, useState } from 'react';
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { Eye, EyeOff } from 'lucide-react';

export const inputClass =
  'mt-1 block w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-indigo-600 focus:outline-2 focus:outline-offset-0 focus:outline-indigo-600 aria-invalid:border-red-600 disabled:bg-slate-100';
export const primaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-xl bg-indigo-600 px-4 py-2.5 font-semibold text-white hover:bg-indigo-700 disabled:cursor-not-allowed disabled:bg-indigo-300 disabled:text-indigo-900';
export const secondaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-xl border border-slate-300 bg-white px-4 py-2.5 font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60';

type Described = { label: string; hint?: ReactNode; error?: string | null };

function useDescribedBy(id: string | undefined, hint: ReactNode, error: string | null | undefined) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
}

function FieldText({
  hintId,
  hint,
  errorId,
  error,
}: {
  hintId?: string;
  hint?: ReactNode;
  errorId?: string;
  error?: string | null;
}) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

export function TextField({
  label,
  hint,
  error,
  id,
  className = '',
  ...input
}: Described & InputHTMLAttributes<HTMLInputElement>) {
  const { controlId, hintId, errorId, describedBy } = useDescribedBy(id, hint, error);
  return (
    <div className={className}>
      <label htmlFor={controlId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClass}
        {...input}
      />
      <FieldText hintId={hintId} hint={hint} errorId={errorId} error={error} />
    </div>
  );
}

export function SelectField({
  label,
  hint,
  error,
  id,
  className = '',
  children,
  ...select
}: Described & SelectHTMLAttributes<HTMLSelectElement>) {
  const { controlId, hintId, errorId, describedBy } = useDescribedBy(id, hint, error);
  return (
    <div className={className}>
      <label htmlFor={controlId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClass}
        {...select}
      >
        {children}
      </select>
      <FieldText hintId={hintId} hint={hint} errorId={errorId} error={error} />
    </div>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({
  label,
  hint,
  error,
  id,
  className = '',
  ...input
}: Described & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const { controlId, hintId, errorId, describedBy } = useDescribedBy(id, hint, error);
  const [isVisible, setIsVisible] = useState(false);
  return (
    <div className={className}>
      <label htmlFor={controlId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={controlId}
          type={isVisible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${inputClass} pr-12`}
          {...input}
        />
        <button
          type="button"
          onClick={() => setIsVisible((v) => !v)}
          aria-label={isVisible ? 'Hide password' : 'Show password'}
          aria-controls={controlId}
          className="absolute inset-y-0 right-1 my-1 flex w-10 items-center justify-center rounded-lg text-slate-600 hover:text-slate-900"
        >
          {isVisible ? <EyeOff aria-hidden size={20} /> : <Eye aria-hidden size={20} />}
        </button>
      </div>
      <FieldText hintId={hintId} hint={hint} errorId={errorId} error={error} />
    </div>
  );
}
