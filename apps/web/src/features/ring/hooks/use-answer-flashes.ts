import { useCallback, useEffect, useRef, useState } from 'react';
import { RING_FLASH_MAX, RING_FLASH_MS } from '@quizring/contracts';

export type Flash = { id: number; text: string; isCorrect: boolean };

/** At most 6 flashes at once (the oldest goes first), each shown for 2.4 s. */
export function useAnswerFlashes() {
  const [flashes, setFlashes] = useState<Flash[]>([]);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const nextId = useRef(0);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const addFlash = useCallback((text: string, isCorrect: boolean) => {
    nextId.current += 1;
    const id = nextId.current;
    setFlashes((list) => [...list, { id, text, isCorrect }].slice(-RING_FLASH_MAX));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setFlashes((list) => list.filter((f) => f.id !== id));
    }, RING_FLASH_MS);
    timers.current.add(timer);
  }, []);

  return { flashes, addFlash };
}
