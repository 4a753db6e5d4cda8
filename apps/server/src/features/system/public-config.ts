import type { PublicConfig } from '@quizring/contracts';
import type { AppContext } from '../../platform/context.ts';
import { browserRealtimeSocket } from '../../platform/realtime/socket-address.ts';
import {
  PROFILE_IMAGE_BASE,
  RAZORPAY_CHECKOUT_URL,
  SANDBOX_CHECKOUT_URL,
} from '../../shared/public-paths.ts';

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
