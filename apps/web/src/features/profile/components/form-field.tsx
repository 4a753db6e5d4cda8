import type { InputHTMLAttributes } from 'react';
import { forwardRef } from 'react';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  name: string;
  error?: string;
  isRequired?: boolean;
};

/** A labelled text input whose error is announced and tied to the field. */
export const FormField = forwardRef<HTMLInputElement, Props>(function FormField(
  { label, name, error, isRequired = false, className = '', ...input },
  ref,
) {
  const id = `field-${name}`;
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
        {isRequired ? (
          <span aria-hidden className="text-rose-700">
            *
          </span>
        ) : null}
      </label>
      <input
        ref={ref}
        id={id}
        name={name}
        aria-required={isRequired || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`block w-full rounded-lg border bg-white px-3 py-2.5 text-slate-900 placeholder:text-slate-400 focus:outline-2 focus:outline-offset-1 focus:outline-indigo-600 ${
          error ? 'border-rose-600' : 'border-slate-300'
        }`}
        {...input}
      />
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-rose-700">
          {error}
        </p>
      ) : null}
    </div>
  );
});
