import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CheckoutResult, MSG } from '@quizring/contracts';
import { ApiError, apiErrorMessage } from '@/lib/api-client';
import { publicConfigQuery, subscriptionStatusQuery, userInfoQuery } from '@/lib/session-queries';
import { useAuth } from '@/lib/session/auth-context';
import { subscriptionDetailQueryOptions } from '../api/get-subscription-detail';
import { createOrder, verifyPayment } from '../api/payment';
import { loadCheckoutScript } from '../utils/checkout-script';
import type { CheckoutConstructor } from '../utils/checkout-script';

/** The payment states. */
export type PaymentPhase = 'idle' | 'loading-script' | 'checkout-open' | 'verifying' | 'success';

function verificationError(error: unknown): string {
  // A reply from our server carries its reason; no reply means the payment may have gone through unconfirmed.
  if (error instanceof ApiError && error.status > 0) return apiErrorMessage(error, MSG.verificationFailed);
  return MSG.verificationContactSupport;
}

export function useCheckout({ onPaid }: { onPaid: () => void | Promise<void> }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [phase, setPhaseState] = useState<PaymentPhase>('idle');
  const [error, setError] = useState<string | null>(null);
  // The checkout calls back outside React, so the current phase is read from a ref, not a stale closure.
  const phaseRef = useRef<PaymentPhase>('idle');
  const setPhase = (next: PaymentPhase) => {
    phaseRef.current = next;
    setPhaseState(next);
  };
  const fail = (message: string) => {
    setError(message);
    setPhase('idle');
  };

  const onCheckoutResult = async (result: unknown) => {
    setPhase('verifying');
    const r = (result ?? {}) as Record<string, unknown>;
    const parsed = CheckoutResult.safeParse({
      razorpay_payment_id: r.razorpay_payment_id,
      razorpay_order_id: r.razorpay_order_id,
      razorpay_signature: r.razorpay_signature,
    });
    if (!parsed.success) return fail(MSG.verificationContactSupport);
    try {
      await verifyPayment(parsed.data);
    } catch (e) {
      return fail(verificationError(e));
    }
    try {
      await queryClient.fetchQuery({ ...subscriptionStatusQuery, staleTime: 0 });
    } catch {
      // The payment is verified; a failed refresh is retried by the next status read.
      await queryClient.invalidateQueries({ queryKey: subscriptionStatusQuery.queryKey });
    }
    await queryClient.invalidateQueries({ queryKey: subscriptionDetailQueryOptions().queryKey });
    await queryClient.invalidateQueries({ queryKey: userInfoQuery.queryKey });
    setPhase('success');
    await onPaid();
    // Back to idle so a member who stays on the page can buy again; a page that navigated away has unmounted.
    setPhase('idle');
  };

  const start = async () => {
    if (phaseRef.current !== 'idle') return;
    setError(null);
    setPhase('loading-script');

    let Checkout: CheckoutConstructor;
    try {
      const config = await queryClient.ensureQueryData(publicConfigQuery);
      Checkout = await loadCheckoutScript(config.payment.checkout_script_url);
    } catch {
      return fail(MSG.razorpaySdkFailed);
    }

    let order;
    try {
      order = await createOrder();
    } catch {
      return fail(MSG.createOrderFailed);
    }

    try {
      const checkout = new Checkout({
        key: order.razorpay_key,
        amount: order.amount,
        currency: order.currency,
        name: 'QuizRing',
        description: order.description,
        order_id: order.order_id,
        prefill: {
          name: user?.name ?? '',
          email: user?.email ?? '',
          contact: user ? `+${user.dial_code}${user.mobile}` : '',
        },
        handler: (result) => void onCheckoutResult(result),
        modal: {
          ondismiss: () => {
            if (phaseRef.current === 'checkout-open') setPhase('idle');
          },
        },
      });
      // A failed attempt leaves the checkout open for another try, so only the message changes.
      checkout.on?.('payment.failed', () => setError(MSG.paymentGenericError));
      setPhase('checkout-open');
      checkout.open();
    } catch {
      fail(MSG.paymentGenericError);
    }
  };

  return { phase, error, start };
}
