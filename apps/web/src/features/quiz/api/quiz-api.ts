import { AttemptResponse, QuestionsResponse, TimeoutResponse } from '@quizring/contracts';
import type { AttemptPayload, AttemptResult, QuestionsData, TimeoutResult } from '@quizring/contracts';
import { api } from '@/lib/api-client';

/** A list of questions, and for a paged mode which page of the day it is (the next one asked for is page + 1). */
export async function getQuestions(path: string, page?: number): Promise<QuestionsData> {
  const query = page === undefined ? undefined : { page };
  return (await api.get(path, QuestionsResponse, query)).data;
}

/** The page the early entry asked for, when its answer is already in (lib/early-requests.ts). */
export function earlyQuestions(path: string, page: number): QuestionsData | undefined {
  return api.early(path, QuestionsResponse, { page })?.data;
}

export async function postAttempt(payload: AttemptPayload): Promise<AttemptResult> {
  return (await api.post('/user-attempts', AttemptResponse, payload)).data;
}

/** A question whose time ran out: its answer and explanation (answering it later that day earns nothing). */
export async function postTimeout(questionId: number): Promise<TimeoutResult> {
  return (await api.post('/question-timeouts', TimeoutResponse, { question_id: questionId })).data;
}
