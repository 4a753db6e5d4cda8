// The app's action buttons. `buttonClass` gives links that act as buttons the same look.
import type { ComponentProps } from 'react';
import { clsx } from 'clsx';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger';
/** `md` for the full-width actions of the sign-in, signup and onboarding cards; `sm` for page actions. */
export type ButtonSize = 'md' | 'sm';

const BASE =
  'inline-flex items-center justify-center gap-2 rounded-xl px-4 py-2.5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed';
const SIZES: Record<ButtonSize, string> = { md: 'font-semibold', sm: 'text-sm font-medium' };
const VARIANTS: Record<ButtonVariant, string> = {
  // Dark text on the pale disabled fill keeps a disabled label readable.
  primary: 'bg-indigo-600 text-white hover:bg-indigo-700 disabled:bg-indigo-300 disabled:text-indigo-900',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:opacity-60',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:opacity-50',
};

export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md'): string {
  return clsx(BASE, SIZES[size], VARIANTS[variant]);
}

type Props = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** While true the button is disabled and shows the pending text or spinner. */
  isPending?: boolean;
  /** Replaces the button's text while pending (e.g. 'Saving…'). */
  pendingText?: string;
  /** Keeps the text and adds a spinner that announces this while pending (e.g. 'Signing in…'). */
  spinnerLabel?: string;
};

export function Button({
  variant = 'primary',
  size = 'md',
  isPending = false,
  pendingText,
  spinnerLabel,
  type = 'button',
  disabled,
  className,
  children,
  ...button
}: Props) {
  return (
    <button
      type={type}
      disabled={disabled || isPending}
      className={clsx(buttonClass(variant, size), className)}
      {...button}
    >
      {isPending && spinnerLabel ? <Spinner label={spinnerLabel} /> : null}
      {isPending && pendingText ? pendingText : children}
    </button>
  );
}
