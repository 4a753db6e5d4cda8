import type { RingLeaderboardEntry } from '@quizring/contracts';

/** Ranked by correct count descending; the server's rank (time, then answering at all) breaks ties. */
export function rankEntries<T extends Pick<RingLeaderboardEntry, 'correct' | 'rank'>>(
  entries: readonly T[],
): T[] {
  return [...entries].sort((a, b) => b.correct - a.correct || a.rank - b.rank);
}
