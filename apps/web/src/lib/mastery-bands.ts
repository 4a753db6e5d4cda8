import { MASTERY_BAND_KEYS, MASTERY_BANDS, masteryBandOf } from '@quizring/contracts';
import type { MasteryBandKey } from '@quizring/contracts';

export type MasteryBand = {
  key: MasteryBandKey;
  label: string;
  /** The band's p_mastery range in words. */
  range: string;
  /** Solid swatch (dot, bar or map cell). */
  swatch: string;
  /** The swatch's colour for chart marks (SVG). */
  fill: string;
  /** Text and background of a badge; the pair meets AA contrast. */
  badge: string;
};

const whole = (p: number) => Math.round(p * 100);
const [MASTERED_AT, PROFICIENT_AT, DEVELOPING_AT] = MASTERY_BANDS;

// Each band carries a text label so colour is never the only signal.
const LOOK: Record<MasteryBandKey, MasteryBand> = {
  mastered: {
    key: 'mastered',
    label: 'Mastered',
    range: `${whole(MASTERED_AT)}% or more`,
    swatch: 'bg-emerald-600',
    fill: '#059669',
    badge: 'bg-emerald-100 text-emerald-900',
  },
  proficient: {
    key: 'proficient',
    label: 'Proficient',
    range: `${whole(PROFICIENT_AT)}–${whole(MASTERED_AT)}%`,
    swatch: 'bg-sky-600',
    fill: '#0284c7',
    badge: 'bg-sky-100 text-sky-900',
  },
  developing: {
    key: 'developing',
    label: 'Developing',
    range: `${whole(DEVELOPING_AT)}–${whole(PROFICIENT_AT)}%`,
    // 600, not 500: the mastery map draws a white icon on it.
    swatch: 'bg-amber-600',
    fill: '#d97706',
    badge: 'bg-amber-100 text-amber-900',
  },
  'needs-practice': {
    key: 'needs-practice',
    label: 'Needs practice',
    range: `below ${whole(DEVELOPING_AT)}%`,
    swatch: 'bg-rose-600',
    fill: '#e11d48',
    badge: 'bg-rose-100 text-rose-900',
  },
};

/** All four bands, highest first. */
export const MASTERY_BAND_LIST: readonly MasteryBand[] = MASTERY_BAND_KEYS.map((key) => LOOK[key]);

/** The band of a p_mastery value (0–1). */
export function masteryBand(pMastery: number): MasteryBand {
  return LOOK[masteryBandOf(pMastery)];
}
