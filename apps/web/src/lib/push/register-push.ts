// Web push registration: needs browser support and notification permission;
// every failure is only logged. The subscription is sent again only when it differs from the saved one.
import type { QueryClient } from '@tanstack/react-query';
import { DeviceTokenDeleteResponse, DeviceTokenResponse, MSG } from '@quizring/contracts';
import type { DeviceTokenBody, DeviceTokenDeleteBody } from '@quizring/contracts';
import { api, apiErrorMessage } from '@/lib/api-client';
import { publicConfigQuery } from '@/lib/session-queries';
import { STORAGE_KEYS } from '@/lib/storage';
import { isServiceWorkerSupported, SERVICE_WORKER_URL } from './service-worker';

/** VAPID keys travel as URL-safe base64; PushManager wants the raw bytes. */
export function applicationServerKeyFrom(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64Url + '='.repeat((4 - (base64Url.length % 4)) % 4))
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
}

async function currentSubscription(
  registration: ServiceWorkerRegistration,
  key: Uint8Array<ArrayBuffer>,
): Promise<PushSubscription> {
  const existing = await registration.pushManager.getSubscription();
  // A subscription made for another server key (e.g. after the server's keys were renewed) no longer works.
  if (existing && sameKey(existing.options.applicationServerKey, key)) return existing;
  if (existing) await existing.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

async function ensurePermission(): Promise<boolean> {
  if (Notification.permission === 'granted') return true;
  if (Notification.permission === 'denied') return false;
  return (await Notification.requestPermission()) === 'granted';
}

export async function registerPush(queryClient: QueryClient): Promise<void> {
  try {
    if (!isServiceWorkerSupported() || !('PushManager' in window) || !('Notification' in window)) {
      console.warn('Push notifications are not supported by this browser');
      return;
    }
    if (!(await ensurePermission())) {
      console.warn('Push notifications: permission not granted');
      return;
    }
    const config = await queryClient.fetchQuery(publicConfigQuery);
    const key = config.push.vapid_public_key;
    if (!key) {
      console.warn('Push notifications: no server key configured');
      return;
    }
    await navigator.serviceWorker.register(SERVICE_WORKER_URL);
    const registration = await navigator.serviceWorker.ready;
    const subscription = await currentSubscription(registration, applicationServerKeyFrom(key));
    const token = JSON.stringify(subscription);
    if (!token || token === '{}') {
      console.warn('Push notifications: empty token');
      return;
    }
    if (token === localStorage.getItem(STORAGE_KEYS.pushToken)) return;
    const body: DeviceTokenBody = { token, is_app: false, from_api: true, platform: 'web' };
    try {
      await api.post('/device-tokens', DeviceTokenResponse, body);
      localStorage.setItem(STORAGE_KEYS.pushToken, token);
    } catch (err) {
      console.warn(apiErrorMessage(err, MSG.saveDeviceTokenFailed));
    }
  } catch (err) {
    console.warn('Push registration failed', err);
  }
}

/**
 * Sign-out, while the token still works: the server forgets this browser's subscription for the student, so their
 * pushes stop arriving here. Failures are only logged: signing out goes on.
 */
export async function unregisterPush(): Promise<void> {
  const token = localStorage.getItem(STORAGE_KEYS.pushToken);
  if (!token) return;
  let endpoint: unknown;
  try {
    endpoint = (JSON.parse(token) as { endpoint?: unknown } | null)?.endpoint;
  } catch {
    return;
  }
  if (typeof endpoint !== 'string') return;
  const body: DeviceTokenDeleteBody = { endpoint };
  try {
    await api.delete('/device-tokens', DeviceTokenDeleteResponse, body);
  } catch (err) {
    console.warn(apiErrorMessage(err, MSG.removeDeviceTokenFailed));
  }
}
