// The payment provider's browser API (Razorpay Checkout), loaded on demand from the URL in the public config.

export type CheckoutOptions = {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  prefill: { name: string; email: string; contact: string };
  handler: (result: unknown) => void;
  modal: { ondismiss: () => void };
};
export type CheckoutInstance = {
  open: () => void;
  on?: (event: string, callback: (detail: unknown) => void) => void;
};
export type CheckoutConstructor = new (options: CheckoutOptions) => CheckoutInstance;

// Read through a cast rather than a global Window augmentation so no other module's typing is affected.
function provider(): CheckoutConstructor | undefined {
  return (window as unknown as { Razorpay?: CheckoutConstructor }).Razorpay;
}

let pending: Promise<CheckoutConstructor> | null = null;

/** Injects the checkout script once and resolves when `window.Razorpay` exists; a failure may be retried. */
export function loadCheckoutScript(src: string): Promise<CheckoutConstructor> {
  const loaded = provider();
  if (loaded) return Promise.resolve(loaded);
  pending ??= new Promise<CheckoutConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    const fail = () => {
      script.remove();
      pending = null;
      reject(new Error('Checkout script failed to load'));
    };
    script.onload = () => {
      const ctor = provider();
      if (ctor) resolve(ctor);
      else fail();
    };
    script.onerror = fail;
    document.head.appendChild(script);
  });
  return pending;
}
