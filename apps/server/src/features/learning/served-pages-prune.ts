// Served pages matter only on their day (a reload, the next page); yesterday's are kept for the students who
// practise across midnight, older ones are deleted. Every instance prunes, at start and then every hour: deleting
// what another instance already deleted costs a scan of a table that holds two days.
import type { AppContext } from '../../platform/context.ts';
import { addDays, dayOf } from '../../shared/days.ts';
import { deletePagesBefore } from './repository/served-pages.ts';

export const PRUNE_EVERY_MS = 60 * 60_000;

type Log = { error: (obj: object, msg: string) => void };

export async function pruneServedPages(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>): Promise<number> {
  const yesterday = addDays(dayOf(ctx.clock.now(), ctx.config.timezone), -1);
  return deletePagesBefore(ctx.db, yesterday);
}

export function startServedPagesPrune(ctx: AppContext, log: Log): () => Promise<void> {
  let running: Promise<void> | null = null;
  const prune = () => {
    if (running) return;
    running = pruneServedPages(ctx)
      .then(() => {})
      .catch((err: unknown) => log.error({ err }, 'pruning served pages failed'))
      .finally(() => {
        running = null;
      });
  };
  prune();
  const timer = setInterval(prune, PRUNE_EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
