import { FOCUS_MAX, FOCUS_MIN } from '@quizring/contracts';

/** Focus is an integer from 0 to 100. */
export const clampFocus = (n: number) =>
  Number.isFinite(n) ? Math.min(FOCUS_MAX, Math.max(FOCUS_MIN, Math.round(n))) : FOCUS_MIN;
