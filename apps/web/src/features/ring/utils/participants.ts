import type { RingParticipant, RingSessionData } from '@quizring/contracts';

export const isJoined = (p: Pick<RingParticipant, 'joined_at'>) => p.joined_at !== null;

export function joinedCount(participants: readonly RingParticipant[]): number {
  return participants.filter(isJoined).length;
}

type JoinedPayload = Pick<RingParticipant, 'id' | 'user_id' | 'name' | 'avatar' | 'joined_at'>;

/** A participant-joined event applied to the session: the invitee's row is updated, a newcomer appended. */
export function withJoinedParticipant(data: RingSessionData, joined: JoinedPayload): RingSessionData {
  const exists = data.participants.some((p) => p.user_id === joined.user_id);
  const participants = exists
    ? data.participants.map((p) =>
        p.user_id === joined.user_id
          ? {
              ...p,
              id: joined.id,
              name: joined.name || p.name,
              avatar: joined.avatar ?? p.avatar,
              joined_at: joined.joined_at ?? p.joined_at,
            }
          : p,
      )
    : [...data.participants, { ...joined, ring_session_id: data.session.id, finished_at: null }];
  return { ...data, participants };
}

/** A session-started event sets in_progress and fills started_at if missing. */
export function withSessionStarted(data: RingSessionData, startedAt: string | null): RingSessionData {
  return {
    ...data,
    session: {
      ...data.session,
      status: 'in_progress',
      started_at: data.session.started_at ?? startedAt ?? new Date().toISOString(),
    },
  };
}

export function withSessionFinished(data: RingSessionData, endedAt: string | null): RingSessionData {
  return {
    ...data,
    session: { ...data.session, status: 'finished', ended_at: data.session.ended_at ?? endedAt },
  };
}
