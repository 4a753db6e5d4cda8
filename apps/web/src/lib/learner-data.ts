// Everything that an attempt changes (dashboard, learning path, results, leaderboard, subject progress) is
// cached under this key prefix, so a quiz invalidates it all with one call and no feature imports another.
export const LEARNER_DATA_KEY = ['learner'] as const;

export const learnerKey = (...parts: (string | number)[]) => [...LEARNER_DATA_KEY, ...parts] as const;
