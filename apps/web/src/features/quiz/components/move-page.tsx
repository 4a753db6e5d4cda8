import { MOVE_QUIZ } from '../quiz-modes';
import { QuizScreen } from './quiz-screen';

export default function MovePage() {
  return <QuizScreen config={MOVE_QUIZ} />;
}
