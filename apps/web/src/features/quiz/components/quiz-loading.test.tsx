import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { ADVANCE_AFTER_CORRECT_MS } from '@quizring/contracts';
import { fail, ok } from '@test/mock-api';
import type { ApiReply } from '@test/mock-api';
import {
  advance,
  choose,
  makeQuestions,
  questionHeading,
  questionsReply,
  renderQuiz,
  serveQuiz,
  startQuiz,
} from '@test/quiz-fixtures';
import ChillPage from './chill-page';
import MovePage from './move-page';
import PunchPage from './punch-page';
import SkillQuizPage from './skill-quiz-page';
import TopicQuizPage from './topic-quiz-page';

vi.mock('@/lib/sounds', () => ({ playSound: vi.fn() }));

let api: ReturnType<typeof serveQuiz>;

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
  vi.useRealTimers();
  localStorage.clear();
});

describe('question pages', () => {
  it('asks for the next page when the last loaded question is reached, and stops after an empty page', async () => {
    const pages: Record<string, ReturnType<typeof makeQuestions>> = {
      '1': makeQuestions(1, 4),
      '2': makeQuestions(5, 2),
    };
    api = serveQuiz({
      'GET /api/chill-question-list': (req) => questionsReply(pages[req.query.get('page') ?? ''] ?? []),
    });
    const list = () => api.callsTo('GET', '/api/chill-question-list').map((c) => c.query.get('page'));
    await renderQuiz(<ChillPage />, '/chill');
    expect(list()).toEqual(['1']);
    await startQuiz();

    for (const id of [1, 2, 3]) {
      expect(list()).toEqual(['1']);
      await choose(id, 1);
      await advance(ADVANCE_AFTER_CORRECT_MS);
    }
    expect(questionHeading()).toHaveTextContent('Question 4?');
    expect(list()).toEqual(['1', '2']);
    await choose(4, 1);
    await advance(ADVANCE_AFTER_CORRECT_MS);
    expect(questionHeading()).toHaveTextContent('Question 5?');
    await choose(5, 1);
    await advance(ADVANCE_AFTER_CORRECT_MS);
    expect(questionHeading()).toHaveTextContent('Question 6?');
    expect(list()).toEqual(['1', '2', '3']);
    await choose(6, 1);
    await advance(ADVANCE_AFTER_CORRECT_MS);

    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByText('That’s every question for now. Come back later for more.')).toBeInTheDocument();
    await advance(60_000);
    expect(list()).toEqual(['1', '2', '3']);
  });

  it('goes on from the page the server says it served: a mode reopened continues after the last page answered', async () => {
    // Pages 1 and 2 of the day were answered before: asked for page 1, the server serves page 3.
    api = serveQuiz({
      'GET /api/chill-question-list': (req) =>
        req.query.get('page') === '1'
          ? ok({ questions: makeQuestions(21, 1), page: 3 })
          : ok({ questions: [], page: Number(req.query.get('page')) }),
    });
    const list = () => api.callsTo('GET', '/api/chill-question-list').map((c) => c.query.get('page'));
    await renderQuiz(<ChillPage />, '/chill');
    await startQuiz();
    expect(questionHeading()).toHaveTextContent('Question 21?');
    expect(list()).toEqual(['1', '4']);
  });

  it('asks only as many questions of a skill quiz as its link says', async () => {
    api = serveQuiz({ 'GET /api/skill-quiz/3': () => questionsReply(makeQuestions(1, 10)) });
    await renderQuiz(<SkillQuizPage />, '/skill/3?questions=5', '/skill/:skillId');
    await startQuiz();
    expect(screen.getByText('Question 1 of 5')).toBeInTheDocument();
  });

  it('offers Retry when the next page fails', async () => {
    let page2: ApiReply = fail(503, 'Try later');
    api = serveQuiz({
      'GET /api/punch-question-list': (req) =>
        req.query.get('page') === '1' ? questionsReply(makeQuestions(1, 1)) : page2,
    });
    await renderQuiz(<PunchPage />, '/punch');
    await startQuiz();
    await advance(0);
    expect(screen.getByText('Try later')).toBeInTheDocument();
    await choose(1, 1);
    await advance(ADVANCE_AFTER_CORRECT_MS);

    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('We couldn’t fetch questions right now.')).toBeInTheDocument();
    page2 = questionsReply(makeQuestions(2, 1));
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await advance(0);
    expect(questionHeading()).toHaveTextContent('Question 2?');
  });

  it('says when there are no questions and keeps Start disabled', async () => {
    api = serveQuiz({ 'GET /api/swipe-question-list': () => questionsReply([]) });
    await renderQuiz(<MovePage />, '/move');
    expect(screen.getByText('No questions found.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start' })).toBeDisabled();
    expect(api.callsTo('GET', '/api/swipe-question-list')).toHaveLength(1);
  });
});

type Case = {
  name: string;
  ui: ReactNode;
  route: string;
  path: string;
  call: string;
  title: string;
  fallback: string;
};

const cases: Case[] = [
  {
    name: 'Move',
    ui: <MovePage />,
    route: '/move',
    path: '/move',
    call: 'GET /api/swipe-question-list',
    title: 'Can’t start MOVE',
    fallback: 'Failed to load questions.',
  },
  {
    name: 'Punch',
    ui: <PunchPage />,
    route: '/punch',
    path: '/punch',
    call: 'GET /api/punch-question-list',
    title: 'Can’t start PUNCH',
    fallback: 'Failed to load Punch questions.',
  },
  {
    name: 'Chill',
    ui: <ChillPage />,
    route: '/chill',
    path: '/chill',
    call: 'GET /api/chill-question-list',
    title: 'Can’t start CHILL',
    fallback: 'Failed to load Chill questions.',
  },
  {
    name: 'Skill',
    ui: <SkillQuizPage />,
    route: '/skill/9',
    path: '/skill/:skillId',
    call: 'GET /api/skill-quiz/9',
    title: 'Can’t start Skill Quiz',
    fallback: 'Failed to load Skill Quiz questions.',
  },
  {
    name: 'Topic',
    ui: <TopicQuizPage />,
    route: '/topic-quiz/2/31',
    path: '/topic-quiz/:chapterId/:subtopicId',
    call: 'GET /api/topic-quiz/31',
    title: 'Can’t start Topic Quiz',
    fallback: 'Failed to load Topic Quiz questions.',
  },
];

describe('load failures', () => {
  it.each(cases)('$name: shows the failure panel and toast, and Retry loads the quiz', async (c) => {
    let reply: ApiReply = { status: 500, body: null };
    api = serveQuiz({ [c.call]: () => reply });
    await renderQuiz(c.ui, c.route, c.path);

    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: c.title })).toBeInTheDocument();
    expect(within(alert).getByText('We couldn’t fetch questions right now.')).toBeInTheDocument();
    expect(screen.getByText(c.fallback)).toBeInTheDocument();

    reply = questionsReply(makeQuestions(1, 2));
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await advance(0);
    expect(screen.getByRole('button', { name: 'Start' })).toBeEnabled();
    await startQuiz();
    expect(questionHeading()).toHaveTextContent('Question 1?');
  });

  it('prefers the server’s message in the toast', async () => {
    api = serveQuiz({
      'GET /api/swipe-question-list': () => fail(422, 'Set your class in your profile to get questions.'),
    });
    await renderQuiz(<MovePage />, '/move');
    expect(screen.getByText('Set your class in your profile to get questions.')).toBeInTheDocument();
    expect(screen.queryByText('Failed to load questions.')).not.toBeInTheDocument();
  });
});

describe('route ids', () => {
  it('refuses a skill id that is not a number without asking the server', async () => {
    api = serveQuiz({});
    await renderQuiz(<SkillQuizPage />, '/skill/abc', '/skill/:skillId');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid skill id.');
    expect(api.calls.filter((c) => c.path.startsWith('/api/skill-quiz'))).toHaveLength(0);
  });

  it('refuses a subtopic id that is not a number without asking the server', async () => {
    api = serveQuiz({});
    await renderQuiz(<TopicQuizPage />, '/topic-quiz/3/x1', '/topic-quiz/:chapterId/:subtopicId');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid subtopic id.');
    expect(api.calls.filter((c) => c.path.startsWith('/api/topic-quiz'))).toHaveLength(0);
  });
});
