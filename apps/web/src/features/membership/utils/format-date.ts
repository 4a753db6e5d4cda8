const parts = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', year: 'numeric' });

/** A date as "d MMM yyyy" (e.g. "5 Mar 2027"); text that is not a date is shown as it came. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    parts.formatToParts(date).find((p) => p.type === type)?.value;
  return `${get('day')} ${get('month')} ${get('year')}`;
}
