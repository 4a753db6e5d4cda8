// Recomputes, from the raw attempts table alone, everything the attempt transaction keeps up to date (daily
// activity, learner stats, skill mastery, question progress, the score) and lists every row that disagrees.
// An empty list means no attempt was half-applied, lost from an aggregate, or counted twice. Only credited attempts
// count (decision 0016): at most one per student, question and day, and a repeat moves no mastery.
import { MASTERY_THRESHOLD } from '@quizring/contracts';
import type { Db } from '../../../src/db/database.ts';
import { SCORE_PER_CORRECT } from '../../../src/features/learning/crediting.ts';

type Attempt = {
  id: number;
  user_id: number;
  question_id: number;
  skill_id: number;
  is_correct: number;
  hint_seen: number;
  response_time_ms: number;
  mode: string | null;
  difficulty: number;
  day: string;
  p_mastery_before: number;
  p_mastery_after: number;
  client_attempt_id: string | null;
  credited: number;
};

type Counts = Record<string, number>;
const MODE_COLUMNS = ['move', 'punch', 'chill', 'skill', 'topic', 'other'] as const;

function add(map: Map<string, Counts>, key: string, values: Counts) {
  const into = map.get(key) ?? {};
  for (const [k, v] of Object.entries(values)) into[k] = (into[k] ?? 0) + v;
  map.set(key, into);
}

function compare(
  problems: string[],
  what: string,
  expected: Map<string, Counts>,
  actual: Map<string, Counts>,
) {
  for (const key of new Set([...expected.keys(), ...actual.keys()])) {
    const e = expected.get(key);
    const a = actual.get(key);
    if (!e || !a) {
      problems.push(`${what} ${key}: ${e ? 'row missing' : 'row without attempts'}`);
      continue;
    }
    for (const field of Object.keys(e)) {
      const close = Math.abs(Number(a[field]) - e[field]!) <= 1e-9 * Math.max(1, Math.abs(e[field]!));
      if (!close) problems.push(`${what} ${key} ${field}: ${a[field]} stored, ${e[field]} from attempts`);
    }
  }
}

export async function attemptsOf(db: Db, userIds: number[]): Promise<Attempt[]> {
  return (await db
    .selectFrom('attempts')
    .select([
      'id',
      'user_id',
      'question_id',
      'skill_id',
      'is_correct',
      'hint_seen',
      'response_time_ms',
      'mode',
      'difficulty',
      'day',
      'p_mastery_before',
      'p_mastery_after',
      'client_attempt_id',
      'credited',
    ])
    .where('user_id', 'in', userIds)
    .orderBy('id')
    .execute()) as Attempt[];
}

export async function ledgerProblems(db: Db, userIds: number[]): Promise<string[]> {
  const problems: string[] = [];
  const attempts = await attemptsOf(db, userIds);

  const daily = new Map<string, Counts>();
  const stats = new Map<string, Counts>();
  const skills = new Map<string, Counts>();
  const progress = new Map<string, Counts>();
  const score = new Map<string, Counts>();
  const lastMastery = new Map<string, number>();
  for (const u of userIds) score.set(String(u), { score: 0 });
  const creditedOnce = new Set<string>();
  for (const a of attempts) {
    if (a.credited !== 1) {
      if (a.p_mastery_before !== a.p_mastery_after)
        problems.push(`attempt ${a.id}: a repeat that moved mastery`);
      continue;
    }
    const once = `${a.user_id}/${a.question_id}/${a.day}`;
    if (creditedOnce.has(once)) problems.push(`attempt ${a.id}: question credited twice on ${a.day}`);
    creditedOnce.add(once);
    const mode = MODE_COLUMNS.includes(a.mode as (typeof MODE_COLUMNS)[number]) ? a.mode! : 'other';
    add(daily, `${a.user_id}/${a.day}`, {
      attempts: 1,
      correct: a.is_correct,
      hints: a.hint_seen,
      response_ms: a.response_time_ms,
      ...Object.fromEntries(MODE_COLUMNS.map((m) => [m, m === mode ? 1 : 0])),
    });
    add(stats, String(a.user_id), {
      total_attempts: 1,
      total_correct: a.is_correct,
      hints_used: a.hint_seen,
      response_ms: a.response_time_ms,
    });
    add(skills, `${a.user_id}/${a.skill_id}`, {
      attempts: 1,
      correct: a.is_correct,
      hints: a.hint_seen,
      response_ms: a.response_time_ms,
    });
    add(progress, `${a.user_id}/${a.question_id}`, { attempts: 1, correct: a.is_correct });
    add(score, String(a.user_id), { score: a.is_correct ? (SCORE_PER_CORRECT[a.difficulty] ?? 0) : 0 });
    // Attempts of one student on one skill form a chain: each starts from the mastery the previous one left.
    const key = `${a.user_id}/${a.skill_id}`;
    const previous = lastMastery.get(key);
    if (previous !== undefined && Math.abs(previous - a.p_mastery_before) > 1e-12)
      problems.push(
        `attempt ${a.id}: started from mastery ${a.p_mastery_before}, the previous left ${previous}`,
      );
    lastMastery.set(key, a.p_mastery_after);
  }
  for (const [key, p] of lastMastery) {
    const counts = skills.get(key)!;
    counts.p_mastery = p;
  }
  const masteryOf = (user: string) =>
    [...lastMastery].filter(([k]) => k.startsWith(`${user}/`)).map(([, p]) => p);
  for (const [user, counts] of stats) {
    const ps = masteryOf(user);
    counts.skills_attempted = ps.length;
    counts.skills_mastered = ps.filter((p) => p >= MASTERY_THRESHOLD).length;
    counts.total_mastery = ps.reduce((s, p) => s + p, 0);
  }

  const rows = <T extends { user_id: number }>(list: T[], key: (r: T) => string) =>
    new Map(list.map((r) => [key(r), r as unknown as Counts]));
  compare(
    problems,
    'daily_activity',
    daily,
    rows(
      await db.selectFrom('daily_activity').selectAll().where('user_id', 'in', userIds).execute(),
      (r) => `${r.user_id}/${r.day}`,
    ),
  );
  compare(
    problems,
    'learner_stats',
    stats,
    rows(await db.selectFrom('learner_stats').selectAll().where('user_id', 'in', userIds).execute(), (r) =>
      String(r.user_id),
    ),
  );
  compare(
    problems,
    'skill_mastery',
    skills,
    rows(
      await db.selectFrom('skill_mastery').selectAll().where('user_id', 'in', userIds).execute(),
      (r) => `${r.user_id}/${r.skill_id}`,
    ),
  );
  compare(
    problems,
    'question_progress',
    progress,
    rows(
      await db.selectFrom('question_progress').selectAll().where('user_id', 'in', userIds).execute(),
      (r) => `${r.user_id}/${r.question_id}`,
    ),
  );
  compare(
    problems,
    'users.score',
    score,
    rows(
      (await db.selectFrom('users').select(['id', 'score']).where('id', 'in', userIds).execute()).map(
        (u) => ({
          user_id: u.id,
          score: u.score,
        }),
      ),
      (r) => String(r.user_id),
    ),
  );
  return problems;
}
