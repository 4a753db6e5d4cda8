// Labelled form controls shared by the app's forms: every input has a visible label, and hints and errors
// are tied to it with aria-describedby.
import { useId, useState } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { clsx } from 'clsx';

export const labelClass = 'mb-1 block text-sm font-medium text-slate-800';
// One explicit height for single-line controls: a select is otherwise a few pixels shorter than the input beside it.
export const inputClass =
  'block h-11.5 w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-indigo-600 focus:outline-2 focus:outline-offset-0 focus:outline-indigo-600 aria-invalid:border-red-600 disabled:bg-slate-100';

type FieldProps = {
  id?: string;
  label: string;
  hint?: ReactNode;
  error?: string | null;
  /** Marks the label with an asterisk and the control with aria-required. */
  isRequired?: boolean;
  className?: string;
};

type ControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
};

/** Separates what the field frame needs from what goes on the control itself. */
function splitField<T extends FieldProps>({ id, label, hint, error, isRequired, className, ...control }: T) {
  return [{ id, label, hint, error, isRequired, className }, control] as const;
}

/** The label, hint and error around one control; `children` renders the control with the ids that tie them. */
function Field({
  id,
  label,
  hint,
  error,
  isRequired = false,
  className = '',
  children,
}: FieldProps & { children: (control: ControlProps) => ReactNode }) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={controlId} className={labelClass}>
        {label}
        {isRequired ? (
          <span aria-hidden className="text-red-700">
            *
          </span>
        ) : null}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
        'aria-required': isRequired || undefined,
      })}
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
    </div>
  );
}

type InputFieldProps = FieldProps &
  Omit<ComponentProps<'input'>, 'id' | 'className'> & { inputClassName?: string };

export function TextField({ inputClassName, ...props }: InputFieldProps) {
  const [field, input] = splitField(props);
  return (
    <Field {...field}>
      {(control) => <input {...control} className={clsx(inputClass, inputClassName)} {...input} />}
    </Field>
  );
}

export function SelectField({
  children,
  ...props
}: FieldProps & Omit<ComponentProps<'select'>, 'id' | 'className'>) {
  const [field, select] = splitField(props);
  return (
    <Field {...field}>
      {(control) => (
        <select {...control} className={inputClass} {...select}>
          {children}
        </select>
      )}
    </Field>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({ inputClassName, ...props }: Omit<InputFieldProps, 'type'>) {
  const [field, input] = splitField(props);
  const [isVisible, setIsVisible] = useState(false);
  return (
    <Field {...field}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            type={isVisible ? 'text' : 'password'}
            className={clsx(inputClass, 'pr-12', inputClassName)}
            {...input}
          />
          <button
            type="button"
            onClick={() => setIsVisible((v) => !v)}
            aria-label={isVisible ? 'Hide password' : 'Show password'}
            aria-controls={control.id}
            className="absolute inset-y-0 right-1 my-1 flex w-10 items-center justify-center rounded-lg text-slate-600 hover:text-slate-900"
          >
            {isVisible ? <EyeOff aria-hidden size={20} /> : <Eye aria-hidden size={20} />}
          </button>
        </div>
      )}
    </Field>
  );
}
