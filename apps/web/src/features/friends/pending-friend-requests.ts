// The navigation badge reads the count of received friend requests from localStorage (the shell polls it);
// this feature is the one writer. Realtime code calls refreshPendingFriendRequests() when a request arrives.
import { FRIENDS_CHANGED_EVENT } from '@/lib/realtime';
import { STORAGE_KEYS } from '@/lib/storage';

/**
 * A window event, so that callers need nothing from React or the query client: the same one the student's realtime
 * channel raises when a request arrives or a relationship changes.
 */
export const REFRESH_PENDING_FRIEND_REQUESTS_EVENT = FRIENDS_CHANGED_EVENT;

export function writePendingFriendRequests(count: number): void {
  try {
    localStorage.setItem(STORAGE_KEYS.pendingFriendRequests, String(Math.max(0, Math.floor(count))));
  } catch {
    // Storage blocked: the badge just stays as it was.
  }
}

export function clearPendingFriendRequests(): void {
  try {
    localStorage.removeItem(STORAGE_KEYS.pendingFriendRequests);
  } catch {
    // As above.
  }
}

/** Reloads the friends summary (and with it the badge and an open Friends page) for the signed-in member. */
export function refreshPendingFriendRequests(): void {
  window.dispatchEvent(new Event(REFRESH_PENDING_FRIEND_REQUESTS_EVENT));
}
