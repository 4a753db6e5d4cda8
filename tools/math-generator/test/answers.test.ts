import { describe, expect, it } from 'vitest';
import type { Checker } from './checkers.ts';
import { MIDDLE } from './checkers-middle.ts';
import { PRIMARY } from './checkers-primary.ts';
import { SENIOR } from './checkers-senior.ts';
import { BOOKS } from './support.ts';

const CHECKERS: Record<string, Checker> = { ...PRIMARY, ...MIDDLE, ...SENIOR };

describe('computed answers', () => {
  it('has a checker for every skill and no checker without a skill', () => {
    const skills = BOOKS.flatMap((b) => b.skills.map((s) => s.key)).sort();
    expect(Object.keys(CHECKERS).sort()).toEqual(skills);
  });

  for (const book of BOOKS)
    for (const skill of book.skills)
      it(`${skill.key}: every answer matches an independent recomputation`, () => {
        const check = CHECKERS[skill.key];
        expect(check).toBeDefined();
        for (const q of skill.questions) expect(check?.(q.params, q), `${q.key}: ${q.text}`).toBe(q.answer);
      });
});
