import { Check, Crown } from 'lucide-react';
import { MEMBERSHIP_FEATURES, MSG, PLAN_CURRENCY, PLAN_NAME, PLAN_PRICE_INR } from '@quizring/contracts';
import { useCheckout } from '../hooks/use-checkout';
import type { PaymentPhase } from '../hooks/use-checkout';

const price = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: PLAN_CURRENCY,
  maximumFractionDigits: 0,
}).format(PLAN_PRICE_INR);

const PROGRESS_TEXT: Record<Exclude<PaymentPhase, 'idle'>, string> = {
  'loading-script': 'Opening checkout…',
  'checkout-open': 'Complete the payment in the checkout window.',
  verifying: 'Verifying payment…',
  success: MSG.paymentSuccessful,
};

type Props = {
  title: string;
  actionLabel: string;
  /** Runs after the payment is verified and the subscription status refreshed. */
  onPaid: () => void | Promise<void>;
};

/** The yearly plan with its features and the purchase button (used on /subscribe and /membership). */
export function PurchasePanel({ title, actionLabel, onPaid }: Props) {
  const { phase, error, start } = useCheckout({ onPaid });
  const isBusy = phase !== 'idle';
  return (
    <section
      aria-labelledby="purchase-title"
      className="rounded-2xl border border-indigo-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 id="purchase-title" className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          <p className="text-sm text-slate-600">Plan: {PLAN_NAME}</p>
        </div>
        <Crown aria-hidden className="h-8 w-8 shrink-0 text-amber-500" />
      </div>
      <p className="mt-4">
        <span className="text-3xl font-bold text-slate-900">{price}</span>
        <span className="text-slate-600"> per year</span>
        <span className="ml-2 text-xs text-slate-500">{PLAN_CURRENCY}</span>
      </p>
      <ul aria-label="Included features" className="mt-4 space-y-2">
        {MEMBERSHIP_FEATURES.map((feature) => (
          <li key={feature} className="flex items-start gap-2 text-sm text-slate-800">
            <Check aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" />
            {feature}
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => void start()}
        disabled={isBusy}
        className="mt-6 inline-flex w-full items-center justify-center gap-2 rounded-lg bg-indigo-600 px-4 py-3 font-semibold text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-70"
      >
        {phase === 'loading-script' || phase === 'verifying' ? (
          <span
            aria-hidden
            className="h-4 w-4 animate-spin rounded-full border-2 border-white border-t-transparent motion-reduce:animate-none"
          />
        ) : null}
        {isBusy ? PROGRESS_TEXT[phase] : actionLabel}
      </button>
      <p role="status" className="sr-only">
        {isBusy ? PROGRESS_TEXT[phase] : ''}
      </p>
      {error ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </section>
  );
}
