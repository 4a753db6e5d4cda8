// Career preferences (spec §4 "Career preferences", §5): 1 to 3 careers, 3 updates in total counted here, and a
// focus percent that weighs Move toward the chosen careers' subjects.
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

async function selectedIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('career_selections')
    .select('career_id')
    .where('user_id', '=', userId)
    .orderBy('position')
    .execute();
  return rows.map((r) => r.career_id);
}

async function preferencesRow(db: Db, userId: number) {
  return db
    .selectFrom('career_preferences')
    .select(['career_focus_percent', 'career_update_count'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * The catalogue for a class: careers that suit it, plus the student's own choices whatever their range (so a
 * student who moved up a class still sees, and can drop, what they chose). Without a class, every career.
 */
async function categoriesFor(db: Db, grade: number | null, keep: ReadonlySet<number>) {
  const rows = await db
    .selectFrom('careers')
    .innerJoin('career_categories', 'career_categories.id', 'careers.category_id')
    .select([
      'careers.id',
      'careers.name',
      'careers.min_class',
      'careers.max_class',
      'career_categories.id as category_id',
      'career_categories.name as category_name',
    ])
    .orderBy('career_categories.position')
    .orderBy('careers.position')
    .execute();
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
  const [selected, prefs] = await Promise.all([selectedIds(db, user.id), preferencesRow(db, user.id)]);
  const categories = await categoriesFor(db, grade ?? user.students_class, new Set(selected));
  return {
    categories,
    selected_career_ids: selected,
    career_focus_percent: clampFocus(prefs?.career_focus_percent ?? DEFAULT_CAREER_FOCUS),
    career_update_count: Math.min(CAREER_UPDATES_TOTAL, Math.max(0, prefs?.career_update_count ?? 0)),
  };
}

async function ensurePreferencesRow(ctx: AppContext, userId: number) {
  await ctx.db
    .insertInto('career_preferences')
    .values({
      user_id: userId,
      career_focus_percent: DEFAULT_CAREER_FOCUS,
      career_update_count: 0,
      updated_at: iso(ctx.clock.now()),
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
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
  const known = await ctx.db.selectFrom('careers').select('id').where('id', 'in', ids).execute();
  if (known.length !== ids.length) throw unprocessable(MSG.careerNotFound);

  await ensurePreferencesRow(ctx, user.id);
  const now = iso(ctx.clock.now());
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('career_preferences')
      .set({ updated_at: now })
      .where('user_id', '=', user.id)
      .execute();
    const prefs = await preferencesRow(trx, user.id);
    const current = await selectedIds(trx, user.id);
    const careersChanged = !sameSet(current, ids);
    if (!careersChanged && prefs?.career_focus_percent === focus) throw unprocessable(MSG.noChangesToSave);
    const used = prefs?.career_update_count ?? 0;
    if (careersChanged && used >= CAREER_UPDATES_TOTAL)
      throw new AppError(403, MSG.usedAllUpdates, { remark: 'career_updates_used' });

    await trx
      .updateTable('career_preferences')
      .set({ career_focus_percent: focus, career_update_count: careersChanged ? used + 1 : used })
      .where('user_id', '=', user.id)
      .execute();
    if (!careersChanged) return;
    await trx.deleteFrom('career_selections').where('user_id', '=', user.id).execute();
    await trx
      .insertInto('career_selections')
      .values(ids.map((career_id, i) => ({ user_id: user.id, career_id, position: i + 1, created_at: now })))
      .execute();
  });
  return careerTree(ctx.db, user);
}

/** Sets the focus alone; free, any number of times. */
export async function updateFocus(ctx: AppContext, user: UserRow, percent: number): Promise<number> {
  const focus = clampFocus(percent);
  const now = iso(ctx.clock.now());
  await ctx.db
    .insertInto('career_preferences')
    .values({ user_id: user.id, career_focus_percent: focus, career_update_count: 0, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ career_focus_percent: focus, updated_at: now }))
    .execute();
  return focus;
}
