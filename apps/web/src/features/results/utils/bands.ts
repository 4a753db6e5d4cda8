// Colour bands of the results page. Every band carries a text label, so colour is never the only signal;
// `fill` is for chart marks (SVG), `swatch` the matching Tailwind class for HTML.
import { PRACTICE_ACCURACY_BANDS, RESULTS_BANDS } from '@quizring/contracts';
import type { LearningResultsData } from '@quizring/contracts';
import { MASTERY_BAND_LIST } from '@/lib/mastery-bands';

export type Band = { key: string; label: string; range: string; fill: string; swatch: string };

const GREEN = { fill: '#16a34a', swatch: 'bg-green-600' };
const AMBER = { fill: '#d97706', swatch: 'bg-amber-600' };
const RED = { fill: '#dc2626', swatch: 'bg-red-600' };
const EMERALD = { fill: '#059669', swatch: 'bg-emerald-600' };
const SKY = { fill: '#0284c7', swatch: 'bg-sky-600' };
const ROSE = { fill: '#e11d48', swatch: 'bg-rose-600' };

const whole = (p: number) => Math.round(p * 100);

const [HIGH_ACCURACY, MID_ACCURACY] = PRACTICE_ACCURACY_BANDS;
const LOW_ACCURACY: Band = { key: 'low', label: 'Low', range: `below ${MID_ACCURACY}%`, ...RED };

/** Practice vs Accuracy bands, highest first: 80 % or more green, 50 % or more amber, otherwise red. */
export const ACCURACY_BANDS: readonly Band[] = [
  { key: 'high', label: 'High', range: `${HIGH_ACCURACY}% or more`, ...GREEN },
  { key: 'mid', label: 'Medium', range: `${MID_ACCURACY}–${HIGH_ACCURACY}%`, ...AMBER },
  LOW_ACCURACY,
];

/** The band of an accuracy percent (0–100) by the spec's practice-chart thresholds. */
export function accuracyBand(pct: number): Band {
  const index = PRACTICE_ACCURACY_BANDS.findIndex((threshold) => pct >= threshold);
  return ACCURACY_BANDS[index] ?? LOW_ACCURACY;
}

/** A skill never attempted: its mastery is the model's starting guess, not something the learner showed. */
export const NOT_STARTED_BAND: Band = {
  key: 'not-started',
  label: 'Not started',
  range: 'no attempts yet',
  fill: '#e2e8f0',
  swatch: 'bg-slate-200',
};

/** The mastery map's colour key, highest band first, then skills not started. */
export const MASTERY_MAP_LEGEND: readonly Band[] = [...MASTERY_BAND_LIST, NOT_STARTED_BAND];

export type CategoryKey = keyof LearningResultsData['summary_stats']['skill_categories'];
export type Category = Band & { key: CategoryKey };

/** The Skill Mastery donut's categories: mastered, near mastery (good), learning and needs work. */
export const SKILL_CATEGORIES: readonly Category[] = [
  { key: 'mastered', label: 'Mastered', range: `${whole(RESULTS_BANDS.mastered)}% or more`, ...EMERALD },
  {
    key: 'good',
    label: 'Near mastery',
    range: `${whole(RESULTS_BANDS.good)}–${whole(RESULTS_BANDS.mastered)}%`,
    ...SKY,
  },
  {
    key: 'learning',
    label: 'Learning',
    range: `${whole(RESULTS_BANDS.learning)}–${whole(RESULTS_BANDS.good)}%`,
    ...AMBER,
  },
  { key: 'needs_work', label: 'Needs work', range: `below ${whole(RESULTS_BANDS.learning)}%`, ...ROSE },
];
