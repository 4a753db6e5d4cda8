// Reading a ring: the session and its players, its status, the standings, and the topics a ring can be on. Reads
// never write: a ring that is due reads as finished (see finish.ts) until the sweep or a write finishes it.
import { MSG } from '@quizring/contracts';
import type { RingParticipant, RingSessionData, RingStatus, RingTopic } from '@quizring/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { UserRow } from '../../db/schema.ts';
import { unprocessable } from '../../lib/errors.ts';
import { loadSession, mayView } from './access.ts';
import { asSeen, participantsAsSeen } from './finish.ts';
import type { Seen } from './finish.ts';
import { participantDtos, standingRows } from './repository/participants.ts';
import { ringTopicsOfClass } from './repository/questions.ts';
import { sessionDto } from './repository/rings.ts';
import type { SessionRow } from './repository/types.ts';
import { RING_UNANSWERED_MS } from './rules.ts';

/** The ring as the user may see it now, or a refusal. */
async function seenBy(ctx: AppContext, user: UserRow, sessionId: number): Promise<Seen> {
  const session = await loadSession(ctx, sessionId);
  await mayView(ctx, user, session);
  return asSeen(ctx, session);
}

/** The session and everyone in it; `seen` presents a due ring as finished. */
export async function sessionData(
  ctx: AppContext,
  session: SessionRow,
  seen: Seen = { session, endedNow: null },
): Promise<RingSessionData> {
  const [dto, participants] = await Promise.all([
    sessionDto(ctx.db, seen.session),
    participantDtos(ctx.db, session.id),
  ]);
  return { session: dto, participants: participantsAsSeen(seen, participants) };
}

export async function getRing(ctx: AppContext, user: UserRow, sessionId: number): Promise<RingSessionData> {
  const seen = await seenBy(ctx, user, sessionId);
  return sessionData(ctx, seen.session, seen);
}

export async function ringParticipants(
  ctx: AppContext,
  user: UserRow,
  sessionId: number,
): Promise<RingParticipant[]> {
  const seen = await seenBy(ctx, user, sessionId);
  return participantsAsSeen(seen, await participantDtos(ctx.db, seen.session.id));
}

export async function ringStatus(ctx: AppContext, user: UserRow, sessionId: number) {
  const { session } = await seenBy(ctx, user, sessionId);
  return { status: session.status, started_at: session.started_at, ended_at: session.ended_at };
}

export function ringTopics(ctx: AppContext, user: UserRow): Promise<RingTopic[]> {
  if (user.students_class === null) throw unprocessable(MSG.classRequired);
  return ringTopicsOfClass(ctx.db, user.students_class);
}

// Ranked by right answers, then by total time, where a question not answered (yet, in a running ring) counts as
// wrong and as RING_UNANSWERED_MS: answering, even wrongly, never ranks below not answering.

export async function ringLeaderboard(ctx: AppContext, user: UserRow, sessionId: number) {
  const { session } = await seenBy(ctx, user, sessionId);
  const rows = await standingRows(ctx.db, session.id);
  const total = session.question_count;
  const entries = rows
    .map((r) => ({
      user_id: r.user_id,
      name: `${r.firstname} ${r.lastname}`.trim(),
      avatar: r.avatar,
      correct: Number(r.correct),
      total,
      answered: Number(r.answered),
      accuracy_pct: total > 0 ? Math.round((Number(r.correct) * 100) / total) : 0,
      total_time_ms: Number(r.answer_time_ms) + Math.max(0, total - Number(r.answered)) * RING_UNANSWERED_MS,
      joined_at: r.joined_at ?? '',
      participant_id: r.id,
    }))
    .sort(
      (a, b) =>
        b.correct - a.correct ||
        a.total_time_ms - b.total_time_ms ||
        a.joined_at.localeCompare(b.joined_at) ||
        a.participant_id - b.participant_id,
    );
  const leaderboard = entries.map(({ joined_at: _j, participant_id: _p, ...e }, i) => {
    const tiedWith = entries.findIndex((o) => o.correct === e.correct && o.total_time_ms === e.total_time_ms);
    return { ...e, rank: tiedWith === -1 ? i + 1 : tiedWith + 1 };
  });
  return { leaderboard, status: session.status as RingStatus };
}
