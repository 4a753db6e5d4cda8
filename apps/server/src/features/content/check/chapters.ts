// Chapters: unique keys and numbers within the book; subtopics: unique keys.
import type { ContentFile, PackError } from '../pack-format.ts';
import type { SourceFile } from '../reader/source-file.ts';
import type { Unique } from './unique-keys.ts';

/** Returns the file's subtopic keys, each with a question count of 0 for the skills to fill in. */
export function checkChapters(
  src: SourceFile,
  content: ContentFile,
  unique: Unique,
  errors: PackError[],
): Map<string, number> {
  const subtopicCount = new Map<string, number>();
  const numbers = new Map<number, number>();
  content.chapters.forEach((ch, ci) => {
    unique('chapter', ch.key, src, ['chapters', ci]);
    const first = numbers.get(ch.number);
    if (first !== undefined)
      errors.push(
        src.error(['chapters', ci, 'number'], `chapter number ${ch.number} is already chapters[${first}]`),
      );
    else numbers.set(ch.number, ci);
    ch.subtopics.forEach((st, si) => {
      unique('subtopic', st.key, src, ['chapters', ci, 'subtopics', si]);
      subtopicCount.set(st.key, 0);
    });
  });
  return subtopicCount;
}
