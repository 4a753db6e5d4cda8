import type { DashboardData } from '@quizring/contracts';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/schema.ts';

/**
 * The dashboard of a student. Until the learning engine records attempts there is nothing to aggregate,
 * so every student sees the new-student state: zeros and empty lists (the learning-engine issue fills it).
 */
export async function dashboardFor(_ctx: AppContext, _user: UserRow): Promise<DashboardData> {
  return {
    accuracy_pct: 0,
    avg_response_time_ms: 0,
    total_attempts: 0,
    daily_streak: 0,
    leaderboard_position: null,
    learning_progress_pct: 0,
    recent_activity: [],
    top_skills: [],
    weak_skills: [],
    subjects: [],
    weekly: [],
    today_attempts_by_difficulty: { move_mix: 0, chill_easy: 0, punch_hard: 0 },
    skills: [],
  };
}
