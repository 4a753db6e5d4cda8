// The shape of the generated population, decided before any row is written: who the students are, how much each
// practises, and the students of the growth benchmark. Everything here is a pure function of the size and the
// generator version, so a bench run can rebuild the student list (ids, classes, tokens) without reading the data.
import { createHash } from 'node:crypto';
import { mulberry32, seedFrom } from '@quizring/contracts/random';

/** Bump when the generated rows change: cached data sets of another version are regenerated. */
export const GENERATOR_VERSION = 4;

export type DatasetSize = 'full' | 'quick';

export type SizeSpec = {
  students: number;
  attempts: number;
  days: number;
  /** Attempts of the three students of the growth benchmark (class 7, on top of `attempts`). */
  growth: number[];
};

export const SIZES: Record<DatasetSize, SizeSpec> = {
  full: { students: 10_000, attempts: 1_000_000, days: 90, growth: [100, 10_000, 100_000] },
  quick: { students: 1_000, attempts: 100_000, days: 90, growth: [100, 1_000, 10_000] },
};

/**
 * "Now" of the data set: 18:00 in Asia/Kolkata on its last day. The history ends before it, and the bench runs
 * the app on a clock that starts here, so streaks, "today" and the last 7 days always look the same.
 */
export const DATASET_NOW = new Date('2026-12-01T12:30:00.000Z');
export const DATASET_TIMEZONE = 'Asia/Kolkata';

export type PlannedStudent = {
  id: number;
  index: number;
  grade: number;
  member: boolean;
  attempts: number;
  /** How fast the student learns (0.2–1). */
  ability: number;
  growth: boolean;
};

/** A deterministic PRNG for a named stream of the data set. */
export const rng = (name: string) => mulberry32(seedFrom(`quizring-bench:${GENERATOR_VERSION}:${name}`));

/** The student's bearer token: derived from the id, so the bench knows it without storing it. */
export function tokenOf(userId: number): string {
  const mac = createHash('sha256')
    .update(`quizring-bench:${GENERATOR_VERSION}:token:${userId}`)
    .digest('hex');
  return `qrb_${userId}_${mac.slice(0, 40)}`;
}

/**
 * Practice volume is heavy-tailed, as on any learning app: most students do a little, a few do a lot. Each
 * student gets at least 5 attempts and the total is exactly `spec.attempts`.
 */
export function planStudents(spec: SizeSpec): PlannedStudent[] {
  const random = rng('population');
  const weights = Array.from({ length: spec.students }, () => (-Math.log(1 - random())) ** 2);
  const floor = 5;
  const sum = weights.reduce((a, b) => a + b, 0);
  const spread = spec.attempts - floor * spec.students;
  const counts = weights.map((w) => floor + Math.floor((w / sum) * spread));
  let left = spec.attempts - counts.reduce((a, b) => a + b, 0);
  for (let i = 0; left > 0; i = (i + 1) % counts.length, left--) counts[i]! += 1;

  const students: PlannedStudent[] = counts.map((attempts, index) => ({
    id: index + 1,
    index,
    grade: 1 + (index % 12),
    // One in ten has no membership (they never reach the member-only reads).
    member: index % 10 !== 9,
    attempts,
    ability: 0.2 + 0.8 * random(),
    growth: false,
  }));
  spec.growth.forEach((attempts, i) =>
    students.push({
      id: spec.students + i + 1,
      index: spec.students + i,
      grade: 7,
      member: true,
      attempts,
      ability: 0.6,
      growth: true,
    }),
  );
  return students;
}
