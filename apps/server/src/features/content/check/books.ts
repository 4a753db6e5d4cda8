// One file, and so one book, per class and subject.
import type { ContentFile, PackError } from '../pack-format.ts';
import type { SourceFile } from '../reader/source-file.ts';

export function oneBookPerClassAndSubject(
  errors: PackError[],
): (src: SourceFile, content: ContentFile) => void {
  const books = new Map<string, SourceFile>();
  return (src, content) => {
    const bookId = `${content.class}\u0000${content.subject}`;
    const otherBook = books.get(bookId);
    if (otherBook)
      errors.push(
        src.error(
          ['subject'],
          `class ${content.class} ${content.subject} already has its book in ${otherBook.file} (one file per class and subject)`,
        ),
      );
    else books.set(bookId, src);
  };
}
