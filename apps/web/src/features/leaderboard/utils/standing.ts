import type { LeaderboardEntry } from '@quizring/contracts';

/** Average mastery over the skills a learner has practised, as a 0–100 percent (0 before any skill). */
export function masteryPercent(entry: Pick<LeaderboardEntry, 'total_mastery' | 'skills_count'>): number {
  if (entry.skills_count <= 0) return 0;
  return Math.max(0, Math.min(100, (entry.total_mastery / entry.skills_count) * 100));
}

/** Total mastery is a sum of per-skill probabilities; two decimals keep close ranks apart. */
export function formatMastery(total: number): string {
  return total.toLocaleString('en-IN', { maximumFractionDigits: 2 });
}

export function formatPercent(pct: number): string {
  return `${Math.round(pct)}%`;
}
