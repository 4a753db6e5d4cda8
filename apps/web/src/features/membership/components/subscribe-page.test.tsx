import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeConfig, makeUser, storeSession } from '@test/fixtures';
import { fail, mockApi, ok } from '@test/mock-api';
import type { ApiReply } from '@test/mock-api';
import { renderWithApp } from '@test/render';
import type { CheckoutOptions } from '../utils/checkout-script';
import SubscribePage from './subscribe-page';

const user = makeUser({ fullname: 'Asha Verma', name: 'Asha Verma' });
const config = makeConfig({ push: { vapid_public_key: 'x' }, demo: false });
const order = {
  razorpay_key: 'rzp_test',
  amount: 349700,
  currency: 'INR',
  description: 'Premium membership (Yearly)',
  order_id: 'order_1',
};
const paid = { razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_1', razorpay_signature: 'sig_1' };

let routes: Record<string, () => ApiReply> = {};
let api: ReturnType<typeof mockApi>;

/** The checkout as the payment provider's script offers it, recording what the page asked for. */
let checkout: { options: CheckoutOptions; open: ReturnType<typeof vi.fn> } | null = null;
class FakeCheckout {
  open = vi.fn();
  constructor(options: CheckoutOptions) {
    checkout = { options, open: this.open };
  }
}

beforeEach(() => {
  checkout = null;
  routes = {
    'GET /api/config': () => ok(config),
    'GET /api/user-info': () => ok({ user }),
    'POST /api/subscriptions/create-order': () => ok(order),
    'POST /api/subscriptions/verify-razorpay': () =>
      ok({ expiry_date: '2099-01-01T00:00:00Z', membership: true }),
    'GET /api/subscriptions/status': () =>
      ok({ membership: true, expiry_date: '2099-01-01T00:00:00Z', plan: 'Yearly', platform: 'web' }),
  };
  // Looked up per call so a test can change a reply after rendering.
  api = mockApi(Object.fromEntries(Object.keys(routes).map((key) => [key, () => routes[key]!()])));
  vi.stubGlobal('Razorpay', FakeCheckout);
  storeSession(user);
});

afterEach(() => {
  expect(api.unhandled).toEqual([]);
  localStorage.clear();
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

function renderPage(from?: string) {
  renderWithApp(<SubscribePage />, {
    route: { pathname: '/subscribe', state: from ? { from } : null },
    path: '/subscribe',
  });
  return userEvent.setup();
}

const body = (method: string, path: string) => api.callsTo(method, path).at(-1)?.body;
const location = () => screen.getByTestId('location');

async function openCheckout(ue: ReturnType<typeof userEvent.setup>) {
  await ue.click(screen.getByRole('button', { name: 'Subscribe now' }));
  await screen.findByRole('button', { name: 'Complete the payment in the checkout window.' });
  if (!checkout) throw new Error('checkout was not opened');
  return checkout;
}

describe('SubscribePage', () => {
  it('shows the yearly plan with its price and features', () => {
    renderPage();
    expect(screen.getByText('Plan: Yearly')).toBeInTheDocument();
    expect(screen.getByText('₹3,497')).toBeInTheDocument();
    expect(screen.getByText('per year', { exact: false })).toBeInTheDocument();
    for (const f of [
      'Unlimited Move, Punch and Chill',
      'AI mastery tracking',
      'Ring battles',
      'Personalised path',
    ]) {
      expect(screen.getByText(f)).toBeInTheDocument();
    }
  });

  it('pays, verifies, refreshes the status and returns to where the user came from', async () => {
    const ue = renderPage('/profile');
    const { options, open } = await openCheckout(ue);

    expect(body('POST', '/api/subscriptions/create-order')).toEqual({ plan: 'yearly' });
    expect(open).toHaveBeenCalledOnce();
    expect(options).toMatchObject({
      key: 'rzp_test',
      amount: 349700,
      currency: 'INR',
      name: 'QuizRing',
      order_id: 'order_1',
      prefill: { name: 'Asha Verma', email: 'asha@example.com', contact: '+919876543210' },
    });

    act(() => options.handler({ ...paid, extra: 'ignored' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/profile');
    expect(await screen.findByText('Payment successful!')).toBeInTheDocument();
    expect(body('POST', '/api/subscriptions/verify-razorpay')).toEqual(paid);
    const order = api.calls.map((c) => `${c.method} ${c.path}`);
    expect(order.lastIndexOf('GET /api/subscriptions/status')).toBeGreaterThan(
      order.indexOf('POST /api/subscriptions/verify-razorpay'),
    );
  });

  it('goes to the dashboard when there is no origin', async () => {
    const ue = renderPage();
    const { options } = await openCheckout(ue);
    act(() => options.handler(paid));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/dashboard');
  });

  it('returns to idle when the checkout is closed', async () => {
    const ue = renderPage();
    const { options } = await openCheckout(ue);
    act(() => options.modal.ondismiss());
    expect(screen.getByRole('button', { name: 'Subscribe now' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's reason, or a fallback, when verification fails", async () => {
    routes['POST /api/subscriptions/verify-razorpay'] = () => fail(422, 'The payment signature is invalid.');
    const ue = renderPage();
    let { options } = await openCheckout(ue);
    act(() => options.handler(paid));
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment signature is invalid.');

    routes['POST /api/subscriptions/verify-razorpay'] = () => ({ status: 500, body: null });
    ({ options } = await openCheckout(ue));
    act(() => options.handler(paid));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Verification failed$/);
  });

  it('asks the user to contact support when the checkout result is incomplete', async () => {
    const ue = renderPage();
    const { options } = await openCheckout(ue);
    act(() => options.handler({ razorpay_payment_id: 'pay_1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Verification failed. Please contact support.',
    );
  });

  it('shows an order failure under the button', async () => {
    routes['POST /api/subscriptions/create-order'] = () => fail(500, 'Internal error');
    const ue = renderPage();
    await ue.click(screen.getByRole('button', { name: 'Subscribe now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create order');
    expect(checkout).toBeNull();
  });

  it('shows the SDK message when the checkout script cannot load', async () => {
    vi.stubGlobal('Razorpay', undefined);
    const ue = renderPage();
    await ue.click(screen.getByRole('button', { name: 'Subscribe now' }));
    await screen.findByRole('button', { name: 'Opening checkout…' });
    const script = document.head.querySelector<HTMLScriptElement>('script[src="/checkout/sandbox.js"]');
    expect(script).not.toBeNull();
    act(() => {
      script?.dispatchEvent(new Event('error'));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load Razorpay SDK. Check network.');
    expect(screen.getByRole('button', { name: 'Subscribe now' })).toBeEnabled();
  });
});
