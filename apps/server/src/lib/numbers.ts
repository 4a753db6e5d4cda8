/** Probabilities leave the server with four decimals: enough to rank by, and identical on both databases. */
export const round4 = (x: number) => Math.round(x * 10_000) / 10_000;

export const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
