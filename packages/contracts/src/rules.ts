// Rules the server and the web app both apply, written once so that they cannot drift apart.
import { MASTERY_BANDS, RESULTS_BANDS } from './constants.ts';

/**
 * Whether a failed request may succeed if sent again: no answer at all (0), a timeout (408), a rate limit (429) or
 * a server failure (5xx). Any other status is the server's answer to this request and will not change.
 */
export function isRetryableStatus(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

/** The mastery colour bands, highest first; each has a label on screen so colour is never the only signal. */
export const MASTERY_BAND_KEYS = ['mastered', 'proficient', 'developing', 'needs-practice'] as const;
export type MasteryBandKey = (typeof MASTERY_BAND_KEYS)[number];

/** The band of a p_mastery value (0–1): 0.85, 0.6 and 0.35 are the lower edges of the three upper bands. */
export function masteryBandOf(pMastery: number): MasteryBandKey {
  const index = MASTERY_BANDS.findIndex((threshold) => pMastery >= threshold);
  return index === -1 ? 'needs-practice' : MASTERY_BAND_KEYS[index]!;
}

export type SkillCategory = 'mastered' | 'good' | 'learning' | 'needs_work';

/** The results' category of a practised skill by its p_mastery (RESULTS_BANDS). */
export function skillCategoryOf(pMastery: number): SkillCategory {
  if (pMastery >= RESULTS_BANDS.mastered) return 'mastered';
  if (pMastery >= RESULTS_BANDS.good) return 'good';
  if (pMastery >= RESULTS_BANDS.learning) return 'learning';
  return 'needs_work';
}

/** A skill counts as weak once it has been tried this many times. */
export const WEAK_SKILL_MIN_ATTEMPTS = 3;

/** A weak skill (a critical gap): tried at least three times and still in the needs-work category. */
export function isWeakSkill(skill: { attempts: number; p_mastery: number }): boolean {
  return skill.attempts >= WEAK_SKILL_MIN_ATTEMPTS && skill.p_mastery < RESULTS_BANDS.learning;
}
