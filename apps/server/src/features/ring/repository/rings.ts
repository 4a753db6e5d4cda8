// The ring_sessions rows: created with invitations, loaded, locked, numbered, started; a host's open rings.
import type { RingSession } from '@quizring/contracts';
import type { DbDialect } from '../../../db/database.ts';
import type { Conn, SessionRow } from './types.ts';
import { fullname } from './users.ts';

export function findSession(db: Conn, id: number): Promise<SessionRow | undefined> {
  return db.selectFrom('ring_sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The session row inside a transaction, locked on PostgreSQL so changes to one ring apply one at a time. */
export function lockSession(db: Conn, dialect: DbDialect, id: number): Promise<SessionRow | undefined> {
  return db
    .selectFrom('ring_sessions')
    .selectAll()
    .where('id', '=', id)
    .$if(dialect === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();
}

/** Takes the session's next event number; the caller publishes the event after its transaction commits. */
export async function nextSeq(db: Conn, id: number, now: string): Promise<number> {
  const row = await db
    .updateTable('ring_sessions')
    .set((eb) => ({ seq: eb('seq', '+', 1), updated_at: now }))
    .where('id', '=', id)
    .returning('seq')
    .executeTakeFirstOrThrow();
  return row.seq;
}

export async function sessionDto(db: Conn, row: SessionRow): Promise<RingSession> {
  const [host, topic] = await Promise.all([
    db
      .selectFrom('users')
      .select(['id', 'firstname', 'lastname', 'avatar'])
      .where('id', '=', row.host_id)
      .executeTakeFirstOrThrow(),
    db.selectFrom('subtopics').select('title').where('id', '=', row.topic_id).executeTakeFirst(),
  ]);
  return {
    id: row.id,
    host_id: row.host_id,
    host: { id: host.id, fullname: fullname(host), avatar: host.avatar },
    topic_id: row.topic_id,
    topic_title: topic?.title ?? '',
    status: row.status,
    created_at: row.created_at,
    updated_at: row.updated_at,
    started_at: row.started_at,
    ended_at: row.ended_at,
    deadline_at: row.deadline_at,
    question_count: row.question_count,
  };
}

/** The ids of the host's rings still marked waiting or running (some may be over by their timestamps). */
export async function openSessionIdsOfHost(db: Conn, hostId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('ring_sessions')
    .select('id')
    .where('host_id', '=', hostId)
    .where('status', 'in', ['pending', 'in_progress'])
    .execute();
  return rows.map((r) => r.id);
}

/** The host's rings still marked waiting or running, newest first, and the host's latest ring of all. */
export function hostRingsForCooldown(db: Conn, hostId: number) {
  return Promise.all([
    db
      .selectFrom('ring_sessions')
      .selectAll()
      .where('host_id', '=', hostId)
      .where('status', 'in', ['pending', 'in_progress'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),
    db
      .selectFrom('ring_sessions')
      .selectAll()
      .where('host_id', '=', hostId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
}

/** Locks the host's user row (PostgreSQL), so two creates by one host run one after the other. */
export async function lockHost(trx: Conn, hostId: number): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', hostId).forUpdate().execute();
}

export type NewSession = {
  host_id: number;
  topic_id: number;
  question_count: number;
  now: string;
  expires_at: string;
};

/** A waiting ring with its invitations; the host has joined, the invitees not yet. Answers the ring's id. */
export async function insertRing(trx: Conn, s: NewSession, inviteeIds: number[]): Promise<number> {
  const { id } = await trx
    .insertInto('ring_sessions')
    .values({
      host_id: s.host_id,
      topic_id: s.topic_id,
      status: 'pending',
      question_count: s.question_count,
      created_at: s.now,
      updated_at: s.now,
      expires_at: s.expires_at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('ring_invites')
    .values(
      inviteeIds.map((user_id) => ({ session_id: id, user_id, invited_by: s.host_id, created_at: s.now })),
    )
    .execute();
  await trx
    .insertInto('ring_participants')
    .values([
      { session_id: id, user_id: s.host_id, created_at: s.now, joined_at: s.now },
      ...inviteeIds.map((user_id) => ({ session_id: id, user_id, created_at: s.now, joined_at: null })),
    ])
    .execute();
  return id;
}

/**
 * Starts a waiting ring with its picked questions: the questions in order, the session running until the
 * deadline, and everyone who joined before the start playing until then. Answers the start event's number.
 */
export async function markStarted(
  trx: Conn,
  sessionId: number,
  questionIds: number[],
  startedAt: string,
  deadline: string,
): Promise<number> {
  await trx
    .insertInto('ring_questions')
    .values(
      questionIds.map((question_id, i) => ({ session_id: sessionId, question_order: i + 1, question_id })),
    )
    .execute();
  const { seq } = await trx
    .updateTable('ring_sessions')
    .set((eb) => ({
      status: 'in_progress',
      started_at: startedAt,
      deadline_at: deadline,
      question_count: questionIds.length,
      updated_at: startedAt,
      seq: eb('seq', '+', 1),
    }))
    .where('id', '=', sessionId)
    .where('status', '=', 'pending')
    .returning('seq')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('ring_participants')
    .set({ done_by: deadline })
    .where('session_id', '=', sessionId)
    .where('joined_at', 'is not', null)
    .execute();
  return seq;
}
