import { queryOptions, useQuery } from '@tanstack/react-query';
import { DashboardResponse } from '@quizring/contracts';
import type { DashboardData } from '@quizring/contracts';
import { api } from '@/lib/api-client';
import { learnerKey } from '@/lib/learner-data';

export async function getDashboard(): Promise<DashboardData> {
  return (await api.get('/dashboard', DashboardResponse)).data;
}

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: learnerKey('dashboard'),
    queryFn: getDashboard,
    // The early entry's answer when it is already in (lib/early-requests.ts).
    initialData: () => api.early('/dashboard', DashboardResponse)?.data,
  });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
