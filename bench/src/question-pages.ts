// New question pages: GET /api/swipe-question-list for a page the student has not had yet today, which chooses
// the page from their learning state and stores it before answering (a write: docs/decisions/0015). Each student
// asks for their next page, over the generated data set's members, against the bare route of the same server.
// Held to the bar for writes, like the attempts: capacity with 100 connections, and a fixed 1,500 pages a
// second with its p99. An audit checks the database holds exactly the pages that were served.
import { sql } from 'kysely';
import { createDb } from '../../apps/server/src/db/database.ts';
import { dayOf } from '../../apps/server/src/shared/days.ts';
import type { Bench, BenchRow } from './lib/types.ts';
import { databasesOf, serveDataset } from './lib/dataset-server.ts';
import { BASELINE_PATH } from './lib/server.ts';
import { drive } from './attempt-writes/drive.ts';
import type { LoadJob, LoadResult } from './attempt-writes/protocol.ts';
import { DATASET_TIMEZONE, rng } from './dataset/plan.ts';

const GROUP = 'New question pages';
const PATH = '/api/swipe-question-list?page={page}';
const CONNECTIONS = 100;
const TARGET_RATE = 1500;
const TARGET_P99_MS = 40;

const round = (x: number, digits = 1) => Number(x.toFixed(digits));
const errorsOf = (r: LoadResult) => r.networkErrors + Object.values(r.statuses).reduce((a, b) => a + b, 0);

export const run: Bench = async (opts) => {
  const timing = opts.quick ? { warmupMs: 1000, durationMs: 3000 } : { warmupMs: 3000, durationMs: 10_000 };
  const rows: BenchRow[] = [];
  for (const kind of databasesOf(opts)) {
    const { dataset, server } = await serveDataset(kind, opts);
    try {
      const random = rng('question-pages');
      const tokens = dataset.members.map((s) => s.token).sort(() => random() - 0.5);
      const job = (shape: LoadJob['shape'], firstPage: number) =>
        drive({
          origin: server.url,
          path: PATH,
          shape,
          ...timing,
          bodies: { kind: 'pages', tokens, path: PATH, firstPage },
        });
      opts.log(`${GROUP} on ${kind}: ${tokens.length} students`);
      const base = await drive({
        origin: server.url,
        path: BASELINE_PATH,
        shape: { kind: 'closed', connections: CONNECTIONS },
        ...timing,
        bodies: { kind: 'gets' },
      });
      // Capacity: 100 connections, each student's pages 1, 2, … in turn. Then a fixed rate, from page 101 on, so
      // every page asked for is still a new one.
      const capacity = await job({ kind: 'closed', connections: CONNECTIONS }, 1);
      const fixed = await job({ kind: 'open', rate: TARGET_RATE, connections: CONNECTIONS }, 101);
      const audit = await auditPages(
        dataset.databaseUrl,
        dataset.now,
        capacity.acknowledged + fixed.acknowledged,
      );
      opts.log(
        `${GROUP} on ${kind}: baseline ${Math.round(base.rps)}/s, capacity ${Math.round(capacity.rps)} pages/s, ` +
          `fixed ${Math.round(fixed.rps)}/s p99 ${fixed.latencyMs.p99.toFixed(1)} ms; ${audit.note}`,
      );
      const isTarget = kind === 'sqlite';
      rows.push(
        {
          group: GROUP,
          name: `baseline: bare JSON route (${CONNECTIONS} connections)`,
          db: kind,
          figures: {
            rps: Math.round(base.rps),
            p50_ms: round(base.latencyMs.p50),
            p99_ms: round(base.latencyMs.p99),
          },
          target: 'reference',
          met: errorsOf(base) === 0,
        },
        {
          group: GROUP,
          name: `GET ${PATH.replace('{page}', 'n')}, a new page each, capacity (${CONNECTIONS} conns)`,
          db: kind,
          figures: {
            pages_per_s: Math.round(capacity.rps),
            ratio: `${Math.round((capacity.rps / base.rps) * 100)} %`,
            p50_ms: round(capacity.latencyMs.p50),
            p99_ms: round(capacity.latencyMs.p99),
            errors: errorsOf(capacity),
            verified: audit.ok ? 'yes' : audit.note,
          },
          target: isTarget ? `≥ ${TARGET_RATE} pages/s` : 'report (no target)',
          met: audit.ok && errorsOf(capacity) === 0 && (!isTarget || capacity.rps >= TARGET_RATE),
        },
        {
          group: GROUP,
          name: `GET ${PATH.replace('{page}', 'n')}, a new page each, at a fixed ${TARGET_RATE}/s`,
          db: kind,
          figures: {
            pages_per_s: Math.round(fixed.rps),
            p50_ms: round(fixed.latencyMs.p50),
            p99_ms: round(fixed.latencyMs.p99),
            max_ms: round(fixed.latencyMs.max),
            errors: errorsOf(fixed),
            ...(fixed.skipped ? { not_sent: fixed.skipped } : {}),
          },
          target: isTarget ? `≥ ${TARGET_RATE} pages/s, p99 < ${TARGET_P99_MS} ms` : 'report (no target)',
          met:
            audit.ok &&
            errorsOf(fixed) === 0 &&
            (!isTarget || (fixed.rps >= TARGET_RATE * 0.98 && fixed.latencyMs.p99 < TARGET_P99_MS)),
        },
      );
    } finally {
      await server.close();
    }
  }
  return rows;
};

/** The pages stored on the data set's day are exactly the pages served with questions (each asked for once). */
async function auditPages(databaseUrl: string, now: Date, served: number) {
  const db = createDb(databaseUrl);
  try {
    const day = dayOf(now, DATASET_TIMEZONE);
    const { rows } = await sql<{
      n: number;
    }>`select count(*) as n from served_pages where day = ${day}`.execute(db);
    const stored = Number(rows[0]?.n ?? 0);
    return stored === served
      ? { ok: true, note: `${stored} pages stored = served` }
      : { ok: false, note: `${stored} pages stored, ${served} served` };
  } finally {
    await db.destroy();
  }
}
