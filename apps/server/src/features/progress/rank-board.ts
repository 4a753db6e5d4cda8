// Top Performers' order of every student, held in memory by each instance. Counting the students ahead of one
// in the database is a range count over the ranking index, O(students) per call (2–3 ms for 10,000 students on
// SQLite), and the dashboard and the leaderboard ask for it on every load. Here it is a binary search.
//
// Freshness: the board is reloaded in the background once it is older than REFRESH_MS, and the students whose
// attempts this instance recorded (markRankChanged) are re-read before the next answer, so this instance's own
// writes show at once and another instance's within REFRESH_MS. The caller's own standing is always read live.
// Cost: one query of the whole ranking (user id, totals, name) per instance every REFRESH_MS; past ~100,000
// students, a counted rank structure in the database would be the next step.
import type { Db } from '../../db/database.ts';

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
  constructor(
    /** In rank order. */
    private rows: Standing[],
    readonly loadedAt: number,
  ) {
    this.byUser = new Map(rows.map((r) => [r.user_id, r]));
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
  /** Students whose standing this instance changed since the board last saw them. */
  changed: Set<number>;
  /** Changes made while a reload runs: the reload may have read them before they happened. */
  changedDuringLoad?: Set<number>;
  patching?: Promise<void>;
};
const states = new WeakMap<Db, State>();

function stateOf(db: Db): State {
  let state = states.get(db);
  if (!state) states.set(db, (state = { changed: new Set() }));
  return state;
}

/** Called after this instance recorded an attempt of the student. */
export function markRankChanged(db: Db, userId: number): void {
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

/** The board, current with this instance's own changes and at most REFRESH_MS behind other instances'. */
export async function rankBoard(db: Db): Promise<RankBoard> {
  const state = stateOf(db);
  const board = state.board ?? (await load(db, state));
  // Stale: serve this one and reload in the background (a failed reload keeps the old board until the next try).
  if (Date.now() - board.loadedAt > REFRESH_MS) load(db, state).catch(() => {});
  await applyChanges(db, state, state.board ?? board);
  return state.board ?? board;
}
