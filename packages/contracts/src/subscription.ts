import { z } from 'zod';
import { PLAN_ID } from './constants.ts';
import { successEnvelope } from './envelope.ts';

export const SubscriptionStatusData = z.object({
  membership: z.boolean(),
  expiry_date: z.string().nullable(),
  plan: z.string().nullable(),
  platform: z.string().nullable(),
});
export type SubscriptionStatusData = z.infer<typeof SubscriptionStatusData>;
export const SubscriptionStatusResponse = successEnvelope(SubscriptionStatusData);

export const SubscriptionHistoryEntry = z.object({
  /** The plan id ('yearly'): the product bought. */
  product_id: z.string(),
  /** The payment provider's order id, to quote to support. */
  order_id: z.string(),
  plan: z.string(),
  platform: z.string(),
  purchase_date: z.string(),
  expires_date: z.string().nullable(),
  /** active, expired, or the order's own state (created, failed, …). */
  status: z.string(),
});
export type SubscriptionHistoryEntry = z.infer<typeof SubscriptionHistoryEntry>;
export const SubscriptionDetailData = SubscriptionStatusData.extend({
  history: z.array(SubscriptionHistoryEntry),
});
export type SubscriptionDetailData = z.infer<typeof SubscriptionDetailData>;
export const SubscriptionDetailResponse = successEnvelope(SubscriptionDetailData);

// POST /subscriptions/create-order
export const CreateOrderBody = z.strictObject({
  plan: z.literal(PLAN_ID, { message: "The plan must be 'yearly'." }),
});
export const OrderData = z.object({
  razorpay_key: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  description: z.string(),
  order_id: z.string(),
});
export type OrderData = z.infer<typeof OrderData>;
export const CreateOrderResponse = successEnvelope(OrderData);

// POST /subscriptions/verify-razorpay — the checkout's handler result.
export const CheckoutResult = z.strictObject({
  razorpay_payment_id: z.string().min(1).max(64),
  razorpay_order_id: z.string().min(1).max(64),
  razorpay_signature: z.string().min(1).max(256),
});
export type CheckoutResult = z.infer<typeof CheckoutResult>;
export const VerifyPaymentResponse = successEnvelope(
  z.object({ expiry_date: z.string(), membership: z.literal(true) }),
);

// POST /api/sandbox/pay (sandbox provider only)
export const SandboxPayBody = z.strictObject({ order_id: z.string().min(1).max(64) });
export const SandboxPayResponse = successEnvelope(CheckoutResult);

// POST /api/subscriptions/webhook (the payment provider's server-to-server events)
export const PaymentWebhookResponse = successEnvelope(z.object({ handled: z.boolean() }));
