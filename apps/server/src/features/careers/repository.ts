// The career catalogue and each student's chosen careers and focus. Every function takes `db` or a transaction.
import type { Insertable, Kysely } from 'kysely';
import type { CareerCategoriesTable, CareersTable, Database } from '../../db/schema.ts';

type Conn = Kysely<Database>;

/** The stored catalogue, each table by id. */
export function storedCatalogue(db: Conn) {
  return Promise.all([
    db.selectFrom('career_categories').selectAll().orderBy('id').execute(),
    db.selectFrom('careers').selectAll().orderBy('id').execute(),
  ]);
}

/** Writes the catalogue by stable id and deletes what it no longer names. */
export async function replaceCatalogue(
  db: Conn,
  categories: Insertable<CareerCategoriesTable>[],
  careers: Insertable<CareersTable>[],
): Promise<void> {
  await db
    .insertInto('career_categories')
    .values(categories)
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        position: eb.ref('excluded.position'),
      })),
    )
    .execute();
  await db
    .insertInto('careers')
    .values(careers)
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        category_id: eb.ref('excluded.category_id'),
        name: eb.ref('excluded.name'),
        position: eb.ref('excluded.position'),
        min_class: eb.ref('excluded.min_class'),
        max_class: eb.ref('excluded.max_class'),
        related_subjects: eb.ref('excluded.related_subjects'),
      })),
    )
    .execute();
  await db
    .deleteFrom('careers')
    .where(
      'id',
      'not in',
      careers.map((c) => c.id),
    )
    .execute();
  await db
    .deleteFrom('career_categories')
    .where(
      'id',
      'not in',
      categories.map((c) => c.id),
    )
    .execute();
}

/** Every career with its category, in catalogue order. */
export function careersWithCategories(db: Conn) {
  return db
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
}

/** Which of `ids` are careers of the catalogue. */
export function findCareerIds(db: Conn, ids: number[]) {
  return db.selectFrom('careers').select('id').where('id', 'in', ids).execute();
}

/** The student's chosen careers, in the order chosen. */
export async function selectedCareerIds(db: Conn, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('career_selections')
    .select('career_id')
    .where('user_id', '=', userId)
    .orderBy('position')
    .execute();
  return rows.map((r) => r.career_id);
}

export function findCareerPreferences(db: Conn, userId: number) {
  return db
    .selectFrom('career_preferences')
    .select(['career_focus_percent', 'career_update_count'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Creates the student's preferences row with `focus` and no updates used, if they have none. */
export async function ensureCareerPreferences(
  db: Conn,
  userId: number,
  focus: number,
  now: string,
): Promise<void> {
  await db
    .insertInto('career_preferences')
    .values({ user_id: userId, career_focus_percent: focus, career_update_count: 0, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/** Touches the student's preferences row: on PostgreSQL this locks it until the transaction ends. */
export async function touchCareerPreferences(db: Conn, userId: number, now: string): Promise<void> {
  await db.updateTable('career_preferences').set({ updated_at: now }).where('user_id', '=', userId).execute();
}

export async function updateCareerPreferences(
  db: Conn,
  userId: number,
  values: { career_focus_percent: number; career_update_count: number },
): Promise<void> {
  await db.updateTable('career_preferences').set(values).where('user_id', '=', userId).execute();
}

/** Replaces the student's chosen careers with `careerIds`, in that order. */
export async function replaceCareerSelections(
  db: Conn,
  userId: number,
  careerIds: number[],
  now: string,
): Promise<void> {
  await db.deleteFrom('career_selections').where('user_id', '=', userId).execute();
  await db
    .insertInto('career_selections')
    .values(
      careerIds.map((career_id, i) => ({ user_id: userId, career_id, position: i + 1, created_at: now })),
    )
    .execute();
}

/** Sets the focus, creating the preferences row with no updates used if the student has none. */
export async function upsertCareerFocus(db: Conn, userId: number, focus: number, now: string): Promise<void> {
  await db
    .insertInto('career_preferences')
    .values({ user_id: userId, career_focus_percent: focus, career_update_count: 0, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ career_focus_percent: focus, updated_at: now }))
    .execute();
}
