// A row of figure tiles (label, value, icon), as the dashboard and the results page show them.
import type { LucideIcon } from 'lucide-react';

export type StatTile = { label: string; value: string; icon: LucideIcon; tint: string };

export function StatTiles({
  label,
  tiles,
  gridClass,
}: {
  label: string;
  tiles: StatTile[];
  gridClass: string;
}) {
  return (
    <section aria-label={label}>
      <dl className={`grid gap-3 sm:gap-4 ${gridClass}`}>
        {tiles.map(({ label: tileLabel, value, icon: Icon, tint }) => (
          // dt/dd sit directly in the div, as a <dl> requires; the icon is decoration inside the value.
          <div
            key={tileLabel}
            className="relative flex min-h-16 flex-col-reverse justify-center rounded-2xl border border-slate-200 bg-white p-3 pl-16 shadow-sm sm:p-4 sm:pl-[4.5rem]"
          >
            <dt className="min-w-0 text-xs text-slate-600 sm:text-sm">{tileLabel}</dt>
            <dd className="min-w-0 text-lg font-bold text-slate-900 sm:text-xl">
              <span
                aria-hidden
                className={`absolute left-3 top-1/2 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-xl sm:left-4 ${tint}`}
              >
                <Icon className="h-5 w-5" />
              </span>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
