// Options are matched by (question, position): an option keeps its id while it keeps its place.
import { deleteOptions, insertOptions, liveOptionsOfPack, updateOptions } from '../repository.ts';
import type { Row, Trx } from '../repository.ts';
import { chunks, IN_LIST, rowsPerStatement } from './batches.ts';
import type { Advance, Plan } from './batches.ts';
import type { KindCounts } from './summary.ts';

type OptionRow = Awaited<ReturnType<typeof liveOptionsOfPack>>[number];

export async function syncOptions(
  trx: Trx,
  packId: string,
  plans: Plan<string[]>[],
  questionIds: Map<string, number>,
  answers: Map<string, string>,
  count: KindCounts,
  advance: Advance,
): Promise<void> {
  const have = await liveOptionsOfPack(trx, packId);
  const byQuestion = new Map<number, Map<number, OptionRow>>();
  for (const o of have) {
    let m = byQuestion.get(o.question_id);
    if (!m) byQuestion.set(o.question_id, (m = new Map()));
    m.set(o.position, o);
  }

  const fresh: Row[] = [];
  const changed: Row[] = [];
  const extra: number[] = [];
  let unchanged = 0;
  for (const p of plans) {
    const questionId = questionIds.get(p.key)!;
    const answer = answers.get(p.key);
    const current = byQuestion.get(questionId) ?? new Map<number, OptionRow>();
    p.item.forEach((text, i) => {
      const row = { question_id: questionId, position: i + 1, text, is_answer: text === answer ? 1 : 0 };
      const prev = current.get(row.position);
      if (!prev) fresh.push(row);
      else if (prev.text !== row.text || prev.is_answer !== row.is_answer) changed.push(row);
      else unchanged += 1;
    });
    for (const [position, o] of current) if (position > p.item.length) extra.push(o.id);
  }
  advance(unchanged);

  for (const part of chunks(extra, IN_LIST)) await deleteOptions(trx, part);
  const size = rowsPerStatement(fresh[0] ?? changed[0]);
  for (const part of chunks(fresh, size)) {
    await insertOptions(trx, part);
    advance(part.length);
  }
  for (const part of chunks(changed, size)) {
    await updateOptions(trx, part);
    advance(part.length);
  }
  count.inserted = fresh.length;
  count.updated = changed.length;
  count.deleted = extra.length;
}
