// Results and insights, from the per-skill rows and the student's totals (never the attempt history).
import { isWeakSkill, RESULTS_BANDS, RESULTS_TOP_BOTTOM } from '@quizring/contracts';
import type { LearningResultsData } from '@quizring/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { UserRow } from '../../db/schema.ts';
import { predictedSuccess } from '../../shared/bkt.ts';
import { currentStreak, dayOf } from '../../shared/days.ts';
import { gradeOf, learnerView } from '../../shared/learner-state.ts';
import { round4 } from '../../lib/numbers.ts';
import type { LearnerView } from '../../shared/learner-state.ts';
import { responseCacheOf } from '../../read-model/response-cache.ts';
import { learnerStats } from './repository.ts';
import type { LearnerStats } from './repository.ts';

/** Critical gaps are the weak skills (isWeakSkill), at most this many. */
const GAP_LIMIT = 6;

const pct = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

const CACHED_CHARS = 64 * 1024 * 1024;

/**
 * The results' response body: it changes only with the student's learning state, their class and the day (the
 * streak), so it is built once per version of those (db/change-feed.ts) and served from memory after that.
 */
export async function learningResultsResponse(ctx: AppContext, user: UserRow): Promise<string | Buffer> {
  const today = dayOf(ctx.clock.now(), ctx.config.timezone);
  const grade = gradeOf(user);
  const feedVersion = ctx.changes.versionOf(user.id, ['learning']);
  return responseCacheOf(ctx.changes, 'results', CACHED_CHARS).getOrBuild(
    String(user.id),
    feedVersion && `${feedVersion}|${today}|${grade}`,
    async () => {
      const [view, stats] = await Promise.all([learnerView(ctx.db, user), learnerStats(ctx.db, user.id)]);
      const data = buildResults(view, stats, today);
      const remark = data.summary_stats.total_attempts > 0 ? 'results_ready' : 'no_attempts';
      return { status: 'success' as const, remark, message: 'Results loaded.', data };
    },
  );
}

function buildResults(
  view: LearnerView,
  stats: LearnerStats | undefined,
  today: string,
): LearningResultsData {
  const attempted = view.content.skills.flatMap((skill) => {
    const row = view.mastery.get(skill.id);
    return row && row.attempts > 0 ? [{ skill, row }] : [];
  });

  const categories = { mastered: 0, good: 0, learning: 0, needs_work: 0 };
  for (const { row } of attempted) {
    const p = row.p_mastery;
    if (p >= RESULTS_BANDS.mastered) categories.mastered++;
    else if (p >= RESULTS_BANDS.good) categories.good++;
    else if (p >= RESULTS_BANDS.learning) categories.learning++;
    else categories.needs_work++;
  }

  const predictions = attempted.map(({ skill, row }) => ({
    skill_id: skill.id,
    skill_name: skill.name,
    predicted_success_pct: Math.round(predictedSuccess(row.p_mastery, skill.params) * 1000) / 10,
  }));
  const byPrediction = [...predictions].sort(
    (a, b) => b.predicted_success_pct - a.predicted_success_pct || a.skill_id - b.skill_id,
  );

  return {
    summary_stats: {
      total_attempts: stats?.total_attempts ?? 0,
      accuracy_pct: pct(stats?.total_correct ?? 0, stats?.total_attempts ?? 0),
      avg_response_time_ms:
        stats && stats.total_attempts > 0 ? Math.round(stats.response_ms / stats.total_attempts) : 0,
      daily_streak: stats ? currentStreak(stats.last_active_day, stats.streak_days, today) : 0,
      hints_used: stats?.hints_used ?? 0,
      skill_categories: categories,
    },
    predictions,
    skill_mastery_map: view.content.skills.map((skill) => ({
      skill_id: skill.id,
      skill_name: skill.name,
      p_mastery: round4(view.mastery.get(skill.id)?.p_mastery ?? 0),
    })),
    exposures_map: Object.fromEntries(
      attempted.map(({ skill, row }) => [
        String(skill.id),
        { attempts: row.attempts, skill_name: skill.name },
      ]),
    ),
    correctness_map: Object.fromEntries(
      attempted.map(({ skill, row }) => [String(skill.id), { percent: pct(row.correct, row.attempts) }]),
    ),
    knowledge_gaps: attempted
      .filter(({ row }) => isWeakSkill(row))
      .map(({ skill, row }) => ({
        skill_id: skill.id,
        skill_name: skill.name,
        attempts: row.attempts,
        correct_pct: pct(row.correct, row.attempts),
      }))
      .sort((a, b) => a.correct_pct - b.correct_pct || b.attempts - a.attempts)
      .slice(0, GAP_LIMIT),
    top_skills: byPrediction.slice(0, RESULTS_TOP_BOTTOM),
    bottom_skills: [...byPrediction].reverse().slice(0, RESULTS_TOP_BOTTOM),
  };
}
