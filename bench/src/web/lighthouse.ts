// One Lighthouse run (the `lighthouse` package, its default mobile settings: simulated slow 4G and a 4× slower
// CPU) of one page, in a Chromium of its own (a fresh profile each time, so nothing is cached from an earlier run).
// A signed-in page gets the session put into local storage first, where the web app keeps it (authToken and
// authUser), by a Puppeteer page that Lighthouse then drives; the storage reset is off so that it stays.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromiumPath } from '../../../e2e/support/chromium.ts';

export type Session = { token: string; user: unknown };

export type LighthouseResult = {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Accessibility audits that failed, with the elements they name. */
  accessibilityFailures: { id: string; title: string; items: string[] }[];
  /** Performance opportunities and diagnostics that did not pass (ids), for the log. */
  performanceHints: string[];
};

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];

type Audit = {
  title: string;
  score: number | null;
  numericValue?: number;
  details?: { items?: { node?: { selector?: string; snippet?: string } }[] };
};

export async function runLighthouse(url: string, session?: Session): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROME_FLAGS });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    if (session) {
      // Any small file of the origin gives the page the app's local storage.
      await page.goto(new URL('/icon.svg', url).toString());
      await page.evaluate(
        (token, user) => {
          localStorage.setItem('authToken', token);
          localStorage.setItem('authUser', user);
        },
        session.token,
        JSON.stringify(session.user),
      );
    }
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: true,
      },
      undefined,
      page,
    );
    await browser.disconnect();
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const audits = lhr.audits as Record<string, Audit>;
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const score = (id: 'performance' | 'accessibility') => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const failing = (refs: { id: string; weight: number }[]) =>
      refs.filter((r) => {
        const s = audits[r.id]?.score;
        return s !== null && s !== undefined && s < 1;
      });
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      speedIndexMs: value('speed-index'),
      accessibilityFailures: failing(lhr.categories.accessibility?.auditRefs ?? [])
        .filter((r) => r.weight > 0)
        .map((r) => ({
          id: r.id,
          title: audits[r.id]!.title,
          items: (audits[r.id]!.details?.items ?? [])
            .map((i) => i.node?.selector ?? i.node?.snippet ?? '')
            .filter(Boolean)
            .slice(0, 5),
        })),
      performanceHints: failing(lhr.categories.performance?.auditRefs ?? [])
        .filter((r) => audits[r.id]!.score! < 0.9)
        .map((r) => `${r.id} (${audits[r.id]!.score})`),
    };
  } finally {
    chrome.kill();
  }
}
