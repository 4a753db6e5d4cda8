import { useEffect, useRef, useState } from 'react';

export const COUNTDOWN_TICK_MS = 100;

/**
 * Milliseconds left of `totalMs`, ticking while `isRunning`; a stop freezes the value. `onExpire` runs once
 * when it reaches zero. Remount (a `key`) to start again.
 */
export function useCountdown(totalMs: number, isRunning: boolean, onExpire: () => void): number {
  const [remainingMs, setRemainingMs] = useState(totalMs);
  const remainingRef = useRef(totalMs);
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  });

  useEffect(() => {
    if (!isRunning || remainingRef.current <= 0) return;
    const from = remainingRef.current;
    const startedAt = Date.now();
    const timer = setInterval(() => {
      const left = Math.max(0, from - (Date.now() - startedAt));
      remainingRef.current = left;
      setRemainingMs(left);
      if (left <= 0) {
        clearInterval(timer);
        onExpireRef.current();
      }
    }, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [isRunning]);

  return remainingMs;
}
