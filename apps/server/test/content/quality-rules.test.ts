// The rules behind the content checks, on single texts: normalising, similarity, containment, YAML 1.1
// misreadings, missing working and notation; and the near-duplicate search's speed on a large bank.
import { describe, expect, it } from 'vitest';
import { containsOption } from '../../src/features/content/quality/giveaway.ts';
import { findNearDuplicates, numbersOf } from '../../src/features/content/quality/near-duplicates.ts';
import {
  bigramCodes,
  bigrams,
  dice,
  diceCodes,
  normalise,
  similarity,
} from '../../src/features/content/quality/normalise.ts';
import { notationProblems } from '../../src/features/content/quality/notation.ts';
import type { QuestionRef } from '../../src/features/content/quality/types.ts';
import { missingWorking } from '../../src/features/content/quality/working.ts';
import { yaml11Misreading } from '../../src/features/content/quality/yaml-1-1.ts';

describe('normalising and similarity', () => {
  it('ignores case, spaces and punctuation', () => {
    expect(normalise('  What is the S.I. unit,  of FORCE? ')).toBe('what is the s i unit of force');
    expect(similarity('What is the SI unit of force?', 'what is the si unit of FORCE')).toBe(1);
  });

  it('scores texts that share little well below 0.85', () => {
    expect(similarity('What is the SI unit of force?', 'Which gas do plants take in?')).toBeLessThan(0.5);
    expect(similarity('abc', '')).toBe(0);
  });

  it('gives the same score from sorted bigram codes as from bigram counts', () => {
    const [a, b] = [normalise('the the cat sat'), normalise('the cat sat sat')];
    expect(diceCodes(bigramCodes(a), bigramCodes(b))).toBeCloseTo(dice(bigrams(a), bigrams(b)));
    expect(diceCodes(bigramCodes(a), bigramCodes(b))).toBeLessThan(1);
  });

  it('keeps the numbers of a text with their signs', () => {
    expect(numbersOf('Distance of (5, −1) from 2.5')).toBe('-1 2.5 5');
  });
});

describe('an answer in the stem or hint', () => {
  it('finds the answer as whole words after normalising', () => {
    expect(containsOption('Black soil is also called black COTTON soil.', 'Cotton')).toBe(true);
    expect(containsOption('It is in motion.', 'ion!')).toBe(false);
  });

  it('ignores short answers and bare numbers, which turn up by accident', () => {
    expect(containsOption('Fill in: ___ sun rises in the east.', 'the')).toBe(false);
    expect(containsOption('What is 12 × 12 when 12 is doubled?', '12')).toBe(false);
  });
});

describe('values a YAML 1.1 reader misreads', () => {
  it.each([
    ['3:30', 'a base-60 number'],
    ['no', 'a boolean'],
    ['Off', 'a boolean'],
    ['012', 'the number 10'],
    ['1e3', 'the number 1000'],
    ['2.50', 'the number 2.5'],
    ['1_000', 'the number 1000'],
  ])('%s is read as %s', (source, misread) => {
    expect(yaml11Misreading(source)).toBe(misread);
  });

  it.each(['1947', '2.5', '-7', '0', 'n', 'x', 'noon', '3:30 pm'])('%s keeps its text', (source) => {
    expect(yaml11Misreading(source)).toBeNull();
  });
});

describe('working in a generated explanation', () => {
  it('asks for numbers behind a sign verdict and brackets behind a factorisation', () => {
    expect(missingWorking('b² − 4ac = 0, which is zero, so the roots are equal.')).toMatch(/sign/);
    expect(missingWorking('b² − 4ac = 16 − 16 = 0, which is zero.')).toBeNull();
    expect(missingWorking('2x² + x − 3 = 0 factorises into two linear factors, giving x = 1.')).toMatch(
      /factors/,
    );
    expect(missingWorking('2x² + x − 3 = (2x + 3)(x − 1) factorises into two linear factors.')).toBeNull();
  });

  it('asks for an explanation with a number in it', () => {
    expect(missingWorking(undefined)).toBe('has no explanation');
    expect(missingWorking('x is positive and y is negative, which is Quadrant IV.')).toMatch(/no number/);
    expect(missingWorking('LCM = 25 × 10 ÷ 5 = 50.')).toBeNull();
  });
});

describe('the house notation', () => {
  it('flags powers, roots and fractions in prose, once per kind', () => {
    expect(notationProblems('x^2 + x² = 2/3 of sqrt(2) + √3')).toHaveLength(3);
    expect(notationProblems('x²')).toEqual(['a power written as a superscript character']);
  });

  it('accepts TeX between $…$ and $$…$$, and units such as km/h', () => {
    expect(notationProblems('$x^{2}$ and $$\\frac{3}{4}$$ and $\\sqrt{2}$ at 60 km/h')).toEqual([]);
  });
});

describe('the near-duplicate search', () => {
  const ref = (key: string, text: string, answer: string): QuestionRef => ({
    file: 'f.yaml',
    subject: 'Science',
    class: 8,
    generated: false,
    question: { key, difficulty: 1, text, options: [answer, 'other'], answer },
    at: [],
    line: () => 1,
  });

  it('needs the same answer, with its sign, and the same numbers', () => {
    const pairs = findNearDuplicates([
      ref('a', 'What is the value of sin 60 minus tan 30?', '5/12'),
      ref('b', 'What is the value of tan 30 minus sin 60?', '−5/12'),
      ref('c', 'What is the place value of 6 in 8675?', '600'),
      ref('d', 'What is the place value of 6 in 3687?', '600'),
      ref('e', 'What is the SI unit of force?', 'Newton'),
      ref('f', 'What is the S.I. unit of force?', 'newton'),
    ]);
    expect(pairs.map((p) => `${p.a.question.key}=${p.b.question.key}`)).toEqual(['e=f']);
  });

  it('compares 30,000 questions in a few seconds', () => {
    // 300 answers of 100 questions each, texts of the same length without numbers: every bucket is compared.
    const word = (i: number) => i.toString(26).replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)]!);
    const many = Array.from({ length: 30_000 }, (_, i) =>
      ref(`q${i}`, `Which word is ${word(i * 7919)} and ${word(i)}?`, `answer ${word(i % 300)}`),
    );
    const start = performance.now();
    findNearDuplicates(many);
    expect(performance.now() - start).toBeLessThan(5000);
  });
});
