// The signed-in student's private channel: a Ring invitation raises the same in-app
// 'ring-invite' event as a push does, and friend changes raise 'friends-changed' for the friends feature.
import { useEffect } from 'react';
import { STUDENT_EVENTS } from '@quizring/contracts';
import {
  dispatchRingInvite,
  RING_INVITE_DEFAULT_HOST,
  RING_INVITE_DEFAULT_MESSAGE,
} from '@/lib/ring-invite-event';
import type { RingInviteDetail } from '@/lib/ring-invite-event';
import { FRIENDS_CHANGED_EVENT, subscribeStudentChannel } from '@/lib/realtime';
import type { FriendsChangedDetail } from '@/lib/realtime';

const text = (v: unknown): string =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';

/** The invite payload (sessionId, hostName, message), tolerating the push message's snake_case names. */
export function inviteOf(data: unknown): RingInviteDetail | null {
  const d = (data ?? {}) as Record<string, unknown>;
  const sessionId = text(d.sessionId ?? d.session_id);
  if (!sessionId) return null;
  return {
    sessionId,
    hostName: text(d.hostName ?? d.host_name) || RING_INVITE_DEFAULT_HOST,
    message: text(d.message) || RING_INVITE_DEFAULT_MESSAGE,
  };
}

function raiseFriendsChanged(event: string, data: unknown) {
  window.dispatchEvent(
    new CustomEvent<FriendsChangedDetail>(FRIENDS_CHANGED_EVENT, { detail: { event, data } }),
  );
}

export function useStudentChannel(userId: number | null): void {
  useEffect(() => {
    if (userId === null) return;
    return subscribeStudentChannel(userId, {
      events: {
        [STUDENT_EVENTS.ringInvite]: (data) => {
          const invite = inviteOf(data);
          if (invite) dispatchRingInvite(invite);
        },
        [STUDENT_EVENTS.friendRequest]: (data) => raiseFriendsChanged(STUDENT_EVENTS.friendRequest, data),
        [STUDENT_EVENTS.friendsChanged]: (data) => raiseFriendsChanged(STUDENT_EVENTS.friendsChanged, data),
      },
    });
  }, [userId]);
}
