import { useEffect, useState } from 'react';

/** A hidden tab paints no frames: past this wait the work starts anyway. */
export const AFTER_PAINT_FALLBACK_MS = 250;

/**
 * False on the component's first render, true once the browser has painted what that render committed. Work that the
 * first paint does not need (the friends badge's count, the realtime connection, an avatar's image) waits for it, so
 * that a slow phone shows the page before it fetches and runs the rest; React's own effects may run before the paint.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const done = () => setPainted(true);
    let afterFrame: ReturnType<typeof setTimeout> | undefined;
    // A frame's callbacks run before it is painted; a task queued from one runs after.
    const frame = requestAnimationFrame(() => {
      afterFrame = setTimeout(done, 0);
    });
    const fallback = setTimeout(done, AFTER_PAINT_FALLBACK_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(afterFrame);
      clearTimeout(fallback);
    };
  }, []);
  return painted;
}
