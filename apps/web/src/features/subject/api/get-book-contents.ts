import { queryOptions, useQuery } from '@tanstack/react-query';
import { BookContentsResponse } from '@quizring/contracts';
import type { BookContents } from '@quizring/contracts';
import { api } from '@/lib/api-client';
import { learnerKey } from '@/lib/learner-data';

export async function getBookContents(subject: string): Promise<BookContents[]> {
  return (await api.get('/book-contents', BookContentsResponse, { subject })).data.books;
}

// Under the learner key: question counts and progress shown here change as quizzes are answered.
export const bookContentsQueryOptions = (subject: string) =>
  queryOptions({ queryKey: learnerKey('book-contents', subject), queryFn: () => getBookContents(subject) });

export function useBookContents(subject: string) {
  return useQuery(bookContentsQueryOptions(subject));
}
