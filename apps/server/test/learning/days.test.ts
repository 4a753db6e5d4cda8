import { describe, expect, it } from 'vitest';
import { addDays, currentStreak, dayOf, nextStreak } from '../../src/shared/days.ts';

describe('days and streaks in the app time zone', () => {
  it('puts 00:30 IST on the new Indian day although it is still the day before in UTC', () => {
    const instant = new Date('2026-03-09T19:00:00Z'); // 00:30 on 10 March in Asia/Kolkata
    expect(dayOf(instant, 'Asia/Kolkata')).toBe('2026-03-10');
    expect(dayOf(instant, 'UTC')).toBe('2026-03-09');
    expect(dayOf(instant, 'America/New_York')).toBe('2026-03-09');
  });

  it('does calendar arithmetic across months, years and leap days', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('grows on consecutive days, holds within a day and restarts after a gap', () => {
    expect(nextStreak(null, 0, '2026-11-21')).toBe(1);
    expect(nextStreak('2026-11-21', 1, '2026-11-21')).toBe(1);
    expect(nextStreak('2026-11-20', 4, '2026-11-21')).toBe(5);
    expect(nextStreak('2026-11-19', 4, '2026-11-21')).toBe(1);
  });

  it('shows a streak until the end of the day after the last active day', () => {
    expect(currentStreak('2026-11-20', 3, '2026-11-21')).toBe(3);
    expect(currentStreak('2026-11-21', 3, '2026-11-21')).toBe(3);
    expect(currentStreak('2026-11-19', 3, '2026-11-21')).toBe(0);
    expect(currentStreak(null, 0, '2026-11-21')).toBe(0);
  });

  it('keeps a streak across DST changes where the zone has them', () => {
    // 8 and 9 March 2026 around the US switch to daylight time.
    const a = dayOf(new Date('2026-03-08T04:30:00Z'), 'America/New_York');
    const b = dayOf(new Date('2026-03-09T03:30:00Z'), 'America/New_York');
    expect(a).toBe('2026-03-07');
    expect(b).toBe('2026-03-08');
    expect(nextStreak(a, 2, b)).toBe(3);
  });
});
