import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { ANSWER_RETRIES, answerDelivery } from './answer-delivery';

describe('Ring answer delivery', () => {
  it.each([
    ['no response at all', new TypeError('Failed to fetch'), true],
    [
      'the service unavailable (503)',
      new ApiError(503, 'The service is temporarily unavailable.', null),
      true,
    ],
    ['a server error (500)', new ApiError(500, 'Something went wrong', null), true],
    ['a timeout (408)', new ApiError(408, 'Timeout', null), true],
    ['a rate limit (429)', new ApiError(429, 'Too many requests', null), true],
    ['already answered (409)', new ApiError(409, 'You have already answered this question.', null), false],
    ['not a member (403)', new ApiError(403, 'Forbidden', null), false],
  ])('%s: sent again = %s', (_name, error, again) => {
    expect(answerDelivery.retry(0, error)).toBe(again);
  });

  it(`gives up after ${ANSWER_RETRIES} more tries, waiting longer each time`, () => {
    const lost = new TypeError('Failed to fetch');
    expect(answerDelivery.retry(ANSWER_RETRIES - 1, lost)).toBe(true);
    expect(answerDelivery.retry(ANSWER_RETRIES, lost)).toBe(false);
    expect([0, 1, 2, 3].map(answerDelivery.retryDelay)).toEqual([500, 1000, 2000, 4000]);
  });
});
