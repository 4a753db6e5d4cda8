// Finishing is decided by timestamps in the database: exactly once however many requests, sweeps and app
// instances race for it, and still after a restart.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { RING_EVENTS, ringChannel } from '@quizring/contracts';
import { buildApp } from '../../src/app.ts';
import { finishIfDue, startRingSweeper, sweepRings } from '../../src/features/ring/finish.ts';
import { RecordingPublisher } from '../../src/platform/realtime/publisher.ts';
import { loadFixturePack } from '../support/content.ts';
import { call, createTestApp, DATABASES } from '../support/test-app.ts';
import type { TestApp } from '../support/test-app.ts';
import { answerAll, createRing, hostWithFriends, join, runningRing, start } from './support.ts';

describe.each(DATABASES)('finishing rings on %s', (kind) => {
  let t: TestApp;
  /** A second instance of the app on the same database, with its own publisher (and its own sweep). */
  let other: FastifyInstance;
  let otherEvents: RecordingPublisher;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await loadFixturePack(t.app.ctx.db);
    otherEvents = new RecordingPublisher();
    other = await buildApp({
      config: t.app.ctx.config,
      // In-memory SQLite lives in one connection: share it. PostgreSQL gets a pool of its own.
      db: kind === 'sqlite' ? t.app.ctx.db : undefined,
      clock: t.clock,
      realtime: otherEvents,
    });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const finishedEvents = (id: number) => [
    ...t.realtime.on(ringChannel(id), RING_EVENTS.sessionFinished),
    ...otherEvents.on(ringChannel(id), RING_EVENTS.sessionFinished),
  ];
  const statusOf = async (id: number) =>
    (
      await t.app.ctx.db
        .selectFrom('ring_sessions')
        .select(['status', 'ended_at', 'seq'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;

  it('finishes once when requests, sweeps and two instances all find the deadline passed at the same moment', async () => {
    const { id, host, friends, session } = await runningRing(t.app, 1);
    t.clock.set(new Date(Date.parse(session.deadline_at!) + 1));
    const outcomes = await Promise.all([
      finishIfDue(t.app.ctx, id),
      finishIfDue(other.ctx, id),
      finishIfDue(t.app.ctx, id),
      finishIfDue(other.ctx, id),
      sweepRings(t.app.ctx).then((n) => n > 0),
      sweepRings(other.ctx).then((n) => n > 0),
      call(t.app, 'GET', `/api/ring-sessions/${id}/status`, { token: host.token }).then(() => false),
      call(other, 'GET', `/api/ring-sessions/${id}/leaderboard`, { token: friends[0]!.token }).then(
        () => false,
      ),
    ]);
    expect(await statusOf(id)).toBe('finished');
    const events = finishedEvents(id);
    expect(events).toHaveLength(1);
    expect(outcomes.filter(Boolean).length).toBeLessThanOrEqual(1);
    const row = await t.app.ctx.db
      .selectFrom('ring_sessions')
      .select(['ended_at', 'seq'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(events[0]!.data).toEqual({ session_id: id, ended_at: row.ended_at, seq: row.seq });
    expect(row.ended_at).toBe(t.clock.now().toISOString());
    // Everyone's play ended with the ring.
    const open = await t.app.ctx.db
      .selectFrom('ring_participants')
      .select('id')
      .where('session_id', '=', id)
      .where('joined_at', 'is not', null)
      .where('finished_at', 'is', null)
      .execute();
    expect(open).toEqual([]);
  });

  it('finishes once when the last two answers arrive together on two instances', async () => {
    const { id, host, friends, session } = await runningRing(t.app, 1);
    const questions = (await call(t.app, 'GET', `/api/ring-sessions/${id}/questions`, { token: host.token }))
      .body.data as { questions: { question_id: number; options: { id: number }[] }[] };
    const all = questions.questions;
    const last = all.at(-1)!;
    // Everything but the last question, for both players.
    for (const s of [host, friends[0]!])
      for (const q of all.slice(0, -1)) {
        t.clock.advance(500);
        await call(t.app, 'POST', `/api/ring-sessions/${id}/answer`, {
          token: s.token,
          body: { question_bank_id: q.question_id, answer_id: q.options[0]!.id },
        });
      }
    expect(await statusOf(id)).toBe('in_progress');
    const body = { question_bank_id: last.question_id, answer_id: last.options[0]!.id };
    const [a, b] = await Promise.all([
      call(t.app, 'POST', `/api/ring-sessions/${id}/answer`, { token: host.token, body }),
      call(other, 'POST', `/api/ring-sessions/${id}/answer`, { token: friends[0]!.token, body }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await statusOf(id)).toBe('finished');
    expect(finishedEvents(id)).toHaveLength(1);
    expect(Date.parse(session.deadline_at!)).toBeGreaterThan(t.clock.now().getTime());
    // Both instances numbered their events from the one counter: no number twice.
    const seqs = [...t.realtime.on(ringChannel(id)), ...otherEvents.on(ringChannel(id))]
      .map((e) => (e.data as { seq: number }).seq)
      .sort((x, y) => x - y);
    expect(seqs).toEqual(seqs.map((_, i) => i + 1));
  });

  it('after a restart, another instance’s sweep finishes overdue rings and lets unstarted ones lapse', async () => {
    const { id: running, session } = await runningRing(t.app, 1);
    const { host, friends } = await hostWithFriends(t.app, 1);
    const waiting = await createRing(t.app, host, friends);
    t.clock.advance(16 * 60_000);
    expect(Date.parse(session.deadline_at!)).toBeLessThan(t.clock.now().getTime());
    // Nothing reads these rings: a sweep (this call, or an instance's own timer that got there first) ends them.
    await sweepRings(other.ctx);
    expect(await statusOf(running)).toBe('finished');
    expect(await statusOf(waiting)).toBe('finished');
    expect(finishedEvents(running)).toHaveLength(1);
    expect(finishedEvents(waiting)).toHaveLength(1);
    expect(await sweepRings(t.app.ctx)).toBe(0);

    // A lapsed ring cannot be joined or started, and no longer holds its host.
    const joinRes = await call(t.app, 'POST', `/api/ring-sessions/${waiting}/join`, {
      token: friends[0]!.token,
    });
    expect(joinRes.status).toBe(409);
    const startRes = await call(t.app, 'POST', `/api/ring-sessions/${waiting}/start`, { token: host.token });
    expect(startRes.status).toBe(409);
    const again = await createRing(t.app, host, friends);
    await join(t.app, again, friends[0]!);
    await start(t.app, again, host);
  });

  it('a waiting ring that lapsed reads as finished at once, writes nothing, and the sweep then finishes it', async () => {
    const { host, friends } = await hostWithFriends(t.app, 1);
    const id = await createRing(t.app, host, friends);
    t.clock.advance(15 * 60_000);
    const res = await call(t.app, 'GET', `/api/ring-sessions/${id}`, { token: friends[0]!.token });
    expect(res.body.data).toMatchObject({
      session: { status: 'finished', started_at: null, ended_at: t.clock.now().toISOString() },
    });
    expect(await statusOf(id)).toBe('pending');
    expect(finishedEvents(id)).toHaveLength(0);
    await sweepRings(t.app.ctx);
    expect(await statusOf(id)).toBe('finished');
    expect(finishedEvents(id)).toHaveLength(1);
  });

  it('a GET on a running ring past its deadline writes nothing yet answers with the finished view', async () => {
    const { id, host, friends, session } = await runningRing(t.app, 1);
    t.clock.set(new Date(Date.parse(session.deadline_at!) + 1));
    const before = await t.app.ctx.db
      .selectFrom('ring_sessions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const token = { token: friends[0]!.token };
    const [ring, status, board, players] = await Promise.all([
      call(t.app, 'GET', `/api/ring-sessions/${id}`, token),
      call(t.app, 'GET', `/api/ring-sessions/${id}/status`, token),
      call(t.app, 'GET', `/api/ring-sessions/${id}/leaderboard`, { token: host.token }),
      call(t.app, 'GET', `/api/ring-sessions/${id}/participants`, token),
    ]);
    const endedAt = t.clock.now().toISOString();
    expect(ring.body.data).toMatchObject({ session: { status: 'finished', ended_at: endedAt } });
    expect(status.body.data).toMatchObject({ status: 'finished', ended_at: endedAt });
    expect(board.body.data).toMatchObject({ status: 'finished' });
    const joined = (
      players.body.data as { participants: { joined_at: string | null; finished_at: string | null }[] }
    ).participants;
    expect(joined.filter((p) => p.joined_at !== null).map((p) => p.finished_at)).toEqual([endedAt, endedAt]);
    // The row is as it was: no read finished the ring, and no event went out.
    const after = await t.app.ctx.db
      .selectFrom('ring_sessions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    expect(after.status).toBe('in_progress');
    expect(finishedEvents(id)).toHaveLength(0);

    expect(await sweepRings(t.app.ctx)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(id)).toBe('finished');
    expect(finishedEvents(id)).toHaveLength(1);
    const settled = await call(t.app, 'GET', `/api/ring-sessions/${id}/status`, token);
    expect(settled.body.data).toMatchObject({ status: 'finished', ended_at: endedAt });
  });

  it('the sweep started with the app runs on its own and stops when asked', async () => {
    const { id, host, friends } = await runningRing(t.app, 1);
    await answerAll(t.app, t.clock, id, host, 10, 100);
    t.clock.advance(11 * 60_000);
    const stop = startRingSweeper(t.app.ctx, { error: () => {} }, 10);
    try {
      await vi.waitFor(async () => expect(await statusOf(id)).toBe('finished'), { timeout: 5_000 });
    } finally {
      await stop();
    }
    expect(finishedEvents(id)).toHaveLength(1);
    const board = await call(t.app, 'GET', `/api/ring-sessions/${id}/leaderboard`, {
      token: friends[0]!.token,
    });
    expect(
      (board.body.data as { leaderboard: { user_id: number }[] }).leaderboard.map((e) => e.user_id),
    ).toEqual([host.user.id, friends[0]!.user.id]);
  });
});
