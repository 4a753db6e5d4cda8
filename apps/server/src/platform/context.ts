import type { Redis } from 'ioredis';
import type { AppConfig } from '../config.ts';
import type { Db, DbDialect } from '../db/database.ts';
import type { ChangeFeed } from '../read-model/change-feed.ts';
import type { Clock } from '../lib/clock.ts';
import type { SmsProvider } from './sms.ts';
import type { PaymentProvider } from './payments/payment-provider.ts';
import type { PushService } from './push/push-service.ts';
import type { RealtimePublisher } from './realtime/publisher.ts';

/** Everything a feature needs from the outside world, built once in app.ts. */
export interface AppContext {
  config: AppConfig;
  db: Db;
  dialect: DbDialect;
  clock: Clock;
  sms: SmsProvider;
  payments: PaymentProvider;
  push: PushService;
  realtime: RealtimePublisher;
  /** What changed, for the reads served from memory (read-model/change-feed.ts). */
  changes: ChangeFeed;
  /** Where throttles count when every instance must see the same counts (REDIS_URL); unset: in memory. */
  redis: Redis | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
