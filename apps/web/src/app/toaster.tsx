// Toasts: top-right; error and blank 4000 ms, success 2000 ms, loading until dismissed;
// at most 20 at once, the oldest dismissed first.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { TOAST_ERROR_MS, TOAST_LIMIT, TOAST_SUCCESS_MS } from '@quizring/contracts';
import { routeRuleOf } from './page-loaders';

/** Below the header of the app's frames (56 px on a phone, 64 px on a desktop), so Sign Out and the avatar menu stay free. */
export const TOAST_TOP_UNDER_HEADER_PX = 72;
const TOAST_TOP_PX = 16;

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
  const { pathname } = useLocation();
  // Member pages and the onboarding frame have a header; the sign-in and purchase pages do not.
  const access = routeRuleOf(pathname)?.access;
  const top = access === 'member' || access === 'onboarding' ? TOAST_TOP_UNDER_HEADER_PX : TOAST_TOP_PX;
  return (
    <Toaster
      position="top-right"
      containerStyle={{ top }}
      containerClassName="app-toaster"
      toastOptions={{
        blank: { duration: TOAST_ERROR_MS },
        error: { duration: TOAST_ERROR_MS },
        success: { duration: TOAST_SUCCESS_MS },
        loading: { duration: Infinity },
      }}
    />
  );
}
