// Accounts end to end: sign up → profile completion → membership purchase in the sandbox checkout,
// the three ways to sign in, every rule of the route table, sign out, and a revoked token.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { MSG, PLAN_PRICE_INR } from '@quizring/contracts';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { createStudent, latestOtp, login, logout, newStudent } from '../support/api.ts';
import { DEMO, DEMO_PASSWORD } from '../support/demo-accounts.ts';
import { seedSession, storedToken, storedUser } from '../support/session.ts';
import {
  TEXT,
  checkoutDialog,
  completeProfileInUi,
  continueButton,
  createAccountButton,
  expectDashboard,
  expectPath,
  expectToast,
  fillSignupContact,
  fillSignupNames,
  fillSignupPassword,
  openCheckout,
  otpField,
  payInSandboxCheckout,
  purchaseButton,
  requestOtp,
  signInWithPassword,
  submitOtp,
} from '../support/ui.ts';

/** Toasts appear from the top of their container down: it must start below the control. */
async function expectToastsBelow(page: Page, control: Locator): Promise<void> {
  const box = await control.boundingBox();
  const toasts = await page.locator('.app-toaster').boundingBox();
  expect(box && toasts, 'the control and the toasts are on screen').toBeTruthy();
  expect(toasts!.y).toBeGreaterThanOrEqual(box!.y + box!.height);
}

test.describe('sign up and membership', () => {
  test('a new student signs up, completes the profile, pays in the sandbox checkout and reaches the dashboard', async ({
    page,
  }) => {
    const student = newStudent();
    await page.goto('/signup');
    await expectNoA11yViolations(page);

    // Step 1: Continue only once both names are non-empty after trimming.
    await expect(continueButton(page)).toBeDisabled();
    await page.getByLabel(/first name/i).fill('   ');
    await page.getByLabel(/last name/i).fill('   ');
    await expect(continueButton(page)).toBeDisabled();
    await fillSignupNames(page, student);
    await continueButton(page).click();

    await fillSignupContact(page, student);
    await expectNoA11yViolations(page);
    await continueButton(page).click();

    await fillSignupPassword(page, student);
    await expectNoA11yViolations(page);
    await createAccountButton(page).click();
    await expectToast(page, MSG.signupSuccessful);

    // Signup sends to /dashboard, and the incomplete profile sends on to the profile completion step.
    await expectPath(page, '/onboarding');
    // The step's own page, not the loading screen before it (its chunk may still be on the way).
    await expect(page.getByRole('heading', { name: TEXT.almostThere })).toBeVisible();
    await expectNoA11yViolations(page);
    await completeProfileInUi(page, student.username);

    // A complete profile without a membership lands on the purchase page.
    await expectPath(page, '/subscribe');
    await expect(page.getByText(TEXT.planName).first()).toBeVisible();
    const price = new RegExp(`${PLAN_PRICE_INR}|${PLAN_PRICE_INR.toLocaleString('en-IN')}`);
    await expect(page.getByText(price).first()).toBeVisible();
    await expectNoA11yViolations(page);

    // Closing the checkout returns to idle: still on /subscribe, and buying is possible again.
    await openCheckout(page);
    await expectNoA11yViolations(page);
    await checkoutDialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(checkoutDialog(page)).toBeHidden();
    await expectPath(page, '/subscribe');
    await expect(purchaseButton(page)).toBeEnabled();

    await payInSandboxCheckout(page);
    await expectDashboard(page);
    await expectNoA11yViolations(page);

    // The membership is real: a fresh start of the app keeps the student on the dashboard.
    await page.reload();
    await expectDashboard(page);
  });

  test('signup checks the mobile number and the referral at step 2, where they are typed', async ({
    page,
  }) => {
    const student = newStudent();
    await page.goto('/signup');
    await fillSignupNames(page, student);
    await continueButton(page).click();
    await fillSignupContact(page, { ...student, mobile: '98765-43210' });
    await expect(page.getByText('The mobile number may contain digits only.')).toBeVisible();
    await expect(continueButton(page)).toBeDisabled();
    await page.getByRole('textbox', { name: /mobile/i }).fill(student.mobile);

    const referral = page.getByLabel(/referral/i);
    await referral.fill('nobodyhasthisname');
    await continueButton(page).click();
    await expect(page.getByText(MSG.referralUnknown)).toBeVisible();
    await expect(referral).toBeFocused();
    await expectNoA11yViolations(page);
    await referral.fill(DEMO.asha.username);
    await continueButton(page).click();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  });

  test('after paying, the student returns to the page they came from', async ({ page, request }) => {
    const { session } = await createStudent(request, 'no-membership');
    await seedSession(page, session);
    await page.goto('/profile');
    await expectPath(page, '/subscribe');

    await payInSandboxCheckout(page);
    await expectPath(page, '/profile');
    await expectToast(page, MSG.paymentSuccessful);
  });

  test('a member extending on /membership returns to the page they opened it from', async ({
    page,
    request,
  }) => {
    const { session } = await createStudent(request, 'member');
    await seedSession(page, session);
    await page.goto('/results');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Membership' }).click();
    await expectPath(page, '/membership');
    await page.getByRole('button', { name: 'Extend by a year' }).click();
    await checkoutDialog(page)
      .getByRole('button', { name: /^pay\b/i })
      .click();
    await expectPath(page, '/results');
    await expectToast(page, MSG.paymentSuccessful);
  });
});

test.describe('sign in', () => {
  test('with email and password', async ({ page }) => {
    await page.goto('/login');
    await expectNoA11yViolations(page);
    await signInWithPassword(page, DEMO.student.email, DEMO_PASSWORD);
    await expectToast(page, MSG.loginSuccessful);
    await expectDashboard(page);
    expect(await storedToken(page)).toBeTruthy();
    expect(JSON.parse((await storedUser(page)) ?? '{}')).toMatchObject({ username: DEMO.student.username });
  });

  test('with username and password', async ({ page }) => {
    await page.goto('/login');
    await signInWithPassword(page, DEMO.student.username, DEMO_PASSWORD);
    await expectToast(page, MSG.loginSuccessful);
    await expectDashboard(page);
    // On a desktop toasts start below the avatar menu, not over it.
    await expectToastsBelow(page, page.getByRole('button', { name: 'Account menu' }));
  });

  test('a wrong password keeps the student on the login page, signed out', async ({ page }) => {
    await page.goto('/login');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/login'));
    await signInWithPassword(page, DEMO.asha.username, 'not-the-password');
    expect((await answer).status()).toBeGreaterThanOrEqual(400);
    await expect(page.getByRole('button', { name: TEXT.signIn, exact: true })).toBeEnabled();
    await expectPath(page, '/login');
    expect(await storedToken(page)).toBeNull();
  });

  test('with mobile number and a one-time code from the SMS outbox', async ({ page, request }) => {
    const { student } = await createStudent(request, 'member');
    await page.goto('/login');

    const sentAt = new Date();
    await requestOtp(page, student.mobile);
    await expectToast(page, MSG.otpSent);
    await expect(otpField(page)).toBeVisible();
    await expect(otpField(page)).toHaveAttribute('maxlength', '6');
    await expectNoA11yViolations(page);

    const code = await latestOtp(request, student.mobile, { since: sentAt });
    await submitOtp(page, code);
    await expectToast(page, MSG.loginSuccessful);
    await expectDashboard(page);
  });

  test('after Back, the resend countdown shows, and the code already sent still signs in', async ({
    page,
    request,
  }) => {
    const { student } = await createStudent(request, 'member');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');

    const sentAt = new Date();
    await requestOtp(page, student.mobile);
    await expect(otpField(page)).toBeVisible();
    await page.getByRole('button', { name: TEXT.backToMobile }).click();
    // Another code only after the countdown: no refusal to read, and the way back to the code.
    await expect(page.getByText(/^You can request another OTP in \d+ seconds?\.$/)).toBeVisible();
    await expect(page.getByRole('button', { name: TEXT.sendOtp, exact: true })).toBeDisabled();
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: MSG.enterSentOtp }).click();

    await submitOtp(page, await latestOtp(request, student.mobile, { since: sentAt }));
    await expectToast(page, MSG.loginSuccessful);
    await expectDashboard(page);
  });

  test("a failed attempt's error is gone once signed in, and toasts leave the header's controls free", async ({
    page,
    request,
  }) => {
    const { student } = await createStudent(request, 'incomplete');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    await signInWithPassword(page, student.email, 'not-the-password');
    const refusal = page.getByText('These credentials do not match our records.');
    await expect(refusal).toBeVisible();
    await signInWithPassword(page, student.email, student.password);
    await expectPath(page, '/onboarding');
    await expect(refusal).toBeHidden();

    // 'Almost there!' opens in the username field, and toasts start below Sign Out.
    await expect(page.getByRole('heading', { name: TEXT.almostThere })).toBeVisible();
    await expect(page.getByLabel(/username/i)).toBeFocused();
    await expectToastsBelow(page, page.getByRole('button', { name: TEXT.signOut }));
  });

  test('the footer links the terms and the privacy policy in a new tab, leaving the form', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel(/email or username/i).fill('typed before reading');
    for (const [name, url] of [
      [/^Terms of Service/, '/legal/terms.html'],
      [/^Privacy Policy/, '/legal/privacy.html'],
    ] as const) {
      const [tab] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name }).click()]);
      await expect.poll(() => new URL(tab.url()).pathname).toBe(url);
      await tab.close();
    }
    await expect(page.getByLabel(/email or username/i)).toHaveValue('typed before reading');
  });

  test('switching tabs resets the code step, and Back returns to the number step', async ({
    page,
    request,
  }) => {
    // A number gets one code per 30 s, so each half of this test sends to its own student's number.
    const [first, second] = await Promise.all([
      createStudent(request, 'incomplete'),
      createStudent(request, 'incomplete'),
    ]);
    const backLink = page
      .getByRole('button', { name: TEXT.backToMobile })
      .or(page.getByRole('link', { name: TEXT.backToMobile }));
    await page.goto('/login');

    await requestOtp(page, first.student.mobile);
    await expect(otpField(page)).toBeVisible();
    await page.getByRole('tab', { name: TEXT.emailTab, exact: true }).click();
    await page.getByRole('tab', { name: TEXT.mobileTab, exact: true }).click();
    await expect(otpField(page)).toBeHidden();
    await expect(page.getByRole('button', { name: TEXT.sendOtp, exact: true })).toBeVisible();

    await requestOtp(page, second.student.mobile);
    await expect(otpField(page)).toBeVisible();
    await backLink.click();
    await expect(otpField(page)).toBeHidden();
    await expect(page.getByRole('button', { name: TEXT.sendOtp, exact: true })).toBeVisible();
  });
});

test.describe('route guards', () => {
  test('an anonymous visitor is sent to /login from every app page', async ({ page }) => {
    for (const from of [
      '/dashboard',
      '/profile',
      '/membership',
      '/onboarding',
      '/subscribe',
      '/',
      '/no-such-page',
    ]) {
      await page.goto(from);
      await expectPath(page, '/login');
    }
    await page.goto('/signup');
    await expectPath(page, '/signup');
  });

  for (const origin of ['/dashboard', '/membership']) {
    test(`after signing in, the student returns to ${origin}`, async ({ page }) => {
      await page.goto(origin);
      await expectPath(page, '/login');
      await signInWithPassword(page, DEMO.rohan.username, DEMO_PASSWORD);
      await expectPath(page, origin);
    });
  }

  test('a member is sent to /dashboard from the anonymous pages, the purchase page and unknown paths', async ({
    page,
    request,
  }) => {
    await seedSession(page, await login(request, DEMO.asha.username, DEMO_PASSWORD));
    for (const from of ['/login', '/signup', '/subscribe', '/', '/no-such-page']) {
      await page.goto(from);
      await expectPath(page, '/dashboard');
    }
  });

  test('a student without a membership is sent to /subscribe', async ({ page, request }) => {
    await seedSession(page, await login(request, DEMO.free.username, DEMO_PASSWORD));
    for (const from of [
      '/dashboard',
      '/profile',
      '/leaderboard',
      '/login',
      '/signup',
      '/',
      '/no-such-page',
    ]) {
      await page.goto(from);
      await expectPath(page, '/subscribe');
    }
    await expect(purchaseButton(page)).toBeVisible();
  });

  test('a failed membership check offers Retry, the header and Sign Out', async ({ page, request }) => {
    const { session } = await createStudent(request, 'member');
    await seedSession(page, session);
    await page.route('**/api/subscriptions/status*', (route) =>
      route.fulfill({ status: 500, json: { status: 'error', message: { error: ['Down'] } } }),
    );
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: MSG.fetchSubscriptionStatusFailed })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('banner').getByRole('button', { name: TEXT.signOut }).click();
    await expectPath(page, '/login');
    expect(await storedToken(page)).toBeNull();
  });

  test('a student with an incomplete profile is sent to /onboarding from everywhere', async ({
    page,
    request,
  }) => {
    const { session } = await createStudent(request, 'incomplete');
    expect(session.user.profile_complete).toBe(0);
    await seedSession(page, session);
    for (const from of ['/dashboard', '/subscribe', '/profile', '/login', '/signup', '/', '/no-such-page']) {
      await page.goto(from);
      await expectPath(page, '/onboarding');
    }
    await expect(page.getByRole('heading', { name: TEXT.almostThere })).toBeVisible();
  });
});

test.describe('leaving', () => {
  test('Sign Out ends the session on the server and in the browser', async ({ page, request }) => {
    const session = await login(request, DEMO.meera.username, DEMO_PASSWORD);
    await seedSession(page, session);
    await page.goto('/dashboard');
    await expectDashboard(page);

    await page.getByRole('button', { name: TEXT.signOut, exact: true }).first().click();
    await expectPath(page, '/login');
    expect(await storedToken(page)).toBeNull();
    expect(await storedUser(page)).toBeNull();

    const res = await request.get('/api/user-info', {
      headers: { Authorization: `Bearer ${session.token}` },
    });
    expect(res.status()).toBe(401);

    await page.goto('/dashboard');
    await expectPath(page, '/login');
  });

  test('a 401 from the API clears the session and lands on /login', async ({ page, request }) => {
    const session = await login(request, DEMO.meera.username, DEMO_PASSWORD);
    await seedSession(page, session);
    await page.goto('/dashboard');
    await expectDashboard(page);

    // The token dies behind the app's back; its next call (the membership details) gets a 401. On a busy machine a
    // background refetch of the dashboard may meet the 401 first and take the page to /login before the click:
    // that is the same behaviour, so a link already gone is not a failure.
    await logout(request, session.token);
    await page
      .getByRole('link', { name: 'Membership', exact: true })
      .first()
      .click({ timeout: 5_000 })
      .catch(() => undefined);

    await expectPath(page, '/login');
    expect(await storedToken(page)).toBeNull();
    expect(await storedUser(page)).toBeNull();
  });
});
