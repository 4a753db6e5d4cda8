// What differs between the five quiz screens; everything else is the shared runner.
import { FIXED_QUIZ_SIZE, MSG } from '@quizring/contracts';
import type { QuizMode } from '@quizring/contracts';

/** Which overlays a mode shows between questions. */
export type OverlayPolicy = 'move' | 'punch' | 'chill' | 'fixed';

export type QuizConfig = {
  mode: QuizMode;
  title: string;
  description: string;
  /** The name in 'Can’t start …'. */
  startName: Parameters<typeof MSG.cantStart>[0];
  /** The load-failure toast when the server sends no message of its own. */
  loadFailed: string;
  /** The question list's API path. */
  path: string;
  /** Paged lists are fetched a page at a time; Skill and Topic quizzes are one fixed set. */
  paged: boolean;
  overlays: OverlayPolicy;
  /** A fixed set cut to its first this many questions (Results' "Practice 5 Qs"). */
  limit?: number;
};

export const MOVE_QUIZ: QuizConfig = {
  mode: 'move',
  title: 'Move',
  description: 'A quick mix of questions from your skills',
  startName: 'MOVE',
  loadFailed: MSG.failedToLoadQuestions,
  path: '/swipe-question-list',
  paged: true,
  overlays: 'move',
};

export const PUNCH_QUIZ: QuizConfig = {
  mode: 'punch',
  title: 'Punch',
  description: 'Hard questions, fast',
  startName: 'PUNCH',
  loadFailed: MSG.failedToLoadPunch,
  path: '/punch-question-list',
  paged: true,
  overlays: 'punch',
};

export const CHILL_QUIZ: QuizConfig = {
  mode: 'chill',
  title: 'Chill',
  description: 'Easy practice at your pace',
  startName: 'CHILL',
  loadFailed: MSG.failedToLoadChill,
  path: '/chill-question-list',
  paged: true,
  overlays: 'chill',
};

export function skillQuiz(skillId: number, limit?: number): QuizConfig {
  return {
    mode: 'skill',
    title: 'Skill Quiz',
    description: 'Questions for one skill',
    startName: 'Skill Quiz',
    loadFailed: MSG.failedToLoadSkillQuiz,
    path: `/skill-quiz/${skillId}`,
    paged: false,
    overlays: 'fixed',
    ...(limit === undefined ? {} : { limit }),
  };
}

/** `?questions=n` of a skill quiz's link: how many of its questions to ask (1 to a whole set), else all. */
export function parseQuestionCount(raw: string | null): number | undefined {
  if (!raw || !/^\d{1,2}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 && n <= FIXED_QUIZ_SIZE ? n : undefined;
}

export function topicQuiz(subtopicId: number): QuizConfig {
  return {
    mode: 'topic',
    title: 'Topic Quiz',
    description: 'Questions for one topic',
    startName: 'Topic Quiz',
    loadFailed: MSG.failedToLoadTopicQuiz,
    path: `/topic-quiz/${subtopicId}`,
    paged: false,
    overlays: 'fixed',
  };
}

/** Route ids must be plain positive integers; anything else is refused before any request. */
export function parseRouteId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
