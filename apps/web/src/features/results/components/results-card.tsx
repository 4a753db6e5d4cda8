import type { ReactNode } from 'react';

type Props = {
  title: string;
  headingId: string;
  description?: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
};

/** A titled section of the results page; the heading names the region for screen readers. */
export function ResultsCard({ title, headingId, description, action, children, className = '' }: Props) {
  return (
    <section
      aria-labelledby={headingId}
      className={`min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 ${className}`}
    >
      <div className="mb-3 flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            {title}
          </h2>
          {description ? <p className="text-sm text-slate-600">{description}</p> : null}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="rounded-xl bg-slate-50 px-4 py-6 text-center text-sm text-slate-600">{children}</p>;
}
