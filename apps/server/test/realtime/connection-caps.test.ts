// The embedded server's caps on sockets: per address when a socket opens, per student when the app signs a
// subscription for them. A refused socket gets pusher:error 4004 and close code 4004, which pusher-js takes as final:
// it reports the error and stays disconnected instead of reconnecting in a loop.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type Pusher from 'pusher-js';
import { MSG } from '@quizring/contracts';
import { embeddedServerOf } from '../../src/platform/realtime/embedded-plugin.ts';
import { call } from '../support/test-app.ts';
import {
  Clients,
  RawSocket,
  Recorder,
  connectionEvent,
  eventually,
  startApp,
  student,
  subscribed,
  waitForState,
} from './harness.ts';
import type { RunningApp } from './harness.ts';

// Refused at the handshake, pusher-js wraps the error; on an open connection it passes Pusher's error on as it is.
type Refusal = { code?: number; message?: string };
type ConnectionError = { error?: { data?: Refusal }; data?: Refusal };

/** pusher-js was refused for good: error 4004 with `message`, then disconnected (no reconnection). */
async function expectRefusedForGood(
  pusher: Pusher,
  message: string,
  error = connectionEvent(pusher, 'error'),
) {
  const refusal = (await error) as ConnectionError;
  expect(refusal.error?.data ?? refusal.data).toMatchObject({ code: 4004, message });
  await waitForState(pusher, 'disconnected');
  // A reconnecting client would be 'connecting' again within pusher-js's 1 s back-off.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(pusher.connection.state).toBe('disconnected');
}

describe('embedded realtime server: sockets per address', () => {
  let t: RunningApp;
  let clients: Clients;
  const raws: RawSocket[] = [];
  const raw = (forwardedFor: string) => {
    const s = RawSocket.at(t.port, t.config.key, undefined, { 'x-forwarded-for': forwardedFor });
    raws.push(s);
    return s;
  };

  beforeAll(async () => {
    t = await startApp({ REALTIME_CONNECTIONS_PER_ADDRESS: '3', TRUST_PROXY: 'true' });
    clients = new Clients(t);
  });
  afterEach(() => {
    clients.disconnectAll();
    for (const s of raws.splice(0)) s.close();
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses the socket one over the cap with 4004, and pusher-js does not come back', async () => {
    const open = [await clients.connected(), await clients.connected(), await clients.connected()];
    await expectRefusedForGood(clients.create(), MSG.tooManyConnectionsFromAddress);

    // A place freed by a closed socket is taken again.
    open[0]!.pusher.disconnect();
    await eventually(async () => {
      const next = clients.create();
      const state = await Promise.race([
        waitForState(next, 'connected').then(() => 'connected'),
        connectionEvent(next, 'error').then(() => 'refused'),
      ]);
      if (state === 'refused') next.disconnect();
      return state === 'connected';
    }, 'a socket in the freed place');
  });

  it('counts each address behind the proxy on its own (X-Forwarded-For with TRUST_PROXY)', async () => {
    const school = [1, 2, 3].map(() => raw('10.8.0.1, 172.16.0.1'));
    for (const s of school) await s.next('pusher:connection_established');
    const fourth = raw('10.8.0.1');
    expect((await fourth.next('pusher:error')).data).toEqual({
      code: 4004,
      message: MSG.tooManyConnectionsFromAddress,
    });
    expect((await fourth.closedWithin()).code).toBe(4004);
    const home = raw('10.8.0.2');
    await home.next('pusher:connection_established');
  });
});

describe('embedded realtime server: sockets per student', () => {
  let t: RunningApp;
  let clients: Clients;
  let alice: Awaited<ReturnType<typeof student>>;
  let bob: Awaited<ReturnType<typeof student>>;
  const own = (s: { id: number }) => `private-student.${s.id}`;

  beforeAll(async () => {
    t = await startApp({ REALTIME_CONNECTIONS_PER_STUDENT: '2' });
    clients = new Clients(t);
    alice = await student(t.app);
    bob = await student(t.app);
  });
  afterEach(() => clients.disconnectAll());
  afterAll(async () => {
    await t.close();
  });

  it('refuses a student’s socket one over the cap when it subscribes, not another student’s', async () => {
    const tabs = [
      await clients.connected({ token: alice.token }),
      await clients.connected({ token: alice.token }),
    ];
    for (const tab of tabs) await subscribed(tab.pusher, own(alice));

    const third = (await clients.connected({ token: alice.token })).pusher;
    const error = connectionEvent(third, 'error');
    const refused = new Recorder(third.subscribe(own(alice)));
    expect(await refused.wait('pusher:subscription_error')).toMatchObject({ status: 429 });
    await expectRefusedForGood(third, MSG.tooManyConnectionsOfStudent, error);

    // Bob, from the same address, subscribes as usual.
    const bobs = (await clients.connected({ token: bob.token })).pusher;
    await subscribed(bobs, own(bob));

    // A tab closed frees its place.
    tabs[0]!.pusher.disconnect();
    const server = embeddedServerOf(t.app.ctx)!;
    await eventually(
      async () => server.channelInfo(own(alice)).subscription_count === 1,
      'the closed tab dropped',
    );
    await subscribed((await clients.connected({ token: alice.token })).pusher, own(alice));
  });

  it('never lets one student sign a subscription on another student’s socket', async () => {
    const { pusher, socketId } = await clients.connected({ token: alice.token });
    await subscribed(pusher, own(alice));
    const res = await call(t.app, 'POST', '/api/broadcasting/auth', {
      token: bob.token,
      body: { socket_id: socketId, channel_name: own(bob) },
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ status: 'error', message: { error: [MSG.channelForbidden] } });
  });
});
