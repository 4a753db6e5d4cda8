// The end of a Ring and who may join one, in real browsers on the real realtime server: the first
// player to finish sees who is still answering and the standings so far, then the final standings without a
// reload; an uninvited friend of the host may join from the waiting room, a stranger is told why not.
import { expect, test, type Page } from '@playwright/test';
import { MSG } from '@quizring/contracts';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { createNamedMember, makeFriends } from '../support/api.ts';
import { createRing, joinRing, startRing } from '../support/learner-api.ts';
import { seedSession } from '../support/session.ts';
import { path } from '../support/ui.ts';

/**
 * Answers `count` questions of the live quiz with their first option (all that are left when `count` is omitted),
 * waiting for each verdict: whichever question is on screen, as a slow player whose time ran out on one would.
 */
async function play(page: Page, count = Number.POSITIVE_INFINITY): Promise<void> {
  // An option of a question still open: after an answer they stay, disabled, until the next question.
  const option = page.locator('article button:not([aria-disabled="true"])').first();
  const done = page.getByText(MSG.calculatingResults);
  for (let n = 0; n < count; n++) {
    await expect(option.or(done)).toBeVisible({ timeout: 15_000 });
    if (await done.isVisible()) return;
    const accepted = page.waitForResponse(
      (r) => r.url().endsWith('/answer') && r.request().method() === 'POST',
    );
    await option.click();
    expect((await accepted).status()).toBe(200);
  }
}

test('the first to finish sees who is still answering, then the final standings without a reload', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const host = await createNamedMember(request, 'Ishaan');
  const guest = await createNamedMember(request, 'Zoya');
  const third = await createNamedMember(request, 'Farhan');
  await makeFriends(request, host.session, guest.session);
  await makeFriends(request, host.session, third.session);
  const sessionId = await createRing(request, host.session, [guest.session, third.session]);
  for (const s of [guest, third]) await joinRing(request, s.session, sessionId);

  // Everyone in the waiting room when the host starts: the start takes them all to the first question at once.
  const pages: Page[] = [];
  for (const s of [host, guest, third]) {
    const page = await (await browser.newContext()).newPage();
    await seedSession(page, s.session);
    await page.goto(`/ring/waiting/${sessionId}`);
    await expect(page.getByRole('heading', { name: /^Participants/ })).toBeVisible();
    pages.push(page);
  }
  const [hPage, gPage, tPage] = pages as [Page, Page, Page];
  await startRing(request, host.session, sessionId);
  for (const page of pages) await expect.poll(() => path(page)).toBe(`/ring/${sessionId}`);
  const total = Number(
    (await hPage.getByText(/^Question 1 \/ \d+$/).textContent())?.split(' / ')[1] ?? Number.NaN,
  );

  // The host answers everything first.
  await play(hPage);
  await expect(hPage.getByText(MSG.calculatingResults)).toBeVisible();
  const standings = hPage.getByRole('region', { name: 'Standings so far' });
  await expect(standings.getByText('2 players are still answering.')).toBeVisible();
  await expect(standings.getByRole('listitem').filter({ hasText: 'Zoya' })).toContainText(
    `Answering · 0 of ${total}`,
  );
  await expectNoA11yViolations(hPage);

  // The others play; the host's standings follow them as they answer.
  await play(gPage, 3);
  await expect(standings.getByRole('listitem').filter({ hasText: 'Zoya' })).toContainText(
    `Answering · 3 of ${total}`,
  );
  await Promise.all([play(tPage), play(gPage)]);

  // The finish reaches everyone: the final standings, nobody still answering, no reload.
  for (const page of pages) {
    await expect.poll(() => path(page), { timeout: 20_000 }).toBe(`/ring/leaderboard/${sessionId}`);
    const all = page.getByRole('list', { name: 'All players' });
    await expect(all.getByRole('listitem')).toHaveCount(3);
    await expect(page.getByText(/these are the results so far/)).toBeHidden();
    await expect(all).not.toContainText('answering');
  }
  const scores = async (page: Page) =>
    (await page.getByRole('list', { name: 'All players' }).textContent()) ?? '';
  expect(await scores(gPage)).toBe(await scores(hPage));
  expect(await scores(tPage)).toBe(await scores(hPage));
});

test('an uninvited friend of the host may join from the waiting room; a stranger is told why not', async ({
  browser,
  request,
}) => {
  const host = await createNamedMember(request, 'Rehana');
  const invitee = await createNamedMember(request, 'Dev');
  const friend = await createNamedMember(request, 'Priya');
  const stranger = await createNamedMember(request, 'Kabir');
  await makeFriends(request, host.session, invitee.session);
  await makeFriends(request, host.session, friend.session);
  const bearer = { Authorization: `Bearer ${host.session.token}` };
  const topics = (await (await request.get('/api/ring-sessions/topics', { headers: bearer })).json()) as {
    data: { topics: { id: number; question_count: number }[] };
  };
  const created = await request.post('/api/ring-sessions', {
    headers: bearer,
    data: {
      topic_id: topics.data.topics.find((t) => t.question_count > 0)!.id,
      invited_user_ids: [invitee.session.user.id],
    },
  });
  const sessionId = ((await created.json()) as { data: { session: { id: number } } }).data.session.id;

  const friendPage = await (await browser.newContext()).newPage();
  await seedSession(friendPage, friend.session);
  await friendPage.goto(`/ring/waiting/${sessionId}`);
  await friendPage.getByRole('button', { name: 'Join', exact: true }).click();
  const list = friendPage.getByRole('list', { name: /^Participants/ });
  await expect(list.getByRole('listitem').filter({ hasText: 'Priya' })).toContainText('Joined');

  const strangerPage = await (await browser.newContext()).newPage();
  await seedSession(strangerPage, stranger.session);
  await strangerPage.goto(`/ring/waiting/${sessionId}`);
  const refusal = strangerPage.getByRole('alert');
  await expect(refusal.getByRole('heading', { name: MSG.ringRefusedTitle })).toBeVisible();
  await expect(strangerPage.getByText(MSG.failedToLoadSession)).toHaveCount(0);
  await expectNoA11yViolations(strangerPage);
  await refusal.getByRole('link', { name: MSG.backToHome }).click();
  await expect.poll(() => path(strangerPage)).toBe('/dashboard');
});
