// The Ring's calls, the sweep that finishes due rings, the presence channel's
// authorizer and, in demo mode, the demo players.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateRingBody,
  CreateRingResponse,
  MSG,
  RingAnswerBody,
  RingAnswerResponse,
  RingLeaderboardResponse,
  RingParticipantsResponse,
  RingQuestionsResponse,
  RingSessionResponse,
  RingStatusResponse,
  RingTopicsResponse,
} from '@quizring/contracts';
import { ok } from '../../lib/envelope.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { currentUser, requireMember } from '../../plugins/auth.ts';
import { registerChannelAuthorizer } from '../../platform/realtime/channel-access.ts';
import { startDemoPlayers, stopDemoPlayers } from './demo-players.ts';
import { startRingSweeper } from './finish.ts';
import { canAccessRingChannel } from './access.ts';
import { ringQuestions, submitAnswer } from './answers.ts';
import { createRing, joinRing, startRing } from './lifecycle.ts';
import { getRing, ringLeaderboard, ringParticipants, ringStatus, ringTopics } from './results.ts';

const IdParam = z.object({ id: z.string().max(20) });

function sessionId(raw: string): number {
  if (!/^\d{1,10}$/.test(raw) || Number(raw) < 1) throw notFound(MSG.ringNotFound);
  return Number(raw);
}

/** The sender's own socket, which Pusher leaves out of the broadcast of their answer. */
function socketIdOf(req: FastifyRequest): string | undefined {
  const raw = req.headers['x-socket-id'];
  return typeof raw === 'string' && /^\d{1,20}\.\d{1,20}$/.test(raw) ? raw : undefined;
}

const isPositiveInt = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v > 0;

/** The spec's own messages for the two things a ring needs, before the contract's schema checks the details. */
async function requireTopicAndInvitees(req: FastifyRequest): Promise<void> {
  const body = (req.body ?? {}) as { topic_id?: unknown; invited_user_ids?: unknown };
  if (!isPositiveInt(body.topic_id)) throw unprocessable(MSG.ringTopicRequired);
  if (!Array.isArray(body.invited_user_ids) || body.invited_user_ids.length === 0)
    throw unprocessable(MSG.ringInviteRequired);
}

export const ringRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['ring'];

  registerChannelAuthorizer(/^presence-ring\.([1-9]\d{0,9})$/, (c, user, match) =>
    canAccessRingChannel(c, user.id, Number(match[1])),
  );

  const stopSweeper = startRingSweeper(ctx, app.log);
  // Demo mode only, and not under the test runner: a test that wants them starts them with its own scheduler.
  if (ctx.config.demoPlayers) startDemoPlayers(ctx, { log: app.log });
  app.addHook('onClose', async () => {
    stopDemoPlayers(ctx);
    await stopSweeper();
  });

  r.get('/ring-sessions/topics', {
    schema: { tags, response: { 200: RingTopicsResponse } },
    onRequest: requireMember,
    handler: async (req) => ok({ topics: await ringTopics(ctx, currentUser(req)) }),
  });

  r.post('/ring-sessions', {
    schema: { tags, body: CreateRingBody, response: { 200: CreateRingResponse } },
    onRequest: requireMember,
    preValidation: requireTopicAndInvitees,
    handler: async (req) => ({
      status: 'success' as const,
      remark: 'ring_session_created' as const,
      message: 'Ring session created.',
      data: await createRing(ctx, currentUser(req), req.body, req.log),
    }),
  });

  r.get('/ring-sessions/:id', {
    schema: { tags, params: IdParam, response: { 200: RingSessionResponse } },
    onRequest: requireMember,
    handler: async (req) => ok(await getRing(ctx, currentUser(req), sessionId(req.params.id))),
  });

  r.get('/ring-sessions/:id/participants', {
    schema: { tags, params: IdParam, response: { 200: RingParticipantsResponse } },
    onRequest: requireMember,
    handler: async (req) =>
      ok({ participants: await ringParticipants(ctx, currentUser(req), sessionId(req.params.id)) }),
  });

  r.post('/ring-sessions/:id/join', {
    schema: { tags, params: IdParam, response: { 200: RingSessionResponse } },
    onRequest: requireMember,
    handler: async (req) =>
      ok(await joinRing(ctx, currentUser(req), sessionId(req.params.id)), 'Joined the ring.'),
  });

  r.post('/ring-sessions/:id/start', {
    schema: { tags, params: IdParam, response: { 200: RingSessionResponse } },
    onRequest: requireMember,
    handler: async (req) =>
      ok(await startRing(ctx, currentUser(req), sessionId(req.params.id)), 'The ring has started.'),
  });

  r.get('/ring-sessions/:id/questions', {
    schema: { tags, params: IdParam, response: { 200: RingQuestionsResponse } },
    onRequest: requireMember,
    handler: async (req) => ok(await ringQuestions(ctx, currentUser(req), sessionId(req.params.id))),
  });

  r.post('/ring-sessions/:id/answer', {
    schema: { tags, params: IdParam, body: RingAnswerBody, response: { 200: RingAnswerResponse } },
    onRequest: requireMember,
    handler: async (req) => {
      const result = await submitAnswer(ctx, currentUser(req), sessionId(req.params.id), req.body, {
        excludeSocketId: socketIdOf(req),
      });
      return ok(result, result.is_correct ? 'Correct!' : 'Not quite.');
    },
  });

  r.get('/ring-sessions/:id/leaderboard', {
    schema: { tags, params: IdParam, response: { 200: RingLeaderboardResponse } },
    onRequest: requireMember,
    handler: async (req) => ok(await ringLeaderboard(ctx, currentUser(req), sessionId(req.params.id))),
  });

  r.get('/ring-sessions/:id/status', {
    schema: { tags, params: IdParam, response: { 200: RingStatusResponse } },
    onRequest: requireMember,
    handler: async (req) => ok(await ringStatus(ctx, currentUser(req), sessionId(req.params.id))),
  });
};
