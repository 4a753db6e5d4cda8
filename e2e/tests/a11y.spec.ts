// axe on every route of the web app, with no violation of any impact: signed out, as a student with an
// incomplete profile, without a membership and as a member; the quiz screens mid-question, after an answer and with
// every overlay up; the Ring screens; and the dialogs and menus open. Everything runs twice, with and without
// `prefers-reduced-motion: reduce`. The route list comes from the web app's own route table, and a test fails when a
// route is added there without a visit here.
import { expect, test, type Page } from '@playwright/test';
import { MSG, QUESTION_TIME_MS } from '@quizring/contracts';
import { ROUTE_TABLE } from '../../apps/web/src/lib/route-table.ts';
import { a11yViolations, expectNoA11yViolations } from '../support/a11y.ts';
import {
  createNamedMember,
  createStudent,
  login,
  makeFriends,
  newStudent,
  type Session,
} from '../support/api.ts';
import { DEMO, DEMO_PASSWORD } from '../support/demo-accounts.ts';
import {
  createRing,
  joinRing,
  openSkillId,
  playRing,
  startRing,
  topicQuizPath,
} from '../support/learner-api.ts';
import { freeze, installClock, thaw } from '../support/clock.ts';
import { dialog, goOn, nextButton, QUIZ, startQuiz } from '../support/quiz.ts';
import { seedSession } from '../support/session.ts';
import {
  continueButton,
  fillSignupContact,
  fillSignupNames,
  fillSignupPassword,
  openCheckout,
  path,
  requestOtp,
  signInWithPassword,
  TEXT,
} from '../support/ui.ts';

/** Waits until the page has drawn its title and nothing is loading any more. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('.animate-spin')).toHaveCount(0);
}

async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await settled(page);
  await expectNoA11yViolations(page);
}

/** The member pages that need nothing but a member to open; the rest are visited by the flows below. */
const MEMBER_PAGES = [
  '/dashboard',
  '/profile',
  '/profile/edit',
  '/profile/avatar',
  '/membership',
  '/delete-account',
  '/learning-path',
  '/friends',
  '/results',
  '/settings/career',
  '/career/preferences',
  '/settings/career-focus',
  '/leaderboard',
  '/ring/new',
  '/subject/Science',
] as const;

/** Which test opens each route of the route table. */
const COVERAGE: Record<string, string> = {
  '/login': 'signed out',
  '/signup': 'signed out',
  '/onboarding': 'incomplete profile',
  '/subscribe': 'without a membership',
  '/move': 'quiz: Move',
  '/punch': 'quiz: Punch',
  '/chill': 'quiz: Chill',
  '/skill/:skillId': 'quiz: Skill',
  '/topic-quiz/:chapterId/:subtopicId': 'quiz: Topic',
  '/ring/waiting/:id': 'ring',
  '/ring/:id': 'ring',
  '/ring/leaderboard/:id': 'ring',
  ...Object.fromEntries(
    MEMBER_PAGES.map((p) => [p.startsWith('/subject/') ? '/subject/:subjectName' : p, 'member pages']),
  ),
};

test('every route of the route table is visited by this file', () => {
  expect(Object.keys(COVERAGE).sort()).toEqual(ROUTE_TABLE.map((r) => r.path).sort());
});

test('the check fails on a violation of any impact, best practices included', async ({ page }) => {
  await visit(page, '/login');
  // Text outside every landmark: axe's 'region' rule, a moderate best practice the old check let through.
  await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<p>Stray text</p>'));
  const found = await a11yViolations(page);
  expect(found.map((v) => [v.id, v.impact])).toEqual([['region', 'moderate']]);
});

for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  test.describe(`axe, prefers-reduced-motion: ${reducedMotion}`, () => {
    test.use({ reducedMotion });

    test('signed out', async ({ page, request }) => {
      await visit(page, '/login');
      // A refused sign-in: the error toast on screen.
      await signInWithPassword(page, DEMO.asha.username, 'not-the-password');
      await expect(page.getByRole('status').filter({ hasText: /\S/ }).first()).toBeVisible();
      await expectNoA11yViolations(page);
      // The mobile tab and its code step.
      const { student } = await createStudent(request, 'no-membership');
      await requestOtp(page, student.mobile);
      await expect(page.getByPlaceholder('Enter 6-digit OTP')).toBeVisible();
      await expectNoA11yViolations(page);

      await visit(page, '/signup');
      const next = newStudent();
      await fillSignupNames(page, next);
      await continueButton(page).click();
      await fillSignupContact(page, next);
      await expectNoA11yViolations(page);
      await continueButton(page).click();
      await fillSignupPassword(page, next);
      await expectNoA11yViolations(page);

      // / and an unknown path send a signed-out visitor to the login page.
      for (const url of ['/', '/no-such-page', '/dashboard']) {
        await page.goto(url);
        await expect.poll(() => path(page)).toBe('/login');
        await settled(page);
        await expectNoA11yViolations(page);
      }
    });

    test('incomplete profile', async ({ page, request }) => {
      const { session } = await createStudent(request, 'incomplete');
      await seedSession(page, session);
      await visit(page, '/onboarding');
      await page
        .getByRole('button', { name: /^(continue|complete profile|save|finish|get started)$/i })
        .click();
      await expectNoA11yViolations(page);
    });

    test('without a membership', async ({ page, request }) => {
      const { session } = await createStudent(request, 'no-membership');
      await seedSession(page, session);
      await visit(page, '/subscribe');
      await openCheckout(page);
      await expectNoA11yViolations(page);
    });

    test('member pages', async ({ page, request }) => {
      test.setTimeout(300_000);
      const { session } = await createStudent(request, 'member');
      await seedSession(page, session);
      for (const url of MEMBER_PAGES) await visit(page, url);
      // Ids that are not ids.
      for (const url of [
        '/skill/abc',
        '/topic-quiz/1/x',
        '/ring/abc',
        '/ring/waiting/0',
        '/ring/leaderboard/x',
      ])
        await visit(page, url);
    });

    test('member pages with a history', async ({ page, request }) => {
      test.setTimeout(180_000);
      // The demo student has practised: charts, mastery bands, friends and rankings on screen.
      await seedSession(page, await login(request, DEMO.student.username, DEMO_PASSWORD));
      for (const url of ['/dashboard', '/results', '/learning-path', '/leaderboard', '/friends', '/ring/new'])
        await visit(page, url);
    });

    test('dialogs and menus', async ({ page, request }) => {
      test.setTimeout(180_000);
      const { session } = await createStudent(request, 'member');
      await seedSession(page, session);

      await visit(page, '/dashboard');
      await page.getByRole('button', { name: 'Account menu' }).click();
      await expect(page.getByRole('banner').getByRole('button', { name: TEXT.signOut })).toBeVisible();
      await expectNoA11yViolations(page);
      await page.keyboard.press('Escape');

      await visit(page, '/learning-path');
      await page
        .getByRole('button', { name: /, Up next, / })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoA11yViolations(page);
      await page.keyboard.press('Escape');

      await visit(page, '/subject/Science');
      await page.getByRole('button', { name: 'Search Topics' }).click();
      await expect(page.getByRole('dialog', { name: 'Search Topics' })).toBeVisible();
      await page.getByRole('searchbox', { name: 'Topic name' }).fill('zzzz-no-such-topic');
      await expectNoA11yViolations(page);
      await page.keyboard.press('Escape');

      // Careers: the use-an-update confirmation, and the replace dialog for a 4th career.
      await visit(page, '/settings/career');
      const chips = page.locator('main').getByRole('button', { pressed: false });
      await chips.nth(0).click();
      await page.getByRole('button', { name: 'Save' }).click();
      const confirm = page.getByRole('dialog', { name: MSG.useOneUpdate });
      await expect(confirm).toBeVisible();
      await expectNoA11yViolations(page);
      await confirm.getByRole('button', { name: MSG.useUpdate }).click();
      await expect(confirm).toBeHidden();
      await chips.nth(0).click();
      await chips.nth(0).click();
      await chips.nth(0).click();
      const replace = page.getByRole('dialog', { name: MSG.replaceSelectedCareer });
      await expect(replace).toBeVisible();
      await expectNoA11yViolations(page);
      await replace.getByRole('button', { name: 'Cancel' }).click();

      // Forms with their errors on screen.
      await visit(page, '/profile/edit');
      await page.getByLabel(/first name/i).fill('   ');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText(MSG.firstNameRequired)).toBeVisible();
      await expectNoA11yViolations(page);
      // A wrong password: the refusal on screen (the account stays).
      await visit(page, '/delete-account');
      await page.getByLabel('Password', { exact: true }).fill('not-the-password');
      await page.getByLabel(/type delete to confirm/i).fill('DELETE');
      await page.getByRole('button', { name: 'Delete my account permanently' }).click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await expectNoA11yViolations(page);
      // The one-time-code way.
      await page.getByRole('radio', { name: /otp|code/i }).check();
      await expectNoA11yViolations(page);
      await visit(page, '/profile/avatar');
      await page.getByRole('radio', { name: 'Preset avatar 2' }).check({ force: true });
      await expectNoA11yViolations(page);

      // The phone layout: the navigation drawer open.
      await page.setViewportSize({ width: 390, height: 844 });
      await visit(page, '/dashboard');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoA11yViolations(page);
    });

    test.describe('quiz', () => {
      test.beforeEach(async ({ page }) => {
        test.setTimeout(240_000);
        await installClock(page);
      });

      /**
       * Answers with key 1 with the time stopped, so that the verdict is still on screen for `check`, then moves
       * the clock past the wait before the next question.
       */
      async function answer(page: Page, check?: () => Promise<void>): Promise<void> {
        const firstOption = page.locator('button[aria-keyshortcuts="1"]');
        await expect(firstOption).toBeVisible();
        await expect(firstOption).not.toHaveAttribute('aria-disabled', 'true');
        await freeze(page);
        await page.keyboard.press('1');
        await expect(page.getByRole('article').getByRole('status')).toHaveText(/\S/);
        await check?.();
        await thaw(page);
        await goOn(page);
      }

      /** The intro, a question, its hint, an answered question: each with axe. */
      async function openAndAnswer(page: Page, url: string): Promise<void> {
        await page.goto(url);
        await expect(page.getByText(/Press and hold anywhere to pause/)).toBeVisible();
        await expectNoA11yViolations(page);
        await startQuiz(page);
        await expectNoA11yViolations(page);
        const hint = page.getByRole('button', { name: 'Show hint' });
        if (await hint.isVisible()) {
          await page.keyboard.press('h');
          await expect(page.getByRole('button', { name: MSG.hintShown })).toBeVisible();
          await expectNoA11yViolations(page);
        }
        await answer(page, () => expectNoA11yViolations(page));
      }

      test('quiz: Move', async ({ page, request }) => {
        const { session } = await createStudent(request, 'member');
        await seedSession(page, session);
        await openAndAnswer(page, '/move');
        for (let answered = 2; answered <= 25; answered++) {
          await answer(page);
          if (answered % 5 === 0 && answered < 25) {
            const summary = dialog(page, QUIZ.lastFive);
            await expect(summary).toBeVisible();
            if (answered === 5) await expectNoA11yViolations(page);
            await summary.getByRole('button', { name: QUIZ.keepGoing }).click();
          }
        }
        const complete = dialog(page, MSG.moveComplete);
        await expect(complete).toBeVisible();
        await expect(complete.getByText('Punch is coming next.')).toBeVisible();
        await expectNoA11yViolations(page);
        await complete.getByRole('button', { name: MSG.continueMove }).click();

        // A timed-out question, then five in a row bring the Move up to continue prompt.
        await page.clock.runFor(QUESTION_TIME_MS - 2_000);
        await freeze(page);
        await page.clock.runFor(1_100);
        await expect(page.getByRole('article').getByRole('status')).toHaveText(/^Time’s up\./);
        await expect(nextButton(page)).toBeVisible();
        await expectNoA11yViolations(page);
        await thaw(page);
        for (let i = 1; i < 5; i++) {
          await nextButton(page).click();
          await page.clock.runFor(QUESTION_TIME_MS + 100);
        }
        await expect(dialog(page, MSG.moveUpToContinue)).toBeVisible();
        await expectNoA11yViolations(page);
      });

      test('quiz: Punch', async ({ page, request }) => {
        const { session } = await createStudent(request, 'member');
        await seedSession(page, session);
        await openAndAnswer(page, '/punch');
        for (let i = 1; i < 7; i++) await answer(page);
        await expect(dialog(page, QUIZ.roundComplete)).toBeVisible();
        await expectNoA11yViolations(page);
      });

      test('quiz: Chill', async ({ page, request }) => {
        const { session } = await createStudent(request, 'member');
        await seedSession(page, session);
        await openAndAnswer(page, '/chill');
        for (let i = 1; i < 7; i++) await answer(page);
        await expect(dialog(page, QUIZ.roundComplete)).toBeVisible();
        await expectNoA11yViolations(page);
      });

      test('quiz: Skill', async ({ page, request }) => {
        const { session } = await createStudent(request, 'member');
        await seedSession(page, session);
        await openAndAnswer(page, `/skill/${await openSkillId(request, session)}`);
        const final = dialog(page, QUIZ.quizComplete);
        while (!(await final.isVisible())) await answer(page);
        await expectNoA11yViolations(page);
      });

      test('quiz: Topic', async ({ page, request }) => {
        const { session } = await createStudent(request, 'member');
        await seedSession(page, session);
        await openAndAnswer(page, await topicQuizPath(request, session, 'Science'));
        const final = dialog(page, QUIZ.quizComplete);
        while (!(await final.isVisible())) await answer(page);
        await expectNoA11yViolations(page);
      });
    });

    test('ring', async ({ browser, request }) => {
      test.setTimeout(180_000);
      const host = await createNamedMember(request, 'Hemant');
      const guest = await createNamedMember(request, 'Geeta');
      await makeFriends(request, host.session, guest.session);
      const open = async (session: Session) => {
        const page = await (await browser.newContext({ reducedMotion })).newPage();
        await seedSession(page, session);
        return page;
      };
      const hPage = await open(host.session);
      // The verdict shows for 700 or 1100 ms: the host's page runs on a clock that can be stopped to look at it.
      await installClock(hPage);
      const gPage = await open(guest.session);

      // The invitation popup reaches the guest on the dashboard.
      await visit(gPage, '/dashboard');
      await visit(hPage, '/ring/new');
      await hPage.getByRole('button', { name: 'Choose Topic' }).click();
      await expect(hPage.getByRole('dialog', { name: 'Choose Topic' })).toBeVisible();
      await expectNoA11yViolations(hPage);
      await hPage.keyboard.press('Escape');
      const id = await createRing(request, host.session, [guest.session]);
      await expect(gPage.getByRole('dialog', { name: MSG.ringInvitation })).toBeVisible({ timeout: 15_000 });
      await expectNoA11yViolations(gPage);

      // Waiting rooms: the host's, the guest's before and after joining.
      await visit(hPage, `/ring/waiting/${id}`);
      await visit(gPage, `/ring/waiting/${id}`);
      await joinRing(request, guest.session, id);
      await expect(gPage.getByText(MSG.waitingForHost)).toBeVisible();
      await expectNoA11yViolations(gPage);
      await expect(hPage.getByRole('button', { name: MSG.startSession })).toBeEnabled({ timeout: 15_000 });
      await expectNoA11yViolations(hPage);

      // The live quiz: a question, then the verdict.
      await startRing(request, host.session, id);
      await expect.poll(() => path(hPage), { timeout: 15_000 }).toBe(`/ring/${id}`);
      await expect(hPage.getByText(/Question 1 \/ \d+/)).toBeVisible();
      await expectNoA11yViolations(hPage);
      await freeze(hPage);
      await hPage.getByRole('article').getByRole('button').first().click();
      await expect(hPage.getByRole('status').filter({ hasText: /Correct|Not quite/ })).toBeVisible();
      await expectNoA11yViolations(hPage);
      await thaw(hPage);

      // Everyone finishes; the leaderboard.
      await gPage.close();
      await playRing(request, guest.session, id);
      await playRing(request, host.session, id);
      await expect.poll(() => path(hPage), { timeout: 60_000 }).toBe(`/ring/leaderboard/${id}`);
      await settled(hPage);
      await expectNoA11yViolations(hPage);
      await visit(hPage, `/ring/leaderboard/${id}`);

      // A second Ring straight away meets the cooldown dialog.
      await visit(hPage, '/ring/new');
      await hPage.getByRole('list', { name: 'Friends' }).getByRole('button', { name: /Geeta/ }).click();
      await hPage.getByRole('button', { name: 'Choose Topic' }).click();
      const topics = hPage.getByRole('dialog', { name: 'Choose Topic' });
      await topics.getByRole('group', { name: 'Topics' }).getByRole('button').first().click();
      await topics.getByRole('button', { name: 'Done' }).click();
      await hPage.getByRole('button', { name: 'Create Session' }).click();
      await expect(hPage.getByRole('dialog', { name: MSG.pleaseWaitABit })).toBeVisible();
      await expectNoA11yViolations(hPage);
      await hPage.context().close();
    });
  });
}
