import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FriendActionResponse,
  FriendRequestBody,
  FriendSearchQuery,
  FriendSearchResponse,
  FriendsSummaryResponse,
} from '@quizring/contracts';
import { ok } from '../../lib/envelope.ts';
import { RATE_LIMITS } from '../../lib/rate-limits.ts';
import { currentUser, requireMember } from '../../plugins/auth.ts';
import { cancelRequest, respondToRequest, sendRequest } from './actions.ts';
import { searchStudents } from './search.ts';
import { friendsSummary } from './summary.ts';

/** {id} is the other student's id, never a friendship row id. */
const OtherStudentParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const friendsRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get('/friends/summary', {
    schema: { tags: ['friends'], response: { 200: FriendsSummaryResponse } },
    onRequest: requireMember,
    handler: async (req) => ok(await friendsSummary(ctx.db, currentUser(req))),
  });

  r.get('/friends/search', {
    schema: { tags: ['friends'], querystring: FriendSearchQuery, response: { 200: FriendSearchResponse } },
    onRequest: requireMember,
    config: { rateLimit: RATE_LIMITS.friendSearch },
    handler: async (req) => ok({ results: await searchStudents(ctx.db, currentUser(req).id, req.query.q) }),
  });

  r.post('/friends/send', {
    schema: { tags: ['friends'], body: FriendRequestBody, response: { 200: FriendActionResponse } },
    onRequest: requireMember,
    config: { rateLimit: RATE_LIMITS.friendSend },
    handler: async (req) => {
      const { data, message } = await sendRequest(ctx, currentUser(req), req.body.addressee_id);
      return ok(data, message);
    },
  });

  for (const answer of ['accept', 'reject'] as const)
    r.post(`/friends/:id/${answer}`, {
      schema: { tags: ['friends'], params: OtherStudentParam, response: { 200: FriendActionResponse } },
      onRequest: requireMember,
      handler: async (req) => {
        const { data, message } = await respondToRequest(ctx, currentUser(req), req.params.id, answer);
        return ok(data, message);
      },
    });

  r.post('/friends/:id/cancel', {
    schema: { tags: ['friends'], params: OtherStudentParam, response: { 200: FriendActionResponse } },
    onRequest: requireMember,
    handler: async (req) => {
      const { data, message } = await cancelRequest(ctx, currentUser(req), req.params.id);
      return ok(data, message);
    },
  });
};
