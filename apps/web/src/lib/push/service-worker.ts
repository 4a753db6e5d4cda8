// The service worker (public/sw.js) shows push notifications and lets the app be installed.
export const SERVICE_WORKER_URL = '/sw.js';

export function isServiceWorkerSupported(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

/** Registers the worker once the page has loaded, so it never competes with the first render. */
export function registerServiceWorker(): void {
  if (!isServiceWorkerSupported()) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL).catch((err: unknown) => {
      console.warn('Service worker registration failed', err);
    });
  });
}
