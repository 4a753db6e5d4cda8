import type { BookContents } from '@quizring/contracts';
import { matchTopicTitles } from '@/lib/topic-search';

export type Chapter = BookContents['chapters'][number];

/** A subtopic with the chapter it belongs to, as the search lists it. */
export type TopicMatch = {
  chapterId: number;
  chapterNumber: number;
  chapterTitle: string;
  subtopicId: number;
  title: string;
  questionCount: number;
};

/** Every chapter of the subject's books, in book order. */
export function allChapters(books: readonly BookContents[]): Chapter[] {
  return books.flatMap((b) => b.chapters);
}

/** The Topic quiz of one subtopic (/topic-quiz/{chapterId}/{subtopicId}). */
export function topicQuizPath(chapterId: number, subtopicId: number): string {
  return `/topic-quiz/${chapterId}/${subtopicId}`;
}

/** Every subtopic across the chapters, in contents order, matching the search text (title, then chapter). */
export function searchTopics(chapters: readonly Chapter[], text: string): TopicMatch[] {
  const all = chapters.flatMap((c) =>
    c.subtopics.map((s): TopicMatch => ({
      chapterId: c.id,
      chapterNumber: c.chapter_number,
      chapterTitle: c.title,
      subtopicId: s.id,
      title: s.title,
      questionCount: s.question_count,
    })),
  );
  return matchTopicTitles(all, text, (t) => t.chapterTitle);
}
