// The Content-Security-Policy blocks nothing the app needs. Chromium reports every blocked load, script or style on
// the console; none may appear on the pages that load the most: the signed-out pages, the legal pages, the API docs,
// the signed-in shell with its realtime socket, the sandbox checkout, and an avatar preview.
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { createStudent } from '../support/api.ts';
import { seedSession } from '../support/session.ts';
import { expectDashboard, payInSandboxCheckout, TEXT } from '../support/ui.ts';

function policyViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test.describe('content security policy', () => {
  test('blocks nothing on the signed-out pages, the legal pages and the API docs', async ({ page }) => {
    const violations = policyViolations(page);
    const login = await page.goto('/login');
    expect(login?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await expect(page.getByRole('button', { name: TEXT.signIn, exact: true })).toBeVisible();
    await page.goto('/signup');
    await expect(page.getByLabel(/first name/i)).toBeVisible();
    await page.goto('/legal/terms.html');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/api/docs/');
    await expect(page.getByRole('heading', { name: /QuizRing API/ })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('blocks nothing while a student pays in the sandbox checkout, connects to realtime and previews an avatar', async ({
    page,
    request,
  }) => {
    const violations = policyViolations(page);
    const { session } = await createStudent(request, 'no-membership');
    await seedSession(page, session);
    await page.goto('/subscribe');
    // The shell's realtime socket: a channel is authorised only once the socket is connected.
    const channelAuthorised = page.waitForResponse((r) => r.url().endsWith('/api/broadcasting/auth'));
    await payInSandboxCheckout(page);
    await expectDashboard(page);
    expect((await channelAuthorised).status()).toBe(200);

    await page.goto('/profile/avatar');
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0891b2' } })
      .png()
      .toBuffer();
    await page.setInputFiles('input[type=file]', { name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect(page.locator('img[src^="blob:"]').first()).toBeVisible();
    expect(violations).toEqual([]);
  });
});
