// Reads of the question bank that the class content held in memory cannot answer: a question retired meanwhile or
// of another class, and the subject page's books with their chapters and subtopics.
import type { Db } from '../../../db/database.ts';

/** A question with its class, difficulty and its skill's knowledge-tracing parameters. */
export function questionWithSkill(db: Db, questionId: number) {
  return db
    .selectFrom('questions')
    .innerJoin('skills', 'skills.id', 'questions.skill_id')
    .select([
      'questions.id',
      'questions.skill_id',
      'questions.class',
      'questions.difficulty',
      'skills.p_init',
      'skills.p_learn',
      'skills.p_guess',
      'skills.p_slip',
    ])
    .where('questions.id', '=', questionId)
    .executeTakeFirst();
}

/** The class of a skill still in the bank (not retired), by primary key. */
export async function classOfSkill(db: Db, skillId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('skills')
    .select('class')
    .where('id', '=', skillId)
    .where('retired_at', 'is', null)
    .executeTakeFirst();
  return row?.class;
}

/** An option of the question, with whether it is the answer (none when the option belongs to another question). */
export function optionOfQuestion(db: Db, questionId: number, optionId: number) {
  return db
    .selectFrom('question_options')
    .select(['id', 'is_answer'])
    .where('id', '=', optionId)
    .where('question_id', '=', questionId)
    .executeTakeFirst();
}

/** A question's right option and explanation. */
export function answerOfQuestion(db: Db, questionId: number) {
  return db
    .selectFrom('questions')
    .innerJoin('question_options', 'question_options.question_id', 'questions.id')
    .select(['question_options.id as answer_id', 'questions.explanation'])
    .where('questions.id', '=', questionId)
    .where('question_options.is_answer', '=', 1)
    .executeTakeFirstOrThrow();
}

/**
 * The books of a subject for a class, one row per subtopic (a chapter without subtopics gives one row with none),
 * in book, chapter and subtopic order. Subject names are matched ignoring case: the name comes from a URL.
 */
export function bookRows(db: Db, grade: number, subjectName: string) {
  return db
    .selectFrom('books')
    .innerJoin('subjects', 'subjects.id', 'books.subject_id')
    .innerJoin('chapters', 'chapters.book_id', 'books.id')
    .leftJoin('subtopics', 'subtopics.chapter_id', 'chapters.id')
    .select([
      'books.id as book_id',
      'books.title as book_title',
      'books.class',
      'subjects.name as subject_name',
      'chapters.id as chapter_id',
      'chapters.chapter_number',
      'chapters.title as chapter_title',
      'subtopics.id as subtopic_id',
      'subtopics.title as subtopic_title',
    ])
    .where('books.class', '=', grade)
    .where((eb) => eb(eb.fn('lower', ['subjects.name']), '=', subjectName.toLowerCase()))
    .orderBy('books.id')
    .orderBy('chapters.chapter_number')
    .orderBy('subtopics.position')
    .execute();
}
