// Puts the shipped catalogue into its tables at start. Idempotent and safe with several instances starting at once
// (upserts by stable id in one order); when the tables already match, nothing is written.
import type { Db } from '../../db/database.ts';
import { CAREER_CATALOGUE } from './catalogue.ts';
import type { CatalogueCategory } from './catalogue.ts';
import * as repo from './repository.ts';

export async function syncCareerCatalogue(
  db: Db,
  catalogue: readonly CatalogueCategory[] = CAREER_CATALOGUE,
) {
  const categories = catalogue.map((cat, i) => ({ id: cat.id, name: cat.name, position: i + 1 }));
  const careers = catalogue.flatMap((cat) =>
    cat.careers.map((career, i) => ({
      id: career.id,
      category_id: cat.id,
      name: career.name,
      position: i + 1,
      min_class: career.classes[0],
      max_class: career.classes[1],
      related_subjects: JSON.stringify(career.subjects),
    })),
  );

  const [storedCategories, storedCareers] = await repo.storedCatalogue(db);
  const byId = <T extends { id: number }>(rows: T[]) => [...rows].sort((a, b) => a.id - b.id);
  const same = (a: unknown[], b: unknown[]) => JSON.stringify(a) === JSON.stringify(b);
  if (same(storedCategories, byId(categories)) && same(storedCareers, byId(careers))) return;

  await db.transaction().execute((trx) => repo.replaceCatalogue(trx, categories, careers));
}
