// Questions, each under its skill and subtopic; questions gone from the pack are retired.
import type { Trx } from '../repository.ts';
import type { PackFile } from '../pack-format.ts';
import type { Advance, Plan } from './batches.ts';
import type { KindCounts } from './summary.ts';
import { retireMissing, upsert } from './upsert.ts';
import type { KeyedRows } from './upsert.ts';

type Existing = { id: number; key: string; retired_at: string | null }[];

/** Returns the plans (each carrying its question's options) and every question's id by key. */
export async function syncQuestions(
  trx: Trx,
  packId: string,
  files: PackFile[],
  ids: { skills: Map<string, number>; subtopics: Map<string, number> },
  existing: Existing,
  old: KeyedRows,
  count: KindCounts,
  advance: Advance,
  now: string,
): Promise<{ plans: Plan<string[]>[]; questionIds: Map<string, number> }> {
  const plans: Plan<string[]>[] = [];
  for (const src of files)
    src.content.skills.forEach((s) =>
      s.questions.forEach((q) =>
        plans.push({
          key: q.key,
          item: q.options,
          row: {
            key: q.key,
            pack_id: packId,
            skill_id: ids.skills.get(s.key)!,
            subtopic_id: ids.subtopics.get((q.subtopic ?? s.subtopic)!)!,
            class: src.content.class,
            difficulty: q.difficulty,
            text: q.text,
            hint: q.hint ?? null,
            explanation: q.explanation ?? null,
            figure_svg: q.figure?.svg ?? null,
            figure_alt: q.figure?.alt ?? null,
            retired_at: null,
          },
        }),
      ),
    );
  const questionIds = await upsert(trx, 'questions', plans, old, count, advance);
  count.retired = await retireMissing(trx, 'questions', existing, questionIds, now);
  return { plans, questionIds };
}
