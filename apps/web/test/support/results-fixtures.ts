import type { LearningResultsData } from '@quizring/contracts';
import type { ApiReply } from './mock-api';

/** The results envelope carries a remark besides the usual status, message and data. */
export const resultsReply = (data: LearningResultsData, remark = 'results_ready'): ApiReply => ({
  body: { status: 'success', remark, message: 'Results loaded.', data },
});

export const skillName = (id: number) => `Skill ${String(id).padStart(2, '0')}`;

/**
 * 24 practised skills: skill n has n attempts (so skill 24 is the most practised), accuracy 4n % and mastery n/25;
 * plus skill 25, never attempted.
 */
export function makeResults(overrides: Partial<LearningResultsData> = {}): LearningResultsData {
  const ids = Array.from({ length: 24 }, (_, i) => i + 1);
  const prediction = (id: number) => ({
    skill_id: id,
    skill_name: skillName(id),
    predicted_success_pct: 2 * id + 40,
  });
  const byPrediction = ids.map(prediction).sort((a, b) => b.predicted_success_pct - a.predicted_success_pct);
  return {
    summary_stats: {
      total_attempts: 1234,
      accuracy_pct: 76.4,
      avg_response_time_ms: 4200,
      daily_streak: 5,
      hints_used: 12,
      skill_categories: { mastered: 3, good: 4, learning: 5, needs_work: 12 },
    },
    predictions: ids.map(prediction),
    skill_mastery_map: [...ids, 25].map((id) => ({
      skill_id: id,
      skill_name: skillName(id),
      p_mastery: id === 25 ? 0 : id / 25,
    })),
    exposures_map: Object.fromEntries(
      ids.map((id) => [String(id), { attempts: id, skill_name: skillName(id) }]),
    ),
    correctness_map: Object.fromEntries(ids.map((id) => [String(id), { percent: 4 * id }])),
    knowledge_gaps: [
      { skill_id: 3, skill_name: skillName(3), attempts: 3, correct_pct: 12 },
      { skill_id: 5, skill_name: skillName(5), attempts: 5, correct_pct: 20 },
    ],
    // One more than the page shows, to prove it keeps to five.
    top_skills: byPrediction.slice(0, 6),
    bottom_skills: [...byPrediction].reverse().slice(0, 6),
    ...overrides,
  };
}

export function makeEmptyResults(): LearningResultsData {
  return {
    summary_stats: {
      total_attempts: 0,
      accuracy_pct: 0,
      avg_response_time_ms: 0,
      daily_streak: 0,
      hints_used: 0,
      skill_categories: { mastered: 0, good: 0, learning: 0, needs_work: 0 },
    },
    predictions: [],
    skill_mastery_map: [{ skill_id: 1, skill_name: skillName(1), p_mastery: 0 }],
    exposures_map: {},
    correctness_map: {},
    knowledge_gaps: [],
    top_skills: [],
    bottom_skills: [],
  };
}
