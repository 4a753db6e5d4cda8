// Top Performers: students ranked by total mastery (the sum of their skills' mastery), then right answers, then
// who got there first (lower id), from the in-memory rank board (rank-board.ts), which every change reaches before
// the next answer: a student's latest attempt always shows in their own rank.
import type { LeaderboardEntry } from '@quizring/contracts';
import type { Db } from '../../db/database.ts';
import { rankBoard, rankBoardNow } from '../../read-model/rank-board.ts';
import type { RankBoard, Standing } from '../../read-model/rank-board.ts';

function entry(row: Standing, rank: number): LeaderboardEntry {
  return {
    user_id: row.user_id,
    user_name: `${row.firstname} ${row.lastname}`.trim(),
    avatar: row.avatar,
    rank,
    total_mastery: Math.round(row.total_mastery * 100) / 100,
    accuracy_pct:
      row.total_attempts > 0 ? Math.round((row.total_correct / row.total_attempts) * 1000) / 10 : 0,
    skills_count: row.skills_attempted,
  };
}

/**
 * The body up to the caller's own part, per limit: the same bytes for every caller, rebuilt only once the board's
 * order or one of its rows changed.
 */
const heads = new WeakMap<RankBoard, { revision: number; byLimit: Map<number, string> }>();

function headOf(board: RankBoard, limit: number): string {
  let built = heads.get(board);
  if (!built || built.revision !== board.revision)
    heads.set(board, (built = { revision: board.revision, byLimit: new Map() }));
  let head = built.byLimit.get(limit);
  if (!head) {
    const leaders = JSON.stringify(board.top(limit).map((r, i) => entry(r, i + 1)));
    head = `{"status":"success","message":"OK","data":{"leaders":${leaders},`;
    built.byLimit.set(limit, head);
  }
  return head;
}

/**
 * Top Performers as the response body. The board is current with every change the feed heard, the caller's own
 * row included (their latest attempt shows in their own rank at once).
 */
export async function leaderboardResponse(db: Db, userId: number, limit: number): Promise<string> {
  const board = rankBoardNow(db) ?? (await rankBoard(db, userId));
  const mine = board.standingOf(userId);
  const position = mine ? board.positionOf(mine) : null;
  const myStats = mine && position ? JSON.stringify(entry(mine, position)) : 'null';
  // Text: built for this response, it is cheapest written as a string (no allocation of bytes of its own).
  return `${headOf(board, limit)}"my_stats":${myStats},"my_position":${position}}}`;
}
