// Every Kysely call of the Ring, as small named queries taking `db` or a transaction, and the rows as the API
// shows them. Longer than 300 lines on purpose: the rule files hold no SQL, so every query of the feature is here.
import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import type { RingParticipant, RingSession, RingTopic } from '@quizring/contracts';
import { RING_QUESTIONS } from '@quizring/contracts';
import type { DbDialect } from '../../db/database.ts';
import type { Database, RingParticipantsTable, RingSessionsTable, UserRow } from '../../db/schema.ts';

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

// ---- Creating, joining, starting ----

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

// ---- Questions and answers ----

export type RingQuestionRow = { question_id: number; question_order: number; text: string };

export function ringQuestionRows(db: Conn, sessionId: number): Promise<RingQuestionRow[]> {
  return db
    .selectFrom('ring_questions')
    .innerJoin('questions', 'questions.id', 'ring_questions.question_id')
    .select(['ring_questions.question_id', 'ring_questions.question_order', 'questions.text'])
    .where('ring_questions.session_id', '=', sessionId)
    .orderBy('ring_questions.question_order')
    .execute();
}

export async function optionsOf(db: Conn, questionIds: number[]) {
  if (questionIds.length === 0) return [];
  return db
    .selectFrom('question_options')
    .select(['id', 'question_id', 'text', 'is_answer'])
    .where('question_id', 'in', questionIds)
    .orderBy('question_id')
    .orderBy('position')
    .execute();
}

export function answersOfParticipant(db: Conn, participantId: number) {
  return db
    .selectFrom('ring_answers')
    .select(['question_id', 'option_id', 'is_correct'])
    .where('participant_id', '=', participantId)
    .execute();
}

/** The question's place in the ring, or undefined when the ring does not have it. */
export function ringQuestionOrder(db: Conn, sessionId: number, questionId: number) {
  return db
    .selectFrom('ring_questions')
    .select('question_order')
    .where('session_id', '=', sessionId)
    .where('question_id', '=', questionId)
    .executeTakeFirst();
}

/** The participant's answers so far, with each question's place in the ring. */
export function previousAnswers(db: Conn, participantId: number) {
  return db
    .selectFrom('ring_answers')
    .innerJoin('ring_questions', (j) =>
      j
        .onRef('ring_questions.session_id', '=', 'ring_answers.session_id')
        .onRef('ring_questions.question_id', '=', 'ring_answers.question_id'),
    )
    .select(['ring_answers.question_id', 'ring_answers.is_correct', 'ring_answers.created_at'])
    .select('ring_questions.question_order')
    .where('ring_answers.participant_id', '=', participantId)
    .execute();
}

export type NewAnswer = {
  session_id: number;
  participant_id: number;
  user_id: number;
  question_id: number;
  option_id: number;
  is_correct: 0 | 1;
  answer_time_ms: number;
  created_at: string;
};

export async function insertAnswer(trx: Conn, answer: NewAnswer): Promise<void> {
  await trx.insertInto('ring_answers').values(answer).execute();
}

export async function addToScore(trx: Conn, userId: number, points: number): Promise<void> {
  await trx
    .updateTable('users')
    .set((eb) => ({ score: eb('score', '+', points) }))
    .where('id', '=', userId)
    .execute();
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

export async function correctOptionId(db: Conn, questionId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('question_options')
    .select('id')
    .where('question_id', '=', questionId)
    .where('is_answer', '=', 1)
    .executeTakeFirst();
  return row?.id;
}

// ---- Standings ----

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

// ---- Finishing ----

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

// ---- Demo players ----

/** The users among `userIds` with one of these usernames and no live session (nobody is signed in as them). */
export function unclaimedUsersNamed(
  db: Conn,
  userIds: number[],
  usernames: string[],
  now: string,
): Promise<UserRow[]> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('id', 'in', userIds)
    .where('username', 'in', usernames)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('auth_tokens')
            .select('auth_tokens.id')
            .whereRef('auth_tokens.user_id', '=', 'users.id')
            .where('auth_tokens.revoked_at', 'is', null)
            .where('auth_tokens.expires_at', '>', now),
        ),
      ),
    )
    .execute();
}
