import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CareerCategoriesQuery,
  CareerFocusBody,
  CareerFocusResponse,
  CareerPreferencesBody,
  CareerTreeResponse,
} from '@quizring/contracts';
import { ok } from '../../lib/envelope.ts';
import { currentUser, requireMember } from '../../plugins/auth.ts';
import { syncCareerCatalogue } from './catalogue-sync.ts';
import { careerTree, savePreferences, updateFocus } from './service.ts';

export const careerRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  await syncCareerCatalogue(ctx.db);

  r.get('/career-categories', {
    schema: { tags: ['careers'], querystring: CareerCategoriesQuery, response: { 200: CareerTreeResponse } },
    onRequest: requireMember,
    handler: async (req) =>
      ok(await careerTree(ctx.db, currentUser(req), req.query.grade), 'Careers loaded.'),
  });

  r.post('/career/preferences', {
    schema: { tags: ['careers'], body: CareerPreferencesBody, response: { 200: CareerTreeResponse } },
    onRequest: requireMember,
    handler: async (req) =>
      ok(await savePreferences(ctx, currentUser(req), req.body), 'Career preferences saved.'),
  });

  r.post('/career/focus-update', {
    schema: { tags: ['careers'], body: CareerFocusBody, response: { 200: CareerFocusResponse } },
    onRequest: requireMember,
    handler: async (req) =>
      ok(
        { career_focus_percent: await updateFocus(ctx, currentUser(req), req.body.career_focus_percent) },
        'Career focus updated.',
      ),
  });
};
