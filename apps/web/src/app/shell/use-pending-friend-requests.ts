import { useEffect, useState } from 'react';
import { FRIENDS_BADGE_CAP, FRIENDS_BADGE_REFRESH_MS } from '@quizring/contracts';
import { STORAGE_KEYS } from '@/lib/storage';

/** The friends feature keeps the count of pending received requests in localStorage (a number, or a list). */
export function readPendingFriendRequests(): number {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.pendingFriendRequests) ?? '0');
    const count = Array.isArray(value) ? value.length : Number(value);
    return Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  } catch {
    return 0;
  }
}

/** Shown as 9+ above 9. */
export function friendsBadgeText(count: number): string {
  return count > FRIENDS_BADGE_CAP ? `${FRIENDS_BADGE_CAP}+` : String(count);
}

/** Re-read every 1500 ms, so the badge follows changes made anywhere in the app. */
export function usePendingFriendRequests(): number {
  const [count, setCount] = useState(readPendingFriendRequests);
  useEffect(() => {
    const timer = setInterval(() => setCount(readPendingFriendRequests()), FRIENDS_BADGE_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return count;
}
