// What a page must hold to at any width: nothing wider than the screen, and no visible text smaller than 11 px
// (a chart's SVG text counts at the size it is drawn, after its viewBox has scaled it).
import { expect, type Page } from '@playwright/test';

export const MIN_TEXT_PX = 11;

/** The page's layout problems as sentences naming the elements at fault; none is a pass. */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate((minPx) => {
    const name = (el: Element) => {
      const id = el.id ? `#${el.id}` : '';
      const classes = [...el.classList].slice(0, 4).join('.');
      return `<${el.tagName.toLowerCase()}${id}${classes ? `.${classes}` : ''}>`;
    };
    const problems: string[] = [];

    const screen = window.innerWidth;
    const { scrollWidth } = document.documentElement;
    if (scrollWidth > screen) {
      // The innermost elements that reach past the right edge: where the width comes from.
      const past = [...document.body.querySelectorAll('*')].filter(
        (el) => el.getBoundingClientRect().right > screen + 0.5,
      );
      const innermost = past.filter((el) => !past.some((other) => other !== el && el.contains(other)));
      problems.push(
        `the page is ${scrollWidth} px wide on a ${screen} px screen, past the edge: ${innermost
          .slice(0, 5)
          .map(name)
          .join(', ')}`,
      );
    }

    // Text hidden for everyone but screen readers (sr-only: a 1 px box that clips) is not seen.
    const isClippedAway = (el: Element) => {
      for (let at: Element | null = el; at; at = at.parentElement) {
        const style = getComputedStyle(at);
        const box = at.getBoundingClientRect();
        if (style.overflow !== 'visible' && (box.width <= 1 || box.height <= 1)) return true;
        if (style.clip === 'rect(0px, 0px, 0px, 0px)') return true;
      }
      return false;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const checked = new Set<Element>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const el = node.parentElement;
      if (!text || !el || checked.has(el)) continue;
      checked.add(el);
      if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width < 1 || box.height < 1 || isClippedAway(el)) continue;
      let size = parseFloat(getComputedStyle(el).fontSize);
      if (el instanceof SVGGraphicsElement) {
        const m = el.getScreenCTM();
        if (m) size *= Math.hypot(m.a, m.b);
      }
      if (size < minPx - 0.05)
        problems.push(`"${text.slice(0, 40)}" is ${size.toFixed(1)} px (under ${minPx} px) in ${name(el)}`);
    }
    return problems;
  }, MIN_TEXT_PX);
}

/** Fails (softly: one run reports every page) when the page overflows or shows text under 11 px. */
export async function expectSoundLayout(page: Page): Promise<void> {
  const problems = await layoutProblems(page);
  const width = page.viewportSize()?.width;
  expect.soft(problems, `layout at ${width} px on ${page.url()}:\n${problems.join('\n')}`).toEqual([]);
}
