import type { BookContents } from '@quizring/contracts';

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

/** The Topic quiz of one subtopic (spec §2: /topic-quiz/{chapterId}/{subtopicId}). */
export function topicQuizPath(chapterId: number, subtopicId: number): string {
  return `/topic-quiz/${chapterId}/${subtopicId}`;
}

/**
 * Spec §5 "Topic search": case-insensitive on the subtopic title across all chapters, titles that start with
 * the text before titles that only contain it, each group in contents order; empty text lists every topic.
 */
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
  const needle = text.trim().toLowerCase();
  if (!needle) return all;
  const prefix: TopicMatch[] = [];
  const substring: TopicMatch[] = [];
  for (const topic of all) {
    const title = topic.title.trim().toLowerCase();
    if (title.startsWith(needle)) prefix.push(topic);
    else if (title.includes(needle)) substring.push(topic);
  }
  return [...prefix, ...substring];
}
