// In-process listeners of ring changes (the demo players). They are told after the change has committed and its
// events were published; nothing a listener does can fail or delay the request that made the change.
import type { AppContext } from '../../platform/context.ts';

export interface RingObserver {
  created?(sessionId: number, inviteeIds: number[]): void;
  joined?(sessionId: number, userId: number): void;
  started?(sessionId: number): void;
}

const observers = new WeakMap<AppContext, Set<RingObserver>>();

/** Adds a listener for this app; returns its removal. */
export function observeRings(ctx: AppContext, observer: RingObserver): () => void {
  let set = observers.get(ctx);
  if (!set) observers.set(ctx, (set = new Set()));
  set.add(observer);
  return () => set.delete(observer);
}

export function notifyRings(ctx: AppContext, tell: (o: RingObserver) => void): void {
  for (const observer of observers.get(ctx) ?? []) {
    try {
      tell(observer);
    } catch {
      // A listener's failure is its own; the ring change already happened.
    }
  }
}
