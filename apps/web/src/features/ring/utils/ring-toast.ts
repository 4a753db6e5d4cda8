// Ring toasts: top-right, 4 s, on a green background, whatever their kind.
import toast from 'react-hot-toast';
import type { ToastOptions } from 'react-hot-toast';
import { RING_TOAST_MS } from '@quizring/contracts';

/** Green 700 keeps white text above 4.5:1. */
const RING_TOAST_OPTIONS: ToastOptions = {
  duration: RING_TOAST_MS,
  position: 'top-right',
  style: { background: '#15803d', color: '#ffffff' },
};

const withId = (id?: string): ToastOptions => (id ? { ...RING_TOAST_OPTIONS, id } : RING_TOAST_OPTIONS);

export const ringToast = {
  error: (message: string, id?: string) => toast.error(message, withId(id)),
  success: (message: string, id?: string) => toast.success(message, withId(id)),
  info: (message: string, id?: string) => toast(message, { ...withId(id), icon: 'ℹ️' }),
};
