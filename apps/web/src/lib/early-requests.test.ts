import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { getDashboard } from '@/features/dashboard/api/get-dashboard';
import { getQuestions } from '@/features/quiz/api/quiz-api';
import { CHILL_QUIZ, MOVE_QUIZ, PUNCH_QUIZ } from '@/features/quiz/quiz-modes';
import { makeUser, storeSession } from '@test/fixtures';
import { mockApi, ok } from '@test/mock-api';
import {
  discardEarlyRequests,
  EARLY_PAGE_REQUESTS,
  startEarlyRequests,
  takeEarlyResponse,
  takeEarlySuccessBody,
} from './early-requests';

type Sent = { url: string; headers: Record<string, string> };

/** A fetch that answers every URL with `reply(url)` as a real Response, and records what was sent. */
function stubFetch(
  reply: (url: string) => { status?: number; body: unknown } = () => ({ body: ok({}).body }),
) {
  const sent: Sent[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    sent.push({ url, headers: (init?.headers ?? {}) as Record<string, string> });
    const { status = 200, body } = reply(url);
    return new Response(JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { sent, fetchMock };
}

const paths = (sent: Sent[]) => sent.map((s) => s.url.replace(/t=\d+/, 't=…'));

beforeEach(() => {
  localStorage.clear();
  discardEarlyRequests();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('startEarlyRequests', () => {
  it('asks nothing without a stored session', () => {
    const { sent } = stubFetch();
    startEarlyRequests('/dashboard', 'dashboard');
    expect(sent).toEqual([]);
  });

  it("asks for the session's user and membership, and the page's first data, with the stored token", () => {
    storeSession(makeUser(), 'tok-1');
    const { sent } = stubFetch();
    startEarlyRequests('/dashboard', 'dashboard');
    expect(paths(sent)).toEqual(['/api/user-info?t=…', '/api/subscriptions/status?t=…', '/api/dashboard']);
    for (const s of sent) expect(s.headers.Authorization).toBe('Bearer tok-1');
  });

  it('leaves the page data alone for an incomplete profile (the guard sends it to /onboarding)', () => {
    storeSession(makeUser({ profile_complete: 0 }));
    const { sent } = stubFetch();
    startEarlyRequests('/move', 'move');
    expect(paths(sent)).toEqual(['/api/user-info?t=…', '/api/subscriptions/status?t=…']);
  });

  it('asks nothing when the app has started first (the early entry is async)', async () => {
    storeSession(makeUser());
    const { sent } = stubFetch();
    vi.resetModules();
    const early = await import('./early-requests');
    early.markAppStarted();
    early.startEarlyRequests('/dashboard', 'dashboard');
    expect(sent).toEqual([]);
  });

  it('asks for no page data on a page without an early request', () => {
    storeSession(makeUser());
    const { sent } = stubFetch();
    startEarlyRequests('/leaderboard', 'leaderboard');
    expect(sent).toHaveLength(2);
  });
});

describe('takeEarlyResponse', () => {
  it('hands a response over once, whatever cache-buster the app adds', async () => {
    storeSession(makeUser(), 'tok-1');
    const { fetchMock } = stubFetch((url) => ({ body: ok({ url }).body }));
    startEarlyRequests('/dashboard', 'dashboard');
    const early = takeEarlyResponse('/api/user-info?t=99', 'tok-1', '/dashboard');
    expect(early).toBeDefined();
    expect(((await (await early!).json()) as { data: { url: string } }).data.url).toMatch(
      /^\/api\/user-info\?t=/,
    );
    expect(takeEarlyResponse('/api/user-info?t=100', 'tok-1', '/dashboard')).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('hands nothing over for another token (the session changed in between)', () => {
    storeSession(makeUser(), 'tok-1');
    stubFetch();
    startEarlyRequests('/dashboard', 'dashboard');
    expect(takeEarlyResponse('/api/dashboard', 'tok-2', '/dashboard')).toBeUndefined();
  });

  it('forgets everything once the app is on another page', () => {
    storeSession(makeUser(), 'tok-1');
    stubFetch();
    startEarlyRequests('/dashboard', 'dashboard');
    expect(takeEarlyResponse('/api/dashboard', 'tok-1', '/subscribe')).toBeUndefined();
    expect(takeEarlyResponse('/api/dashboard', 'tok-1', '/dashboard')).toBeUndefined();
  });

  it('matches the query too: another page of questions is not the early one', () => {
    storeSession(makeUser(), 'tok-1');
    stubFetch();
    startEarlyRequests('/move', 'move');
    expect(takeEarlyResponse('/api/swipe-question-list?page=2', 'tok-1', '/move')).toBeUndefined();
    expect(takeEarlyResponse('/api/swipe-question-list?page=1', 'tok-1', '/move')).toBeDefined();
  });
});

describe('takeEarlySuccessBody', () => {
  it('gives the body of a success once it has arrived, and only once', async () => {
    storeSession(makeUser(), 'tok-1');
    stubFetch(() => ({ body: ok({ n: 1 }).body }));
    startEarlyRequests('/dashboard', 'dashboard');
    expect(takeEarlySuccessBody('/api/dashboard', 'tok-1', '/dashboard')).toBeUndefined();
    await waitFor(() =>
      expect(takeEarlySuccessBody('/api/dashboard', 'tok-1', '/dashboard')).toEqual(ok({ n: 1 }).body),
    );
    expect(takeEarlySuccessBody('/api/dashboard', 'tok-1', '/dashboard')).toBeUndefined();
    expect(takeEarlyResponse('/api/dashboard', 'tok-1', '/dashboard')).toBeUndefined();
  });

  it('leaves a refusal (401) to the API client, which treats it as its own', async () => {
    storeSession(makeUser(), 'tok-1');
    stubFetch(() => ({ status: 401, body: { status: 'error', message: { error: ['Unauthenticated'] } } }));
    startEarlyRequests('/dashboard', 'dashboard');
    await new Promise((r) => setTimeout(r, 10));
    expect(takeEarlySuccessBody('/api/dashboard', 'tok-1', '/dashboard')).toBeUndefined();
    expect((await takeEarlyResponse('/api/dashboard', 'tok-1', '/dashboard'))?.status).toBe(401);
  });
});

describe('EARLY_PAGE_REQUESTS', () => {
  // Each early request must be exactly the request that the page's own query sends, or it is never taken.
  const sentBy = async (send: () => Promise<unknown>) => {
    const api = mockApi({
      'GET /api/dashboard': () => ok({}),
      'GET /api/swipe-question-list': () => ok({ questions: [] }),
      'GET /api/punch-question-list': () => ok({ questions: [] }),
      'GET /api/chill-question-list': () => ok({ questions: [] }),
    });
    await send().catch(() => {});
    const [call] = api.calls;
    const query = call!.query.toString();
    return `${call!.path}${query ? `?${query}` : ''}`;
  };

  it("are the dashboard's and the paged quizzes' own first requests", async () => {
    expect(`/api${EARLY_PAGE_REQUESTS.dashboard}`).toBe(await sentBy(getDashboard));
    for (const [page, config] of [
      ['move', MOVE_QUIZ],
      ['punch', PUNCH_QUIZ],
      ['chill', CHILL_QUIZ],
    ] as const)
      expect(`/api${EARLY_PAGE_REQUESTS[page]}`).toBe(await sentBy(() => getQuestions(config.path, 1)));
  });
});
