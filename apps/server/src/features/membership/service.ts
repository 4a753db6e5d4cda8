// Membership: the yearly plan, its orders, payment verification (checkout and webhook) and activation.
//
// Decisions:
// - Active iff a membership row exists and expiry_date >= now. A purchase adds one calendar year to the later of
//   now and the current expiry, so buying early never loses days.
// - Checkout verification and the webhook both end in `activateOrder`, whose conditional UPDATE lets exactly one
//   caller activate a given order; the rest of the activation happens in the same transaction.
// - History: one entry per order, newest first (the last 50). product_id is the plan id ('yearly'), order_id the
//   provider's order id; status is 'active' for the paid order whose period covers now, 'expired' for a paid order
//   whose period ended, otherwise the order's own status ('created', or 'paid' for a year that starts later).
// - platform is 'web' (where the purchase was made); the provider (razorpay or sandbox) is kept on each order.
// - Referral reward: the first paid order of a referred student gives the referrer 100 coins, once, in the
//   activation transaction (the first activation is the one that creates the membership row).
import { z } from 'zod';
import type {
  CheckoutResult,
  OrderData,
  SubscriptionDetailData,
  SubscriptionHistoryEntry,
  SubscriptionStatusData,
} from '@quizring/contracts';
import { PLAN_CURRENCY, PLAN_DESCRIPTION, PLAN_ID, PLAN_NAME, PLAN_PRICE_INR } from '@quizring/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { Db } from '../../db/database.ts';
import type { OrderRow, UserRow } from '../../db/schema.ts';
import { iso } from '../../lib/clock.ts';
import { randomToken } from '../../lib/crypto.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { SandboxPaymentProvider } from '../../platform/payments/payment-provider.ts';
import * as repo from './repository.ts';

export const PLAN_AMOUNT_PAISE = PLAN_PRICE_INR * 100;
export const MEMBERSHIP_PLATFORM = 'web';
/** Coins the referrer earns when the student they referred pays for the first time. */
export const REFERRAL_PURCHASE_COINS = 100;

const ORDER_NOT_FOUND = 'The order was not found.';
const ALREADY_PAID = 'This order has already been paid.';

export function addOneYear(from: Date): Date {
  const d = new Date(from.getTime());
  d.setUTCFullYear(d.getUTCFullYear() + 1);
  return d;
}

export async function membershipStatus(ctx: AppContext, userId: number): Promise<SubscriptionStatusData> {
  const row = await repo.findMembership(ctx.db, userId);
  if (!row) return { membership: false, expiry_date: null, plan: null, platform: null };
  return {
    membership: row.expiry_date >= iso(ctx.clock.now()),
    expiry_date: row.expiry_date,
    plan: row.plan,
    platform: row.platform,
  };
}

function historyStatus(order: OrderRow, now: string): string {
  if (order.status !== 'paid' || !order.period_start || !order.period_end) return order.status;
  if (order.period_end < now) return 'expired';
  return order.period_start <= now ? 'active' : 'paid';
}

export async function membershipDetail(ctx: AppContext, userId: number): Promise<SubscriptionDetailData> {
  const [status, orders] = await Promise.all([
    membershipStatus(ctx, userId),
    repo.recentOrders(ctx.db, userId),
  ]);
  const now = iso(ctx.clock.now());
  const history: SubscriptionHistoryEntry[] = orders.map((o) => ({
    product_id: o.plan,
    order_id: o.order_id,
    plan: PLAN_NAME,
    platform: MEMBERSHIP_PLATFORM,
    purchase_date: o.paid_at ?? o.created_at,
    expires_date: o.period_end,
    status: historyStatus(o, now),
  }));
  return { ...status, history };
}

export async function createOrder(ctx: AppContext, user: UserRow): Promise<OrderData> {
  const { payments } = ctx;
  const order = await payments.createOrder({
    amount: PLAN_AMOUNT_PAISE,
    currency: PLAN_CURRENCY,
    // Razorpay allows 40 characters; the random part keeps receipts unique per attempt.
    receipt: `u${user.id}-${randomToken(9)}`,
    notes: { user_id: String(user.id), plan: PLAN_ID },
  });
  await repo.insertOrder(ctx.db, {
    user_id: user.id,
    provider: payments.name,
    order_id: order.id,
    plan: PLAN_ID,
    amount: PLAN_AMOUNT_PAISE,
    currency: PLAN_CURRENCY,
    status: 'created',
    payment_id: null,
    created_at: iso(ctx.clock.now()),
    paid_at: null,
    period_start: null,
    period_end: null,
  });
  return {
    razorpay_key: payments.keyId,
    amount: PLAN_AMOUNT_PAISE,
    currency: PLAN_CURRENCY,
    description: PLAN_DESCRIPTION,
    order_id: order.id,
  };
}

/**
 * Activates a paid order inside `trx`: claims the order, then extends the membership by a year from the later of
 * now and the current expiry. Returns the new expiry, or null when another call already activated the order.
 */
async function activateOrder(
  ctx: AppContext,
  trx: Db,
  orderId: string,
  paymentId: string,
): Promise<string | null> {
  const now = ctx.clock.now();
  if (!(await repo.claimOrderPayment(trx, orderId, paymentId, iso(now)))) return null;
  const order = (await repo.findOrder(trx, orderId))!;
  const isFirstMembership = await repo.ensureMembershipRow(trx, {
    user_id: order.user_id,
    plan: PLAN_NAME,
    platform: MEMBERSHIP_PLATFORM,
    now: iso(now),
  });
  const current = await repo.lockMembership(trx, ctx.dialect, order.user_id);
  const start = current.expiry_date > iso(now) ? new Date(current.expiry_date) : now;
  const end = addOneYear(start);
  await repo.updateMembership(trx, order.user_id, {
    plan: PLAN_NAME,
    platform: MEMBERSHIP_PLATFORM,
    expiry_date: iso(end),
    updated_at: iso(now),
  });
  await repo.setOrderPeriod(trx, orderId, iso(start), iso(end));
  if (isFirstMembership) {
    const referrer = await repo.findReferrerOf(trx, order.user_id);
    if (referrer) await repo.addCoins(trx, referrer, REFERRAL_PURCHASE_COINS);
  }
  return iso(end);
}

async function runActivation(ctx: AppContext, orderId: string, paymentId: string): Promise<string | null> {
  try {
    return await ctx.db.transaction().execute((trx) => activateOrder(ctx, trx, orderId, paymentId));
  } catch (err) {
    // The payment id is unique: a signed payment can only ever pay one order.
    if (isUniqueViolation(err)) throw conflict('This payment has already been used for another order.');
    throw err;
  }
}

async function currentExpiry(ctx: AppContext, userId: number): Promise<string> {
  return (await repo.findMembership(ctx.db, userId))!.expiry_date;
}

export async function verifyCheckout(
  ctx: AppContext,
  user: UserRow,
  result: CheckoutResult,
): Promise<{ expiry_date: string; membership: true }> {
  const {
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: signature,
  } = result;
  const order = await repo.findOrder(ctx.db, orderId);
  // Someone else's order answers like an unknown one: order ids are not for probing.
  if (!order || order.user_id !== user.id) throw notFound(ORDER_NOT_FOUND);
  if (order.provider !== ctx.payments.name)
    throw conflict('This order was made with another payment provider.');
  if (!ctx.payments.verifyCheckoutSignature(orderId, paymentId, signature))
    throw badRequest('The payment signature is invalid.');

  const paidBefore = order.status === 'paid' ? order : null;
  const expiry = paidBefore ? null : await runActivation(ctx, orderId, paymentId);
  if (expiry) return { expiry_date: expiry, membership: true };
  // Already paid, by this call's twin (a retry or the webhook) or by another payment.
  const paid = paidBefore ?? (await repo.findOrder(ctx.db, orderId))!;
  if (paid.payment_id !== paymentId) throw conflict(ALREADY_PAID);
  return { expiry_date: await currentExpiry(ctx, user.id), membership: true };
}

export async function sandboxPay(
  ctx: AppContext,
  sandbox: SandboxPaymentProvider,
  user: UserRow,
  orderId: string,
) {
  const order = await repo.findOrder(ctx.db, orderId);
  if (!order || order.user_id !== user.id || order.provider !== sandbox.name) throw notFound(ORDER_NOT_FOUND);
  if (order.status === 'paid') throw conflict(ALREADY_PAID);
  return sandbox.completePayment(orderId);
}

// The parts of Razorpay's webhook payload we act on; everything else is ignored.
const Entity = z.object({ id: z.string().min(1).max(64) });
const WebhookBody = z.object({
  event: z.string().max(100),
  payload: z
    .object({
      payment: z
        .object({
          entity: Entity.extend({
            order_id: z.string().max(64).nullish(),
            amount: z.number().int(),
            currency: z.string().max(8),
          }),
        })
        .optional(),
      order: z.object({ entity: Entity }).optional(),
    })
    .optional(),
});

export const HANDLED_WEBHOOK_EVENTS = ['payment.captured', 'order.paid'] as const;

export type WebhookOutcome = { handled: boolean; message: string };

export async function handleWebhook(
  ctx: AppContext,
  input: { rawBody: Buffer; signature: string | undefined; eventId: string | undefined },
): Promise<WebhookOutcome> {
  if (!input.signature || !ctx.payments.verifyWebhookSignature(input.rawBody, input.signature))
    throw badRequest('The webhook signature is invalid.');
  let json: unknown;
  try {
    json = JSON.parse(input.rawBody.toString('utf8'));
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
  const parsed = WebhookBody.safeParse(json);
  if (!parsed.success) throw badRequest('The webhook payload is not a payment event.');
  const { event, payload } = parsed.data;
  if (!(HANDLED_WEBHOOK_EVENTS as readonly string[]).includes(event))
    return { handled: false, message: `Event ${event} ignored.` };

  const payment = payload?.payment?.entity;
  const orderId = payment?.order_id ?? payload?.order?.entity.id;
  if (!payment || !orderId) return { handled: false, message: 'The event names no paid order: ignored.' };
  const now = iso(ctx.clock.now());

  try {
    return await ctx.db.transaction().execute(async (trx): Promise<WebhookOutcome> => {
      // Recorded in the activation's transaction: if activation fails, the provider's retry is not taken for a replay.
      if (
        input.eventId &&
        !(await repo.recordPaymentEvent(trx, {
          event_id: input.eventId,
          event,
          order_id: orderId,
          received_at: now,
        }))
      )
        return { handled: false, message: 'Event already processed.' };
      const order = await repo.findOrder(trx, orderId);
      if (!order) return { handled: false, message: 'Unknown order: ignored.' };
      if (order.amount !== payment.amount || order.currency !== payment.currency)
        return { handled: false, message: 'The payment does not match the order: ignored.' };
      const expiry = await activateOrder(ctx, trx, orderId, payment.id);
      return expiry
        ? { handled: true, message: 'Membership activated.' }
        : { handled: false, message: 'Order already paid.' };
    });
  } catch (err) {
    if (isUniqueViolation(err)) return { handled: false, message: 'The payment was already used: ignored.' };
    throw err;
  }
}
