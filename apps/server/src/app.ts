// Composition, in the order of Fastify's own demo: infrastructure plugins, then app plugins, then routes.
import Fastify from 'fastify';
import type { FastifyInstance, RouteOptions } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { Redis } from 'ioredis';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { AppContext } from './platform/context.ts';
import { createDb, dialectOf, migrateToLatest } from './db/database.ts';
import type { Db } from './db/database.ts';
import { changeFeedOf } from './read-model/change-feed.ts';
import { listenForChanges } from './read-model/change-listener.ts';
import { systemClock } from './lib/clock.ts';
import type { Clock } from './lib/clock.ts';
import { throttled } from './lib/errors.ts';
import { refuseNulCharacters } from './plugins/text-guard.ts';
import {
  answerFrameworkError,
  registerErrorHandler,
  RETRY_AFTER_SECONDS,
  SERVICE_UNAVAILABLE,
} from './plugins/error-handler.ts';
import { errorBody } from './lib/envelope.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { announceWrite } from './plugins/auth.ts';
import { countStudentReads } from './plugins/student-reads.ts';
import { ConsoleSmsProvider, TwilioSmsProvider } from './platform/sms.ts';
import type { SmsProvider } from './platform/sms.ts';
import { accountRoutes } from './features/accounts/routes.ts';
import { profileRoutes } from './features/profile/routes.ts';
import { learningRoutes } from './features/learning/routes.ts';
import { progressRoutes } from './features/progress/routes.ts';
import { careerRoutes } from './features/careers/routes.ts';
import { systemRoutes } from './features/system/routes.ts';
import { createPaymentProvider } from './platform/payments/payment-provider.ts';
import type { PaymentProvider } from './platform/payments/payment-provider.ts';
import { membershipRoutes } from './features/membership/routes.ts';
import { checkoutScriptRoutes } from './features/membership/checkout-script.ts';
import { PushService } from './platform/push/push-service.ts';
import type { PushTransport } from './platform/push/push-service.ts';
import { PushEndpoints } from './platform/push/push-endpoint.ts';
import type { ResolveHost } from './platform/push/push-endpoint.ts';
import { resolveVapidKeys } from './platform/push/vapid-keys.ts';
import { pushRoutes } from './features/push/routes.ts';
import type { RealtimePublisher } from './platform/realtime/publisher.ts';
import { createRealtimePublisher } from './platform/realtime/sdk-publisher.ts';
import { embeddedRealtime } from './platform/realtime/embedded-plugin.ts';
import type { EmbeddedRealtimeOptions } from './platform/realtime/embedded-plugin.ts';
import { broadcastingAuthRoutes } from './features/realtime/auth-routes.ts';
import { avatarRoutes } from './features/avatars/routes.ts';
import { avatarMediaRoutes } from './features/avatars/media-routes.ts';
import { friendsRoutes } from './features/friends/routes.ts';
import { ringRoutes } from './features/ring/routes.ts';

export type BuildOptions = {
  config: AppConfig;
  db?: Db;
  clock?: Clock;
  sms?: SmsProvider;
  /** A payment provider to use instead of the configured one (tests). */
  payments?: PaymentProvider;
  /** Delivers web push requests (tests capture them instead of sending). */
  pushTransport?: PushTransport;
  /** Resolves push services' host names instead of DNS (tests: this machine may have no network). */
  resolveHost?: ResolveHost;
  /** A realtime publisher to use instead of the configured one (tests record events with RecordingPublisher). */
  realtime?: RealtimePublisher;
  /** Ping timings of the embedded realtime server (tests shorten them). */
  realtimeServer?: EmbeddedRealtimeOptions;
  /** Serve the built SPA (off in API tests). */
  serveWeb?: boolean;
  /** The built web app's folder, instead of apps/web/dist (tests serve a small one of their own). */
  webDir?: string;
  /** Sees every route as it is registered (the authorization matrix checks that it covers them all). */
  onRoute?: (route: RouteOptions) => void;
  /** Where the log lines go instead of stdout (tests read them to prove secrets never reach the logs). */
  logStream?: { write: (line: string) => void };
};

export const BODY_LIMIT_BYTES = 1024 * 1024;

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Secrets never reach the logs: no auth headers, passwords, codes or payment signatures.
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          '*.password',
          '*.password_confirmation',
          '*.otp',
          '*.razorpay_signature',
        ],
        censor: '[redacted]',
      },
      ...(opts.logStream ? { stream: opts.logStream } : {}),
    },
    bodyLimit: BODY_LIMIT_BYTES,
    frameworkErrors: answerFrameworkError,
    trustProxy: config.trustProxy,
    ajv: undefined,
    // Shutdown (server.ts): idle keep-alive sockets close at once, in-flight requests finish; requests that arrive
    // meanwhile get the envelope's 503 from the hook below rather than Fastify's own body.
    forceCloseConnections: 'idle',
    return503OnClosing: false,
  });
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Before any plugin: an encapsulated plugin (the API docs) keeps the error handler it was registered under.
  registerErrorHandler(app);
  // A student's write (an answer, sign-out, profile, payment) drops what was cached of them (plugins/auth.ts).
  app.addHook('onSend', announceWrite);

  const db = opts.db ?? createDb(config.databaseUrl);
  await migrateToLatest(db);
  const changes = changeFeedOf(db);
  if (dialectOf(config.databaseUrl) === 'postgres') {
    const listener = await listenForChanges(config.databaseUrl, changes, app.log);
    app.addHook('onClose', async () => {
      await listener.stop();
    });
  }
  const sms =
    opts.sms ??
    (config.sms.provider === 'twilio'
      ? new TwilioSmsProvider({
          accountSid: config.sms.twilio.accountSid!,
          authToken: config.sms.twilio.authToken!,
          from: config.sms.twilio.from!,
          apiBase: config.sms.twilio.apiBase,
        })
      : new ConsoleSmsProvider((line) => app.log.info(line)));
  const payments = opts.payments ?? (await createPaymentProvider(config, db));
  const push = new PushService({
    db,
    keys: await resolveVapidKeys(config, db, dialectOf(config.databaseUrl)),
    subject: config.push.subject,
    endpoints: new PushEndpoints(config.push.serviceHosts, opts.resolveHost),
    transport: opts.pushTransport,
    log: app.log,
  });
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  const ctx: AppContext = {
    config,
    db,
    dialect: dialectOf(config.databaseUrl),
    clock: opts.clock ?? systemClock,
    sms,
    payments,
    push,
    realtime: opts.realtime ?? createRealtimePublisher(app, config),
    changes,
    redis,
  };
  app.decorate('ctx', ctx);
  app.decorateRequest('user', null);
  app.decorateRequest('tokenHash', null);
  app.addHook('onClose', async () => {
    if (!opts.db) await db.destroy();
  });

  // First of the request hooks, so every answer carries the headers: pages, assets, the API and its errors.
  await registerSecurityHeaders(app, config, payments.name);

  await app.register(rateLimit, {
    global: false,
    // After body parsing, so throttles can key on the login identifier or the mobile number.
    hook: 'preValidation',
    ...(redis ? { redis } : {}),
    errorResponseBuilder: (_req, context) => throttled(context.ttl),
  });

  await app.register(swagger, {
    openapi: { info: { title: 'QuizRing API', version: '1.0.0' }, servers: [] },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  refuseNulCharacters(app);
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  app.addHook('onRequest', async (_req, reply) => {
    if (!isClosing) return;
    return reply
      .code(503)
      .header('Connection', 'close')
      .header('Retry-After', String(RETRY_AFTER_SECONDS))
      .send(errorBody([SERVICE_UNAVAILABLE]));
  });

  countStudentReads(app);
  await app.register(
    async (api) => {
      await api.register(systemRoutes);
      await api.register(accountRoutes);
      await api.register(profileRoutes);
      await api.register(learningRoutes);
      await api.register(progressRoutes);
      await api.register(careerRoutes);
      await api.register(membershipRoutes);
      await api.register(pushRoutes);
      await api.register(avatarRoutes);
      await api.register(broadcastingAuthRoutes);
      await api.register(friendsRoutes);
      await api.register(ringRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(avatarMediaRoutes);
  await app.register(checkoutScriptRoutes);
  // WebSockets on /app/{key} and Pusher's HTTP API on /apps/{appId}, outside /api and its rate limits.
  if (config.realtime.provider === 'embedded')
    await app.register(embeddedRealtime, opts.realtimeServer ?? {});

  await registerWebApp(app, { serveWeb: opts.serveWeb ?? false, dir: opts.webDir });
  return app;
}
