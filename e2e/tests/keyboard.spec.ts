// Every quiz mode and a Ring question played with the keyboard alone: Tab reaches Start with a visible
// focus ring on every stop, Enter starts, number keys, Tab + Enter and Tab + Space answer, the focus moves to each
// new question and into each overlay; and what a screen reader is told — the question with its number, the
// countdown at 30 seconds left, the verdict — is in the page's live regions.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADVANCE_AFTER_WRONG_MS } from '@quizring/contracts';
import { createNamedMember, createStudent, makeFriends, type Session } from '../support/api.ts';
import { freeze, installClock, thaw } from '../support/clock.ts';
import { createRing, joinRing, openSkillId, startRing, topicQuizPath } from '../support/learner-api.ts';
import { nextButton, QUIZ } from '../support/quiz.ts';
import { seedSession } from '../support/session.ts';
import { path } from '../support/ui.ts';

type AnswerKey = 'number' | 'tab-enter' | 'tab-space';

const questionHeading = (page: Page) => page.getByRole('article').getByRole('heading', { level: 2 });
const verdict = (page: Page) => page.getByRole('article').getByRole('status');
const liveRegion = (page: Page, name: 'question' | 'countdown') =>
  page.locator(`[data-live-region="${name}"]`);

/** The focused element shows a focus ring: it matches :focus-visible and draws an outline. */
async function expectVisibleFocus(page: Page): Promise<void> {
  const focus = await page.evaluate(() => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement) || el === document.body) return null;
    const style = getComputedStyle(el);
    return {
      element: `${el.tagName} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`,
      focusVisible: el.matches(':focus-visible'),
      ring: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
    };
  });
  expect(focus, 'something has the focus').not.toBeNull();
  expect(focus, `focus ring on ${focus?.element}`).toMatchObject({ focusVisible: true, ring: true });
}

/** Presses Tab until `target` has the focus, checking the focus ring at every stop on the way. */
async function tabTo(page: Page, target: Locator, maxStops = 40): Promise<void> {
  for (let stop = 0; stop < maxStops; stop++) {
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page);
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/** The intro's Start, reached and pressed from the keyboard; the focus then lands on the first question. */
async function startByKeyboard(page: Page): Promise<string> {
  await expect(page.getByText(/Press and hold anywhere to pause/)).toBeVisible();
  const start = page.getByRole('button', { name: QUIZ.start, exact: true });
  await expect(start).toBeEnabled();
  await tabTo(page, start);
  await page.keyboard.press('Enter');
  await expect(questionHeading(page)).toBeFocused();
  return (await questionHeading(page).textContent()) ?? '';
}

/**
 * Answers the question on screen from the keyboard, with time stopped so the verdict can be read: after a right
 * answer the focus stays put while it shows, after a wrong one it moves to Next; then it moves to the next
 * question's text (unless an overlay takes it).
 */
async function answerByKeyboard(page: Page, how: AnswerKey): Promise<void> {
  await expect(questionHeading(page)).toBeFocused();
  if (how !== 'number') {
    const firstOption = page.getByRole('list', { name: 'Answer options' }).getByRole('button').first();
    await tabTo(page, firstOption, 3);
  }
  await freeze(page);
  await page.keyboard.press(how === 'number' ? '1' : how === 'tab-enter' ? 'Enter' : ' ');
  await expect(verdict(page)).toHaveText(/^(Correct!|Not quite\. The answer is .+\.)/);
  if ((await verdict(page).textContent())?.startsWith('Not quite')) {
    // A wrong answer's answer and explanation stay until the student goes on: Next has the focus, Enter goes on.
    await expect(nextButton(page)).toBeFocused();
    await expectVisibleFocus(page);
    await thaw(page);
    await page.keyboard.press('Enter');
    return;
  }
  if (how === 'number') {
    await expect(questionHeading(page)).toBeFocused();
  } else {
    // aria-disabled, not disabled: the picked option keeps the focus (and its ring) while the verdict shows.
    await expect(page.locator(':focus')).toHaveAttribute('aria-disabled', 'true');
    await expectVisibleFocus(page);
  }
  await thaw(page);
  await page.clock.runFor(ADVANCE_AFTER_WRONG_MS + 100);
}

/** Answers `count` questions, cycling through the three ways to answer; each new question takes the focus. */
async function playQuestions(page: Page, count: number, numbering: (n: number) => string): Promise<void> {
  const ways: AnswerKey[] = ['number', 'tab-enter', 'tab-space'];
  for (let i = 0; i < count; i++) {
    const text = (await questionHeading(page).textContent()) ?? '';
    await expect(liveRegion(page, 'question')).toHaveText(`${numbering(i + 1)}: ${text}`);
    await answerByKeyboard(page, ways[i % ways.length]!);
    if (i < count - 1) {
      await expect(questionHeading(page)).toBeFocused();
      await expect(questionHeading(page)).not.toHaveText(text);
    }
  }
}

/** An overlay has the focus on its first button; Enter presses it and the focus returns to the question. */
async function continueFromOverlay(page: Page, title: string, button: string): Promise<void> {
  const overlay = page.getByRole('dialog', { name: title });
  await expect(overlay).toBeVisible();
  await expect(overlay.getByRole('button', { name: button, exact: true })).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(overlay).toBeHidden();
  await expect(questionHeading(page)).toBeFocused();
}

const paged = (n: number) => `Question ${n}`;

test.describe('quiz by keyboard', () => {
  let session: Session;
  test.beforeEach(async ({ page, request }) => {
    test.setTimeout(180_000);
    ({ session } = await createStudent(request, 'member'));
    await seedSession(page, session);
    await installClock(page);
  });

  test('Move: five answers, the summary, and the countdown read out at 30 seconds left', async ({ page }) => {
    await page.goto('/move');
    await startByKeyboard(page);
    await expect(liveRegion(page, 'countdown')).toHaveText('');
    await page.clock.runFor(15_100);
    await expect(liveRegion(page, 'countdown')).toHaveText('30 seconds left');
    await playQuestions(page, 5, paged);
    await continueFromOverlay(page, QUIZ.lastFive, QUIZ.keepGoing);
    await expect(liveRegion(page, 'question')).toHaveText(/^Question 6: /);
  });

  test('Punch: a round of seven, Continue from the keyboard', async ({ page }) => {
    await page.goto('/punch');
    await startByKeyboard(page);
    await playQuestions(page, 7, paged);
    await continueFromOverlay(page, QUIZ.roundComplete, QUIZ.continue);
  });

  test('Chill: a round of seven, Continue from the keyboard', async ({ page }) => {
    await page.goto('/chill');
    await startByKeyboard(page);
    await playQuestions(page, 7, paged);
    await continueFromOverlay(page, QUIZ.roundComplete, QUIZ.continue);
  });

  for (const mode of ['Skill', 'Topic'] as const) {
    test(`${mode}: every question, the summary, and Restart from the keyboard`, async ({ page, request }) => {
      const url =
        mode === 'Skill'
          ? `/skill/${await openSkillId(request, session)}`
          : await topicQuizPath(request, session, 'Science');
      await page.goto(url);
      await startByKeyboard(page);
      const total = Number((await page.getByText(/^Question 1 of \d+$/).textContent())?.split(' of ')[1]);
      expect(total).toBeGreaterThan(0);
      await playQuestions(page, total, (n) => `Question ${n} of ${total}`);
      await continueFromOverlay(page, QUIZ.quizComplete, 'Restart');
      await expect(liveRegion(page, 'question')).toHaveText(/^Question 1 of \d+: /);
    });
  }
});

test('a Ring question by keyboard: Tab to an option, Enter answers, the focus moves to the next', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const host = await createNamedMember(request, 'Kavya');
  const guest = await createNamedMember(request, 'Kiran');
  await makeFriends(request, host.session, guest.session);
  const id = await createRing(request, host.session, [guest.session]);
  await joinRing(request, guest.session, id);
  await startRing(request, host.session, id);

  const context = await browser.newContext();
  const page = await context.newPage();
  await seedSession(page, host.session);
  await page.goto(`/ring/${id}`);
  await expect.poll(() => path(page)).toBe(`/ring/${id}`);
  await expect(questionHeading(page)).toBeFocused();
  const total = Number((await page.getByText(/^Question 1 \/ \d+$/).textContent())?.split(' / ')[1]);
  const first = (await questionHeading(page).textContent()) ?? '';
  await expect(liveRegion(page, 'question')).toHaveText(`Question 1 of ${total}: ${first}`);

  for (const key of ['Enter', ' '] as const) {
    const text = (await questionHeading(page).textContent()) ?? '';
    const option = page.getByRole('list', { name: 'Answer options' }).getByRole('button').first();
    await tabTo(page, option, 3);
    const answered = page.waitForResponse(
      (r) => r.url().endsWith('/answer') && r.request().method() === 'POST',
    );
    await page.keyboard.press(key);
    expect((await answered).status()).toBe(200);
    await expect(questionHeading(page)).not.toHaveText(text);
    await expect(questionHeading(page)).toBeFocused();
    await expect(liveRegion(page, 'question')).toHaveText(/^Question \d+ of \d+: /);
  }
  await expect(page.getByRole('heading', { level: 1, name: `Ring #${id}` })).toBeVisible();
  await context.close();
});
