// The growing waits behind the sign-in throttle (lib/failure-delays.ts), in memory and in Redis (when
// TEST_REDIS_URL is set): past the tries HTTP can make in a test, up to the longest wait and back.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { failureDelays } from '../src/lib/failure-delays.ts';
import { TestClock } from './support/test-app.ts';

const RULE = { free: 3, baseMs: 1000, maxMs: 60_000, forgetMs: 3_600_000 };
const redisUrl = process.env.TEST_REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl) : undefined;
const STORES = redis ? (['memory', 'redis'] as const) : (['memory'] as const);

describe.each(STORES)('failure delays in %s', (store) => {
  afterAll(async () => {
    if (store === 'redis') await redis!.quit();
  });
  const make = () => {
    const clock = new TestClock();
    const prefix = `quizring-test:${randomBytes(6).toString('hex')}:`;
    return {
      clock,
      delays: failureDelays(RULE, clock, store === 'redis' ? { client: redis!, prefix } : undefined),
    };
  };

  it('lets the free failures through, then doubles the wait up to the longest', async () => {
    const { clock, delays } = make();
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      waits.push(await delays.failed('a'));
      expect(await delays.waitMs('a')).toBe(waits.at(-1));
      clock.advance(waits.at(-1)!);
      expect(await delays.waitMs('a')).toBe(0);
    }
    expect(waits).toEqual([0, 0, 1000, 2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000, 60_000, 60_000]);
    expect(await delays.waitMs('b'), 'another key').toBe(0);
  });

  it('forgets the failures an hour after the last one, and at once after a success', async () => {
    const { clock, delays } = make();
    for (let i = 0; i < 4; i++) await delays.failed('a');
    expect(await delays.waitMs('a')).toBe(2000);
    clock.advance(RULE.forgetMs + 1);
    expect(await delays.waitMs('a')).toBe(0);
    expect(await delays.failed('a'), 'counted afresh').toBe(0);

    for (let i = 0; i < 4; i++) await delays.failed('b');
    await delays.cleared('b');
    expect(await delays.waitMs('b')).toBe(0);
    expect(await delays.failed('b')).toBe(0);
  });
});
