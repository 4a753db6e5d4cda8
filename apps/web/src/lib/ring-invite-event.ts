// The in-app Ring invitation event: a push of type ring_invite raises it on `window`,
// and the global invitation popup listens for it.
export const RING_INVITE_EVENT = 'ring-invite';
export const RING_INVITE_DEFAULT_HOST = 'Friend';
export const RING_INVITE_DEFAULT_MESSAGE = 'invited you to join a Ring.';

export type RingInviteDetail = { sessionId: string; hostName: string; message: string };

export function dispatchRingInvite(detail: RingInviteDetail): void {
  window.dispatchEvent(new CustomEvent<RingInviteDetail>(RING_INVITE_EVENT, { detail }));
}
