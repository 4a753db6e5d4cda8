import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DeviceTokenBody,
  DeviceTokenDeleteBody,
  DeviceTokenDeleteResponse,
  DeviceTokenResponse,
} from '@quizring/contracts';
import { ok } from '../../lib/envelope.ts';
import { RATE_LIMITS } from '../../lib/rate-limits.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { removeDeviceToken, saveDeviceToken } from './service.ts';

export const pushRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.post('/device-tokens', {
    schema: { tags: ['push'], body: DeviceTokenBody, response: { 200: DeviceTokenResponse } },
    onRequest: requireUser,
    config: { rateLimit: RATE_LIMITS.deviceToken },
    handler: async (req) => {
      await saveDeviceToken(ctx, currentUser(req).id, req.body);
      return ok({ saved: true as const }, 'Device token saved.');
    },
  });

  // The endpoint travels in the body, not the URL: it names the browser's subscription and URLs reach the logs.
  r.delete('/device-tokens', {
    schema: { tags: ['push'], body: DeviceTokenDeleteBody, response: { 200: DeviceTokenDeleteResponse } },
    onRequest: requireUser,
    config: { rateLimit: RATE_LIMITS.deviceToken },
    handler: async (req) => {
      await removeDeviceToken(ctx, currentUser(req).id, req.body.endpoint);
      return ok({ removed: true as const }, 'Device token removed.');
    },
  });
};
