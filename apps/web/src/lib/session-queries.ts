// Server state every part of the app shares: the public config, the signed-in user and the membership status.
// Query keys live here so that mutations invalidate with the same key, never retyped.
import { queryOptions } from '@tanstack/react-query';
import { PublicConfigResponse, SubscriptionStatusResponse, UserResponse } from '@quizring/contracts';
import type { SubscriptionStatusData } from '@quizring/contracts';
import { api } from './api-client';

export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: async () => (await api.get('/config', PublicConfigResponse)).data,
  staleTime: Infinity,
});

// Both start from the early entry's answers when they are already in (lib/early-requests.ts).
export const userInfoQuery = queryOptions({
  queryKey: ['user-info'],
  queryFn: async () => (await api.get('/user-info', UserResponse, { t: Date.now() })).data.user,
  initialData: () => api.early('/user-info', UserResponse)?.data.user,
});

export const subscriptionStatusQuery = queryOptions({
  queryKey: ['subscription-status'],
  queryFn: async () =>
    (await api.get('/subscriptions/status', SubscriptionStatusResponse, { t: Date.now() })).data,
  initialData: () => api.early('/subscriptions/status', SubscriptionStatusResponse)?.data,
});

/** Active only if membership is present and expiry_date exists and is not earlier than now. */
export function isMembershipActive(s: SubscriptionStatusData | undefined | null, now = new Date()): boolean {
  if (!s?.membership || !s.expiry_date) return false;
  const expiry = new Date(s.expiry_date);
  return !Number.isNaN(expiry.getTime()) && expiry.getTime() >= now.getTime();
}
