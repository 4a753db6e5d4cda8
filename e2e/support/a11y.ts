// Runs axe on the page as it is now and fails on serious or critical WCAG 2 A/AA violations.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

function describe(violations: Violation[]): string {
  return violations
    .map((v) => {
      const targets = v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n');
      return `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${targets}`;
    })
    .join('\n');
}

export async function expectNoA11yViolations(page: Page, { exclude = [] }: { exclude?: string[] } = {}) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const severe = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(severe, `accessibility violations on ${page.url()}:\n${describe(severe)}`).toEqual([]);
}
