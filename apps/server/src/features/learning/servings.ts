// What was served to a student. An answer counts only for a question served to them (decision 0016), so every list
// of questions they are given is stored: each page of Move, Punch and Chill under its mode, and a skill or topic
// quiz as the first page of the list `skill:{id}` or `topic:{id}`. A list is stored once per day and served again
// as stored. Pages of today and yesterday are kept (a student practises across midnight); older ones are pruned.
import type { PagedMode } from '@quizring/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { UserRow } from '../../db/schema.ts';
import { memoOf } from '../../read-model/versioned-memo.ts';
import { addDays } from '../../shared/days.ts';
import { serveWriterOf } from './serve-writer.ts';
import { listRows, recentRows } from './repository/served-pages.ts';

/** Students whose served lists are held at once per instance (a few KB each). */
const STUDENTS = 20_000;

type Ctx = Pick<AppContext, 'db' | 'changes'>;

/** A served list's name: a paged mode, or one skill's or subtopic's quiz. */
export type ListKey = PagedMode | `skill:${number}` | `topic:${number}`;

export type ServedQuestion = { question_id: number; q_source: string };
/** Everything served to the student today in one list: the pages by number, and what a new page must not repeat. */
export type ServedToday = { pages: Map<number, ServedQuestion[]>; questionIds: Set<number> };

/** A page's questions as stored: `[[question id, source], …]`. */
const servedJson = (questions: readonly ServedQuestion[]) =>
  JSON.stringify(questions.map((q) => [q.question_id, q.q_source]));

function parseServed(json: string): ServedQuestion[] {
  const pairs = JSON.parse(json) as [number, string][];
  return pairs.map(([question_id, q_source]) => ({ question_id, q_source }));
}

async function storedPages(
  ctx: Ctx,
  userId: number,
  list: ListKey,
  day: string,
): Promise<Map<number, ServedQuestion[]>> {
  const { rows } = await listRows(ctx.db, { userId, mode: list, day });
  return new Map(rows.map((r) => [r.page, parseServed(r.questions)]));
}

const servesVersion = (ctx: Ctx, userId: number, day: string) => {
  const version = ctx.changes.versionOf(userId, ['serves']);
  return version && `${version}|${day}`;
};

const withIds = (pages: Map<number, ServedQuestion[]>): ServedToday => {
  const questionIds = new Set<number>();
  for (const questions of pages.values()) for (const q of questions) questionIds.add(q.question_id);
  return { pages, questionIds };
};

const listMemo = (ctx: Ctx) => memoOf<ServedToday>(ctx.changes, 'served-today', STUDENTS);
const recentMemo = (ctx: Ctx) => memoOf<Set<number>>(ctx.changes, 'served-recently', STUDENTS);

/** What one list served the student today. */
export function servedToday(ctx: Ctx, user: UserRow, list: ListKey, day: string): Promise<ServedToday> {
  return listMemo(ctx).getOrMake(`${user.id}|${list}`, servesVersion(ctx, user.id, day), async () =>
    withIds(await storedPages(ctx, user.id, list, day)),
  );
}

/**
 * Stores a page of a list. Resolves with the questions the page holds: these, or a rival request's if one stored
 * the same page first (two requests at once: the first to store wins, the other serves what was stored).
 */
export async function storePage(
  ctx: Ctx,
  user: UserRow,
  list: ListKey,
  day: string,
  served: ServedToday,
  page: number,
  questions: ServedQuestion[],
): Promise<ServedQuestion[]> {
  const row = { user_id: user.id, mode: list, day, page, questions: servedJson(questions) };
  if (!(await serveWriterOf(ctx.db).store(row)))
    return (await storedPages(ctx, user.id, list, day)).get(page) ?? [];

  // What this instance knew before its own write, with the page added, for the version the write moves to. The
  // kept objects only ever grow during their day, so they are added to in place (a request reading one meanwhile
  // sees a question more, never one less).
  const recent = recentMemo(ctx).get(user.id, servesVersion(ctx, user.id, day));
  ctx.changes.changed('serves', user.id);
  const version = servesVersion(ctx, user.id, day);
  served.pages.set(page, questions);
  for (const q of questions) served.questionIds.add(q.question_id);
  listMemo(ctx).set(`${user.id}|${list}`, version, served);
  if (recent) {
    for (const q of questions) recent.add(q.question_id);
    recentMemo(ctx).set(user.id, version, recent);
  }
  return questions;
}

/**
 * Whether the question was served to the student today or yesterday, in any list. Known from memory for the
 * questions this instance served; anything else is read again (another instance may have served it a moment ago).
 */
export async function wasServed(ctx: Ctx, userId: number, questionId: number, day: string): Promise<boolean> {
  const version = servesVersion(ctx, userId, day);
  if (recentMemo(ctx).get(userId, version)?.has(questionId)) return true;
  const { rows } = await recentRows(ctx.db, { userId, since: addDays(day, -1) });
  const ids = new Set<number>();
  for (const r of rows) for (const q of parseServed(r.questions)) ids.add(q.question_id);
  recentMemo(ctx).set(userId, version, ids);
  return ids.has(questionId);
}
