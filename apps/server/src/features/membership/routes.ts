import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CacheBusterQuery,
  CheckoutResult,
  CreateOrderBody,
  CreateOrderResponse,
  PaymentWebhookResponse,
  SandboxPayBody,
  SandboxPayResponse,
  SubscriptionDetailResponse,
  SubscriptionStatusResponse,
  VerifyPaymentResponse,
} from '@quizring/contracts';
import { ok } from '../../lib/envelope.ts';
import { RATE_LIMITS } from '../../lib/rate-limits.ts';
import { AppError } from '../../lib/errors.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { PaymentProviderError, SandboxPaymentProvider } from '../../platform/payments/payment-provider.ts';
import * as membership from './service.ts';

export const membershipRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get('/subscriptions/status', {
    schema: {
      tags: ['membership'],
      querystring: CacheBusterQuery,
      response: { 200: SubscriptionStatusResponse },
    },
    onRequest: requireUser,
    handler: async (req) =>
      ok(await membership.membershipStatus(ctx, currentUser(req).id), 'Subscription status.'),
  });

  r.get('/subscriptions/detail', {
    schema: { tags: ['membership'], response: { 200: SubscriptionDetailResponse } },
    onRequest: requireUser,
    handler: async (req) =>
      ok(await membership.membershipDetail(ctx, currentUser(req).id), 'Subscription details.'),
  });

  r.post('/subscriptions/create-order', {
    schema: { tags: ['membership'], body: CreateOrderBody, response: { 200: CreateOrderResponse } },
    onRequest: requireUser,
    config: { rateLimit: RATE_LIMITS.order },
    handler: async (req) => {
      try {
        return ok(await membership.createOrder(ctx, currentUser(req)), 'Order created.');
      } catch (err) {
        if (!(err instanceof PaymentProviderError)) throw err;
        req.log.error({ err }, 'payment provider refused to create an order');
        throw new AppError(502, 'The payment provider could not create the order. Please try again.');
      }
    },
  });

  r.post('/subscriptions/verify-razorpay', {
    schema: { tags: ['membership'], body: CheckoutResult, response: { 200: VerifyPaymentResponse } },
    onRequest: requireUser,
    handler: async (req) =>
      ok(
        await membership.verifyCheckout(ctx, currentUser(req), req.body),
        'Payment verified. Membership active.',
      ),
  });

  // The webhook signs the exact bytes it sent, so this route keeps the raw body: its own JSON parser, scoped to
  // this encapsulated plugin, hands the handler a Buffer and the service parses it after checking the signature.
  await app.register(async (hook) => {
    hook.removeAllContentTypeParsers();
    hook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );
    if (ctx.payments.name === 'razorpay' && !ctx.payments.acceptsWebhooks)
      hook.log.warn('RAZORPAY_WEBHOOK_SECRET is not set: the payment webhook refuses every call');
    hook.withTypeProvider<ZodTypeProvider>().post('/subscriptions/webhook', {
      schema: { tags: ['membership'], response: { 200: PaymentWebhookResponse } },
      handler: async (req) => {
        const header = (name: string) => {
          const v = req.headers[name];
          return typeof v === 'string' && v.length <= 256 ? v : undefined;
        };
        const outcome = await membership.handleWebhook(ctx, {
          rawBody: Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0),
          signature: header('x-razorpay-signature'),
          eventId: header('x-razorpay-event-id'),
        });
        return ok({ handled: outcome.handled }, outcome.message);
      },
    });
  });

  // The sandbox stands in for Razorpay's servers: it "takes" the payment and signs the checkout result.
  const sandbox = ctx.payments;
  if (sandbox instanceof SandboxPaymentProvider) {
    r.post('/sandbox/pay', {
      schema: { tags: ['development'], body: SandboxPayBody, response: { 200: SandboxPayResponse } },
      onRequest: requireUser,
      config: { rateLimit: RATE_LIMITS.order },
      handler: async (req) =>
        ok(
          await membership.sandboxPay(ctx, sandbox, currentUser(req), req.body.order_id),
          'Sandbox payment done.',
        ),
    });
  }
};
