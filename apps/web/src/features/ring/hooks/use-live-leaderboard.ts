// A ring's standings while it runs: loaded, then loaded again on every answer and on the finish as realtime tells
// them, and polled at the spec's status interval while realtime is not delivering. Once the ring is finished the
// standings are final and nothing refreshes them.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { RING_STATUS_POLL_MS } from '@quizring/contracts';
import { ringKeys, ringLeaderboardQuery } from '../api/ring-api';
import type { RingLeaderboard } from '../api/ring-api';
import { useRingChannel } from './use-ring-channel';

export function useLiveLeaderboard(
  sessionId: number,
  opts: { enabled?: boolean; initialData?: RingLeaderboard; onFinished?: () => void } = {},
) {
  const queryClient = useQueryClient();
  const enabled = opts.enabled ?? true;
  const query = useQuery({
    ...ringLeaderboardQuery(sessionId),
    enabled,
    ...(opts.initialData ? { initialData: opts.initialData } : {}),
    // Final standings never change; running ones go stale with every answer.
    staleTime: (q) => (q.state.data?.status === 'finished' ? Infinity : 0),
    refetchInterval: (q) => (enabled && q.state.data?.status !== 'finished' ? RING_STATUS_POLL_MS : false),
  });
  const isFinal = query.data?.status === 'finished';
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ringKeys.leaderboard(sessionId) });
  useRingChannel(enabled && !isFinal ? sessionId : null, {
    onAnswerSubmitted: refresh,
    onSessionFinished: () => {
      refresh();
      opts.onFinished?.();
    },
  });
  return query;
}
