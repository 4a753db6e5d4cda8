// The rows an attempt keeps up to date for the reads (skill mastery, question progress, the day's aggregates, the
// student's totals and score), prepared once like the rest of the attempt transaction (db/prepared.ts).
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { prepared } from '../../../db/prepared.ts';

type MasteryChange = {
  userId: number;
  skillId: number;
  p: number;
  correct: number;
  hint: number;
  responseMs: number;
  now: string;
  masteredAt: string | null;
  reviewDue: string | null;
};

export const updateSkillMastery = prepared((db, p: MasteryChange) =>
  db
    .updateTable('skill_mastery')
    .set({
      p_mastery: p.p,
      attempts: sql`attempts + 1`,
      correct: sql`correct + ${p.correct}`,
      hints: sql`hints + ${p.hint}`,
      response_ms: sql`response_ms + ${p.responseMs}`,
      last_attempted_at: p.now,
      mastered_at: p.masteredAt,
      review_due_at: p.reviewDue,
    })
    .where('user_id', '=', p.userId)
    .where('skill_id', '=', p.skillId),
);

export const insertSkillMastery = prepared((db, p: MasteryChange) =>
  db.insertInto('skill_mastery').values({
    user_id: p.userId,
    skill_id: p.skillId,
    p_mastery: p.p,
    attempts: 1,
    correct: p.correct,
    hints: p.hint,
    response_ms: p.responseMs,
    first_attempted_at: p.now,
    last_attempted_at: p.now,
    mastered_at: p.masteredAt,
    review_due_at: p.reviewDue,
  }),
);

export const upsertQuestionProgress = prepared(
  (db, p: { userId: number; questionId: number; correct: number; now: string; day: string }) =>
    db
      .insertInto('question_progress')
      .values({
        user_id: p.userId,
        question_id: p.questionId,
        attempts: 1,
        correct: p.correct,
        last_correct: p.correct,
        last_attempted_at: p.now,
        credited_day: p.day,
      })
      .onConflict((oc) =>
        oc.columns(['user_id', 'question_id']).doUpdateSet({
          attempts: sql`question_progress.attempts + 1`,
          correct: sql`question_progress.correct + ${p.correct}`,
          last_correct: p.correct,
          last_attempted_at: p.now,
          credited_day: p.day,
        }),
      ),
);

/**
 * A question whose time ran out and whose answer was then shown: it has earned what it can today. A question never
 * attempted gets a row with no attempts (seen, not answered right: the selection treats it as practice).
 */
export const spendQuestion = prepared(
  (db, p: { userId: number; questionId: number; now: string; day: string }) =>
    db
      .insertInto('question_progress')
      .values({
        user_id: p.userId,
        question_id: p.questionId,
        attempts: 0,
        correct: 0,
        last_correct: 0,
        last_attempted_at: p.now,
        credited_day: p.day,
      })
      .onConflict((oc) => oc.columns(['user_id', 'question_id']).doUpdateSet({ credited_day: p.day })),
);

/** One count per mode: 1 in the attempt's mode column, 0 in the others (one statement for every mode). */
export type ModeCounts = {
  move: number;
  punch: number;
  chill: number;
  skill: number;
  topic: number;
  other: number;
};

export const upsertDailyActivity = prepared(
  (db, p: { userId: number; day: string; correct: number; responseMs: number; hint: number } & ModeCounts) =>
    db
      .insertInto('daily_activity')
      .values({
        user_id: p.userId,
        day: p.day,
        attempts: 1,
        correct: p.correct,
        response_ms: p.responseMs,
        hints: p.hint,
        move: p.move,
        punch: p.punch,
        chill: p.chill,
        skill: p.skill,
        topic: p.topic,
        other: p.other,
      })
      .onConflict((oc) =>
        oc.columns(['user_id', 'day']).doUpdateSet({
          attempts: sql`daily_activity.attempts + 1`,
          correct: sql`daily_activity.correct + ${p.correct}`,
          response_ms: sql`daily_activity.response_ms + ${p.responseMs}`,
          hints: sql`daily_activity.hints + ${p.hint}`,
          move: sql`daily_activity.move + ${p.move}`,
          punch: sql`daily_activity.punch + ${p.punch}`,
          chill: sql`daily_activity.chill + ${p.chill}`,
          skill: sql`daily_activity.skill + ${p.skill}`,
          topic: sql`daily_activity.topic + ${p.topic}`,
          other: sql`daily_activity.other + ${p.other}`,
        }),
      ),
);

type StatsChange = {
  userId: number;
  correct: number;
  responseMs: number;
  hint: number;
  streak: number;
  day: string;
  newSkill: number;
  masteredDelta: number;
  masteryDelta: number;
  now: string;
};

export const updateLearnerStats = prepared((db, p: StatsChange) =>
  db
    .updateTable('learner_stats')
    .set({
      total_attempts: sql`total_attempts + 1`,
      total_correct: sql`total_correct + ${p.correct}`,
      response_ms: sql`response_ms + ${p.responseMs}`,
      hints_used: sql`hints_used + ${p.hint}`,
      streak_days: p.streak,
      last_active_day: p.day,
      skills_attempted: sql`skills_attempted + ${p.newSkill}`,
      skills_mastered: sql`skills_mastered + ${p.masteredDelta}`,
      total_mastery: sql`total_mastery + ${p.masteryDelta}`,
      updated_at: p.now,
    })
    .where('user_id', '=', p.userId),
);

/** A student's first attempt: the deltas are the totals. */
export const insertLearnerStats = prepared((db, p: StatsChange) =>
  db.insertInto('learner_stats').values({
    user_id: p.userId,
    total_attempts: 1,
    total_correct: p.correct,
    response_ms: p.responseMs,
    hints_used: p.hint,
    streak_days: p.streak,
    last_active_day: p.day,
    skills_attempted: p.newSkill,
    skills_mastered: p.masteredDelta,
    total_mastery: p.masteryDelta,
    updated_at: p.now,
  }),
);

export const addScore = prepared((db, p: { userId: number; points: number }) =>
  db
    .updateTable('users')
    .set({ score: sql`score + ${p.points}` })
    .where('id', '=', p.userId),
);

/** The student's mastery of one skill as it stands, if they attempted it. */
export async function skillMasteryNow(db: Db, userId: number, skillId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('skill_mastery')
    .select('p_mastery')
    .where('user_id', '=', userId)
    .where('skill_id', '=', skillId)
    .executeTakeFirst();
  return row?.p_mastery;
}
