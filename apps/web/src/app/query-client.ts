import { QueryClient } from '@tanstack/react-query';
import { isRetryable } from '@/lib/api-client';

/** A failure that may pass (isRetryable) gets one more try; any other answer of the server will not change. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, err) => isRetryable(err) && failureCount < 1,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
