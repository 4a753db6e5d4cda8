// The figures each results section shows, derived from the results response only (never invented).
import {
  PRACTICE_ACCURACY_BANDS,
  RESULTS_BANDS,
  RESULTS_PRACTICE_VS_ACCURACY,
  RESULTS_PREDICTED_VS_ACTUAL,
  RESULTS_TOP_BOTTOM,
  isWeakSkill,
} from '@quizring/contracts';
import type { LearningResultsData } from '@quizring/contracts';
import { masteryBand } from '@/lib/mastery-bands';
import { accuracyBand, NOT_STARTED_BAND, SKILL_CATEGORIES } from './bands';
import type { Band, Category } from './bands';
import { formatPercent, plural } from './format';

type SkillRef = { skill_id: number; skill_name: string };
type Practised = SkillRef & { attempts: number };

/** Practised skills, most attempts first (ties by skill id, so the order is stable between loads). */
export function skillsByAttempts(data: LearningResultsData): Practised[] {
  return Object.entries(data.exposures_map)
    .map(([id, e]) => ({ skill_id: Number(id), skill_name: e.skill_name, attempts: e.attempts }))
    .filter((s) => Number.isInteger(s.skill_id) && s.attempts > 0)
    .sort((a, b) => b.attempts - a.attempts || a.skill_id - b.skill_id);
}

function actualPercent(data: LearningResultsData, skillId: number): number | undefined {
  return data.correctness_map[String(skillId)]?.percent;
}

export type PredictedActualRow = SkillRef & { attempts: number; predicted: number; actual: number };

/** Predicted vs Actual: the most practised skills that have both a prediction and an accuracy. */
export function predictedVsActual(data: LearningResultsData): PredictedActualRow[] {
  const predicted = new Map(data.predictions.map((p) => [p.skill_id, p.predicted_success_pct]));
  return skillsByAttempts(data)
    .flatMap((s) => {
      const p = predicted.get(s.skill_id);
      const actual = actualPercent(data, s.skill_id);
      return p === undefined || actual === undefined ? [] : [{ ...s, predicted: p, actual }];
    })
    .slice(0, RESULTS_PREDICTED_VS_ACTUAL);
}

export type PracticeRow = Practised & { accuracy: number; band: Band; fill: string };

/** Practice vs Accuracy: the most practised skills, each coloured by its accuracy band. */
export function practiceVsAccuracy(data: LearningResultsData): PracticeRow[] {
  return skillsByAttempts(data)
    .flatMap((s) => {
      const accuracy = actualPercent(data, s.skill_id);
      if (accuracy === undefined) return [];
      const band = accuracyBand(accuracy);
      return [{ ...s, accuracy, band, fill: band.fill }];
    })
    .slice(0, RESULTS_PRACTICE_VS_ACCURACY);
}

export type CategorySlice = Category & { count: number; share: number; value: number };

/** The donut's slices with each category's share of the practised skills (0–100). */
export function categorySlices(data: LearningResultsData): { slices: CategorySlice[]; total: number } {
  const counts = data.summary_stats.skill_categories;
  const total = SKILL_CATEGORIES.reduce((sum, c) => sum + counts[c.key], 0);
  const slices = SKILL_CATEGORIES.map((c) => ({
    ...c,
    count: counts[c.key],
    value: counts[c.key],
    share: total > 0 ? (counts[c.key] / total) * 100 : 0,
  }));
  return { slices, total };
}

export type MapCell = SkillRef & { p_mastery: number; started: boolean; band: Band };

export function masteryMapCells(data: LearningResultsData): MapCell[] {
  return data.skill_mastery_map.map((s) => {
    const started = (data.exposures_map[String(s.skill_id)]?.attempts ?? 0) > 0;
    return { ...s, started, band: started ? masteryBand(s.p_mastery) : NOT_STARTED_BAND };
  });
}

export type WeakSkill = SkillRef & { p_mastery: number };

/**
 * The weak skills (isWeakSkill, the server's rule for critical gaps: tried at least three times and still needing
 * work), weakest first: the ones Next Steps suggests practising.
 */
export function weakSkills(data: LearningResultsData): WeakSkill[] {
  return data.skill_mastery_map
    .filter((s) =>
      isWeakSkill({
        attempts: data.exposures_map[String(s.skill_id)]?.attempts ?? 0,
        p_mastery: s.p_mastery,
      }),
    )
    .sort((a, b) => a.p_mastery - b.p_mastery || a.skill_id - b.skill_id)
    .slice(0, RESULTS_TOP_BOTTOM);
}

export type Insight = { key: string; label: string; value: string; detail: string };

const [HIGH_ACCURACY, MID_ACCURACY] = PRACTICE_ACCURACY_BANDS;

/** How the overall accuracy reads; the results carry no history, so this describes a level, not a trend. */
export function accuracyWording(pct: number): string {
  if (pct >= HIGH_ACCURACY) return 'Strong: most of your answers are right.';
  if (pct >= MID_ACCURACY) return `Steady: aim for ${HIGH_ACCURACY}% or more.`;
  return 'Needs attention: slow down and use hints.';
}

/** Insight tiles; a tile whose figure is missing from the data is left out rather than guessed. */
export function buildInsights(data: LearningResultsData): Insight[] {
  const insights: Insight[] = [];
  const strongest = data.top_skills[0];
  if (strongest) {
    insights.push({
      key: 'strongest',
      label: 'Strongest skill',
      value: strongest.skill_name,
      detail: `${formatPercent(strongest.predicted_success_pct)} predicted success`,
    });
  }
  const mostPractised = skillsByAttempts(data)[0];
  if (mostPractised) {
    insights.push({
      key: 'most-practised',
      label: 'Most practised',
      value: mostPractised.skill_name,
      detail: plural(mostPractised.attempts, 'attempt', 'attempts'),
    });
  }
  const { total } = categorySlices(data);
  if (total > 0) {
    insights.push({
      key: 'mastered',
      label: 'Skills mastered',
      value: `${data.summary_stats.skill_categories.mastered} of ${total}`,
      detail: `practised skills at ${Math.round(RESULTS_BANDS.mastered * 100)}% mastery or more`,
    });
  }
  insights.push({
    key: 'accuracy',
    label: 'Overall accuracy',
    value: formatPercent(data.summary_stats.accuracy_pct),
    detail: accuracyWording(data.summary_stats.accuracy_pct),
  });
  const weakest = data.bottom_skills[0];
  if (weakest && weakest.skill_id !== strongest?.skill_id) {
    insights.push({
      key: 'focus',
      label: 'Focus next',
      value: weakest.skill_name,
      detail: `${formatPercent(weakest.predicted_success_pct)} predicted success`,
    });
  }
  return insights;
}
