/** A 0–100 figure as a whole percent. */
export function formatPercent(pct: number): string {
  return `${Math.round(pct)}%`;
}

/** Milliseconds as seconds with one decimal, e.g. 4200 → "4.2s". */
export function formatSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)}s`;
}

export function formatCount(n: number): string {
  return n.toLocaleString('en-IN');
}

export function plural(n: number, one: string, many: string): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}

/**
 * A chart label cut to fit a phone's axis; the full name stays in the tooltip and the data table.
 * Cuts on code points so an emoji or a combining letter is never split.
 */
export function truncateLabel(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, Math.max(1, max - 1)).join('')}…`;
}

/**
 * A label on at most two lines of `max` characters: broken between words where it can, the second line cut
 * short with … when the whole does not fit.
 */
export function twoLineLabel(text: string, max: number): string[] {
  const words = text.trim().split(/\s+/);
  let first = '';
  while (words.length > 0 && Array.from(`${first} ${words[0]}`.trim()).length <= max)
    first = `${first} ${words.shift()}`.trim();
  // A first word longer than a line is split inside it.
  if (!first) {
    const chars = Array.from(words.shift() ?? '');
    first = chars.slice(0, max).join('');
    if (chars.length > max) words.unshift(chars.slice(max).join(''));
  }
  const rest = words.join(' ');
  return rest ? [first, truncateLabel(rest, max)] : [first];
}
