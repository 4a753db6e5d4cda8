import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DashboardResponse,
  LeaderboardQuery,
  LeaderboardResponse,
  LearningPathQuery,
  LearningPathResponse,
  LearningResultsResponse,
} from '@quizring/contracts';
import { plainJsonResponse, sendJson } from '../../lib/plain-json.ts';
import { currentUser, requireMemberCached } from '../../plugins/auth.ts';
import { dashboardResponse } from './dashboard.ts';
import { leaderboardResponse } from './leaderboard.ts';
import { learningPathResponse } from './learning-path.ts';
import { learningResultsResponse } from './results.ts';

export const progressRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get('/dashboard', {
    schema: { tags: ['dashboard'], response: { 200: DashboardResponse } },
    ...plainJsonResponse,
    onRequest: requireMemberCached,
    handler: async (req, reply) => sendJson(reply, await dashboardResponse(ctx, currentUser(req))),
  });

  r.get('/learning-path', {
    schema: { tags: ['progress'], querystring: LearningPathQuery, response: { 200: LearningPathResponse } },
    ...plainJsonResponse,
    onRequest: requireMemberCached,
    handler: async (req, reply) =>
      sendJson(
        reply,
        await learningPathResponse(ctx, currentUser(req), {
          includeQuestions: req.query.include_questions === 1,
          questionsLimit: req.query.questions_limit,
        }),
      ),
  });

  r.get('/learning-results', {
    schema: { tags: ['progress'], response: { 200: LearningResultsResponse } },
    ...plainJsonResponse,
    onRequest: requireMemberCached,
    handler: async (req, reply) => sendJson(reply, await learningResultsResponse(ctx, currentUser(req))),
  });

  r.get('/leaderboard-data', {
    schema: { tags: ['progress'], querystring: LeaderboardQuery, response: { 200: LeaderboardResponse } },
    ...plainJsonResponse,
    onRequest: requireMemberCached,
    handler: async (req, reply) =>
      sendJson(reply, await leaderboardResponse(ctx.db, currentUser(req).id, req.query.limit)),
  });
};
