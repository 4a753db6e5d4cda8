// Learning end to end: a Skill quiz started from the learning path, a Topic quiz started from a subject
// page, then the results, dashboard and leaderboard pages showing those attempts.
import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { createStudent, dashboard } from '../support/api.ts';
import { answerCurrent, dialog, QUIZ, startQuiz } from '../support/quiz.ts';
import { seedSession } from '../support/session.ts';
import { expectPath, path } from '../support/ui.ts';

test('a student practises from the learning path and a subject page, then sees it everywhere', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { session } = await createStudent(request, 'member');
  await seedSession(page, session);
  await page.clock.install();

  // Learning path → an up-next skill → Start → the Skill quiz.
  await page.goto('/learning-path');
  await expect(page.getByText('Mastery target 85%')).toBeVisible();
  await expectNoA11yViolations(page);
  await page
    .getByRole('button', { name: /, Up next, / })
    .first()
    .click();
  const detail = page.getByRole('dialog');
  await expect(detail).toBeVisible();
  await expectNoA11yViolations(page);
  await detail.getByRole('button', { name: 'Start', exact: true }).click();
  await expect.poll(() => path(page)).toMatch(/^\/skill\/\d+$/);
  await startQuiz(page);
  for (let i = 0; i < 10; i++) await answerCurrent(page);
  const skillSummary = dialog(page, QUIZ.quizComplete);
  await expect(skillSummary).toBeVisible();
  await expectNoA11yViolations(page);
  await expect.poll(async () => (await dashboard(request, session)).total_attempts).toBe(10);

  // A subject page → a topic → the Topic quiz.
  await page.goto('/subject/Science');
  await expect(page.getByRole('button', { name: /^Chapter 1: / })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Search Topics' }).click();
  const search = page.getByRole('dialog', { name: 'Search Topics' });
  await expect(search).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(search).toBeHidden();
  await page.getByRole('list', { name: 'Topics' }).getByRole('link').first().click();
  await expect.poll(() => path(page)).toMatch(/^\/topic-quiz\/\d+\/\d+$/);
  await startQuiz(page);
  for (let i = 0; i < 10; i++) await answerCurrent(page);
  await expect(dialog(page, QUIZ.quizComplete)).toBeVisible();
  await expect.poll(async () => (await dashboard(request, session)).total_attempts).toBe(20);
  await page.clock.resume();

  // Results, dashboard and leaderboard show those 20 attempts.
  await page.goto('/results');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Attempts', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('20', { exact: true }).first()).toBeVisible();
  await expectNoA11yViolations(page);

  await page.goto('/dashboard');
  const stats = page.getByRole('region', { name: 'Your stats' });
  await expect(stats.getByText('Total Attempts')).toBeVisible();
  await expect(stats.getByText('20', { exact: true })).toBeVisible();

  await page.goto('/leaderboard');
  await expect(page.getByRole('heading', { name: 'Top Performers' })).toBeVisible();
  await expect(page.getByText(session.user.fullname).first()).toBeVisible();
  await expectNoA11yViolations(page);
  await expectPath(page, '/leaderboard');
});
