import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  LeaderboardQuery,
  LeaderboardResponse,
  LearningPathQuery,
  LearningPathResponse,
  LearningResultsResponse,
} from '@quizring/contracts';
import { ok } from '../../lib/envelope.ts';
import { plainJsonResponse } from '../../lib/plain-json.ts';
import { currentUser, requireMemberCached } from '../../plugins/auth.ts';
import { leaderboard } from './leaderboard.ts';
import { learningPath } from './learning-path.ts';
import { learningResults } from './results.ts';

export const progressRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get('/learning-path', {
    schema: { tags: ['progress'], querystring: LearningPathQuery, response: { 200: LearningPathResponse } },
    ...plainJsonResponse,
    onRequest: requireMemberCached,
    handler: async (req) =>
      ok(
        await learningPath(ctx, currentUser(req), {
          includeQuestions: req.query.include_questions === 1,
          questionsLimit: req.query.questions_limit,
        }),
        'Learning path loaded.',
      ),
  });

  r.get('/learning-results', {
    schema: { tags: ['progress'], response: { 200: LearningResultsResponse } },
    ...plainJsonResponse,
    onRequest: requireMemberCached,
    handler: async (req) => {
      const data = await learningResults(ctx, currentUser(req));
      const remark = data.summary_stats.total_attempts > 0 ? 'results_ready' : 'no_attempts';
      return { status: 'success' as const, remark, message: 'Results loaded.', data };
    },
  });

  r.get('/leaderboard-data', {
    schema: { tags: ['progress'], querystring: LeaderboardQuery, response: { 200: LeaderboardResponse } },
    ...plainJsonResponse,
    onRequest: requireMemberCached,
    handler: async (req) => ok(await leaderboard(ctx.db, currentUser(req).id, req.query.limit)),
  });
};
