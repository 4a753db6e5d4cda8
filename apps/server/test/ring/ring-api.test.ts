import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  MSG,
  ParticipantJoinedEvent,
  RING_EVENTS,
  RingCooldown,
  RingInvitePayload,
  ringChannel,
  STUDENT_EVENTS,
  studentChannel,
} from '@quizring/contracts';
import type { RingLeaderboardEntry, RingParticipant, RingSessionData } from '@quizring/contracts';
import { sweepRings } from '../../src/features/ring/finish.ts';
import { canAccessChannel } from '../../src/platform/realtime/channel-access.ts';
import { loadFixturePack } from '../support/content.ts';
import { memberStudent } from '../support/learners.ts';
import { call, createTestApp, DATABASES, registerStudent } from '../support/test-app.ts';
import type { TestApp } from '../support/test-app.ts';
import {
  answer,
  answerAll,
  createRing,
  errors,
  hostWithFriends,
  join,
  playTogether,
  questionsOf,
  rightOption,
  ringTopics,
  runningRing,
  start,
  wrongOption,
} from './support.ts';

const MINUTE = 60_000;

describe.each(DATABASES)('Ring API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await loadFixturePack(t.app.ctx.db);
  });
  afterAll(() => t.close());

  const get = (path: string, token: string) => call(t.app, 'GET', path, { token });
  const post = (path: string, token: string, body?: unknown) => call(t.app, 'POST', path, { token, body });

  describe('topics', () => {
    it('lists the Ring topics of the student’s class with enough questions, with subject and count', async () => {
      const s = await memberStudent(t.app, 7);
      const topics = await ringTopics(t.app, s);
      const expected = await t.app.ctx.db
        .selectFrom('subtopics')
        .innerJoin('chapters', 'chapters.id', 'subtopics.chapter_id')
        .innerJoin('books', 'books.id', 'chapters.book_id')
        .select('subtopics.id')
        .where('books.class', '=', 7)
        .where('subtopics.is_ring_topic', '=', 1)
        .execute();
      expect(topics.length).toBeGreaterThan(0);
      for (const topic of topics) {
        expect(expected.map((e) => e.id)).toContain(topic.id);
        expect(topic.question_count).toBeGreaterThanOrEqual(10);
        expect(['Mathematics', 'Science']).toContain(topic.subject);
        const count = await t.app.ctx.db
          .selectFrom('questions')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('subtopic_id', '=', topic.id)
          .where('retired_at', 'is', null)
          .executeTakeFirstOrThrow();
        expect(topic.question_count).toBe(Number(count.n));
      }
      // Grouped by subject, then chapter: each topic names its chapter.
      expect(topics.find((x) => x.title === 'Adding integers')).toMatchObject({
        chapter_number: 1,
        chapter_title: 'Integers',
      });
      const eight = await ringTopics(t.app, await memberStudent(t.app, 8));
      expect(eight.map((x) => x.id).filter((id) => topics.some((x) => x.id === id))).toEqual([]);
    });

    it('leaves out subtopics that are not Ring topics, and needs a member', async () => {
      const s = await memberStudent(t.app, 7);
      const [first] = await ringTopics(t.app, s);
      await t.app.ctx.db
        .updateTable('subtopics')
        .set({ is_ring_topic: 0 })
        .where('id', '=', first!.id)
        .execute();
      try {
        expect((await ringTopics(t.app, s)).map((x) => x.id)).not.toContain(first!.id);
      } finally {
        await t.app.ctx.db
          .updateTable('subtopics')
          .set({ is_ring_topic: 1 })
          .where('id', '=', first!.id)
          .execute();
      }
      expect((await call(t.app, 'GET', '/api/ring-sessions/topics')).status).toBe(401);
      const free = await registerStudent(t.app);
      expect((await get('/api/ring-sessions/topics', free.token)).status).toBe(403);
    });
  });

  describe('creating', () => {
    it('creates a waiting ring with the host joined and the invitees invited, and sends the invitations', async () => {
      const { host, friends } = await hostWithFriends(t.app, 2);
      const push = vi
        .spyOn(t.app.ctx.push, 'sendToUser')
        .mockResolvedValue({ sent: 1, removed: 0, failed: 0, refused: 0 });
      try {
        const topic = (await ringTopics(t.app, host))[0]!;
        const res = await post('/api/ring-sessions', host.token, {
          topic_id: topic.id,
          invited_user_ids: friends.map((f) => f.user.id),
        });
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ status: 'success', remark: 'ring_session_created' });
        const data = res.body.data as RingSessionData;
        expect(data.session).toMatchObject({
          host_id: host.user.id,
          host: { id: host.user.id, fullname: 'Host Student' },
          topic_id: topic.id,
          topic_title: topic.title,
          status: 'pending',
          started_at: null,
          ended_at: null,
          deadline_at: null,
          question_count: 10,
        });
        expect(data.participants.map((p) => [p.user_id, p.joined_at !== null])).toEqual([
          [host.user.id, true],
          [friends[0]!.user.id, false],
          [friends[1]!.user.id, false],
        ]);

        const invite = {
          sessionId: String(data.session.id),
          hostName: 'Host Student',
          message: `Topic: ${topic.title}`,
        };
        for (const f of friends) {
          const events = t.realtime.on(studentChannel(f.user.id), STUDENT_EVENTS.ringInvite);
          expect(events.map((e) => RingInvitePayload.parse(e.data))).toEqual([invite]);
          expect(push).toHaveBeenCalledWith(
            f.user.id,
            expect.objectContaining({
              type: 'ring_invite',
              title: 'Ring invitation',
              body: 'Host Student invited you to join a Ring.',
              ...invite,
            }),
            expect.objectContaining({ urgency: 'high' }),
          );
        }
        expect(push).toHaveBeenCalledTimes(2);
        expect(t.realtime.on(studentChannel(host.user.id))).toEqual([]);
      } finally {
        push.mockRestore();
      }
    });

    it('refuses a missing topic, no invitees, an unknown topic and anyone who is not a friend', async () => {
      const { host, friends } = await hostWithFriends(t.app, 1);
      const stranger = await memberStudent(t.app, 7);
      const topic = (await ringTopics(t.app, host))[0]!.id;
      const cases: [unknown, string][] = [
        [{ invited_user_ids: [friends[0]!.user.id] }, MSG.ringTopicRequired],
        [{ topic_id: 'x', invited_user_ids: [friends[0]!.user.id] }, MSG.ringTopicRequired],
        [{ topic_id: topic }, MSG.ringInviteRequired],
        [{ topic_id: topic, invited_user_ids: [] }, MSG.ringInviteRequired],
        [{ topic_id: topic, invited_user_ids: [host.user.id] }, MSG.ringInviteRequired],
        [{ topic_id: 999_999, invited_user_ids: [friends[0]!.user.id] }, MSG.topicNotFound],
        [
          { topic_id: topic, invited_user_ids: [friends[0]!.user.id, stranger.user.id] },
          MSG.ringInviteesMustBeFriends,
        ],
        [{ topic_id: topic, invited_user_ids: [2_000_000_000] }, MSG.ringInviteesMustBeFriends],
      ];
      for (const [body, message] of cases) {
        const res = await post('/api/ring-sessions', host.token, body);
        expect(res.status, JSON.stringify(body)).toBe(422);
        expect(errors(res)).toEqual([message]);
      }
      // A pending friend request is not a friendship.
      const pending = await memberStudent(t.app, 7);
      await t.app.ctx.db
        .insertInto('friendships')
        .values({
          user_a_id: Math.min(host.user.id, pending.user.id),
          user_b_id: Math.max(host.user.id, pending.user.id),
          requester_id: host.user.id,
          status: 'pending',
          created_at: t.clock.now().toISOString(),
          responded_at: null,
        })
        .execute();
      const res = await post('/api/ring-sessions', host.token, {
        topic_id: topic,
        invited_user_ids: [pending.user.id],
      });
      expect(errors(res)).toEqual([MSG.ringInviteesMustBeFriends]);
      // Nothing was created by any refusal: the host is not on cooldown.
      await createRing(t.app, host, friends);
    });

    it('answers a second create with 429 and the cooldown fields while the first ring waits', async () => {
      const { host, friends } = await hostWithFriends(t.app, 1);
      const first = await createRing(t.app, host, friends);
      const created = t.clock.now().toISOString();
      t.clock.advance(30_000);
      const res = await post('/api/ring-sessions', host.token, {
        topic_id: (await ringTopics(t.app, host))[0]!.id,
        invited_user_ids: [friends[0]!.user.id],
      });
      expect(res.status).toBe(429);
      expect(res.body).toMatchObject({ status: 'error', remark: 'ring_cooldown_active' });
      expect(errors(res)).toEqual([MSG.ringCooldownDefault]);
      const cooldown = RingCooldown.parse(res.body.data);
      // A waiting ring holds its host until it lapses (15 minutes after creation).
      expect(cooldown).toEqual({
        existing_session_id: first,
        existing_session_status: 'pending',
        created_at: created,
        started_at: null,
        next_allowed_at: new Date(Date.parse(created) + 15 * MINUTE).toISOString(),
        seconds_until_next_allowed: 15 * 60 - 30,
      });
    });

    it('a running ring holds its host until its deadline; a finished one for the cooldown after creation', async () => {
      const { id, host, friends, session } = await runningRing(t.app, 1);
      const created = (
        await t.app.ctx.db
          .selectFrom('ring_sessions')
          .select('created_at')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).created_at;
      const again = () =>
        post('/api/ring-sessions', host.token, {
          topic_id: session.topic_id,
          invited_user_ids: [friends[0]!.user.id],
        });
      let res = await again();
      expect(res.status).toBe(429);
      expect(RingCooldown.parse(res.body.data)).toMatchObject({
        existing_session_id: id,
        existing_session_status: 'in_progress',
        started_at: session.started_at,
        next_allowed_at: session.deadline_at,
      });

      await answerAll(t.app, t.clock, id, host, 10, 1_000);
      await answerAll(t.app, t.clock, id, friends[0]!, 10, 1_000);
      res = await again();
      expect(res.status).toBe(429);
      const cooldown = RingCooldown.parse(res.body.data);
      const next = Date.parse(created) + 180_000;
      expect(cooldown).toMatchObject({
        existing_session_id: id,
        existing_session_status: 'finished',
        next_allowed_at: new Date(next).toISOString(),
        seconds_until_next_allowed: Math.ceil((next - t.clock.now().getTime()) / 1000),
      });
      t.clock.set(new Date(next));
      expect((await again()).status).toBe(200);
    });
  });

  describe('seeing and joining', () => {
    it('shows the ring to the host, invitees and the host’s friends only', async () => {
      const { host, friends } = await hostWithFriends(t.app, 2);
      const id = await createRing(t.app, host, [friends[0]!]);
      const stranger = await memberStudent(t.app, 7);
      for (const s of [host, friends[0]!, friends[1]!]) {
        for (const path of ['', '/participants', '/status', '/leaderboard'])
          expect((await get(`/api/ring-sessions/${id}${path}`, s.token)).status, path).toBe(200);
      }
      for (const path of ['', '/participants', '/status', '/leaderboard', '/questions']) {
        const res = await get(`/api/ring-sessions/${id}${path}`, stranger.token);
        expect(res.status, path).toBe(403);
        expect(errors(res)).toEqual([MSG.ringNotAllowed]);
      }
      expect((await get('/api/ring-sessions/999999', host.token)).status).toBe(404);
      const bad = await get('/api/ring-sessions/abc', host.token);
      expect(bad.status).toBe(404);
      expect(errors(bad)).toEqual([MSG.ringNotFound]);
      expect((await call(t.app, 'GET', `/api/ring-sessions/${id}`)).status).toBe(401);

      const status = await get(`/api/ring-sessions/${id}/status`, friends[0]!.token);
      expect(status.body.data).toEqual({ status: 'pending', started_at: null, ended_at: null });
      const participants = await get(`/api/ring-sessions/${id}/participants`, host.token);
      expect((participants.body.data as { participants: RingParticipant[] }).participants).toHaveLength(2);
    });

    it('lets invitees and the host’s friends join once, announcing each join', async () => {
      const { host, friends } = await hostWithFriends(t.app, 2);
      const id = await createRing(t.app, host, [friends[0]!]);
      const stranger = await memberStudent(t.app, 7);
      const refused = await post(`/api/ring-sessions/${id}/join`, stranger.token);
      expect(refused.status).toBe(403);
      expect(errors(refused)).toEqual([MSG.ringNotAllowed]);

      t.clock.advance(1_000);
      const res = await post(`/api/ring-sessions/${id}/join`, friends[0]!.token);
      expect(res.status).toBe(200);
      const data = res.body.data as RingSessionData;
      expect(data.participants.find((p) => p.user_id === friends[0]!.user.id)?.joined_at).toBe(
        t.clock.now().toISOString(),
      );
      // Joining again changes nothing and announces nothing.
      await join(t.app, id, friends[0]!);
      // An uninvited friend of the host may join too.
      await join(t.app, id, friends[1]!);
      await join(t.app, id, host);

      const events = t.realtime.on(ringChannel(id), RING_EVENTS.participantJoined);
      expect(events.map((e) => ParticipantJoinedEvent.parse(e.data))).toEqual([
        {
          id: data.participants[1]!.id,
          user_id: friends[0]!.user.id,
          name: 'Frienda Student',
          avatar: null,
          joined_at: data.participants[1]!.joined_at,
          seq: 1,
        },
        expect.objectContaining({ user_id: friends[1]!.user.id, seq: 2 }),
      ]);
    });

    it('lets a late joiner into a running ring for 60 seconds, then refuses; a finished ring refuses', async () => {
      const { host, friends } = await hostWithFriends(t.app, 3);
      const id = await createRing(t.app, host, friends);
      await join(t.app, id, friends[0]!);
      await start(t.app, id, host);
      t.clock.advance(60_000);
      await join(t.app, id, friends[1]!);
      const late = await questionsOf(t.app, id, friends[1]!);
      expect(late).toHaveLength(10);
      t.clock.advance(1);
      const res = await post(`/api/ring-sessions/${id}/join`, friends[2]!.token);
      expect(res.status).toBe(409);
      expect(errors(res)).toEqual([MSG.ringStartedAWhileAgo]);

      t.clock.advance(10 * MINUTE);
      const finished = await post(`/api/ring-sessions/${id}/join`, friends[2]!.token);
      expect(finished.status).toBe(409);
      expect(errors(finished)).toEqual([MSG.ringAlreadyFinished]);
    });
  });

  describe('starting', () => {
    it('only the host starts, with at least 2 joined, once; 10 shuffled questions of the topic for everyone', async () => {
      const { host, friends } = await hostWithFriends(t.app, 1);
      const id = await createRing(t.app, host, friends);
      const notHost = await post(`/api/ring-sessions/${id}/start`, friends[0]!.token);
      expect(notHost.status).toBe(403);
      expect(errors(notHost)).toEqual([MSG.ringOnlyHostCanStart]);
      const alone = await post(`/api/ring-sessions/${id}/start`, host.token);
      expect(alone.status).toBe(422);
      expect(errors(alone)).toEqual([MSG.ringNeedsTwo]);
      const early = await get(`/api/ring-sessions/${id}/questions`, host.token);
      expect(early.status).toBe(409);
      expect(errors(early)).toEqual([MSG.ringNotRunning]);

      await join(t.app, id, friends[0]!);
      const session = await start(t.app, id, host);
      const now = t.clock.now();
      expect(session).toMatchObject({
        status: 'in_progress',
        started_at: now.toISOString(),
        deadline_at: new Date(now.getTime() + 10 * 30_000 + 10_000).toISOString(),
        question_count: 10,
      });
      const again = await post(`/api/ring-sessions/${id}/start`, host.token);
      expect(again.status).toBe(409);
      expect(errors(again)).toEqual([MSG.ringNotWaiting]);
      const started = t.realtime.on(ringChannel(id), RING_EVENTS.sessionStarted);
      expect(started.map((e) => e.data)).toEqual([{ session_id: id, started_at: now.toISOString(), seq: 2 }]);

      const mine = await questionsOf(t.app, id, host);
      const theirs = await questionsOf(t.app, id, friends[0]!);
      expect(mine).toEqual(theirs);
      expect(mine.map((q) => q.question_order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(new Set(mine.map((q) => q.question_id)).size).toBe(10);
      const topicQuestions = await t.app.ctx.db
        .selectFrom('questions')
        .select('id')
        .where('subtopic_id', '=', session.topic_id)
        .execute();
      for (const q of mine) {
        expect(topicQuestions.map((r) => r.id)).toContain(q.question_id);
        expect(q.question_bank_id).toBe(q.question_id);
        expect(q.my_answer).toBeNull();
        expect(q.options.length).toBeGreaterThan(1);
        // Never the answer: options carry only id and text.
        for (const o of q.options) expect(Object.keys(o).sort()).toEqual(['id', 'text']);
      }
    });

    it('two starts at the same moment start the ring once', async () => {
      const { host, friends } = await hostWithFriends(t.app, 1);
      const id = await createRing(t.app, host, friends);
      await join(t.app, id, friends[0]!);
      const results = await Promise.all([
        post(`/api/ring-sessions/${id}/start`, host.token),
        post(`/api/ring-sessions/${id}/start`, host.token),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(t.realtime.on(ringChannel(id), RING_EVENTS.sessionStarted)).toHaveLength(1);
      const rows = await t.app.ctx.db
        .selectFrom('ring_questions')
        .select('id')
        .where('session_id', '=', id)
        .execute();
      expect(rows).toHaveLength(10);
    });
  });

  describe('answering', () => {
    it('grades on the server, counts once per question, adds to the score and announces the answer', async () => {
      const { id, host } = await runningRing(t.app, 1);
      const [q1, q2] = await questionsOf(t.app, id, host);
      const before = await t.app.ctx.db
        .selectFrom('users')
        .select('score')
        .where('id', '=', host.user.id)
        .executeTakeFirstOrThrow();

      t.clock.advance(4_000);
      const right = await rightOption(t.app, q1!.question_id);
      const res = await answer(t.app, id, host, q1!.question_id, right);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ is_correct: true, correct_option_id: right, correct: 1, answered: 1 });

      const twice = await answer(t.app, id, host, q1!.question_id, right);
      expect(twice.status).toBe(409);
      expect(errors(twice)).toEqual([MSG.ringAlreadyAnswered]);

      t.clock.advance(6_000);
      const wrong = await wrongOption(t.app, q2!.question_id);
      const res2 = await answer(t.app, id, host, q2!.question_id, wrong);
      expect(res2.body.data).toEqual({
        is_correct: false,
        correct_option_id: await rightOption(t.app, q2!.question_id),
        correct: 1,
        answered: 2,
      });

      const after = await t.app.ctx.db
        .selectFrom('users')
        .select('score')
        .where('id', '=', host.user.id)
        .executeTakeFirstOrThrow();
      expect(after.score - before.score).toBe(10);

      const times = await t.app.ctx.db
        .selectFrom('ring_answers')
        .select(['question_id', 'answer_time_ms', 'is_correct'])
        .where('session_id', '=', id)
        .orderBy('id')
        .execute();
      expect(times).toEqual([
        { question_id: q1!.question_id, answer_time_ms: 4_000, is_correct: 1 },
        { question_id: q2!.question_id, answer_time_ms: 6_000, is_correct: 0 },
      ]);

      const events = t.realtime.on(ringChannel(id), RING_EVENTS.answerSubmitted);
      expect(events.map((e) => e.data)).toEqual([
        {
          user_id: host.user.id,
          name: 'Host Student',
          is_correct: true,
          question_bank_id: q1!.question_id,
          seq: 3,
        },
        {
          user_id: host.user.id,
          name: 'Host Student',
          is_correct: false,
          question_bank_id: q2!.question_id,
          seq: 4,
        },
      ]);
    });

    it('leaves the sender’s own socket out of the broadcast of their answer', async () => {
      const { id, host } = await runningRing(t.app, 1);
      const [q] = await questionsOf(t.app, id, host);
      await call(t.app, 'POST', `/api/ring-sessions/${id}/answer`, {
        token: host.token,
        headers: { 'x-socket-id': '123.456' },
        body: { question_bank_id: q!.question_id, answer_id: await rightOption(t.app, q!.question_id) },
      });
      expect(t.realtime.on(ringChannel(id), RING_EVENTS.answerSubmitted)[0]!.excludeSocketId).toBe('123.456');
    });

    it('refuses outsiders, invitees who did not join, foreign questions and options', async () => {
      const { host, friends } = await hostWithFriends(t.app, 2);
      const id = await createRing(t.app, host, friends);
      await join(t.app, id, friends[0]!);
      const early = await answer(t.app, id, friends[0]!, 1, 1);
      expect(early.status).toBe(409);
      expect(errors(early)).toEqual([MSG.ringNotRunning]);
      await start(t.app, id, host);
      const [q] = await questionsOf(t.app, id, host);
      const right = await rightOption(t.app, q!.question_id);

      const stranger = await memberStudent(t.app, 7);
      const outsider = await answer(t.app, id, stranger, q!.question_id, right);
      expect(outsider.status).toBe(403);
      expect(errors(outsider)).toEqual([MSG.ringNotAllowed]);
      const notJoined = await answer(t.app, id, friends[1]!, q!.question_id, right);
      expect(notJoined.status).toBe(403);
      expect(errors(notJoined)).toEqual([MSG.ringNotJoined]);
      expect((await get(`/api/ring-sessions/${id}/questions`, friends[1]!.token)).status).toBe(403);

      const inRing = new Set((await questionsOf(t.app, id, host)).map((x) => x.question_id));
      const other = await t.app.ctx.db.selectFrom('questions').select('id').where('class', '=', 7).execute();
      const foreign = other.find((r) => !inRing.has(r.id))!.id;
      const notInRing = await answer(t.app, id, host, foreign, await rightOption(t.app, foreign));
      expect(notInRing.status).toBe(422);
      expect(errors(notInRing)).toEqual([MSG.ringQuestionNotInRing]);
      const otherOption = await answer(t.app, id, host, q!.question_id, await rightOption(t.app, foreign));
      expect(otherOption.status).toBe(422);
      expect(errors(otherOption)).toEqual([MSG.optionNotInQuestion]);
      const invalid = await post(`/api/ring-sessions/${id}/answer`, host.token, { question_bank_id: 'x' });
      expect(invalid.status).toBe(422);
      expect(
        await t.app.ctx.db.selectFrom('ring_answers').select('id').where('session_id', '=', id).execute(),
      ).toEqual([]);
    });

    it('refuses an answer after the deadline', async () => {
      const { id, host, session } = await runningRing(t.app, 1);
      const [q] = await questionsOf(t.app, id, host);
      t.clock.set(new Date(Date.parse(session.deadline_at!) + 1));
      const res = await answer(t.app, id, host, q!.question_id, await rightOption(t.app, q!.question_id));
      expect(res.status).toBe(409);
      expect(errors(res)).toEqual([MSG.ringDeadlinePassed]);
      const status = await get(`/api/ring-sessions/${id}/status`, host.token);
      expect(status.body.data).toMatchObject({ status: 'finished', started_at: session.started_at });
    });

    it('a player who reloads gets their answers back and resumes at the first unanswered question', async () => {
      const { id, friends } = await runningRing(t.app, 1);
      const player = friends[0]!;
      const questions = await questionsOf(t.app, id, player);
      const given: number[] = [];
      for (const q of questions.slice(0, 3)) {
        const option = await wrongOption(t.app, q.question_id);
        given.push(option);
        await answer(t.app, id, player, q.question_id, option);
      }
      const reloaded = await questionsOf(t.app, id, player);
      expect(reloaded.map((q) => q.question_id)).toEqual(questions.map((q) => q.question_id));
      for (const [i, q] of reloaded.slice(0, 3).entries())
        expect(q.my_answer).toEqual({
          answer_id: given[i],
          is_correct: false,
          correct_option_id: await rightOption(t.app, q.question_id),
        });
      expect(reloaded.findIndex((q) => q.my_answer === null)).toBe(3);
      const next = reloaded[3]!;
      const res = await answer(
        t.app,
        id,
        player,
        next.question_id,
        await rightOption(t.app, next.question_id),
      );
      expect(res.body.data).toMatchObject({ correct: 1, answered: 4 });
    });
  });

  describe('finishing and results', () => {
    it('finishes when everyone answered everything, once, and ranks by right answers then time', async () => {
      const { id, host, friends } = await runningRing(t.app, 3);
      const [a, b, c] = friends as [(typeof friends)[0], (typeof friends)[0], (typeof friends)[0]];
      await playTogether(t.app, t.clock, id, [
        { s: a, right: 8, stepMs: 3_000 },
        { s: b, right: 9, stepMs: 5_000 },
        { s: c, right: 8, stepMs: 2_000 },
      ]);
      expect((await get(`/api/ring-sessions/${id}/status`, host.token)).body.data).toMatchObject({
        status: 'in_progress',
      });
      expect(t.realtime.on(ringChannel(id), RING_EVENTS.sessionFinished)).toEqual([]);
      await answerAll(t.app, t.clock, id, host, 3, 1_000);

      const finished = t.realtime.on(ringChannel(id), RING_EVENTS.sessionFinished);
      expect(finished).toHaveLength(1);
      const status = (await get(`/api/ring-sessions/${id}/status`, a.token)).body.data as {
        ended_at: string;
      };
      expect(status).toMatchObject({ status: 'finished', ended_at: t.clock.now().toISOString() });
      expect(finished[0]!.data).toMatchObject({ session_id: id, ended_at: status.ended_at });

      const res = await get(`/api/ring-sessions/${id}/leaderboard`, c.token);
      expect(res.status).toBe(200);
      const { leaderboard, status: boardStatus } = res.body.data as {
        leaderboard: RingLeaderboardEntry[];
        status: string;
      };
      expect(boardStatus).toBe('finished');
      expect(leaderboard.map((e) => [e.user_id, e.correct, e.total, e.accuracy_pct, e.rank])).toEqual([
        [b.user.id, 9, 10, 90, 1],
        // Same right answers: the faster player first.
        [c.user.id, 8, 10, 80, 2],
        [a.user.id, 8, 10, 80, 3],
        [host.user.id, 3, 10, 30, 4],
      ]);
      expect(leaderboard.map((e) => e.total_time_ms)).toEqual([50_000, 20_000, 30_000, expect.any(Number)]);
      expect(leaderboard.map((e) => e.answered)).toEqual([10, 10, 10, 10]);
      expect(leaderboard[1]!.name).toBe('Friendc Student');

      // Every event of the ring carries the next number, in order, without gaps.
      const seqs = t.realtime.on(ringChannel(id)).map((e) => (e.data as { seq: number }).seq);
      expect(seqs).toEqual(seqs.map((_, i) => i + 1));
      expect(seqs).toHaveLength(3 + 1 + 40 + 1);

      const late = await answer(t.app, id, host, 1, 1);
      expect(late.status).toBe(409);
    });

    it('finishes early when the players who stopped answering have run out of time on every question', async () => {
      const { id, host, friends, session } = await runningRing(t.app, 1);
      await answerAll(t.app, t.clock, id, host, 10, 1_000);
      const [q1] = await questionsOf(t.app, id, friends[0]!);
      await answer(t.app, id, friends[0]!, q1!.question_id, await rightOption(t.app, q1!.question_id));
      // 9 questions of 30 s (plus the pause after each answer) and the grace: before the ring's own deadline.
      t.clock.advance(9 * 31_100 + 10_000 - 1);
      expect(
        ((await get(`/api/ring-sessions/${id}/status`, host.token)).body.data as { status: string }).status,
      ).toBe('in_progress');
      t.clock.advance(1);
      expect(t.clock.now().getTime()).toBeLessThan(Date.parse(session.deadline_at!));
      const status = (await get(`/api/ring-sessions/${id}/status`, host.token)).body.data as {
        status: string;
      };
      expect(status.status).toBe('finished');
      // The read only presents it finished; the sweep writes the finish and tells the players.
      expect(t.realtime.on(ringChannel(id), RING_EVENTS.sessionFinished)).toHaveLength(0);
      expect(await sweepRings(t.app.ctx)).toBeGreaterThanOrEqual(1);
      expect(t.realtime.on(ringChannel(id), RING_EVENTS.sessionFinished)).toHaveLength(1);
    });
  });

  describe('realtime authorization', () => {
    it('signs the ring’s presence channel for its host, invitees, participants and the host’s friends only', async () => {
      const { host, friends } = await hostWithFriends(t.app, 3);
      const id = await createRing(t.app, host, [friends[0]!]);
      await join(t.app, id, friends[1]!);
      const stranger = await memberStudent(t.app, 7);
      const user = async (s: { user: { id: number } }) =>
        (await t.app.ctx.db
          .selectFrom('users')
          .selectAll()
          .where('id', '=', s.user.id)
          .executeTakeFirstOrThrow())!;
      const channel = ringChannel(id);
      expect(await canAccessChannel(t.app.ctx, await user(host), channel)).toBe(true);
      expect(await canAccessChannel(t.app.ctx, await user(friends[0]!), channel)).toBe(true);
      expect(await canAccessChannel(t.app.ctx, await user(friends[1]!), channel)).toBe(true);
      // A friend of the host may join, so they may hear the ring too.
      expect(await canAccessChannel(t.app.ctx, await user(friends[2]!), channel)).toBe(true);
      expect(await canAccessChannel(t.app.ctx, await user(stranger), channel)).toBe(false);
      expect(await canAccessChannel(t.app.ctx, await user(host), ringChannel(999_999))).toBe(false);

      const auth = (s: { token: string }) =>
        post('/api/broadcasting/auth', s.token, { socket_id: '1234.5678', channel_name: channel });
      const ok = await auth(friends[0]!);
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({ auth: expect.any(String), channel_data: expect.any(String) });
      expect((await auth(stranger)).status).toBe(403);
    });
  });
});
