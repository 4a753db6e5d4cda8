import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubscriptionDetailData } from '@quizring/contracts';
import { makeConfig, makeUser, storeSession } from '@test/fixtures';
import { fail, mockApi, ok } from '@test/mock-api';
import type { ApiReply } from '@test/mock-api';
import { renderWithApp } from '@test/render';
import type { CheckoutOptions } from '../utils/checkout-script';
import MembershipPage from './membership-page';

const user = makeUser();
const premium: SubscriptionDetailData = {
  membership: true,
  expiry_date: '2099-03-05T12:00:00Z',
  plan: 'Yearly',
  platform: 'web',
  history: [
    {
      product_id: 'yearly',
      order_id: 'order_A1',
      plan: 'Yearly',
      platform: 'web',
      purchase_date: '2098-03-05T12:00:00Z',
      expires_date: '2099-03-05T12:00:00Z',
      status: 'active',
    },
    {
      product_id: 'yearly',
      order_id: 'order_B2',
      plan: 'Yearly',
      platform: 'web',
      purchase_date: '2020-01-10T12:00:00Z',
      expires_date: '2021-01-10T12:00:00Z',
      status: 'expired',
    },
    {
      product_id: 'yearly',
      order_id: 'order_C3',
      plan: 'Yearly',
      platform: 'web',
      purchase_date: '2098-03-04T12:00:00Z',
      expires_date: null,
      status: 'created',
    },
  ],
};
const free: SubscriptionDetailData = {
  membership: false,
  expiry_date: null,
  plan: null,
  platform: null,
  history: [],
};

let api: ReturnType<typeof mockApi>;
function renderPage(detail: () => ApiReply, { from, extra = {} }: { from?: string; extra?: Routes } = {}) {
  api = mockApi({
    'GET /api/subscriptions/detail': detail,
    'GET /api/user-info': () => ok({ user }),
    ...extra,
  });
  renderWithApp(<MembershipPage />, {
    route: { pathname: '/membership', state: from ? { from } : null },
    path: '/membership',
  });
  return userEvent.setup();
}
type Routes = Parameters<typeof mockApi>[0];

/** The sandbox checkout as the page opens it; `pay` answers as a completed payment does. */
function stubCheckout() {
  const checkout: { pay?: () => void } = {};
  vi.stubGlobal(
    'Razorpay',
    class {
      constructor(options: CheckoutOptions) {
        checkout.pay = () =>
          options.handler({
            razorpay_payment_id: 'pay_1',
            razorpay_order_id: 'order_1',
            razorpay_signature: 's',
          });
      }
      open() {}
    },
  );
  return checkout;
}
const payment: Routes = {
  'GET /api/config': () => ok(makeConfig()),
  'POST /api/subscriptions/create-order': () =>
    ok({ razorpay_key: 'k', amount: 349700, currency: 'INR', description: 'Yearly', order_id: 'order_1' }),
  'POST /api/subscriptions/verify-razorpay': () =>
    ok({ expiry_date: '2100-03-05T12:00:00Z', membership: true }),
  'GET /api/subscriptions/status': () =>
    ok({ membership: true, expiry_date: '2100-03-05T12:00:00Z', plan: 'Yearly', platform: 'web' }),
};

beforeEach(() => storeSession(user));
afterEach(() => {
  expect(api.unhandled).toEqual([]);
  localStorage.clear();
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

describe('MembershipPage', () => {
  it('shows a premium member their expiry, plan, history statuses and the purchase panel', async () => {
    renderPage(() => ok(premium));

    expect(await screen.findByText('Premium Member')).toBeInTheDocument();
    expect(screen.getByText('Expires on 5 Mar 2099')).toBeInTheDocument();
    const status = screen.getByRole('region', { name: 'Membership status' });
    expect(within(status).getByText('Plan').nextSibling).toHaveTextContent('Yearly');
    expect(within(status).getByText('Platform').nextSibling).toHaveTextContent('web');
    expect(screen.getByRole('button', { name: 'Extend by a year' })).toBeInTheDocument();
    expect(screen.getByText('₹3,497')).toBeInTheDocument();

    const history = within(screen.getByRole('region', { name: 'Subscription History' })).getAllByRole(
      'listitem',
    );
    expect(history).toHaveLength(3);
    const badge = (i: number, text: string) => within(history[i]!).getByText(text);
    // Each status is written out; the colour only reinforces it.
    expect(badge(0, 'active')).toHaveClass('bg-emerald-100');
    expect(badge(1, 'expired')).toHaveClass('bg-slate-200');
    expect(badge(2, 'created')).toHaveClass('bg-amber-100');
    expect(within(history[0]!).getByText('order_A1')).toBeInTheDocument();
    expect(within(history[0]!).getByText('Product').nextSibling).toHaveTextContent('yearly');
    expect(within(history[1]!).getByText('10 Jan 2020')).toBeInTheDocument();
  });

  it('shows a free member the upgrade banner and an empty history', async () => {
    renderPage(() => ok(free));

    expect(await screen.findByText('Free Member')).toBeInTheDocument();
    expect(screen.getByText('Upgrade to unlock all features')).toBeInTheDocument();
    expect(screen.getByText('No purchases recorded yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe now' })).toBeInTheDocument();
  });

  it('treats a lapsed expiry date as free even when the membership flag is set', async () => {
    renderPage(() => ok({ ...premium, expiry_date: '2020-01-01T00:00:00Z' }));

    expect(await screen.findByText('Free Member')).toBeInTheDocument();
  });

  it.each([
    ['the page it was opened from', '/results', '/results'],
    ['the dashboard without an origin', undefined, '/dashboard'],
  ])('after a payment, says so and returns to %s', async (_, from, expected) => {
    const checkout = stubCheckout();
    const ue = renderPage(() => ok(free), { from, extra: payment });
    await ue.click(await screen.findByRole('button', { name: 'Subscribe now' }));
    await screen.findByRole('button', { name: 'Complete the payment in the checkout window.' });
    act(() => checkout.pay?.());

    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(expected);
    expect(await screen.findByText('Payment successful!')).toBeInTheDocument();
  });

  it('shows the failure card with a toast, and Retry loads it again', async () => {
    let isDown = true;
    const ue = renderPage(() => (isDown ? fail(503, 'Down') : ok(free)));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: "Can't load membership" })).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch subscription details')).toBeInTheDocument();

    isDown = false;
    await ue.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Free Member')).toBeInTheDocument();
  });
});
