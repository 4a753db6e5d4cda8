// The quiz modes end to end (issue 3 §5): Move through its 5-answer summary and 25-answer 'Move Complete!',
// a Punch round of 7, Chill, and five timeouts to 'Move up to continue' — on the real server and content.
import { expect, test } from '@playwright/test';
import { ADVANCE_AFTER_TIMEOUT_MS, MSG, QUESTION_TIME_MS } from '@quizring/contracts';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { createStudent, dashboard } from '../support/api.ts';
import { answerCurrent, dialog, QUIZ, startQuiz } from '../support/quiz.ts';
import { seedSession } from '../support/session.ts';
import { expectPath } from '../support/ui.ts';

test.describe('quiz modes', () => {
  test('Move: a summary every 5 answers and Move Complete! at 25, all recorded', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const { session } = await createStudent(request, 'member');
    await seedSession(page, session);
    await page.clock.install();
    await page.goto('/move');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoA11yViolations(page);
    await startQuiz(page);
    await expectNoA11yViolations(page);

    for (let answered = 1; answered <= 25; answered++) {
      await answerCurrent(page);
      if (answered % 5 === 0 && answered < 25) {
        const summary = dialog(page, QUIZ.lastFive);
        await expect(summary).toBeVisible();
        await expect(summary.getByRole('listitem')).toHaveCount(5);
        if (answered === 5) await expectNoA11yViolations(page);
        await summary.getByRole('button', { name: QUIZ.keepGoing }).click();
      }
    }
    const complete = dialog(page, MSG.moveComplete);
    await expect(complete).toBeVisible();
    await expect(complete.getByText('7 punches unlocked')).toBeVisible();
    await complete.getByRole('button', { name: MSG.goToPunch }).click();
    await expect(complete.getByText('Punch is coming next.')).toBeVisible();
    await complete.getByRole('button', { name: MSG.continueMove }).click();
    await expect(complete).toBeHidden();

    // Every answer reached the server, counted once.
    await expect.poll(async () => (await dashboard(request, session)).total_attempts).toBe(25);
    const dash = await dashboard(request, session);
    expect(dash.today_attempts_by_difficulty.move_mix).toBe(25);
  });

  test('Punch: a round of 7 hard questions', async ({ page, request }) => {
    const { session } = await createStudent(request, 'member');
    await seedSession(page, session);
    await page.clock.install();
    await page.goto('/punch');
    await startQuiz(page);
    for (let i = 0; i < 7; i++) await answerCurrent(page);
    const round = dialog(page, QUIZ.roundComplete);
    await expect(round).toBeVisible();
    await expect(round.getByText('7 chills unlocked')).toBeVisible();
    await expectNoA11yViolations(page);
    await round.getByRole('button', { name: QUIZ.continue, exact: true }).click();
    await expect(round).toBeHidden();
    await expect
      .poll(async () => (await dashboard(request, session)).today_attempts_by_difficulty.punch_hard)
      .toBe(7);
  });

  test('Chill: a round of 7 easy questions, then home', async ({ page, request }) => {
    const { session } = await createStudent(request, 'member');
    await seedSession(page, session);
    await page.clock.install();
    await page.goto('/chill');
    await startQuiz(page);
    for (let i = 0; i < 7; i++) await answerCurrent(page);
    const round = dialog(page, QUIZ.roundComplete);
    await expect(round).toBeVisible();
    await round.getByRole('link', { name: 'Go Home' }).click();
    await expectPath(page, '/dashboard');
    await expect
      .poll(async () => (await dashboard(request, session)).today_attempts_by_difficulty.chill_easy)
      .toBe(7);
  });

  test('five timeouts in a row bring the Move up to continue prompt', async ({ page, request }) => {
    const { session } = await createStudent(request, 'member');
    await seedSession(page, session);
    await page.clock.install();
    await page.goto('/move');
    await startQuiz(page);
    for (let i = 1; i <= 5; i++) {
      await expect(page.getByText(`Question ${i}`, { exact: true })).toBeVisible();
      await page.clock.runFor(QUESTION_TIME_MS + 100);
      if (i < 5) await page.clock.runFor(ADVANCE_AFTER_TIMEOUT_MS + 100);
    }
    const prompt = dialog(page, MSG.moveUpToContinue);
    await expect(prompt).toBeVisible();
    await expectNoA11yViolations(page);
    await prompt.getByRole('button', { name: QUIZ.continue, exact: true }).click();
    await expect(prompt).toBeHidden();
    // Five results are also Move's five-answer summary, all timed out.
    const summary = dialog(page, QUIZ.lastFive);
    await expect(summary.getByText('Timed out')).toHaveCount(5);
    await summary.getByRole('button', { name: QUIZ.keepGoing }).click();
    await expect(page.getByText('Question 6', { exact: true })).toBeVisible();
    // Timeouts are not attempts.
    expect((await dashboard(request, session)).total_attempts).toBe(0);
  });
});
