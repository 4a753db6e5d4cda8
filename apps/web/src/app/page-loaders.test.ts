import { describe, expect, it } from 'vitest';
import { matchesRoute } from './page-loaders';

describe('matchesRoute (which page chunk to start early)', () => {
  it('matches fixed paths and one segment per parameter', () => {
    expect(matchesRoute('/login', '/login')).toBe(true);
    expect(matchesRoute('/login', '/login/')).toBe(true);
    expect(matchesRoute('/skill/:skillId', '/skill/42')).toBe(true);
    expect(matchesRoute('/topic-quiz/:chapterId/:subtopicId', '/topic-quiz/3/7')).toBe(true);
  });

  it('refuses other paths, missing parameters and extra segments', () => {
    expect(matchesRoute('/login', '/signup')).toBe(false);
    expect(matchesRoute('/skill/:skillId', '/skill/')).toBe(false);
    expect(matchesRoute('/ring/:id', '/ring/leaderboard/5')).toBe(false);
    expect(matchesRoute('/dashboard', '/')).toBe(false);
  });
});
