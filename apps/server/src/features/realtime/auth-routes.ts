// POST /api/broadcasting/auth: signs a private or presence subscription for the signed-in student, with the same
// secret for the embedded server and for a Pusher cluster. pusher-js posts a form by default, so the route also
// reads form-encoded bodies.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BroadcastingAuthBody, BroadcastingAuthResponse, MSG } from '@quizring/contracts';
import type { PresenceUserInfo } from '@quizring/contracts';
import { AppError, forbidden } from '../../lib/errors.ts';
import { RATE_LIMITS } from '../../lib/rate-limits.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import type { UserRow } from '../../db/schema.ts';
import { canAccessChannel } from '../../platform/realtime/channel-access.ts';
import { embeddedServerOf } from '../../platform/realtime/embedded-plugin.ts';
import { channelAuth, channelKind, isValidChannelName } from '../../platform/realtime/protocol.ts';

/** A presence member's `channel_data`: the user id as a string (as Pusher's own SDKs send it) and name, avatar. */
export function presenceChannelData(user: UserRow): string {
  const name = `${user.firstname} ${user.lastname}`.trim() || user.username || `Student ${user.id}`;
  const info: PresenceUserInfo = { name, avatar: user.avatar };
  return JSON.stringify({ user_id: String(user.id), user_info: info });
}

export const broadcastingAuthRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.post('/broadcasting/auth', {
    schema: { tags: ['realtime'], body: BroadcastingAuthBody, response: { 200: BroadcastingAuthResponse } },
    onRequest: requireUser,
    config: { rateLimit: RATE_LIMITS.broadcastingAuth },
    handler: async (req) => {
      const user = currentUser(req);
      const { socket_id: socketId, channel_name: channel } = req.body;
      const kind = channelKind(channel);
      if (kind === 'public' || !isValidChannelName(channel) || !(await canAccessChannel(ctx, user, channel)))
        throw forbidden(MSG.channelForbidden);
      // The embedded server counts the student's sockets (a Pusher cluster keeps its own limits).
      const claim = embeddedServerOf(ctx)?.claim(socketId, user.id);
      if (claim === 'taken') throw forbidden(MSG.channelForbidden);
      if (claim === 'too-many') throw new AppError(429, MSG.tooManyConnectionsOfStudent);
      const app = ctx.config.realtime;
      if (kind === 'private') return { auth: channelAuth(app, socketId, channel) };
      const channelData = presenceChannelData(user);
      return { auth: channelAuth(app, socketId, channel, channelData), channel_data: channelData };
    },
  });
};
