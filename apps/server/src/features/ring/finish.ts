// Finishing a ring, exactly once. The decision is a single conditional UPDATE on the session's status and the
// timestamps in the database, so whichever write, sweep or app instance runs it first wins and the others match
// no row; nothing depends on a timer of the process that started the ring, so a restart loses nothing.
// Reads never finish a ring: they present a due ring as finished (`asSeen`) and leave the write to the sweep or
// to the next write on the ring (a join, a start, an answer).
import { RING_EVENTS, ringChannel, SessionFinishedEvent } from '@quizring/contracts';
import type { RingParticipant } from '@quizring/contracts';
import type { AppContext } from '../../platform/context.ts';
import { iso } from '../../lib/clock.ts';
import { claimExpiry, claimFinish, dueSessionIds, isDue } from './repository/finishing.ts';
import { findSession } from './repository/rings.ts';
import type { Conn, SessionRow } from './repository/types.ts';
import { RING_SWEEP_INTERVAL_MS } from './rules.ts';

export type Finished = { sessionId: number; endedAt: string; seq: number };

/** Claims the finish of a running ring that is due, inside the caller's transaction. */
export async function finishInTransaction(
  trx: Conn,
  sessionId: number,
  now: string,
): Promise<Finished | null> {
  const seq = await claimFinish(trx, sessionId, now);
  return seq === null ? null : { sessionId, endedAt: now, seq };
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
  const seq = await ctx.db.transaction().execute(async (trx) => {
    return (await claimFinish(trx, sessionId, now)) ?? (await claimExpiry(trx, sessionId, now));
  });
  if (seq !== null) await publishFinished(ctx, { sessionId, endedAt: now, seq });
  return seq !== null;
}

/** A ring could be due now: it is running, or waiting past its expiry. */
function mayBeDue(session: SessionRow, now: string): boolean {
  return session.status === 'in_progress' || (session.status === 'pending' && session.expires_at <= now);
}

/** For a write: finishes the ring first if it is due, so the write sees the status the timestamps imply. */
export async function settled(ctx: AppContext, session: SessionRow): Promise<SessionRow> {
  if (mayBeDue(session, iso(ctx.clock.now())) && (await finishIfDue(ctx, session.id)))
    return (await findSession(ctx.db, session.id))!;
  return session;
}

/** How a ring reads now: a due ring as the finish would leave it, without writing anything. */
export type Seen = { session: SessionRow; endedNow: string | null };

/** For a read: the ring as a finish at this moment would leave it when it is due; the row itself is untouched. */
export async function asSeen(ctx: AppContext, session: SessionRow): Promise<Seen> {
  const now = iso(ctx.clock.now());
  if (!mayBeDue(session, now)) return { session, endedNow: null };
  const due =
    (session.status === 'pending' && session.expires_at <= now) ||
    (session.deadline_at !== null && session.deadline_at <= now) ||
    (await isDue(ctx.db, session.id, now));
  if (!due) return { session, endedNow: null };
  return {
    session: { ...session, status: 'finished', ended_at: now, updated_at: now },
    endedNow: now,
  };
}

/** Participants as the finish would leave them: every joined player's play ended when the ring ended. */
export function participantsAsSeen(seen: Seen, participants: RingParticipant[]): RingParticipant[] {
  const endedAt = seen.endedNow;
  if (endedAt === null) return participants;
  return participants.map((p) =>
    p.joined_at !== null && p.finished_at === null ? { ...p, finished_at: endedAt } : p,
  );
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
  const due = await dueSessionIds(ctx.db, iso(ctx.clock.now()));
  const finished: number[] = [];
  for (const id of due) if (await finishIfDue(ctx, id)) finished.push(id);
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
