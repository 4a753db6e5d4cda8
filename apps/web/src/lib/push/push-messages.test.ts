import { afterEach, describe, expect, it, vi } from 'vitest';
import toast from 'react-hot-toast';
import { RING_INVITE_EVENT } from '@/lib/ring-invite-event';
import type { RingInviteDetail } from '@/lib/ring-invite-event';
import { handlePushMessage, PUSH_MESSAGE_SOURCE } from './push-messages';

function captureInvites() {
  const invites: RingInviteDetail[] = [];
  const listener = (e: Event) => invites.push((e as CustomEvent<RingInviteDetail>).detail);
  window.addEventListener(RING_INVITE_EVENT, listener);
  return { invites, stop: () => window.removeEventListener(RING_INVITE_EVENT, listener) };
}

afterEach(() => {
  vi.restoreAllMocks();
  toast.remove();
});

describe('handlePushMessage', () => {
  it('raises ring-invite with the defaults for host and message', () => {
    const { invites, stop } = captureInvites();
    handlePushMessage({
      source: PUSH_MESSAGE_SOURCE,
      title: 'Ring',
      data: { type: 'ring_invite', session_id: 42 },
    });
    stop();
    expect(invites).toEqual([
      { sessionId: '42', hostName: 'Friend', message: 'invited you to join a Ring.' },
    ]);
  });

  it('passes the host name and message through', () => {
    const { invites, stop } = captureInvites();
    handlePushMessage({
      source: PUSH_MESSAGE_SOURCE,
      data: { type: 'ring_invite', sessionId: '7', hostName: 'Ravi', message: 'Quick maths duel!' },
    });
    stop();
    expect(invites).toEqual([{ sessionId: '7', hostName: 'Ravi', message: 'Quick maths duel!' }]);
  });

  it('shows any other message as a success toast of title plus body', () => {
    const success = vi.spyOn(toast, 'success');
    const { invites, stop } = captureInvites();
    handlePushMessage({
      source: PUSH_MESSAGE_SOURCE,
      title: 'Streak',
      body: 'Keep it going!',
      data: { type: 'streak' },
    });
    // A ring invite without a session id is not an invitation.
    handlePushMessage({
      source: PUSH_MESSAGE_SOURCE,
      title: 'Ring',
      body: 'Hi',
      data: { type: 'ring_invite' },
    });
    stop();
    expect(invites).toEqual([]);
    expect(success).toHaveBeenNthCalledWith(1, 'Streak\nKeep it going!');
    expect(success).toHaveBeenNthCalledWith(2, 'Ring\nHi');
  });
});
