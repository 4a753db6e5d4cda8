// Reads and small writes of the Ring tables, and the rows as the API shows them.
import type { Kysely, Selectable } from 'kysely';
import type { RingParticipant, RingSession, RingTopic } from '@quizring/contracts';
import { RING_QUESTIONS } from '@quizring/contracts';
import type { DbDialect } from '../../db/database.ts';
import type { Database, RingParticipantsTable, RingSessionsTable } from '../../db/schema.ts';

export type Conn = Kysely<Database>;
export type SessionRow = Selectable<RingSessionsTable>;
export type ParticipantRow = Selectable<RingParticipantsTable>;

const fullname = (u: { firstname: string; lastname: string }) => `${u.firstname} ${u.lastname}`.trim();

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

export async function userSummary(db: Conn, userId: number) {
  const u = await db
    .selectFrom('users')
    .select(['id', 'firstname', 'lastname', 'avatar'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return { id: u.id, name: fullname(u), avatar: u.avatar };
}

/** A topic's questions that can be served: neither the question nor its skill retired. */
function availableQuestions(db: Conn) {
  return db
    .selectFrom('questions')
    .innerJoin('skills', 'skills.id', 'questions.skill_id')
    .where('questions.retired_at', 'is', null)
    .where('skills.retired_at', 'is', null);
}

export async function topicQuestionIds(db: Conn, topicId: number): Promise<number[]> {
  const rows = await availableQuestions(db)
    .select('questions.id')
    .where('questions.subtopic_id', '=', topicId)
    .orderBy('questions.id')
    .execute();
  return rows.map((r) => r.id);
}

/** A Ring topic with enough questions for a ring, or undefined. */
export async function usableTopic(db: Conn, topicId: number) {
  const topic = await db
    .selectFrom('subtopics')
    .select(['id', 'title'])
    .where('id', '=', topicId)
    .where('is_ring_topic', '=', 1)
    .executeTakeFirst();
  if (!topic) return undefined;
  const count = (await topicQuestionIds(db, topicId)).length;
  return count >= RING_QUESTIONS ? { ...topic, questionCount: count } : undefined;
}

/** Ring topics of a class, with their subject and the number of questions, in book order. */
export async function ringTopicsOfClass(db: Conn, grade: number): Promise<RingTopic[]> {
  const rows = await db
    .selectFrom('subtopics')
    .innerJoin('chapters', 'chapters.id', 'subtopics.chapter_id')
    .innerJoin('books', 'books.id', 'chapters.book_id')
    .innerJoin('subjects', 'subjects.id', 'books.subject_id')
    .innerJoin('questions', 'questions.subtopic_id', 'subtopics.id')
    .innerJoin('skills', 'skills.id', 'questions.skill_id')
    .select((eb) => [
      'subtopics.id',
      'subtopics.title',
      'subjects.name as subject',
      eb.fn.count<number>('questions.id').as('question_count'),
    ])
    .where('books.class', '=', grade)
    .where('subtopics.is_ring_topic', '=', 1)
    .where('questions.retired_at', 'is', null)
    .where('skills.retired_at', 'is', null)
    .groupBy([
      'subtopics.id',
      'subtopics.title',
      'subjects.name',
      'chapters.chapter_number',
      'subtopics.position',
    ])
    .having((eb) => eb.fn.count('questions.id'), '>=', RING_QUESTIONS)
    .orderBy('subjects.name')
    .orderBy('chapters.chapter_number')
    .orderBy('subtopics.position')
    .orderBy('subtopics.id')
    .execute();
  return rows.map((r) => ({ ...r, question_count: Number(r.question_count) }));
}
