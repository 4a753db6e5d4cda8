/** A 0–100 figure as a whole percent. */
export function formatPercent(pct: number): string {
  return `${Math.round(pct)}%`;
}

/** Milliseconds as seconds with one decimal, e.g. 4200 → "4.2s". */
export function formatSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)}s`;
}

const weekday = new Intl.DateTimeFormat('en-IN', { weekday: 'short' });

/**
 * A short weekday for the chart axis. The server sends calendar days as YYYY-MM-DD; they are read as local
 * dates so the label does not shift a day in time zones west of UTC.
 */
export function dayLabel(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? day : weekday.format(date);
}
