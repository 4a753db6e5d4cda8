/** The one source of "now", so tests can move time (OTP expiry, token expiry, membership expiry). */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };
export const iso = (d: Date) => d.toISOString();
export const addMs = (d: Date, ms: number) => new Date(d.getTime() + ms);
