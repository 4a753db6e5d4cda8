// Who may see, hear and play a ring: the host, the invitees and the participants, and the host's friends, who are
// allowed to join it (the waiting room shows them Join).
import { MSG } from '@quizring/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { UserRow } from '../../db/schema.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { areFriends } from '../../shared/friendships.ts';
import { findParticipant, isInvited } from './repository/participants.ts';
import { findSession } from './repository/rings.ts';
import type { ParticipantRow, SessionRow } from './repository/types.ts';

/** Ids are 32-bit integers in both databases; a larger one names nothing (and would be an SQL error). */
export const MAX_ID = 2_147_483_647;

export async function loadSession(ctx: AppContext, sessionId: number): Promise<SessionRow> {
  const session = sessionId <= MAX_ID ? await findSession(ctx.db, sessionId) : undefined;
  if (!session) throw notFound(MSG.ringNotFound);
  return session;
}

/** The user's participant row (if any) when they may see the ring; refuses anyone else. */
export async function mayView(
  ctx: AppContext,
  user: UserRow,
  session: SessionRow,
): Promise<ParticipantRow | undefined> {
  const participant = await findParticipant(ctx.db, session.id, user.id);
  if (session.host_id === user.id || participant) return participant;
  if ((await isInvited(ctx.db, session.id, user.id)) || (await areFriends(ctx.db, session.host_id, user.id)))
    return participant;
  throw forbidden(MSG.ringNotAllowed);
}

/** Only a player who joined may see the questions and answer. */
export function requireJoined(participant: ParticipantRow | undefined): ParticipantRow {
  if (!participant?.joined_at) throw forbidden(MSG.ringNotJoined);
  return participant;
}

/** Who may see the ring may hear it: the host, invitees, participants and the host's friends (who may join). */
export async function canAccessRingChannel(
  ctx: AppContext,
  userId: number,
  sessionId: number,
): Promise<boolean> {
  if (!Number.isInteger(sessionId) || sessionId < 1 || sessionId > MAX_ID) return false;
  const session = await findSession(ctx.db, sessionId);
  if (!session) return false;
  if (session.host_id === userId) return true;
  if (await findParticipant(ctx.db, sessionId, userId)) return true;
  return (await isInvited(ctx.db, sessionId, userId)) || areFriends(ctx.db, session.host_id, userId);
}
