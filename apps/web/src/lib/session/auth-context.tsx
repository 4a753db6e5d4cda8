// The signed-in session: restored on start, kept in localStorage, cleared on sign-out
// and on any 401. The bearer token itself is read from storage by the API client.
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { replaceEqualDeep, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { User } from '@quizring/contracts';
import { onUnauthorized } from '@/lib/api-client';
import { subscriptionStatusQuery, userInfoQuery } from '@/lib/session-queries';
import { STORAGE_KEYS } from '@/lib/storage';
import { registerPush, unregisterPush } from '@/lib/push/register-push';
import { AUTH_ERROR_TOAST, logout } from './session-api';
import type { SignInData } from './session-api';
import { clearSession, restoreSession, saveSession, saveUser } from './auth-storage';
import type { StoredSession } from './auth-storage';

export type { SignInData };

export type AuthContextValue = {
  user: User | null;
  token: string | null;
  signIn: (authData: SignInData) => void;
  signOut: () => Promise<void>;
  setUser: (user: User) => void;
};

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [session, setSession] = useState<StoredSession | null>(restoreSession);

  // The API client has already cleared storage and is on its way to /login; forget the session here too.
  useEffect(
    () =>
      onUnauthorized(() => {
        setSession(null);
        queryClient.clear();
      }),
    [queryClient],
  );

  // Keep the stored copy of the user fresh (e.g. a profile completed on another device).
  const { data: freshUser } = useQuery({ ...userInfoQuery, enabled: session !== null });
  useEffect(() => {
    if (!freshUser) return;
    saveUser(freshUser);
    // Usually the same user as the stored one: then nothing changes, and the whole app need not render again.
    setSession((s) => {
      if (!s) return s;
      const user = replaceEqualDeep(s.user, freshUser);
      return user === s.user ? s : { ...s, user };
    });
  }, [freshUser]);

  const signIn = useCallback(
    (authData: SignInData) => {
      const next = { token: authData.access_token, user: authData.user };
      // A failed attempt's error must not linger over the first signed-in page.
      toast.dismiss(AUTH_ERROR_TOAST);
      saveSession(next);
      setSession(next);
      void queryClient.invalidateQueries({ queryKey: subscriptionStatusQuery.queryKey });
      void registerPush(queryClient);
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    // Before the token is revoked: the server stops sending this student's pushes to this browser.
    await unregisterPush();
    try {
      await logout();
    } catch {
      // Signing out locally must work even when the server cannot be reached.
    }
    clearSession();
    // The next account on this browser must send the push subscription again to be linked to it.
    localStorage.removeItem(STORAGE_KEYS.pushToken);
    queryClient.clear();
    setSession(null);
    void navigate('/login', { replace: true });
  }, [queryClient, navigate]);

  const setUser = useCallback(
    (user: User) => {
      saveUser(user);
      queryClient.setQueryData(userInfoQuery.queryKey, user);
      setSession((s) => (s ? { ...s, user } : s));
    },
    [queryClient],
  );

  const value = useMemo<AuthContextValue>(
    () => ({ user: session?.user ?? null, token: session?.token ?? null, signIn, signOut, setUser }),
    [session, signIn, signOut, setUser],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside <AuthProvider>');
  return ctx;
}
