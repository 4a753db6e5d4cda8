// A ring's life: created by a host with their invited friends, joined, started by the host. Every change is a
// transaction that locks the session row (PostgreSQL; SQLite runs one transaction at a time), takes the session's
// next event number and only then publishes, after the commit. Finishing is in finish.ts.
import { randomInt } from 'node:crypto';
import {
  MSG,
  ParticipantJoinedEvent,
  RING_COOLDOWN_REMARK,
  RING_EVENTS,
  RING_JOIN_WINDOW_S,
  RING_MIN_PARTICIPANTS,
  RING_QUESTIONS,
  RingCooldown,
  ringChannel,
  SessionStartedEvent,
} from '@quizring/contracts';
import type { RingSessionData } from '@quizring/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { UserRow } from '../../db/schema.ts';
import { iso } from '../../lib/clock.ts';
import { AppError, conflict, forbidden, unprocessable } from '../../lib/errors.ts';
import { friendIdsOf } from '../../shared/friendships.ts';
import { loadSession, MAX_ID, mayView } from './access.ts';
import { activeCooldown } from './cooldown.ts';
import { finishIfDue, settled } from './finish.ts';
import { sendInvitations, invitePayload } from './invitations.ts';
import { notifyRings } from './observers.ts';
import {
  findParticipant,
  insertJoinedParticipant,
  joinedCount,
  markJoined,
} from './repository/participants.ts';
import { topicQuestionIds, usableTopic } from './repository/questions.ts';
import {
  findSession,
  insertRing,
  lockHost,
  lockSession,
  markStarted,
  nextSeq,
  openSessionIdsOfHost,
} from './repository/rings.ts';
import type { SessionRow } from './repository/types.ts';
import { userSummary } from './repository/users.ts';
import { sessionData } from './results.ts';
import { deadlineFor, doneBy, RING_PENDING_TTL_MS } from './rules.ts';

type Logger = { warn: (obj: object, msg: string) => void };

// ---- Creating ----

export type CreateInput = { topic_id: number; invited_user_ids: number[] };

export async function createRing(
  ctx: AppContext,
  host: UserRow,
  input: CreateInput,
  log: Logger,
): Promise<RingSessionData> {
  const invitees = [...new Set(input.invited_user_ids)].filter((id) => id !== host.id);
  if (invitees.length === 0) throw unprocessable(MSG.ringInviteRequired);
  const topic = input.topic_id <= MAX_ID ? await usableTopic(ctx.db, input.topic_id) : undefined;
  if (!topic) throw unprocessable(MSG.topicNotFound);
  const friends = new Set(await friendIdsOf(ctx.db, host.id));
  if (invitees.some((id) => !friends.has(id))) throw unprocessable(MSG.ringInviteesMustBeFriends);

  // A ring of this host that is over by its timestamps but was not yet finished must not hold the cooldown.
  for (const id of await openSessionIdsOfHost(ctx.db, host.id)) await finishIfDue(ctx, id);

  const now = ctx.clock.now();
  const nowIso = iso(now);
  const sessionId = await ctx.db.transaction().execute(async (trx) => {
    // Two creates by one host at once: the second waits here and then sees the first ring.
    if (ctx.dialect === 'postgres') await lockHost(trx, host.id);
    const cooldown = await activeCooldown(trx, host.id, now, ctx.config.ring.cooldownSeconds);
    if (cooldown)
      throw new AppError(429, MSG.ringCooldownDefault, {
        remark: RING_COOLDOWN_REMARK,
        data: RingCooldown.parse(cooldown),
      });
    return insertRing(
      trx,
      {
        host_id: host.id,
        topic_id: topic.id,
        question_count: Math.min(RING_QUESTIONS, topic.questionCount),
        now: nowIso,
        expires_at: iso(new Date(now.getTime() + RING_PENDING_TTL_MS)),
      },
      invitees,
    );
  });

  const data = await sessionData(ctx, (await findSession(ctx.db, sessionId))!);
  await sendInvitations(
    ctx,
    invitees,
    invitePayload(sessionId, data.session.host.fullname, topic.title),
    log,
  );
  notifyRings(ctx, (o) => o.created?.(sessionId, invitees));
  return data;
}

// ---- Joining and starting ----

function refuseJoin(session: SessionRow, now: Date): void {
  if (session.status === 'finished') throw conflict(MSG.ringAlreadyFinished);
  if (session.status === 'in_progress') {
    const started = Date.parse(session.started_at ?? session.updated_at);
    if (now.getTime() - started > RING_JOIN_WINDOW_S * 1000) throw conflict(MSG.ringStartedAWhileAgo);
  }
}

/** Joining is a write: a ring found due is finished first (and the join refused). */
export async function joinRing(ctx: AppContext, user: UserRow, sessionId: number): Promise<RingSessionData> {
  const session = await settled(ctx, await loadSession(ctx, sessionId));
  const participant = await mayView(ctx, user, session);
  if (participant?.joined_at) return sessionData(ctx, session);
  refuseJoin(session, ctx.clock.now());

  const now = ctx.clock.now();
  const nowIso = iso(now);
  const joined = await ctx.db.transaction().execute(async (trx) => {
    const locked = (await lockSession(trx, ctx.dialect, session.id))!;
    const mine = await findParticipant(trx, session.id, user.id);
    if (mine?.joined_at) return null;
    refuseJoin(locked, now);
    const playingUntil =
      locked.status === 'in_progress' && locked.deadline_at
        ? iso(doneBy(now, locked.question_count, new Date(locked.deadline_at)))
        : null;
    const id = mine
      ? await markJoined(trx, mine.id, nowIso, playingUntil)
      : await insertJoinedParticipant(trx, session.id, user.id, nowIso, playingUntil);
    return { id, seq: await nextSeq(trx, session.id, nowIso) };
  });

  if (joined) {
    const who = await userSummary(ctx.db, user.id);
    await ctx.realtime.trigger(
      ringChannel(session.id),
      RING_EVENTS.participantJoined,
      ParticipantJoinedEvent.parse({
        id: joined.id,
        user_id: user.id,
        name: who.name,
        avatar: who.avatar,
        joined_at: nowIso,
        seq: joined.seq,
      }),
    );
    notifyRings(ctx, (o) => o.joined?.(session.id, user.id));
  }
  return sessionData(ctx, (await findSession(ctx.db, session.id))!);
}

function shuffled<T>(items: T[]): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

export async function startRing(ctx: AppContext, user: UserRow, sessionId: number): Promise<RingSessionData> {
  const session = await settled(ctx, await loadSession(ctx, sessionId));
  if (session.host_id !== user.id) throw forbidden(MSG.ringOnlyHostCanStart);

  const now = ctx.clock.now();
  const nowIso = iso(now);
  const seq = await ctx.db.transaction().execute(async (trx) => {
    const locked = (await lockSession(trx, ctx.dialect, session.id))!;
    if (locked.status === 'finished') throw conflict(MSG.ringAlreadyFinished);
    if (locked.status !== 'pending') throw conflict(MSG.ringNotWaiting);
    if ((await joinedCount(trx, session.id)) < RING_MIN_PARTICIPANTS) throw unprocessable(MSG.ringNeedsTwo);
    const picked = shuffled(await topicQuestionIds(trx, locked.topic_id)).slice(0, RING_QUESTIONS);
    if (picked.length === 0) throw unprocessable(MSG.topicNotFound);
    return markStarted(trx, session.id, picked, nowIso, iso(deadlineFor(now, picked.length)));
  });

  await ctx.realtime.trigger(
    ringChannel(session.id),
    RING_EVENTS.sessionStarted,
    SessionStartedEvent.parse({ session_id: session.id, started_at: nowIso, seq }),
  );
  notifyRings(ctx, (o) => o.started?.(session.id));
  return sessionData(ctx, (await findSession(ctx.db, session.id))!);
}
