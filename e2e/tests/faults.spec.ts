// A client that loses its connection: mid-quiz, the answers given offline wait in the attempt queue and reach the
// server exactly once when the connection is back, and their verdicts follow; mid-Ring, a player who drops offline
// for a few seconds comes back at their question, their answer given offline counts, realtime reconnects and
// resumes, an answer whose request is lost on the way is sent again, and the final leaderboard keeps the points they
// scored before.
import { expect, test, type Page, type Response, type WebSocketRoute } from '@playwright/test';
import { ADVANCE_AFTER_WRONG_MS, MSG } from '@quizring/contracts';
import { createNamedMember, createStudent, dashboard, makeFriends } from '../support/api.ts';
import { answerCurrent, goOn, startQuiz } from '../support/quiz.ts';
import { startedRing } from '../support/ring.ts';
import { seedSession } from '../support/session.ts';
import { path } from '../support/ui.ts';

const ATTEMPT_QUEUE_KEY = 'pendingAttempts';
const queued = (page: Page) =>
  page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? '[]') as unknown[]).length,
    ATTEMPT_QUEUE_KEY,
  );

test('a Move quiz shows verdicts from the server; answers given offline are saved and checked once back online', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { session } = await createStudent(request, 'member');
  // Every attempt the server acknowledged, and whether it was a retry of one it already had.
  const acknowledged: { id: string; duplicate: boolean }[] = [];
  const answerKeys: boolean[] = [];
  page.on('response', async (res: Response) => {
    if (res.url().includes('/api/swipe-question-list') && res.status() === 200) {
      const body = (await res.json()) as { data: { questions: { options: { is_answer: boolean }[] }[] } };
      for (const q of body.data.questions) answerKeys.push(...q.options.map((o) => o.is_answer));
    }
    if (!res.url().endsWith('/api/user-attempts') || res.status() !== 200) return;
    const body = (await res.json()) as { data: { duplicate: boolean } };
    const sent = res.request().postDataJSON() as { client_attempt_id: string };
    acknowledged.push({ id: sent.client_attempt_id, duplicate: body.data.duplicate });
  });
  await seedSession(page, session);
  await page.clock.install();
  await page.goto('/move');
  await startQuiz(page);
  // The page of questions names no answer: the verdicts below can only be the server's.
  expect(answerKeys.length).toBeGreaterThan(0);
  expect(answerKeys.filter(Boolean)).toEqual([]);

  const verdict = page.getByRole('article').getByRole('status');
  const firstOption = page.locator('button[aria-keyshortcuts="1"]');
  for (let i = 0; i < 2; i++) {
    await expect(firstOption).not.toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('1');
    // The verdict, then the explanation when the question has one.
    await expect(verdict).toHaveText(/^(Correct!|Not quite\. The answer is )/);
    await goOn(page);
  }
  await expect.poll(async () => (await dashboard(request, session)).total_attempts).toBe(2);

  await page.context().setOffline(true);
  for (let i = 0; i < 3; i++) {
    await expect(firstOption).not.toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('1');
    await expect(verdict).toHaveText('Saved. It will be checked when you are back online.');
    await page.clock.runFor(ADVANCE_AFTER_WRONG_MS + 100);
  }
  // The quiz went on; the answers wait in the browser, the server has not seen them.
  await expect.poll(() => queued(page)).toBe(3);
  expect((await dashboard(request, session)).total_attempts).toBe(2);
  // The five-answer summary of Move shows all five, the offline ones as waiting for their verdict.
  const summary = page.getByRole('dialog', { name: 'Your last 5' });
  await expect(summary.getByRole('listitem')).toHaveCount(5);
  await expect(summary.getByText('Saved, not checked yet')).toHaveCount(3);
  await expect(summary.getByText(/3 waiting to be checked/)).toBeVisible();

  // Back online: the saved answers are sent, and their verdicts fill the summary that is still open.
  await page.context().setOffline(false);
  await expect.poll(() => queued(page)).toBe(0);
  await expect(summary.getByText('Saved, not checked yet')).toHaveCount(0);
  await expect(summary.getByText(/^(Correct|Wrong) · /)).toHaveCount(5);
  await expect.poll(async () => (await dashboard(request, session)).total_attempts).toBe(5);
  await summary.getByRole('button', { name: 'Keep Going' }).click();

  await answerCurrent(page);
  await expect.poll(async () => (await dashboard(request, session)).total_attempts).toBe(6);
  const dash = await dashboard(request, session);
  expect(dash.today_attempts_by_difficulty.move_mix).toBe(6);
  // Each answer was sent until it got through, and never again after that.
  expect(acknowledged).toHaveLength(6);
  expect(new Set(acknowledged.map((a) => a.id)).size).toBe(6);
  expect(acknowledged.filter((a) => a.duplicate)).toEqual([]);
});

type Verdict = { is_correct: boolean; correct_option_id: number };

/** Clicks an option of the question on screen and waits for the server's verdict. */
async function pick(
  page: Page,
  questionNumber: number,
  total: number,
  optionText?: string,
): Promise<Verdict> {
  await expect(page.getByText(`Question ${questionNumber} / ${total}`)).toBeVisible({ timeout: 15_000 });
  const accepted = page.waitForResponse(
    (r) => r.url().endsWith('/answer') && r.request().method() === 'POST',
  );
  const options = page.getByRole('article').getByRole('button');
  await (optionText ? options.filter({ hasText: optionText }) : options.first()).click();
  const res = await accepted;
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: Verdict }).data;
}

test('a Ring player who drops offline resumes at their question and keeps their score', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const host = await createNamedMember(request, 'Harini');
  const guest = await createNamedMember(request, 'Gautam');
  const third = await createNamedMember(request, 'Tanvi');
  await makeFriends(request, host.session, guest.session);
  await makeFriends(request, host.session, third.session);
  const { sessionId, questions } = await startedRing(request, host.session, [guest.session, third.session]);
  const total = questions.length;
  expect(total).toBeGreaterThanOrEqual(4);

  const pages: Page[] = [];
  for (let i = 0; i < 3; i++) pages.push(await (await browser.newContext()).newPage());
  const [hPage, gPage, tPage] = pages as [Page, Page, Page];
  // Tanvi's realtime connection runs through a route the test can cut, as a lost network would (the browser's
  // offline mode alone leaves an open WebSocket standing): while she is offline her sockets are dropped and new ones
  // are refused.
  let tanviOffline = false;
  const tanviSockets: WebSocketRoute[] = [];
  const socketLog: string[] = [];
  await tPage.routeWebSocket(/\/app\//, (ws) => {
    if (tanviOffline) {
      socketLog.push('refused');
      return ws.close({ code: 1001, reason: 'offline' });
    }
    socketLog.push('open');
    const server = ws.connectToServer();
    // Passed through as is; the test only notes when the Ring's presence channel is (re)subscribed.
    server.onMessage((message) => {
      if (typeof message === 'string' && /subscription_succeeded.*presence-ring/.test(message))
        socketLog.push('subscribed');
      ws.send(message);
    });
    tanviSockets.push(ws, server);
  });
  for (const [i, s] of [host, guest, third].entries()) {
    await seedSession(pages[i]!, s.session);
    await pages[i]!.goto(`/ring/${sessionId}`);
  }
  // Tanvi's verdicts, as the server gave them: her leaderboard line must add up to these.
  const tanviVerdicts: boolean[] = [];
  tPage.on('response', async (res) => {
    if (res.url().endsWith('/answer') && res.status() === 200)
      tanviVerdicts.push(((await res.json()) as { data: Verdict }).data.is_correct);
  });

  // Question 1: Tanvi picks the right answer (the host's verdict tells which it is), so she has points to keep.
  const first = await pick(hPage, 1, total);
  const right = questions[0]!.options.find((o) => o.id === first.correct_option_id)!;
  await pick(gPage, 1, total);
  expect((await pick(tPage, 1, total, right.text)).is_correct).toBe(true);

  // Question 2: Tanvi loses her connection and answers while offline; the others play on.
  await expect(tPage.getByText(`Question 2 / ${total}`)).toBeVisible({ timeout: 15_000 });
  tanviOffline = true;
  await tPage.context().setOffline(true);
  for (const ws of tanviSockets.splice(0)) await ws.close({ code: 1001, reason: 'offline' });
  socketLog.push('dropped');
  await pick(hPage, 2, total);
  await pick(gPage, 2, total);
  const tanviAnswer = tPage.waitForResponse((r) => r.url().endsWith('/answer') && r.status() === 200, {
    timeout: 30_000,
  });
  await tPage.getByRole('article').getByRole('button').first().click();
  await tPage.waitForTimeout(3000);
  // Still on her question, her pick held for when the connection is back, not lost and not failed.
  await expect(tPage.getByText(`Question 2 / ${total}`)).toBeVisible();
  await expect(tPage.getByText(MSG.failedToSubmitAnswer)).toHaveCount(0);

  tanviOffline = false;
  await tPage.context().setOffline(false);
  await tanviAnswer;
  await expect(tPage.getByText(`Question 3 / ${total}`)).toBeVisible({ timeout: 15_000 });
  // Realtime is back too: the client reconnected and joined the Ring's channel again, and the host's next answer
  // flashes on her screen.
  await expect.poll(() => socketLog.filter((e) => e === 'subscribed').length, { timeout: 20_000 }).toBe(2);
  await pick(hPage, 3, total);
  await expect(tPage.getByText(/^Harini Student (got it!|missed)$/)).toBeVisible({ timeout: 15_000 });

  await pick(gPage, 3, total);
  // Her next answer meets a connection that breaks under it while the browser still believes it is online: the
  // answer is sent again and counts.
  await tPage.route('**/api/ring-sessions/*/answer', (route) => route.abort('connectionreset'), { times: 1 });
  await pick(tPage, 3, total);
  await expect(tPage.getByText(MSG.failedToSubmitAnswer)).toHaveCount(0);
  for (let q = 4; q <= total; q++) for (const page of pages) await pick(page, q, total);

  const tanviCorrect = tanviVerdicts.filter(Boolean).length;
  expect(tanviVerdicts).toHaveLength(total);
  expect(tanviCorrect).toBeGreaterThanOrEqual(1);
  for (const page of pages) {
    await expect.poll(() => path(page), { timeout: 60_000 }).toBe(`/ring/leaderboard/${sessionId}`);
    const tanvi = page
      .getByRole('list', { name: 'All players' })
      .getByRole('listitem')
      .filter({ hasText: 'Tanvi Student' });
    await expect(tanvi).toContainText(`Score: ${tanviCorrect} / ${total}`);
  }
  expect(socketLog.filter((e) => e === 'open').length).toBeGreaterThanOrEqual(2);
  console.info(`[faults ring] Tanvi's realtime: ${socketLog.join(' → ')}`);
  for (const page of pages) await page.context().close();
});
