// The Ring calls. Query keys live here so that realtime handlers update the same cache entries.
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  CreateRingResponse,
  FriendsSummaryResponse,
  firstMessage,
  MSG,
  RING_COOLDOWN_REMARK,
  RingAnswerResponse,
  RingCooldown,
  RingLeaderboardResponse,
  RingQuestionsResponse,
  RingSessionResponse,
  RingTopicsResponse,
  successEnvelope,
} from '@quizring/contracts';
import type { RingSessionData } from '@quizring/contracts';
import { api, ApiError } from '@/lib/api-client';

export const ringKeys = {
  all: ['ring'] as const,
  topics: () => ['ring', 'topics'] as const,
  friends: () => ['ring', 'friends'] as const,
  session: (id: number) => ['ring', id, 'session'] as const,
  questions: (id: number) => ['ring', id, 'questions'] as const,
  leaderboard: (id: number) => ['ring', id, 'leaderboard'] as const,
};

const base = (id: number) => `/ring-sessions/${id}`;
const AnySuccess = successEnvelope(z.unknown());

export const ringTopicsQuery = () =>
  queryOptions({
    queryKey: ringKeys.topics(),
    queryFn: async () => (await api.get('/ring-sessions/topics', RingTopicsResponse)).data.topics,
    staleTime: 5 * 60_000,
  });

/** The lobby invites from the friends summary ("also used by the Ring lobby", data.friends). */
export const ringFriendsQuery = () =>
  queryOptions({
    queryKey: ringKeys.friends(),
    queryFn: async () => (await api.get('/friends/summary', FriendsSummaryResponse)).data.friends,
  });

export const ringSessionQuery = (id: number) =>
  queryOptions({
    queryKey: ringKeys.session(id),
    queryFn: async (): Promise<RingSessionData> => (await api.get(base(id), RingSessionResponse)).data,
  });

export const ringQuestionsQuery = (id: number) =>
  queryOptions({
    queryKey: ringKeys.questions(id),
    queryFn: async () => (await api.get(`${base(id)}/questions`, RingQuestionsResponse)).data,
    // The questions are fetched once per visit: a refetch mid-quiz would move the player around.
    staleTime: Infinity,
    gcTime: 0,
  });

export type RingLeaderboard = z.infer<typeof RingLeaderboardResponse>['data'];

export async function getRingLeaderboard(id: number): Promise<RingLeaderboard> {
  return (await api.get(`${base(id)}/leaderboard`, RingLeaderboardResponse)).data;
}

export const ringLeaderboardQuery = (id: number) =>
  queryOptions({ queryKey: ringKeys.leaderboard(id), queryFn: () => getRingLeaderboard(id) });

// ---- Create, with the cooldown outcome ----

export type CreateRingOutcome =
  | { kind: 'created'; sessionId: number }
  | { kind: 'cooldown'; message: string; cooldown: RingCooldown | null };

/** The cooldown fields, directly in data or under data.cooldown (a normal response or HTTP 429). */
function cooldownOf(data: unknown): RingCooldown | null {
  for (const candidate of [data, (data as { cooldown?: unknown } | null)?.cooldown]) {
    const parsed = RingCooldown.safeParse(candidate);
    if (parsed.success) return parsed.data;
  }
  return null;
}

const CooldownSuccess = z.object({
  status: z.literal('success'),
  remark: z.literal(RING_COOLDOWN_REMARK),
  message: z.unknown(),
  data: z.unknown(),
});
const CreateReply = z.union([CreateRingResponse, CooldownSuccess]);

/** Thrown when the server accepted the call but gave no session to open. */
export class RingNotCreatedError extends Error {}

export async function createRing(topicId: number, invitedUserIds: number[]): Promise<CreateRingOutcome> {
  try {
    const reply = await api.post('/ring-sessions', CreateReply, {
      topic_id: topicId,
      invited_user_ids: invitedUserIds,
    });
    if (reply.remark === RING_COOLDOWN_REMARK) {
      return {
        kind: 'cooldown',
        message: firstMessage(reply.message, MSG.ringCooldownDefault),
        cooldown: cooldownOf(reply.data),
      };
    }
    return { kind: 'created', sessionId: reply.data.session.id };
  } catch (err) {
    if (err instanceof ApiError && err.remark === RING_COOLDOWN_REMARK) {
      const body = err.body as { message?: unknown; data?: unknown };
      return {
        kind: 'cooldown',
        message: firstMessage(body.message, MSG.ringCooldownDefault),
        cooldown: cooldownOf(body.data),
      };
    }
    // A success envelope that is neither a session nor a cooldown.
    if (err instanceof ApiError && (err.body as { status?: unknown } | null)?.status === 'success') {
      throw new RingNotCreatedError(MSG.couldNotCreateRing);
    }
    throw err;
  }
}

// ---- Session actions ----

export async function joinRing(id: number): Promise<void> {
  await api.post(`${base(id)}/join`, AnySuccess);
}

export async function startRing(id: number): Promise<void> {
  await api.post(`${base(id)}/start`, AnySuccess);
}

export type RingAnswerResult = z.infer<typeof RingAnswerResponse>['data'];

export async function answerRing(
  id: number,
  questionBankId: number,
  answerId: number,
): Promise<RingAnswerResult> {
  return (
    await api.post(`${base(id)}/answer`, RingAnswerResponse, {
      question_bank_id: questionBankId,
      answer_id: answerId,
    })
  ).data;
}

// ---- Status ----

/** Pending is shown as waiting; the terminal value is spelled ended or finished. */
export type RingPhase = 'waiting' | 'in_progress' | 'finished' | 'unknown';
export type RingStatusInfo = { phase: RingPhase; startedAt: string | null; endedAt: string | null };

const LooseStatusResponse = successEnvelope(
  z.object({
    status: z.string().nullish(),
    started_at: z.string().nullish(),
    ended_at: z.string().nullish(),
  }),
);

export function ringPhaseOf(status: string | null | undefined): RingPhase {
  switch (status) {
    case 'pending':
    case 'waiting':
      return 'waiting';
    case 'in_progress':
      return 'in_progress';
    case 'finished':
    case 'ended':
      return 'finished';
    default:
      return 'unknown';
  }
}

export async function getRingStatus(id: number): Promise<RingStatusInfo> {
  const { data } = await api.get(`${base(id)}/status`, LooseStatusResponse);
  return {
    phase: ringPhaseOf(data.status),
    startedAt: data.started_at ?? null,
    endedAt: data.ended_at ?? null,
  };
}
