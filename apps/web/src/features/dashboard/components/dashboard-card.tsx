import type { ReactNode } from 'react';

type Props = {
  title: string;
  headingId: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
};

/** A titled section of the dashboard; the heading names the region for screen readers. */
export function DashboardCard({ title, headingId, action, children, className = '' }: Props) {
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 ${className}`}
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="rounded-xl bg-slate-50 px-4 py-6 text-center text-sm text-slate-600">{children}</p>;
}
