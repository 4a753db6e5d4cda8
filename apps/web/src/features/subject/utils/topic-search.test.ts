import { describe, expect, it } from 'vitest';
import type { BookContents } from '@quizring/contracts';
import { allChapters, searchTopics, topicQuizPath } from './topic-search';
import type { Chapter } from './topic-search';

const chapter = (id: number, chapter_number: number, titles: string[]): Chapter => ({
  id,
  chapter_number,
  title: `Chapter ${chapter_number}`,
  subtopics: titles.map((title, i) => ({ id: id * 100 + i, title, question_count: i })),
});

const chapters = [
  chapter(1, 1, ['Adding Fractions', 'Fractions on a Number Line', 'Decimals']),
  chapter(2, 2, ['Comparing fractions', 'fraction Basics', 'Angles']),
];

const titles = (text: string) => searchTopics(chapters, text).map((t) => t.title);

describe('searchTopics', () => {
  it('lists every topic in contents order for empty or blank text', () => {
    const all = [
      'Adding Fractions',
      'Fractions on a Number Line',
      'Decimals',
      'Comparing fractions',
      'fraction Basics',
      'Angles',
    ];
    expect(titles('')).toEqual(all);
    expect(titles('   ')).toEqual(all);
  });

  it('puts prefix matches before substring matches, each in contents order, ignoring case', () => {
    expect(titles('FRACTION')).toEqual([
      'Fractions on a Number Line',
      'fraction Basics',
      'Adding Fractions',
      'Comparing fractions',
    ]);
  });

  it('matches across chapters and ignores surrounding spaces in the text', () => {
    expect(titles('  an ')).toEqual(['Angles']);
    expect(titles('number line')).toEqual(['Fractions on a Number Line']);
  });

  it('lists the topics of a chapter whose title matches after the title matches', () => {
    const named = [
      { ...chapter(1, 1, ['Adding integers', 'Number line']), title: 'Integers' },
      { ...chapter(2, 2, ['Angles']), title: 'Lines and Angles' },
    ];
    expect(searchTopics(named, 'integers').map((t) => t.title)).toEqual(['Adding integers', 'Number line']);
    expect(searchTopics(named, 'line').map((t) => t.title)).toEqual(['Number line', 'Angles']);
  });

  it('returns nothing when no title contains the text', () => {
    expect(titles('geometry')).toEqual([]);
  });

  it('carries the chapter of each match and its quiz path', () => {
    const [match] = searchTopics(chapters, 'angles');
    expect(match).toEqual({
      chapterId: 2,
      chapterNumber: 2,
      chapterTitle: 'Chapter 2',
      subtopicId: 202,
      title: 'Angles',
      questionCount: 2,
    });
    expect(topicQuizPath(2, 202)).toBe('/topic-quiz/2/202');
  });

  it('searches no chapters as an empty list', () => {
    expect(searchTopics([], 'a')).toEqual([]);
    expect(searchTopics([], '')).toEqual([]);
  });
});

describe('allChapters', () => {
  it('joins the chapters of every book in book order', () => {
    const book = (id: number, list: Chapter[]): BookContents => ({
      id,
      title: `Book ${id}`,
      class: 8,
      subject_name: 'Mathematics',
      chapters: list,
    });
    const [first, second] = chapters as [Chapter, Chapter];
    expect(allChapters([book(1, [first]), book(2, [second])]).map((c) => c.id)).toEqual([1, 2]);
  });
});
