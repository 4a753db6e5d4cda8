// What a student does on the screens, in one place. Button texts, headings, placeholders and toasts are the
// spec's exact strings; field labels the spec does not fix are matched loosely and live only here.
import { expect, type Page } from '@playwright/test';
import { DEFAULT_DIAL_CODE } from '@quizring/contracts';
import { DEFAULT_PROFILE, type NewStudent, type ProfileChoice } from './api.ts';

/** The spec's own texts used by the tests. */
export const TEXT = {
  signIn: 'Sign In',
  sendOtp: 'Send OTP',
  verifyAndSignIn: 'Verify & Sign In',
  backToMobile: 'Back to Mobile Number',
  otpPlaceholder: 'Enter 6-digit OTP',
  emailTab: 'Email',
  mobileTab: 'Mobile',
  continue: 'Continue',
  back: 'Back',
  almostThere: 'Almost there!',
  signOut: 'Sign Out',
  planName: 'Yearly',
  todaysProgress: "Today's Progress",
} as const;

export const path = (page: Page) => new URL(page.url()).pathname;

/** Waits until the app has settled on `pathname` (guards redirect on the client). */
export async function expectPath(page: Page, pathname: string): Promise<void> {
  await expect.poll(() => path(page), { message: `the app should be on ${pathname}` }).toBe(pathname);
}

export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

// ---- login ----

export async function signInWithPassword(
  page: Page,
  emailOrUsername: string,
  password: string,
): Promise<void> {
  await page.getByRole('tab', { name: TEXT.emailTab, exact: true }).click();
  await page.getByLabel(/email or username/i).fill(emailOrUsername);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: TEXT.signIn, exact: true }).click();
}

/** Mobile tab, step one: checks the default dial code, enters the number and sends the code. */
export async function requestOtp(page: Page, mobile: string): Promise<void> {
  await page.getByRole('tab', { name: TEXT.mobileTab, exact: true }).click();
  await expect(page.getByLabel(/dial code|country code/i)).toHaveValue(DEFAULT_DIAL_CODE);
  await page.getByRole('textbox', { name: /mobile/i }).fill(mobile);
  await page.getByRole('button', { name: TEXT.sendOtp, exact: true }).click();
}

export const otpField = (page: Page) => page.getByPlaceholder(TEXT.otpPlaceholder);

export async function submitOtp(page: Page, code: string): Promise<void> {
  await otpField(page).fill(code);
  await page.getByRole('button', { name: TEXT.verifyAndSignIn, exact: true }).click();
}

// ---- signup ----

export const continueButton = (page: Page) => page.getByRole('button', { name: TEXT.continue, exact: true });

export async function fillSignupNames(page: Page, student: NewStudent): Promise<void> {
  await page.getByLabel(/first name/i).fill(student.firstname);
  await page.getByLabel(/last name/i).fill(student.lastname);
}

export async function fillSignupContact(page: Page, student: NewStudent): Promise<void> {
  await page.getByLabel(/^email/i).fill(student.email);
  await expect(page.getByLabel(/dial code|country code/i)).toHaveValue(DEFAULT_DIAL_CODE);
  await page.getByRole('textbox', { name: /mobile/i }).fill(student.mobile);
}

export async function fillSignupPassword(page: Page, student: NewStudent): Promise<void> {
  await page.getByLabel('Password', { exact: true }).fill(student.password);
  await page.getByLabel(/confirm password/i).fill(student.password);
  await page.getByRole('checkbox').check();
}

/** The last step's submit button (the spec names only Back and Continue for the wizard). */
export const createAccountButton = (page: Page) =>
  page.getByRole('button', { name: /^(continue|sign up|create account)$/i });

// ---- profile completion ('Almost there!') ----

export async function completeProfileInUi(
  page: Page,
  username: string,
  profile: ProfileChoice = DEFAULT_PROFILE,
): Promise<void> {
  await expect(page.getByRole('heading', { name: TEXT.almostThere })).toBeVisible();
  // The availability check runs 450 ms after typing stops; wait for its answer before submitting.
  const checked = page.waitForResponse((r) => r.url().includes('/api/check-username-availability'));
  await page.getByLabel(/username/i).fill(username);
  expect((await checked).ok()).toBe(true);
  await page.getByLabel(/gender/i).selectOption(profile.gender);
  await page.getByLabel(/class/i).selectOption(String(profile.students_class));
  await page.getByLabel(/board/i).selectOption(profile.academic_board);
  await page.getByRole('button', { name: /^(continue|complete profile|save|finish|get started)$/i }).click();
}

// ---- membership purchase and the sandbox checkout dialog ----

export const purchaseButton = (page: Page) =>
  page.getByRole('button', { name: /subscribe|buy|upgrade|get premium|pay ₹?3,?497/i }).first();

export const checkoutDialog = (page: Page) => page.getByRole('dialog');

export async function openCheckout(page: Page): Promise<void> {
  await purchaseButton(page).click();
  await expect(checkoutDialog(page)).toBeVisible();
}

/** Pays in the sandbox checkout (the script the server serves in place of Razorpay Checkout). */
export async function payInSandboxCheckout(page: Page): Promise<void> {
  await openCheckout(page);
  await checkoutDialog(page)
    .getByRole('button', { name: /^pay\b/i })
    .click();
}

export async function expectDashboard(page: Page): Promise<void> {
  await expectPath(page, '/dashboard');
  await expect(page.getByText(TEXT.todaysProgress).first()).toBeVisible();
}
