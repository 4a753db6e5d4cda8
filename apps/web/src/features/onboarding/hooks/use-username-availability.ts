// Live username check: 450 ms after typing stops, GET /check-username-availability.
import { useEffect, useState } from 'react';
import { MSG, USERNAME_DEBOUNCE_MS, USERNAME_MIN, UsernameAvailabilityResponse } from '@quizring/contracts';
import { api } from '@/lib/api-client';

export type UsernameStatus =
  | { state: 'empty'; message: string | null }
  | { state: 'too-short'; message: string }
  | { state: 'checking'; message: null }
  | { state: 'available' | 'unavailable' | 'error'; message: string };

type CheckResult = { username: string; state: 'available' | 'unavailable' | 'error'; message: string };

/** `isTouched` keeps 'Username is required' back until the user has typed something. */
export function useUsernameAvailability(username: string, isTouched: boolean): UsernameStatus {
  const [result, setResult] = useState<CheckResult | null>(null);

  useEffect(() => {
    if (username.length < USERNAME_MIN) return;
    let isCurrent = true;
    const timer = setTimeout(() => {
      api.get('/check-username-availability', UsernameAvailabilityResponse, { username }).then(
        (res) => {
          if (!isCurrent) return;
          if (res.data.available) setResult({ username, state: 'available', message: res.message });
          else
            setResult({ username, state: 'unavailable', message: res.message || MSG.usernameNotAvailable });
        },
        () => {
          if (isCurrent) setResult({ username, state: 'error', message: MSG.checkAvailabilityFailed });
        },
      );
    }, USERNAME_DEBOUNCE_MS);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [username]);

  if (!username) return { state: 'empty', message: isTouched ? MSG.usernameRequired : null };
  if (username.length < USERNAME_MIN) return { state: 'too-short', message: MSG.usernameMin };
  if (result?.username === username) return result;
  return { state: 'checking', message: null };
}
