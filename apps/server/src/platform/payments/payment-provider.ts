// The payment provider behind membership purchases: Razorpay (official SDK) or the local sandbox, which makes
// Razorpay-shaped orders and signs checkout results and webhooks the same way with a local secret.
import Razorpay from 'razorpay';
import { randomInt } from 'node:crypto';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { hmacSha256, safeEqual } from '../../lib/crypto.ts';
import { resolveSandboxSecret } from './sandbox-secret.ts';

export type CreateOrderInput = {
  amount: number;
  currency: string;
  receipt: string;
  notes: Record<string, string>;
};

export interface PaymentProvider {
  readonly name: 'razorpay' | 'sandbox';
  /** The public key id the browser checkout is opened with. */
  readonly keyId: string;
  createOrder(input: CreateOrderInput): Promise<{ id: string }>;
  /** Razorpay Checkout's signature: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
  verifyCheckoutSignature(orderId: string, paymentId: string, signature: string): boolean;
  /** Whether a webhook secret is configured: without one every webhook call is refused. */
  readonly acceptsWebhooks: boolean;
  /** X-Razorpay-Signature: HMAC-SHA256 of the raw request body with the webhook secret. */
  verifyWebhookSignature(rawBody: Buffer, signature: string): boolean;
}

/** The provider could not be reached or refused a call; safe to retry, details are for the logs only. */
export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError';
}

export function checkoutSignature(secret: string, orderId: string, paymentId: string): string {
  return hmacSha256(secret, `${orderId}|${paymentId}`);
}

/** Constant-time comparison of a received hex signature with the expected one. */
function signatureMatches(expected: string, received: string): boolean {
  return safeEqual(expected, received.trim().toLowerCase());
}

/** The part of the Razorpay SDK we use, so tests can hand in an instance pointed elsewhere. */
export type RazorpayOrdersClient = {
  orders: { create(params: CreateOrderInput): Promise<{ id: string }> };
};

export class RazorpayPaymentProvider implements PaymentProvider {
  readonly name = 'razorpay' as const;
  readonly keyId: string;
  private readonly keySecret: string;
  private readonly webhookSecret: string | undefined;
  private readonly client: RazorpayOrdersClient;

  constructor(opts: {
    keyId: string;
    keySecret: string;
    webhookSecret?: string;
    client?: RazorpayOrdersClient;
  }) {
    this.keyId = opts.keyId;
    this.keySecret = opts.keySecret;
    this.webhookSecret = opts.webhookSecret;
    this.client = opts.client ?? new Razorpay({ key_id: opts.keyId, key_secret: opts.keySecret });
  }

  get acceptsWebhooks(): boolean {
    return Boolean(this.webhookSecret);
  }

  async createOrder(input: CreateOrderInput): Promise<{ id: string }> {
    try {
      const order = await this.client.orders.create(input);
      return { id: order.id };
    } catch (err) {
      // The SDK rejects with plain { statusCode, error } objects: give callers a real Error to log.
      throw new PaymentProviderError(describeSdkError(err));
    }
  }

  verifyCheckoutSignature(orderId: string, paymentId: string, signature: string): boolean {
    return signatureMatches(checkoutSignature(this.keySecret, orderId, paymentId), signature);
  }

  verifyWebhookSignature(rawBody: Buffer, signature: string): boolean {
    // Without a configured webhook secret nothing can be trusted: every call is refused.
    if (!this.webhookSecret) return false;
    return signatureMatches(hmacSha256(this.webhookSecret, rawBody), signature);
  }
}

function describeSdkError(err: unknown): string {
  const e = err as { statusCode?: unknown; error?: { code?: unknown; description?: unknown } } | null;
  const parts = [e?.statusCode, e?.error?.code, e?.error?.description].filter(
    (p) => p !== undefined && p !== null,
  );
  return parts.length ? `payment provider: ${parts.map(String).join(' ')}` : 'payment provider unreachable';
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Razorpay-style ids: a prefix and 14 base-62 characters. */
export function providerStyleId(prefix: 'order' | 'pay'): string {
  let out = '';
  for (let i = 0; i < 14; i++) out += ID_ALPHABET[randomInt(0, ID_ALPHABET.length)];
  return `${prefix}_${out}`;
}

export const SANDBOX_KEY_ID = 'rzp_test_sandbox';

export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly keyId = SANDBOX_KEY_ID;
  private readonly secret: string;
  // Never the checkout secret: a webhook is a call from the provider's servers, proven by a secret of its own.
  private readonly webhookSecret: string | undefined;

  constructor(opts: { secret: string; webhookSecret?: string }) {
    this.secret = opts.secret;
    this.webhookSecret = opts.webhookSecret;
  }

  get acceptsWebhooks(): boolean {
    return Boolean(this.webhookSecret);
  }

  async createOrder(): Promise<{ id: string }> {
    return { id: providerStyleId('order') };
  }

  /** What Razorpay Checkout hands the page after a successful payment; the sandbox pay call returns it. */
  completePayment(orderId: string) {
    const paymentId = providerStyleId('pay');
    return {
      razorpay_payment_id: paymentId,
      razorpay_order_id: orderId,
      razorpay_signature: checkoutSignature(this.secret, orderId, paymentId),
    };
  }

  verifyCheckoutSignature(orderId: string, paymentId: string, signature: string): boolean {
    return signatureMatches(checkoutSignature(this.secret, orderId, paymentId), signature);
  }

  verifyWebhookSignature(rawBody: Buffer, signature: string): boolean {
    if (!this.webhookSecret) return false;
    return signatureMatches(hmacSha256(this.webhookSecret, rawBody), signature);
  }
}

export async function createPaymentProvider(config: AppConfig, db: Db): Promise<PaymentProvider> {
  const { payment } = config;
  if (payment.provider === 'razorpay') {
    return new RazorpayPaymentProvider({
      keyId: payment.razorpay.keyId!,
      keySecret: payment.razorpay.keySecret!,
      webhookSecret: payment.razorpay.webhookSecret,
    });
  }
  return new SandboxPaymentProvider({
    secret: await resolveSandboxSecret(config, db),
    webhookSecret: payment.razorpay.webhookSecret,
  });
}
