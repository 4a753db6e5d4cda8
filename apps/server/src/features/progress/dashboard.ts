// The dashboard, from the rows the attempt transaction keeps: the student's totals, the last 7 days of daily
// aggregates, per-skill mastery of the class, and the 5 latest attempts (an index range, not a history scan), with
// their names from the class content in memory; the leaderboard position comes from the rank board.
import {
  DASHBOARD_TOP_SKILLS,
  DASHBOARD_WEAK_SKILLS,
  DASHBOARD_WEEK_DAYS,
  MASTERY_THRESHOLD,
} from '@quizring/contracts';
import type { DashboardData, SkillSummary } from '@quizring/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { UserRow } from '../../db/schema.ts';
import { addDays, currentStreak, dayOf } from '../../shared/days.ts';
import type { ClassContent } from '../../read-model/content-cache.ts';
import { gradeOf, learnerView } from '../../shared/learner-state.ts';
import { round4 } from '../../lib/numbers.ts';
import { rankBoard, rankBoardNow } from '../../read-model/rank-board.ts';
import { latestAttempts, learnerStats, questionsWithNames, weekRows } from './repository.ts';
import type { LearnerStats } from './repository.ts';
import { responseCacheOf } from '../../read-model/response-cache.ts';
import { memoOf } from '../../read-model/versioned-memo.ts';
import { ok } from '../../lib/envelope.ts';

const RECENT_ACTIVITY = 5;

type Body = Omit<DashboardData, 'leaderboard_position'>;

/**
 * Dashboards as last built, per student: the envelope up to the leaderboard position, valid while the student's
 * learning state, their class and the day stay the same (db/change-feed.ts), and the whole body while the rank
 * board has not moved either. The position moves with other students and comes from the rank board.
 */
const CACHED_CHARS = 64 * 1024 * 1024;
/** Students whose dashboard (without the position) is kept. */
const STUDENTS = 20_000;

/** The dashboard's response body (the whole envelope), from memory when nothing it shows has changed. */
export async function dashboardResponse(ctx: AppContext, user: UserRow): Promise<string | Buffer> {
  const today = dayOf(ctx.clock.now(), ctx.config.timezone);
  const grade = gradeOf(user);
  const feedVersion = ctx.changes.versionOf(user.id, ['learning']);
  const version = feedVersion && `${feedVersion}|${today}|${grade}`;
  const key = String(user.id);
  // The whole body, while neither the student's state nor anyone's standing moved.
  const board = rankBoardNow(ctx.db);
  const whole = responseCacheOf(ctx.changes, 'dashboard', CACHED_CHARS);
  const wholeVersion = board && version ? `${version}|${board.revision}` : null;
  const hit = whole.get(key, wholeVersion);
  if (hit) return hit;

  const [current, head] = await Promise.all([
    board ?? rankBoard(ctx.db, user.id),
    memoOf<string>(ctx.changes, 'dashboard-head', STUDENTS).getOrMake(key, version, async () => {
      const stats = await learnerStats(ctx.db, user.id);
      const json = JSON.stringify(ok(await buildDashboard(ctx, user, today, stats)));
      // `…"data":{…}}` without its last two braces: the position and the braces follow on every load.
      return json.slice(0, -2);
    }),
  ]);
  const standing = current.standingOf(user.id);
  const position = standing ? current.positionOf(standing) : null;
  const body = `${head},"leaderboard_position":${position}}}`;
  return board === current ? whole.set(key, wholeVersion, body) : body;
}

async function buildDashboard(
  ctx: AppContext,
  user: UserRow,
  today: string,
  stats: LearnerStats | undefined,
): Promise<Body> {
  const firstDay = addDays(today, -(DASHBOARD_WEEK_DAYS - 1));
  const [view, { rows: days }, { rows: latest }] = await Promise.all([
    learnerView(ctx.db, user),
    weekRows(ctx.db, { userId: user.id, firstDay, today }),
    latestAttempts(ctx.db, { userId: user.id, limit: RECENT_ACTIVITY }),
  ]);
  const recent = await recentActivity(ctx, view.content, latest);

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

  const body: Body = {
    accuracy_pct: attempts > 0 ? Math.round(((stats?.total_correct ?? 0) / attempts) * 1000) / 10 : 0,
    avg_response_time_ms: attempts > 0 ? Math.round((stats?.response_ms ?? 0) / attempts) : 0,
    total_attempts: attempts,
    daily_streak: stats ? currentStreak(stats.last_active_day, stats.streak_days, today) : 0,
    learning_progress_pct:
      view.content.skills.length > 0 ? Math.round((mastered / view.content.skills.length) * 1000) / 10 : 0,
    recent_activity: recent,
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
  return body;
}

type LatestAttempt = {
  id: number;
  question_id: number;
  is_correct: number;
  mode: string | null;
  created_at: string;
};

/**
 * The latest attempts with their question, skill and subject names, from the class content in memory; only an
 * attempt at a question of another class (the student changed class) costs a query.
 */
async function recentActivity(
  ctx: AppContext,
  content: ClassContent,
  latest: LatestAttempt[],
): Promise<DashboardData['recent_activity']> {
  const missing = latest.filter((a) => !content.questionById.has(a.question_id)).map((a) => a.question_id);
  const others = missing.length ? await questionsWithNames(ctx.db, missing) : [];
  const otherById = new Map(others.map((q) => [q.id, q]));
  return latest.map((a) => {
    const q = content.questionById.get(a.question_id);
    const other = otherById.get(a.question_id);
    return {
      id: a.id,
      question: q?.text ?? other?.text ?? '',
      skill_name: q?.skill_name ?? other?.skill_name ?? '',
      subject_name: q?.subject_name ?? other?.subject_name ?? '',
      is_correct: a.is_correct === 1,
      mode: a.mode,
      attempted_at: a.created_at,
    };
  });
}
