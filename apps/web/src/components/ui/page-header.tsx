import clsx from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

const BADGE_TONES = {
  indigo: 'bg-indigo-100 text-indigo-700',
  amber: 'bg-amber-100 text-amber-700',
} as const;

type Props = {
  title: ReactNode;
  subtitle?: ReactNode;
  /** An icon in a tinted badge before the title. */
  icon?: LucideIcon;
  tone?: keyof typeof BADGE_TONES;
  /** Something else before the title instead of an icon (the student's avatar). */
  leading?: ReactNode;
  /** Buttons at the end of the header (Refresh). */
  actions?: ReactNode;
  /** A long title is cut with an ellipsis instead of wrapping. */
  truncate?: boolean;
};

/** A page's title (its h1) with a line under it, and an icon or avatar before it or actions after it. */
export function PageHeader({
  title,
  subtitle,
  icon: Icon,
  tone = 'indigo',
  leading,
  actions,
  truncate,
}: Props) {
  const text = (
    <div className="min-w-0">
      <h1 className={clsx(truncate && 'truncate', 'text-xl font-bold text-slate-900 sm:text-2xl')}>
        {title}
      </h1>
      {subtitle ? <p className="text-sm text-slate-600">{subtitle}</p> : null}
    </div>
  );
  return (
    <header
      className={clsx(
        'flex items-center gap-3',
        actions && 'flex-wrap justify-between',
        leading && 'sm:gap-4',
      )}
    >
      {Icon ? (
        <span
          aria-hidden
          className={clsx(
            'flex h-10 w-10 shrink-0 items-center justify-center rounded-xl',
            BADGE_TONES[tone],
          )}
        >
          <Icon className="h-5 w-5" />
        </span>
      ) : null}
      {leading}
      {text}
      {actions}
    </header>
  );
}
