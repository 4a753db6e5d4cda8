// Driving a quiz screen: keys 1–5 answer (the spec's keyboard rule), the clock jumps over the delays.
import { expect, type Page } from '@playwright/test';
import { ADVANCE_AFTER_WRONG_MS } from '@quizring/contracts';

export const QUIZ = {
  start: 'Start',
  keepGoing: 'Keep Going',
  lastFive: 'Your last 5',
  roundComplete: 'Round Complete',
  quizComplete: 'Quiz Complete',
  continue: 'Continue',
} as const;

export async function startQuiz(page: Page): Promise<void> {
  // The intro card of the quiz itself: while a lazy route loads, the previous page (and its own Start button, as on
  // the learning path's skill dialog) can still be on screen.
  await expect(page.getByText(/Press and hold anywhere to pause/)).toBeVisible();
  const start = page.getByRole('button', { name: QUIZ.start, exact: true });
  await expect(start).toBeEnabled();
  await start.click();
  await expect(page.getByRole('timer', { name: 'Time left' })).toBeVisible();
}

export const nextButton = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });

/**
 * Goes on from the answer on screen: Next after a wrong answer or a timeout (the answer and its explanation stay
 * until then), otherwise the clock past the wait after a right answer (or one saved offline).
 */
export async function goOn(page: Page): Promise<void> {
  if (await nextButton(page).isVisible()) await nextButton(page).click();
  else await page.clock.runFor(ADVANCE_AFTER_WRONG_MS + 100);
}

/** Answers the question on screen with its first option, waits for the verdict and goes on. */
export async function answerCurrent(page: Page): Promise<void> {
  const firstOption = page.locator('button[aria-keyshortcuts="1"]');
  await expect(firstOption).toBeVisible();
  await expect(firstOption).not.toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('1');
  await expect(page.getByRole('article').getByRole('status').filter({ hasText: /\S/ })).toBeVisible();
  await goOn(page);
}

export function dialog(page: Page, name: string) {
  return page.getByRole('dialog', { name });
}
