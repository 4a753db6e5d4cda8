// Every local storage key of the app, in one place.
export const STORAGE_KEYS = {
  authToken: 'authToken',
  authUser: 'authUser',
  pushToken: 'pushToken',
  sidebarCollapsed: 'sidebarCollapsed',
  pendingFriendRequests: 'pendingFriendRequests',
} as const;

export function readJson<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}
