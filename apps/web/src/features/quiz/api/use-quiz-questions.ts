import { useEffect, useMemo } from 'react';
import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { QuestionsData } from '@quizring/contracts';
import type { QuizConfig } from '../quiz-modes';
import { earlyQuestions, getQuestions } from './quiz-api';

const quizQuestionsKey = (config: QuizConfig) =>
  ['quiz-questions', config.mode, config.path, config.limit ?? null] as const;

export const quizQuestionsOptions = (config: QuizConfig) =>
  infiniteQueryOptions({
    queryKey: quizQuestionsKey(config),
    queryFn: ({ pageParam }) => getQuestions(config.path, config.paged ? pageParam : undefined),
    initialPageParam: 1,
    // The server may answer a page asked for with a later one (the first with questions left to answer).
    getNextPageParam: (lastPage: QuestionsData, pages) =>
      config.paged && lastPage.questions.length > 0 ? (lastPage.page ?? pages.length) + 1 : undefined,
    // A paged quiz's first page from the early entry's request when it is already in (lib/early-requests.ts).
    initialData: () => {
      const first = config.paged ? earlyQuestions(config.path, 1) : undefined;
      return first ? { pages: [first], pageParams: [1] } : undefined;
    },
    staleTime: Infinity,
    // Not 0: the cache's timer would then drop the list between a first render that yields to the browser (the
    // app's first render is a transition) and the screen's subscription, and a second page would be served.
    // Leaving the screen drops it instead (dropWhenUnused).
    gcTime: 60_000,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/** Drops the list once no screen uses it any more (after StrictMode's immediate remount in development, one does). */
function dropWhenUnused(queryClient: QueryClient, config: QuizConfig): void {
  setTimeout(() => {
    const queryKey = quizQuestionsKey(config);
    const cached = queryClient.getQueryCache().find({ queryKey, exact: true });
    if (cached && cached.getObserversCount() === 0) queryClient.removeQueries({ queryKey, exact: true });
  }, 0);
}

/**
 * The questions of one quiz, page by page for Move, Punch and Chill (page 1 first, which the server answers with
 * the first page of the day that still has questions to answer; none after an empty page)
 * and as one fixed set for Skill and Topic. The list only ever grows while a quiz runs: nothing refetches it
 * behind the runner's back, and leaving the page drops it so the next visit gets a fresh selection.
 */
export function useQuizQuestions(config: QuizConfig) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(quizQuestionsOptions(config));
  useEffect(() => () => dropWhenUnused(queryClient, config), [queryClient, config]);
  const pages = query.data?.pages;
  const questions = useMemo(() => {
    const all = pages?.flatMap((p) => p.questions) ?? [];
    return config.limit === undefined ? all : all.slice(0, config.limit);
  }, [pages, config.limit]);
  return { query, questions };
}
