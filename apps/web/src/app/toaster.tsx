// Toasts (foundations §9): top-right; error and blank 4000 ms, success 2000 ms, loading until dismissed;
// at most 20 at once, the oldest dismissed first.
import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { TOAST_ERROR_MS, TOAST_LIMIT, TOAST_SUCCESS_MS } from '@quizring/contracts';

function useToastLimit(limit: number) {
  const { toasts } = useToasterStore();
  useEffect(() => {
    // The store lists the newest first, so everything past the limit is the oldest.
    toasts
      .filter((t) => t.visible)
      .slice(limit)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts, limit]);
}

export function AppToaster() {
  useToastLimit(TOAST_LIMIT);
  return (
    <Toaster
      position="top-right"
      toastOptions={{
        blank: { duration: TOAST_ERROR_MS },
        error: { duration: TOAST_ERROR_MS },
        success: { duration: TOAST_SUCCESS_MS },
        loading: { duration: Infinity },
      }}
    />
  );
}
