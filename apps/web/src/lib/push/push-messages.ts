// Messages the service worker forwards from a push (see public/sw.js): a Ring invitation raises the in-app
// 'ring-invite' event; anything else shows a success toast of title plus body.
import toast from 'react-hot-toast';
import {
  dispatchRingInvite,
  RING_INVITE_DEFAULT_HOST,
  RING_INVITE_DEFAULT_MESSAGE,
} from '@/lib/ring-invite-event';
import { isServiceWorkerSupported } from './service-worker';

export const PUSH_MESSAGE_SOURCE = 'quizring-push';

type PushPayloadData = {
  type?: unknown;
  session_id?: unknown;
  sessionId?: unknown;
  host_name?: unknown;
  hostName?: unknown;
  message?: unknown;
};
export type PushMessage = { source: string; title?: unknown; body?: unknown; data?: PushPayloadData };

const text = (v: unknown): string =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';

export function handlePushMessage(message: PushMessage): void {
  const data = message.data ?? {};
  const sessionId = text(data.session_id ?? data.sessionId);
  if (data.type === 'ring_invite' && sessionId) {
    dispatchRingInvite({
      sessionId,
      hostName: text(data.host_name ?? data.hostName) || RING_INVITE_DEFAULT_HOST,
      message: text(data.message) || RING_INVITE_DEFAULT_MESSAGE,
    });
    return;
  }
  const content = [text(message.title), text(message.body)].filter(Boolean).join('\n');
  if (content) toast.success(content);
}

export function listenForPushMessages(): () => void {
  if (!isServiceWorkerSupported()) return () => {};
  const onMessage = (event: MessageEvent<unknown>) => {
    const message = event.data as PushMessage | null;
    if (message?.source === PUSH_MESSAGE_SOURCE) handlePushMessage(message);
  };
  navigator.serviceWorker.addEventListener('message', onMessage);
  return () => navigator.serviceWorker.removeEventListener('message', onMessage);
}
