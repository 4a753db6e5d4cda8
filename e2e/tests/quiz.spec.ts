// The quiz modes end to end: Move through its 5-answer summary and 25-answer 'Move Complete!',
// a Punch round of 7, Chill, and five timeouts to 'Move up to continue' — on the real server and content.
import { expect, test } from '@playwright/test';
import { MSG, QUESTION_TIME_MS } from '@quizring/contracts';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { createStudent, dashboard } from '../support/api.ts';
import { answerCurrent, dialog, nextButton, QUIZ, startQuiz } from '../support/quiz.ts';
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
    await expect(complete.getByText('Punch is coming next.')).toBeVisible();
    await expect(complete.getByRole('link', { name: MSG.goToPunch })).toHaveAttribute('href', '/punch');
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

  test('a wrong answer keeps its answer and explanation on screen until the student goes on', async ({
    page,
    request,
  }) => {
    const { session } = await createStudent(request, 'member');
    await seedSession(page, session);
    await page.clock.install();
    await page.goto('/chill');
    await startQuiz(page);
    const verdict = page.getByRole('article').getByRole('status');
    const firstOption = page.locator('button[aria-keyshortcuts="1"]');
    // The page does not know the answers: option 1 until one is wrong (a right one moves on by itself).
    for (let tries = 0; tries < 7; tries++) {
      await expect(firstOption).not.toHaveAttribute('aria-disabled', 'true');
      await page.keyboard.press('1');
      await expect(verdict).toHaveText(/^(Correct!|Not quite\. The answer is )/);
      if (!(await nextButton(page).isVisible())) {
        await page.clock.runFor(1_000);
        continue;
      }
      const question = await page.getByRole('article').getByRole('heading', { level: 2 }).textContent();
      const shown = await verdict.textContent();
      // Long after the spec's 1100 ms it is all still there, and Next has the focus.
      await page.clock.runFor(30_000);
      await expect(verdict).toHaveText(shown ?? '');
      await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(question ?? '');
      await expect(nextButton(page)).toBeFocused();
      await expectNoA11yViolations(page);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('article').getByRole('heading', { level: 2 })).not.toHaveText(
        question ?? '',
      );
      return;
    }
    throw new Error('option 1 was right seven times in a row');
  });

  test('a mode opened again the same day goes on with new questions; a reload before answering keeps them', async ({
    page,
    request,
  }) => {
    const { session } = await createStudent(request, 'member');
    await seedSession(page, session);
    await page.clock.install();
    const heading = page.getByRole('article').getByRole('heading', { level: 2 });
    await page.goto('/punch');
    await startQuiz(page);
    const first = await heading.textContent();
    await page.reload();
    await startQuiz(page);
    await expect(heading).toHaveText(first ?? '');

    const answered = new Set<string>();
    for (let i = 0; i < 3; i++) {
      answered.add((await heading.textContent()) ?? '');
      await answerCurrent(page);
    }
    await page.goto('/dashboard');
    await page.goto('/punch');
    await startQuiz(page);
    expect(answered.has((await heading.textContent()) ?? '')).toBe(false);
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
      // The answer of a timed-out question stays until the student goes on.
      if (i < 5) await nextButton(page).click();
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
