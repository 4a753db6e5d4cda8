// Growing waits after repeated failures, per key: after `free` failures, each further try must wait `baseMs`, then
// twice that, and so on up to `maxMs`; failures are forgotten `forgetMs` after the last one, and a success clears
// them. Kept in Redis when REDIS_URL is set, so every instance imposes the same wait; times come from the app's
// clock (tests move it instead of sleeping), Redis only expires what nobody asked about for `forgetMs`.
import type { Redis } from 'ioredis';
import type { Clock } from './clock.ts';

export type DelayRule = { free: number; baseMs: number; maxMs: number; forgetMs: number };

export interface FailureDelays {
  /** How long the key must still wait before its next try (0: it may try now). */
  waitMs(key: string): Promise<number>;
  /** Records a failure; answers the wait it imposes on the next try. */
  failed(key: string): Promise<number>;
  /** A success: the key starts afresh. */
  cleared(key: string): Promise<void>;
}

/** The wait after the `failures`-th failure within the rule's memory. */
export const waitAfter = (rule: DelayRule, failures: number) =>
  failures < rule.free ? 0 : Math.min(rule.baseMs * 2 ** (failures - rule.free), rule.maxMs);

type Entry = { failures: number; last: number; until: number };

class MemoryDelays implements FailureDelays {
  private readonly entries = new Map<string, Entry>();
  constructor(
    private readonly rule: DelayRule,
    private readonly clock: Clock,
  ) {}

  private current(key: string, now: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && now - entry.last > this.rule.forgetMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  waitMs(key: string): Promise<number> {
    const now = this.clock.now().getTime();
    return Promise.resolve(Math.max(0, (this.current(key, now)?.until ?? 0) - now));
  }

  failed(key: string): Promise<number> {
    const now = this.clock.now().getTime();
    const failures = (this.current(key, now)?.failures ?? 0) + 1;
    const wait = waitAfter(this.rule, failures);
    this.entries.delete(key);
    this.entries.set(key, { failures, last: now, until: now + wait });
    // Oldest first: drop the forgotten ones, so addresses that tried once and left do not pile up.
    for (const [k, e] of this.entries) {
      if (now - e.last <= this.rule.forgetMs) break;
      this.entries.delete(k);
    }
    return Promise.resolve(wait);
  }

  cleared(key: string): Promise<void> {
    this.entries.delete(key);
    return Promise.resolve();
  }
}

// One round trip, atomic however many instances record failures of one key at once.
const FAILED_SCRIPT = `
local now = tonumber(ARGV[1])
local free, base, max, forget = tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
local f = tonumber(redis.call('HGET', KEYS[1], 'f') or '0')
local last = tonumber(redis.call('HGET', KEYS[1], 'l') or '0')
if now - last > forget then f = 0 end
f = f + 1
local wait = 0
if f >= free then wait = math.min(base * 2 ^ (f - free), max) end
redis.call('HSET', KEYS[1], 'f', f, 'l', now, 'u', now + wait)
redis.call('PEXPIRE', KEYS[1], forget)
return wait
`;

class RedisDelays implements FailureDelays {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly rule: DelayRule,
    private readonly clock: Clock,
  ) {}

  async waitMs(key: string): Promise<number> {
    const now = this.clock.now().getTime();
    const [until, last] = await this.redis.hmget(this.prefix + key, 'u', 'l');
    if (!until || now - Number(last) > this.rule.forgetMs) return 0;
    return Math.max(0, Number(until) - now);
  }

  async failed(key: string): Promise<number> {
    const { free, baseMs, maxMs, forgetMs } = this.rule;
    const wait = await this.redis.eval(
      FAILED_SCRIPT,
      1,
      this.prefix + key,
      this.clock.now().getTime(),
      free,
      baseMs,
      maxMs,
      forgetMs,
    );
    return Number(wait);
  }

  async cleared(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}

export function failureDelays(
  rule: DelayRule,
  clock: Clock,
  redis?: { client: Redis; prefix: string },
): FailureDelays {
  return redis ? new RedisDelays(redis.client, redis.prefix, rule, clock) : new MemoryDelays(rule, clock);
}
