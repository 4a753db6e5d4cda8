import { PUNCH_QUIZ } from '../quiz-modes';
import { QuizScreen } from './quiz-screen';

export default function PunchPage() {
  return <QuizScreen config={PUNCH_QUIZ} />;
}
