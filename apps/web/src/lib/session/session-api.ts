// What the signed-in session itself needs from the server: the shape of a sign-in, and signing out.
import { LogoutResponse } from '@quizring/contracts';
import type { User } from '@quizring/contracts';
import { api } from '@/lib/api-client';

/** What signIn needs from a login or signup answer. */
export type SignInData = { user: User; access_token: string };

export async function logout(): Promise<void> {
  await api.post('/logout', LogoutResponse);
}

/** One error toast for the sign-in and sign-up forms: a new failure replaces it, and signing in removes it. */
export const AUTH_ERROR_TOAST = 'auth-error';
