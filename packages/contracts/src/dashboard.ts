import { z } from 'zod';
import { successEnvelope } from './envelope.ts';

export const SkillSummary = z.object({
  skill_id: z.number().int(),
  skill_name: z.string(),
  p_mastery: z.number().min(0).max(1),
  attempts: z.number().int(),
});
export type SkillSummary = z.infer<typeof SkillSummary>;

export const RecentActivity = z.object({
  id: z.number().int(),
  question: z.string(),
  skill_name: z.string(),
  subject_name: z.string(),
  is_correct: z.boolean(),
  mode: z.string().nullable(),
  attempted_at: z.string(),
});
export type RecentActivity = z.infer<typeof RecentActivity>;

export const DashboardData = z.object({
  accuracy_pct: z.number(),
  avg_response_time_ms: z.number(),
  total_attempts: z.number().int(),
  daily_streak: z.number().int(),
  leaderboard_position: z.number().int().nullable(),
  learning_progress_pct: z.number(),
  recent_activity: z.array(RecentActivity),
  top_skills: z.array(SkillSummary),
  weak_skills: z.array(SkillSummary),
  subjects: z.array(z.object({ id: z.number().int(), name: z.string() })),
  weekly: z.array(z.object({ day: z.string(), attempts: z.number().int(), correct: z.number().int() })),
  today_attempts_by_difficulty: z.object({
    move_mix: z.number().int(),
    chill_easy: z.number().int(),
    punch_hard: z.number().int(),
  }),
  skills: z.array(SkillSummary),
});
export type DashboardData = z.infer<typeof DashboardData>;
export const DashboardResponse = successEnvelope(DashboardData);
