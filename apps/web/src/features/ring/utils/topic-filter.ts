import type { RingTopic } from '@quizring/contracts';

/** The subjects of the topics, in first-seen order (the modal's chips). */
export function subjectsOf(topics: readonly RingTopic[]): string[] {
  return [...new Set(topics.map((t) => t.subject))];
}

/**
 * Spec §5 "Topic search": case-insensitive on the title, titles starting with the text before titles that
 * only contain it, each group in the server's order; empty text lists all. `subject` null means every subject.
 */
export function filterTopics(
  topics: readonly RingTopic[],
  subject: string | null,
  text: string,
): RingTopic[] {
  const inSubject = subject ? topics.filter((t) => t.subject === subject) : [...topics];
  const needle = text.trim().toLowerCase();
  if (!needle) return inSubject;
  const prefix: RingTopic[] = [];
  const substring: RingTopic[] = [];
  for (const topic of inSubject) {
    const title = topic.title.trim().toLowerCase();
    if (title.startsWith(needle)) prefix.push(topic);
    else if (title.includes(needle)) substring.push(topic);
  }
  return [...prefix, ...substring];
}
