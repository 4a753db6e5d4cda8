// The subject page: the books of a subject for the student's class, with chapters and subtopics.
import type { BookContents } from '@quizring/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { UserRow } from '../../db/schema.ts';
import { classContent } from '../../read-model/content-cache.ts';
import { gradeOf } from '../../shared/learner-state.ts';
import { bookRows } from './repository/content.ts';

export async function bookContents(
  ctx: AppContext,
  user: UserRow,
  subjectName: string,
): Promise<BookContents[]> {
  const grade = gradeOf(user);
  const rows = await bookRows(ctx.db, grade, subjectName);
  const content = await classContent(ctx.db, grade);
  const books = new Map<number, BookContents>();
  for (const row of rows) {
    let book = books.get(row.book_id);
    if (!book) {
      book = {
        id: row.book_id,
        title: row.book_title,
        class: row.class,
        subject_name: row.subject_name,
        chapters: [],
      };
      books.set(row.book_id, book);
    }
    let chapter = book.chapters.at(-1);
    if (chapter?.id !== row.chapter_id) {
      chapter = {
        id: row.chapter_id,
        chapter_number: row.chapter_number,
        title: row.chapter_title,
        subtopics: [],
      };
      book.chapters.push(chapter);
    }
    if (row.subtopic_id !== null && row.subtopic_title !== null)
      chapter.subtopics.push({
        id: row.subtopic_id,
        title: row.subtopic_title,
        question_count: content.questionsBySubtopic.get(row.subtopic_id)?.length ?? 0,
      });
  }
  return [...books.values()];
}
