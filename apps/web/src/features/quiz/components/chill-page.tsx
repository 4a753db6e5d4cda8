import { CHILL_QUIZ } from '../quiz-modes';
import { QuizScreen } from './quiz-screen';

export default function ChillPage() {
  return <QuizScreen config={CHILL_QUIZ} />;
}
