// The ring_participants rows (joins, play progress, the standings' rows) and whether someone was invited.
import type { RingParticipant } from '@quizring/contracts';
import type { Conn } from './types.ts';
import { fullname } from './users.ts';

export function findParticipant(db: Conn, sessionId: number, userId: number) {
  return db
    .selectFrom('ring_participants')
    .selectAll()
    .where('session_id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function isInvited(db: Conn, sessionId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('ring_invites')
    .select('id')
    .where('session_id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function joinedCount(db: Conn, sessionId: number): Promise<number> {
  const row = await db
    .selectFrom('ring_participants')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('session_id', '=', sessionId)
    .where('joined_at', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Everyone in the ring: the host, the invitees (joined or not) and anyone who joined uninvited, in that order. */
export async function participantDtos(db: Conn, sessionId: number): Promise<RingParticipant[]> {
  const rows = await db
    .selectFrom('ring_participants')
    .innerJoin('users', 'users.id', 'ring_participants.user_id')
    .select([
      'ring_participants.id',
      'ring_participants.session_id',
      'ring_participants.user_id',
      'ring_participants.joined_at',
      'ring_participants.finished_at',
      'users.firstname',
      'users.lastname',
      'users.avatar',
    ])
    .where('ring_participants.session_id', '=', sessionId)
    .orderBy('ring_participants.id')
    .execute();
  return rows.map((r) => participantDto(r));
}

export function participantDto(r: {
  id: number;
  session_id: number;
  user_id: number;
  joined_at: string | null;
  finished_at: string | null;
  firstname: string;
  lastname: string;
  avatar: string | null;
}): RingParticipant {
  return {
    id: r.id,
    ring_session_id: r.session_id,
    user_id: r.user_id,
    name: fullname(r),
    avatar: r.avatar,
    joined_at: r.joined_at,
    finished_at: r.finished_at,
  };
}

/** An invitee joins: their participant row gets its join time and play deadline. */
export async function markJoined(
  trx: Conn,
  participantId: number,
  joinedAt: string,
  doneBy: string | null,
): Promise<number> {
  const row = await trx
    .updateTable('ring_participants')
    .set({ joined_at: joinedAt, done_by: doneBy })
    .where('id', '=', participantId)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Someone not invited (a friend of the host) joins: a new participant row. */
export async function insertJoinedParticipant(
  trx: Conn,
  sessionId: number,
  userId: number,
  joinedAt: string,
  doneBy: string | null,
): Promise<number> {
  const row = await trx
    .insertInto('ring_participants')
    .values({
      session_id: sessionId,
      user_id: userId,
      created_at: joinedAt,
      joined_at: joinedAt,
      done_by: doneBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The participant's play: finished now, or still playing until `doneBy`. */
export async function setParticipantProgress(
  trx: Conn,
  participantId: number,
  finishedAt: string | null,
  doneBy: string,
): Promise<void> {
  await trx
    .updateTable('ring_participants')
    .set({ finished_at: finishedAt, done_by: doneBy })
    .where('id', '=', participantId)
    .execute();
}

/** Each joined participant with their right answers, summed answer time and number of answers. */
export function standingRows(db: Conn, sessionId: number) {
  return db
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
    .where('ring_participants.session_id', '=', sessionId)
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
}
