// The Ring: a live group quiz with friends.
import { z } from 'zod';
import { successEnvelope } from './envelope.ts';
import { QuestionFigure } from './learning.ts';

const Id = z.number().int().positive();

export const RING_STATUSES = ['pending', 'in_progress', 'finished'] as const;
export const RingStatus = z.enum(RING_STATUSES);
export type RingStatus = z.infer<typeof RingStatus>;

export const RingTopic = z.object({
  id: Id,
  title: z.string(),
  subject: z.string(),
  /** The chapter the topic belongs to: the topic list groups by subject, then chapter. */
  chapter_number: z.number().int(),
  chapter_title: z.string(),
  question_count: z.number().int(),
});
export type RingTopic = z.infer<typeof RingTopic>;
export const RingTopicsResponse = successEnvelope(z.object({ topics: z.array(RingTopic) }));

export const RingSession = z.object({
  id: Id,
  host_id: Id,
  host: z.object({ id: Id, fullname: z.string(), avatar: z.string().nullable() }),
  topic_id: Id,
  topic_title: z.string(),
  status: RingStatus,
  created_at: z.string(),
  updated_at: z.string(),
  started_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  /** When answers stop being accepted (set at start: questions × 30 s plus a short grace). */
  deadline_at: z.string().nullable(),
  question_count: z.number().int(),
});
export type RingSession = z.infer<typeof RingSession>;

export const RingParticipant = z.object({
  id: Id,
  ring_session_id: Id,
  user_id: Id,
  name: z.string(),
  avatar: z.string().nullable(),
  joined_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type RingParticipant = z.infer<typeof RingParticipant>;

export const RingSessionData = z.object({ session: RingSession, participants: z.array(RingParticipant) });
export type RingSessionData = z.infer<typeof RingSessionData>;
export const RingSessionResponse = successEnvelope(RingSessionData);
export const RingParticipantsResponse = successEnvelope(z.object({ participants: z.array(RingParticipant) }));

export const CreateRingBody = z.object({
  topic_id: Id,
  invited_user_ids: z.array(Id).min(1).max(50),
});
/** Created: `remark: 'ring_session_created'` with data.session. */
export const CreateRingResponse = z.object({
  status: z.literal('success'),
  remark: z.literal('ring_session_created'),
  message: z.string(),
  data: RingSessionData,
});

export const RING_COOLDOWN_REMARK = 'ring_cooldown_active';
export const RingCooldown = z.object({
  existing_session_id: Id,
  existing_session_status: RingStatus,
  created_at: z.string(),
  started_at: z.string().nullable(),
  next_allowed_at: z.string(),
  seconds_until_next_allowed: z.number().int().min(0),
});
export type RingCooldown = z.infer<typeof RingCooldown>;

export const RingQuestion = z.object({
  question_id: Id,
  question_bank_id: Id,
  question_order: z.number().int(),
  text: z.string(),
  options: z.array(z.object({ id: Id, text: z.string() })),
  figure: QuestionFigure.nullable(),
  /** The student's own answer, once given (so a reload resumes at the first unanswered question). */
  my_answer: z.object({ answer_id: Id, is_correct: z.boolean(), correct_option_id: Id }).nullable(),
});
export type RingQuestion = z.infer<typeof RingQuestion>;
export const RingQuestionsResponse = successEnvelope(
  z.object({
    questions: z.array(RingQuestion),
    deadline_at: z.string().nullable(),
    started_at: z.string().nullable(),
  }),
);

export const RingAnswerBody = z.object({ question_bank_id: Id, answer_id: Id });
export const RingAnswerResponse = successEnvelope(
  z.object({
    is_correct: z.boolean(),
    correct_option_id: Id,
    correct: z.number().int(),
    answered: z.number().int(),
  }),
);

export const RingLeaderboardEntry = z.object({
  user_id: Id,
  name: z.string(),
  avatar: z.string().nullable(),
  correct: z.number().int(),
  total: z.number().int(),
  /** Questions answered so far: fewer than `total` while the player is still answering. */
  answered: z.number().int(),
  accuracy_pct: z.number(),
  total_time_ms: z.number().int(),
  rank: z.number().int(),
});
export type RingLeaderboardEntry = z.infer<typeof RingLeaderboardEntry>;
export const RingLeaderboardResponse = successEnvelope(
  z.object({ leaderboard: z.array(RingLeaderboardEntry), status: RingStatus }),
);

export const RingStatusResponse = successEnvelope(
  z.object({
    status: z.union([RingStatus, z.literal('unknown')]),
    started_at: z.string().nullable(),
    ended_at: z.string().nullable(),
  }),
);

// ---- Realtime ----

export const ringChannel = (sessionId: number | string) => `presence-ring.${sessionId}`;
export const studentChannel = (userId: number | string) => `private-student.${userId}`;

/** Event names on the wire, and the server event class names the client also binds. */
export const RING_EVENTS = {
  participantJoined: 'participant.joined',
  sessionStarted: 'session.started',
  answerSubmitted: 'answer.submitted',
  sessionFinished: 'session.finished',
} as const;
export const RING_EVENT_CLASSES: Record<(typeof RING_EVENTS)[keyof typeof RING_EVENTS], string> = {
  'participant.joined': 'App\\Events\\RingParticipantJoined',
  'session.started': 'App\\Events\\RingSessionStarted',
  'answer.submitted': 'App\\Events\\RingAnswerSubmitted',
  'session.finished': 'App\\Events\\RingSessionFinished',
};
/** Events on a student's private channel. */
export const STUDENT_EVENTS = {
  ringInvite: 'ring.invite',
  friendRequest: 'friend.request',
  friendsChanged: 'friends.changed',
} as const;

/** Every ring event carries the session's sequence number, so a client can spot a gap and reload. */
export const ParticipantJoinedEvent = RingParticipant.pick({
  id: true,
  user_id: true,
  name: true,
  avatar: true,
  joined_at: true,
}).extend({ seq: z.number().int() });
export const SessionStartedEvent = z.object({
  session_id: Id,
  started_at: z.string(),
  seq: z.number().int(),
});
export const AnswerSubmittedEvent = z.object({
  user_id: Id,
  name: z.string(),
  is_correct: z.boolean(),
  question_bank_id: Id,
  seq: z.number().int(),
});
export const SessionFinishedEvent = z.object({ session_id: Id, ended_at: z.string(), seq: z.number().int() });

/** The invitation, as a push message (`type: ring_invite`) and on the student channel. */
export const RingInvitePayload = z.object({
  sessionId: z.string(),
  hostName: z.string(),
  message: z.string(),
});
export type RingInvitePayload = z.infer<typeof RingInvitePayload>;

export const BroadcastingAuthBody = z.object({
  socket_id: z.string().regex(/^\d+\.\d+$/),
  channel_name: z.string().min(1).max(200),
});
/** A presence member's `user_info` (its `user_id` is the student id as a string). */
export const PresenceUserInfo = z.object({ name: z.string(), avatar: z.string().nullable() });
export type PresenceUserInfo = z.infer<typeof PresenceUserInfo>;
/** The broadcasting auth answer, not enveloped (pusher-js reads it as is); `channel_data` on presence channels. */
export const BroadcastingAuthResponse = z.object({ auth: z.string(), channel_data: z.string().optional() });
export type BroadcastingAuthResponse = z.infer<typeof BroadcastingAuthResponse>;
