// The demo friends playing a ring on their own (demo mode), run on the test clock with a deterministic random.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RING_EVENTS, ringChannel } from '@quizring/contracts';
import { startDemoPlayers, stopDemoPlayers } from '../../src/features/ring/demo-players.ts';
import { DEMO_PASSWORD, seedDemo } from '../../src/seed/demo.ts';
import { loadFixturePack } from '../support/content.ts';
import { memberStudent } from '../support/learners.ts';
import { call, createTestApp, DATABASES } from '../support/test-app.ts';
import type { TestApp } from '../support/test-app.ts';
import { answerAll, ClockScheduler, createRing, join, makeFriends, seededRandom, start } from './support.ts';
import type { Student } from './support.ts';

describe.each(DATABASES)('demo ring players on %s', (kind) => {
  let t: TestApp;
  let demo: Record<'asha' | 'rohan' | 'meera', Student>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await loadFixturePack(t.app.ctx.db);
    await seedDemo(t.app.ctx);
    const rows = await t.app.ctx.db
      .selectFrom('users')
      .select(['id', 'username'])
      .where('username', 'in', ['friendasha', 'friendrohan', 'friendmeera'])
      .execute();
    // Nobody is signed in as a demo friend: they have no token (only the server plays them).
    const as = (username: string) => ({
      token: '',
      user: { id: rows.find((r) => r.username === username)!.id },
    });
    demo = { asha: as('friendasha'), rohan: as('friendrohan'), meera: as('friendmeera') } as typeof demo;
  });
  afterEach(() => stopDemoPlayers(t.app.ctx));
  afterAll(() => t.close());

  /** A new host who is friends with the three demo friends (a fresh host each time: no cooldown). */
  async function host() {
    const h = await memberStudent(t.app, 7, { firstname: 'Host' });
    for (const f of Object.values(demo)) await makeFriends(t.app, h, f as Student);
    return h;
  }

  const joinedIds = async (id: number) =>
    (
      await t.app.ctx.db
        .selectFrom('ring_participants')
        .select('user_id')
        .where('session_id', '=', id)
        .where('joined_at', 'is not', null)
        .execute()
    ).map((r) => r.user_id);
  const answersOf = (id: number, userId: number) =>
    t.app.ctx.db
      .selectFrom('ring_answers')
      .select(['question_id', 'is_correct', 'answer_time_ms'])
      .where('session_id', '=', id)
      .where('user_id', '=', userId)
      .execute();

  it('are off unless started: an invited demo friend does nothing on their own under test', async () => {
    const h = await host();
    const id = await createRing(t.app, h, [demo.asha]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await joinedIds(id)).toEqual([h.user.id]);
  });

  it('join when invited after 1–3 s, then answer every question after 3–15 s, right most of the time', async () => {
    const scheduler = new ClockScheduler(t.clock);
    const warnings: unknown[] = [];
    const players = startDemoPlayers(t.app.ctx, {
      scheduler,
      random: seededRandom(7),
      log: { warn: (obj) => warnings.push(obj) },
    });
    const h = await host();
    const id = await createRing(t.app, h, [demo.asha, demo.rohan]);
    await players.idle();
    expect(scheduler.pending).toBe(2);
    const created = t.clock.now().getTime();
    await scheduler.runAll(() => players.idle());
    await players.idle();
    expect((await joinedIds(id)).sort()).toEqual([h.user.id, demo.asha.user.id, demo.rohan.user.id].sort());
    expect(t.clock.now().getTime() - created).toBeGreaterThanOrEqual(1_000);
    expect(t.clock.now().getTime() - created).toBeLessThanOrEqual(3_000);
    const joinedEvents = t.realtime.on(ringChannel(id), RING_EVENTS.participantJoined);
    expect(joinedEvents.map((e) => (e.data as { name: string }).name).sort()).toEqual([
      'Asha Verma',
      'Rohan Iyer',
    ]);

    await start(t.app, id, h);
    await players.idle();
    expect(scheduler.pending).toBe(2);
    await answerAll(t.app, t.clock, id, h, 5, 500);
    await scheduler.runAll(() => players.idle());
    await players.idle();

    for (const f of [demo.asha, demo.rohan]) {
      const answers = await answersOf(id, f.user.id);
      expect(answers).toHaveLength(10);
      for (const a of answers) expect(a.answer_time_ms).toBeGreaterThanOrEqual(3_000);
    }
    const answerDelays = scheduler.delays.slice(2);
    expect(answerDelays).toHaveLength(20);
    for (const d of answerDelays) {
      expect(d).toBeGreaterThanOrEqual(3_000);
      expect(d).toBeLessThanOrEqual(15_000);
    }
    const right = [
      ...(await answersOf(id, demo.asha.user.id)),
      ...(await answersOf(id, demo.rohan.user.id)),
    ].filter((a) => a.is_correct === 1).length;
    expect(right).toBeGreaterThanOrEqual(10);

    // They played through the real rules: the ring finished once, their answers were announced by name.
    expect(t.realtime.on(ringChannel(id), RING_EVENTS.sessionFinished)).toHaveLength(1);
    const names = t.realtime
      .on(ringChannel(id), RING_EVENTS.answerSubmitted)
      .map((e) => (e.data as { name: string }).name);
    expect(names.filter((n) => n === 'Asha Verma')).toHaveLength(10);
    expect(scheduler.pending).toBe(0);
    expect(warnings).toEqual([]);
  });

  it('join a ring the host started before they came, and play it (wrong when their luck is out)', async () => {
    const scheduler = new ClockScheduler(t.clock);
    // Always the top of every range: 3 s to join, 15 s per answer, and a draw above any accuracy.
    const players = startDemoPlayers(t.app.ctx, { scheduler, random: () => 0.999 });
    const h = await host();
    const real = await memberStudent(t.app, 7);
    await makeFriends(t.app, h, real);
    const id = await createRing(t.app, h, [real, demo.meera]);
    await players.idle();
    await join(t.app, id, real);
    await start(t.app, id, h);
    await players.idle();
    await scheduler.runAll(() => players.idle());
    await players.idle();
    expect(await joinedIds(id)).toContain(demo.meera.user.id);
    const answers = await answersOf(id, demo.meera.user.id);
    expect(answers).toHaveLength(10);
    expect(answers.filter((a) => a.is_correct === 1)).toEqual([]);
    expect(scheduler.delays).toEqual([2_998, ...Array<number>(10).fill(14_988)]);
  });

  it('stop quietly when the ring finishes before they are done', async () => {
    const scheduler = new ClockScheduler(t.clock);
    const warnings: unknown[] = [];
    const players = startDemoPlayers(t.app.ctx, {
      scheduler,
      random: seededRandom(3),
      log: { warn: (obj) => warnings.push(obj) },
    });
    const h = await host();
    const id = await createRing(t.app, h, [demo.asha]);
    await players.idle();
    await scheduler.runNext();
    await players.idle();
    const session = await start(t.app, id, h);
    await players.idle();
    await scheduler.runNext();
    await players.idle();
    expect(await answersOf(id, demo.asha.user.id)).toHaveLength(1);
    t.clock.set(new Date(Date.parse(session.deadline_at!) + 1));
    await scheduler.runAll(() => players.idle());
    await players.idle();
    expect(await answersOf(id, demo.asha.user.id)).toHaveLength(1);
    expect(scheduler.pending).toBe(0);
    expect(warnings).toEqual([]);
  });

  it('leave a demo friend alone while someone is signed in as them, and cancel their timers when stopped', async () => {
    const login = await call(t.app, 'POST', '/api/login', {
      body: { email: 'friendrohan', password: DEMO_PASSWORD },
    });
    expect(login.status).toBe(200);
    const scheduler = new ClockScheduler(t.clock);
    const players = startDemoPlayers(t.app.ctx, { scheduler, random: seededRandom(5) });
    const h = await host();
    const id = await createRing(t.app, h, [demo.rohan, demo.asha]);
    await players.idle();
    expect(scheduler.pending).toBe(1);
    stopDemoPlayers(t.app.ctx);
    expect(scheduler.pending).toBe(0);
    await scheduler.runAll(() => players.idle());
    expect(await joinedIds(id)).toEqual([h.user.id]);
  });
});
