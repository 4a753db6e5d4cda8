// Top Performers' order of every student, held in memory by each instance. Counting the students ahead of one
// in the database is a range count over the ranking index, O(students) per call (2–3 ms for 10,000 students on
// SQLite), and the dashboard and the leaderboard ask for it on every load. Here it is a binary search.
//
// Freshness: the board is loaded once and then kept current by the change feed (read-model/change-feed.ts): every
// student whose learning state or account changed, on this instance or another, is re-read before the next answer.
// While the feed is deaf (a PostgreSQL listener reconnecting) the board is reloaded in the background once it is older
// than REFRESH_MS instead; when everything changed (content, another process's writes) it is loaded afresh. Cost: one
// query of the whole ranking (user id, totals, name) at start; past ~100,000 students, a counted rank structure in the
// database would be the next step.
import type { Db } from '../db/database.ts';
import { changeFeedOf } from './change-feed.ts';

export type Standing = {
  user_id: number;
  firstname: string;
  lastname: string;
  avatar: string | null;
  total_mastery: number;
  total_attempts: number;
  total_correct: number;
  skills_attempted: number;
};

type Key = Pick<Standing, 'user_id' | 'total_mastery' | 'total_correct'>;

export const REFRESH_MS = 5_000;

/** Top Performers' order: more mastery, then more right answers, then who got there first (lower id). */
export const isAhead = (a: Key, b: Key) =>
  a.total_mastery > b.total_mastery ||
  (a.total_mastery === b.total_mastery &&
    (a.total_correct > b.total_correct || (a.total_correct === b.total_correct && a.user_id < b.user_id)));

export class RankBoard {
  private byUser: Map<number, Standing>;
  private static revisions = 0;
  /** Moves with every change of the order or of a row (unique across boards): what was built from the board
   * is stale once it moved. */
  revision = ++RankBoard.revisions;
  constructor(
    /** In rank order. */
    private rows: Standing[],
    readonly loadedAt: number,
  ) {
    this.byUser = new Map(rows.map((r) => [r.user_id, r]));
  }

  /** A student's row, when they have one (a student without attempts has none). */
  standingOf(userId: number): Standing | undefined {
    return this.byUser.get(userId);
  }

  /** How many rows are ahead of `key`. */
  private countAheadOf(key: Key): number {
    let lo = 0;
    let hi = this.rows.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (isAhead(this.rows[mid]!, key)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** 1-based position of a student with these totals among everyone else on the board. */
  positionOf(me: Key): number {
    const stored = this.byUser.get(me.user_id);
    const selfAhead = stored !== undefined && isAhead(stored, me) ? 1 : 0;
    return this.countAheadOf(me) - selfAhead + 1;
  }

  /** The first `limit` rows, with `me` (fresher than the board) put in its place. */
  top(limit: number, me?: Standing): Standing[] {
    const out: Standing[] = [];
    for (const row of this.rows) {
      if (out.length >= limit + 1) break;
      if (row.user_id !== me?.user_id) out.push(row);
    }
    if (me) {
      const at = this.positionOf(me) - 1;
      if (at <= out.length) out.splice(at, 0, me);
    }
    return out.slice(0, limit);
  }

  /** Replaces (or removes, when absent from `fresh`) the rows of these students. */
  patch(userIds: Iterable<number>, fresh: Standing[]): void {
    this.revision = ++RankBoard.revisions;
    for (const id of userIds) {
      const old = this.byUser.get(id);
      if (!old) continue;
      const at = this.countAheadOf(old);
      const index = this.rows[at] === old ? at : this.rows.indexOf(old);
      this.rows.splice(index, 1);
      this.byUser.delete(id);
    }
    for (const row of fresh) {
      this.rows.splice(this.countAheadOf(row), 0, row);
      this.byUser.set(row.user_id, row);
    }
  }
}

type State = {
  board?: RankBoard;
  loading?: Promise<RankBoard>;
  /** Everything changed: the board must be loaded afresh before it answers again. */
  isStale: boolean;
  /** Students whose standing changed since the board last saw them. */
  changed: Set<number>;
  /** Changes made while a reload runs: the reload may have read them before they happened. */
  changedDuringLoad?: Set<number>;
  patching?: Promise<void>;
  /** The load that every answer waits for (the first one, or one after everything changed). */
  loadingAfresh?: Promise<void>;
};
const states = new WeakMap<Db, State>();

function stateOf(db: Db): State {
  let state = states.get(db);
  if (!state) {
    const fresh: State = { changed: new Set(), isStale: false };
    states.set(db, (state = fresh));
    changeFeedOf(db).subscribe((change) => {
      if (change === 'everything') fresh.isStale = true;
      else if (change.kind !== 'serves') markRankChanged(db, change.userId);
    });
  }
  return state;
}

/** A student whose standing may have changed: re-read before the board answers again. */
function markRankChanged(db: Db, userId: number): void {
  const state = stateOf(db);
  state.changed.add(userId);
  state.changedDuringLoad?.add(userId);
}

export function standingsQuery(db: Db) {
  return db
    .selectFrom('learner_stats')
    .innerJoin('users', 'users.id', 'learner_stats.user_id')
    .select([
      'learner_stats.user_id',
      'users.firstname',
      'users.lastname',
      'users.avatar',
      'learner_stats.total_mastery',
      'learner_stats.total_attempts',
      'learner_stats.total_correct',
      'learner_stats.skills_attempted',
    ]);
}

function load(db: Db, state: State): Promise<RankBoard> {
  if (state.loading) return state.loading;
  const during = new Set<number>();
  state.changedDuringLoad = during;
  const loading = standingsQuery(db)
    .orderBy('learner_stats.total_mastery', 'desc')
    .orderBy('learner_stats.total_correct', 'desc')
    .orderBy('learner_stats.user_id', 'asc')
    .execute()
    .then((rows) => {
      const board = new RankBoard(rows, Date.now());
      state.board = board;
      for (const id of during) state.changed.add(id);
      return board;
    })
    .finally(() => {
      state.loading = undefined;
      if (state.changedDuringLoad === during) state.changedDuringLoad = undefined;
    });
  state.loading = loading;
  return loading;
}

async function applyChanges(db: Db, state: State, board: RankBoard): Promise<void> {
  while (state.patching) await state.patching;
  if (state.changed.size === 0) return;
  const ids = [...state.changed];
  state.changed.clear();
  state.patching = standingsQuery(db)
    .where('learner_stats.user_id', 'in', ids)
    .execute()
    .then((rows) => board.patch(ids, rows))
    .catch((error: unknown) => {
      for (const id of ids) state.changed.add(id);
      throw error;
    })
    .finally(() => {
      state.patching = undefined;
    });
  await state.patching;
}

/** The board when it can answer at once (current, nothing to re-read), without waiting a tick; else undefined. */
export function rankBoardNow(db: Db): RankBoard | undefined {
  const state = states.get(db);
  if (!state?.board || state.isStale || state.loadingAfresh || state.patching || state.changed.size > 0)
    return undefined;
  return changeFeedOf(db).isLive ? state.board : undefined;
}

/**
 * The board, current with every change the feed has heard. While the feed is deaf, the board is at most REFRESH_MS
 * old, except for the caller's own row, which is read again first.
 */
export async function rankBoard(db: Db, callerId?: number): Promise<RankBoard> {
  const state = stateOf(db);
  if (!state.board || state.isStale) {
    state.isStale = false;
    const previous = state.loading;
    const afresh = (async () => {
      // A load that began before everything changed may have read the old state: load once more after it.
      if (previous) await previous.catch(() => {});
      await load(db, state);
    })().finally(() => {
      if (state.loadingAfresh === afresh) state.loadingAfresh = undefined;
    });
    state.loadingAfresh = afresh;
  }
  if (state.loadingAfresh) await state.loadingAfresh;
  const board = state.board!;
  if (!changeFeedOf(db).isLive) {
    if (callerId !== undefined) markRankChanged(db, callerId);
    // Serve this one and reload in the background (a failed reload keeps the old board until the next try).
    if (Date.now() - board.loadedAt > REFRESH_MS) load(db, state).catch(() => {});
  }
  await applyChanges(db, state, board);
  return state.board ?? board;
}
