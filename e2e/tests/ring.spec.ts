// The Ring end to end, three students in three browsers: the host creates a Ring, an invitee gets
// the popup and joins, a third joins from the waiting room, the host starts, everyone plays and sees the others'
// answers flash, the third reloads mid-ring and resumes, all land on the same leaderboard; a second create meets the
// cooldown dialog.
import { expect, test, type Page } from '@playwright/test';
import { MSG } from '@quizring/contracts';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { createNamedMember, makeFriends } from '../support/api.ts';
import { seedSession } from '../support/session.ts';
import { path } from '../support/ui.ts';

/** Picks the first option of the question on screen; the server must take the answer. */
async function answer(page: Page, questionNumber: number, total: number): Promise<void> {
  await expect(page.getByText(`Question ${questionNumber} / ${total}`)).toBeVisible({ timeout: 15_000 });
  // The verdict shows for under a second before the next question: wait for the server's answer, not the text.
  const accepted = page.waitForResponse(
    (r) => r.url().endsWith('/answer') && r.request().method() === 'POST',
  );
  await page.getByRole('article').getByRole('button').first().click();
  expect((await accepted).status()).toBe(200);
}

test('three friends play a Ring together', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const host = await createNamedMember(request, 'Harini');
  const guest = await createNamedMember(request, 'Gautam');
  const third = await createNamedMember(request, 'Tanvi');
  await makeFriends(request, host.session, guest.session);
  await makeFriends(request, host.session, third.session);

  const pages: Page[] = [];
  for (const s of [host, guest, third]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await seedSession(page, s.session);
    pages.push(page);
  }
  const [hPage, gPage, tPage] = pages as [Page, Page, Page];

  // The guest waits on the dashboard; the invitation must reach them there.
  await gPage.goto('/dashboard');
  await expect(gPage.getByRole('heading', { name: /Welcome back/ })).toBeVisible();

  // Lobby: invite both friends, choose a topic, create.
  await hPage.goto('/ring/new');
  await expect(hPage.getByRole('heading', { level: 1, name: 'Create a Ring' })).toBeVisible();
  await expectNoA11yViolations(hPage);
  const friends = hPage.getByRole('list', { name: 'Friends' });
  await friends.getByRole('button', { name: /Gautam/ }).click();
  await friends.getByRole('button', { name: /Tanvi/ }).click();
  await hPage.getByRole('button', { name: 'Choose Topic' }).click();
  const topics = hPage.getByRole('dialog', { name: 'Choose Topic' });
  await expect(topics).toBeVisible();
  await topics.getByRole('group', { name: 'Topics' }).getByRole('button').first().click();
  await topics.getByRole('button', { name: 'Done' }).click();
  await hPage.getByRole('button', { name: 'Create Session' }).click();
  await expect.poll(() => path(hPage)).toMatch(/^\/ring\/waiting\/\d+$/);
  const sessionId = path(hPage).split('/').pop()!;
  await expect(hPage.getByRole('heading', { level: 1, name: `Ring #${sessionId}` })).toBeVisible();
  await expectNoA11yViolations(hPage);
  await expect(hPage.getByRole('button', { name: MSG.startSession })).toBeDisabled();

  // The guest's invitation popup: View ring details joins and opens the waiting room.
  const popup = gPage.getByRole('dialog', { name: MSG.ringInvitation });
  await expect(popup).toBeVisible({ timeout: 15_000 });
  await expect(popup.getByText(MSG.invitedYou('Harini Student'), { exact: true })).toBeVisible();
  await popup.getByRole('button', { name: MSG.viewRingDetails }).click();
  await expect.poll(() => path(gPage)).toBe(`/ring/waiting/${sessionId}`);
  await expect(gPage.getByText(MSG.waitingForHost)).toBeVisible();

  // The third student joins from the waiting room.
  await tPage.goto(`/ring/waiting/${sessionId}`);
  await tPage.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(tPage.getByText(MSG.waitingForHost)).toBeVisible();

  // The host sees both joined and starts; everyone is taken to the live quiz.
  await expect(hPage.getByRole('button', { name: MSG.startSession })).toBeEnabled({ timeout: 15_000 });
  await hPage.getByRole('button', { name: MSG.startSession }).click();
  for (const page of pages)
    await expect.poll(() => path(page), { timeout: 15_000 }).toBe(`/ring/${sessionId}`);
  await expect(hPage.getByText(/Question 1 \/ \d+/)).toBeVisible();
  const total = Number((await hPage.getByText(/Question 1 \/ \d+/).textContent())!.split('/')[1]);
  await expectNoA11yViolations(hPage);

  for (let q = 1; q <= total; q++) {
    await answer(hPage, q, total);
    if (q === 1) {
      // The others see the host's answer flash.
      for (const page of [gPage, tPage])
        await expect(page.getByText(/^Harini Student (got it!|missed)$/)).toBeVisible({ timeout: 10_000 });
    }
    await answer(gPage, q, total);
    if (q === 1)
      await expect(hPage.getByText(/^Gautam Student (got it!|missed)$/)).toBeVisible({ timeout: 10_000 });
    await answer(tPage, q, total);
    if (q === 2) {
      // A reload mid-ring resumes at the first unanswered question.
      await tPage.reload();
      await expect(tPage.getByText(`Question 3 / ${total}`)).toBeVisible({ timeout: 15_000 });
    }
  }

  // Everyone lands on the same leaderboard.
  for (const page of pages) {
    await expect.poll(() => path(page), { timeout: 60_000 }).toBe(`/ring/leaderboard/${sessionId}`);
    const everyone = page.getByRole('list', { name: 'All players' });
    for (const name of ['Harini Student', 'Gautam Student', 'Tanvi Student'])
      await expect(everyone.getByText(name)).toBeVisible();
    await expect(everyone.getByText(/Score: \d+ \/ \d+ \(\d+%\)/)).toHaveCount(3);
  }
  await expectNoA11yViolations(hPage);

  // A second ring straight away meets the cooldown.
  await hPage.goto('/ring/new');
  await hPage
    .getByRole('list', { name: 'Friends' })
    .getByRole('button', { name: /Gautam/ })
    .click();
  await hPage.getByRole('button', { name: 'Choose Topic' }).click();
  await hPage
    .getByRole('dialog', { name: 'Choose Topic' })
    .getByRole('group', { name: 'Topics' })
    .getByRole('button')
    .first()
    .click();
  await hPage.getByRole('dialog', { name: 'Choose Topic' }).getByRole('button', { name: 'Done' }).click();
  await hPage.getByRole('button', { name: 'Create Session' }).click();
  const cooldown = hPage.getByRole('dialog', { name: MSG.pleaseWaitABit });
  await expect(cooldown).toBeVisible();
  await expect(cooldown.getByRole('timer')).toHaveText(/^\d{2}:\d{2}$/);
  await expectNoA11yViolations(hPage);
  for (const page of pages) await page.context().close();
});
