// POST /api/broadcasting/auth on both databases: bearer required, JSON and form bodies, the student's own channel
// signed, everything else refused with 403 in the envelope, presence answers with channel_data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@quizring/contracts';
import { registerChannelAuthorizer } from '../../src/platform/realtime/channel-access.ts';
import { channelAuth } from '../../src/platform/realtime/protocol.ts';
import { call, createTestApp, DATABASES, registerStudent } from '../support/test-app.ts';
import type { ApiResult, TestApp } from '../support/test-app.ts';

registerChannelAuthorizer(
  /^presence-auth-test\.(\d+)$/,
  async (_ctx, user, match) => Number(match[1]) !== user.id,
);

const errors = (res: ApiResult) => (res.body.message as { error: string[] }).error;

describe.each(DATABASES)('POST /api/broadcasting/auth (%s)', (kind) => {
  let t: TestApp;
  let me: Awaited<ReturnType<typeof registerStudent>>;
  let other: Awaited<ReturnType<typeof registerStudent>>;
  const socketId = '123.456';
  const auth = (body: unknown, opts: { anonymous?: boolean } = {}) =>
    call(t.app, 'POST', '/api/broadcasting/auth', { token: opts.anonymous ? undefined : me.token, body });

  beforeAll(async () => {
    t = await createTestApp(kind);
    me = await registerStudent(t.app);
    other = await registerStudent(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('needs a bearer token', async () => {
    const res = await auth(
      { socket_id: socketId, channel_name: `private-student.${me.user.id}` },
      { anonymous: true },
    );
    expect(res.status).toBe(401);
    expect(res.body.status).toBe('error');
  });

  it("signs the student's own channel, from JSON and from a form body", async () => {
    const channel = `private-student.${me.user.id}`;
    const expected = channelAuth(t.app.ctx.config.realtime, socketId, channel);
    const json = await auth({ socket_id: socketId, channel_name: channel });
    expect(json.status).toBe(200);
    expect(json.body).toEqual({ auth: expected });

    const form = await t.app.inject({
      method: 'POST',
      url: '/api/broadcasting/auth',
      headers: { authorization: `Bearer ${me.token}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ socket_id: socketId, channel_name: channel }).toString(),
    });
    expect(form.statusCode).toBe(200);
    expect(form.json()).toEqual({ auth: expected });
  });

  it("refuses another student's channel, unknown patterns and public channels with 403", async () => {
    for (const channel of [
      `private-student.${other.user.id}`,
      `private-student.0${me.user.id}`,
      `private-unknown.${me.user.id}`,
      `presence-unknown.${me.user.id}`,
      'news',
    ]) {
      const res = await auth({ socket_id: socketId, channel_name: channel });
      expect(res.status, channel).toBe(403);
      expect(res.body.status).toBe('error');
      expect(errors(res)).toEqual([MSG.channelForbidden]);
    }
  });

  it('answers presence with channel_data: the user id as a string, name and avatar', async () => {
    const channel = `presence-auth-test.${other.user.id}`;
    const res = await auth({ socket_id: socketId, channel_name: channel });
    expect(res.status).toBe(200);
    const body = res.body as { auth: string; channel_data: string };
    expect(JSON.parse(body.channel_data)).toEqual({
      user_id: String(me.user.id),
      user_info: { name: `${me.payload.firstname} ${me.payload.lastname}`, avatar: null },
    });
    expect(body.auth).toBe(channelAuth(t.app.ctx.config.realtime, socketId, channel, body.channel_data));
  });

  it('refuses what the registered authorizer refuses', async () => {
    const res = await auth({ socket_id: socketId, channel_name: `presence-auth-test.${me.user.id}` });
    expect(res.status).toBe(403);
  });

  it('validates the socket id and the channel name', async () => {
    const channel = `private-student.${me.user.id}`;
    expect((await auth({ socket_id: 'abc', channel_name: channel })).status).toBe(422);
    expect((await auth({ socket_id: socketId })).status).toBe(422);
    expect((await auth({ socket_id: socketId, channel_name: 'private-student.1 x' })).status).toBe(403);
  });
});
