// Which questions a paged mode serves next. Pure: the state comes in, a list of choices goes out.
//  - Move: adaptive mixed practice. Aim at a predicted success of 70–85 % (hard enough to learn from, easy
//    enough to keep going), interleave skills (never 3 in a row from one skill while another is available), and
//    give about one slot in five to the review of mastered skills that are due.
//  - Punch: hard questions (difficulty 3, or a predicted success near 0.55–0.65).
//  - Chill: easy ones (difficulty 1, or a predicted success near 0.9).
// Questions already served today in the mode are never served again that day, so pages never repeat.
import type { PagedMode, QuestionSource, SkillStatus } from '@quizring/contracts';
import { questionSuccess } from '../mastery/bkt.ts';
import type { ClassContent, ContentQuestion } from './content-cache.ts';
import { round4 } from './learner-state.ts';

export type QuestionProgress = { attempts: number; last_correct: boolean; last_attempted_at: string };
export type MasteryState = { p_mastery: number; attempts: number; review_due_at: string | null };

export type SelectionInput = {
  mode: PagedMode;
  content: ClassContent;
  statuses: ReadonlyMap<number, SkillStatus>;
  mastery: ReadonlyMap<number, MasteryState>;
  progress: ReadonlyMap<number, QuestionProgress>;
  servedToday: ReadonlySet<number>;
  now: Date;
  /** Deterministic tie-breaking: the same state and seed give the same page. */
  seed: number;
  count: number;
  /** Optional extra weight per subject id (career focus); 0 = neutral, 1 = strongly preferred. */
  subjectWeights?: ReadonlyMap<number, number>;
};

export type Choice = { question: ContentQuestion; q_source: QuestionSource; question_mastery: number };

export const MOVE_TARGET = { low: 0.7, high: 0.85 } as const;
export const PUNCH_TARGET = { low: 0.55, high: 0.65 } as const;
export const CHILL_TARGET = 0.9;
const MAX_RUN = 2;
const REVIEW_EVERY = 5;

type Candidate = Choice & { cost: number; isReview: boolean };

export function selectQuestions(input: SelectionInput): Choice[] {
  const candidates = candidatesFor(input);
  return pickInterleaved(candidates, input.count, input.mode === 'move');
}

function candidatesFor(input: SelectionInput): Candidate[] {
  const { content, statuses, mastery, progress, servedToday, now, mode } = input;
  const random = mulberry32(input.seed);
  const nowIso = now.toISOString();
  // The prediction depends only on the skill and the difficulty: computed once per pair, not per question.
  const predictions = new Map<number, number>();
  const out: Candidate[] = [];
  for (const q of content.questions) {
    if (servedToday.has(q.id)) continue;
    const status = statuses.get(q.skill_id) ?? 'future';
    if (status === 'future') continue;
    const skill = content.skillById.get(q.skill_id);
    if (!skill) continue;
    const m = mastery.get(q.skill_id);
    const predictionKey = q.skill_id * 4 + q.difficulty;
    let predicted = predictions.get(predictionKey);
    if (predicted === undefined) {
      predicted = questionSuccess(m?.p_mastery ?? skill.params.p_init, skill.params, q.difficulty);
      predictions.set(predictionKey, predicted);
    }
    const seen = progress.get(q.id);
    const isReview = status === 'mastered';
    const isDue = isReview && (!m?.review_due_at || m.review_due_at <= nowIso);
    const q_source: QuestionSource = isReview ? 'review' : seen ? 'practice' : 'new';

    let cost: number;
    if (mode === 'move') {
      if (isReview && !isDue) continue;
      cost = distanceToBand(predicted, MOVE_TARGET.low, MOVE_TARGET.high);
    } else if (mode === 'punch') {
      if (q.difficulty !== 3 && distanceToBand(predicted, PUNCH_TARGET.low, PUNCH_TARGET.high) > 0.02)
        continue;
      cost = q.difficulty === 3 ? 0 : 0.1;
      cost += Math.abs(predicted - (PUNCH_TARGET.low + PUNCH_TARGET.high) / 2) * 0.2;
    } else {
      if (q.difficulty !== 1 && predicted < CHILL_TARGET - 0.05) continue;
      cost = q.difficulty === 1 ? 0 : 0.1;
      cost += Math.abs(predicted - CHILL_TARGET) * 0.2;
    }
    // Prefer what the student has not seen, then what they got wrong last time, and not what they just did.
    if (seen) cost += seen.last_correct ? 0.25 : 0.1;
    const weight = input.subjectWeights?.get(skill.subject_id) ?? 0;
    cost -= weight * 0.15;
    cost += random() * 0.02;
    out.push({ question: q, q_source, question_mastery: round4(predicted), cost, isReview });
  }
  return out.sort((a, b) => a.cost - b.cost);
}

function pickInterleaved(sorted: Candidate[], count: number, withReviewSlots: boolean): Choice[] {
  const primary = withReviewSlots ? sorted.filter((c) => !c.isReview) : sorted;
  const review = withReviewSlots ? sorted.filter((c) => c.isReview) : [];
  const picked: Candidate[] = [];
  const used = new Set<number>();
  while (picked.length < count) {
    const wantsReview = withReviewSlots && (picked.length + 1) % REVIEW_EVERY === 0;
    const pools = wantsReview ? [review, primary] : [primary, review];
    const next =
      pools.map((pool) => firstAllowed(pool, picked, used, true)).find((c) => c !== undefined) ??
      pools.map((pool) => firstAllowed(pool, picked, used, false)).find((c) => c !== undefined);
    if (!next) break;
    picked.push(next);
    used.add(next.question.id);
  }
  return picked.map(({ question, q_source, question_mastery }) => ({ question, q_source, question_mastery }));
}

/**
 * The cheapest unused candidate; when `keepRuns` it must not make a run of more than MAX_RUN from one skill
 * (only when no other skill is left does a longer run beat an empty slot).
 */
function firstAllowed(
  pool: Candidate[],
  picked: Candidate[],
  used: Set<number>,
  keepRuns: boolean,
): Candidate | undefined {
  const last = picked.slice(-MAX_RUN).map((c) => c.question.skill_id);
  const runSkill =
    keepRuns && last.length === MAX_RUN && last.every((s) => s === last[0]) ? last[0] : undefined;
  return pool.find((c) => !used.has(c.question.id) && c.question.skill_id !== runSkill);
}

const distanceToBand = (x: number, low: number, high: number) =>
  x < low ? low - x : x > high ? x - high : 0;

/** A small seeded PRNG: selection must be reproducible for the same student, day and page. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A 32-bit seed from text (FNV-1a). */
export function seedFrom(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
