import { Suspense, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Table2 } from 'lucide-react';
import { clsx } from 'clsx';
import { Spinner } from '@/components/ui/spinner';

type Props = {
  /** Names the table and its toggle, e.g. the section title. */
  title: string;
  /** The chart's height in pixels: horizontal bar charts grow with their rows. */
  height: number;
  chart: ReactNode;
  /** The same figures as a table: read by screen readers, and shown on request for full skill names. */
  table: ReactNode;
};

/**
 * A lazily loaded chart with its data table. The chart is visual only; the table carries the figures for screen
 * readers and, once "Show table" is pressed, for anyone who wants the full names the chart axis cuts short.
 */
export function ChartFrame({ title, height, chart, table }: Props) {
  const [isTableShown, setIsTableShown] = useState(false);
  const tableId = useId();
  return (
    <div>
      <div aria-hidden style={{ height }}>
        <Suspense
          fallback={
            <div className="flex h-full items-center justify-center">
              <Spinner label="Loading chart…" />
            </div>
          }
        >
          {chart}
        </Suspense>
      </div>
      <button
        type="button"
        aria-expanded={isTableShown}
        aria-controls={tableId}
        aria-label={`${isTableShown ? 'Hide' : 'Show'} table: ${title}`}
        onClick={() => setIsTableShown((v) => !v)}
        className="mt-2 inline-flex min-h-9 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-indigo-700 hover:bg-indigo-50"
      >
        <Table2 aria-hidden className="h-4 w-4" />
        {isTableShown ? 'Hide table' : 'Show table'}
      </button>
      <div id={tableId} className={clsx(isTableShown ? 'mt-2 overflow-x-auto' : 'sr-only')}>
        {table}
      </div>
    </div>
  );
}

export const tableClass = 'w-full text-left text-sm text-slate-800';
export const thClass = 'border-b border-slate-200 px-2 py-1.5 font-semibold text-slate-900';
export const tdClass = 'border-b border-slate-100 px-2 py-1.5';
