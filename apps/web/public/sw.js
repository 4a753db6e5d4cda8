// QuizRing service worker: receives web push and shows notifications.
// A push payload is JSON: { type, title, body, ...extra } as the server sends it (e.g. session_id, host_name,
// message for type 'ring_invite'); a payload nesting those under `data` is read the same way.
// Every push is also forwarded to open windows, which raise the in-app Ring invitation
// (type 'ring_invite' with a session id) or show a toast of title plus body.
const PUSH_MESSAGE_SOURCE = 'quizring-push';

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

function readPayload(event) {
  if (!event.data) return {};
  try {
    const json = event.data.json();
    return json && typeof json === 'object' ? json : {};
  } catch {
    return { body: event.data.text() };
  }
}

async function onPush(event) {
  const payload = readPayload(event);
  const data = payload.data && typeof payload.data === 'object' ? payload.data : payload;
  const title = typeof payload.title === 'string' && payload.title ? payload.title : 'QuizRing';
  const body = typeof payload.body === 'string' ? payload.body : '';

  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) client.postMessage({ source: PUSH_MESSAGE_SOURCE, title, body, data });

  // The open page shows the message itself; a system notification is for when nobody is looking.
  const isVisible = windows.some((c) => c.focused || c.visibilityState === 'visible');
  if (isVisible) return;
  const sessionId = data.session_id ?? data.sessionId;
  await self.registration.showNotification(title, {
    body,
    icon: '/icon-192.png',
    badge: '/icon-192.png',
    tag: data.type === 'ring_invite' && sessionId ? `ring-invite-${sessionId}` : undefined,
    data: { url: typeof data.url === 'string' ? data.url : '/dashboard' },
  });
}

self.addEventListener('push', (event) => {
  event.waitUntil(onPush(event));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data && event.notification.data.url) || '/dashboard';
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const existing = windows.find((c) => new URL(c.url).origin === self.location.origin);
      if (existing) return existing.focus();
      return self.clients.openWindow(url);
    })(),
  );
});
