import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { makeConfig } from '@test/fixtures';
import { fail, mockApi, ok } from '@test/mock-api';
import { STORAGE_KEYS } from '@/lib/storage';
import { applicationServerKeyFrom, registerPush, unregisterPush } from './register-push';

const keyBytes = Uint8Array.from({ length: 65 }, (_, i) => i + 1);
const vapidKey = btoa(String.fromCharCode(...keyBytes))
  .replace(/\+/g, '-')
  .replace(/\//g, '_')
  .replace(/=+$/, '');
const subscriptionJson = { endpoint: 'https://push.invalid/abc', keys: { p256dh: 'p', auth: 'a' } };
const token = JSON.stringify(subscriptionJson);

const config = (key: string) => makeConfig({ push: { vapid_public_key: key } });

/** The browser's push surface, faked at its boundary: service worker, PushManager and Notification. */
function stubPushBrowser(permission: NotificationPermission = 'granted') {
  const subscription = {
    options: { applicationServerKey: keyBytes.buffer },
    toJSON: () => subscriptionJson,
    unsubscribe: vi.fn(async () => true),
  };
  const pushManager = {
    getSubscription: vi.fn(async () => null),
    subscribe: vi.fn(async () => subscription),
  };
  const registration = { pushManager };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register: vi.fn(async () => registration), ready: Promise.resolve(registration) },
  });
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission, requestPermission: vi.fn(async () => permission) });
  return pushManager;
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  localStorage.clear();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const queryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('registerPush', () => {
  it('subscribes and sends the subscription as the device token', async () => {
    const api = mockApi({
      'GET /api/config': () => ok(config(vapidKey)),
      'POST /api/device-tokens': () => ok({ saved: true }),
    });
    const pushManager = stubPushBrowser();
    await registerPush(queryClient());
    expect(pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: keyBytes,
    });
    expect(api.callsTo('POST', '/api/device-tokens')[0]?.body).toEqual({
      token,
      is_app: false,
      from_api: true,
      platform: 'web',
    });
    expect(localStorage.getItem(STORAGE_KEYS.pushToken)).toBe(token);
  });

  it('does not send a token equal to the saved one', async () => {
    localStorage.setItem(STORAGE_KEYS.pushToken, token);
    const api = mockApi({ 'GET /api/config': () => ok(config(vapidKey)) });
    stubPushBrowser();
    await registerPush(queryClient());
    expect(api.callsTo('POST', '/api/device-tokens')).toHaveLength(0);
    expect(api.unhandled).toEqual([]);
  });

  it('only logs a server failure', async () => {
    mockApi({
      'GET /api/config': () => ok(config(vapidKey)),
      'POST /api/device-tokens': () => ({ status: 500, body: null }),
    });
    stubPushBrowser();
    await registerPush(queryClient());
    expect(warn).toHaveBeenCalledWith('Failed to save device token');
    expect(localStorage.getItem(STORAGE_KEYS.pushToken)).toBeNull();
  });

  it("logs the server's own message when it gives one", async () => {
    mockApi({
      'GET /api/config': () => ok(config(vapidKey)),
      'POST /api/device-tokens': () => fail(422, 'Bad token'),
    });
    stubPushBrowser();
    await registerPush(queryClient());
    expect(warn).toHaveBeenCalledWith('Bad token');
  });

  it('stops quietly without permission', async () => {
    const api = mockApi({});
    stubPushBrowser('denied');
    await registerPush(queryClient());
    expect(api.calls).toHaveLength(0);
    expect(warn).toHaveBeenCalled();
  });

  it('stops quietly where push is unsupported', async () => {
    const api = mockApi({});
    await registerPush(queryClient());
    expect(api.calls).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith('Push notifications are not supported by this browser');
  });
});

describe('applicationServerKeyFrom', () => {
  it('decodes URL-safe base64 without padding', () => {
    expect(applicationServerKeyFrom(vapidKey)).toEqual(keyBytes);
  });
});

describe('unregisterPush', () => {
  it('asks the server to forget the saved subscription, by its endpoint', async () => {
    const api = mockApi({ 'DELETE /api/device-tokens': () => ok({ removed: true }) });
    localStorage.setItem(STORAGE_KEYS.pushToken, token);
    await unregisterPush();
    expect(api.callsTo('DELETE', '/api/device-tokens').map((c) => c.body)).toEqual([
      { endpoint: subscriptionJson.endpoint },
    ]);
  });

  it('does nothing without a saved subscription, and only logs a refusal', async () => {
    const api = mockApi({ 'DELETE /api/device-tokens': () => fail(404, 'The device token was not found.') });
    await unregisterPush();
    localStorage.setItem(STORAGE_KEYS.pushToken, 'not json');
    await unregisterPush();
    expect(api.calls).toEqual([]);
    localStorage.setItem(STORAGE_KEYS.pushToken, token);
    await unregisterPush();
    expect(warn).toHaveBeenCalledWith('The device token was not found.');
  });
});
