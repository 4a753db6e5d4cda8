// A Ring answer whose request was lost on the way (the connection broke, the server was restarting) is sent again,
// so a network blip does not cost the player their pick: the server takes it until the Ring's deadline. A refusal
// (any other 4xx) is final. While the browser is offline, TanStack Query holds the retries and resumes them once it is back.
import { isRetryable } from '@/lib/api-client';

export const ANSWER_RETRIES = 4;

/** Mutation options for submitting an answer: 0.5, 1, 2 and 4 s between tries. */
export const answerDelivery = {
  retry: (failureCount: number, err: unknown) => failureCount < ANSWER_RETRIES && isRetryable(err),
  retryDelay: (attempt: number) => Math.min(500 * 2 ** attempt, 4000),
};
