import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { FriendsSummary, RelationshipStatus, UserSummary } from '@quizring/contracts';
import { ok } from './mock-api';
import type { ApiReply, ApiRequest } from './mock-api';

export function makePerson(
  id: number,
  name: string,
  relationship_status: RelationshipStatus = 'none',
  extra: Partial<UserSummary> = {},
): UserSummary {
  const [firstname = '', lastname = ''] = name.split(' ');
  return {
    id,
    firstname,
    lastname,
    username: firstname.toLowerCase(),
    avatar: null,
    relationship_status,
    ...extra,
  };
}

export function makeSummary(lists: Partial<FriendsSummary> = {}): FriendsSummary {
  return { friends: [], requests_sent: [], requests_received: [], suggestions: [], ...lists };
}

/** What the server answers to an action: the new relationship with the other student. */
export function actionReply(req: ApiRequest, relationship_status: RelationshipStatus): ApiReply {
  const fromPath = Number(req.path.split('/')[3]);
  const user_id =
    req.path === '/api/friends/send' ? (req.body as { addressee_id: number }).addressee_id : fromPath;
  return ok({ user_id, relationship_status });
}

/** Answers in turn, repeating the last one. */
export function inTurn(...replies: (() => ApiReply)[]): () => ApiReply {
  let call = 0;
  return () => (replies[Math.min(call++, replies.length - 1)] as () => ApiReply)();
}

export const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/**
 * Lets every answered call and the renders after it through (a chain: summary, then the avatars' config).
 * Time has to move a little: a query first observed late delivers its answer on a timer, not a microtask.
 */
export async function settle() {
  for (let i = 0; i < 5; i += 1) await advance(20);
}

/** A reply the test releases when it wants, to look at the screen while a call is under way. */
export function deferred(reply: ApiReply) {
  let release = () => {};
  const promise = new Promise<ApiReply>((resolve) => {
    release = () => resolve(reply);
  });
  return { handler: () => promise, release: () => release() };
}
