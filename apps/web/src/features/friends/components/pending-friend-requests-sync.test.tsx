import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import type { SubscriptionStatusData } from '@quizring/contracts';
import { STORAGE_KEYS } from '@/lib/storage';
import { subscriptionStatusQuery } from '@/lib/session-queries';
import { activeMembership, makeUser, noMembership, storeSession } from '@test/fixtures';
import { mockApi, ok } from '@test/mock-api';
import { renderInApp } from '@test/render';
import { makePerson, makeSummary, settle } from '@test/friends-fixtures';
import { refreshPendingFriendRequests } from '../pending-friend-requests';
import { PendingFriendRequestsSync } from './pending-friend-requests-sync';

const pending = () => localStorage.getItem(STORAGE_KEYS.pendingFriendRequests);
const received = (count: number) =>
  makeSummary({
    requests_received: Array.from({ length: count }, (_, i) =>
      makePerson(20 + i, `Friend ${i}`, 'request_received'),
    ),
  });

let api: ReturnType<typeof mockApi>;
let waiting = 0;

/** The sync as the shell mounts it, with the guard's membership answer in place. */
async function renderApp(membership: SubscriptionStatusData, user = makeUser()) {
  storeSession(user);
  api = mockApi({
    'GET /api/user-info': () => ok({ user }),
    'GET /api/friends/summary': () => ok(received(waiting)),
  });
  const rendered = renderInApp(<PendingFriendRequestsSync />, '/dashboard');
  act(() => {
    rendered.queryClient.setQueryData(subscriptionStatusQuery.queryKey, membership);
  });
  await settle();
  return rendered;
}

const summaryLoads = () => api.callsTo('GET', '/api/friends/summary').length;

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
  vi.useRealTimers();
  localStorage.clear();
});

describe('PendingFriendRequestsSync', () => {
  it('loads the count for a signed-in member on start and again when told', async () => {
    waiting = 3;
    await renderApp(activeMembership());
    expect(summaryLoads()).toBe(1);
    expect(pending()).toBe('3');

    waiting = 4;
    act(() => refreshPendingFriendRequests());
    await settle();
    expect(summaryLoads()).toBe(2);
    expect(pending()).toBe('4');

    waiting = 0;
    act(() => refreshPendingFriendRequests());
    await settle();
    expect(pending()).toBe('0');
  });

  it('asks nothing for a student without an active membership', async () => {
    await renderApp(noMembership());
    act(() => refreshPendingFriendRequests());
    await settle();
    expect(summaryLoads()).toBe(0);
  });

  it('asks nothing for a student whose profile is unfinished', async () => {
    await renderApp(activeMembership(), makeUser({ profile_complete: 0 }));
    expect(summaryLoads()).toBe(0);
  });

  it("forgets the account's count when it signs out, not when the shell merely goes away", async () => {
    waiting = 2;
    const first = await renderApp(activeMembership());
    first.unmount();
    expect(pending()).toBe('2');

    const second = await renderApp(activeMembership());
    localStorage.removeItem(STORAGE_KEYS.authToken);
    second.unmount();
    expect(pending()).toBeNull();
  });
});
