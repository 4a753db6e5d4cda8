// The run's seed: FUZZ_SEED when given (to replay a failure), else a new one each run, so CI keeps exploring.
// Every endpoint derives its own seed from it, so one endpoint's runs do not shift another's.

export const FUZZ_SEED = (() => {
  const given = process.env.FUZZ_SEED;
  if (given === undefined || given === '') return Date.now() % 2_147_483_647;
  const seed = Number(given);
  if (!Number.isSafeInteger(seed)) throw new Error(`FUZZ_SEED must be an integer, not ${given}`);
  return seed;
})();

/** Multiplies every endpoint's number of runs, for a longer hunt than CI's (FUZZ_SCALE=10). */
export const FUZZ_SCALE = Number(process.env.FUZZ_SCALE ?? 1) || 1;

/** Fuzz only the endpoints whose "METHOD /path" contains this text (replaying one failure quickly). */
export const FUZZ_ONLY = process.env.FUZZ_ONLY ?? '';

/** FNV-1a of the run's seed and a name: a stable 31-bit seed per endpoint. */
export function seedFor(name: string): number {
  let h = 0x811c9dc5 ^ FUZZ_SEED;
  for (const ch of `${FUZZ_SEED}:${name}`) h = Math.imul(h ^ ch.codePointAt(0)!, 0x01000193);
  return (h >>> 0) % 2_147_483_647;
}

export const replayHint = (endpoint?: string) =>
  `replay with: FUZZ_SEED=${FUZZ_SEED}${endpoint ? ` FUZZ_ONLY='${endpoint}'` : ''} npx vitest run test/fuzz`;
