import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CareerFocusResponse, CareerTreeResponse } from '@quizring/contracts';
import type { CareerTree } from '@quizring/contracts';
import { api } from '@/lib/api-client';

/** The tree of the student's own class (the server picks the class when none is asked for). */
export const careerTreeQuery = queryOptions({
  queryKey: ['careers', 'tree'] as const,
  queryFn: async (): Promise<CareerTree> => (await api.get('/career-categories', CareerTreeResponse)).data,
});

export function useCareerTree() {
  return useQuery(careerTreeQuery);
}

export type SavePreferencesBody = { career_ids: number[]; career_focus_percent: number };

/** Saves the careers; the answer is the new tree, so both pages show it at once. */
export function useSaveCareerPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SavePreferencesBody) =>
      await api.post('/career/preferences', CareerTreeResponse, body),
    onSuccess: (res) => queryClient.setQueryData(careerTreeQuery.queryKey, res.data),
    // A refusal can mean the saved state moved on elsewhere (another tab used an update): show the server's.
    onError: () => queryClient.invalidateQueries({ queryKey: careerTreeQuery.queryKey }),
  });
}

export function useUpdateCareerFocus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (career_focus_percent: number) =>
      (await api.post('/career/focus-update', CareerFocusResponse, { career_focus_percent })).data
        .career_focus_percent,
    onSuccess: (percent) =>
      queryClient.setQueryData(careerTreeQuery.queryKey, (tree) =>
        tree ? { ...tree, career_focus_percent: percent } : tree,
      ),
  });
}
