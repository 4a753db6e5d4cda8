// What a screen reader hears of a question's countdown: not every tick, only a few marks on the way down.

/** Seconds left at which the countdown is read out, largest first. */
export const ANNOUNCED_SECONDS = [30, 10, 5] as const;

export const secondsLeft = (seconds: number) => `${seconds} seconds left`;

/**
 * The last mark crossed ('10 seconds left'), or '' before the first one and once time is up. Marks at or above the
 * full time are skipped, so a 30 s Ring question does not open with '30 seconds left'. The text changes only when
 * a mark is crossed, which is what makes a live region read it then and only then.
 */
export function countdownAnnouncement(remainingMs: number, totalMs: number): string {
  if (remainingMs <= 0) return '';
  let crossed: number | undefined;
  for (const seconds of ANNOUNCED_SECONDS) {
    if (seconds * 1000 < totalMs && remainingMs <= seconds * 1000) crossed = seconds;
  }
  return crossed === undefined ? '' : secondsLeft(crossed);
}
