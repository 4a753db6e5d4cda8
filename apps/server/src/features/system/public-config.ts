import type { PublicConfig } from '@quizring/contracts';
import type { AppConfig } from '../../config.ts';
import type { AppContext } from '../../context.ts';

export const PROFILE_IMAGE_BASE = '/media/avatars/';
export const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';
export const SANDBOX_CHECKOUT_URL = '/checkout/sandbox.js';

/** Where pusher-js connects for a Pusher Channels cluster (its own default for `cluster`). */
export const pusherChannelsSocketHost = (cluster: string) => `ws-${cluster}.pusher.com`;

/**
 * Where the browser's realtime socket connects: null for the embedded server (the page's own host and port).
 * Pusher Channels (no PUSHER_HOST) has its cluster's socket host, which the browser must be told.
 */
export function browserRealtimeSocket(
  rt: AppConfig['realtime'],
): { host: string; port: number; tls: boolean } | null {
  if (rt.provider === 'embedded') return null;
  return { host: rt.host ?? pusherChannelsSocketHost(rt.cluster), port: rt.port ?? 443, tls: rt.tls ?? true };
}

export function publicConfig(ctx: AppContext): PublicConfig {
  const { config } = ctx;
  const rt = config.realtime;
  const socket = browserRealtimeSocket(rt);
  return {
    app_name: 'QuizRing',
    realtime: {
      key: rt.key,
      // Empty host and port 0 mean "the page's own host and port" (the embedded server).
      host: socket?.host ?? '',
      port: socket?.port ?? 0,
      tls: socket?.tls ?? rt.tls ?? false,
      cluster: rt.cluster,
    },
    payment: {
      provider: ctx.payments.name,
      checkout_script_url: ctx.payments.name === 'razorpay' ? RAZORPAY_CHECKOUT_URL : SANDBOX_CHECKOUT_URL,
    },
    push: { vapid_public_key: ctx.push.publicKey },
    profile_image_base: PROFILE_IMAGE_BASE,
    demo: !config.isProduction,
  };
}
