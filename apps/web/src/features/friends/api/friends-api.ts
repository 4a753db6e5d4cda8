// The friends calls and their query keys. Every friends query lives under FRIENDS_KEY, so one
// invalidation after an action reloads the summary, any open search and the navigation badge together.
import { queryOptions } from '@tanstack/react-query';
import { FriendActionResponse, FriendSearchResponse, FriendsSummaryResponse } from '@quizring/contracts';
import type { FriendActionData, FriendsSummary, UserSummary } from '@quizring/contracts';
import { api } from '@/lib/api-client';
import { writePendingFriendRequests } from '../pending-friend-requests';

export const FRIENDS_KEY = ['friends'] as const;

export async function getFriendsSummary(): Promise<FriendsSummary> {
  const summary = (await api.get('/friends/summary', FriendsSummaryResponse)).data;
  // Whoever loads the summary keeps the navigation badge equal to what the server says is waiting.
  writePendingFriendRequests(summary.requests_received.length);
  return summary;
}

/** A failed search is an empty list, silently. */
export async function searchFriends(q: string): Promise<UserSummary[]> {
  try {
    return (await api.get('/friends/search', FriendSearchResponse, { q })).data.results;
  } catch {
    return [];
  }
}

export type FriendAction = 'send' | 'accept' | 'reject' | 'cancel';

/** `userId` is always the other student's id. */
export async function runFriendAction(action: FriendAction, userId: number): Promise<FriendActionData> {
  const response =
    action === 'send'
      ? await api.post('/friends/send', FriendActionResponse, { addressee_id: userId })
      : await api.post(`/friends/${userId}/${action}`, FriendActionResponse);
  return response.data;
}

export const friendsSummaryQuery = queryOptions({
  queryKey: [...FRIENDS_KEY, 'summary'],
  queryFn: getFriendsSummary,
});

export const friendSearchQuery = (q: string) =>
  queryOptions({
    queryKey: [...FRIENDS_KEY, 'search', q],
    queryFn: () => searchFriends(q),
  });
