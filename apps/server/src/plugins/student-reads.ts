// A student's share of the server's reads. Every signed-in GET (the dashboard, a question page, careers, the friends
// list, a Ring's status…) counts against its student's budget and takes one of the student's few places to run:
// - at most `running` of a student's reads run at once; the next ones wait their turn, at most `waiting` of them
//   and at most `longestWaitMs`, in order. The event loop is shared: fifty reads of one student in flight at once
//   would make every other student's read wait behind them, so one student's burst runs a few at a time instead;
// - a budget of `perMinute`, with `burst` at once (a token bucket): a page load, React Query's refetches and the
//   Ring's polls stay far below it, a script meets a wall. A read beyond it waits for its token like the above.
// A read that cannot wait (the queue is full, or its wait ran out) is answered 429 with Retry-After. A client
// that sends its next request on each answer is thereby slowed to the student's pace, instead of getting refusals
// as fast as it can ask (which would keep the event loop as busy as the reads did).
//
// Counted in this instance's memory, not in Redis: what this protects is this instance's event loop, and a check
// in Redis on every read costs a network round trip and about 20 µs of CPU (measured), half of what a hot read
// served from memory costs (decision 0014). With N instances a script spreading its reads gets N budgets, each
// instance still only its share.
import type { FastifyInstance, RouteOptions } from 'fastify';
import { MSG } from '@quizring/contracts';
import { throttled } from '../lib/errors.ts';
import { STUDENT_READS } from '../lib/rate-limits.ts';
import { requireMember, requireMemberCached, requireUser } from './auth.ts';

type ReadShareRule = {
  perMinute: number;
  burst: number;
  running: number;
  waiting: number;
  longestWaitMs: number;
};

type Waiter = { go: () => void; timer: NodeJS.Timeout };
type Share = {
  tokens: number;
  at: number;
  running: number;
  queue: Waiter[];
  tokenTimer?: NodeJS.Timeout;
  /** The next waiting read is let in on the event loop's next turn. */
  admitting?: boolean;
};

class ReadShares {
  private readonly shares = new Map<number, Share>();
  private readonly perMs: number;
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly rule: ReadShareRule) {
    this.perMs = rule.perMinute / 60_000;
    // A share with nothing running and its bucket full again is as good as a new one: forget it.
    this.sweeper = setInterval(() => {
      const now = performance.now();
      for (const [id, s] of this.shares)
        if (s.running === 0 && s.queue.length === 0 && this.tokensOf(s, now) >= rule.burst)
          this.shares.delete(id);
    }, 60_000).unref();
  }

  /** Takes a place for one read of the student: at once (undefined), or a promise of it; throws a 429. */
  enter(studentId: number): Promise<void> | undefined {
    const now = performance.now();
    let share = this.shares.get(studentId);
    if (!share) {
      share = { tokens: this.rule.burst, at: now, running: 0, queue: [] };
      this.shares.set(studentId, share);
    }
    share.tokens = this.tokensOf(share, now);
    share.at = now;
    if (share.queue.length === 0 && share.running < this.rule.running && share.tokens >= 1) {
      share.tokens -= 1;
      share.running += 1;
      return undefined;
    }
    if (share.queue.length >= this.rule.waiting) throw this.refusal(share);
    const s = share;
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        go: resolve,
        timer: setTimeout(() => {
          const at = s.queue.indexOf(waiter);
          if (at >= 0) s.queue.splice(at, 1);
          reject(this.refusal(s));
        }, this.rule.longestWaitMs),
      };
      s.queue.push(waiter);
      this.admit(s);
    });
  }

  /**
   * The read is done: its place goes to the next one waiting, on the event loop's next turn. Let in at once, it would
   * run in the same flush of promises as this one (SQLite answers synchronously), and a queue of one student's reads
   * would run back to back while other students' requests wait unread on their sockets.
   */
  leave(studentId: number): void {
    const share = this.shares.get(studentId);
    if (!share) return;
    share.running -= 1;
    if (share.queue.length > 0 && !share.admitting) {
      share.admitting = true;
      setImmediate(() => {
        share.admitting = false;
        this.admit(share);
      });
    }
  }

  close(): void {
    clearInterval(this.sweeper);
    for (const s of this.shares.values()) {
      clearTimeout(s.tokenTimer);
      for (const w of s.queue) clearTimeout(w.timer);
    }
  }

  private tokensOf(share: Share, now: number): number {
    return Math.min(this.rule.burst, share.tokens + (now - share.at) * this.perMs);
  }

  /** Lets waiting reads in while there are places and tokens; else wakes up when the next token comes. */
  private admit(share: Share): void {
    const now = performance.now();
    share.tokens = this.tokensOf(share, now);
    share.at = now;
    while (share.queue.length > 0 && share.running < this.rule.running && share.tokens >= 1) {
      const waiter = share.queue.shift()!;
      clearTimeout(waiter.timer);
      share.tokens -= 1;
      share.running += 1;
      waiter.go();
    }
    if (share.queue.length > 0 && share.running < this.rule.running && !share.tokenTimer) {
      share.tokenTimer = setTimeout(
        () => {
          share.tokenTimer = undefined;
          this.admit(share);
        },
        Math.ceil((1 - share.tokens) / this.perMs),
      );
    }
  }

  /** A 429 whose Retry-After is when the reads already waiting would have had their turn. */
  private refusal(share: Share) {
    const missing = share.queue.length + 1 - share.tokens;
    return throttled(Math.max(1000, missing / this.perMs), MSG.tooManyRequests);
  }
}

const SIGN_IN_HOOKS: unknown[] = [requireUser, requireMember, requireMemberCached];
const signsIn = (route: RouteOptions) =>
  [route.onRequest ?? []].flat().some((hook) => SIGN_IN_HOOKS.includes(hook));

/**
 * Counts every signed-in GET route registered after this call (app.ts: before the API's routes). The handler is
 * wrapped rather than hooked, so that a read holds its place exactly while its handler works, whatever the client
 * does meanwhile.
 */
export function countStudentReads(app: FastifyInstance): void {
  const scale = app.ctx.config.rateLimitScale;
  const shares = new ReadShares({
    ...STUDENT_READS,
    perMinute: STUDENT_READS.perMinute * scale,
    burst: STUDENT_READS.burst * scale,
  });
  app.addHook('onClose', async () => shares.close());
  const counted = new WeakSet<object>();
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!methods.includes('GET') && !methods.includes('HEAD')) return;
    // Fastify makes each GET route's HEAD route from the GET route's options, handler included.
    if (counted.has(route.handler) || !signsIn(route)) return;
    const handler = route.handler;
    const countedHandler: typeof handler = async function (this: FastifyInstance, req, reply) {
      const studentId = req.user!.id;
      const turn = shares.enter(studentId);
      if (turn) await turn;
      try {
        return await handler.call(this, req, reply);
      } finally {
        shares.leave(studentId);
      }
    };
    counted.add(countedHandler);
    route.handler = countedHandler;
  });
}
