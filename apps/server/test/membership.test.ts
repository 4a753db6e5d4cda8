import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createHmac, randomBytes } from 'node:crypto';
import Razorpay from 'razorpay';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { AppConfig } from '../src/config.ts';
import {
  checkoutSignature,
  PaymentProviderError,
  RazorpayPaymentProvider,
  SandboxPaymentProvider,
} from '../src/platform/payments/payment-provider.ts';
import { addOneYear } from '../src/features/membership/service.ts';
import { SANDBOX_SECRET_SETTING } from '../src/platform/payments/sandbox-secret.ts';
import { call, createTestApp, DATABASES, registerStudent, TestClock } from './support/test-app.ts';
import type { ApiResult, TestApp } from './support/test-app.ts';

type Order = {
  razorpay_key: string;
  amount: number;
  currency: string;
  description: string;
  order_id: string;
};
type Checkout = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
type History = {
  product_id: string;
  order_id: string;
  plan: string;
  platform: string;
  purchase_date: string;
  expires_date: string | null;
  status: string;
}[];
type Detail = {
  membership: boolean;
  expiry_date: string | null;
  plan: string | null;
  platform: string | null;
  history: History;
};

const DAY = 24 * 60 * 60 * 1000;
/** The payment webhook's own secret (RAZORPAY_WEBHOOK_SECRET), never the sandbox's checkout secret. */
const WEBHOOK_SECRET = 'whsec_membership_tests';
const errors = (res: ApiResult) => (res.body.message as { error: string[] }).error;
const hmac = (secret: string, value: string | Buffer) =>
  createHmac('sha256', secret).update(value).digest('hex');

async function createOrder(t: TestApp, token: string): Promise<Order> {
  const res = await call(t.app, 'POST', '/api/subscriptions/create-order', {
    token,
    body: { plan: 'yearly' },
  });
  expect(res.status).toBe(200);
  return res.body.data as unknown as Order;
}

async function sandboxPay(t: TestApp, token: string, orderId: string): Promise<Checkout> {
  const res = await call(t.app, 'POST', '/api/sandbox/pay', { token, body: { order_id: orderId } });
  expect(res.status).toBe(200);
  return res.body.data as unknown as Checkout;
}

const verify = (t: TestApp, token: string, result: Checkout) =>
  call(t.app, 'POST', '/api/subscriptions/verify-razorpay', { token, body: result });

async function buy(t: TestApp, token: string) {
  const order = await createOrder(t, token);
  const result = await sandboxPay(t, token, order.order_id);
  const res = await verify(t, token, result);
  expect(res.status).toBe(200);
  return { order, result, expiry: (res.body.data as { expiry_date: string }).expiry_date };
}

async function login(t: TestApp, payload: { email: string; password: string }): Promise<string> {
  const res = await call(t.app, 'POST', '/api/login', {
    body: { email: payload.email, password: payload.password },
  });
  expect(res.status).toBe(200);
  return (res.body.data as { access_token: string }).access_token;
}

const status = async (t: TestApp, token: string) =>
  (await call(t.app, 'GET', `/api/subscriptions/status?t=${Date.now()}`, { token })).body
    .data as unknown as Detail;
const detail = async (t: TestApp, token: string) =>
  (await call(t.app, 'GET', '/api/subscriptions/detail', { token })).body.data as unknown as Detail;

function webhook(
  t: TestApp,
  body: unknown,
  opts: { secret?: string; eventId?: string; signature?: string } = {},
) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const secret = opts.secret ?? WEBHOOK_SECRET;
  return call(t.app, 'POST', '/api/subscriptions/webhook', {
    body: raw,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': opts.signature ?? hmac(secret, raw),
      ...(opts.eventId ? { 'x-razorpay-event-id': opts.eventId } : {}),
    },
  });
}

/** Razorpay's webhook payload shape for a captured payment. */
function capturedEvent(orderId: string, paymentId: string, amount = 349700, event = 'payment.captured') {
  return {
    entity: 'event',
    account_id: 'acc_test',
    event,
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: paymentId,
          entity: 'payment',
          amount,
          currency: 'INR',
          status: 'captured',
          order_id: orderId,
        },
      },
      ...(event === 'order.paid'
        ? { order: { entity: { id: orderId, entity: 'order', status: 'paid' } } }
        : {}),
    },
    created_at: 1700000000,
  };
}

/** The sandbox's generated checkout secret, as kept in the database (what a test signs a payment of its own with). */
async function storedSandboxSecret(t: Pick<TestApp, 'app'>): Promise<string | undefined> {
  const row = await t.app.ctx.db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', SANDBOX_SECRET_SETTING)
    .executeTakeFirst();
  return row?.value;
}

async function orderRow(t: TestApp, orderId: string) {
  return t.app.ctx.db
    .selectFrom('orders')
    .selectAll()
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
}

describe.each(DATABASES)('membership on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET });
  });
  afterAll(async () => t.close());

  it('shows a new student as a free member with no history', async () => {
    const s = await registerStudent(t.app);
    const res = await call(t.app, 'GET', '/api/subscriptions/status?t=123', { token: s.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'success',
      data: { membership: false, expiry_date: null, plan: null, platform: null },
    });
    const d = await call(t.app, 'GET', '/api/subscriptions/detail', { token: s.token });
    expect(d.body).toMatchObject({ status: 'success', data: { membership: false, history: [] } });
  });

  it('asks for a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/subscriptions/status'],
      ['GET', '/api/subscriptions/detail'],
      ['POST', '/api/subscriptions/create-order'],
      ['POST', '/api/subscriptions/verify-razorpay'],
      ['POST', '/api/sandbox/pay'],
    ] as const) {
      const res = await call(t.app, method, url, method === 'POST' ? { body: {} } : {});
      expect(res.status, url).toBe(401);
      expect(res.body.status).toBe('error');
    }
  });

  it('creates a yearly order of 3497 rupees and lists it as created', async () => {
    const s = await registerStudent(t.app);
    const order = await createOrder(t, s.token);
    expect(order).toEqual({
      razorpay_key: 'rzp_test_sandbox',
      amount: 349700,
      currency: 'INR',
      description: 'Premium membership (Yearly)',
      order_id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
    });
    const d = await detail(t, s.token);
    expect(d.history).toEqual([
      {
        product_id: 'yearly',
        order_id: order.order_id,
        plan: 'Yearly',
        platform: 'web',
        purchase_date: t.clock.now().toISOString(),
        expires_date: null,
        status: 'created',
      },
    ]);
  });

  it('refuses an unknown plan and malformed verify bodies', async () => {
    const s = await registerStudent(t.app);
    const bad = await call(t.app, 'POST', '/api/subscriptions/create-order', {
      token: s.token,
      body: { plan: 'monthly' },
    });
    expect(bad.status).toBe(422);
    expect(errors(bad)).toContain("The plan must be 'yearly'.");
    const missing = await call(t.app, 'POST', '/api/subscriptions/verify-razorpay', {
      token: s.token,
      body: { razorpay_order_id: 'order_x' },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.status).toBe('error');
  });

  it('activates a year after create-order, sandbox pay and verify', async () => {
    const s = await registerStudent(t.app);
    const order = await createOrder(t, s.token);
    const result = await sandboxPay(t, s.token, order.order_id);
    expect(result.razorpay_order_id).toBe(order.order_id);
    expect(result.razorpay_payment_id).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    // Sandbox pay only signs: nothing is active until verify.
    expect((await status(t, s.token)).membership).toBe(false);

    const res = await verify(t, s.token, result);
    const expected = addOneYear(t.clock.now()).toISOString();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'success', data: { expiry_date: expected, membership: true } });
    expect(expected.slice(0, 4)).toBe(String(t.clock.now().getUTCFullYear() + 1));
    expect(await status(t, s.token)).toEqual({
      membership: true,
      expiry_date: expected,
      plan: 'Yearly',
      platform: 'web',
    });
    const d = await detail(t, s.token);
    expect(d.history[0]).toMatchObject({
      order_id: order.order_id,
      status: 'active',
      expires_date: expected,
    });
  });

  it('verifying the same payment twice gives the same expiry and activates once', async () => {
    const s = await registerStudent(t.app);
    const { result, expiry } = await buy(t, s.token);
    const again = await verify(t, s.token, result);
    expect(again.status).toBe(200);
    expect((again.body.data as { expiry_date: string }).expiry_date).toBe(expiry);
    expect((await status(t, s.token)).expiry_date).toBe(expiry);
    const paid = await t.app.ctx.db
      .selectFrom('orders')
      .select('order_id')
      .where('user_id', '=', s.user.id)
      .where('status', '=', 'paid')
      .execute();
    expect(paid).toHaveLength(1);
  });

  it('refuses a forged signature and activates nothing', async () => {
    const s = await registerStudent(t.app);
    const order = await createOrder(t, s.token);
    const result = await sandboxPay(t, s.token, order.order_id);
    for (const forged of [
      { ...result, razorpay_signature: 'f'.repeat(64) },
      {
        ...result,
        razorpay_signature: hmac('not-the-secret', `${order.order_id}|${result.razorpay_payment_id}`),
      },
      { ...result, razorpay_payment_id: 'pay_SomeOtherPaymnt' },
    ]) {
      const res = await verify(t, s.token, forged);
      expect(res.status).toBe(400);
      expect(errors(res)).toEqual(['The payment signature is invalid.']);
    }
    expect((await status(t, s.token)).membership).toBe(false);
    expect((await orderRow(t, order.order_id)).status).toBe('created');
  });

  it("refuses someone else's order, and unknown orders", async () => {
    const owner = await registerStudent(t.app);
    const other = await registerStudent(t.app);
    const order = await createOrder(t, owner.token);
    const result = await sandboxPay(t, owner.token, order.order_id);

    const stolen = await verify(t, other.token, result);
    expect(stolen.status).toBe(404);
    expect(errors(stolen)).toEqual(['The order was not found.']);
    const pay = await call(t.app, 'POST', '/api/sandbox/pay', {
      token: other.token,
      body: { order_id: order.order_id },
    });
    expect(pay.status).toBe(404);
    const unknown = await verify(t, other.token, { ...result, razorpay_order_id: 'order_DoesNotExist00' });
    expect(unknown.status).toBe(404);
    expect((await status(t, other.token)).membership).toBe(false);
    expect((await status(t, owner.token)).membership).toBe(false);
  });

  it('refuses a second, different payment for a paid order', async () => {
    const s = await registerStudent(t.app);
    const { order, expiry } = await buy(t, s.token);
    const payAgain = await call(t.app, 'POST', '/api/sandbox/pay', {
      token: s.token,
      body: { order_id: order.order_id },
    });
    expect(payAgain.status).toBe(409);
    const otherPayment = 'pay_AnotherPayment01';
    const res = await verify(t, s.token, {
      razorpay_order_id: order.order_id,
      razorpay_payment_id: otherPayment,
      razorpay_signature: checkoutSignature((await storedSandboxSecret(t))!, order.order_id, otherPayment),
    });
    expect(res.status).toBe(409);
    expect(errors(res)).toEqual(['This order has already been paid.']);
    expect((await status(t, s.token)).expiry_date).toBe(expiry);
  });

  it('a second purchase extends from the current expiry, not from now', async () => {
    const s = await registerStudent(t.app);
    const first = await buy(t, s.token);
    t.clock.advance(20 * DAY);
    const second = await buy(t, s.token);
    expect(second.expiry).toBe(addOneYear(new Date(first.expiry)).toISOString());
    const d = await detail(t, s.token);
    expect(d.expiry_date).toBe(second.expiry);
    // Newest first: the year bought second starts when the first ends.
    expect(d.history.map((h) => [h.order_id, h.status])).toEqual([
      [second.order.order_id, 'paid'],
      [first.order.order_id, 'active'],
    ]);
  });

  it('two purchases verified at the same moment add two years', async () => {
    const s = await registerStudent(t.app);
    const orders = [await createOrder(t, s.token), await createOrder(t, s.token)];
    const results = await Promise.all(orders.map((o) => sandboxPay(t, s.token, o.order_id)));
    const responses = await Promise.all(results.map((r) => verify(t, s.token, r)));
    expect(responses.map((r) => r.status)).toEqual([200, 200]);
    const twoYears = addOneYear(addOneYear(t.clock.now())).toISOString();
    expect((await status(t, s.token)).expiry_date).toBe(twoYears);
    const periods = (await detail(t, s.token)).history.map((h) => h.expires_date).sort();
    expect(periods).toEqual([addOneYear(t.clock.now()).toISOString(), twoYears]);
  });

  it('a membership whose expiry has passed is inactive and its order expired; buying again starts from now', async () => {
    const clock = t.clock;
    const s = await registerStudent(t.app);
    const first = await buy(t, s.token);
    clock.set(new Date(Date.parse(first.expiry) + 1000));
    // A year later the old session has expired too: sign in again.
    s.token = await login(t, s.payload);
    const st = await status(t, s.token);
    expect(st).toMatchObject({ membership: false, expiry_date: first.expiry });
    expect((await detail(t, s.token)).history[0]).toMatchObject({
      order_id: first.order.order_id,
      status: 'expired',
    });

    const renewed = await buy(t, s.token);
    expect(renewed.expiry).toBe(addOneYear(clock.now()).toISOString());
    expect((await status(t, s.token)).membership).toBe(true);
    expect((await detail(t, s.token)).history.map((h) => h.status)).toEqual(['active', 'expired']);
  });

  describe('webhook', () => {
    it('activates a paid order whose verify call never came, once across replays', async () => {
      const s = await registerStudent(t.app);
      const order = await createOrder(t, s.token);
      const paid = await sandboxPay(t, s.token, order.order_id);
      const event = capturedEvent(order.order_id, paid.razorpay_payment_id);
      const eventId = `evt_${randomBytes(6).toString('hex')}`;

      const res = await webhook(t, event, { eventId });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        status: 'success',
        message: 'Membership activated.',
        data: { handled: true },
      });
      const st = await status(t, s.token);
      expect(st).toMatchObject({ membership: true, expiry_date: addOneYear(t.clock.now()).toISOString() });

      // The same event again, then a new event (order.paid) for the same order: nothing more happens.
      const replay = await webhook(t, event, { eventId });
      expect(replay.body).toMatchObject({
        status: 'success',
        message: 'Event already processed.',
        data: { handled: false },
      });
      const orderPaid = await webhook(
        t,
        capturedEvent(order.order_id, paid.razorpay_payment_id, 349700, 'order.paid'),
        {
          eventId: `evt_${randomBytes(6).toString('hex')}`,
        },
      );
      expect(orderPaid.body).toMatchObject({ status: 'success', data: { handled: false } });
      expect((await status(t, s.token)).expiry_date).toBe(st.expiry_date);

      // The checkout's verify arriving late answers with the same expiry.
      const late = await verify(t, s.token, paid);
      expect(late.status).toBe(200);
      expect((late.body.data as { expiry_date: string }).expiry_date).toBe(st.expiry_date);
      const events = await t.app.ctx.db
        .selectFrom('payment_events')
        .select('event_id')
        .where('order_id', '=', order.order_id)
        .execute();
      expect(events).toHaveLength(2);
    });

    it('activates from order.paid without an event id header', async () => {
      const s = await registerStudent(t.app);
      const order = await createOrder(t, s.token);
      const paid = await sandboxPay(t, s.token, order.order_id);
      const event = capturedEvent(order.order_id, paid.razorpay_payment_id, 349700, 'order.paid');
      expect((await webhook(t, event)).body.data).toEqual({ handled: true });
      expect((await webhook(t, event)).body.data).toEqual({ handled: false });
      expect((await status(t, s.token)).expiry_date).toBe(addOneYear(t.clock.now()).toISOString());
    });

    it('refuses a bad or missing signature with 400', async () => {
      const s = await registerStudent(t.app);
      const order = await createOrder(t, s.token);
      const paid = await sandboxPay(t, s.token, order.order_id);
      const event = capturedEvent(order.order_id, paid.razorpay_payment_id);
      const forged = await webhook(t, event, { secret: 'not-the-webhook-secret' });
      expect(forged.status).toBe(400);
      expect(forged.body).toEqual({
        status: 'error',
        message: { error: ['The webhook signature is invalid.'] },
      });
      // A signature over different bytes (the same JSON re-serialised) does not match either.
      const raw = JSON.stringify(event);
      const respaced = await webhook(t, JSON.stringify(event, null, 2), {
        signature: hmac(WEBHOOK_SECRET, raw),
      });
      expect(respaced.status).toBe(400);
      const unsigned = await call(t.app, 'POST', '/api/subscriptions/webhook', { body: event });
      expect(unsigned.status).toBe(400);
      expect((await status(t, s.token)).membership).toBe(false);
    });

    it('ignores unknown events and orders, refuses mismatched amounts and bad JSON', async () => {
      const unknownEvent = await webhook(t, { event: 'refund.created', payload: {} });
      expect(unknownEvent.status).toBe(200);
      expect(unknownEvent.body).toMatchObject({ status: 'success', data: { handled: false } });
      const unknownOrder = await webhook(t, capturedEvent('order_NotOurs00000000', 'pay_Whatever000000'));
      expect(unknownOrder.status).toBe(200);
      expect(unknownOrder.body.data).toEqual({ handled: false });

      const s = await registerStudent(t.app);
      const order = await createOrder(t, s.token);
      const cheap = await webhook(t, capturedEvent(order.order_id, 'pay_TooCheap000000', 100));
      expect(cheap.body.data).toEqual({ handled: false });
      expect((await status(t, s.token)).membership).toBe(false);

      const notJson = await webhook(t, '{"event": ');
      expect(notJson.status).toBe(400);
      expect(notJson.body.status).toBe('error');
      const wrongType = await call(t.app, 'POST', '/api/subscriptions/webhook', {
        body: 'event=payment.captured',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(wrongType.status).toBe(415);
    });

    it('a verify and a webhook racing for one order activate it once', async () => {
      const s = await registerStudent(t.app);
      const order = await createOrder(t, s.token);
      const paid = await sandboxPay(t, s.token, order.order_id);
      const [v, w] = await Promise.all([
        verify(t, s.token, paid),
        webhook(t, capturedEvent(order.order_id, paid.razorpay_payment_id), {
          eventId: `evt_${randomBytes(6).toString('hex')}`,
        }),
      ]);
      expect(v.status).toBe(200);
      expect(w.status).toBe(200);
      const expected = addOneYear(t.clock.now()).toISOString();
      expect((v.body.data as { expiry_date: string }).expiry_date).toBe(expected);
      expect((await status(t, s.token)).expiry_date).toBe(expected);
    });
  });

  it('gives the referrer 100 coins once, when the referred student first pays', async () => {
    const referrer = await registerStudent(t.app);
    const referred = await registerStudent(t.app, {
      reference: (referrer.user as unknown as { referral_code: string }).referral_code,
    });
    const coins = async () =>
      (
        (await call(t.app, 'GET', '/api/user-info', { token: referrer.token })).body.data as {
          user: { coins: number };
        }
      ).user.coins;
    const before = await coins();
    await createOrder(t, referred.token); // an unpaid order earns nothing
    expect(await coins()).toBe(before);
    await buy(t, referred.token);
    expect(await coins()).toBe(before + 100);
    await buy(t, referred.token);
    expect(await coins()).toBe(before + 100);
    // The referrer's own purchase earns nothing for anyone.
    await buy(t, referrer.token);
    expect(await coins()).toBe(before + 100);
  });

  it('serves the sandbox checkout script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/checkout/sandbox.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.body).toContain('window.Razorpay = Razorpay');
    expect(res.body).toContain('/api/sandbox/pay');
  });
});

describe.each(DATABASES)('the sandbox checkout secret on %s', (kind) => {
  // Neither SANDBOX_PAYMENT_SECRET nor RAZORPAY_WEBHOOK_SECRET is set.
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  /** Another start of the server on the same database (a restart, or a second instance). */
  async function anotherStart(payment: Partial<AppConfig['payment']> = {}): Promise<TestApp> {
    const config = { ...t.app.ctx.config, payment: { ...t.app.ctx.config.payment, ...payment } };
    const app = await buildApp({ config, db: t.app.ctx.db, clock: t.clock });
    return { ...t, app };
  }

  it('is generated once and kept in the database: a payment signed before a restart, or by another instance, verifies', async () => {
    const secret = await storedSandboxSecret(t);
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    const s = await registerStudent(t.app);
    const order = await createOrder(t, s.token);
    const paid = await sandboxPay(t, s.token, order.order_id);
    expect(paid.razorpay_signature).toBe(
      checkoutSignature(secret!, order.order_id, paid.razorpay_payment_id),
    );
    const again = await anotherStart();
    try {
      expect(await storedSandboxSecret(again)).toBe(secret);
      expect((await verify(again, s.token, paid)).status).toBe(200);
    } finally {
      await again.app.close();
    }
  });

  it('refuses a payment signed with the old built-in secret or a guessed one', async () => {
    const s = await registerStudent(t.app);
    const order = await createOrder(t, s.token);
    const paymentId = 'pay_GuessedSecret01';
    for (const guess of ['sandbox-secret-for-local-payments-only', 'sandbox', 'secret', '']) {
      const res = await verify(t, s.token, {
        razorpay_order_id: order.order_id,
        razorpay_payment_id: paymentId,
        razorpay_signature: checkoutSignature(guess, order.order_id, paymentId),
      });
      expect(res.status, guess).toBe(400);
      expect(errors(res)).toEqual(['The payment signature is invalid.']);
    }
    expect((await status(t, s.token)).membership).toBe(false);
  });

  it('refuses every webhook without RAZORPAY_WEBHOOK_SECRET, also one signed with the sandbox secret', async () => {
    const s = await registerStudent(t.app);
    const order = await createOrder(t, s.token);
    const paid = await sandboxPay(t, s.token, order.order_id);
    const event = capturedEvent(order.order_id, paid.razorpay_payment_id);
    for (const secret of [(await storedSandboxSecret(t))!, 'sandbox-secret-for-local-payments-only', '']) {
      const res = await webhook(t, event, { secret });
      expect(res.status).toBe(400);
      expect(errors(res)).toEqual(['The webhook signature is invalid.']);
    }
    expect((await status(t, s.token)).membership).toBe(false);
  });

  it('comes from SANDBOX_PAYMENT_SECRET when that is set', async () => {
    const configured = 'a-configured-sandbox-secret';
    const again = await anotherStart({ sandboxSecret: configured });
    try {
      const s = await registerStudent(again.app);
      const order = await createOrder(again, s.token);
      const paid = await sandboxPay(again, s.token, order.order_id);
      expect(paid.razorpay_signature).toBe(
        checkoutSignature(configured, order.order_id, paid.razorpay_payment_id),
      );
      expect((await verify(again, s.token, paid)).status).toBe(200);
    } finally {
      await again.app.close();
    }
  });
});

describe('razorpay provider', () => {
  // Independently computed: printf 'order_IluGWxBm9U8zJ8|pay_IH4NVgf4Dreq1l' | openssl dgst -sha256 -hmac <secret>
  const KEY_SECRET = 'EnLs21M47BllR3X8PSFtjtbd';
  const VECTOR = {
    orderId: 'order_IluGWxBm9U8zJ8',
    paymentId: 'pay_IH4NVgf4Dreq1l',
    signature: 'c7a6b6e37e5fb8b5387cd93cff2f9cedbf5cb78112fd50292c56b4cecb49b80d',
  };

  it('checks checkout signatures against a known vector', () => {
    const p = new RazorpayPaymentProvider({ keyId: 'rzp_test_x', keySecret: KEY_SECRET });
    expect(checkoutSignature(KEY_SECRET, VECTOR.orderId, VECTOR.paymentId)).toBe(VECTOR.signature);
    expect(p.verifyCheckoutSignature(VECTOR.orderId, VECTOR.paymentId, VECTOR.signature)).toBe(true);
    expect(p.verifyCheckoutSignature(VECTOR.orderId, VECTOR.paymentId, VECTOR.signature.toUpperCase())).toBe(
      true,
    );
    expect(p.verifyCheckoutSignature(VECTOR.paymentId, VECTOR.orderId, VECTOR.signature)).toBe(false);
    expect(p.verifyCheckoutSignature(VECTOR.orderId, VECTOR.paymentId, VECTOR.signature.slice(0, 63))).toBe(
      false,
    );
    expect(p.verifyCheckoutSignature(VECTOR.orderId, VECTOR.paymentId, '')).toBe(false);
  });

  it('checks webhook signatures over the raw body, and refuses all without a webhook secret', () => {
    const body = Buffer.from('{"event":"payment.captured"}');
    const p = new RazorpayPaymentProvider({ keyId: 'k', keySecret: KEY_SECRET, webhookSecret: 'whsec' });
    expect(p.verifyWebhookSignature(body, hmac('whsec', body))).toBe(true);
    expect(p.verifyWebhookSignature(body, hmac(KEY_SECRET, body))).toBe(false);
    expect(p.verifyWebhookSignature(Buffer.from('{"event": "payment.captured"}'), hmac('whsec', body))).toBe(
      false,
    );
    const none = new RazorpayPaymentProvider({ keyId: 'k', keySecret: KEY_SECRET });
    expect(none.acceptsWebhooks).toBe(false);
    expect(none.verifyWebhookSignature(body, hmac('', body))).toBe(false);
  });

  it('the sandbox signs like Razorpay with its own secret', () => {
    const sandbox = new SandboxPaymentProvider({ secret: KEY_SECRET });
    const result = sandbox.completePayment(VECTOR.orderId);
    expect(result.razorpay_signature).toBe(
      checkoutSignature(KEY_SECRET, VECTOR.orderId, result.razorpay_payment_id),
    );
    expect(sandbox.verifyCheckoutSignature(VECTOR.orderId, VECTOR.paymentId, VECTOR.signature)).toBe(true);
    // Its webhooks are proven by the webhook secret alone: none configured, none accepted.
    const body = Buffer.from('{"event":"payment.captured"}');
    expect(sandbox.acceptsWebhooks).toBe(false);
    expect(sandbox.verifyWebhookSignature(body, hmac(KEY_SECRET, body))).toBe(false);
    const withWebhooks = new SandboxPaymentProvider({ secret: KEY_SECRET, webhookSecret: 'whsec' });
    expect(withWebhooks.verifyWebhookSignature(body, hmac('whsec', body))).toBe(true);
    expect(withWebhooks.verifyWebhookSignature(body, hmac(KEY_SECRET, body))).toBe(false);
  });

  describe('through the official SDK against a local Razorpay API', () => {
    let server: http.Server;
    let baseUrl: string;
    const requests: { method?: string; url?: string; authorization?: string; body: unknown }[] = [];
    let answer: { status: number; body: unknown } = { status: 200, body: {} };

    beforeAll(async () => {
      server = http.createServer((req, res) => {
        let data = '';
        req.on('data', (c: Buffer) => (data += c.toString()));
        req.on('end', () => {
          requests.push({
            method: req.method,
            url: req.url,
            authorization: req.headers.authorization,
            body: JSON.parse(data || 'null'),
          });
          res
            .writeHead(answer.status, { 'content-type': 'application/json' })
            .end(JSON.stringify(answer.body));
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));
    afterEach(() => {
      requests.length = 0;
    });

    /** The real SDK; its constructor has no base-URL option, so its HTTP client is pointed at the local server. */
    function sdk() {
      const client = new Razorpay({ key_id: 'rzp_test_local', key_secret: KEY_SECRET });
      (client.api as unknown as { rq: { defaults: { baseURL: string } } }).rq.defaults.baseURL = baseUrl;
      return client;
    }

    it('creates orders with the key id and secret', async () => {
      answer = {
        status: 200,
        body: {
          id: 'order_LocalOrder0001',
          entity: 'order',
          amount: 349700,
          currency: 'INR',
          status: 'created',
        },
      };
      const p = new RazorpayPaymentProvider({
        keyId: 'rzp_test_local',
        keySecret: KEY_SECRET,
        client: sdk(),
      });
      const order = await p.createOrder({
        amount: 349700,
        currency: 'INR',
        receipt: 'u1-abc',
        notes: { plan: 'yearly' },
      });
      expect(order).toEqual({ id: 'order_LocalOrder0001' });
      expect(requests).toEqual([
        {
          method: 'POST',
          url: '/v1/orders',
          authorization: `Basic ${Buffer.from(`rzp_test_local:${KEY_SECRET}`).toString('base64')}`,
          body: { amount: 349700, currency: 'INR', receipt: 'u1-abc', notes: { plan: 'yearly' } },
        },
      ]);
    });

    it('turns an API refusal into a PaymentProviderError', async () => {
      answer = {
        status: 401,
        body: { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } },
      };
      const p = new RazorpayPaymentProvider({ keyId: 'rzp_test_local', keySecret: 'wrong', client: sdk() });
      await expect(
        p.createOrder({ amount: 1, currency: 'INR', receipt: 'r', notes: {} }),
      ).rejects.toBeInstanceOf(PaymentProviderError);
    });

    it('runs the whole purchase through the API in razorpay mode', async () => {
      const config = loadConfig({
        DATA_DIR: path.join(os.tmpdir(), `quizring-test-${randomBytes(4).toString('hex')}`),
        DATABASE_URL: 'sqlite::memory:',
        LOG_LEVEL: 'silent',
        PAYMENT_PROVIDER: 'razorpay',
        RAZORPAY_KEY_ID: 'rzp_test_local',
        RAZORPAY_KEY_SECRET: KEY_SECRET,
        RAZORPAY_WEBHOOK_SECRET: 'whsec_local',
      });
      const clock = new TestClock();
      const payments = new RazorpayPaymentProvider({
        keyId: 'rzp_test_local',
        keySecret: KEY_SECRET,
        webhookSecret: 'whsec_local',
        client: sdk(),
      });
      const app = await buildApp({ config, clock, payments });
      try {
        const cfg = await call(app, 'GET', '/api/config');
        expect(cfg.body.data).toMatchObject({
          payment: {
            provider: 'razorpay',
            checkout_script_url: 'https://checkout.razorpay.com/v1/checkout.js',
          },
        });
        expect((await app.inject({ method: 'GET', url: '/checkout/sandbox.js' })).statusCode).toBe(404);

        const s = await registerStudent(app);
        const t = { app, clock } as unknown as TestApp;
        answer = { status: 200, body: { id: 'order_LocalOrder0002' } };
        const order = await createOrder(t, s.token);
        expect(order).toMatchObject({
          razorpay_key: 'rzp_test_local',
          order_id: 'order_LocalOrder0002',
          amount: 349700,
        });
        const sandboxPayCall = await call(app, 'POST', '/api/sandbox/pay', {
          token: s.token,
          body: { order_id: order.order_id },
        });
        expect(sandboxPayCall.status).toBe(404);

        const paymentId = 'pay_LocalPayment001';
        const forged = await verify(t, s.token, {
          razorpay_order_id: order.order_id,
          razorpay_payment_id: paymentId,
          razorpay_signature: checkoutSignature('a-sandbox-secret-of-16+', order.order_id, paymentId),
        });
        expect(forged.status).toBe(400);
        const res = await verify(t, s.token, {
          razorpay_order_id: order.order_id,
          razorpay_payment_id: paymentId,
          razorpay_signature: checkoutSignature(KEY_SECRET, order.order_id, paymentId),
        });
        expect(res.status).toBe(200);
        expect(res.body.data).toEqual({
          expiry_date: addOneYear(clock.now()).toISOString(),
          membership: true,
        });

        answer = { status: 500, body: { error: { code: 'SERVER_ERROR', description: 'down' } } };
        const down = await call(app, 'POST', '/api/subscriptions/create-order', {
          token: s.token,
          body: { plan: 'yearly' },
        });
        expect(down.status).toBe(502);
        expect(down.body).toEqual({
          status: 'error',
          message: { error: ['The payment provider could not create the order. Please try again.'] },
        });

        // The webhook is checked with the webhook secret, not the key secret.
        answer = { status: 200, body: { id: 'order_LocalOrder0003' } };
        const second = await createOrder(t, s.token);
        const event = JSON.stringify(capturedEvent(second.order_id, 'pay_LocalPayment002'));
        const wrong = await call(app, 'POST', '/api/subscriptions/webhook', {
          body: event,
          headers: {
            'content-type': 'application/json',
            'x-razorpay-signature': hmac(KEY_SECRET, event),
          },
        });
        expect(wrong.status).toBe(400);
        const right = await call(app, 'POST', '/api/subscriptions/webhook', {
          body: event,
          headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmac('whsec_local', event) },
        });
        expect(right.body).toMatchObject({ status: 'success', data: { handled: true } });
      } finally {
        await app.close();
      }
    });
  });
});
