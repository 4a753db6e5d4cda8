import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { Question } from '@quizring/contracts';
import type { QuizConfig } from '../quiz-modes';
import { getQuestions } from './quiz-api';

/**
 * The questions of one quiz, page by page for Move, Punch and Chill (page 1 first; none after an empty page)
 * and as one fixed set for Skill and Topic. The list only ever grows while a quiz runs: nothing refetches it
 * behind the runner's back, and leaving the page drops it so the next visit gets a fresh selection.
 */
export function useQuizQuestions(config: QuizConfig) {
  const query = useInfiniteQuery({
    queryKey: ['quiz-questions', config.mode, config.path],
    queryFn: ({ pageParam }) => getQuestions(config.path, config.paged ? pageParam : undefined),
    initialPageParam: 1,
    getNextPageParam: (lastPage: Question[], pages) =>
      config.paged && lastPage.length > 0 ? pages.length + 1 : undefined,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const pages = query.data?.pages;
  const questions = useMemo(() => pages?.flat() ?? [], [pages]);
  return { query, questions };
}
