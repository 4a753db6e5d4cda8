// The device token of the web app is the browser's PushSubscription as JSON; it is checked before it is stored,
// so the sender never meets a subscription it cannot encrypt for.
import { z } from 'zod';
import { unprocessable } from '../../lib/errors.ts';

export const INVALID_SUBSCRIPTION =
  'The token must be a browser push subscription: JSON with an https endpoint and the keys p256dh and auth.';

const base64url = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/)
    .refine((v) => Buffer.from(v, 'base64url').length === bytes);

const Subscription = z.object({
  endpoint: z
    .string()
    .max(2048)
    .refine((v) => URL.canParse(v) && new URL(v).protocol === 'https:'),
  expirationTime: z.number().nullish(),
  keys: z.object({
    // An uncompressed P-256 public key and a 16-byte authentication secret (RFC 8291).
    p256dh: base64url(65),
    auth: base64url(16),
  }),
});

export type PushSubscriptionJson = {
  endpoint: string;
  expirationTime: number | null;
  keys: { p256dh: string; auth: string };
};

export function parsePushSubscription(token: string): PushSubscriptionJson {
  let json: unknown;
  try {
    json = JSON.parse(token);
  } catch {
    throw unprocessable(INVALID_SUBSCRIPTION);
  }
  const parsed = Subscription.safeParse(json);
  if (!parsed.success) throw unprocessable(INVALID_SUBSCRIPTION);
  const { endpoint, expirationTime, keys } = parsed.data;
  return { endpoint, expirationTime: expirationTime ?? null, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}
