// Quiz texts the spec names that the shared MSG catalogue does not carry yet; each is typed once, here.
export const QUIZ_TEXT = {
  start: 'Start',
  showHint: 'Show hint',
  paused: 'Paused',
  continue: 'Continue',
  /** Goes on from an answer shown after a wrong answer or a timeout. */
  next: 'Next',
  goHome: 'Go Home',
  restart: 'Restart',
  roundComplete: 'Round Complete',
  quizComplete: 'Quiz Complete',
  punchComingNext: 'Punch is coming next.',
  chillComingNext: 'Chill is coming next.',
  goToChill: 'Go to Chill',
  punchesUnlocked: (n: number) => `${n} punches unlocked`,
  chillsUnlocked: (n: number) => `${n} chills unlocked`,
  lastResults: (n: number) => `Your last ${n}`,
  correctOf: (correct: number, total: number) => `${correct} of ${total} correct`,
  timeoutsInARow: (n: number) => `Time ran out on ${n} questions in a row. Still there?`,
  correct: 'Correct!',
  wrong: 'Not quite.',
  timeUp: 'Time’s up.',
  answerIs: (text: string) => `The answer is ${text}.`,
  checking: 'Checking your answer…',
  savedOffline: 'Saved. It will be checked when you are back online.',
  notChecked: 'This answer could not be checked.',
  /** A result in the summaries whose verdict is not in yet. */
  unchecked: 'Saved, not checked yet',
  waitingToBeChecked: (n: number) => `${n} waiting to be checked`,
  /** The options' list, named for screen readers. */
  options: 'Answer options',
  /** Said with an option once the question is locked, beside its tick or cross icon. */
  markedCorrect: 'correct answer',
  markedYourAnswer: 'your answer',
  markedYourCorrect: 'your answer, correct',
  markedYourWrong: 'your answer, wrong',
  /** Read out by the question's live region when it appears. */
  questionAnnouncement: (position: string, question: string) => `${position}: ${question}`,
  outOfQuestions: 'That’s every question for now. Come back later for more.',
  loadingQuestions: 'Loading questions…',
  loadingMore: 'Loading more questions…',
  howItWorks: (seconds: number) =>
    `${seconds} seconds a question. Press and hold anywhere to pause. Keys 1–5 answer, H shows the hint, Enter goes on.`,
} as const;
