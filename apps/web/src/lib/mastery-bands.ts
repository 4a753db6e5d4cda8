import { MASTERY_BANDS } from '@quizring/contracts';

export type MasteryBand = {
  label: string;
  /** Solid swatch (dot or bar). */
  swatch: string;
  /** Text and background of a badge; the pair meets AA contrast. */
  badge: string;
};

// Each band carries a text label so colour is never the only signal.
const ABOVE_THRESHOLDS: readonly MasteryBand[] = [
  { label: 'Mastered', swatch: 'bg-emerald-600', badge: 'bg-emerald-100 text-emerald-900' },
  { label: 'Proficient', swatch: 'bg-sky-600', badge: 'bg-sky-100 text-sky-900' },
  { label: 'Developing', swatch: 'bg-amber-500', badge: 'bg-amber-100 text-amber-900' },
];
const BELOW_LOWEST: MasteryBand = {
  label: 'Needs practice',
  swatch: 'bg-rose-600',
  badge: 'bg-rose-100 text-rose-900',
};

/** All four bands, highest first. */
export const MASTERY_BAND_LIST: readonly MasteryBand[] = [...ABOVE_THRESHOLDS, BELOW_LOWEST];

/** The band of a p_mastery value (0–1) by the spec's thresholds 0.85 / 0.6 / 0.35. */
export function masteryBand(pMastery: number): MasteryBand {
  const index = MASTERY_BANDS.findIndex((threshold) => pMastery >= threshold);
  return ABOVE_THRESHOLDS[index] ?? BELOW_LOWEST;
}
