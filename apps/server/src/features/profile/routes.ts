import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CacheBusterQuery,
  ProfileCompletionBody,
  ProfileSettingBody,
  UsernameAvailabilityQuery,
  UsernameAvailabilityResponse,
  UserResponse,
} from '@quizring/contracts';
import { ok } from '../../lib/envelope.ts';
import { RATE_LIMITS } from '../../lib/rate-limits.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { toUserDto } from '../../shared/users.ts';
import * as profile from './service.ts';

export const profileRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get('/check-username-availability', {
    schema: {
      tags: ['profile'],
      querystring: UsernameAvailabilityQuery,
      response: { 200: UsernameAvailabilityResponse },
    },
    onRequest: requireUser,
    config: { rateLimit: RATE_LIMITS.usernameCheck },
    handler: async (req) => {
      const { available, message } = await profile.usernameAvailability(
        ctx,
        req.query.username,
        currentUser(req),
      );
      return ok({ available }, message);
    },
  });

  r.post('/profile-completion', {
    schema: { tags: ['profile'], body: ProfileCompletionBody, response: { 200: UserResponse } },
    onRequest: requireUser,
    handler: async (req) =>
      ok({ user: await profile.completeProfile(ctx, currentUser(req), req.body) }, 'Profile completed.'),
  });

  r.get('/user-info', {
    schema: { tags: ['profile'], querystring: CacheBusterQuery, response: { 200: UserResponse } },
    onRequest: requireUser,
    handler: async (req) => ok({ user: toUserDto(currentUser(req)) }),
  });

  r.post('/profile-setting', {
    schema: { tags: ['profile'], body: ProfileSettingBody, response: { 200: UserResponse } },
    onRequest: requireUser,
    handler: async (req) =>
      ok({ user: await profile.updateProfile(ctx, currentUser(req), req.body) }, 'Profile updated.'),
  });
};
