// How much Move leans toward the subjects of a student's chosen careers: read by learning, written by careers.
import { DEFAULT_CAREER_FOCUS, FOCUS_MAX, FOCUS_MIN } from '@quizring/contracts';
import type { Db } from '../db/database.ts';
import { prepared } from '../db/prepared.ts';
import { changeFeedOf } from '../read-model/change-feed.ts';

export const clampFocus = (n: number) => Math.min(FOCUS_MAX, Math.max(FOCUS_MIN, Math.round(n)));

/** The student's focus and the subjects of each career they chose: one row per choice (one with nulls for none). */
const careerLeanRows = prepared((db, p: { userId: number }) =>
  db
    .selectFrom('users')
    .leftJoin('career_preferences', 'career_preferences.user_id', 'users.id')
    .leftJoin('career_selections', 'career_selections.user_id', 'users.id')
    .leftJoin('careers', 'careers.id', 'career_selections.career_id')
    .select(['career_preferences.career_focus_percent', 'careers.related_subjects'])
    .where('users.id', '=', p.userId),
);

/** Subject ids by name (a few dozen rows), kept until the content changes (read-model/change-feed.ts). */
const subjectIds = new WeakMap<Db, { generation: number; byName: Promise<Map<string, number>> }>();

function subjectIdsByName(db: Db): Promise<Map<string, number>> {
  const generation = changeFeedOf(db).generation;
  const kept = subjectIds.get(db);
  if (kept && kept.generation === generation && changeFeedOf(db).isLive) return kept.byName;
  const byName = db
    .selectFrom('subjects')
    .select(['id', 'name'])
    .execute()
    .then((rows) => new Map(rows.map((r) => [r.name, r.id])));
  subjectIds.set(db, { generation, byName });
  byName.catch(() => subjectIds.delete(db));
  return byName;
}

/**
 * How much Move should favour each subject (subject id → 0..1): a subject's share of the chosen careers that lead
 * to it, scaled by the focus percent. No careers or a focus of 0 leaves Move neutral (an empty map).
 */
export async function careerSubjectWeights(db: Db, userId: number): Promise<Map<number, number>> {
  const weights = new Map<number, number>();
  const { rows } = await careerLeanRows(db, { userId });
  const chosen = rows.filter((r) => r.related_subjects !== null);
  const focus = clampFocus(rows[0]?.career_focus_percent ?? DEFAULT_CAREER_FOCUS) / 100;
  if (chosen.length === 0 || focus === 0) return weights;

  const counts = new Map<string, number>();
  for (const r of chosen)
    for (const name of subjectNames(r.related_subjects!)) counts.set(name, (counts.get(name) ?? 0) + 1);
  if (counts.size === 0) return weights;
  const ids = await subjectIdsByName(db);
  for (const [name, count] of counts) {
    const id = ids.get(name);
    if (id !== undefined) weights.set(id, (count / chosen.length) * focus);
  }
  return weights;
}

function subjectNames(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed)
      ? [...new Set(parsed.filter((x): x is string => typeof x === 'string'))]
      : [];
  } catch {
    return [];
  }
}
