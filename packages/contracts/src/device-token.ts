import { z } from 'zod';
import { successEnvelope } from './envelope.ts';

/** `token` is the browser's PushSubscription serialised as JSON. */
export const DeviceTokenBody = z.strictObject({
  token: z.string().min(1, 'The token field is required.').max(4096),
  is_app: z.union([z.boolean(), z.literal(0), z.literal(1)]),
  from_api: z.union([z.boolean(), z.literal(0), z.literal(1)]),
  platform: z.literal('web', { message: "The platform must be 'web'." }),
});
export type DeviceTokenBody = z.infer<typeof DeviceTokenBody>;
export const DeviceTokenResponse = successEnvelope(z.object({ saved: z.literal(true) }));

// DELETE /device-tokens: the signed-in student's subscription with this endpoint stops receiving their pushes.
export const DeviceTokenDeleteBody = z.strictObject({
  endpoint: z.string().min(1, 'The endpoint field is required.').max(2048),
});
export type DeviceTokenDeleteBody = z.infer<typeof DeviceTokenDeleteBody>;
export const DeviceTokenDeleteResponse = successEnvelope(z.object({ removed: z.literal(true) }));
