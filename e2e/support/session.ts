// Puts a signed-in session into the browser the way the web app keeps it (authToken and
// authUser in local storage), so a test can start on any page as a given student without the login screen.
import type { Page } from '@playwright/test';
import type { Session } from './api.ts';

export const AUTH_TOKEN_KEY = 'authToken';
export const AUTH_USER_KEY = 'authUser';

/**
 * Seeds the session before the first page of the tab loads. The flag in sessionStorage makes it happen once per
 * tab, so a later sign-out or 401 in the test is not undone by the next navigation.
 */
export async function seedSession(page: Page, session: Session): Promise<void> {
  await page.addInitScript(
    ({ token, user, keys }) => {
      try {
        if (sessionStorage.getItem('e2e-session-seeded')) return;
        localStorage.setItem(keys.token, token);
        localStorage.setItem(keys.user, JSON.stringify(user));
        sessionStorage.setItem('e2e-session-seeded', '1');
      } catch {
        // about:blank and other opaque origins have no storage; the app's own origin does.
      }
    },
    { token: session.token, user: session.user, keys: { token: AUTH_TOKEN_KEY, user: AUTH_USER_KEY } },
  );
}

export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), AUTH_TOKEN_KEY);
}

export async function storedUser(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), AUTH_USER_KEY);
}
