// A fake clock that can be stopped: to look at a quiz screen in a state that lasts well under a second (the verdict
// after an answer shows for 700 or 1100 ms) on a machine too busy to look at it that fast.
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    /** The page's own timers, kept before Playwright's clock replaces them (see a11y.ts). */
    __nativeTimers?: Pick<Window, 'setTimeout' | 'clearTimeout' | 'setInterval' | 'clearInterval'>;
  }
}

/** Playwright's fake clock, running at the normal pace; the page's own timers are kept aside first. */
export async function installClock(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__nativeTimers = {
      setTimeout: window.setTimeout.bind(window),
      clearTimeout: window.clearTimeout.bind(window),
      setInterval: window.setInterval.bind(window),
      clearInterval: window.clearInterval.bind(window),
    };
  });
  await page.clock.install();
}

/** Stops the page's time (a second ahead of now): nothing it schedules runs until `thaw` or `clock.runFor`. */
export async function freeze(page: Page): Promise<void> {
  // The page's time runs on between reading it and pausing: on a busy machine by more than the second ahead, and
  // pausing in the past is refused. Read it again and retry then.
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 1000);
      return;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('fast-forward to the past')) throw error;
    }
  }
}

/** Lets the page's time run at the normal pace again. */
export async function thaw(page: Page): Promise<void> {
  await page.clock.resume();
}
