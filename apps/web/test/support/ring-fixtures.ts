// Sessions, questions and leaderboards for the Ring page tests.
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type {
  RingLeaderboardEntry,
  RingParticipant,
  RingQuestion,
  RingSessionData,
  RingTopic,
  UserSummary,
} from '@quizring/contracts';
import { makeConfig, makeUser } from './fixtures';
import { ok } from './mock-api';
import type { ApiReply, ApiRequest } from './mock-api';

export const me = makeUser({ id: 7, name: 'Asha Rao', fullname: 'Asha Rao' });
export const config = makeConfig();
export const JOINED_AT = '2026-01-05T10:00:00.000Z';

/** The calls every signed-in page makes. */
export const sessionCalls = {
  'GET /api/user-info': () => ok({ user: me }),
  'GET /api/config': () => ok(config),
};

export function friend(
  id: number,
  firstname: string,
  lastname: string,
  extra: Partial<UserSummary> = {},
): UserSummary {
  return {
    id,
    firstname,
    lastname,
    username: `${firstname.toLowerCase()}${id}`,
    avatar: null,
    relationship_status: 'friend',
    ...extra,
  };
}

export function topic(
  id: number,
  title: string,
  subject: string,
  question_count = 12,
  chapter: [number, string] = [1, 'Chapter one'],
): RingTopic {
  return { id, title, subject, chapter_number: chapter[0], chapter_title: chapter[1], question_count };
}

export function participant(
  user_id: number,
  name: string,
  joined: boolean,
  extra: Partial<RingParticipant> = {},
): RingParticipant {
  return {
    id: user_id * 100,
    ring_session_id: 12,
    user_id,
    name,
    avatar: null,
    joined_at: joined ? JOINED_AT : null,
    finished_at: null,
    ...extra,
  };
}

export function ringSession(
  overrides: Partial<RingSessionData['session']> = {},
  participants: RingParticipant[] = [participant(7, 'Asha Rao', true), participant(11, 'Ravi Kumar', false)],
): RingSessionData {
  return {
    session: {
      id: 12,
      host_id: 7,
      host: { id: 7, fullname: 'Asha Rao', avatar: null },
      topic_id: 3,
      topic_title: 'Fractions',
      status: 'pending',
      created_at: JOINED_AT,
      updated_at: JOINED_AT,
      started_at: null,
      ended_at: null,
      deadline_at: null,
      question_count: 10,
      ...overrides,
    },
    participants,
  };
}

/** Question `n` (bank id 100+n) with options n*10+1..4; option n*10+1 is right. */
export function ringQuestion(n: number, myAnswer: RingQuestion['my_answer'] = null): RingQuestion {
  return {
    question_id: n,
    question_bank_id: 100 + n,
    question_order: n,
    text: `Ring question ${n}?`,
    options: [1, 2, 3, 4].map((k) => ({ id: n * 10 + k, text: `Q${n} option ${k}` })),
    figure: null,
    my_answer: myAnswer,
  };
}

export const ringQuestions = (count: number) => Array.from({ length: count }, (_, i) => ringQuestion(i + 1));

export const questionsReply = (questions: RingQuestion[]): ApiReply =>
  ok({ questions, deadline_at: null, started_at: JOINED_AT });

/** The server's verdict: option n*10+1 of question n is right. */
export function answerReply(req: ApiRequest): ApiReply {
  const body = req.body as { question_bank_id: number; answer_id: number };
  const n = body.question_bank_id - 100;
  const correct = n * 10 + 1;
  return ok({ is_correct: body.answer_id === correct, correct_option_id: correct, correct: 0, answered: n });
}

export function entry(
  user_id: number,
  name: string,
  correct: number,
  rank: number,
  extra: Partial<RingLeaderboardEntry> = {},
): RingLeaderboardEntry {
  return {
    user_id,
    name,
    avatar: null,
    correct,
    total: 10,
    answered: 10,
    accuracy_pct: correct * 10,
    total_time_ms: 60_000 + rank,
    rank,
    ...extra,
  };
}

export const statusReply = (
  status: string,
  started_at: string | null = JOINED_AT,
  ended_at: string | null = null,
): ApiReply => ok({ status, started_at, ended_at });

export const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
