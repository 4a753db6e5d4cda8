// Finishing a ring, exactly once. The decision is a single conditional UPDATE on the session's status and the
// timestamps in the database, so whichever request, sweep or app instance runs it first wins and the others match
// no row; nothing depends on a timer of the process that started the ring, so a restart loses nothing.
import { RING_EVENTS, ringChannel, SessionFinishedEvent } from '@quizring/contracts';
import type { ExpressionBuilder } from 'kysely';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../db/schema.ts';
import { iso } from '../../lib/clock.ts';
import type { Conn } from './repository.ts';
import { RING_SWEEP_INTERVAL_MS } from './rules.ts';

/** No joined participant can still be answering: each has answered everything or their time is up. */
function nobodyPlaying(eb: ExpressionBuilder<Database, 'ring_sessions'>, now: string) {
  return eb.not(
    eb.exists(
      eb
        .selectFrom('ring_participants as p')
        .select('p.id')
        .whereRef('p.session_id', '=', 'ring_sessions.id')
        .where('p.joined_at', 'is not', null)
        .where('p.finished_at', 'is', null)
        .where((w) => w.or([w('p.done_by', 'is', null), w('p.done_by', '>', now)])),
    ),
  );
}

export type Finished = { sessionId: number; endedAt: string; seq: number };

/**
 * Claims the finish of a running ring when its deadline has passed or no joined participant can still be
 * answering (each has answered everything or their time is up). Marks everyone's play as ended.
 */
export async function claimFinish(db: Conn, sessionId: number, now: string): Promise<Finished | null> {
  const row = await db
    .updateTable('ring_sessions')
    .set((eb) => ({ status: 'finished', ended_at: now, updated_at: now, seq: eb('seq', '+', 1) }))
    .where('id', '=', sessionId)
    .where('status', '=', 'in_progress')
    .where((eb) => eb.or([eb('deadline_at', '<=', now), nobodyPlaying(eb, now)]))
    .returning(['seq'])
    .executeTakeFirst();
  if (!row) return null;
  await db
    .updateTable('ring_participants')
    .set({ finished_at: now })
    .where('session_id', '=', sessionId)
    .where('joined_at', 'is not', null)
    .where('finished_at', 'is', null)
    .execute();
  return { sessionId, endedAt: now, seq: row.seq };
}

/** Claims the lapse of a ring that was never started. */
async function claimExpiry(db: Conn, sessionId: number, now: string): Promise<Finished | null> {
  const row = await db
    .updateTable('ring_sessions')
    .set((eb) => ({ status: 'finished', ended_at: now, updated_at: now, seq: eb('seq', '+', 1) }))
    .where('id', '=', sessionId)
    .where('status', '=', 'pending')
    .where('expires_at', '<=', now)
    .returning(['seq'])
    .executeTakeFirst();
  return row ? { sessionId, endedAt: now, seq: row.seq } : null;
}

export async function publishFinished(ctx: AppContext, f: Finished): Promise<void> {
  await ctx.realtime.trigger(
    ringChannel(f.sessionId),
    RING_EVENTS.sessionFinished,
    SessionFinishedEvent.parse({ session_id: f.sessionId, ended_at: f.endedAt, seq: f.seq }),
  );
}

/** Finishes (or lets lapse) the ring if it is due; only the caller that wins publishes session.finished. */
export async function finishIfDue(ctx: AppContext, sessionId: number): Promise<boolean> {
  const now = iso(ctx.clock.now());
  const finished = await ctx.db.transaction().execute(async (trx) => {
    return (await claimFinish(trx, sessionId, now)) ?? (await claimExpiry(trx, sessionId, now));
  });
  if (finished) await publishFinished(ctx, finished);
  return finished !== null;
}

/** Finishes the rings that are due; answers how many this call finished. */
export async function sweepRings(ctx: AppContext): Promise<number> {
  return (await sweepDueRings(ctx)).length;
}

/**
 * Rings that are due: running past their deadline or with everyone done, and waiting ones that lapsed. Answers the
 * ids of those this call finished (every instance sweeps; another may have won some of them).
 */
export async function sweepDueRings(ctx: AppContext): Promise<number[]> {
  const now = iso(ctx.clock.now());
  const due = await ctx.db
    .selectFrom('ring_sessions')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('expires_at', '<=', now)]),
        eb.and([eb('status', '=', 'in_progress'), eb('deadline_at', '<=', now)]),
        eb.and([eb('status', '=', 'in_progress'), nobodyPlaying(eb, now)]),
      ]),
    )
    .orderBy('id')
    .limit(200)
    .execute();
  const finished: number[] = [];
  for (const { id } of due) if (await finishIfDue(ctx, id)) finished.push(id);
  return finished;
}

type Logger = { error: (obj: object, msg: string) => void; info?: (obj: object, msg: string) => void };

/** Runs the sweep every few seconds until the returned stop is awaited (on app close). */
export function startRingSweeper(
  ctx: AppContext,
  log: Logger,
  intervalMs = RING_SWEEP_INTERVAL_MS,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = sweepDueRings(ctx)
      // Which instance finished which ring: with several instances, the logs tell who won each.
      .then((sessions) => {
        if (sessions.length > 0) log.info?.({ sessions }, 'ring sweep finished rings');
      })
      .catch((err: unknown) => log.error({ err }, 'ring sweep failed'))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
