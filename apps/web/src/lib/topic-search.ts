/**
 * The one rule for the subject page and the Ring's topic picker: case-insensitive on the
 * title, titles that start with the text before titles that only contain it, each group in the given order;
 * empty text lists everything. With `chapterOf`, topics whose chapter title contains the text come last, so a
 * student who knows the chapter ("Integers") finds its topics too.
 */
export function matchTopicTitles<T extends { title: string }>(
  topics: readonly T[],
  text: string,
  chapterOf?: (topic: T) => string,
): T[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...topics];
  const prefix: T[] = [];
  const substring: T[] = [];
  const inChapter: T[] = [];
  for (const topic of topics) {
    const title = topic.title.trim().toLowerCase();
    if (title.startsWith(needle)) prefix.push(topic);
    else if (title.includes(needle)) substring.push(topic);
    else if (chapterOf?.(topic).toLowerCase().includes(needle)) inChapter.push(topic);
  }
  return [...prefix, ...substring, ...inChapter];
}
