// prefers-reduced-motion: with `reduce` emulated nothing on screen moves — no CSS animation or
// transition lasts longer than an instant (spinners, the menu's slide-in, the countdown bar, the toasts) and the
// charts draw at once. The same measurement without the preference finds motion, so it is not blind.
import { expect, test, type Page } from '@playwright/test';
import { MSG } from '@quizring/contracts';
import { createStudent } from '../support/api.ts';
import { DEMO, DEMO_PASSWORD } from '../support/demo-accounts.ts';
import { startQuiz } from '../support/quiz.ts';
import { seedSession } from '../support/session.ts';
import { expectDashboard, signInWithPassword } from '../support/ui.ts';

type Motion = { ms: number; where: string };

/** The longest CSS animation or transition anywhere on the page (pseudo-elements included), and where it is. */
function longestMotion(page: Page): Promise<Motion> {
  return page.evaluate(() => {
    const toMs = (list: string) =>
      Math.max(
        0,
        ...list.split(',').map((v) => (v.trim().endsWith('ms') ? parseFloat(v) : parseFloat(v) * 1000)),
      );
    let worst = { ms: 0, where: '' };
    for (const el of document.querySelectorAll('*')) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(el, pseudo);
        const animation =
          style.animationName === 'none' ? 0 : toMs(style.animationDuration) + toMs(style.animationDelay);
        const transition =
          style.transitionProperty === 'none'
            ? 0
            : toMs(style.transitionDuration) + toMs(style.transitionDelay);
        const ms = Math.max(animation, transition);
        if (ms > worst.ms) {
          const name = `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 4).join('.')}${pseudo ?? ''}`;
          worst = {
            ms,
            where: `${name} (animation ${style.animationName}, transition ${style.transitionProperty})`,
          };
        }
      }
    }
    return worst;
  });
}

/** The weekly chart's bars: each day's group (it has a title) holds its two bars. */
const CHART_BARS = '.weekly-chart g:has(> title) > rect';

/** Heights of the dashboard chart's bars, as drawn now. */
function barHeights(page: Page): Promise<string[]> {
  return page
    .locator(CHART_BARS)
    .evaluateAll((paths) => paths.map((p) => (p as SVGGraphicsElement).getBBox().height.toFixed(1)));
}

/** An instant, as the reduced-motion stylesheet sets it (0.01 ms). */
const INSTANT_MS = 0.01;

test.describe('prefers-reduced-motion: reduce', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the sign-in toast, the dashboard, its chart and the phone menu do not move', async ({ page }) => {
    await page.goto('/login');
    await signInWithPassword(page, DEMO.student.username, DEMO_PASSWORD);
    await expect(page.getByText(MSG.loginSuccessful)).toBeVisible();
    await expectDashboard(page);
    const onDashboard = await longestMotion(page);
    expect(onDashboard.ms, onDashboard.where).toBeLessThanOrEqual(INSTANT_MS);

    // The weekly chart is drawn whole at once: the bars do not grow.
    await expect(page.locator('.weekly-chart')).toBeVisible();
    await expect(page.locator(CHART_BARS).first()).toBeAttached();
    const first = await barHeights(page);
    await page.waitForTimeout(1500);
    expect(await barHeights(page)).toEqual(first);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    const motion = await longestMotion(page);
    expect(motion.ms, motion.where).toBeLessThanOrEqual(INSTANT_MS);
  });

  test('a quiz question and its countdown do not move', async ({ page, request }) => {
    const { session } = await createStudent(request, 'member');
    await seedSession(page, session);
    await page.goto('/move');
    await startQuiz(page);
    const motion = await longestMotion(page);
    expect(motion.ms, motion.where).toBeLessThanOrEqual(INSTANT_MS);
  });
});

test.describe('without the preference', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the same measurement finds the menu sliding in and the countdown bar easing', async ({
    page,
    request,
  }) => {
    const { session } = await createStudent(request, 'member');
    await seedSession(page, session);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect((await longestMotion(page)).ms).toBeGreaterThanOrEqual(200);

    await page.goto('/move');
    await startQuiz(page);
    expect((await longestMotion(page)).ms).toBeGreaterThanOrEqual(100);
  });
});
