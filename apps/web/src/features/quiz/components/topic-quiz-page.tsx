import { useMemo } from 'react';
import { useParams } from 'react-router';
import { MSG } from '@quizring/contracts';
import { parseRouteId, topicQuiz } from '../quiz-modes';
import { InvalidQuizId } from './invalid-quiz-id';
import { QuizScreen } from './quiz-screen';

/** The subtopic id is the quiz key; the chapter id in the path only places it. */
export default function TopicQuizPage() {
  const subtopicId = parseRouteId(useParams().subtopicId);
  const config = useMemo(() => (subtopicId === null ? null : topicQuiz(subtopicId)), [subtopicId]);
  if (!config) return <InvalidQuizId title="Topic Quiz" message={MSG.invalidSubtopicId} />;
  return <QuizScreen key={config.path} config={config} />;
}
