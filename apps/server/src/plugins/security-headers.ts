// Every answer, page or API, carries a Content-Security-Policy that allows only what the web app loads, and the
// headers that stop content sniffing, framing and the page's address leaking (@fastify/helmet). The policy follows
// the configuration: Razorpay's checkout when it is the payment provider, the Pusher host when realtime is there.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { PaymentProvider } from '../platform/payments/payment-provider.ts';
import { browserRealtimeSocket } from '../platform/realtime/socket-address.ts';

type Directives = Record<string, string[]>;

/** What checkout.js loads into the page: its own scripts, the payment frame, its logging calls, its images. */
const RAZORPAY = {
  script: ['https://checkout.razorpay.com', 'https://cdn.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: [
    'https://api.razorpay.com',
    'https://lumberjack.razorpay.com',
    'https://lumberjack-metrics.razorpay.com',
  ],
  img: ['https://cdn.razorpay.com'],
};

/** The sockets of a Pusher-compatible cluster; the page's own host ('self') serves the embedded server. */
function realtimeSources(rt: AppConfig['realtime']): string[] {
  const socket = browserRealtimeSocket(rt);
  if (!socket) return [];
  const at = (scheme: 'ws' | 'wss') => {
    const isDefaultPort = socket.port === (scheme === 'wss' ? 443 : 80);
    return `${scheme}://${socket.host}${isDefaultPort ? '' : `:${socket.port}`}`;
  };
  // Without TLS the browser still uses wss from an https page (apps/web/src/lib/realtime.ts).
  return socket.tls ? [at('wss')] : [at('ws'), at('wss')];
}

export function contentSecurityPolicy(config: AppConfig, payments: PaymentProvider['name']): Directives {
  const razorpay = payments === 'razorpay';
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // The sandbox's checkout script is served by the app itself (/checkout/sandbox.js).
    'script-src': ["'self'", ...(razorpay ? RAZORPAY.script : [])],
    'script-src-attr': ["'none'"],
    // Inline styles: the toast library writes a <style> element, the legal pages and the sandbox checkout style
    // their own elements. Styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    // KaTeX's fonts (formulas, decision 0021) are files of the built app: nothing from elsewhere.
    'font-src': ["'self'"],
    // data: for inlined icons and questions' figures (SVG as an image), blob: for the preview of an avatar before
    // it is uploaded.
    'img-src': ["'self'", 'data:', 'blob:', ...(razorpay ? RAZORPAY.img : [])],
    // 'self' covers the page's own ws:// and wss:// (the embedded realtime server).
    'connect-src': ["'self'", ...realtimeSources(config.realtime), ...(razorpay ? RAZORPAY.connect : [])],
    'frame-src': razorpay ? RAZORPAY.frame : ["'none'"],
    'worker-src': ["'self'"],
  };
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: AppConfig,
  payments: PaymentProvider['name'],
) {
  await app.register(helmet, {
    // No helmet defaults: upgrade-insecure-requests would break the app served over plain http (npm start).
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config, payments) },
    // Razorpay opens some payment methods (netbanking, wallets) in pop-ups that report back to the page.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Only the origin ever leaves the page, never its path.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Browsers heed it over https only; the app's host alone, not other names under its domain.
    strictTransportSecurity: { maxAge: 180 * 24 * 60 * 60, includeSubDomains: false },
    xFrameOptions: { action: 'deny' },
  });
}
