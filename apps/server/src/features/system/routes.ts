import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PublicConfigResponse, SmsOutboxResponse } from '@quizring/contracts';
import { ok } from '../../lib/envelope.ts';
import { ConsoleSmsProvider } from '../../platform/sms.ts';
import { publicConfig } from './public-config.ts';
import { pingDatabase } from './repository.ts';

export const systemRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get('/config', {
    schema: { tags: ['system'], response: { 200: PublicConfigResponse } },
    handler: async () => ok(publicConfig(ctx)),
  });

  // For load balancers and uptime checks: 200 only while the database answers, else the 503 of the error handler.
  r.get('/health', {
    schema: { tags: ['system'] },
    handler: async () => {
      await pingDatabase(ctx.db);
      return ok({ ok: true, database: ctx.dialect });
    },
  });

  // The console SMS provider's outbox, for trying the OTP flow locally and for end-to-end tests.
  const sms = ctx.sms;
  if (ctx.config.devSurfaces && sms instanceof ConsoleSmsProvider) {
    r.get('/dev/sms-outbox', {
      schema: { tags: ['development'], response: { 200: SmsOutboxResponse } },
      handler: async () => ok({ messages: sms.messages() }),
    });
  }
};
