import { queryOptions, useQuery } from '@tanstack/react-query';
import { LearningResultsResponse } from '@quizring/contracts';
import type { LearningResultsData } from '@quizring/contracts';
import { api } from '@/lib/api-client';
import { learnerKey } from '@/lib/learner-data';

export async function getLearningResults(): Promise<LearningResultsData> {
  return (await api.get('/learning-results', LearningResultsResponse)).data;
}

export const learningResultsQueryOptions = () =>
  queryOptions({ queryKey: learnerKey('learning-results'), queryFn: getLearningResults });

export function useLearningResults() {
  return useQuery(learningResultsQueryOptions());
}
