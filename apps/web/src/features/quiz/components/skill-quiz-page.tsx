import { useMemo } from 'react';
import { useParams } from 'react-router';
import { MSG } from '@quizring/contracts';
import { parseRouteId, skillQuiz } from '../quiz-modes';
import { InvalidQuizId } from './invalid-quiz-id';
import { QuizScreen } from './quiz-screen';

export default function SkillQuizPage() {
  const skillId = parseRouteId(useParams().skillId);
  const config = useMemo(() => (skillId === null ? null : skillQuiz(skillId)), [skillId]);
  if (!config) return <InvalidQuizId title="Skill Quiz" message={MSG.invalidSkillId} />;
  // Keyed by the id so another skill starts a fresh quiz rather than continuing this one.
  return <QuizScreen key={config.path} config={config} />;
}
