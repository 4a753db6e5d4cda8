// A Ring answer whose request was lost on the way (the connection broke, the server was restarting) is sent again,
// so a network blip does not cost the player their pick: the server takes it until the Ring's deadline. A refusal
// (4xx) is final. While the browser is offline, TanStack Query holds the retries and resumes them once it is back.
import { ApiError } from '@/lib/api-client';

export const ANSWER_RETRIES = 4;

/** No answer from the server, or a 5xx: the same request may well succeed a moment later. */
export function isConnectionFailure(err: unknown): boolean {
  return !(err instanceof ApiError) || err.status === 0 || err.status === 408 || err.status >= 500;
}

/** Mutation options for submitting an answer: 0.5, 1, 2 and 4 s between tries. */
export const answerDelivery = {
  retry: (failureCount: number, err: unknown) => failureCount < ANSWER_RETRIES && isConnectionFailure(err),
  retryDelay: (attempt: number) => Math.min(500 * 2 ** attempt, 4000),
};
