// The signed-in session kept in localStorage (authToken, authUser).
import type { User } from '@quizring/contracts';
import { STORAGE_KEYS } from '@/lib/storage';

export type StoredSession = { token: string; user: User };

/** A stored or received user is accepted when it is an object with an id; the server owns the rest. */
export function isUserLike(value: unknown): value is User {
  return typeof value === 'object' && value !== null && 'id' in value;
}

/** Restores the session on start; if restoring fails, both entries are cleared. */
export function restoreSession(): StoredSession | null {
  try {
    const token = localStorage.getItem(STORAGE_KEYS.authToken);
    const rawUser = localStorage.getItem(STORAGE_KEYS.authUser);
    if (!token && !rawUser) return null;
    const user: unknown = rawUser ? JSON.parse(rawUser) : null;
    if (token && isUserLike(user)) return { token, user };
  } catch {
    // Unreadable JSON falls through to clearing.
  }
  clearSession();
  return null;
}

export function saveSession({ token, user }: StoredSession): void {
  localStorage.setItem(STORAGE_KEYS.authToken, token);
  localStorage.setItem(STORAGE_KEYS.authUser, JSON.stringify(user));
}

export function saveUser(user: User): void {
  localStorage.setItem(STORAGE_KEYS.authUser, JSON.stringify(user));
}

export function clearSession(): void {
  localStorage.removeItem(STORAGE_KEYS.authToken);
  localStorage.removeItem(STORAGE_KEYS.authUser);
}
