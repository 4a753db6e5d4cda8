// API shortcuts for the screens that need content or another player first: a skill and a topic to quiz on, and a
// Ring created, joined, started and played without the UI. Answers are checked against the contract schemas.
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import {
  BookContentsResponse,
  CreateRingResponse,
  LearningPathResponse,
  RingAnswerResponse,
  RingQuestionsResponse,
  RingTopicsResponse,
} from '@quizring/contracts';
import type { z } from 'zod';
import type { Session } from './api.ts';

const bearer = (session: Session) => ({ Authorization: `Bearer ${session.token}` });

async function parsed<S extends z.ZodType>(response: APIResponse, schema: S): Promise<z.infer<S>> {
  const body: unknown = await response.json().catch(() => null);
  expect(response.status(), `${response.url()} answered ${JSON.stringify(body)}`).toBe(200);
  return schema.parse(body);
}

/** The first skill of the student's learning path that is open to practise (not locked). */
export async function openSkillId(request: APIRequestContext, session: Session): Promise<number> {
  const { data } = await parsed(
    await request.get('/api/learning-path', { headers: bearer(session) }),
    LearningPathResponse,
  );
  const node = data.path.find((n) => n.status !== 'future') ?? data.path[0];
  if (!node) throw new Error('the learning path has no skills');
  return node.skill_id;
}

/** /topic-quiz/{chapterId}/{subtopicId} of the first topic with questions in a subject. */
export async function topicQuizPath(
  request: APIRequestContext,
  session: Session,
  subject: string,
): Promise<string> {
  const { data } = await parsed(
    await request.get('/api/book-contents', { headers: bearer(session), params: { subject } }),
    BookContentsResponse,
  );
  for (const book of data.books)
    for (const chapter of book.chapters)
      for (const topic of chapter.subtopics)
        if (topic.question_count > 0) return `/topic-quiz/${chapter.id}/${topic.id}`;
  throw new Error(`no topic with questions in ${subject}`);
}

export async function ringTopicId(request: APIRequestContext, session: Session): Promise<number> {
  const { data } = await parsed(
    await request.get('/api/ring-sessions/topics', { headers: bearer(session) }),
    RingTopicsResponse,
  );
  const topic = data.topics.find((t) => t.question_count > 0);
  if (!topic) throw new Error('no Ring topic with questions');
  return topic.id;
}

/** The host creates a Ring inviting the others; returns its id. */
export async function createRing(
  request: APIRequestContext,
  host: Session,
  invited: Session[],
): Promise<number> {
  const topicId = await ringTopicId(request, host);
  const reply = await parsed(
    await request.post('/api/ring-sessions', {
      headers: bearer(host),
      data: { topic_id: topicId, invited_user_ids: invited.map((s) => s.user.id) },
    }),
    CreateRingResponse,
  );
  return reply.data.session.id;
}

async function ringCall(request: APIRequestContext, session: Session, id: number, action: string) {
  const res = await request.post(`/api/ring-sessions/${id}/${action}`, { headers: bearer(session) });
  expect(res.status(), `${action}: ${await res.text()}`).toBe(200);
}

export const joinRing = (request: APIRequestContext, s: Session, id: number) =>
  ringCall(request, s, id, 'join');
export const startRing = (request: APIRequestContext, s: Session, id: number) =>
  ringCall(request, s, id, 'start');

/** Answers every question the player has not answered yet with its first option. */
export async function playRing(request: APIRequestContext, session: Session, id: number): Promise<void> {
  const { data } = await parsed(
    await request.get(`/api/ring-sessions/${id}/questions`, { headers: bearer(session) }),
    RingQuestionsResponse,
  );
  for (const q of data.questions) {
    if (q.my_answer || !q.options[0]) continue;
    await parsed(
      await request.post(`/api/ring-sessions/${id}/answer`, {
        headers: bearer(session),
        data: { question_bank_id: q.question_bank_id, answer_id: q.options[0].id },
      }),
      RingAnswerResponse,
    );
  }
}
