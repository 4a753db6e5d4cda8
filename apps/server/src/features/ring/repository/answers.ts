// The ring_answers rows of a player and the score a right answer adds.
import type { Conn } from './types.ts';

export function answersOfParticipant(db: Conn, participantId: number) {
  return db
    .selectFrom('ring_answers')
    .select(['question_id', 'option_id', 'is_correct'])
    .where('participant_id', '=', participantId)
    .execute();
}

/** The participant's answers so far, with each question's place in the ring. */
export function previousAnswers(db: Conn, participantId: number) {
  return db
    .selectFrom('ring_answers')
    .innerJoin('ring_questions', (j) =>
      j
        .onRef('ring_questions.session_id', '=', 'ring_answers.session_id')
        .onRef('ring_questions.question_id', '=', 'ring_answers.question_id'),
    )
    .select(['ring_answers.question_id', 'ring_answers.is_correct', 'ring_answers.created_at'])
    .select('ring_questions.question_order')
    .where('ring_answers.participant_id', '=', participantId)
    .execute();
}

export type NewAnswer = {
  session_id: number;
  participant_id: number;
  user_id: number;
  question_id: number;
  option_id: number;
  is_correct: 0 | 1;
  answer_time_ms: number;
  created_at: string;
};

export async function insertAnswer(trx: Conn, answer: NewAnswer): Promise<void> {
  await trx.insertInto('ring_answers').values(answer).execute();
}

export async function addToScore(trx: Conn, userId: number, points: number): Promise<void> {
  await trx
    .updateTable('users')
    .set((eb) => ({ score: eb('score', '+', points) }))
    .where('id', '=', userId)
    .execute();
}
