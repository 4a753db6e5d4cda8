// The first API requests of a signed-in start, sent by the early entry (preload.ts) as soon as the HTML has arrived
// instead of after the app's JavaScript has loaded and its guard has asked who the user is. The API client
// (api-client.ts) then takes a response that is already on its way instead of asking again; everything else (the
// queries, the guard's decisions, a 401 clearing the session) stays as it is. Free of React and zod so that it stays
// in the early entry's small chunk.
import type { PageKey } from './route-table';
import { STORAGE_KEYS } from './storage';

export const API_BASE = '/api';

/** What every signed-in start asks, whatever the page: the auth provider's user and the guard's membership. */
export const SESSION_REQUESTS = ['/user-info', '/subscriptions/status'] as const;

/**
 * The first data request of a page (its path under API_BASE, query included), as the page's own query sends it:
 * the dashboard's data and the first page of a paged quiz. A test holds each to the page's own request.
 */
export const EARLY_PAGE_REQUESTS: Partial<Record<PageKey, string>> = {
  dashboard: '/dashboard',
  move: '/swipe-question-list?page=1',
  punch: '/punch-question-list?page=1',
  chill: '/chill-question-list?page=1',
};

type EarlyRequest = {
  token: string;
  response: Promise<Response>;
  /** The answer once it has been read: a start whose answers are all in renders the page with them at once. */
  answer?: { ok: boolean; body: unknown };
};

const pending = new Map<string, EarlyRequest>();
let startPathname: string | null = null;
let appStarted = false;

/**
 * The app's entry has started (main.tsx): from now on it asks for itself. The early entry is async, so on a rare
 * start it may run after the app, and its requests would only be sent twice.
 */
export function markAppStarted(): void {
  appStarted = true;
}

/**
 * What identifies a request: its path and query without the cache-buster `t` (user-info and the
 * subscription status carry the time of asking), so that the app's own later `t` still matches.
 */
function requestKey(url: string): string {
  const parsed = new URL(url, 'http://early.invalid');
  parsed.searchParams.delete('t');
  return `${parsed.pathname}${parsed.search}`;
}

/** The stored user's profile_complete as the guard reads it (1, or the text '1'). */
function storedProfileComplete(rawUser: string): boolean {
  try {
    const user: unknown = JSON.parse(rawUser);
    return (
      typeof user === 'object' &&
      user !== null &&
      'id' in user &&
      Number((user as { profile_complete?: unknown }).profile_complete) === 1
    );
  } catch {
    return false;
  }
}

/**
 * Sends the session's requests when a token and a user are stored, and the page's first data request too when the
 * stored profile is complete (an incomplete one is sent to /onboarding, which does not need it). The server refuses
 * a page's data without a membership, so a student whom the guard sends to /subscribe costs one refused request.
 */
export function startEarlyRequests(
  pathname: string,
  page: PageKey | undefined,
  storage: Storage = localStorage,
) {
  const token = storage.getItem(STORAGE_KEYS.authToken);
  const rawUser = storage.getItem(STORAGE_KEYS.authUser);
  if (appStarted || !token || !rawUser) return;
  startPathname = pathname;
  const paths: string[] = SESSION_REQUESTS.map((p) => `${p}?t=${Date.now()}`);
  const pageRequest = page ? EARLY_PAGE_REQUESTS[page] : undefined;
  if (pageRequest && storedProfileComplete(rawUser)) paths.push(pageRequest);
  for (const path of paths) {
    const url = `${API_BASE}${path}`;
    const response = fetch(url, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    });
    const early: EarlyRequest = { token, response };
    response
      .then(async (res) => {
        const body: unknown = await res.clone().json();
        early.answer = { ok: res.ok, body };
      })
      // A failed early request (or an unreadable answer) is asked again by the app; nothing to report here.
      .catch(() => {});
    pending.set(requestKey(url), early);
  }
}

/**
 * The body of an early request for `url` when it has already arrived as a success envelope (spec: status
 * 'success'), once, under the same conditions as takeEarlyResponse. Anything else (still on its way, an error, a
 * 401) stays for takeEarlyResponse, so that the API client treats it as its own.
 */
export function takeEarlySuccessBody(
  url: string,
  token: string | null,
  pathname: string = window.location.pathname,
): unknown {
  const answer = pending.get(requestKey(url))?.answer;
  if (!answer?.ok || (answer.body as { status?: unknown } | null)?.status !== 'success') return undefined;
  return takeEarlyResponse(url, token, pathname) ? answer.body : undefined;
}

/**
 * The response of an early request for `url`, once: only while the app is still on the page it started on, and
 * only for the token it was sent with (a session that changed in between asks afresh).
 */
export function takeEarlyResponse(
  url: string,
  token: string | null,
  pathname: string = window.location.pathname,
): Promise<Response> | undefined {
  if (pending.size === 0) return undefined;
  if (pathname !== startPathname) {
    discardEarlyRequests();
    return undefined;
  }
  const key = requestKey(url);
  const early = pending.get(key);
  if (!early) return undefined;
  pending.delete(key);
  return early.token === token ? early.response : undefined;
}

/** Forgets every untaken early request (the app has left its first page: they would be stale). */
export function discardEarlyRequests(): void {
  pending.clear();
  startPathname = null;
}

/** The first page's path while early requests wait to be taken (the router discards them on leaving it). */
export function earlyRequestsPathname(): string | null {
  return pending.size > 0 ? startPathname : null;
}
