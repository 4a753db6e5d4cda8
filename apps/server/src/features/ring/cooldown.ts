// The host's cooldown: no new ring while one of theirs is still waiting or running, nor within the configured
// time after creating the last one. Read inside the create transaction, after the host's row is locked.
import type { RingCooldown } from '@quizring/contracts';
import { hostRingsForCooldown } from './repository/rings.ts';
import type { Conn, SessionRow } from './repository/types.ts';

/** A waiting ring that has not lapsed, or a running one before its deadline. */
export function isUnfinished(s: SessionRow, now: string): boolean {
  if (s.status === 'pending') return s.expires_at > now;
  if (s.status === 'in_progress') return s.deadline_at === null || s.deadline_at > now;
  return false;
}

/** When the host may create again because of this ring: its cooldown, and its end if it is not over. */
function allowedAfter(s: SessionRow, now: string, cooldownMs: number): number {
  const cooled = Date.parse(s.created_at) + cooldownMs;
  if (!isUnfinished(s, now)) return cooled;
  const ends = s.status === 'pending' ? s.expires_at : (s.deadline_at ?? now);
  return Math.max(cooled, Date.parse(ends));
}

/** The cooldown fields of the spec when the host must wait, else null. */
export async function activeCooldown(
  db: Conn,
  hostId: number,
  now: Date,
  cooldownSeconds: number,
): Promise<RingCooldown | null> {
  const nowIso = now.toISOString();
  const cooldownMs = cooldownSeconds * 1000;
  const [open, latest] = await hostRingsForCooldown(db, hostId);
  const blocking = open.find((s) => isUnfinished(s, nowIso)) ?? latest;
  if (!blocking) return null;
  const next = Math.max(
    allowedAfter(blocking, nowIso, cooldownMs),
    latest ? allowedAfter(latest, nowIso, cooldownMs) : 0,
  );
  if (next <= now.getTime()) return null;
  return {
    existing_session_id: blocking.id,
    existing_session_status: blocking.status,
    created_at: blocking.created_at,
    started_at: blocking.started_at,
    next_allowed_at: new Date(next).toISOString(),
    seconds_until_next_allowed: Math.ceil((next - now.getTime()) / 1000),
  };
}
