import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { makeUser, storeSession } from '@test/fixtures';
import { mockApi } from '@test/mock-api';
import { MOVE_QUIZ } from '../quiz-modes';
import { makeQuestion, questionsReply } from '@test/quiz-fixtures';
import { quizQuestionsOptions, useQuizQuestions } from './use-quiz-questions';

function Questions() {
  const { questions } = useQuizQuestions(MOVE_QUIZ);
  return <p>{questions.length ? `loaded ${questions.length}` : 'waiting'}</p>;
}

beforeEach(() => {
  localStorage.clear();
  storeSession(makeUser());
});

describe('useQuizQuestions', () => {
  it('keeps a list that no screen has subscribed to yet (a first render that yields to the browser)', async () => {
    mockApi({ 'GET /api/swipe-question-list': () => questionsReply([makeQuestion(1)]) });
    const queryClient = new QueryClient();
    const options = quizQuestionsOptions(MOVE_QUIZ);
    await queryClient.prefetchInfiniteQuery(options);
    await new Promise((r) => setTimeout(r, 20));
    expect(queryClient.getQueryCache().find({ queryKey: options.queryKey, exact: true })).toBeDefined();
  });

  it('drops the list when the screen goes away, so the next visit asks for a fresh selection', async () => {
    const api = mockApi({ 'GET /api/swipe-question-list': () => questionsReply([makeQuestion(1)]) });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { queryKey } = quizQuestionsOptions(MOVE_QUIZ);
    const view = () => (
      <QueryClientProvider client={queryClient}>
        <Questions />
      </QueryClientProvider>
    );
    const first = render(view());
    expect(await screen.findByText('loaded 1')).toBeInTheDocument();
    first.unmount();
    await waitFor(() => expect(queryClient.getQueryCache().find({ queryKey, exact: true })).toBeUndefined());
    render(view());
    expect(await screen.findByText('loaded 1')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/swipe-question-list')).toHaveLength(2);
  });
});
