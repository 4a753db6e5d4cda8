// Conformance of subscriptions with the real pusher-js: public, private and presence channels, signatures (valid,
// tampered, missing, replayed), presence snapshots and members across tabs, resubscribing and reconnecting.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PresenceChannel } from 'pusher-js';
import { MSG } from '@quizring/contracts';
import { registerChannelAuthorizer } from '../../src/platform/realtime/channel-access.ts';
import { channelAuth } from '../../src/platform/realtime/protocol.ts';
import {
  Clients,
  RawSocket,
  Recorder,
  barrier,
  eventually,
  startApp,
  student,
  subscribed,
  waitForState,
} from './harness.ts';
import type { RunningApp } from './harness.ts';

// Presence channels of the tests: open to every signed-in student (the Ring registers its own pattern).
registerChannelAuthorizer(/^presence-test\.([a-z0-9]+)$/, async () => true);

let rooms = 0;
const room = () => `presence-test.r${++rooms}`;

describe('embedded realtime server: channels', () => {
  let t: RunningApp;
  let clients: Clients;
  let alice: Awaited<ReturnType<typeof student>>;
  let bob: Awaited<ReturnType<typeof student>>;

  const info = async (channel: string) =>
    (await (await t.sdk.get({ path: `/channels/${channel}`, params: {} })).json()) as {
      occupied: boolean;
      subscription_count: number;
      user_count?: number;
    };
  const app = () => t.config;

  beforeAll(async () => {
    t = await startApp();
    clients = new Clients(t);
    alice = await student(t.app);
    bob = await student(t.app);
  });
  afterEach(() => clients.disconnectAll());
  afterAll(async () => {
    await t.close();
  });

  it('delivers events on a public channel', async () => {
    const { pusher } = await clients.connected();
    const rec = await subscribed(pusher, 'news');
    await t.sdk.trigger('news', 'headline', { title: 'Ring night' });
    expect(await rec.wait('headline')).toEqual({ title: 'Ring night' });
  });

  describe('private channels', () => {
    it("subscribes a student to their own channel through the auth endpoint (pusher-js's form post)", async () => {
      const { pusher } = await clients.connected({ token: alice.token });
      const rec = await subscribed(pusher, `private-student.${alice.id}`);
      await t.sdk.trigger(`private-student.${alice.id}`, 'ring.invite', { sessionId: '7' });
      expect(await rec.wait('ring.invite')).toEqual({ sessionId: '7' });
    });

    it("refuses another student's channel at the auth endpoint (403)", async () => {
      const { pusher } = await clients.connected({ token: alice.token });
      const rec = new Recorder(pusher.subscribe(`private-student.${bob.id}`));
      expect(await rec.wait('pusher:subscription_error')).toMatchObject({ type: 'AuthError', status: 403 });
    });

    it("fails the subscription with 'Auth 403: …' through an authorizer like the web app's", async () => {
      const { pusher } = await clients.connected({
        authorize: ({ socketId, channelName }, callback) => {
          fetch(`http://127.0.0.1:${t.port}/api/broadcasting/auth`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${alice.token}` },
            body: JSON.stringify({ socket_id: socketId, channel_name: channelName }),
          })
            .then(async (res) => {
              if (!res.ok) return callback(new Error(MSG.authFailed(res.status, await res.text())), null);
              callback(null, (await res.json()) as { auth: string });
            })
            .catch((err: Error) => callback(err, null));
        },
      });
      const rec = new Recorder(pusher.subscribe(`private-student.${bob.id}`));
      const error = (await rec.wait('pusher:subscription_error')) as { type: string; error: string };
      expect(error.type).toBe('AuthError');
      expect(error.error).toMatch(/^Auth 403: /);
      expect(error.error).toContain(MSG.channelForbidden);
      // And the own channel works through the same JSON authorizer.
      await subscribed(pusher, `private-student.${alice.id}`);
    });

    const refusedWith = (makeAuth: (socketId: string, channel: string) => string) => async () => {
      const channel = `private-student.${alice.id}`;
      const { pusher } = await clients.connected({
        authorize: ({ socketId, channelName }, callback) =>
          callback(null, { auth: makeAuth(socketId, channelName) }),
      });
      const control = await subscribed(pusher, 'control');
      const rec = new Recorder(pusher.subscribe(channel));
      expect(await rec.wait('pusher:error')).toMatchObject({ code: 4009 });
      expect(await rec.wait('pusher:subscription_error')).toMatchObject({ type: 'AuthError', status: 401 });
      // Not subscribed: an event on the channel never arrives (checked behind a marker on another channel).
      await t.sdk.trigger(channel, 'ring.invite', { sessionId: '1' });
      await barrier(t.sdk, 'control', control);
      expect(rec.all('ring.invite')).toEqual([]);
      expect(rec.all('pusher:subscription_succeeded')).toEqual([]);
      expect((await info(channel)).occupied).toBe(false);
    };

    it(
      'refuses a tampered signature with 4009 and no subscription',
      refusedWith((socketId, channel) => {
        const auth = channelAuth(app(), socketId, channel);
        return auth.slice(0, -1) + (auth.endsWith('0') ? '1' : '0');
      }),
    );
    it(
      'refuses a missing signature',
      refusedWith(() => ''),
    );
    it(
      'refuses a signature made with another secret',
      refusedWith((socketId, channel) => channelAuth({ key: app().key, secret: 'guess' }, socketId, channel)),
    );
    it(
      'refuses a signature made for another socket (a replayed auth)',
      refusedWith((_socketId, channel) => channelAuth(app(), '1234.5678', channel)),
    );
  });

  describe('presence channels', () => {
    it('answers the snapshot: ids, hash with name and avatar, count; the user id is a string', async () => {
      const name = room();
      const a = await clients.connected({ token: alice.token });
      await subscribed(a.pusher, name);
      const b = await clients.connected({ token: bob.token });
      const rec = await subscribed(b.pusher, name);
      const members = (rec.channel as PresenceChannel).members;
      expect(members.count).toBe(2);
      expect(members.me).toEqual({ id: String(bob.id), info: { name: bob.name, avatar: null } });
      expect(members.get(String(alice.id))).toEqual({
        id: String(alice.id),
        info: { name: alice.name, avatar: null },
      });
      const snapshot = rec.all('pusher:subscription_succeeded');
      expect(snapshot).toHaveLength(1);
    });

    it('sends the raw snapshot as {presence: {ids, hash, count}}', async () => {
      const name = room();
      const a = await clients.connected({ token: alice.token });
      await subscribed(a.pusher, name);
      const frames: string[] = [];
      const { pusher } = await clients.connected({ token: bob.token });
      pusher.connection.bind('message', (m: { event: string; channel?: string; data: unknown }) => {
        if (m.event === 'pusher_internal:subscription_succeeded') frames.push(JSON.stringify(m.data));
      });
      await subscribed(pusher, name);
      const data = JSON.parse(frames[0]!) as { presence: { ids: string[]; hash: object; count: number } };
      expect(data.presence.count).toBe(2);
      expect(data.presence.ids.sort()).toEqual([String(alice.id), String(bob.id)].sort());
      expect(data.presence.hash).toEqual({
        [String(alice.id)]: { name: alice.name, avatar: null },
        [String(bob.id)]: { name: bob.name, avatar: null },
      });
    });

    const presenceRefused =
      (makeAuth: (socketId: string, channel: string) => { auth: string; channel_data?: string }) =>
      async () => {
        const name = room();
        const watcher = await clients.connected({ token: bob.token });
        const watch = await subscribed(watcher.pusher, name);
        const { pusher } = await clients.connected({
          authorize: ({ socketId, channelName }, callback) => callback(null, makeAuth(socketId, channelName)),
        });
        const rec = new Recorder(pusher.subscribe(name));
        expect(await rec.wait('pusher:error')).toMatchObject({ code: 4009 });
        await barrier(t.sdk, name, watch);
        expect(watch.all('pusher:member_added')).toEqual([]);
        expect(await info(name)).toMatchObject({ subscription_count: 1, user_count: 1 });
      };
    const data = (userId: number) =>
      JSON.stringify({ user_id: String(userId), user_info: { name: 'X', avatar: null } });

    it(
      'refuses a tampered presence signature',
      presenceRefused((socketId, channel) => {
        const auth = channelAuth(app(), socketId, channel, data(alice.id));
        return { auth: auth.slice(0, -2) + 'ff', channel_data: data(alice.id) };
      }),
    );
    it(
      'refuses channel_data that is not the signed one (posing as another user)',
      presenceRefused((socketId, channel) => ({
        auth: channelAuth(app(), socketId, channel, data(alice.id)),
        channel_data: data(bob.id),
      })),
    );
    it('refuses a presence subscription without channel_data or without a signature (raw socket)', async () => {
      // pusher-js will not even send these, so a bare socket does.
      const name = room();
      const s = RawSocket.at(t.port, app().key);
      try {
        const hello = await s.next('pusher:connection_established');
        const socketId = (hello.data as { socket_id: string }).socket_id;
        s.send({
          event: 'pusher:subscribe',
          data: { channel: name, auth: channelAuth(app(), socketId, name) },
        });
        expect((await s.next('pusher:error')).data).toMatchObject({ code: 4009 });
        const from = s.messages.length;
        s.send({ event: 'pusher:subscribe', data: { channel: name, channel_data: data(alice.id) } });
        expect((await s.next('pusher:error', undefined, from)).data).toMatchObject({ code: 4009 });
        expect((await s.next('pusher:subscription_error', undefined, from)).channel).toBe(name);
        s.send({ event: 'pusher:ping', data: {} });
        await s.next('pusher:pong');
        expect(s.messages.some((m) => m.event === 'pusher_internal:subscription_succeeded')).toBe(false);
        expect((await info(name)).occupied).toBe(false);
      } finally {
        s.close();
      }
    });

    it('adds a user once however many tabs, and removes them only when the last tab leaves', async () => {
      const name = room();
      const a = await clients.connected({ token: alice.token });
      const watch = await subscribed(a.pusher, name);

      const tab1 = await clients.connected({ token: bob.token });
      await subscribed(tab1.pusher, name);
      await watch.waitCount('pusher:member_added', 1);
      const tab2 = await clients.connected({ token: bob.token });
      const second = await subscribed(tab2.pusher, name);
      expect((second.channel as PresenceChannel).members.count).toBe(2);
      await barrier(t.sdk, name, watch);
      expect(watch.all('pusher:member_added')).toEqual([
        { id: String(bob.id), info: { name: bob.name, avatar: null } },
      ]);
      expect(await info(name)).toMatchObject({ subscription_count: 3, user_count: 2 });

      tab1.pusher.disconnect();
      await eventually(async () => (await info(name)).subscription_count === 2, 'the first tab to leave');
      await barrier(t.sdk, name, watch);
      expect(watch.all('pusher:member_removed')).toEqual([]);
      expect((watch.channel as PresenceChannel).members.count).toBe(2);

      tab2.pusher.disconnect();
      const removed = await watch.wait('pusher:member_removed');
      expect(removed).toEqual({ id: String(bob.id), info: { name: bob.name, avatar: null } });
      await barrier(t.sdk, name, watch);
      expect(watch.all('pusher:member_removed')).toHaveLength(1);
      expect((watch.channel as PresenceChannel).members.count).toBe(1);
      expect(await info(name)).toMatchObject({ subscription_count: 1, user_count: 1 });
    });

    it('leaves no duplicates after unsubscribe and resubscribe', async () => {
      const name = room();
      const a = await clients.connected({ token: alice.token });
      const watch = await subscribed(a.pusher, name);
      const b = await clients.connected({ token: bob.token });
      await subscribed(b.pusher, name);

      b.pusher.unsubscribe(name);
      await watch.wait('pusher:member_removed');
      const again = await subscribed(b.pusher, name);
      await watch.waitCount('pusher:member_added', 2);
      expect(await info(name)).toMatchObject({ subscription_count: 2, user_count: 2 });
      expect((again.channel as PresenceChannel).members.count).toBe(2);

      await t.sdk.trigger(name, 'participant.joined', { seq: 1 });
      await barrier(t.sdk, name, again, watch);
      expect(again.all('participant.joined')).toEqual([{ seq: 1 }]);
      expect(watch.all('pusher:member_added')).toHaveLength(2);
      expect(watch.all('pusher:member_removed')).toHaveLength(1);
    });

    it('resubscribes on reconnect with a new socket id and leaves no duplicates', async () => {
      const name = room();
      const a = await clients.connected({ token: alice.token });
      const watch = await subscribed(a.pusher, name);
      const b = await clients.connected({ token: bob.token });
      const rec = await subscribed(b.pusher, name);

      b.pusher.disconnect();
      await waitForState(b.pusher, 'disconnected');
      await watch.wait('pusher:member_removed');
      b.pusher.connect();
      await waitForState(b.pusher, 'connected');
      expect(b.pusher.connection.socket_id).not.toBe(b.socketId);
      await rec.waitCount('pusher:subscription_succeeded', 2);
      await watch.waitCount('pusher:member_added', 2);
      expect(await info(name)).toMatchObject({ subscription_count: 2, user_count: 2 });

      await t.sdk.trigger(name, 'answer.submitted', { seq: 2 });
      await barrier(t.sdk, name, rec, watch);
      expect(rec.all('answer.submitted')).toEqual([{ seq: 2 }]);
      expect(watch.all('answer.submitted')).toEqual([{ seq: 2 }]);
      const users = (await (await t.sdk.get({ path: `/channels/${name}/users`, params: {} })).json()) as {
        users: { id: string }[];
      };
      expect(users.users.map((u) => u.id).sort()).toEqual([String(alice.id), String(bob.id)].sort());
    });
  });
});
