import type { PublicConfig } from '@quizring/contracts';
import type { AppContext } from '../../context.ts';

export const PROFILE_IMAGE_BASE = '/media/avatars/';
export const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';
export const SANDBOX_CHECKOUT_URL = '/checkout/sandbox.js';

/** Where pusher-js connects for a Pusher Channels cluster (its own default for `cluster`). */
export const pusherChannelsSocketHost = (cluster: string) => `ws-${cluster}.pusher.com`;

export function publicConfig(ctx: AppContext): PublicConfig {
  const { config } = ctx;
  const rt = config.realtime;
  return {
    app_name: 'QuizRing',
    realtime: {
      key: rt.key,
      // Empty host and port 0 mean "the page's own host and port" (the embedded server). Pusher Channels (no
      // PUSHER_HOST) has its cluster's socket host, which the browser must be told: an empty one means the page's.
      host: rt.provider === 'embedded' ? '' : (rt.host ?? pusherChannelsSocketHost(rt.cluster)),
      port: rt.provider === 'embedded' ? 0 : (rt.port ?? 443),
      tls: rt.tls ?? rt.provider === 'pusher',
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
