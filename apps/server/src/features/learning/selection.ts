// Which questions a paged mode serves next. Pure: the state comes in, a list of choices goes out.
//  - Every mode interleaves: the subjects take turns, no subject fills more than half a page while another has
//    questions left (more for the subjects of the student's careers, by their focus), and never 3 in a row come
//    from one skill while another is available.
//  - Move: adaptive mixed practice. Aim at a predicted success of 70–85 % (hard enough to learn from, easy
//    enough to keep going), and give about one slot in five to the review of mastered skills that are due.
//  - Punch: hard questions (difficulty 3, or a predicted success near 0.55–0.65).
//  - Chill: easy ones (difficulty 1, or a predicted success near 0.9).
// Questions already served today in the mode are never served again that day, so pages never repeat.
import type { PagedMode, QuestionSource, SkillStatus } from '@quizring/contracts';
import { mulberry32 } from '@quizring/contracts/random';
import { questionSuccess } from '../../shared/bkt.ts';
import type { ClassContent, ContentQuestion } from '../../read-model/content-cache.ts';
import { round4 } from '../../lib/numbers.ts';
import type { MasteryState, QuestionProgress } from '../../shared/learner-state.ts';

export type { MasteryState, QuestionProgress };

export type RankingInput = {
  mode: PagedMode;
  content: ClassContent;
  statuses: ReadonlyMap<number, SkillStatus>;
  mastery: ReadonlyMap<number, MasteryState>;
  progress: ReadonlyMap<number, QuestionProgress>;
  now: Date;
  /** Deterministic tie-breaking: the same state and seed give the same order. */
  seed: number;
  /** Optional extra weight per subject id (career focus); 0 = neutral, 1 = strongly preferred. */
  subjectWeights?: ReadonlyMap<number, number>;
};

export type SelectionInput = RankingInput & {
  servedToday: ReadonlySet<number>;
  count: number;
};

export type Choice = { question: ContentQuestion; q_source: QuestionSource; question_mastery: number };

export const MOVE_TARGET = { low: 0.7, high: 0.85 } as const;
export const PUNCH_TARGET = { low: 0.55, high: 0.65 } as const;
export const CHILL_TARGET = 0.9;
const MAX_RUN = 2;
const REVIEW_EVERY = 5;

type Candidate = Choice & { cost: number; isReview: boolean };

/**
 * Every question the mode may serve now, best first. It depends on the student's learning state, the content and
 * the time only (not on what was served today), so one ranking serves every page until one of those changes
 * (`validUntil`: when the next mastered skill comes due for review, which changes what Move may serve).
 */
export type Ranking = {
  primary: Candidate[];
  review: Candidate[];
  withReviewSlots: boolean;
  validUntil: number;
  /** The share of a page a subject may fill: half, more for a subject the student's careers lean to. */
  subjectShare: ReadonlyMap<string, number>;
};

/** Half a page per subject; a career focus of 100 on a subject's careers lets it fill up to four fifths. */
const SUBJECT_SHARE = 0.5;
const CAREER_SHARE = 0.3;

export function selectQuestions(input: SelectionInput): Choice[] {
  return pickPage(rankQuestions(input), input.servedToday, input.count);
}

export function rankQuestions(input: RankingInput): Ranking {
  const { content, statuses, mastery, progress, now, mode } = input;
  const random = mulberry32(input.seed);
  const nowIso = now.toISOString();
  let validUntil = Number.POSITIVE_INFINITY;
  const out: Candidate[] = [];
  const subjectShare = new Map<string, number>();
  // Skill by skill: status, mastery and the prediction per difficulty are the skill's; only whether the student
  // saw the question, and the tie-breaking noise, are the question's own.
  for (const skill of content.skills) {
    const status = statuses.get(skill.id) ?? 'future';
    if (status === 'future') continue;
    const questions = content.questionsBySkill.get(skill.id);
    if (!questions) continue;
    const m = mastery.get(skill.id);
    const isReview = status === 'mastered';
    if (mode === 'move' && isReview && m?.review_due_at && m.review_due_at > nowIso) {
      // Not due yet: nothing of this skill for Move until it is (which ends this ranking's validity).
      validUntil = Math.min(validUntil, Date.parse(m.review_due_at));
      continue;
    }
    const p = m?.p_mastery ?? skill.params.p_init;
    const weight = input.subjectWeights?.get(skill.subject_id) ?? 0;
    const lean = weight * 0.15;
    subjectShare.set(skill.subject_name, SUBJECT_SHARE + CAREER_SHARE * weight);
    // Per difficulty (1–3): the prediction, and the cost before what the question itself adds (NaN: not served).
    const predicted = [0, 1, 2, 3].map((d) => (d === 0 ? 0 : questionSuccess(p, skill.params, d)));
    const baseCost = predicted.map((x, d) => (d === 0 ? Number.NaN : modeCost(mode, d, x) - lean));
    const rounded = predicted.map(round4);
    for (const q of questions) {
      const base = baseCost[q.difficulty]!;
      if (Number.isNaN(base)) continue;
      const seen = progress.get(q.id);
      // Prefer what the student has not seen, then what they got wrong last time, and not what they just did.
      const cost = base + (seen ? (seen.last_correct ? 0.25 : 0.1) : 0) + random() * 0.02;
      const q_source: QuestionSource = isReview ? 'review' : seen ? 'practice' : 'new';
      out.push({ question: q, q_source, question_mastery: rounded[q.difficulty]!, cost, isReview });
    }
  }
  const sorted = out.sort((a, b) => a.cost - b.cost);
  const withReviewSlots = mode === 'move';
  return {
    primary: withReviewSlots ? sorted.filter((c) => !c.isReview) : sorted,
    review: withReviewSlots ? sorted.filter((c) => c.isReview) : [],
    withReviewSlots,
    validUntil,
    subjectShare,
  };
}

/** How far a question of this difficulty and prediction is from what the mode serves; NaN when it serves none. */
function modeCost(mode: PagedMode, difficulty: number, predicted: number): number {
  if (mode === 'move') return distanceToBand(predicted, MOVE_TARGET.low, MOVE_TARGET.high);
  if (mode === 'punch') {
    if (difficulty !== 3 && distanceToBand(predicted, PUNCH_TARGET.low, PUNCH_TARGET.high) > 0.02)
      return Number.NaN;
    return (
      (difficulty === 3 ? 0 : 0.1) + Math.abs(predicted - (PUNCH_TARGET.low + PUNCH_TARGET.high) / 2) * 0.2
    );
  }
  if (difficulty !== 1 && predicted < CHILL_TARGET - 0.05) return Number.NaN;
  return (difficulty === 1 ? 0 : 0.1) + Math.abs(predicted - CHILL_TARGET) * 0.2;
}

/**
 * The next page from a ranking: the best questions not served today, interleaving subjects and skills (and Move's
 * reviews). Each pick takes the best candidate that keeps every rule; when none does, the rules are let go one at
 * a time, the least important first: the subjects' turns, then half a page per subject, then the run of a skill.
 */
export function pickPage(ranking: Ranking, servedToday: ReadonlySet<number>, count: number): Choice[] {
  const picked: Candidate[] = [];
  const used = new Set<number>();
  const perSubject = new Map<string, number>();
  const maxOf = (subject: string) => Math.ceil(count * (ranking.subjectShare.get(subject) ?? SUBJECT_SHARE));
  const isFree = (c: Candidate) => !servedToday.has(c.question.id) && !used.has(c.question.id);
  const pools = [ranking.primary, ranking.review];
  // Per pool, where its first free candidate may be: everything before is served or picked already.
  const starts = [0, 0];
  const firstFree = (pool: number, fits: (c: Candidate) => boolean): Candidate | undefined => {
    const list = pools[pool]!;
    let i = starts[pool]!;
    while (i < list.length && !isFree(list[i]!)) i++;
    starts[pool] = i;
    for (; i < list.length; i++) {
      const c = list[i]!;
      if (isFree(c) && fits(c)) return c;
    }
    return undefined;
  };
  while (picked.length < count) {
    const wantsReview = ranking.withReviewSlots && (picked.length + 1) % REVIEW_EVERY === 0;
    const order = wantsReview ? [1, 0] : [0, 1];
    const runSkill = runningSkill(picked);
    const lastSubject = picked.at(-1)?.question.subject_name;
    const notRun = (c: Candidate) => c.question.skill_id !== runSkill;
    const underCap = (c: Candidate) =>
      (perSubject.get(c.question.subject_name) ?? 0) < maxOf(c.question.subject_name);
    // Subjects take turns; one the student's careers lean to may follow itself (up to its larger share).
    const isLeaned = (ranking.subjectShare.get(lastSubject ?? '') ?? SUBJECT_SHARE) > SUBJECT_SHARE;
    const turn = (c: Candidate) =>
      notRun(c) && underCap(c) && (isLeaned || c.question.subject_name !== lastSubject);
    const mixed = (c: Candidate) => notRun(c) && underCap(c);
    // A practice slot keeps the mix before it takes a review; a due review keeps its slot even past half a page
    // (one question more). The run of a skill is kept longest.
    const [own, other] = order as [number, number];
    const tries: [number, (c: Candidate) => boolean][] = wantsReview
      ? [
          [own, turn],
          [own, mixed],
          [own, notRun],
          [other, turn],
          [other, mixed],
          [other, notRun],
          [own, () => true],
          [other, () => true],
        ]
      : [
          [own, turn],
          [own, mixed],
          [other, turn],
          [other, mixed],
          [own, notRun],
          [other, notRun],
          [own, () => true],
          [other, () => true],
        ];
    let next: Candidate | undefined;
    for (const [pool, fits] of tries) if ((next = firstFree(pool, fits))) break;
    if (!next) break;
    picked.push(next);
    used.add(next.question.id);
    perSubject.set(next.question.subject_name, (perSubject.get(next.question.subject_name) ?? 0) + 1);
  }
  return picked.map(({ question, q_source, question_mastery }) => ({ question, q_source, question_mastery }));
}

/** The skill of the last MAX_RUN picks when they all share one. */
function runningSkill(picked: readonly Candidate[]): number | undefined {
  if (picked.length < MAX_RUN) return undefined;
  const skill = picked[picked.length - 1]!.question.skill_id;
  for (let i = picked.length - MAX_RUN; i < picked.length - 1; i++)
    if (picked[i]!.question.skill_id !== skill) return undefined;
  return skill;
}

const distanceToBand = (x: number, low: number, high: number) =>
  x < low ? low - x : x > high ? x - high : 0;
