import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

/** A client error (4xx) will not change on retry; network and server failures get one more try. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, err) =>
          !(err instanceof ApiError && err.status >= 400 && err.status < 500) && failureCount < 1,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
