// Career preferences: 1 to 3 careers, 3 updates in total counted here, and a focus percent that weighs Move toward
// the chosen careers' subjects.
import {
  CAREER_MAX_SELECTED,
  CAREER_MIN_SELECTED,
  CAREER_UPDATES_TOTAL,
  DEFAULT_CAREER_FOCUS,
  MSG,
} from '@quizring/contracts';
import type { CareerCategory, CareerTree } from '@quizring/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { iso } from '../../lib/clock.ts';
import { AppError, unprocessable } from '../../lib/errors.ts';
import { clampFocus } from '../../shared/career-weights.ts';
import * as repo from './repository.ts';

/**
 * The catalogue for a class: careers that suit it, plus the student's own choices whatever their range (so a
 * student who moved up a class still sees, and can drop, what they chose). Without a class, every career.
 */
async function categoriesFor(db: Db, grade: number | null, keep: ReadonlySet<number>) {
  const rows = await repo.careersWithCategories(db);
  const categories: CareerCategory[] = [];
  for (const r of rows) {
    const suits = grade === null || (r.min_class <= grade && grade <= r.max_class);
    if (!suits && !keep.has(r.id)) continue;
    let category = categories.at(-1);
    if (category?.id !== r.category_id) {
      category = { id: r.category_id, name: r.category_name, careers: [] };
      categories.push(category);
    }
    category.careers.push({ id: r.id, name: r.name });
  }
  return categories;
}

export async function careerTree(db: Db, user: UserRow, grade?: number): Promise<CareerTree> {
  const [selected, prefs] = await Promise.all([
    repo.selectedCareerIds(db, user.id),
    repo.findCareerPreferences(db, user.id),
  ]);
  const categories = await categoriesFor(db, grade ?? user.students_class, new Set(selected));
  return {
    categories,
    selected_career_ids: selected,
    career_focus_percent: clampFocus(prefs?.career_focus_percent ?? DEFAULT_CAREER_FOCUS),
    career_update_count: Math.min(CAREER_UPDATES_TOTAL, Math.max(0, prefs?.career_update_count ?? 0)),
  };
}

const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/**
 * Saves the careers and the focus. A different set of careers uses one of the 3 updates; the focus alone does not
 * (it has its own free call). One transaction that first locks the student's row, so concurrent saves run one
 * after the other and each sees what the previous one committed: they can never use more than 3 updates, and two
 * identical saves use one.
 */
export async function savePreferences(
  ctx: AppContext,
  user: UserRow,
  body: { career_ids: number[]; career_focus_percent: number },
): Promise<CareerTree> {
  const ids = [...new Set(body.career_ids)];
  if (ids.length < CAREER_MIN_SELECTED) throw unprocessable(MSG.selectAtLeastOneCareer);
  if (ids.length > CAREER_MAX_SELECTED) throw unprocessable(MSG.upToThreeCareers);
  const focus = clampFocus(body.career_focus_percent);
  const known = await repo.findCareerIds(ctx.db, ids);
  if (known.length !== ids.length) throw unprocessable(MSG.careerNotFound);

  await repo.ensureCareerPreferences(ctx.db, user.id, DEFAULT_CAREER_FOCUS, iso(ctx.clock.now()));
  const now = iso(ctx.clock.now());
  await ctx.db.transaction().execute(async (trx) => {
    await repo.touchCareerPreferences(trx, user.id, now);
    const prefs = await repo.findCareerPreferences(trx, user.id);
    const current = await repo.selectedCareerIds(trx, user.id);
    const careersChanged = !sameSet(current, ids);
    if (!careersChanged && prefs?.career_focus_percent === focus) throw unprocessable(MSG.noChangesToSave);
    const used = prefs?.career_update_count ?? 0;
    if (careersChanged && used >= CAREER_UPDATES_TOTAL)
      throw new AppError(403, MSG.usedAllUpdates, { remark: 'career_updates_used' });

    await repo.updateCareerPreferences(trx, user.id, {
      career_focus_percent: focus,
      career_update_count: careersChanged ? used + 1 : used,
    });
    if (!careersChanged) return;
    await repo.replaceCareerSelections(trx, user.id, ids, now);
  });
  return careerTree(ctx.db, user);
}

/** Sets the focus alone; free, any number of times. */
export async function updateFocus(ctx: AppContext, user: UserRow, percent: number): Promise<number> {
  const focus = clampFocus(percent);
  const now = iso(ctx.clock.now());
  await repo.upsertCareerFocus(ctx.db, user.id, focus, now);
  return focus;
}
