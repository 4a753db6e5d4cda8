// What the server knows about one student's learning, read from the per-skill and per-question rows that the
// attempt transaction keeps (never from the attempt history).
import type { Question, SkillMastery, SkillStatus } from '@quizring/contracts';
import type { Db } from '../db/database.ts';
import type { UserRow } from '../db/schema.ts';
import { unprocessable } from '../lib/errors.ts';
import { round4 } from '../lib/numbers.ts';
import { MSG } from '@quizring/contracts';
import { predictedSuccess } from './bkt.ts';
import { classContent } from '../read-model/content-cache.ts';
import type { ClassContent, ContentQuestion, ContentSkill } from '../read-model/content-cache.ts';
import { skillStatuses } from './skill-status.ts';
import { masteryRows, questionProgressRows } from './learner-repository.ts';

/**
 * What selection needs of a question the student answered before: whether their last answer was right, and the
 * day it last earned something (answered or timed out: closed for that day's pages).
 */
export type QuestionProgress = { last_correct: boolean; credited_day?: string | null };
export type MasteryState = { p_mastery: number; attempts: number; review_due_at: string | null };

export type MasteryRow = MasteryState & {
  skill_id: number;
  correct: number;
  hints: number;
  response_ms: number;
  last_attempted_at: string;
};

export type LearnerView = {
  grade: number;
  content: ClassContent;
  mastery: Map<number, MasteryRow>;
  statuses: Map<number, SkillStatus>;
};

export function gradeOf(user: UserRow): number {
  if (user.students_class === null) throw unprocessable(MSG.classRequired);
  return user.students_class;
}

/**
 * The student's mastery rows of these skills. All their rows are read by the primary key's user prefix (a few
 * dozen, a few hundred at most) and filtered here: cheaper than an `in (…)` list of every skill of the class.
 */
export async function loadMastery(
  db: Db,
  userId: number,
  skillIds: ReadonlySet<number>,
): Promise<Map<number, MasteryRow>> {
  if (skillIds.size === 0) return new Map();
  const { rows } = await masteryRows(db, { userId });
  const out = new Map<number, MasteryRow>();
  for (const r of rows)
    if (skillIds.has(r.skill_id)) out.set(r.skill_id, { ...r, response_ms: Number(r.response_ms) });
  return out;
}

/** The class content, the student's mastery of its skills (and of prerequisites from lower classes), statuses. */
export async function learnerView(db: Db, user: UserRow): Promise<LearnerView> {
  const grade = gradeOf(user);
  const content = await classContent(db, grade);
  const mastery = await loadMastery(db, user.id, content.relevantSkillIds);
  return { grade, content, mastery, statuses: skillStatuses(content.skills, mastery) };
}

/**
 * A view of an earlier class than the student's, for practising one of its skills (a weak prerequisite the learning
 * path names). Nothing of an earlier class is locked: the student was taught it, so 'future' reads as 'up_next'.
 */
export async function earlierClassView(db: Db, user: UserRow, skillClass: number): Promise<LearnerView> {
  if (skillClass >= gradeOf(user)) throw new Error(`class ${skillClass} is not earlier than the student's`);
  const content = await classContent(db, skillClass);
  const mastery = await loadMastery(db, user.id, content.relevantSkillIds);
  const statuses = skillStatuses(content.skills, mastery);
  for (const [id, status] of statuses) if (status === 'future') statuses.set(id, 'up_next');
  return { grade: skillClass, content, mastery, statuses };
}

/**
 * The student's per-question rows, read by the primary key's user prefix. Rows of other classes' questions (a
 * student who changed class) may be in it: callers only look up their own class's questions.
 */
export async function loadQuestionProgress(db: Db, userId: number): Promise<Map<number, QuestionProgress>> {
  const { rows } = await questionProgressRows(db, { userId });
  return new Map(
    rows.map((r) => [r.question_id, { last_correct: r.last_correct === 1, credited_day: r.credited_day }]),
  );
}

/**
 * A skill's mastery as the student sees it: 0 until attempted (the model's prior still drives the prediction,
 * but "30 % mastered" of something never tried would be a strange thing to show).
 */
export function skillMasteryOf(view: LearnerView, skill: ContentSkill): SkillMastery {
  const row = view.mastery.get(skill.id);
  return {
    skill_id: skill.id,
    skill_name: skill.name,
    p_mastery: round4(row?.p_mastery ?? 0),
    status: view.statuses.get(skill.id) ?? 'future',
    predicted_success: round4(predictedSuccess(row?.p_mastery ?? skill.params.p_init, skill.params)),
  };
}

/**
 * The part of a question's DTO that is the same for every student (question-json.ts serializes it once). No option
 * is marked as the answer: the answer is told in the verdict of an attempt (decision 0016).
 */
export function questionContentOf(q: ContentQuestion) {
  return {
    id: q.id,
    question: q.text,
    hint: q.hint,
    options: q.options.map((o) => ({ id: o.id, option_text: o.text, is_answer: false })),
    figure: q.figure,
    subject_name: q.subject_name,
    chapter_title: q.chapter_title,
    subtopic_title: q.subtopic_title,
    skill_id: q.skill_id,
    skill_name: q.skill_name,
    difficulty: q.difficulty,
  };
}

export function toQuestionDto(
  view: LearnerView,
  q: ContentQuestion,
  extra: { q_source?: Question['q_source']; question_mastery?: number } = {},
): Question {
  const skill = view.content.skillById.get(q.skill_id);
  return {
    ...questionContentOf(q),
    ...(extra.question_mastery !== undefined ? { question_mastery: extra.question_mastery } : {}),
    ...(extra.q_source ? { q_source: extra.q_source } : {}),
    ...(skill ? { skill_mastery: skillMasteryOf(view, skill) } : {}),
  };
}
