// Friends end to end: two students in two browsers become friends through search and a request,
// and the request reaches the other student without a reload.
import { expect, test } from '@playwright/test';
import { MSG } from '@quizring/contracts';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { createNamedMember } from '../support/api.ts';
import { seedSession } from '../support/session.ts';
import { expectToast } from '../support/ui.ts';

test('two students become friends through search and a request', async ({ browser, request }) => {
  const asha = await createNamedMember(request, 'Ashwini');
  const ravi = await createNamedMember(request, 'Ravindra');
  const aContext = await browser.newContext();
  const rContext = await browser.newContext();
  const aPage = await aContext.newPage();
  const rPage = await rContext.newPage();
  await seedSession(aPage, asha.session);
  await seedSession(rPage, ravi.session);

  await rPage.goto('/friends');
  await expect(rPage.getByRole('heading', { name: 'Your Friends' })).toBeVisible();
  await expect(rPage.getByText(MSG.noFriendsYet)).toBeVisible();

  await aPage.goto('/friends');
  await expectNoA11yViolations(aPage);
  const box = aPage.getByRole('combobox');
  await box.fill(ravi.student.username.slice(0, 2));
  await expect(aPage.getByRole('listbox')).toBeHidden();
  await box.fill(ravi.student.username);
  await box.press('Enter');
  const results = aPage.getByRole('listbox', { name: MSG.resultsFor(ravi.student.username) });
  await expect(results).toBeVisible();
  await results.getByRole('option', { name: /Ravindra/ }).click();
  await expectToast(aPage, MSG.friendRequestSent);
  await expect(aPage.getByRole('region', { name: 'Requests Sent' }).getByText(/Ravindra/)).toBeVisible();

  // The request reaches Ravindra's open page through his private realtime channel.
  const received = rPage.getByRole('region', { name: 'Friend Requests' });
  await expect(received.getByText(/Ashwini/)).toBeVisible({ timeout: 15_000 });
  await expectNoA11yViolations(rPage);
  await received.getByRole('button', { name: /Accept/ }).click();
  await expect(rPage.getByRole('region', { name: 'Your Friends' }).getByText(/Ashwini/)).toBeVisible();

  await aPage.reload();
  await expect(aPage.getByRole('region', { name: 'Your Friends' }).getByText(/Ravindra/)).toBeVisible();
  await box.fill(ravi.student.username);
  await box.press('Enter');
  await aPage.getByRole('option', { name: /Ravindra/ }).click();
  await expectToast(aPage, MSG.alreadyFriends);
  await aContext.close();
  await rContext.close();
});
