// Every database call of mastery fitting: the skills to refit, their attempts page by page, the fitted parameters.
import type { Db } from '../../db/database.ts';
import type { BktParams } from '../../shared/bkt.ts';

export function liveSkills(db: Db) {
  return db.selectFrom('skills').select(['id', 'key']).where('retired_at', 'is', null).execute();
}

/** One keyset page of the skill's credited attempts after `afterId`, in answer order. */
export function creditedAttemptsPage(db: Db, skillId: number, afterId: number, limit: number) {
  return (
    db
      .selectFrom('attempts')
      .select(['id', 'user_id', 'is_correct', 'hint_seen'])
      .where('skill_id', '=', skillId)
      .where('id', '>', afterId)
      // A repeat of a question the same day moved nothing when it was answered: no evidence here either.
      .where('credited', '=', 1)
      .orderBy('id')
      .limit(limit)
      .execute()
  );
}

export async function saveFittedParams(
  db: Db,
  skillId: number,
  params: BktParams,
  fittedAt: string,
): Promise<void> {
  await db
    .updateTable('skills')
    .set({ ...params, params_fitted_at: fittedAt })
    .where('id', '=', skillId)
    .execute();
}
