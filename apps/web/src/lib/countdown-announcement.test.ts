import { describe, expect, it } from 'vitest';
import { countdownAnnouncement } from './countdown-announcement';

describe('countdownAnnouncement', () => {
  it('stays silent until 30 seconds of a 45 s question are left, then names the last mark crossed', () => {
    const at = (seconds: number) => countdownAnnouncement(seconds * 1000, 45_000);
    expect(at(45)).toBe('');
    expect(at(30.1)).toBe('');
    expect(at(30)).toBe('30 seconds left');
    expect(at(10.5)).toBe('30 seconds left');
    expect(at(10)).toBe('10 seconds left');
    expect(at(5.9)).toBe('10 seconds left');
    expect(at(5)).toBe('5 seconds left');
    expect(at(0.1)).toBe('5 seconds left');
    expect(at(0)).toBe('');
  });

  it('skips the marks a shorter question starts at or below', () => {
    expect(countdownAnnouncement(30_000, 30_000)).toBe('');
    expect(countdownAnnouncement(29_900, 30_000)).toBe('');
    expect(countdownAnnouncement(10_000, 30_000)).toBe('10 seconds left');
  });
});
