import type { RingTopic } from '@quizring/contracts';
import { matchTopicTitles } from '@/lib/topic-search';

/** The subjects of the topics, in first-seen order (the modal's chips). */
export function subjectsOf(topics: readonly RingTopic[]): string[] {
  return [...new Set(topics.map((t) => t.subject))];
}

/** The topics of one subject (null: every subject) matching the search text (title, then chapter title). */
export function filterTopics(
  topics: readonly RingTopic[],
  subject: string | null,
  text: string,
): RingTopic[] {
  const inSubject = subject ? topics.filter((t) => t.subject === subject) : topics;
  return matchTopicTitles(inSubject, text, (t) => t.chapter_title);
}

/** Topics of one chapter of one subject, headed "Mathematics · Chapter 2: Fractions". */
export type TopicGroup = { key: string; heading: string; topics: RingTopic[] };

/** The topics in runs of one subject and chapter, in the order given (the server's: subject, chapter, topic). */
export function groupTopicsByChapter(topics: readonly RingTopic[]): TopicGroup[] {
  const groups: TopicGroup[] = [];
  for (const topic of topics) {
    const key = `${topic.subject}|${topic.chapter_number}|${topic.chapter_title}`;
    const last = groups.at(-1);
    if (last?.key === key) last.topics.push(topic);
    else
      groups.push({
        key,
        heading: `${topic.subject} · Chapter ${topic.chapter_number}: ${topic.chapter_title}`,
        topics: [topic],
      });
  }
  return groups;
}
