import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@quizring/contracts';
import { completeStudent, call, createTestApp, DATABASES } from '../support/test-app.ts';
import type { TestApp } from '../support/test-app.ts';
import { api, befriend, eventsTo, ids, student, uniqueTag } from './support.ts';
import type { Student } from './support.ts';

const errorOf = (body: { message?: unknown }) => (body.message as { error: string[] }).error[0];

describe.each(DATABASES)('friend requests on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const pairRows = async (a: Student, b: Student) =>
    t.app.ctx.db
      .selectFrom('friendships')
      .selectAll()
      .where('user_a_id', '=', Math.min(a.id, b.id))
      .where('user_b_id', '=', Math.max(a.id, b.id))
      .execute();

  it('sends a request: pending for both sides, the addressee notified with the sender and a change', async () => {
    const asha = await student(t, { firstname: 'Asha', lastname: 'Rao', username: 'asharaoz' });
    const ravi = await student(t);

    const res = await api.send(t, asha, ravi.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'success',
      message: MSG.friendRequestSent,
      data: { user_id: ravi.id, relationship_status: 'request_sent' },
    });
    const [row] = await pairRows(asha, ravi);
    expect(row).toMatchObject({ requester_id: asha.id, status: 'pending', responded_at: null });

    expect(eventsTo(t, ravi).requests).toEqual([
      {
        id: asha.id,
        firstname: 'Asha',
        lastname: 'Rao',
        username: 'asharaoz',
        avatar: null,
        relationship_status: 'request_received',
      },
    ]);
    expect(eventsTo(t, ravi).changes).toEqual([
      { user_id: asha.id, relationship_status: 'request_received' },
    ]);
    expect(eventsTo(t, asha)).toEqual({ requests: [], changes: [] });

    const mine = (await api.summary(t, asha)).body.data!;
    expect(ids(mine.requests_sent)).toEqual([ravi.id]);
    const theirs = (await api.summary(t, ravi)).body.data!;
    expect(ids(theirs.requests_received)).toEqual([asha.id]);
    expect((theirs.requests_received as { relationship_status: string }[])[0]?.relationship_status).toBe(
      'request_received',
    );
  });

  it('refuses a request to yourself (422), to an unknown student (404), and a repeated one (409)', async () => {
    const a = await student(t);
    const b = await student(t);

    const self = await api.send(t, a, a.id);
    expect(self.status).toBe(422);
    expect(errorOf(self.body)).toBe(MSG.cannotFriendYourself);

    for (const unknown of [9_999_999, 99_999_999_999]) {
      const res = await api.send(t, a, unknown);
      expect(res.status).toBe(404);
      expect(errorOf(res.body)).toBe(MSG.userNotFound);
    }

    const bad = await call(t.app, 'POST', '/api/friends/send', {
      token: a.token,
      body: { addressee_id: 'x' },
    });
    expect(bad.status).toBe(422);

    expect((await api.send(t, a, b.id)).status).toBe(200);
    const again = await api.send(t, a, b.id);
    expect(again.status).toBe(409);
    expect(errorOf(again.body)).toBe(MSG.requestAlreadySent);
    expect(await pairRows(a, b)).toHaveLength(1);
    // The addressee was told once, not twice.
    expect(eventsTo(t, b).requests).toHaveLength(1);
  });

  it('refuses a request between friends (409)', async () => {
    const a = await student(t);
    const b = await student(t);
    await befriend(t, a, b);
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const res = await api.send(t, from, to.id);
      expect(res.status).toBe(409);
      expect(errorOf(res.body)).toBe(MSG.alreadyFriendsServer);
    }
  });

  it('turns a crossed request into a friendship and says so', async () => {
    const a = await student(t);
    const b = await student(t);
    expect((await api.send(t, a, b.id)).status).toBe(200);

    const crossed = await api.send(t, b, a.id);
    expect(crossed.status).toBe(200);
    expect(crossed.body).toMatchObject({
      message: MSG.requestCrossedNowFriends,
      data: { user_id: a.id, relationship_status: 'friend' },
    });
    const rows = await pairRows(a, b);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'accepted', requester_id: a.id });
    expect(rows[0]?.responded_at).toBeTruthy();

    expect(eventsTo(t, a)).toEqual({
      requests: [],
      changes: [{ user_id: b.id, relationship_status: 'friend' }],
    });
    expect(eventsTo(t, b).requests).toHaveLength(1);

    expect(ids((await api.summary(t, a)).body.data!.friends)).toEqual([b.id]);
    expect(ids((await api.summary(t, b)).body.data!.friends)).toEqual([a.id]);
  });

  it('ends concurrent crossed requests in exactly one accepted friendship', async () => {
    const pairs: [Student, Student][] = [];
    for (let i = 0; i < 6; i += 1) pairs.push([await student(t), await student(t)]);

    const results = await Promise.all(
      pairs.map(([a, b]) => Promise.all([api.send(t, a, b.id), api.send(t, b, a.id)])),
    );
    for (const [i, [first, second]] of results.entries()) {
      const [a, b] = pairs[i]!;
      expect([first.status, second.status]).toEqual([200, 200]);
      const statuses = [first, second].map(
        (r) => (r.body.data as { relationship_status: string }).relationship_status,
      );
      expect(statuses.sort()).toEqual(['friend', 'request_sent']);
      const rows = await pairRows(a, b);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.status).toBe('accepted');
    }
  });

  it('answers concurrent duplicate sends with one request and one 409', async () => {
    const a = await student(t);
    const b = await student(t);
    const results = await Promise.all([api.send(t, a, b.id), api.send(t, a, b.id), api.send(t, a, b.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await pairRows(a, b)).toHaveLength(1);
    expect(eventsTo(t, b).requests).toHaveLength(1);
  });

  it('lets only the addressee accept, and tells the requester', async () => {
    const a = await student(t);
    const b = await student(t);
    const stranger = await student(t);
    await api.send(t, a, b.id);

    const bySender = await api.act(t, a, b.id, 'accept');
    expect(bySender.status).toBe(404);
    expect(errorOf(bySender.body)).toBe(MSG.noPendingRequest);
    const byStranger = await api.act(t, stranger, a.id, 'accept');
    expect(byStranger.status).toBe(404);
    expect(errorOf(byStranger.body)).toBe(MSG.noPendingRequest);

    const res = await api.act(t, b, a.id, 'accept');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: MSG.friendRequestAccepted,
      data: { user_id: a.id, relationship_status: 'friend' },
    });
    expect((await pairRows(a, b))[0]).toMatchObject({ status: 'accepted' });
    expect(eventsTo(t, a).changes).toEqual([{ user_id: b.id, relationship_status: 'friend' }]);

    const twice = await api.act(t, b, a.id, 'accept');
    expect(twice.status).toBe(409);
    expect(errorOf(twice.body)).toBe(MSG.alreadyFriendsServer);
  });

  it('lets only the addressee reject, deleting the request and telling the requester', async () => {
    const a = await student(t);
    const b = await student(t);
    await api.send(t, a, b.id);

    const bySender = await api.act(t, a, b.id, 'reject');
    expect(bySender.status).toBe(404);
    expect(errorOf(bySender.body)).toBe(MSG.noPendingRequest);

    const res = await api.act(t, b, a.id, 'reject');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: MSG.friendRequestRejected,
      data: { user_id: a.id, relationship_status: 'none' },
    });
    expect(await pairRows(a, b)).toHaveLength(0);
    expect(eventsTo(t, a).changes).toEqual([{ user_id: b.id, relationship_status: 'none' }]);

    const again = await api.act(t, b, a.id, 'reject');
    expect(again.status).toBe(404);
    // Rejected is not blocked: either may ask again.
    expect((await api.send(t, a, b.id)).status).toBe(200);
  });

  it('refuses to reject a friend (409)', async () => {
    const a = await student(t);
    const b = await student(t);
    await befriend(t, a, b);
    const res = await api.act(t, a, b.id, 'reject');
    expect(res.status).toBe(409);
    expect(errorOf(res.body)).toBe(MSG.alreadyFriendsServer);
    expect((await pairRows(a, b))[0]?.status).toBe('accepted');
  });

  it('lets only the sender cancel, deleting the request and telling the addressee', async () => {
    const a = await student(t);
    const b = await student(t);
    await api.send(t, a, b.id);

    const byAddressee = await api.act(t, b, a.id, 'cancel');
    expect(byAddressee.status).toBe(404);
    expect(errorOf(byAddressee.body)).toBe(MSG.noSentRequest);

    const res = await api.act(t, a, b.id, 'cancel');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: MSG.friendRequestCancelled,
      data: { user_id: b.id, relationship_status: 'none' },
    });
    expect(await pairRows(a, b)).toHaveLength(0);
    expect(eventsTo(t, b).changes).toEqual([
      { user_id: a.id, relationship_status: 'request_received' },
      { user_id: a.id, relationship_status: 'none' },
    ]);
    expect((await api.summary(t, b)).body.data!.requests_received).toEqual([]);

    const again = await api.act(t, a, b.id, 'cancel');
    expect(again.status).toBe(404);

    await befriend(t, a, b);
    const friends = await api.act(t, a, b.id, 'cancel');
    expect(friends.status).toBe(409);
    expect(errorOf(friends.body)).toBe(MSG.alreadyFriendsServer);
  });

  it('answers an action on yourself or an unknown student with 404, and a bad id with 422', async () => {
    const a = await student(t);
    for (const action of ['accept', 'reject', 'cancel'] as const) {
      expect((await api.act(t, a, a.id, action)).status).toBe(404);
      expect((await api.act(t, a, 9_999_999, action)).status).toBe(404);
      expect((await call(t.app, 'POST', `/api/friends/abc/${action}`, { token: a.token })).status).toBe(422);
      expect((await call(t.app, 'POST', `/api/friends/0/${action}`, { token: a.token })).status).toBe(422);
    }
  });

  it('settles an accept racing a cancel: one wins, the row is consistent', async () => {
    const a = await student(t);
    const b = await student(t);
    await api.send(t, a, b.id);
    const [accept, cancel] = await Promise.all([
      api.act(t, b, a.id, 'accept'),
      api.act(t, a, b.id, 'cancel'),
    ]);
    const rows = await pairRows(a, b);
    if (accept.status === 200) {
      expect(cancel.status).toBe(409);
      expect(rows[0]?.status).toBe('accepted');
    } else {
      expect(cancel.status).toBe(200);
      expect(accept.status).toBe(404);
      expect(rows).toHaveLength(0);
    }
  });

  it('needs a signed-in member for every call', async () => {
    const member = await student(t);
    const nonMember = await completeStudent(t.app, `nomember${uniqueTag()}`);
    const calls: [method: 'GET' | 'POST', url: string, body?: unknown][] = [
      ['GET', '/api/friends/summary'],
      ['GET', '/api/friends/search?q=abc'],
      ['POST', '/api/friends/send', { addressee_id: member.id }],
      ['POST', `/api/friends/${member.id}/accept`],
      ['POST', `/api/friends/${member.id}/reject`],
      ['POST', `/api/friends/${member.id}/cancel`],
    ];
    for (const [method, url, body] of calls) {
      expect((await call(t.app, method, url, { body })).status).toBe(401);
      expect((await call(t.app, method, url, { body, token: 'not-a-token' })).status).toBe(401);
      expect((await call(t.app, method, url, { body, token: nonMember.token })).status).toBe(403);
    }
    expect(await pairRows(member, { id: nonMember.user.id, token: '' })).toHaveLength(0);
  });
});
