import { describe, expect, it } from 'vitest';
import { plainNumber } from '../src/build.ts';
import { BOOKS, MINUS, parseFrac } from './support.ts';

/** Every chapter of the book has a skill (the syllabus map's coverage says which); no class is this thin. */
const MIN_SKILLS_PER_CLASS = 5;
const ALL_SKILLS = new Set(BOOKS.flatMap((b) => b.skills.map((s) => s.key)));
/** Outside TeX (`$…$`), where the pack's notation check and the hyphen rule below apply. */
const prose = (text: string): string => text.replace(/\$\$[\s\S]*?\$\$|\$[^$]*\$/gu, ' ');
const KEY = /^[a-z0-9-]{1,80}$/u;

/** An option's value when it reads as a number (₹ and units kept apart), so 0.5 and 1/2 count as the same. */
function value(option: string): string {
  const m = /^(₹?)([−-]?[\d,]+(?:\.\d+)?(?:\/\d+)?)(.*)$/u.exec(plainNumber(option).trim().toLowerCase());
  if (!m) return option.trim().toLowerCase();
  const [, prefix = '', number = '', rest = ''] = m;
  const [whole = '', denominator = '1'] = number.replaceAll(',', '').split('/');
  const [intPart = '', decimals = ''] = whole.split('.');
  const [n, d] = parseFrac(
    `${intPart}${decimals}/${Number(denominator) * 10 ** decimals.length}`.replace('-', MINUS),
  );
  return `${prefix}${n}/${d}${rest.trim()}`;
}

describe('generated Mathematics books', () => {
  it('has one book per class 1 to 12 with the required number of skills', () => {
    expect(BOOKS.map((b) => b.class)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (const book of BOOKS) {
      expect(book.subject).toBe('Mathematics');
      expect(book.book).toEqual({ key: `math-${book.class}`, title: `Mathematics, Class ${book.class}` });
      expect(book.skills.length, `class ${book.class}`).toBeGreaterThanOrEqual(MIN_SKILLS_PER_CLASS);
    }
  });

  it('uses unique, well-formed keys across the whole pack', () => {
    const kinds = {
      chapter: new Set<string>(),
      subtopic: new Set<string>(),
      skill: new Set<string>(),
      question: new Set<string>(),
    };
    const addKey = (kind: keyof typeof kinds, key: string): void => {
      expect(key).toMatch(KEY);
      expect(kinds[kind].has(key), key).toBe(false);
      kinds[kind].add(key);
    };
    for (const book of BOOKS) {
      for (const chapter of book.chapters) {
        addKey('chapter', chapter.key);
        for (const subtopic of chapter.subtopics) addKey('subtopic', subtopic.key);
      }
      for (const skill of book.skills) {
        addKey('skill', skill.key);
        expect(skill.key.startsWith(`${book.book.key}-`)).toBe(true);
        skill.questions.forEach((q, i) => {
          addKey('question', q.key);
          expect(q.key).toBe(`${skill.key}-q${String(i + 1).padStart(2, '0')}`);
        });
      }
    }
  });

  it('gives every skill its own ring subtopic, chapters numbered in order and a prerequisite chain', () => {
    for (const book of BOOKS) {
      expect(book.chapters.map((c) => c.number)).toEqual(book.chapters.map((_, i) => i + 1));
      const subtopics = book.chapters.flatMap((c) => c.subtopics);
      expect(subtopics.map((s) => s.key)).toEqual(book.skills.map((s) => s.key));
      for (const s of subtopics) expect(s.ring).toBe(true);
      const position = new Map(book.skills.map((s) => [s.key, s.position]));
      expect(book.skills.map((s) => s.position)).toEqual(book.skills.map((_, i) => i + 1));
      for (const skill of book.skills) {
        expect(skill.subtopic).toBe(skill.key);
        expect(skill.name.length).toBeGreaterThan(0);
        expect(skill.description.length).toBeGreaterThan(0);
        expect(skill.description.length).toBeLessThanOrEqual(500);
        for (const pre of skill.prerequisites) {
          // A prerequisite of the same class comes earlier in it; one of another class is a skill of an earlier class.
          const preClass = Number(/^math-(\d+)-/u.exec(pre)?.[1]);
          if (preClass === book.class)
            expect(position.get(pre), `${skill.key} needs ${pre}`).toBeLessThan(skill.position);
          else {
            expect(preClass, `${skill.key} needs ${pre} of a later class`).toBeLessThan(book.class);
            expect(ALL_SKILLS.has(pre), `${skill.key} needs ${pre}, which no class has`).toBe(true);
          }
        }
      }
      expect(
        book.skills.filter((s) => s.prerequisites.length > 0).length,
        `class ${book.class}`,
      ).toBeGreaterThanOrEqual(2);
    }
  });

  for (const book of BOOKS)
    for (const skill of book.skills)
      it(`${skill.key}: 21 well-formed questions, 7 per difficulty`, () => {
        expect(skill.questions).toHaveLength(21);
        for (const d of [1, 2, 3]) expect(skill.questions.filter((q) => q.difficulty === d)).toHaveLength(7);
        expect(new Set(skill.questions.map((q) => q.text)).size).toBe(21);
        const answerSlots = new Set<number>();
        for (const q of skill.questions) {
          const where = `${q.key}: ${q.text}`;
          expect(q.text.length, where).toBeGreaterThan(0);
          expect(q.text.length, where).toBeLessThanOrEqual(1000);
          expect(q.options.length, where).toBeGreaterThanOrEqual(2);
          expect(q.options.length, where).toBeLessThanOrEqual(5);
          const normalised = q.options.map((o) => o.trim().toLowerCase());
          expect(new Set(normalised).size, where).toBe(q.options.length);
          expect(new Set(q.options.map(value)).size, `${where} has two options of equal value`).toBe(
            q.options.length,
          );
          expect(
            q.options.filter((o) => o === q.answer),
            where,
          ).toHaveLength(1);
          for (const o of q.options) {
            expect(o.length, where).toBeGreaterThan(0);
            expect(o.length, where).toBeLessThanOrEqual(300);
          }
          expect(q.hint.length, where).toBeGreaterThan(0);
          expect(q.hint.length, where).toBeLessThanOrEqual(500);
          expect(q.explanation.length, where).toBeGreaterThan(0);
          expect(q.explanation.length, where).toBeLessThanOrEqual(500);
          for (const field of [q.text, q.hint, q.explanation, ...q.options]) {
            expect(field, where).not.toMatch(/NaN|undefined|Infinity|null|\[object/u);
            expect(prose(field), `${where}: a hyphen used as a minus sign`).not.toMatch(/(^|[\s(=[,])-\d/u);
            expect(field, `${where}: floating-point noise`).not.toMatch(/\d\.\d*[1-9]0{5,}\d|9{6,}/u);
          }
          answerSlots.add(q.options.indexOf(q.answer));
        }
        expect(answerSlots.size, 'the answer should not always sit in the same place').toBeGreaterThan(1);
      });

  it('keeps hints from giving away the answer', () => {
    const leaks: string[] = [];
    for (const book of BOOKS)
      for (const skill of book.skills)
        for (const q of skill.questions) {
          const answer = q.answer.trim();
          const escaped = answer.replace(/[.*+?^${}()|[\]\\/]/gu, '\\$&');
          if (new RegExp(`(^|[\\s(])${escaped}($|[\\s.,;:)])`, 'u').test(q.hint) && answer.length > 1)
            leaks.push(`${q.key}: ${q.hint}`);
        }
    expect(leaks).toEqual([]);
  });
});
