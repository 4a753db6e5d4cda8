import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DashboardResponse } from '@quizring/contracts';
import { ok } from '../../lib/envelope.ts';
import { plainJsonResponse } from '../../lib/plain-json.ts';
import { currentUser, requireMemberCached } from '../../plugins/auth.ts';
import { dashboardFor } from './service.ts';

export const dashboardRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/dashboard', {
    schema: { tags: ['dashboard'], response: { 200: DashboardResponse } },
    ...plainJsonResponse,
    onRequest: requireMemberCached,
    handler: async (req) => ok(await dashboardFor(app.ctx, currentUser(req))),
  });
};
