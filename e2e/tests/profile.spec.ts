// Profile, avatar, membership details and account deletion end to end, with axe on every page visited.
import { expect, test } from '@playwright/test';
import { MSG } from '@quizring/contracts';
import sharp from 'sharp';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { createStudent, login } from '../support/api.ts';
import { seedSession } from '../support/session.ts';
import { expectPath, expectToast } from '../support/ui.ts';

test.describe('profile', () => {
  test('a member edits their profile and sees it on the profile page', async ({ page, request }) => {
    const { student, session } = await createStudent(request, 'member');
    await seedSession(page, session);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: session.user.fullname })).toBeVisible();
    await expect(page.getByText(session.user.referral_code)).toBeVisible();
    await expectNoA11yViolations(page);

    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await expectPath(page, '/profile/edit');
    await expect(page.getByText(/city and state/i)).toBeVisible();
    await expectNoA11yViolations(page);

    await page.getByLabel(/first name/i).fill('   ');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText(MSG.firstNameRequired)).toBeVisible();

    await page.getByLabel(/first name/i).fill('Ishita');
    await page.getByLabel(/last name/i).fill('Rao');
    await page.getByLabel('City').fill('Mysuru');
    await page.getByLabel('State').fill('Karnataka');
    await page.getByLabel('ZIP').fill('570001');
    await page.getByRole('button', { name: 'Save Changes' }).click();

    await expectPath(page, '/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Ishita Rao' })).toBeVisible();
    await expect(page.getByText('Mysuru').first()).toBeVisible();
    // What the page shows is what the server kept.
    const fresh = await login(request, student.email, student.password);
    expect(fresh.user).toMatchObject({
      firstname: 'Ishita',
      city: 'Mysuru',
      state: 'Karnataka',
      zip: '570001',
    });
  });

  test('a member uploads an avatar, then picks a preset', async ({ page, request }) => {
    const { session } = await createStudent(request, 'member');
    await seedSession(page, session);
    await page.goto('/profile/avatar');
    await expect(page.getByRole('heading', { name: 'Change Avatar' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Avatar' })).toBeDisabled();
    await expectNoA11yViolations(page);

    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#e11d48' } })
      .png()
      .toBuffer();
    await page.setInputFiles('input[type=file]', { name: 'me.png', mimeType: 'image/png', buffer: png });
    const upload = page.waitForResponse((r) => r.url().endsWith('/api/profile-avatar-update'));
    await page.getByRole('button', { name: 'Save Avatar' }).click();
    const uploaded = await (await upload).json();
    expect(uploaded.status).toBe('success');
    const file: string = uploaded.data.user.avatar;
    expect(file).toMatch(/\.webp$/);
    // The stored image is re-encoded and served from the profile-image base path.
    const served = await request.get(`/media/avatars/${file}`);
    expect(served.headers()['content-type']).toBe('image/webp');
    const meta = await sharp(await served.body()).metadata();
    expect([meta.width, meta.height]).toEqual([256, 256]);

    await page.goto('/profile/avatar');
    await page.getByRole('radio', { name: 'Preset avatar 3' }).check({ force: true });
    const presetSave = page.waitForResponse((r) => r.url().endsWith('/api/profile-avatar-update'));
    await page.getByRole('button', { name: 'Save Avatar' }).click();
    expect((await (await presetSave).json()).data.user.avatar).toBe('a3.png');
    await page.goto('/profile');
    await expect(page.locator('img[src="/media/avatars/a3.png"]').first()).toBeVisible();
  });
});

test.describe('membership details', () => {
  test('a member sees Premium with the expiry and the purchase history', async ({ page, request }) => {
    const { session } = await createStudent(request, 'member');
    await seedSession(page, session);
    await page.goto('/membership');
    await expect(page.getByText(MSG.premiumMember)).toBeVisible();
    await expect(page.getByText(/^Expires on \d{1,2} \w{3} \d{4}$/)).toBeVisible();
    const history = page.getByRole('region', { name: /subscription history/i });
    await expect(history.getByText('yearly').first()).toBeVisible();
    await expect(history.getByText('active', { exact: true })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByText(MSG.premiumMember)).toBeVisible();
  });
});

test.describe('account deletion', () => {
  test('a member deletes their account with their password and can no longer sign in', async ({
    page,
    request,
  }) => {
    const { student, session } = await createStudent(request, 'member');
    await seedSession(page, session);
    await page.goto('/profile');
    await page.getByRole('link', { name: /delete account/i }).click();
    await expectPath(page, '/delete-account');
    await expectNoA11yViolations(page);
    await page.getByLabel('Password', { exact: true }).fill(student.password);
    await page.getByLabel(/type delete to confirm/i).fill('DELETE');
    await page.getByRole('button', { name: 'Delete my account permanently' }).click();
    await expectPath(page, '/login');
    await expectToast(page, 'Your account has been deleted.');
    const res = await request.post('/api/login', {
      data: { email: student.email, password: student.password },
    });
    expect(res.status()).toBe(422);
  });
});
