import { MSG, RING_BAR_BANDS } from '@quizring/contracts';
import type { UserSummary } from '@quizring/contracts';

/** mm:ss of a whole number of seconds (the cooldown countdown). */
export function formatMmSs(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const mm = String(Math.floor(s / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}

export function friendName(friend: Pick<UserSummary, 'firstname' | 'lastname' | 'username'>): string {
  return `${friend.firstname} ${friend.lastname}`.trim() || friend.username || 'Friend';
}

/** Local friend search: every word must appear in the name or the username, ignoring case. */
export function filterFriends<T extends UserSummary>(friends: readonly T[], text: string): T[] {
  const words = text.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...friends];
  return friends.filter((f) => {
    const haystack = `${friendName(f)} ${f.username ?? ''}`.toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
}

export type BarTone = 'green' | 'amber' | 'red';

/** Green, amber below 60 % of the time left, red below 30 %. */
export function barTone(fraction: number): BarTone {
  const [amberBelow, redBelow] = RING_BAR_BANDS;
  if (fraction < redBelow) return 'red';
  if (fraction < amberBelow) return 'amber';
  return 'green';
}

/** The waiting-room header's topic: its title, else its number, else 'Topic not set'. */
export function topicLabel(title: string | null | undefined, topicId: number | null | undefined): string {
  if (title?.trim()) return title.trim();
  if (topicId) return `Topic #${topicId}`;
  return MSG.topicNotSet;
}

/** Accuracy shown as a whole percent, from the server's figure or, without one, from correct/total. */
export function accuracyPercent(entry: {
  correct: number;
  total: number;
  accuracy_pct?: number | null;
}): number {
  const pct =
    typeof entry.accuracy_pct === 'number' && Number.isFinite(entry.accuracy_pct)
      ? entry.accuracy_pct
      : entry.total > 0
        ? (entry.correct / entry.total) * 100
        : 0;
  return Math.max(0, Math.min(100, Math.round(pct)));
}

/** Numeric route ids only (numeric session id). */
export function parseSessionId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
