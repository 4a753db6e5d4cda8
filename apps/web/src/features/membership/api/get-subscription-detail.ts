import { queryOptions, useQuery } from '@tanstack/react-query';
import { SubscriptionDetailResponse } from '@quizring/contracts';
import type { SubscriptionDetailData } from '@quizring/contracts';
import { api } from '@/lib/api-client';

export async function getSubscriptionDetail(): Promise<SubscriptionDetailData> {
  return (await api.get('/subscriptions/detail', SubscriptionDetailResponse)).data;
}

export const subscriptionDetailQueryOptions = () =>
  queryOptions({ queryKey: ['subscription-detail'], queryFn: getSubscriptionDetail });

export function useSubscriptionDetail() {
  return useQuery(subscriptionDetailQueryOptions());
}
