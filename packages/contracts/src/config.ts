import { z } from 'zod';
import { successEnvelope } from './envelope.ts';

/** GET /api/config — everything the web app needs at start, so one build serves every deployment. */
export const PublicConfig = z.object({
  app_name: z.string(),
  realtime: z.object({
    key: z.string(),
    host: z.string(),
    port: z.number().int(),
    tls: z.boolean(),
    cluster: z.string(),
  }),
  payment: z.object({ provider: z.enum(['sandbox', 'razorpay']), checkout_script_url: z.string() }),
  push: z.object({ vapid_public_key: z.string() }),
  profile_image_base: z.string(),
  demo: z.boolean(),
});
export type PublicConfig = z.infer<typeof PublicConfig>;
export const PublicConfigResponse = successEnvelope(PublicConfig);

// GET /api/dev/sms-outbox (console SMS provider, non-production only)
export const SmsOutboxMessage = z.object({
  mobile: z.string(),
  dial_code: z.string(),
  code: z.string(),
  created_at: z.string(),
});
export type SmsOutboxMessage = z.infer<typeof SmsOutboxMessage>;
export const SmsOutboxResponse = successEnvelope(z.object({ messages: z.array(SmsOutboxMessage) }));
