import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DashboardResponse } from '@quizring/contracts';
import { plainJsonResponse, sendJson } from '../../lib/plain-json.ts';
import { currentUser, requireMemberCached } from '../../plugins/auth.ts';
import { dashboardResponse } from './service.ts';

export const dashboardRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/dashboard', {
    schema: { tags: ['dashboard'], response: { 200: DashboardResponse } },
    ...plainJsonResponse,
    onRequest: requireMemberCached,
    handler: async (req, reply) => sendJson(reply, await dashboardResponse(app.ctx, currentUser(req))),
  });
};
