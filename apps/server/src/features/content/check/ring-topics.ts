// A Ring subtopic needs enough questions for a Ring.
import type { ContentFile, PackError } from '../pack-format.ts';
import type { SourceFile } from '../reader/source-file.ts';

export const MIN_RING_QUESTIONS = 10;

export function checkRingTopics(
  src: SourceFile,
  content: ContentFile,
  subtopicCount: ReadonlyMap<string, number>,
  errors: PackError[],
): void {
  content.chapters.forEach((ch, ci) =>
    ch.subtopics.forEach((st, si) => {
      const count = subtopicCount.get(st.key) ?? 0;
      if (st.ring && count < MIN_RING_QUESTIONS)
        errors.push(
          src.error(
            ['chapters', ci, 'subtopics', si, 'ring'],
            `Ring subtopic "${st.key}" has ${count} ${count === 1 ? 'question' : 'questions'}; a Ring topic needs at least ${MIN_RING_QUESTIONS}`,
          ),
        );
    }),
  );
}
