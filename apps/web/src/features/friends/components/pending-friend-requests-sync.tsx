// Mounted in the member shell: keeps the badge's count fresh for a signed-in member, on start and whenever
// refreshPendingFriendRequests() is called, without the Friends page being open.
import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isProfileComplete } from '@quizring/contracts';
import { useAuth } from '@/lib/session/auth-context';
import { isMembershipActive, subscriptionStatusQuery } from '@/lib/session-queries';
import { STORAGE_KEYS } from '@/lib/storage';
import { useAfterPaint } from '@/lib/use-after-paint';
import { FRIENDS_KEY, friendsSummaryQuery } from '../api/friends-api';
import {
  clearPendingFriendRequests,
  REFRESH_PENDING_FRIEND_REQUESTS_EVENT,
} from '../pending-friend-requests';

export function PendingFriendRequestsSync(): null {
  const { token, user } = useAuth();
  const queryClient = useQueryClient();
  const isSignedIn = Boolean(token && user);
  // Only read what the route guard has fetched, never ask again: the shell shows for members only anyway.
  const { data: membership } = useQuery({ ...subscriptionStatusQuery, enabled: false });
  const isMember = isSignedIn && isProfileComplete(user) && isMembershipActive(membership);

  // After the page's first paint, which does not show the count.
  const afterPaint = useAfterPaint();
  useQuery({ ...friendsSummaryQuery, enabled: isMember && afterPaint });

  useEffect(() => {
    if (!isMember) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: FRIENDS_KEY });
    window.addEventListener(REFRESH_PENDING_FRIEND_REQUESTS_EVENT, refresh);
    return () => window.removeEventListener(REFRESH_PENDING_FRIEND_REQUESTS_EVENT, refresh);
  }, [isMember, queryClient]);

  // Signing out leaves the shell; the next account on this browser must not see the previous one's count.
  useEffect(
    () => () => {
      if (!localStorage.getItem(STORAGE_KEYS.authToken)) clearPendingFriendRequests();
    },
    [],
  );

  return null;
}
