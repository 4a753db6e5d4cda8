import type { LeaderboardEntry } from '@quizring/contracts';

/** Average mastery over the skills a learner has practised, as a 0–100 percent (0 before any skill). */
export function masteryPercent(entry: Pick<LeaderboardEntry, 'total_mastery' | 'skills_count'>): number {
  if (entry.skills_count <= 0) return 0;
  return Math.max(0, Math.min(100, (entry.total_mastery / entry.skills_count) * 100));
}

/**
 * Total mastery is the sum of the chances that each practised skill is mastered: the skills a learner has mastered,
 * as the model counts them. Shown as "9.5 of 12 skills", with one decimal (close ranks stay apart in the order).
 */
export function formatMastered(entry: Pick<LeaderboardEntry, 'total_mastery' | 'skills_count'>): string {
  const mastered = entry.total_mastery.toLocaleString('en-IN', { maximumFractionDigits: 1 });
  return `${mastered} of ${entry.skills_count} ${entry.skills_count === 1 ? 'skill' : 'skills'}`;
}

export function formatPercent(pct: number): string {
  return `${Math.round(pct)}%`;
}
