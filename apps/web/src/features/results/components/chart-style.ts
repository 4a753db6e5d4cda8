// Shared look of the results charts; a plain module so importing it does not pull recharts in.
export const AXIS_TICK = { fontSize: 12, fill: '#475569' };
/** Room for about 13 characters at 12 px, which leaves the bars most of a 390 px phone's card. */
export const AXIS_LABEL_WIDTH = 112;
export const AXIS_LABEL_CHARS = 13;

export function percentTooltip(value: unknown): string {
  return typeof value === 'number' ? `${Math.round(value)}%` : String(value);
}
