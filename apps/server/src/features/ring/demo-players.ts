// Demo mode only: the seeded demo friends play a ring on their own, so one person trying the app can play a whole
// Ring. Invited, they join after a moment; once it runs they answer each question after a human-like pause, right
// about as often as a decent student. They act through the same service functions as real players (so the same
// rules, scores and events apply), driven by in-process timers: fine for the single demo server, and harmless if
// the ring finishes early or the process restarts (a refused answer or a lost timer just ends their play).
import type { AppContext } from '../../platform/context.ts';
import type { UserRow } from '../../db/schema.ts';
import { iso } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { findUserById } from '../../shared/users.ts';
import { observeRings } from './observers.ts';
import type { RingObserver } from './observers.ts';
import { correctOptionOf, ringQuestions, submitAnswer } from './answers.ts';
import { joinRing } from './lifecycle.ts';
import { findSession } from './repository/rings.ts';
import { unclaimedUsersNamed } from './repository/users.ts';

/** The demo friends of seed/demo.ts. */
export const DEMO_PLAYER_USERNAMES = ['friendasha', 'friendrohan', 'friendmeera'] as const;

export type DemoTask = () => Promise<void>;
/** Runs a task later; returns its cancellation. Tests pass their own to run tasks without waiting. */
export interface DemoScheduler {
  schedule(task: DemoTask, delayMs: number): () => void;
}

export const timerScheduler: DemoScheduler = {
  schedule(task, delayMs) {
    const timer = setTimeout(() => void task(), delayMs);
    timer.unref();
    return () => clearTimeout(timer);
  },
};

type Logger = { warn: (obj: object, msg: string) => void };

export type DemoPlayerOptions = {
  scheduler?: DemoScheduler;
  /** In [0, 1): picks delays, accuracy and answers. */
  random?: () => number;
  log?: Logger;
};

type Range = readonly [number, number];
const JOIN_DELAY_MS: Range = [1_000, 3_000];
const ANSWER_DELAY_MS: Range = [3_000, 15_000];
const ACCURACY: Range = [0.6, 0.85];

export class DemoPlayers implements RingObserver {
  private readonly ctx: AppContext;
  private readonly scheduler: DemoScheduler;
  private readonly random: () => number;
  private readonly log: Logger | undefined;
  private readonly cancels = new Set<() => void>();
  private readonly inFlight = new Set<Promise<void>>();
  /** Per ring, the demo friends this server joined (only they are played). */
  private readonly managed = new Map<number, Set<number>>();
  private readonly playing = new Set<string>();
  private readonly unobserve: () => void;
  private stopped = false;

  constructor(ctx: AppContext, opts: DemoPlayerOptions = {}) {
    this.ctx = ctx;
    this.scheduler = opts.scheduler ?? timerScheduler;
    this.random = opts.random ?? Math.random;
    this.log = opts.log;
    this.unobserve = observeRings(ctx, this);
  }

  created(sessionId: number, inviteeIds: number[]): void {
    this.track(async () => {
      for (const user of await this.demoPlayersAmong(inviteeIds)) {
        let set = this.managed.get(sessionId);
        if (!set) this.managed.set(sessionId, (set = new Set()));
        set.add(user.id);
        this.later(Math.round(this.between(JOIN_DELAY_MS)), async () => {
          const fresh = await findUserById(this.ctx.db, user.id);
          if (fresh) await joinRing(this.ctx, fresh, sessionId);
        });
      }
    });
  }

  joined(sessionId: number, userId: number): void {
    if (!this.managed.get(sessionId)?.has(userId)) return;
    this.track(async () => {
      const session = await findSession(this.ctx.db, sessionId);
      if (session?.status === 'in_progress') this.play(sessionId, userId);
    });
  }

  started(sessionId: number): void {
    for (const userId of this.managed.get(sessionId) ?? []) this.play(sessionId, userId);
  }

  /** Resolves when no event handler is still deciding what to schedule (tests wait for it). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  stop(): void {
    this.stopped = true;
    this.unobserve();
    for (const cancel of this.cancels) cancel();
    this.cancels.clear();
  }

  /**
   * The demo friends among these users, unless someone is signed in as one of them: then that person plays the
   * account (a demo visitor trying two browsers, or an end-to-end test), not the server.
   */
  private async demoPlayersAmong(userIds: number[]): Promise<UserRow[]> {
    if (userIds.length === 0) return [];
    return unclaimedUsersNamed(this.ctx.db, userIds, [...DEMO_PLAYER_USERNAMES], iso(this.ctx.clock.now()));
  }

  private play(sessionId: number, userId: number): void {
    const key = `${sessionId}:${userId}`;
    if (this.stopped || this.playing.has(key)) return;
    this.playing.add(key);
    const accuracy = this.between(ACCURACY);
    // One answer at a time; when the chain ends for any reason the player may be started again (e.g. they were
    // told of the start before their own join went through).
    const step = async (): Promise<void> => {
      let scheduled = false;
      try {
        const [session, user] = await Promise.all([
          findSession(this.ctx.db, sessionId),
          findUserById(this.ctx.db, userId),
        ]);
        if (session?.status !== 'in_progress' || !user) return;
        const { questions } = await ringQuestions(this.ctx, user, sessionId);
        const question = questions.find((q) => q.my_answer === null);
        if (!question) return;
        scheduled = this.later(Math.round(this.between(ANSWER_DELAY_MS)), async () => {
          try {
            const right = await correctOptionOf(this.ctx, question.question_id);
            const wrong = question.options.filter((o) => o.id !== right);
            const pickRight = right !== undefined && (wrong.length === 0 || this.random() < accuracy);
            const answerId = pickRight ? right : wrong[Math.floor(this.random() * wrong.length)]!.id;
            await submitAnswer(this.ctx, user, sessionId, {
              question_bank_id: question.question_id,
              answer_id: answerId,
            });
          } catch (err) {
            this.playing.delete(key);
            throw err;
          }
          await step();
        });
      } finally {
        if (!scheduled) this.playing.delete(key);
      }
    };
    this.track(step);
  }

  private later(delayMs: number, task: DemoTask): boolean {
    if (this.stopped) return false;
    const cancel = this.scheduler.schedule(async () => {
      this.cancels.delete(cancel);
      if (this.stopped) return;
      await this.guard(task);
    }, delayMs);
    this.cancels.add(cancel);
    return true;
  }

  private track(task: DemoTask): void {
    const p = this.guard(task).finally(() => this.inFlight.delete(p));
    this.inFlight.add(p);
  }

  /** A refusal (the ring finished, started too long ago, …) just ends the play; anything else is logged. */
  private async guard(task: DemoTask): Promise<void> {
    try {
      await task();
    } catch (err) {
      if (!(err instanceof AppError) && !this.stopped) this.log?.warn({ err }, 'demo ring player failed');
    }
  }

  private between([lo, hi]: Range): number {
    return lo + (hi - lo) * this.random();
  }
}

const running = new WeakMap<AppContext, DemoPlayers>();

/** Starts the demo players of this app (replacing any running ones). */
export function startDemoPlayers(ctx: AppContext, opts: DemoPlayerOptions = {}): DemoPlayers {
  stopDemoPlayers(ctx);
  const players = new DemoPlayers(ctx, opts);
  running.set(ctx, players);
  return players;
}

export function stopDemoPlayers(ctx: AppContext): void {
  running.get(ctx)?.stop();
  running.delete(ctx);
}
