// All configuration, read once from the environment and validated here (see the README's table).
import { z } from 'zod';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** The push services of Chrome (FCM), Firefox (autopush), Safari (Apple) and Edge on Windows (WNS). */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  '*.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
];
const HOST_PATTERN = /^(\*\.)?([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z0-9-]+$/;
const hostList = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  )
  .refine((hosts) => hosts.every((h) => HOST_PATTERN.test(h)), {
    message: 'a comma-separated list of host names, each may start with "*." (any name under it)',
  });

const EnvSchema = z.object({
  APP_MODE: z.enum(['demo', 'production']).default('demo'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  CONTENT_DIR: z.string().optional(),
  SERVE_WEB: bool.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool.default(false),
  APP_TIMEZONE: z.string().default('Asia/Kolkata'),
  TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SEED_DEMO: bool.optional(),
  DEMO_PLAYERS: bool.optional(),
  REDIS_URL: z.string().optional(),
  RATE_LIMIT_SCALE: z.coerce.number().positive().max(1000).default(1),
  ALLOW_DEV_PROVIDERS_IN_PRODUCTION: bool.default(false),
  // SMS
  SMS_PROVIDER: z.enum(['console', 'twilio']).default('console'),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM_NUMBER: z.string().optional(),
  TWILIO_API_BASE: z.string().url().default('https://api.twilio.com'),
  // Payments
  PAYMENT_PROVIDER: z.enum(['sandbox', 'razorpay']).optional(),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  SANDBOX_PAYMENT_SECRET: z.string().min(16).optional(),
  // Web push
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().default('mailto:support@quizring.local'),
  PUSH_SERVICE_HOSTS: hostList.optional(),
  // Realtime
  REALTIME_PROVIDER: z.enum(['embedded', 'pusher']).default('embedded'),
  PUSHER_APP_ID: z.string().default('quizring'),
  PUSHER_KEY: z.string().default('quizring-key'),
  PUSHER_SECRET: z.string().optional(),
  PUSHER_HOST: z.string().optional(),
  PUSHER_PORT: z.coerce.number().int().optional(),
  PUSHER_TLS: bool.optional(),
  PUSHER_CLUSTER: z.string().default('ap2'),
  REALTIME_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(50),
  REALTIME_CONNECTIONS_PER_STUDENT: z.coerce.number().int().min(1).max(1000).default(10),
  // The Ring
  RING_COOLDOWN_SECONDS: z.coerce.number().int().min(0).max(86_400).default(180),
});

export type AppConfig = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.APP_MODE === 'production';
  const dataDir = path.resolve(e.DATA_DIR);
  const paymentProvider =
    e.PAYMENT_PROVIDER ?? (e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET ? 'razorpay' : 'sandbox');

  const config = {
    isProduction,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? `sqlite:${path.join(dataDir, 'quizring.db')}`,
    /** The content pack imported on start; unset: content/default of the repository. */
    contentDir: e.CONTENT_DIR ? path.resolve(e.CONTENT_DIR) : undefined,
    /** Serve the built web app; off: the API and realtime only (an API-only instance, the server's own tests). */
    serveWeb: e.SERVE_WEB,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    timezone: e.APP_TIMEZONE,
    tokenTtlMs: e.TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000,
    seedDemo: e.SEED_DEMO ?? !isProduction,
    /** The seeded demo friends join and play Rings they are invited to (never in production). */
    demoPlayers: !isProduction && (e.DEMO_PLAYERS ?? true),
    redisUrl: e.REDIS_URL,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    sms: {
      provider: e.SMS_PROVIDER,
      twilio: {
        accountSid: e.TWILIO_ACCOUNT_SID,
        authToken: e.TWILIO_AUTH_TOKEN,
        from: e.TWILIO_FROM_NUMBER,
        apiBase: e.TWILIO_API_BASE,
      },
    },
    payment: {
      provider: paymentProvider,
      razorpay: {
        keyId: e.RAZORPAY_KEY_ID,
        keySecret: e.RAZORPAY_KEY_SECRET,
        webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
      },
      // The sandbox signs checkout results like Razorpay does, with a secret of its own; unset, one is generated once
      // and kept in the database (membership/sandbox-secret.ts). Webhooks never use it.
      sandboxSecret: e.SANDBOX_PAYMENT_SECRET,
    },
    push: {
      publicKey: e.VAPID_PUBLIC_KEY,
      privateKey: e.VAPID_PRIVATE_KEY,
      subject: e.VAPID_SUBJECT,
      /** Where subscriptions may point (push/push-endpoint.ts); unset or empty: the browsers' own services. */
      serviceHosts: e.PUSH_SERVICE_HOSTS?.length ? e.PUSH_SERVICE_HOSTS : DEFAULT_PUSH_SERVICE_HOSTS,
    },
    realtime: {
      provider: e.REALTIME_PROVIDER,
      appId: e.PUSHER_APP_ID,
      key: e.PUSHER_KEY,
      // Embedded without a configured secret: a fresh one per start (the server and its signer share the process).
      secret: e.PUSHER_SECRET ?? randomBytes(32).toString('hex'),
      host: e.PUSHER_HOST,
      port: e.PUSHER_PORT,
      tls: e.PUSHER_TLS,
      cluster: e.PUSHER_CLUSTER,
      /** The embedded server's caps on open sockets (a school shares one address); RATE_LIMIT_SCALE multiplies them. */
      connectionsPerAddress: e.REALTIME_CONNECTIONS_PER_ADDRESS,
      connectionsPerStudent: e.REALTIME_CONNECTIONS_PER_STUDENT,
    },
    ring: {
      /** How long after creating a ring its host must wait before creating another. */
      cooldownSeconds: e.RING_COOLDOWN_SECONDS,
    },
    /** Dev-only surfaces (sandbox payments, console SMS outbox) are on only outside production. */
    devSurfaces: !isProduction,
  } as const;

  if (isProduction && !e.ALLOW_DEV_PROVIDERS_IN_PRODUCTION) {
    const problems: string[] = [];
    if (config.payment.provider === 'sandbox')
      problems.push('PAYMENT_PROVIDER is sandbox: configure RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET');
    if (config.sms.provider === 'console')
      problems.push('SMS_PROVIDER is console: configure a real SMS gateway');
    if (problems.length)
      throw new Error(
        `Refusing to start in production mode with development providers:\n  ${problems.join('\n  ')}\n` +
          'Set ALLOW_DEV_PROVIDERS_IN_PRODUCTION=true to override deliberately.',
      );
  }
  if (config.payment.provider === 'razorpay' && !(e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET))
    throw new Error('PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET');
  if (
    config.sms.provider === 'twilio' &&
    !(e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM_NUMBER)
  )
    throw new Error('SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM_NUMBER');
  if (config.realtime.provider === 'pusher' && !e.PUSHER_SECRET)
    throw new Error('REALTIME_PROVIDER=pusher needs PUSHER_APP_ID, PUSHER_KEY and PUSHER_SECRET');
  return config;
}
