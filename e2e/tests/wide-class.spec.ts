// A class of 60 skills on a 360 px phone: the learning path names a weak skill of an earlier class to practise
// first and opens its quiz; the path and the Ring's topic list are grouped by chapter and searched with the keyboard,
// with no horizontal overflow and no axe violation.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { LearningPathResponse, QuestionsResponse } from '@quizring/contracts';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { buyMembership, completeProfile, registerStudent, type Session } from '../support/api.ts';
import { expectSoundLayout } from '../support/layout.ts';
import { seedSession } from '../support/session.ts';
import { path } from '../support/ui.ts';
import { EARLIER_SKILL, importWideClassPack, WIDE_CHAPTERS, WIDE_CLASS } from '../support/wide-class.ts';

const bearer = (session: Session) => ({ Authorization: `Bearer ${session.token}` });

async function learningPath(request: APIRequestContext, session: Session) {
  const res = await request.get('/api/learning-path', { headers: bearer(session) });
  expect(res.status()).toBe(200);
  return LearningPathResponse.parse(await res.json()).data;
}

/** Three wrong answers on the earlier class's skill (the pack's answer is always the last option). */
async function makeWeak(request: APIRequestContext, session: Session, skillId: number) {
  const quiz = await request.get(`/api/skill-quiz/${skillId}`, { headers: bearer(session) });
  expect(quiz.status(), await quiz.text()).toBe(200);
  const { questions } = QuestionsResponse.parse(await quiz.json()).data;
  for (const q of questions.slice(0, 3)) {
    const res = await request.post('/api/user-attempts', {
      headers: bearer(session),
      data: {
        question_id: [q.id],
        response_time: 5000,
        hint_seen: false,
        [`option_${q.id}`]: q.options[0]!.id,
        mode: 'skill',
      },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
}

async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
  await expectSoundLayout(page);
}

test('a class of 60 skills at 360 px: practise first, then search the path and the Ring topics', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  importWideClassPack();
  const { student, session: fresh } = await registerStudent(request);
  const session = await completeProfile(request, fresh, student.username, {
    gender: 'female',
    students_class: WIDE_CLASS,
    academic_board: 'CBSE',
  });
  await buyMembership(request, session);

  // The server heard the import (another process's commit): class 11 now has more than 60 skills.
  await expect
    .poll(async () => (await learningPath(request, session)).path.length)
    .toBeGreaterThanOrEqual(60);
  const dependant = (await learningPath(request, session)).path.find(
    (n) => n.name === 'Computer Systems: basics',
  )!;
  const [earlierId] = dependant.prerequisite_ids;
  await makeWeak(request, session, earlierId!);

  await page.setViewportSize({ width: 360, height: 740 });
  await seedSession(page, session);
  await page.goto('/learning-path');

  // Practise first: the class 10 skill, labelled with its class.
  const practise = page.getByRole('region', { name: 'Practise first' });
  await expect(practise).toBeVisible();
  await expect(practise.getByText('From Class 10')).toBeVisible();
  await expect(practise.getByText(`Needed for ${dependant.name}`)).toBeVisible();
  await expectNoOverflow(page);
  await expectNoA11yViolations(page);

  // Search with the keyboard, by skill or chapter name.
  const search = page.getByRole('searchbox', { name: 'Search skills' });
  await search.focus();
  await page.keyboard.type('recursion');
  await expect(page.getByRole('status').filter({ hasText: '3 skills match' })).toBeVisible();
  const chapter = WIDE_CHAPTERS.indexOf('Recursion') + 1;
  const list = page.getByRole('list', { name: `Chapter ${chapter}: Recursion` });
  await expect(list.getByRole('button')).toHaveCount(3);
  await expectNoOverflow(page);
  await expectNoA11yViolations(page);

  // Cleared, the chapters the student is not on are closed; one opens from the keyboard.
  await search.fill('');
  const closed = page.getByRole('button', { name: new RegExp(`^Chapter ${chapter}: Recursion`) });
  await expect(closed).toHaveAttribute('aria-expanded', 'false');
  await closed.focus();
  await page.keyboard.press('Enter');
  await expect(closed).toHaveAttribute('aria-expanded', 'true');
  await expect(list.getByRole('button')).toHaveCount(3);
  await expectNoOverflow(page);

  // Practise opens the earlier class's Skill quiz.
  await practise.getByRole('link', { name: `Practise ${EARLIER_SKILL}, From Class 10` }).click();
  await expect.poll(() => path(page)).toBe(`/skill/${earlierId}`);
  await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeEnabled();

  // The Ring's topic list: grouped by subject and chapter, searched by chapter name.
  await page.goto('/ring/new');
  await page.getByRole('button', { name: 'Choose Topic' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose Topic' });
  await expect(dialog.getByRole('region', { name: /^Computer Science · Chapter 1: / })).toBeVisible();
  await expectNoOverflow(page);
  await expectNoA11yViolations(page);
  const topicSearch = dialog.getByRole('searchbox', { name: 'Search topics' });
  await expect(topicSearch).toBeFocused();
  await page.keyboard.type('sorting');
  const found = dialog.getByRole('list', { name: 'Matching topics' }).getByRole('button');
  await expect(found).toHaveCount(3);
  await expect(found.first()).toHaveAccessibleName('Sorting: basics');
  await page.keyboard.press('Tab');
  await expectNoOverflow(page);
  await expectNoA11yViolations(page);
});
