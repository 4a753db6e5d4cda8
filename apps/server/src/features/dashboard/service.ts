// The dashboard, from the rows the attempt transaction keeps: the student's totals, the last 7 days of daily
// aggregates, per-skill mastery of the class, and the 5 latest attempts (an index range, not a history scan).
import {
  DASHBOARD_TOP_SKILLS,
  DASHBOARD_WEAK_SKILLS,
  DASHBOARD_WEEK_DAYS,
  MASTERY_THRESHOLD,
} from '@quizring/contracts';
import type { DashboardData, SkillSummary } from '@quizring/contracts';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/schema.ts';
import { addDays, currentStreak, dayOf } from '../learning/days.ts';
import { learnerView, round4 } from '../learning/learner-state.ts';
import { positionOf } from '../progress/leaderboard.ts';
import { learnerStats } from '../progress/stats.ts';

const RECENT_ACTIVITY = 5;

export async function dashboardFor(ctx: AppContext, user: UserRow): Promise<DashboardData> {
  const today = dayOf(ctx.clock.now(), ctx.config.timezone);
  const firstDay = addDays(today, -(DASHBOARD_WEEK_DAYS - 1));
  const [view, stats, position, days, recent] = await Promise.all([
    learnerView(ctx.db, user),
    learnerStats(ctx.db, user.id),
    positionOf(ctx.db, user.id),
    ctx.db
      .selectFrom('daily_activity')
      .select(['day', 'attempts', 'correct', 'move', 'punch', 'chill'])
      .where('user_id', '=', user.id)
      .where('day', '>=', firstDay)
      .where('day', '<=', today)
      .execute(),
    ctx.db
      .selectFrom('attempts')
      .innerJoin('questions', 'questions.id', 'attempts.question_id')
      .innerJoin('skills', 'skills.id', 'attempts.skill_id')
      .innerJoin('subjects', 'subjects.id', 'skills.subject_id')
      .select([
        'attempts.id',
        'questions.text as question',
        'skills.name as skill_name',
        'subjects.name as subject_name',
        'attempts.is_correct',
        'attempts.mode',
        'attempts.created_at',
      ])
      .where('attempts.user_id', '=', user.id)
      .orderBy('attempts.id', 'desc')
      .limit(RECENT_ACTIVITY)
      .execute(),
  ]);

  const skills: SkillSummary[] = view.content.skills.flatMap((skill) => {
    const row = view.mastery.get(skill.id);
    return row && row.attempts > 0
      ? [
          {
            skill_id: skill.id,
            skill_name: skill.name,
            p_mastery: round4(row.p_mastery),
            attempts: row.attempts,
          },
        ]
      : [];
  });
  const byMastery = [...skills].sort((a, b) => b.p_mastery - a.p_mastery || b.attempts - a.attempts);
  const mastered = view.content.skills.filter(
    (s) => (view.mastery.get(s.id)?.p_mastery ?? 0) >= MASTERY_THRESHOLD,
  ).length;
  const subjects = new Map<number, string>();
  for (const s of view.content.skills) subjects.set(s.subject_id, s.subject_name);
  const byDay = new Map(days.map((d) => [d.day, d]));
  const todayRow = byDay.get(today);
  const attempts = stats?.total_attempts ?? 0;

  return {
    accuracy_pct: attempts > 0 ? Math.round(((stats?.total_correct ?? 0) / attempts) * 1000) / 10 : 0,
    avg_response_time_ms: attempts > 0 ? Math.round((stats?.response_ms ?? 0) / attempts) : 0,
    total_attempts: attempts,
    daily_streak: stats ? currentStreak(stats.last_active_day, stats.streak_days, today) : 0,
    leaderboard_position: position?.position ?? null,
    learning_progress_pct:
      view.content.skills.length > 0 ? Math.round((mastered / view.content.skills.length) * 1000) / 10 : 0,
    recent_activity: recent.map((r) => ({
      id: r.id,
      question: r.question,
      skill_name: r.skill_name,
      subject_name: r.subject_name,
      is_correct: r.is_correct === 1,
      mode: r.mode,
      attempted_at: r.created_at,
    })),
    top_skills: byMastery.slice(0, DASHBOARD_TOP_SKILLS),
    weak_skills: [...byMastery].reverse().slice(0, DASHBOARD_WEAK_SKILLS),
    subjects: [...subjects].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
    weekly: Array.from({ length: DASHBOARD_WEEK_DAYS }, (_, i) => {
      const day = addDays(firstDay, i);
      const row = byDay.get(day);
      return { day, attempts: row?.attempts ?? 0, correct: row?.correct ?? 0 };
    }),
    today_attempts_by_difficulty: {
      move_mix: todayRow?.move ?? 0,
      chill_easy: todayRow?.chill ?? 0,
      punch_hard: todayRow?.punch ?? 0,
    },
    skills,
  };
}
