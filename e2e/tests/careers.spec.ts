// Career preferences and focus end to end.
import { expect, test } from '@playwright/test';
import { MSG } from '@quizring/contracts';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { careerTree, createStudent } from '../support/api.ts';
import { seedSession } from '../support/session.ts';

test('a student picks careers, uses an update, and adjusts the focus', async ({ page, request }) => {
  const { session } = await createStudent(request, 'member');
  await seedSession(page, session);
  await page.goto('/settings/career');
  await expect(page.getByRole('heading', { level: 1, name: 'Career Preferences' })).toBeVisible();
  await expectNoA11yViolations(page);

  const chips = page.locator('main').getByRole('button', { pressed: false });
  await chips.nth(0).click();
  await chips.nth(0).click();
  await page.getByRole('button', { name: 'Save' }).click();
  const confirm = page.getByRole('dialog', { name: MSG.useOneUpdate });
  await expect(confirm).toBeVisible();
  await expectNoA11yViolations(page);
  await confirm.getByRole('button', { name: MSG.useUpdate }).click();
  await expect(confirm).toBeHidden();
  await expect.poll(async () => (await careerTree(request, session)).selected_career_ids.length).toBe(2);
  expect((await careerTree(request, session)).career_update_count).toBe(1);

  // A 4th career only by replacing one.
  await chips.nth(0).click();
  const fourth = page.locator('main').getByRole('button', { pressed: false }).nth(0);
  await fourth.click();
  await expect(page.getByRole('dialog', { name: MSG.replaceSelectedCareer })).toBeVisible();
  await page
    .getByRole('dialog', { name: MSG.replaceSelectedCareer })
    .getByRole('button', { name: 'Cancel' })
    .click();

  // The same page at its other address.
  await page.goto('/career/preferences');
  await expect(page.getByRole('heading', { level: 1, name: 'Career Preferences' })).toBeVisible();

  await page.goto('/settings/career-focus');
  await expect(page.getByRole('heading', { level: 1, name: 'Adjust Focus' })).toBeVisible();
  await expectNoA11yViolations(page);
  const slider = page.getByRole('slider');
  const before = Number(await slider.inputValue());
  await page.getByRole('button', { name: '+5% career focus' }).click();
  await expect(slider).toHaveValue(String(Math.min(100, before + 5)));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect
    .poll(async () => (await careerTree(request, session)).career_focus_percent)
    .toBe(Math.min(100, before + 5));
});
