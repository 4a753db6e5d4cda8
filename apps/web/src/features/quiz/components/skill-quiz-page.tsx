import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { MSG } from '@quizring/contracts';
import { parseQuestionCount, parseRouteId, skillQuiz } from '../quiz-modes';
import { InvalidQuizId } from './invalid-quiz-id';
import { QuizScreen } from './quiz-screen';

export default function SkillQuizPage() {
  const skillId = parseRouteId(useParams().skillId);
  const limit = parseQuestionCount(useSearchParams()[0].get('questions'));
  const config = useMemo(() => (skillId === null ? null : skillQuiz(skillId, limit)), [skillId, limit]);
  if (!config) return <InvalidQuizId title="Skill Quiz" message={MSG.invalidSkillId} />;
  // Keyed by the id so another skill starts a fresh quiz rather than continuing this one.
  return <QuizScreen key={`${config.path}|${limit ?? ''}`} config={config} />;
}
