// A class's Ring topics, a topic's servable questions, and a ring's questions in order with their options.
import type { RingTopic } from '@quizring/contracts';
import { RING_QUESTIONS } from '@quizring/contracts';
import type { Conn } from './types.ts';

/** A topic's questions that can be served: neither the question nor its skill retired. */
function availableQuestions(db: Conn) {
  return db
    .selectFrom('questions')
    .innerJoin('skills', 'skills.id', 'questions.skill_id')
    .where('questions.retired_at', 'is', null)
    .where('skills.retired_at', 'is', null);
}

export async function topicQuestionIds(db: Conn, topicId: number): Promise<number[]> {
  const rows = await availableQuestions(db)
    .select('questions.id')
    .where('questions.subtopic_id', '=', topicId)
    .orderBy('questions.id')
    .execute();
  return rows.map((r) => r.id);
}

/** A Ring topic with enough questions for a ring, or undefined. */
export async function usableTopic(db: Conn, topicId: number) {
  const topic = await db
    .selectFrom('subtopics')
    .select(['id', 'title'])
    .where('id', '=', topicId)
    .where('is_ring_topic', '=', 1)
    .executeTakeFirst();
  if (!topic) return undefined;
  const count = (await topicQuestionIds(db, topicId)).length;
  return count >= RING_QUESTIONS ? { ...topic, questionCount: count } : undefined;
}

/** Ring topics of a class, with their subject and the number of questions, in book order. */
export async function ringTopicsOfClass(db: Conn, grade: number): Promise<RingTopic[]> {
  const rows = await db
    .selectFrom('subtopics')
    .innerJoin('chapters', 'chapters.id', 'subtopics.chapter_id')
    .innerJoin('books', 'books.id', 'chapters.book_id')
    .innerJoin('subjects', 'subjects.id', 'books.subject_id')
    .innerJoin('questions', 'questions.subtopic_id', 'subtopics.id')
    .innerJoin('skills', 'skills.id', 'questions.skill_id')
    .select((eb) => [
      'subtopics.id',
      'subtopics.title',
      'subjects.name as subject',
      'chapters.chapter_number',
      'chapters.title as chapter_title',
      eb.fn.count<number>('questions.id').as('question_count'),
    ])
    .where('books.class', '=', grade)
    .where('subtopics.is_ring_topic', '=', 1)
    .where('questions.retired_at', 'is', null)
    .where('skills.retired_at', 'is', null)
    .groupBy([
      'subtopics.id',
      'subtopics.title',
      'subjects.name',
      'chapters.chapter_number',
      'chapters.title',
      'subtopics.position',
    ])
    .having((eb) => eb.fn.count('questions.id'), '>=', RING_QUESTIONS)
    .orderBy('subjects.name')
    .orderBy('chapters.chapter_number')
    .orderBy('subtopics.position')
    .orderBy('subtopics.id')
    .execute();
  return rows.map((r) => ({ ...r, question_count: Number(r.question_count) }));
}

export type RingQuestionRow = {
  question_id: number;
  question_order: number;
  text: string;
  figure_svg: string | null;
  figure_alt: string | null;
};

export function ringQuestionRows(db: Conn, sessionId: number): Promise<RingQuestionRow[]> {
  return db
    .selectFrom('ring_questions')
    .innerJoin('questions', 'questions.id', 'ring_questions.question_id')
    .select([
      'ring_questions.question_id',
      'ring_questions.question_order',
      'questions.text',
      'questions.figure_svg',
      'questions.figure_alt',
    ])
    .where('ring_questions.session_id', '=', sessionId)
    .orderBy('ring_questions.question_order')
    .execute();
}

export async function optionsOf(db: Conn, questionIds: number[]) {
  if (questionIds.length === 0) return [];
  return db
    .selectFrom('question_options')
    .select(['id', 'question_id', 'text', 'is_answer'])
    .where('question_id', 'in', questionIds)
    .orderBy('question_id')
    .orderBy('position')
    .execute();
}

/** The question's place in the ring, or undefined when the ring does not have it. */
export function ringQuestionOrder(db: Conn, sessionId: number, questionId: number) {
  return db
    .selectFrom('ring_questions')
    .select('question_order')
    .where('session_id', '=', sessionId)
    .where('question_id', '=', questionId)
    .executeTakeFirst();
}

export async function correctOptionId(db: Conn, questionId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('question_options')
    .select('id')
    .where('question_id', '=', questionId)
    .where('is_answer', '=', 1)
    .executeTakeFirst();
  return row?.id;
}
