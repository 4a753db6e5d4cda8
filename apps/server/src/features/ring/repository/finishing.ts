// Finishing rings: which are due (deadline or expiry passed, nobody still playing) and the claims ending them.
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { Conn } from './types.ts';

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

/** Due: running past its deadline or with everyone done, or waiting past its expiry. */
function isDueExpr(eb: ExpressionBuilder<Database, 'ring_sessions'>, now: string) {
  return eb.or([
    eb.and([eb('status', '=', 'pending'), eb('expires_at', '<=', now)]),
    eb.and([eb('status', '=', 'in_progress'), eb('deadline_at', '<=', now)]),
    eb.and([eb('status', '=', 'in_progress'), nobodyPlaying(eb, now)]),
  ]);
}

/** Whether the ring is due to finish (or lapse) at `now`; reads only. */
export async function isDue(db: Conn, sessionId: number, now: string): Promise<boolean> {
  const row = await db
    .selectFrom('ring_sessions')
    .select('id')
    .where('id', '=', sessionId)
    .where((eb) => isDueExpr(eb, now))
    .executeTakeFirst();
  return row !== undefined;
}

/** Up to 200 due rings, oldest first. */
export async function dueSessionIds(db: Conn, now: string): Promise<number[]> {
  const rows = await db
    .selectFrom('ring_sessions')
    .select('id')
    .where((eb) => isDueExpr(eb, now))
    .orderBy('id')
    .limit(200)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Marks a running ring finished when its deadline has passed or nobody can still be answering, and everyone's play
 * as ended. Answers the finish event's number, or null when the ring was not due (or another caller won).
 */
export async function claimFinish(db: Conn, sessionId: number, now: string): Promise<number | null> {
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
  return row.seq;
}

/** Marks a waiting ring past its expiry finished; answers the event's number, or null. */
export async function claimExpiry(db: Conn, sessionId: number, now: string): Promise<number | null> {
  const row = await db
    .updateTable('ring_sessions')
    .set((eb) => ({ status: 'finished', ended_at: now, updated_at: now, seq: eb('seq', '+', 1) }))
    .where('id', '=', sessionId)
    .where('status', '=', 'pending')
    .where('expires_at', '<=', now)
    .returning(['seq'])
    .executeTakeFirst();
  return row ? row.seq : null;
}
