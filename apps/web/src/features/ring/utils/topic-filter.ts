import type { RingTopic } from '@quizring/contracts';
import { matchTopicTitles } from '@/lib/topic-search';

/** The subjects of the topics, in first-seen order (the modal's chips). */
export function subjectsOf(topics: readonly RingTopic[]): string[] {
  return [...new Set(topics.map((t) => t.subject))];
}

/** The topics of one subject (null: every subject) matching the search text. */
export function filterTopics(
  topics: readonly RingTopic[],
  subject: string | null,
  text: string,
): RingTopic[] {
  const inSubject = subject ? topics.filter((t) => t.subject === subject) : topics;
  return matchTopicTitles(inSubject, text);
}
