// A running Ring arranged through the API (create, join, start), for tests about what happens during play rather
// than in the lobby (ring.spec.ts drives the lobby and waiting room through the screens).
import { expect, type APIRequestContext } from '@playwright/test';
import {
  CreateRingResponse,
  RingQuestionsResponse,
  RingSessionResponse,
  RingTopicsResponse,
  type RingQuestion,
} from '@quizring/contracts';
import type { Session } from './api.ts';

const bearer = (s: Session) => ({ Authorization: `Bearer ${s.token}` });

async function json(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<unknown> {
  expect(res.status(), `${res.url()} answered ${await res.text()}`).toBe(200);
  return res.json();
}

/** Creates a Ring hosted by `host` with `players` invited, has every player join, and starts it. */
export async function startedRing(
  request: APIRequestContext,
  host: Session,
  players: Session[],
): Promise<{ sessionId: number; questions: RingQuestion[] }> {
  const topics = RingTopicsResponse.parse(
    await json(await request.get('/api/ring-sessions/topics', { headers: bearer(host) })),
  ).data.topics;
  const topic = topics.find((t) => t.question_count > 0) ?? topics[0]!;
  const created = CreateRingResponse.parse(
    await json(
      await request.post('/api/ring-sessions', {
        headers: bearer(host),
        data: { topic_id: topic.id, invited_user_ids: players.map((p) => p.user.id) },
      }),
    ),
  );
  const sessionId = created.data.session.id;
  for (const p of players)
    RingSessionResponse.parse(
      await json(await request.post(`/api/ring-sessions/${sessionId}/join`, { headers: bearer(p) })),
    );
  RingSessionResponse.parse(
    await json(await request.post(`/api/ring-sessions/${sessionId}/start`, { headers: bearer(host) })),
  );
  const { questions } = RingQuestionsResponse.parse(
    await json(await request.get(`/api/ring-sessions/${sessionId}/questions`, { headers: bearer(host) })),
  ).data;
  return { sessionId, questions: [...questions].sort((a, b) => a.question_order - b.question_order) };
}
