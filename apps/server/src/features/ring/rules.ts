// The server's timing and scoring rules of a ring (the spec gives the client's side: 30 s per question,
// 700/1100 ms pauses after an answer, the 60 s join window).
import { QUESTION_TIME_MS, RING_DEADLINE_GRACE_S, RING_QUESTION_TIME_MS } from '@quizring/contracts';

/** A ring nobody started lapses after this long, so its host is not held by the cooldown forever. */
export const RING_PENDING_TTL_MS = 15 * 60_000;

/** Decision 0009: the Ring adds its own points to the score, per right answer. */
export const RING_SCORE_PER_CORRECT = 10;

/** How often the sweep looks for rings that are due to finish or lapse. */
export const RING_SWEEP_INTERVAL_MS = 5_000;

/**
 * A question left unanswered counts this long in the ranking's time: a quiz question's full 45 s, longer than any
 * Ring answer can take (30 s), so a player who answers ranks above one who does not at the same number right.
 */
export const RING_UNANSWERED_MS = QUESTION_TIME_MS;

const GRACE_MS = RING_DEADLINE_GRACE_S * 1000;
/** One question on the client: its 30 s plus the longest pause before the next one (1100 ms after a wrong answer). */
const QUESTION_SLOT_MS = RING_QUESTION_TIME_MS + 1_100;

export const deadlineFor = (startedAt: Date, questions: number) =>
  new Date(startedAt.getTime() + questions * RING_QUESTION_TIME_MS + GRACE_MS);

/**
 * The latest time a participant can still be answering: from `from` (their last answer, or when they joined a
 * running ring) the client shows each of the `remaining` questions for at most its 30 s, then the grace for latency
 * and reloads; never later than the ring's deadline. Once everyone's time is up, the ring can finish early.
 */
export function doneBy(from: Date, remaining: number, deadline: Date): Date {
  const t = from.getTime() + remaining * QUESTION_SLOT_MS + GRACE_MS;
  return new Date(Math.min(t, deadline.getTime()));
}

/** Answer time as the server sees it: since the player's previous answer (or start), at most one question's time. */
export function answerTimeMs(now: Date, since: Date): number {
  return Math.max(0, Math.min(RING_QUESTION_TIME_MS, now.getTime() - since.getTime()));
}
