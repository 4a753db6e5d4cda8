// Questions, replies and a rendered quiz page for the quiz tests.
import type { ReactNode } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import type { AttemptResult, Question } from '@quizring/contracts';
import { makeUser, storeSession } from './fixtures';
import { mockApi, ok } from './mock-api';
import type { ApiReply, ApiRequest } from './mock-api';
import { renderWithApp } from './render';

export const user = makeUser();

/** Question `id` with four options; option `id*10+1` is the right one (the server says so only in a verdict). */
export function makeQuestion(id: number, overrides: Partial<Question> = {}): Question {
  return {
    id,
    question: `Question ${id}?`,
    hint: null,
    options: [1, 2, 3, 4].map((n) => ({
      id: id * 10 + n,
      option_text: `Q${id} option ${n}`,
      is_answer: false,
    })),
    subject_name: 'Mathematics',
    chapter_title: 'Fractions',
    subtopic_title: 'Adding fractions',
    skill_id: 3,
    skill_name: 'Adding fractions',
    difficulty: 2,
    figure: null,
    ...overrides,
  };
}

export const makeQuestions = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => makeQuestion(from + i));

export const questionsReply = (questions: Question[]): ApiReply => ok({ questions });

export function attemptReply(req: ApiRequest, overrides: Partial<AttemptResult> = {}): ApiReply {
  const body = req.body as { question_id: number[] };
  const questionId = body.question_id[0] ?? 1;
  const chosen = (body as Record<string, unknown>)[`option_${questionId}`];
  const result: AttemptResult = {
    attempt_id: 1,
    is_correct: chosen === questionId * 10 + 1,
    correct_option_id: questionId * 10 + 1,
    explanation: null,
    skill_mastery: {
      skill_id: 3,
      skill_name: 'Adding fractions',
      p_mastery: 0.4,
      status: 'learning',
      predicted_success: 0.5,
    },
    duplicate: false,
    credited: true,
    ...overrides,
  };
  return ok(result);
}

/** The server's answer to a timed-out question: its right option, `id*10+1`. */
export function timeoutReply(req: ApiRequest, explanation: string | null = null): ApiReply {
  const questionId = (req.body as { question_id: number }).question_id;
  return ok({ correct_option_id: questionId * 10 + 1, explanation });
}

type Handler = (req: ApiRequest) => ApiReply | Promise<ApiReply>;

/** Signs the user in and serves the session calls, attempts, and the given question handlers. */
export function serveQuiz(handlers: Record<string, Handler>) {
  storeSession(user);
  return mockApi({
    'GET /api/user-info': () => ok({ user }),
    'POST /api/user-attempts': (req) => attemptReply(req),
    'POST /api/question-timeouts': (req) => timeoutReply(req),
    ...handlers,
  });
}

export const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

export async function renderQuiz(ui: ReactNode, route: string, path = route) {
  const rendered = renderWithApp(ui, { route, path });
  await advance(0);
  return rendered;
}

export async function startQuiz() {
  fireEvent.click(screen.getByRole('button', { name: 'Start' }));
  await advance(0);
}

/** Answers the shown question with its option `n` (1 is right) by a click. */
export async function choose(questionId: number, n: number) {
  fireEvent.click(screen.getByRole('button', { name: `Q${questionId} option ${n}` }));
  await advance(0);
}

/** Goes on from a wrong answer or a timeout with the Next button. */
export async function goOn() {
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  await advance(0);
}

/** The shown question's text (overlays have level-2 headings of their own). */
export const questionHeading = () => within(screen.getByRole('article')).getByRole('heading', { level: 2 });
