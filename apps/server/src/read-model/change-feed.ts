// What changed, so that the hot reads can be served from memory without asking the database whether they still hold
// (docs/decisions/0014-reads-from-memory.md). Every cached read is tagged with the version of the state it shows
// (a student's learning state, the questions served to them, their account) and is served again only while that
// version stands. A version moves when:
//  - this instance changed the state: every write request of a student (app.ts) and every question page stored
//    announce it before their response leaves, so a student always reads their own writes;
//  - another instance did (PostgreSQL): triggers on the tables announce every change with NOTIFY, delivered to each
//    instance's listener when the writing transaction commits (read-model/change-listener.ts);
//  - another process wrote the SQLite file (a second instance, a CLI): SQLite's data_version says so, checked every
//    OUTSIDE_CHECK_MS (reading it takes the file's locks: too dear for every request), and then everything counts
//    as changed.
// While an instance cannot hear other instances (its listener is reconnecting), nothing is served from the caches.
import { onOutsideCommit } from '../db/database.ts';
import type { Db } from '../db/database.ts';

export type ChangeKind = 'learning' | 'serves' | 'account';
const KIND_INDEX = { learning: 0, serves: 1, account: 2 } as const satisfies Record<ChangeKind, number>;

const NO_CHANGES: readonly [number, number, number] = [0, 0, 0];

/** One student's change, or 'everything' (content changed, another process wrote, the feed was deaf for a while). */
export type Change = { kind: ChangeKind; userId: number } | 'everything';
export type ChangeSubscriber = (change: Change) => void;

export class ChangeFeed {
  private epoch = 0;
  private counters = new Map<number, [number, number, number]>();
  private subscribers = new Set<ChangeSubscriber>();

  constructor(private live: boolean) {}

  /** Whether reads may be served from memory now: this instance hears every change. */
  get isLive(): boolean {
    return this.live;
  }

  /**
   * The version of a student's state of these kinds (any change of 'account' moves them all), or null when
   * nothing may be served from memory right now.
   */
  versionOf(userId: number, kinds: readonly ChangeKind[]): string | null {
    if (!this.live) return null;
    const counters = this.counters.get(userId) ?? NO_CHANGES;
    let version = `${this.epoch}.${counters[KIND_INDEX.account]}`;
    for (const kind of kinds) if (kind !== 'account') version += `.${counters[KIND_INDEX[kind]]}`;
    return version;
  }

  /** Changes with every 'everything': content imports, outside writes, a feed that was deaf. */
  get generation(): number {
    return this.epoch;
  }

  changed(kind: ChangeKind, userId: number): void {
    let counters = this.counters.get(userId);
    if (!counters) this.counters.set(userId, (counters = [0, 0, 0]));
    counters[KIND_INDEX[kind]]++;
    this.emit({ kind, userId });
  }

  everythingChanged(): void {
    this.epoch++;
    this.counters.clear();
    this.emit('everything');
  }

  /** Deaf (false) while the listener reconnects; hearing again (true) counts as everything having changed. */
  setLive(live: boolean): void {
    if (live === this.live) return;
    this.live = live;
    this.everythingChanged();
  }

  subscribe(subscriber: ChangeSubscriber): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  private emit(change: Change) {
    for (const subscriber of this.subscribers) subscriber(change);
  }
}

const feeds = new WeakMap<Db, ChangeFeed>();

/**
 * The database's feed. SQLite's is live from the start (this process makes or hears every commit to its file);
 * PostgreSQL's is deaf until the change listener hears other instances (read-model/change-listener.ts).
 */
export function changeFeedOf(db: Db): ChangeFeed {
  let feed = feeds.get(db);
  if (!feed) {
    const made = new ChangeFeed(false);
    if (onOutsideCommit(db, () => made.everythingChanged())) made.setLive(true);
    feeds.set(db, (feed = made));
  }
  return feed;
}

export function registerChangeFeed(db: Db, feed: ChangeFeed): void {
  feeds.set(db, feed);
}

/** Parses a notification's payload: 'learning:42', 'serves:42', 'account:42' or 'content'. */
export function parseChange(payload: string | undefined): Change | undefined {
  if (payload === 'content') return 'everything';
  const match = /^(learning|serves|account):(\d{1,15})$/.exec(payload ?? '');
  return match ? { kind: match[1] as ChangeKind, userId: Number(match[2]) } : undefined;
}

/** Applies a change heard from the database to the feed. */
export function applyChange(feed: ChangeFeed, change: Change): void {
  if (change === 'everything') feed.everythingChanged();
  else feed.changed(change.kind, change.userId);
}
