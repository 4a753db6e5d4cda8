// Issue 14 §3: a question with formulas and one with a figure, on a 360 px phone. The questions come from a small
// pack of their own (e2e/fixtures/notation-pack: class 12, a subject no other test meets), imported into this
// run's server with the content CLI, so the test does not depend on what the default pack holds.
import { expect, test, type Page } from '@playwright/test';
import { LearningPathResponse } from '@quizring/contracts';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { buyMembership, completeProfile, DEFAULT_PROFILE, registerStudent } from '../support/api.ts';
import { answerCurrent, startQuiz } from '../support/quiz.ts';
import { seedSession } from '../support/session.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const PACK = fileURLToPath(new URL('../fixtures/notation-pack', import.meta.url));
const SKILL = 'Formulas and figures';
const FIGURE_ALT = 'Triangle ABC: angle A is 70 degrees and angle B is 50 degrees; angle C is not marked.';

test.use({ viewport: { width: 360, height: 740 } });

test.beforeAll(() => {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir)
    throw new Error('notation.spec.ts imports its pack into the server’s DATA_DIR: set E2E_DATA_DIR to it.');
  // The running server hears another process's commit to its SQLite file and drops its content cache.
  execFileSync(process.execPath, ['apps/server/dist/cli.js', 'content-import', PACK], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'pipe',
  });
});

/** Nothing wider than the screen: the page scrolls only downwards. */
async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `the page is ${scrollWidth} px wide on a ${clientWidth} px screen`).toBeLessThanOrEqual(
    clientWidth,
  );
}

function policyViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('a question with formulas and one with a figure render at 360 px', async ({ page, request }) => {
  const violations = policyViolations(page);
  const { student, session } = await registerStudent(request);
  const member = await completeProfile(request, session, student.username, {
    ...DEFAULT_PROFILE,
    students_class: 12,
  });
  await buyMembership(request, member);
  // The import reaches the server's content cache through the change feed's poll of the file: ask until it does.
  let skillId: number | undefined;
  await expect
    .poll(async () => {
      const res = await request.get('/api/learning-path', {
        headers: { Authorization: `Bearer ${member.token}` },
      });
      skillId = LearningPathResponse.parse(await res.json()).data.path.find(
        (n) => n.name === SKILL,
      )?.skill_id;
      return skillId;
    })
    .toBeDefined();

  await seedSession(page, member);
  await page.clock.install();
  await page.goto(`/skill/${skillId}`);
  await startQuiz(page);

  // The formula question: KaTeX's HTML for the eye, MathML for screen readers, in the heading and the options.
  const heading = page.getByRole('heading', { level: 2 });
  await expect(heading.locator('.katex').first()).toBeVisible();
  await expect(heading.locator('.katex math').first()).toBeAttached();
  await expect(heading.locator('.katex-display')).toBeAttached();
  await expect(heading).not.toContainText('$');
  await expect(page.locator('button[aria-keyshortcuts="1"] .katex').first()).toBeVisible();
  // KaTeX's fonts arrived (a font blocked by the policy would be reported as a violation too).
  expect(await page.evaluate(() => document.fonts.check('16px KaTeX_Main'))).toBe(true);
  // The wide display formula scrolls within itself, not the page.
  await expectNoHorizontalOverflow(page);
  await expectNoA11yViolations(page);

  await answerCurrent(page);

  // The figure question: the drawing above the options, as an image with its alt text, decoded and within the card.
  const figure = page.getByRole('img', { name: FIGURE_ALT });
  await expect(figure).toBeVisible();
  await expect(figure).toHaveAttribute('src', /^data:image\/svg\+xml;/);
  expect(await figure.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const box = await figure.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(360);
  expect(box!.height).toBeGreaterThan(100);
  const optionsTop = (await page.getByRole('list', { name: 'Answer options' }).boundingBox())!.y;
  expect(box!.y + box!.height).toBeLessThanOrEqual(optionsTop);
  await expectNoHorizontalOverflow(page);
  await expectNoA11yViolations(page);

  expect(violations).toEqual([]);
});
