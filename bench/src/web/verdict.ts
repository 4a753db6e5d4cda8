// Click to verdict (issue 11): the server grades every answer and the page learns the answer only from that verdict,
// so the quiz waits for a round trip before it says right or wrong. Measured in Chromium on the built app as users
// run it (demo mode, request logging at the default `info`): from the key press that answers a Move question to the
// verdict's text in the page, for every answer of a run. The baseline, in the same page and run, is a bare round
// trip to the server (`GET /api/health`): the floor of any verdict.
import puppeteer from 'puppeteer-core';
import { chromiumPath } from '../../../e2e/support/chromium.ts';
import type { Session } from './lighthouse.ts';

export type VerdictTimes = { verdictMs: number[]; roundTripMs: number[] };

// Page scripts as text: this package is typed for Node, without the DOM.
/** Records, in the page, the time from a key 1–5 to the verdict in the question's status line. */
const INSTRUMENT = `
  window.__verdicts = [];
  let pressedAt = null;
  addEventListener('keydown', (e) => { if (/^[1-5]$/.test(e.key)) pressedAt = performance.now(); }, true);
  new MutationObserver(() => {
    if (pressedAt === null) return;
    const status = document.querySelector('article [role="status"]');
    if (status && /^(Correct!|Not quite)/.test(status.textContent || '')) {
      window.__verdicts.push(performance.now() - pressedAt);
      pressedAt = null;
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });`;

/**
 * Goes on: past Move's overlays (every 5 answers a summary, at 25 the round's end), and with Next from a wrong
 * answer (its answer stays until the student goes on).
 */
const GO_ON = `
  for (const b of document.querySelectorAll('[role="dialog"] button, article button'))
    if (/^(Keep Going|Continue Move|Next)$/.test(b.textContent || '')) b.click();`;

const ROUND_TRIPS = (n: number) => `(async () => {
  const out = [];
  for (let i = 0; i < ${n}; i++) {
    const t = performance.now();
    await (await fetch('/api/health', { cache: 'no-store' })).text();
    out.push(performance.now() - t);
  }
  return out;
})()`;

export async function measureVerdicts(
  origin: string,
  session: Session,
  answers: number,
): Promise<VerdictTimes> {
  const browser = await puppeteer.launch({
    executablePath: chromiumPath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/icon.svg`);
    await page.evaluate(
      `localStorage.setItem('authToken', ${JSON.stringify(session.token)});
       localStorage.setItem('authUser', ${JSON.stringify(JSON.stringify(session.user))});`,
    );
    await page.evaluateOnNewDocument(INSTRUMENT);
    await page.goto(`${origin}/move`);
    const start = await page.waitForSelector('::-p-text(Press and hold anywhere to pause)');
    await start?.dispose();
    await page.locator('button ::-p-text(Start)').click();

    answering: for (let i = 0; i < answers; i++) {
      // The next question, open for an answer (overlays out of the way), unless the day's questions ran out.
      const giveUpAt = Date.now() + 15_000;
      for (;;) {
        if (Date.now() > giveUpAt) throw new Error(`no question to answer after ${i} answers`);
        await page.evaluate(GO_ON);
        const open = await page.$('button[aria-keyshortcuts="1"]:not([aria-disabled="true"])');
        if (open) {
          await open.dispose();
          break;
        }
        if ((await page.$('::-p-text(every question for now)')) !== null) break answering;
        await new Promise((r) => setTimeout(r, 20));
      }
      await page.keyboard.press('1');
      await page.waitForFunction(`window.__verdicts.length > ${i}`, { timeout: 10_000 });
    }
    const verdictMs = (await page.evaluate('window.__verdicts')) as number[];
    const roundTripMs = (await page.evaluate(ROUND_TRIPS(answers))) as number[];
    return { verdictMs, roundTripMs };
  } finally {
    await browser.close();
  }
}
