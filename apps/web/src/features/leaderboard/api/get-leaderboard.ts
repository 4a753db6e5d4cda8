import { queryOptions, useQuery } from '@tanstack/react-query';
import { LEADERBOARD_LIMIT, LeaderboardResponse } from '@quizring/contracts';
import type { LeaderboardData } from '@quizring/contracts';
import { api } from '@/lib/api-client';
import { learnerKey } from '@/lib/learner-data';

export async function getLeaderboard(limit: number): Promise<LeaderboardData> {
  return (await api.get('/leaderboard-data', LeaderboardResponse, { limit })).data;
}

export const leaderboardQueryOptions = (limit: number = LEADERBOARD_LIMIT) =>
  queryOptions({ queryKey: learnerKey('leaderboard', limit), queryFn: () => getLeaderboard(limit) });

export function useLeaderboard(limit: number = LEADERBOARD_LIMIT) {
  return useQuery(leaderboardQueryOptions(limit));
}
