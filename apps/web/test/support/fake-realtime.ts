// A stand-in for lib/realtime in page tests: records subscriptions and lets a test deliver events.
// Use with: vi.mock('@/lib/realtime', async () => (await import('./fake-realtime')).fakeRealtimeModule);
import { useSyncExternalStore } from 'react';
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { studentChannel } from '@quizring/contracts';
import type { ChannelHandlers, ConnectionState, PresenceMember } from '@/lib/realtime';

type Subscription = { channel: string; handlers: ChannelHandlers };

const subscriptions = new Set<Subscription>();
let state: ConnectionState = 'connected';
const stateListeners = new Set<() => void>();

function subscribeChannel(channel: string, handlers: ChannelHandlers): () => void {
  const sub = { channel, handlers };
  subscriptions.add(sub);
  return () => subscriptions.delete(sub);
}

const on = (channel: string) => [...subscriptions].filter((s) => s.channel === channel);

export const fakeRealtime = {
  /** The channel names subscribed right now (one entry per subscriber). */
  channels: () => [...subscriptions].map((s) => s.channel),
  /** The event names bound on `channel`. */
  eventsOn: (channel: string) => on(channel).flatMap((s) => Object.keys(s.handlers.events ?? {})),
  emit(channel: string, event: string, data: unknown) {
    act(() => on(channel).forEach((s) => s.handlers.events?.[event]?.(data)));
  },
  succeed(channel: string, members: PresenceMember[] = []) {
    act(() => on(channel).forEach((s) => s.handlers.onSubscribed?.(members)));
  },
  memberAdded(channel: string, member: PresenceMember) {
    act(() => on(channel).forEach((s) => s.handlers.onMemberAdded?.(member)));
  },
  memberRemoved(channel: string, member: PresenceMember) {
    act(() => on(channel).forEach((s) => s.handlers.onMemberRemoved?.(member)));
  },
  fail(channel: string, error: unknown) {
    act(() => on(channel).forEach((s) => s.handlers.onError?.(error)));
  },
  setState(next: ConnectionState) {
    act(() => {
      state = next;
      stateListeners.forEach((l) => l());
    });
  },
  reset() {
    subscriptions.clear();
    state = 'connected';
    fakeRealtimeModule.disconnectRealtime.mockClear();
  },
};

const onConnectionStateChange = (l: () => void) => {
  stateListeners.add(l);
  return () => stateListeners.delete(l);
};
const getConnectionState = () => state;

export const fakeRealtimeModule = {
  CONNECTION_STATES: ['initialized', 'connecting', 'connected', 'unavailable', 'failed', 'disconnected'],
  FRIENDS_CHANGED_EVENT: 'friends-changed',
  subscribeChannel,
  subscribePresence: subscribeChannel,
  subscribeStudentChannel: (userId: number, handlers: ChannelHandlers) =>
    subscribeChannel(studentChannel(userId), handlers),
  getConnectionState,
  onConnectionStateChange,
  useConnectionState: () => useSyncExternalStore(onConnectionStateChange, getConnectionState),
  disconnectRealtime: vi.fn(),
};
