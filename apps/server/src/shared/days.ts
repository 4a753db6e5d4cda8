// Calendar days in the app's time zone (APP_TIMEZONE, default Asia/Kolkata): a streak is about the student's
// days, not UTC's, so an attempt at 00:30 IST counts for the new Indian day.

type DayFormatter = { format: Intl.DateTimeFormat; minute: number; day: string };
const formatters = new Map<string, DayFormatter>();
const MINUTE_MS = 60_000;

/**
 * The YYYY-MM-DD date of an instant in a time zone. Every request asks for it and Intl formatting costs a few
 * microseconds, so the last answer is kept for its minute: days change on a minute boundary in every time zone.
 */
export function dayOf(instant: Date, timeZone: string): string {
  let f = formatters.get(timeZone);
  if (!f) {
    const format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, (f = { format, minute: Number.NaN, day: '' }));
  }
  const minute = Math.floor(instant.getTime() / MINUTE_MS);
  if (minute !== f.minute) {
    f.day = f.format.format(instant);
    f.minute = minute;
  }
  return f.day;
}

/** The day `n` days after `day` (negative for before); pure calendar arithmetic on YYYY-MM-DD. */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** The streak after activity on `today`, given the last active day and the streak then. */
export function nextStreak(lastActiveDay: string | null, streak: number, today: string): number {
  if (lastActiveDay === today) return Math.max(streak, 1);
  if (lastActiveDay === addDays(today, -1)) return streak + 1;
  return 1;
}

/** The streak to show today: it survives until the end of the day after the last active one. */
export function currentStreak(lastActiveDay: string | null, streak: number, today: string): number {
  if (!lastActiveDay) return 0;
  return lastActiveDay === today || lastActiveDay === addDays(today, -1) ? streak : 0;
}
