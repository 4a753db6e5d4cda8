// Beyond one machine: two app instances on one PostgreSQL, realtime through the `pusher` provider to
// one Pusher-protocol hub, rate limits in Redis. Students on different instances play one Ring; the deadline sweep
// runs on both and finishes a Ring exactly once; a payment webhook that reaches the other instance activates once.
// Real processes (see cluster.ts); runs when TEST_DATABASE_URL and TEST_REDIS_URL are set (CI sets both).
import { createHmac, randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type Pusher from 'pusher-js';
import { RING_EVENTS, STUDENT_EVENTS, ringChannel, studentChannel } from '@quizring/contracts';
import type { RingQuestion, RingSessionData } from '@quizring/contracts';
import { barrier, eventually, Recorder, waitForState } from '../realtime/harness.ts';
import { LOGIN_FREE_FAILURES } from '../../src/features/accounts/login-throttle.ts';
import {
  clientIp,
  member,
  orderAndPay,
  realtimeClient,
  signUp,
  startCluster,
  verifyCheckout,
  WEBHOOK_SECRET,
} from './cluster.ts';
import type { ApiResult, Cluster, Instance, Student } from './cluster.ts';

const missing = ['TEST_DATABASE_URL', 'TEST_REDIS_URL'].filter((v) => !process.env[v]);
const title = missing.length
  ? `several instances (skipped: set ${missing.join(' and ')} to run it)`
  : 'two instances on one PostgreSQL, one realtime hub and Redis';

/** Events cross two processes and a hub on a busy machine: waits are generous, and each still fails by itself. */
const WAIT_MS = 15_000;
/** RING_SWEEP_INTERVAL_MS (5 s) and a margin: a process frozen this long has its sweep timer overdue. */
const SWEEP_OVERDUE_MS = 5_500;

type Player = Student & { pusher: Pusher; socketId: string; mine: Recorder };

describe.skipIf(missing.length > 0)(title, () => {
  let c: Cluster;
  const clients: Pusher[] = [];

  beforeAll(async () => {
    c = await startCluster(process.env.TEST_REDIS_URL!);
    console.info(`multi-instance: hub, A and B ready in ${c.startMs} ms`);
  }, 240_000);

  // A failure in one process shows in its own log, not in the test's: print the end of each.
  afterEach(({ task }) => {
    if (task.result?.state === 'fail' && c)
      console.error([c.hub, c.a.server, c.b.server].map((p) => p.tail()).join('\n'));
  });

  afterAll(async () => {
    for (const p of clients) p.disconnect();
    await c?.close();
  }, 60_000);

  /** A student's pusher-js client on the hub, subscribed to their private channel (authorized by their instance). */
  async function connect(s: Student): Promise<Player> {
    const pusher = await realtimeClient(s);
    clients.push(pusher);
    await waitForState(pusher, 'connected', WAIT_MS);
    const mine = await subscribe(pusher, studentChannel(s.id));
    return { ...s, pusher, socketId: pusher.connection.socket_id, mine };
  }

  async function subscribe(pusher: Pusher, channel: string): Promise<Recorder> {
    const rec = new Recorder(pusher.subscribe(channel));
    await rec.wait('pusher:subscription_succeeded', () => true, WAIT_MS);
    return rec;
  }

  const ok = (res: ApiResult, what: string) => {
    expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(200);
    return res.body.data!;
  };

  /** Friends through the API: the request through the host's instance, the answer through the friend's. */
  async function befriend(host: Player, friend: Player) {
    ok(
      await host.home.call('POST', '/api/friends/send', {
        token: host.token,
        ip: host.ip,
        body: { addressee_id: friend.id },
      }),
      'friend request',
    );
    // Published by the host's instance, received by the friend's client through the hub.
    await friend.mine.wait(
      STUDENT_EVENTS.friendRequest,
      (d) => (d as { id: number }).id === host.id,
      WAIT_MS,
    );
    ok(
      await friend.home.call('POST', `/api/friends/${host.id}/accept`, {
        token: friend.token,
        ip: friend.ip,
      }),
      'accept',
    );
    // And the other way round: the friend's instance tells the host.
    await host.mine.wait(
      STUDENT_EVENTS.friendsChanged,
      (d) => {
        const e = d as { user_id: number; relationship_status: string };
        return e.user_id === friend.id && e.relationship_status === 'friend';
      },
      WAIT_MS,
    );
  }

  async function createRing(host: Student, via: Instance, invitees: Student[]): Promise<number> {
    const topics = ok(
      await via.call('GET', '/api/ring-sessions/topics', { token: host.token, ip: host.ip }),
      'topics',
    );
    const topic = (topics.topics as { id: number }[])[0]!;
    const data = ok(
      await via.call('POST', '/api/ring-sessions', {
        token: host.token,
        ip: host.ip,
        body: { topic_id: topic.id, invited_user_ids: invitees.map((s) => s.id) },
      }),
      'create ring',
    ) as unknown as RingSessionData;
    return data.session.id;
  }

  const ringCall = (s: Student, method: string, id: number, action: string, body?: unknown) =>
    s.home.call(method, `/api/ring-sessions/${id}${action}`, {
      token: s.token,
      ip: s.ip,
      body,
      // The sender's own socket is left out of the broadcast of their answer, as Pusher's socket_id does.
      headers: 'socketId' in s ? { 'x-socket-id': (s as Player).socketId } : {},
    });

  async function questionsOf(id: number, s: Student): Promise<RingQuestion[]> {
    return ok(await ringCall(s, 'GET', id, '/questions'), 'questions').questions as RingQuestion[];
  }

  async function rightOptionOf(questionId: number): Promise<number> {
    const row = await c.db
      .selectFrom('question_options')
      .select('id')
      .where('question_id', '=', questionId)
      .where('is_answer', '=', 1)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function answer(s: Player, id: number, q: RingQuestion, right: boolean) {
    const correct = await rightOptionOf(q.question_id);
    const option = right ? correct : q.options.find((o) => o.id !== correct)!.id;
    return ringCall(s, 'POST', id, '/answer', { question_bank_id: q.question_id, answer_id: option });
  }

  async function session(id: number) {
    return c.db.selectFrom('ring_sessions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }

  async function scores(players: Student[]): Promise<Map<number, number>> {
    const rows = await c.db
      .selectFrom('users')
      .select(['id', 'score'])
      .where(
        'id',
        'in',
        players.map((p) => p.id),
      )
      .execute();
    return new Map(rows.map((r) => [r.id, r.score]));
  }

  /** Correct answers per player in a ring, from the stored answers. */
  async function correctAnswers(id: number): Promise<Map<number, number>> {
    const rows = await c.db
      .selectFrom('ring_answers')
      .select(['user_id', 'is_correct'])
      .where('session_id', '=', id)
      .execute();
    const out = new Map<number, number>();
    for (const r of rows) out.set(r.user_id, (out.get(r.user_id) ?? 0) + r.is_correct);
    return out;
  }

  const leaderboardVia = async (s: Student, via: Instance, id: number) =>
    ok(
      await via.call('GET', `/api/ring-sessions/${id}/leaderboard`, { token: s.token, ip: s.ip }),
      'leaderboard',
    );

  const seqOf = (d: unknown) => (d as { seq: number }).seq;

  /** Server lines of every instance that name `id` among the rings their sweep finished. */
  const sweepFinishes = (id: number) =>
    [c.a, c.b].flatMap((inst) =>
      inst.server
        .logs()
        .filter((l) => l.msg === 'ring sweep finished rings' && (l.sessions as number[]).includes(id))
        .map(() => inst.name),
    );

  it('starts both instances at once on an empty database: one content import, one set of push keys', async () => {
    const imports = [c.a, c.b].flatMap((inst) =>
      inst.server.logs().filter((l) => /^Content pack quizring-default .* imported in/.test(l.msg ?? '')),
    );
    expect(imports).toHaveLength(1);
    const packs = await c.db.selectFrom('content_packs').select(['id', 'version']).execute();
    expect(packs).toHaveLength(1);

    // Pushes are signed with the VAPID key that the browser subscribed with, whichever instance it talked to.
    const [ca, cb] = await Promise.all([c.a.publicConfig(), c.b.publicConfig()]);
    expect(ca.push.vapid_public_key).toBeTruthy();
    expect(cb.push.vapid_public_key).toBe(ca.push.vapid_public_key);
    // Both tell the browser to connect to the hub, not to themselves.
    expect(ca.realtime).toEqual(cb.realtime);
    expect(ca.realtime).toMatchObject({ key: 'mi-key', host: '127.0.0.1', port: 3205, tls: false });
  });

  // Shared by the Ring tests: a host and a friend on A, two friends on B.
  let host: Player;
  let p1: Player;
  let p2: Player;
  let p3: Player;

  it('students on A and on B play one Ring, each seeing the others through the hub', async () => {
    [host, p1, p2, p3] = await Promise.all([
      member(c.a, 'Host').then(connect),
      member(c.a, 'Anaya').then(connect),
      member(c.b, 'Bela').then(connect),
      member(c.b, 'Chirag').then(connect),
    ]);
    for (const f of [p1, p2, p3]) await befriend(host, f);

    const id = await createRing(host, c.a, [p1, p2, p3]);
    // The invitation, published by A, reaches the invitees on B through the hub.
    for (const p of [p1, p2, p3])
      await p.mine.wait(
        STUDENT_EVENTS.ringInvite,
        (d) => (d as { sessionId: string }).sessionId === `${id}`,
        WAIT_MS,
      );

    const players = [host, p1, p2, p3];
    // Each presence subscription is signed by the player's own instance and verified by the hub.
    const rings = new Map<number, Recorder>();
    for (const p of players) rings.set(p.id, await subscribe(p.pusher, ringChannel(id)));
    const ringOf = (p: Player) => rings.get(p.id)!;
    await ringOf(host).waitCount('pusher:member_added', 3, WAIT_MS);

    for (const p of [p1, p2, p3]) ok(await ringCall(p, 'POST', id, '/join'), `join via ${p.home.name}`);
    await ringOf(host).waitCount(RING_EVENTS.participantJoined, 3, WAIT_MS);
    ok(await ringCall(host, 'POST', id, '/start'), 'start');
    for (const p of players) await ringOf(p).wait(RING_EVENTS.sessionStarted, () => true, WAIT_MS);

    // The questions every player got from their own instance are the same, in the same order.
    const sets = await Promise.all(players.map((p) => questionsOf(id, p)));
    const order = sets[0]!.map((q) => q.question_id);
    for (const s of sets) expect(s.map((q) => q.question_id)).toEqual(order);

    const before = await scores(players);
    // Round by round, everyone answers through their own instance; player i gets every question right but the
    // first i of them, so the leaderboard has one right order.
    let last: ApiResult | undefined;
    for (const [n, q] of sets[0]!.entries())
      for (const [i, p] of players.entries()) {
        last = await answer(p, id, q, n >= i);
        ok(last, `answer via ${p.home.name}`);
      }
    expect(last!.body.data).toMatchObject({ answered: order.length });

    const total = order.length * players.length;
    for (const p of players) {
      const rec = ringOf(p);
      await rec.wait(RING_EVENTS.sessionFinished, () => true, WAIT_MS);
      await barrier(c.hubSdk, ringChannel(id), rec);
      // Everyone else's answers, published by A and by B, and never their own (excluded by socket id).
      const answers = rec.all(RING_EVENTS.answerSubmitted) as { user_id: number }[];
      expect(answers).toHaveLength(total - order.length);
      expect(answers.some((a) => a.user_id === p.id)).toBe(false);
      expect(rec.all(RING_EVENTS.sessionFinished)).toHaveLength(1);
      // Answered one at a time, the events of both publishers reach every socket in the ring's order.
      const seqs = rec.events.filter((e) => !e.event.startsWith('pusher') && e.event !== 'test-marker');
      const numbers = seqs.map((e) => seqOf(e.data));
      expect(numbers).toEqual([...numbers].sort((x, y) => x - y));
      expect(new Set(numbers).size).toBe(numbers.length);
    }

    const finished = await session(id);
    expect(finished.status).toBe('finished');
    expect(seqOf(ringOf(host).all(RING_EVENTS.sessionFinished)[0])).toBe(finished.seq);

    // One set of results, the same through either instance; points credited once per right answer.
    const [viaA, viaB] = await Promise.all([leaderboardVia(host, c.a, id), leaderboardVia(p2, c.b, id)]);
    expect(viaB).toEqual(viaA);
    const board = viaA.leaderboard as { user_id: number; correct: number; rank: number }[];
    expect(board.map((e) => e.user_id)).toEqual(players.map((p) => p.id));
    expect(board.map((e) => e.correct)).toEqual(players.map((_, i) => order.length - i));
    const after = await scores(players);
    for (const [i, p] of players.entries())
      expect(after.get(p.id)! - before.get(p.id)!).toBe(10 * (order.length - i));
  }, 120_000);

  it("both instances' sweeps race for a Ring past its deadline: it finishes exactly once", async () => {
    const id = await createRing(host, c.a, [p2, p3]);
    ok(await ringCall(p2, 'POST', id, '/join'), 'join via B');
    const watchers = [host, p2, p3];
    const recs = await Promise.all(watchers.map((p) => subscribe(p.pusher, ringChannel(id))));
    ok(await ringCall(host, 'POST', id, '/start'), 'start via A');
    const questions = await questionsOf(id, host);
    ok(await answer(host, id, questions[0]!, true), 'answer via A');
    ok(await answer(host, id, questions[1]!, false), 'answer via A');
    ok(await answer(p2, id, questions[0]!, true), 'answer via B');
    const scoresBefore = await scores(watchers);
    const seqBefore = (await session(id)).seq;

    // Freeze both instances, move the deadline into the past and wait until each one's sweep timer is overdue:
    // thawed together, both sweeps run at once and both find the Ring due.
    c.a.server.pause();
    c.b.server.pause();
    try {
      await c.db
        .updateTable('ring_sessions')
        .set({ deadline_at: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', id)
        .execute();
      await new Promise((r) => setTimeout(r, SWEEP_OVERDUE_MS));
    } finally {
      c.a.server.resume();
      c.b.server.resume();
    }

    for (const r of recs) await r.wait(RING_EVENTS.sessionFinished, () => true, WAIT_MS);
    await barrier(c.hubSdk, ringChannel(id), ...recs);
    for (const r of recs) expect(r.all(RING_EVENTS.sessionFinished)).toHaveLength(1);
    // The winner logs after its publish has gone out: the line may trail the event a little.
    await eventually(async () => sweepFinishes(id).length > 0, 'the sweep log', WAIT_MS);
    const winner = sweepFinishes(id);
    expect(winner).toHaveLength(1);
    console.info(`multi-instance: the sweep of ${winner[0]} finished Ring ${id}`);

    const finished = await session(id);
    expect(finished.status).toBe('finished');
    expect(finished.seq).toBe(seqBefore + 1);
    expect(seqOf(recs[0]!.all(RING_EVENTS.sessionFinished)[0])).toBe(finished.seq);
    const participants = await c.db
      .selectFrom('ring_participants')
      .select(['user_id', 'finished_at'])
      .where('session_id', '=', id)
      .where('joined_at', 'is not', null)
      .execute();
    expect(participants.map((p) => p.finished_at)).toEqual(participants.map(() => finished.ended_at));
    // Points were credited with each right answer; finishing adds none, however many sweeps saw the Ring.
    expect(await scores(watchers)).toEqual(scoresBefore);
    const correct = await correctAnswers(id);
    expect([...correct.entries()].sort()).toEqual(
      [
        [host.id, 1],
        [p2.id, 1],
      ].sort(),
    );
    // Answers are closed on both instances; the results are one and the same through either.
    for (const p of [host, p2]) expect((await answer(p, id, questions[2]!, true)).status).toBe(409);
    const [viaA, viaB] = await Promise.all([leaderboardVia(host, c.a, id), leaderboardVia(p2, c.b, id)]);
    expect(viaB).toEqual(viaA);
    expect(viaA.status).toBe('finished');

    // And the other instance's sweep works alone: with the winner frozen, it finishes the next due Ring.
    const loser = winner[0] === 'A' ? c.b : c.a;
    const frozen = winner[0] === 'A' ? c.a : c.b;
    const next = await createRing(host, loser, [p1]);
    ok(await ringCall(p1, 'POST', next, '/join'), 'join');
    const nextRecs = await Promise.all([host, p1].map((p) => subscribe(p.pusher, ringChannel(next))));
    ok(
      await loser.call('POST', `/api/ring-sessions/${next}/start`, { token: host.token, ip: host.ip }),
      'start',
    );
    frozen.server.pause();
    try {
      await c.db
        .updateTable('ring_sessions')
        .set({ deadline_at: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', next)
        .execute();
      for (const r of nextRecs) await r.wait(RING_EVENTS.sessionFinished, () => true, WAIT_MS);
    } finally {
      frozen.server.resume();
    }
    await eventually(async () => sweepFinishes(next).length > 0, 'the sweep log', WAIT_MS);
    expect(sweepFinishes(next)).toEqual([loser.name]);
    await barrier(c.hubSdk, ringChannel(next), ...nextRecs);
    for (const r of nextRecs) expect(r.all(RING_EVENTS.sessionFinished)).toHaveLength(1);
  }, 120_000);

  it('shares one rate-limit budget: a limit hit through A also holds on B', async () => {
    const s = await signUp(c.b, 'Dev');
    const attacker = clientIp();
    // After 5 failures from one address on one account its tries wait: spread over both instances, the 6th waits.
    for (let i = 0; i < LOGIN_FREE_FAILURES; i++) {
      const via = i % 2 ? c.a : c.b;
      const res = await via.call('POST', '/api/login', {
        ip: attacker,
        body: { email: s.email, password: `wrong-${i}` },
      });
      expect(res.status, `try ${i} via ${via.name}`).toBe(422);
    }
    for (const via of [c.a, c.b]) {
      const res = await via.call('POST', '/api/login', {
        ip: attacker,
        body: { email: s.email, password: s.password },
      });
      expect(res.status, `blocked via ${via.name}`).toBe(429);
      expect(res.body.status).toBe('error');
    }
    // Keyed by the client's address as the load balancer forwards it: the student on their own device still gets in.
    const own = await c.a.call('POST', '/api/login', {
      ip: s.ip,
      body: { email: s.email, password: s.password },
    });
    expect(own.status).toBe(200);
  });

  describe('payments', () => {
    const sign = (raw: string) => createHmac('sha256', WEBHOOK_SECRET).update(raw).digest('hex');

    /** Razorpay's webhook for a captured payment (or order.paid), signed as the provider signs it. */
    function webhook(
      via: Instance,
      orderId: string,
      paymentId: string,
      eventId: string,
      event = 'payment.captured',
    ) {
      const raw = JSON.stringify({
        entity: 'event',
        account_id: 'acc_multi',
        event,
        contains: event === 'order.paid' ? ['payment', 'order'] : ['payment'],
        payload: {
          payment: {
            entity: {
              id: paymentId,
              entity: 'payment',
              amount: 349700,
              currency: 'INR',
              status: 'captured',
              order_id: orderId,
            },
          },
          ...(event === 'order.paid'
            ? { order: { entity: { id: orderId, entity: 'order', status: 'paid' } } }
            : {}),
        },
        created_at: Math.floor(Date.now() / 1000),
      });
      return via.call('POST', '/api/subscriptions/webhook', {
        body: raw,
        headers: { 'x-razorpay-signature': sign(raw), 'x-razorpay-event-id': eventId },
      });
    }

    const expiryOf = async (s: Student, via: Instance) =>
      ok(
        await via.call('GET', `/api/subscriptions/status?t=${Date.now()}`, { token: s.token, ip: s.ip }),
        'status',
      ).expiry_date as string;
    const addYear = (iso: string) => {
      const d = new Date(iso);
      d.setUTCFullYear(d.getUTCFullYear() + 1);
      return d.toISOString();
    };
    const eventId = () => `evt_${randomBytes(7).toString('hex')}`;
    const handled = (res: ApiResult) => {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body.data as { handled: boolean }).handled;
    };
    async function paymentRows(s: Student) {
      const orders = await c.db
        .selectFrom('orders')
        .select(['order_id', 'status', 'payment_id', 'period_start', 'period_end'])
        .where('user_id', '=', s.id)
        .execute();
      const memberships = await c.db
        .selectFrom('memberships')
        .selectAll()
        .where('user_id', '=', s.id)
        .execute();
      return { orders, memberships };
    }

    it('a webhook at B after the verify at A changes nothing: one payment, one year', async () => {
      const s = await signUp(c.a, 'Esha');
      const paid = await orderAndPay(s, c.a);
      const verified = ok(await verifyCheckout(s, paid, c.a), 'verify via A');
      const expiry = verified.expiry_date as string;

      const id = eventId();
      expect(handled(await webhook(c.b, paid.razorpay_order_id, paid.razorpay_payment_id, id))).toBe(false);
      // The provider's retry of the same event, to both instances at once.
      const retries = await Promise.all(
        [c.a, c.b].map((via) => webhook(via, paid.razorpay_order_id, paid.razorpay_payment_id, id)),
      );
      expect(retries.map(handled)).toEqual([false, false]);

      expect(await expiryOf(s, c.b)).toBe(expiry);
      const { orders, memberships } = await paymentRows(s);
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({
        status: 'paid',
        payment_id: paid.razorpay_payment_id,
        period_end: expiry,
      });
      expect(memberships).toHaveLength(1);
      expect(memberships[0]!.expiry_date).toBe(expiry);
      const events = await c.db
        .selectFrom('payment_events')
        .select('event_id')
        .where('event_id', '=', id)
        .execute();
      expect(events).toHaveLength(1);
    });

    it('webhooks at A and B and the verify, all at once, extend the membership once', async () => {
      const s = await member(c.b, 'Farah');
      const first = await expiryOf(s, c.a);

      const paid = await orderAndPay(s, c.b);
      const captured = eventId();
      const [w1, w2, w3, v] = await Promise.all([
        webhook(c.a, paid.razorpay_order_id, paid.razorpay_payment_id, captured),
        webhook(c.b, paid.razorpay_order_id, paid.razorpay_payment_id, captured),
        webhook(c.b, paid.razorpay_order_id, paid.razorpay_payment_id, eventId(), 'order.paid'),
        verifyCheckout(s, paid, c.a),
      ]);
      const expected = addYear(first);
      // Exactly one of the four activated: at most one webhook says so (none if the verify won).
      expect([w1, w2, w3].map(handled).filter(Boolean).length).toBeLessThanOrEqual(1);
      expect(ok(v, 'verify via A').expiry_date).toBe(expected);
      expect(await expiryOf(s, c.a)).toBe(expected);
      expect(await expiryOf(s, c.b)).toBe(expected);

      const { orders, memberships } = await paymentRows(s);
      expect(orders).toHaveLength(2);
      const second = orders.find((o) => o.order_id === paid.razorpay_order_id)!;
      expect(second).toMatchObject({
        status: 'paid',
        payment_id: paid.razorpay_payment_id,
        period_start: first,
        period_end: expected,
      });
      expect(memberships).toHaveLength(1);
      expect(memberships[0]!.expiry_date).toBe(expected);
      const events = await c.db
        .selectFrom('payment_events')
        .select('event_id')
        .where('order_id', '=', paid.razorpay_order_id)
        .execute();
      // The two deliveries of one event id count once; order.paid is an event of its own.
      expect(events).toHaveLength(2);
    });

    it('a webhook alone, delivered to both instances, activates a membership once', async () => {
      const s = await signUp(c.a, 'Gita');
      // The browser paid through A and closed before its verify call: only the provider's webhook arrives.
      const paid = await orderAndPay(s, c.a);
      const outcomes = await Promise.all(
        [c.b, c.a].map((via) => webhook(via, paid.razorpay_order_id, paid.razorpay_payment_id, eventId())),
      );
      expect(outcomes.map(handled).filter(Boolean)).toHaveLength(1);
      const { orders, memberships } = await paymentRows(s);
      expect(orders).toEqual([
        expect.objectContaining({ status: 'paid', payment_id: paid.razorpay_payment_id }),
      ]);
      expect(memberships).toHaveLength(1);
      expect(memberships[0]!.expiry_date).toBe(orders[0]!.period_end);
      expect(await expiryOf(s, c.b)).toBe(orders[0]!.period_end);
      // The late verify from the page finds the order paid by the same payment: same year, not another.
      expect(ok(await verifyCheckout(s, paid, c.b), 'late verify').expiry_date).toBe(orders[0]!.period_end);
    });
  });
});
