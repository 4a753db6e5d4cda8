// Every page of the route table at 360, 390 and 1280 px, as a student with a few days of activity: nothing wider than
// the screen, no visible text under 11 px, and no axe violation. The student is the seeded demo student (three
// earlier days of practice, which only the server's seed can date in the past: the API records attempts today) with
// today's practice added through the API, friends, and a Ring to which a new friend invites them. The pages a member
// never sees are visited as who sees them: signed out, mid-onboarding, without a membership. A test fails when a
// route is added to the table without a visit here.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ROUTE_TABLE } from '../../apps/web/src/lib/route-table.ts';
import { expectNoA11yViolations } from '../support/a11y.ts';
import {
  createNamedMember,
  createStudent,
  dashboard,
  login,
  makeFriends,
  newStudent,
  type Session,
} from '../support/api.ts';
import { DEMO, DEMO_PASSWORD } from '../support/demo-accounts.ts';
import { expectSoundLayout } from '../support/layout.ts';
import {
  createRing,
  joinRing,
  openSkillId,
  playRing,
  startRing,
  topicQuizPath,
} from '../support/learner-api.ts';
import { startQuiz } from '../support/quiz.ts';
import { seedSession } from '../support/session.ts';
import { continueButton, expectPath, fillSignupNames, path, TEXT } from '../support/ui.ts';

const WIDTHS = [
  { width: 360, height: 800 },
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

/** The member pages that open with nothing but their path. */
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
] as const;
const QUIZZES = ['/move', '/punch', '/chill'] as const;

/** Which part of the walk opens each route of the route table. */
const COVERAGE: Record<string, string> = {
  '/login': 'signed out',
  '/signup': 'signed out',
  '/onboarding': 'incomplete profile',
  '/subscribe': 'without a membership',
  '/subject/:subjectName': 'subject and its quizzes',
  '/skill/:skillId': 'subject and its quizzes',
  '/topic-quiz/:chapterId/:subtopicId': 'subject and its quizzes',
  '/ring/waiting/:id': 'ring',
  '/ring/:id': 'ring',
  '/ring/leaderboard/:id': 'ring',
  ...Object.fromEntries([...MEMBER_PAGES, ...QUIZZES].map((p) => [p, 'member pages'])),
};

test('every route of the route table is walked by this file', () => {
  expect(Object.keys(COVERAGE).sort()).toEqual(ROUTE_TABLE.map((r) => r.path).sort());
});

const bearer = (s: Session) => ({ Authorization: `Bearer ${s.token}` });

/** Today's answers to a few Move questions, served first as the server requires. */
async function practiseToday(request: APIRequestContext, s: Session, count = 5): Promise<void> {
  const page = await request.get('/api/swipe-question-list', { headers: bearer(s) });
  expect(page.status(), await page.text()).toBe(200);
  const questions = (
    (await page.json()) as { data: { questions: { id: number; options: { id: number }[] }[] } }
  ).data.questions;
  for (const q of questions.slice(0, count)) {
    const res = await request.post('/api/user-attempts', {
      headers: bearer(s),
      data: {
        question_id: [q.id],
        response_time: 4000,
        hint_seen: false,
        [`option_${q.id}`]: q.options[0]!.id,
        mode: 'move',
        client_attempt_id: `layout-${q.id}-${Date.now()}`,
      },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
}

/** Waits until the page has drawn its title and nothing is loading any more. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('.animate-spin')).toHaveCount(0);
}

async function check(page: Page): Promise<void> {
  await expectSoundLayout(page);
  await expectNoA11yViolations(page);
}

async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await settled(page);
  await check(page);
}

/** The dial code and the mobile number side by side are one height. */
async function expectMobileFieldsAligned(page: Page): Promise<void> {
  const dial = await page.getByLabel(/dial code/i).boundingBox();
  const mobile = await page.getByRole('textbox', { name: /mobile/i }).boundingBox();
  expect(dial?.height).toBeGreaterThan(0);
  expect(dial?.height).toBe(mobile?.height);
}

test.describe.configure({ mode: 'parallel' });

for (const size of WIDTHS) {
  test(`every page at ${size.width} px`, async ({ browser, request }) => {
    test.setTimeout(420_000);
    const open = async (session?: Session) => {
      const context = await browser.newContext({ viewport: size });
      const page = await context.newPage();
      if (session) await seedSession(page, session);
      return page;
    };

    await test.step('signed out', async () => {
      const page = await open();
      await visit(page, '/login');
      await page.getByRole('tab', { name: TEXT.mobileTab, exact: true }).click();
      await expectMobileFieldsAligned(page);
      await check(page);
      await visit(page, '/signup');
      await fillSignupNames(page, newStudent());
      await continueButton(page).click();
      await expectMobileFieldsAligned(page);
      await check(page);
      await page.context().close();
    });

    await test.step('incomplete profile', async () => {
      const page = await open((await createStudent(request, 'incomplete')).session);
      await visit(page, '/onboarding');
      await page.context().close();
    });

    await test.step('without a membership', async () => {
      const page = await open(await login(request, DEMO.free.username, DEMO_PASSWORD));
      await visit(page, '/subscribe');
      await page.context().close();
    });

    const student = await login(request, DEMO.student.username, DEMO_PASSWORD);
    await practiseToday(request, student);
    const week = (await dashboard(request, student)).weekly.filter((d) => d.attempts > 0);
    expect(week.length, 'days with activity this week').toBeGreaterThanOrEqual(3);
    const page = await open(student);

    await test.step('member pages', async () => {
      for (const url of MEMBER_PAGES) await visit(page, url);
      for (const url of QUIZZES) {
        await page.goto(url);
        await startQuiz(page);
        await check(page);
      }
    });

    await test.step('subject and its quizzes', async () => {
      const subject = (await dashboard(request, student)).subjects[0]?.name;
      if (!subject) throw new Error('the demo student has no subjects');
      await visit(page, `/subject/${encodeURIComponent(subject)}`);
      for (const url of [
        `/skill/${await openSkillId(request, student)}`,
        await topicQuizPath(request, student, subject),
      ]) {
        await page.goto(url);
        await startQuiz(page);
        await check(page);
      }
    });

    await test.step('ring', async () => {
      // A new friend hosts, so that the three widths' Rings need no host's cooldown between them.
      const host = await createNamedMember(request, 'Hari');
      await makeFriends(request, host.session, student);
      const id = await createRing(request, host.session, [student]);
      await visit(page, `/ring/waiting/${id}`);
      await joinRing(request, student, id);
      await startRing(request, host.session, id);
      await expectPath(page, `/ring/${id}`);
      await expect(page.getByText(/Question 1 \/ \d+/)).toBeVisible();
      await check(page);
      await page.goto('/dashboard');
      await playRing(request, student, id);
      await playRing(request, host.session, id);
      await visit(page, `/ring/leaderboard/${id}`);
      expect(path(page)).toBe(`/ring/leaderboard/${id}`);
    });
    await page.context().close();
  });
}
