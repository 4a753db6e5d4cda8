// Helpers of the Ring tests: friends made directly in the table, rings created through the API, the right and a
// wrong option of a question, and a scheduler that runs the demo players' timers on the test clock.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { RingQuestion, RingSessionData, RingTopic } from '@quizring/contracts';
import type { DemoScheduler, DemoTask } from '../../src/features/ring/demo-players.ts';
import { orderedPair } from '../../src/shared/friendships.ts';
import { memberStudent } from '../support/learners.ts';
import { call } from '../support/test-app.ts';
import type { ApiResult, TestClock } from '../support/test-app.ts';

export type Student = Awaited<ReturnType<typeof memberStudent>>;

export const errors = (res: ApiResult) => (res.body.message as { error: string[] }).error;

export async function makeFriends(app: FastifyInstance, a: Student, b: Student): Promise<void> {
  const [userA, userB] = orderedPair(a.user.id, b.user.id);
  const now = app.ctx.clock.now().toISOString();
  await app.ctx.db
    .insertInto('friendships')
    .values({
      user_a_id: userA,
      user_b_id: userB,
      requester_id: a.user.id,
      status: 'accepted',
      created_at: now,
      responded_at: now,
    })
    .execute();
}

/** A host with friends, all members of class 7. */
export async function hostWithFriends(app: FastifyInstance, count: number) {
  const host = await memberStudent(app, 7, { firstname: 'Host' });
  const friends: Student[] = [];
  for (let i = 0; i < count; i++) {
    const f = await memberStudent(app, 7, { firstname: `Friend${'abcdefgh'[i]}` });
    await makeFriends(app, host, f);
    friends.push(f);
  }
  return { host, friends };
}

export async function ringTopics(app: FastifyInstance, s: Student): Promise<RingTopic[]> {
  const res = await call(app, 'GET', '/api/ring-sessions/topics', { token: s.token });
  expect(res.status).toBe(200);
  return (res.body.data as { topics: RingTopic[] }).topics;
}

export async function createRing(app: FastifyInstance, host: Student, invitees: Student[], topicId?: number) {
  const topic = topicId ?? (await ringTopics(app, host))[0]!.id;
  const res = await call(app, 'POST', '/api/ring-sessions', {
    token: host.token,
    body: { topic_id: topic, invited_user_ids: invitees.map((s) => s.user.id) },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data as RingSessionData).session.id;
}

export async function join(app: FastifyInstance, id: number, s: Student) {
  const res = await call(app, 'POST', `/api/ring-sessions/${id}/join`, { token: s.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

export async function start(app: FastifyInstance, id: number, host: Student) {
  const res = await call(app, 'POST', `/api/ring-sessions/${id}/start`, { token: host.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data as RingSessionData).session;
}

/** A started ring of a host and `count` friends who all joined. */
export async function runningRing(app: FastifyInstance, count = 1) {
  const { host, friends } = await hostWithFriends(app, count);
  const id = await createRing(app, host, friends);
  for (const f of friends) await join(app, id, f);
  const session = await start(app, id, host);
  return { id, host, friends, session };
}

export async function questionsOf(app: FastifyInstance, id: number, s: Student): Promise<RingQuestion[]> {
  const res = await call(app, 'GET', `/api/ring-sessions/${id}/questions`, { token: s.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data as { questions: RingQuestion[] }).questions;
}

export async function rightOption(app: FastifyInstance, questionId: number): Promise<number> {
  const row = await app.ctx.db
    .selectFrom('question_options')
    .select('id')
    .where('question_id', '=', questionId)
    .where('is_answer', '=', 1)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function wrongOption(app: FastifyInstance, questionId: number): Promise<number> {
  const row = await app.ctx.db
    .selectFrom('question_options')
    .select('id')
    .where('question_id', '=', questionId)
    .where('is_answer', '=', 0)
    .executeTakeFirstOrThrow();
  return row.id;
}

export function answer(app: FastifyInstance, id: number, s: Student, questionId: number, optionId: number) {
  return call(app, 'POST', `/api/ring-sessions/${id}/answer`, {
    token: s.token,
    body: { question_bank_id: questionId, answer_id: optionId },
  });
}

/** Answers every question of the ring, right for the first `right` of them, `stepMs` apart on the test clock. */
export async function answerAll(
  app: FastifyInstance,
  clock: TestClock,
  id: number,
  s: Student,
  right: number,
  stepMs = 2_000,
) {
  const questions = await questionsOf(app, id, s);
  for (const [i, q] of questions.entries()) {
    clock.advance(stepMs);
    const option = i < right ? await rightOption(app, q.question_id) : await wrongOption(app, q.question_id);
    const res = await answer(app, id, s, q.question_id, option);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
}

/**
 * Players answering side by side from the start: each answers every question `stepMs` after their previous answer,
 * right for their first `right` questions; all answers are sent in time order on the test clock.
 */
export async function playTogether(
  app: FastifyInstance,
  clock: TestClock,
  id: number,
  players: { s: Student; right: number; stepMs: number }[],
) {
  const started = clock.now().getTime();
  const moves: { at: number; s: Student; questionId: number; right: boolean }[] = [];
  for (const p of players) {
    const questions = await questionsOf(app, id, p.s);
    questions.forEach((q, i) =>
      moves.push({ at: started + (i + 1) * p.stepMs, s: p.s, questionId: q.question_id, right: i < p.right }),
    );
  }
  moves.sort((a, b) => a.at - b.at);
  for (const m of moves) {
    clock.set(new Date(m.at));
    const option = m.right ? await rightOption(app, m.questionId) : await wrongOption(app, m.questionId);
    const res = await answer(app, id, m.s, m.questionId, option);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
}

/** Runs the demo players' timers in due order, moving the test clock to each one's time as a real timer would. */
export class ClockScheduler implements DemoScheduler {
  private readonly queue: { due: number; task: DemoTask; cancelled: boolean; n: number }[] = [];
  private n = 0;
  readonly delays: number[] = [];
  private readonly clock: TestClock;
  constructor(clock: TestClock) {
    this.clock = clock;
  }

  schedule(task: DemoTask, delayMs: number) {
    const entry = { due: this.clock.now().getTime() + delayMs, task, cancelled: false, n: this.n++ };
    this.queue.push(entry);
    this.delays.push(delayMs);
    return () => {
      entry.cancelled = true;
    };
  }

  get pending(): number {
    return this.queue.filter((e) => !e.cancelled).length;
  }

  /** Runs the next due task; false when none is left. */
  async runNext(): Promise<boolean> {
    this.queue.sort((a, b) => a.due - b.due || a.n - b.n);
    const entry = this.queue.shift();
    if (!entry) return false;
    if (entry.cancelled) return true;
    if (entry.due > this.clock.now().getTime()) this.clock.set(new Date(entry.due));
    await entry.task();
    return true;
  }

  /** Runs tasks until none is left, letting `settle` (the players' own bookkeeping) finish before each one. */
  async runAll(settle: () => Promise<void> = async () => {}, limit = 500): Promise<void> {
    for (let i = 0; i < limit; i++) {
      await settle();
      if (!(await this.runNext())) return;
    }
    throw new Error('the demo players never stopped');
  }
}

export { mulberry32 as seededRandom } from '@quizring/contracts/random';
