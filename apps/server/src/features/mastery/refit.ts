// `npm run mastery:fit`: refit every skill's BKT parameters from the recorded attempts. Skills without enough
// data keep what they have (the cold-start defaults until they have been fitted once).
import { BKT_DEFAULTS } from '@quizring/contracts';
import type { Db } from '../../db/database.ts';
import { invalidateContentCache } from '../../read-model/content-cache.ts';
import { isEvidenceCorrect } from '../../shared/bkt.ts';
import { fitSkill } from './fit.ts';
import type { Sequence } from './fit.ts';
import { creditedAttemptsPage, liveSkills, saveFittedParams } from './repository.ts';

/** Enough data: this many students, with this many answers in all, on the skill. */
export const MIN_STUDENTS = 100;
export const MIN_ATTEMPTS = 1000;
const PAGE = 5000;

export type RefitReport = { skillId: number; students: number; attempts: number; fitted: boolean };

/** Each student's evidence on a skill in answer order, read in keyset pages (never the whole table at once). */
export async function sequencesOf(db: Db, skillId: number): Promise<Sequence[]> {
  const byUser = new Map<number, boolean[]>();
  let lastId = 0;
  for (;;) {
    const rows = await creditedAttemptsPage(db, skillId, lastId, PAGE);
    for (const r of rows) {
      const seq = byUser.get(r.user_id) ?? [];
      seq.push(isEvidenceCorrect(r.is_correct === 1, r.hint_seen === 1));
      byUser.set(r.user_id, seq);
    }
    if (rows.length < PAGE) break;
    lastId = rows.at(-1)!.id;
  }
  return [...byUser.values()];
}

export async function refitAll(
  db: Db,
  opts: { now: Date; random?: () => number; log?: (line: string) => void },
): Promise<RefitReport[]> {
  const skills = await liveSkills(db);
  const reports: RefitReport[] = [];
  for (const skill of skills) {
    const sequences = await sequencesOf(db, skill.id);
    const attempts = sequences.reduce((n, s) => n + s.length, 0);
    const enough = sequences.length >= MIN_STUDENTS && attempts >= MIN_ATTEMPTS;
    if (enough) {
      const { params } = fitSkill(sequences, {
        defaults: { ...BKT_DEFAULTS },
        random: opts.random ?? Math.random,
      });
      await saveFittedParams(db, skill.id, params, opts.now.toISOString());
      opts.log?.(
        `${skill.key}: ${sequences.length} students, ${attempts} attempts → init ${params.p_init.toFixed(3)} ` +
          `learn ${params.p_learn.toFixed(3)} guess ${params.p_guess.toFixed(3)} slip ${params.p_slip.toFixed(3)}`,
      );
    }
    reports.push({ skillId: skill.id, students: sequences.length, attempts, fitted: enough });
  }
  invalidateContentCache(db);
  const fitted = reports.filter((r) => r.fitted).length;
  opts.log?.(
    `Refitted ${fitted} of ${reports.length} skills; the others keep their parameters (not enough data).`,
  );
  return reports;
}
