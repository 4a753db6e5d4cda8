import { describe, expect, it } from 'vitest';
import { splitMath } from './math-text.ts';

describe('splitMath', () => {
  it('cuts prose, inline and display formulas, and reads \\$ as a dollar sign', () => {
    expect(splitMath('Solve $x^{2} = 9$; then $$\\int_{0}^{1} x\\,dx$$ costs \\$5.')).toEqual({
      segments: [
        { kind: 'text', text: 'Solve ' },
        { kind: 'math', tex: 'x^{2} = 9', display: false },
        { kind: 'text', text: '; then ' },
        { kind: 'math', tex: '\\int_{0}^{1} x\\,dx', display: true },
        { kind: 'text', text: ' costs $5.' },
      ],
      error: null,
    });
    expect(splitMath('No maths here.')).toEqual({
      segments: [{ kind: 'text', text: 'No maths here.' }],
      error: null,
    });
  });

  it('skips an escaped dollar inside a formula', () => {
    expect(splitMath('$\\$5 + x$').segments).toEqual([{ kind: 'math', tex: '\\$5 + x', display: false }]);
  });

  it('names an unclosed or empty formula', () => {
    expect(splitMath('It costs $5.').error).toBe('an unclosed $ (write \\$ for a dollar sign)');
    expect(splitMath('$$x^{2}$').error).toBe('an unclosed $$ (write \\$ for a dollar sign)');
    expect(splitMath('a $ $ b').error).toBe('an empty formula $$');
  });
});
