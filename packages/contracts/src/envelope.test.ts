import { describe, expect, it } from 'vitest';
import { firstMessage } from './envelope.ts';
import { normalizeUsername } from './profile.ts';

describe('firstMessage', () => {
  it.each([
    ['Plain text', 'Plain text'],
    [['First', 'Second'], 'First'],
    [{ error: ['From error'] }, 'From error'],
    [{ success: ['From success'] }, 'From success'],
    [{ error: [] }, 'fallback'],
    [null, 'fallback'],
    ['', 'fallback'],
    [42, 'fallback'],
  ])('reads %j', (message, expected) => {
    expect(firstMessage(message, 'fallback')).toBe(expected);
  });
});

describe('normalizeUsername', () => {
  it('lower-cases and keeps letters a–z only', () => {
    expect(normalizeUsername('Nova_Star 9!é')).toBe('novastar');
  });
});
