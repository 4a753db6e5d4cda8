// The session's presence channel: every ring event under its wire name and under the
// server's event class name, plus the presence events. The server may deliver an event under both names,
// and a reconnect may replay one, so events are handled once per sequence number.
import { useEffect, useRef, useState } from 'react';
import { RING_EVENT_CLASSES, RING_EVENTS, ringChannel } from '@quizring/contracts';
import { subscribePresence } from '@/lib/realtime';
import type { PresenceMember } from '@/lib/realtime';

type RingEventName = (typeof RING_EVENTS)[keyof typeof RING_EVENTS];

export type RingChannelHandlers = {
  onParticipantJoined?: (data: unknown) => void;
  onSessionStarted?: (data: unknown) => void;
  onAnswerSubmitted?: (data: unknown) => void;
  onSessionFinished?: (data: unknown) => void;
  onSubscribed?: (members: PresenceMember[]) => void;
  onMemberAdded?: (member: PresenceMember) => void;
  onMemberRemoved?: (member: PresenceMember) => void;
};

const HANDLER_OF: Record<RingEventName, keyof RingChannelHandlers> = {
  [RING_EVENTS.participantJoined]: 'onParticipantJoined',
  [RING_EVENTS.sessionStarted]: 'onSessionStarted',
  [RING_EVENTS.answerSubmitted]: 'onAnswerSubmitted',
  [RING_EVENTS.sessionFinished]: 'onSessionFinished',
};

const seqOf = (data: unknown): number | null => {
  const seq = (data as { seq?: unknown } | null)?.seq;
  return typeof seq === 'number' && Number.isFinite(seq) ? seq : null;
};

/** Subscribes while `sessionId` is set. `isSubscribed` is true once the channel is up and until it fails. */
export function useRingChannel(
  sessionId: number | null,
  handlers: RingChannelHandlers,
): { isSubscribed: boolean } {
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });
  const [isSubscribed, setIsSubscribed] = useState(false);

  useEffect(() => {
    if (sessionId === null) return;
    const seen = new Set<number>();
    const events: Record<string, (data: unknown) => void> = {};
    for (const name of Object.values(RING_EVENTS)) {
      const handle = (data: unknown) => {
        const seq = seqOf(data);
        if (seq !== null) {
          if (seen.has(seq)) return;
          seen.add(seq);
        }
        (handlersRef.current[HANDLER_OF[name]] as ((d: unknown) => void) | undefined)?.(data);
      };
      events[name] = handle;
      events[RING_EVENT_CLASSES[name]] = handle;
    }
    const unsubscribe = subscribePresence(ringChannel(sessionId), {
      events,
      onSubscribed: (members) => {
        setIsSubscribed(true);
        handlersRef.current.onSubscribed?.(members);
      },
      onMemberAdded: (m) => handlersRef.current.onMemberAdded?.(m),
      onMemberRemoved: (m) => handlersRef.current.onMemberRemoved?.(m),
      onError: () => setIsSubscribed(false),
    });
    return () => {
      unsubscribe();
      setIsSubscribed(false);
    };
  }, [sessionId]);

  return { isSubscribed };
}
