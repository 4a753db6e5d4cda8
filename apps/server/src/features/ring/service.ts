// The Ring's rules, one function per call. Every change is a transaction that locks the session row (PostgreSQL;
// SQLite runs one transaction at a time), takes the session's next event number and only then publishes, after
// the commit. The server grades and times answers and decides when a ring finishes; the client only asks.
import { randomInt } from 'node:crypto';
import {
  AnswerSubmittedEvent,
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
import type { RingQuestion, RingSessionData, RingStatus, RingTopic } from '@quizring/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { UserRow } from '../../db/schema.ts';
import { iso } from '../../lib/clock.ts';
import { AppError, conflict, forbidden, notFound, unprocessable } from '../../lib/errors.ts';
import { areFriends, friendIdsOf } from '../../shared/friendships.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { activeCooldown } from './cooldown.ts';
import { claimFinish, finishIfDue, publishFinished } from './finish.ts';
import type { Finished } from './finish.ts';
import { sendInvitations, invitePayload } from './invitations.ts';
import { notifyRings } from './observers.ts';
import {
  findParticipant,
  findSession,
  isInvited,
  joinedCount,
  lockSession,
  nextSeq,
  participantDtos,
  ringTopicsOfClass,
  sessionDto,
  topicQuestionIds,
  usableTopic,
  userSummary,
} from './repository.ts';
import type { Conn, ParticipantRow, SessionRow } from './repository.ts';
import {
  answerTimeMs,
  deadlineFor,
  doneBy,
  RING_PENDING_TTL_MS,
  RING_SCORE_PER_CORRECT,
  RING_UNANSWERED_MS,
} from './rules.ts';

type Logger = { warn: (obj: object, msg: string) => void };

/** Ids are 32-bit integers in both databases; a larger one names nothing (and would be an SQL error). */
const MAX_ID = 2_147_483_647;

// ---- Reading a ring and who may see it ----

type Seen = { session: SessionRow; participant: ParticipantRow | undefined };

async function loadSession(ctx: AppContext, sessionId: number): Promise<SessionRow> {
  const session = sessionId <= MAX_ID ? await findSession(ctx.db, sessionId) : undefined;
  if (!session) throw notFound(MSG.ringNotFound);
  return session;
}

/** Finishes the ring first if it is due, so every read and answer sees the status the timestamps imply. */
async function current(ctx: AppContext, session: SessionRow): Promise<SessionRow> {
  const now = iso(ctx.clock.now());
  const mayBeDue =
    session.status === 'in_progress' || (session.status === 'pending' && session.expires_at <= now);
  if (mayBeDue && (await finishIfDue(ctx, session.id))) return loadSession(ctx, session.id);
  return session;
}

/**
 * The host, the invitees and the participants may see a ring; so may the host's friends, who are allowed to join
 * it (the waiting room shows them Join).
 */
async function viewable(ctx: AppContext, user: UserRow, sessionId: number): Promise<Seen> {
  const session = await current(ctx, await loadSession(ctx, sessionId));
  const participant = await findParticipant(ctx.db, session.id, user.id);
  if (session.host_id === user.id || participant) return { session, participant };
  if ((await isInvited(ctx.db, session.id, user.id)) || (await areFriends(ctx.db, session.host_id, user.id)))
    return { session, participant };
  throw forbidden(MSG.ringNotAllowed);
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

async function sessionData(ctx: AppContext, session: SessionRow): Promise<RingSessionData> {
  const [dto, participants] = await Promise.all([
    sessionDto(ctx.db, session),
    participantDtos(ctx.db, session.id),
  ]);
  return { session: dto, participants };
}

export async function getRing(ctx: AppContext, user: UserRow, sessionId: number): Promise<RingSessionData> {
  const { session } = await viewable(ctx, user, sessionId);
  return sessionData(ctx, session);
}

export async function ringParticipants(ctx: AppContext, user: UserRow, sessionId: number) {
  const { session } = await viewable(ctx, user, sessionId);
  return participantDtos(ctx.db, session.id);
}

export async function ringStatus(ctx: AppContext, user: UserRow, sessionId: number) {
  const { session } = await viewable(ctx, user, sessionId);
  return { status: session.status, started_at: session.started_at, ended_at: session.ended_at };
}

export function ringTopics(ctx: AppContext, user: UserRow): Promise<RingTopic[]> {
  if (user.students_class === null) throw unprocessable(MSG.classRequired);
  return ringTopicsOfClass(ctx.db, user.students_class);
}

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
  const open = await ctx.db
    .selectFrom('ring_sessions')
    .select('id')
    .where('host_id', '=', host.id)
    .where('status', 'in', ['pending', 'in_progress'])
    .execute();
  for (const { id } of open) await finishIfDue(ctx, id);

  const now = ctx.clock.now();
  const nowIso = iso(now);
  const sessionId = await ctx.db.transaction().execute(async (trx) => {
    // Two creates by one host at once: the second waits here and then sees the first ring.
    if (ctx.dialect === 'postgres')
      await trx.selectFrom('users').select('id').where('id', '=', host.id).forUpdate().execute();
    const cooldown = await activeCooldown(trx, host.id, now, ctx.config.ring.cooldownSeconds);
    if (cooldown)
      throw new AppError(429, MSG.ringCooldownDefault, {
        remark: RING_COOLDOWN_REMARK,
        data: RingCooldown.parse(cooldown),
      });
    const { id } = await trx
      .insertInto('ring_sessions')
      .values({
        host_id: host.id,
        topic_id: topic.id,
        status: 'pending',
        question_count: Math.min(RING_QUESTIONS, topic.questionCount),
        created_at: nowIso,
        updated_at: nowIso,
        expires_at: iso(new Date(now.getTime() + RING_PENDING_TTL_MS)),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('ring_invites')
      .values(
        invitees.map((user_id) => ({ session_id: id, user_id, invited_by: host.id, created_at: nowIso })),
      )
      .execute();
    await trx
      .insertInto('ring_participants')
      .values([
        { session_id: id, user_id: host.id, created_at: nowIso, joined_at: nowIso },
        ...invitees.map((user_id) => ({ session_id: id, user_id, created_at: nowIso, joined_at: null })),
      ])
      .execute();
    return id;
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

export async function joinRing(ctx: AppContext, user: UserRow, sessionId: number): Promise<RingSessionData> {
  const { session, participant } = await viewable(ctx, user, sessionId);
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
      ? (
          await trx
            .updateTable('ring_participants')
            .set({ joined_at: nowIso, done_by: playingUntil })
            .where('id', '=', mine.id)
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id
      : (
          await trx
            .insertInto('ring_participants')
            .values({
              session_id: session.id,
              user_id: user.id,
              created_at: nowIso,
              joined_at: nowIso,
              done_by: playingUntil,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
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
  const session = await current(ctx, await loadSession(ctx, sessionId));
  if (session.host_id !== user.id) throw forbidden(MSG.ringOnlyHostCanStart);

  const now = ctx.clock.now();
  const nowIso = iso(now);
  const started = await ctx.db.transaction().execute(async (trx) => {
    const locked = (await lockSession(trx, ctx.dialect, session.id))!;
    if (locked.status === 'finished') throw conflict(MSG.ringAlreadyFinished);
    if (locked.status !== 'pending') throw conflict(MSG.ringNotWaiting);
    if ((await joinedCount(trx, session.id)) < RING_MIN_PARTICIPANTS) throw unprocessable(MSG.ringNeedsTwo);
    const picked = shuffled(await topicQuestionIds(trx, locked.topic_id)).slice(0, RING_QUESTIONS);
    if (picked.length === 0) throw unprocessable(MSG.topicNotFound);
    await trx
      .insertInto('ring_questions')
      .values(
        picked.map((question_id, i) => ({ session_id: session.id, question_order: i + 1, question_id })),
      )
      .execute();
    const deadline = iso(deadlineFor(now, picked.length));
    const { seq } = await trx
      .updateTable('ring_sessions')
      .set((eb) => ({
        status: 'in_progress',
        started_at: nowIso,
        deadline_at: deadline,
        question_count: picked.length,
        updated_at: nowIso,
        seq: eb('seq', '+', 1),
      }))
      .where('id', '=', session.id)
      .where('status', '=', 'pending')
      .returning('seq')
      .executeTakeFirstOrThrow();
    // Everyone who joined before the start can play until the deadline.
    await trx
      .updateTable('ring_participants')
      .set({ done_by: deadline })
      .where('session_id', '=', session.id)
      .where('joined_at', 'is not', null)
      .execute();
    return { seq };
  });

  await ctx.realtime.trigger(
    ringChannel(session.id),
    RING_EVENTS.sessionStarted,
    SessionStartedEvent.parse({ session_id: session.id, started_at: nowIso, seq: started.seq }),
  );
  notifyRings(ctx, (o) => o.started?.(session.id));
  return sessionData(ctx, (await findSession(ctx.db, session.id))!);
}

// ---- Playing ----

async function joinedParticipant(ctx: AppContext, user: UserRow, sessionId: number) {
  const { session, participant } = await viewable(ctx, user, sessionId);
  if (!participant?.joined_at) throw forbidden(MSG.ringNotJoined);
  return { session, participant };
}

type RingQuestionRow = { question_id: number; question_order: number; text: string };

async function ringQuestionRows(db: Conn, sessionId: number): Promise<RingQuestionRow[]> {
  return db
    .selectFrom('ring_questions')
    .innerJoin('questions', 'questions.id', 'ring_questions.question_id')
    .select(['ring_questions.question_id', 'ring_questions.question_order', 'questions.text'])
    .where('ring_questions.session_id', '=', sessionId)
    .orderBy('ring_questions.question_order')
    .execute();
}

async function optionsOf(db: Conn, questionIds: number[]) {
  if (questionIds.length === 0) return [];
  return db
    .selectFrom('question_options')
    .select(['id', 'question_id', 'text', 'is_answer'])
    .where('question_id', 'in', questionIds)
    .orderBy('question_id')
    .orderBy('position')
    .execute();
}

/** The ring's questions in the order everyone shares, without answers; the player's own answers where given. */
export async function ringQuestions(
  ctx: AppContext,
  user: UserRow,
  sessionId: number,
): Promise<{ questions: RingQuestion[]; deadline_at: string | null; started_at: string | null }> {
  const { session, participant } = await joinedParticipant(ctx, user, sessionId);
  if (session.status === 'pending') throw conflict(MSG.ringNotRunning);
  const rows = await ringQuestionRows(ctx.db, session.id);
  const ids = rows.map((r) => r.question_id);
  const [options, answers] = await Promise.all([
    optionsOf(ctx.db, ids),
    ctx.db
      .selectFrom('ring_answers')
      .select(['question_id', 'option_id', 'is_correct'])
      .where('participant_id', '=', participant.id)
      .execute(),
  ]);
  const answerOf = new Map(answers.map((a) => [a.question_id, a]));
  const questions = rows.map((r): RingQuestion => {
    const own = options.filter((o) => o.question_id === r.question_id);
    const mine = answerOf.get(r.question_id);
    const correctId = own.find((o) => o.is_answer === 1)?.id;
    return {
      question_id: r.question_id,
      question_bank_id: r.question_id,
      question_order: r.question_order,
      text: r.text,
      options: own.map((o) => ({ id: o.id, text: o.text })),
      my_answer:
        mine && correctId !== undefined
          ? { answer_id: mine.option_id, is_correct: mine.is_correct === 1, correct_option_id: correctId }
          : null,
    };
  });
  return { questions, deadline_at: session.deadline_at, started_at: session.started_at };
}

function refuseAnswer(session: SessionRow, now: string): void {
  if (session.status === 'pending') throw conflict(MSG.ringNotRunning);
  const late = session.deadline_at !== null && session.deadline_at <= now;
  if (session.status === 'finished') throw conflict(late ? MSG.ringDeadlinePassed : MSG.ringNotRunning);
  if (late) throw conflict(MSG.ringDeadlinePassed);
}

export type AnswerInput = { question_bank_id: number; answer_id: number };
export type AnswerResult = {
  is_correct: boolean;
  correct_option_id: number;
  correct: number;
  answered: number;
};

export async function submitAnswer(
  ctx: AppContext,
  user: UserRow,
  sessionId: number,
  input: AnswerInput,
  opts: { excludeSocketId?: string } = {},
): Promise<AnswerResult> {
  const { session, participant } = await joinedParticipant(ctx, user, sessionId);
  const now = ctx.clock.now();
  const nowIso = iso(now);
  refuseAnswer(session, nowIso);

  const questionId = input.question_bank_id;
  const inRing =
    questionId <= MAX_ID
      ? await ctx.db
          .selectFrom('ring_questions')
          .select('question_order')
          .where('session_id', '=', session.id)
          .where('question_id', '=', questionId)
          .executeTakeFirst()
      : undefined;
  if (!inRing) throw unprocessable(MSG.ringQuestionNotInRing);
  const options = await optionsOf(ctx.db, [questionId]);
  const chosen = options.find((o) => o.id === input.answer_id);
  const correctOption = options.find((o) => o.is_answer === 1);
  if (!chosen || !correctOption) throw unprocessable(MSG.optionNotInQuestion);
  const isCorrect = chosen.id === correctOption.id;

  let outcome: { answered: number; correct: number; seq: number; finished: Finished | null };
  try {
    outcome = await ctx.db.transaction().execute(async (trx) => {
      const locked = (await lockSession(trx, ctx.dialect, session.id))!;
      refuseAnswer(locked, nowIso);
      const previous = await trx
        .selectFrom('ring_answers')
        .innerJoin('ring_questions', (j) =>
          j
            .onRef('ring_questions.session_id', '=', 'ring_answers.session_id')
            .onRef('ring_questions.question_id', '=', 'ring_answers.question_id'),
        )
        .select(['ring_answers.question_id', 'ring_answers.is_correct', 'ring_answers.created_at'])
        .select('ring_questions.question_order')
        .where('ring_answers.participant_id', '=', participant.id)
        .execute();
      if (previous.some((a) => a.question_id === questionId)) throw conflict(MSG.ringAlreadyAnswered);

      const since = [locked.started_at, participant.joined_at, ...previous.map((a) => a.created_at)]
        .filter((t): t is string => t !== null)
        .reduce((a, b) => (a > b ? a : b));
      await trx
        .insertInto('ring_answers')
        .values({
          session_id: session.id,
          participant_id: participant.id,
          user_id: user.id,
          question_id: questionId,
          option_id: chosen.id,
          is_correct: isCorrect ? 1 : 0,
          answer_time_ms: answerTimeMs(now, new Date(since)),
          created_at: nowIso,
        })
        .execute();
      if (isCorrect)
        await trx
          .updateTable('users')
          .set((eb) => ({ score: eb('score', '+', RING_SCORE_PER_CORRECT) }))
          .where('id', '=', user.id)
          .execute();

      const answered = previous.length + 1;
      const correct = previous.filter((a) => a.is_correct === 1).length + (isCorrect ? 1 : 0);
      const furthest = Math.max(inRing.question_order, ...previous.map((a) => a.question_order));
      const allDone = answered >= locked.question_count;
      await trx
        .updateTable('ring_participants')
        .set({
          finished_at: allDone ? nowIso : null,
          done_by: allDone
            ? nowIso
            : iso(doneBy(now, locked.question_count - furthest, new Date(locked.deadline_at ?? nowIso))),
        })
        .where('id', '=', participant.id)
        .execute();
      const seq = await nextSeq(trx, session.id, nowIso);
      const finished = allDone ? await claimFinish(trx, session.id, nowIso) : null;
      return { answered, correct, seq, finished };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MSG.ringAlreadyAnswered);
    throw err;
  }

  const who = await userSummary(ctx.db, user.id);
  await ctx.realtime.trigger(
    ringChannel(session.id),
    RING_EVENTS.answerSubmitted,
    AnswerSubmittedEvent.parse({
      user_id: user.id,
      name: who.name,
      is_correct: isCorrect,
      question_bank_id: questionId,
      seq: outcome.seq,
    }),
    opts.excludeSocketId ? { excludeSocketId: opts.excludeSocketId } : {},
  );
  if (outcome.finished) await publishFinished(ctx, outcome.finished);
  return {
    is_correct: isCorrect,
    correct_option_id: correctOption.id,
    correct: outcome.correct,
    answered: outcome.answered,
  };
}

// ---- Results ----

// Ranked by right answers, then by total time, where a question not answered (yet, in a running ring) counts as
// wrong and as RING_UNANSWERED_MS: answering, even wrongly, never ranks below not answering.

export async function ringLeaderboard(ctx: AppContext, user: UserRow, sessionId: number) {
  const { session } = await viewable(ctx, user, sessionId);
  const rows = await ctx.db
    .selectFrom('ring_participants')
    .innerJoin('users', 'users.id', 'ring_participants.user_id')
    .leftJoin('ring_answers', 'ring_answers.participant_id', 'ring_participants.id')
    .select((eb) => [
      'ring_participants.user_id',
      'ring_participants.joined_at',
      'ring_participants.id',
      'users.firstname',
      'users.lastname',
      'users.avatar',
      eb.fn.coalesce(eb.fn.sum<number>('ring_answers.is_correct'), eb.lit(0)).as('correct'),
      eb.fn.coalesce(eb.fn.sum<number>('ring_answers.answer_time_ms'), eb.lit(0)).as('answer_time_ms'),
      eb.fn.count<number>('ring_answers.id').as('answered'),
    ])
    .where('ring_participants.session_id', '=', session.id)
    .where('ring_participants.joined_at', 'is not', null)
    .groupBy([
      'ring_participants.id',
      'ring_participants.user_id',
      'ring_participants.joined_at',
      'users.firstname',
      'users.lastname',
      'users.avatar',
    ])
    .execute();
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

/** The ring's correct option for a question (the demo players decide with it; never sent to a client). */
export async function correctOptionOf(ctx: AppContext, questionId: number): Promise<number | undefined> {
  const row = await ctx.db
    .selectFrom('question_options')
    .select('id')
    .where('question_id', '=', questionId)
    .where('is_answer', '=', 1)
    .executeTakeFirst();
  return row?.id;
}
