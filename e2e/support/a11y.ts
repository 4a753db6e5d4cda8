// Runs axe on the page as it is now and fails on ANY violation, whatever its impact: WCAG 2.0/2.1/2.2 A and AA plus
// axe's best-practice rules. Experimental rules stay off, as axe ships them.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
// For the type of window.__nativeTimers, which clock.ts keeps.
import './clock.ts';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

function describe(violations: Violation[]): string {
  return violations
    .map((v) => {
      const targets = v.nodes
        .map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary ?? ''}`)
        .join('\n');
      return `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${targets}`;
    })
    .join('\n');
}

/**
 * axe waits on setTimeout between rules. Under a paused fake clock (support/clock.ts) those timers would never
 * fire, so for the length of the run axe gets the page's own timers; the app schedules nothing meanwhile.
 */
async function withNativeTimers<T>(page: Page, run: () => Promise<T>): Promise<T> {
  const swapped = await page.evaluate(() => {
    const native = window.__nativeTimers as Record<string, unknown> | undefined;
    if (!native) return false;
    const w = window as unknown as Record<string, unknown>;
    w.__fakeTimers = Object.fromEntries(Object.keys(native).map((name) => [name, w[name]]));
    Object.assign(window, native);
    return true;
  });
  try {
    return await run();
  } finally {
    if (swapped)
      await page.evaluate(() => {
        const w = window as unknown as Record<string, unknown>;
        Object.assign(window, w.__fakeTimers as object);
      });
  }
}

/** Every violation axe finds on the page as it is now, of any impact. */
export async function a11yViolations(page: Page, exclude: string[] = []): Promise<Violation[]> {
  // Legacy mode runs axe in the page itself instead of finishing in a new blank page: the app has no frames, and
  // a new page per check is slow and would come up under the context's fake clock.
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true);
  for (const selector of exclude) builder = builder.exclude(selector);
  return (await withNativeTimers(page, () => builder.analyze())).violations;
}

export async function expectNoA11yViolations(page: Page, { exclude = [] }: { exclude?: string[] } = {}) {
  const violations = await a11yViolations(page, exclude);
  // Soft: one run reports every page with violations, not only the first; the test still fails.
  expect
    .soft(
      violations.map((v) => v.id),
      `accessibility violations on ${page.url()}:\n${describe(violations)}`,
    )
    .toEqual([]);
}
