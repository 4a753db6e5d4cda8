// The bench's data set: 10,000 students and 1,000,000 attempts over 90 days on the default content (a tenth of
// that with --quick), for SQLite and PostgreSQL, cached by generator version so reruns skip generation.
//   npm run bench:generate -- --db sqlite|postgres [--quick] [--force]
// Rows are what the app's own attempt transaction leaves behind (dataset/simulate.ts), written in bulk.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { createDb, migrateToLatest } from '../../apps/server/src/db/database.ts';
import type { Db } from '../../apps/server/src/db/database.ts';
import { ensureDefaultPack } from '../../apps/server/src/features/content/default-pack.ts';
import { classContent } from '../../apps/server/src/read-model/content-cache.ts';
import type { ClassContent } from '../../apps/server/src/read-model/content-cache.ts';
import { dayOf } from '../../apps/server/src/shared/days.ts';
import { hashPassword } from '../../apps/server/src/features/accounts/passwords.ts';
import { sha256 } from '../../apps/server/src/lib/crypto.ts';
import {
  DATASET_NOW,
  DATASET_TIMEZONE,
  GENERATOR_VERSION,
  SIZES,
  planStudents,
  tokenOf,
} from './dataset/plan.ts';
import type { DatasetSize, PlannedStudent } from './dataset/plan.ts';
import { passwordHash, simulateStudent } from './dataset/simulate.ts';
import { PostgresSink, SqliteSink } from './dataset/sinks.ts';
import type { RowSink } from './dataset/tables.ts';
import { DATA_DIR } from './lib/paths.ts';
import { databaseExists, databaseUrl, postgresAdminUrl, recreateDatabase } from './lib/postgres.ts';

export type DbKind = 'sqlite' | 'postgres';

export type BenchStudent = { id: number; grade: number; token: string; attempts: number };

export type Dataset = {
  kind: DbKind;
  size: DatasetSize;
  databaseUrl: string;
  /** The data set's "now": run the app on clockFrom(now). */
  now: Date;
  /** Members (the hot reads' callers). */
  members: BenchStudent[];
  /** The growth benchmark's students, fewest attempts first. */
  growth: BenchStudent[];
  /** Generation time of this data set in ms (measured when it was generated, possibly in an earlier run). */
  generationMs: number;
  /** True when this call generated it, false when the cache was reused. */
  generated: boolean;
};

type Meta = { version: number; size: DatasetSize; generation_ms: number; attempts: number; students: number };
const META_KEY = 'bench.dataset';
const PASSWORD = 'bench1234';

export type EnsureOptions = { postgresUrl?: string; log: (line: string) => void; force?: boolean };

export async function ensureDataset(kind: DbKind, size: DatasetSize, opts: EnsureOptions): Promise<Dataset> {
  const url = locate(kind, size, opts.postgresUrl);
  let meta = opts.force ? undefined : await readMeta(kind, url, size, opts.postgresUrl);
  let generated = false;
  if (!meta) {
    opts.log(`Generating the ${size} ${kind} data set (generator v${GENERATOR_VERSION})…`);
    meta = await generate(kind, size, url, opts);
    generated = true;
    opts.log(
      `Generated in ${(meta.generation_ms / 1000).toFixed(1)} s: ${meta.students} students, ${meta.attempts} attempts`,
    );
  }
  const students = planStudents(SIZES[size]);
  const toBench = (s: PlannedStudent): BenchStudent => ({
    id: s.id,
    grade: s.grade,
    token: tokenOf(s.id),
    attempts: s.attempts,
  });
  return {
    kind,
    size,
    databaseUrl: url,
    now: DATASET_NOW,
    members: students.filter((s) => s.member && !s.growth).map(toBench),
    growth: students.filter((s) => s.growth).map(toBench),
    generationMs: meta.generation_ms,
    generated,
  };
}

/** Forgets the pages served on the data set's last day, so every run starts that day afresh. */
export async function startDayAfresh(dataset: Dataset): Promise<void> {
  const db = createDb(dataset.databaseUrl);
  try {
    await db.deleteFrom('served_pages').where('day', '=', dayOf(dataset.now, DATASET_TIMEZONE)).execute();
  } finally {
    await db.destroy();
  }
}

/** A private copy of the data set for a benchmark that writes (the cached one stays as generated). */
export async function workingCopy(dataset: Dataset, name: string, postgresUrl?: string): Promise<string> {
  if (dataset.kind === 'postgres') return recreateDatabase(postgresUrl!, name, databaseNameOf(dataset.size));
  const file = path.join(DATA_DIR, `${name}.sqlite`);
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
  fs.copyFileSync(sqliteFileOf(dataset.size), file);
  return `sqlite:${file}`;
}

const sqliteFileOf = (size: DatasetSize) =>
  path.join(DATA_DIR, `dataset-${size}-v${GENERATOR_VERSION}.sqlite`);
const databaseNameOf = (size: DatasetSize) => (size === 'full' ? 'qr_bench' : 'qr_bench_quick');

function locate(kind: DbKind, size: DatasetSize, postgresUrl?: string): string {
  if (kind === 'sqlite') return `sqlite:${sqliteFileOf(size)}`;
  if (!postgresUrl) throw new Error('The PostgreSQL data set needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
  return databaseUrl(postgresUrl, databaseNameOf(size));
}

async function readMeta(
  kind: DbKind,
  url: string,
  size: DatasetSize,
  postgresUrl?: string,
): Promise<Meta | undefined> {
  if (kind === 'sqlite' && !fs.existsSync(sqliteFileOf(size))) return undefined;
  if (kind === 'postgres' && !(await databaseExists(postgresUrl!, databaseNameOf(size)))) return undefined;
  const db = createDb(url);
  try {
    const row = await db
      .selectFrom('app_settings')
      .select('value')
      .where('key', '=', META_KEY)
      .executeTakeFirst();
    const meta = row ? (JSON.parse(row.value) as Meta) : undefined;
    return meta?.version === GENERATOR_VERSION && meta.size === size ? meta : undefined;
  } catch {
    return undefined; // not a data set (yet): no app_settings table
  } finally {
    await db.destroy();
  }
}

async function generate(kind: DbKind, size: DatasetSize, url: string, opts: EnsureOptions): Promise<Meta> {
  const started = performance.now();
  fs.mkdirSync(DATA_DIR, { recursive: true });
  if (kind === 'sqlite')
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(sqliteFileOf(size) + suffix, { force: true });
  else await recreateDatabase(opts.postgresUrl!, databaseNameOf(size));

  // Schema and content exactly as the server makes them.
  const db = createDb(url);
  let contents: Map<number, ClassContent>;
  try {
    await migrateToLatest(db);
    await ensureDefaultPack(db, { now: DATASET_NOW, log: { info: () => {}, warn: () => {} } });
    contents = await loadContents(db);
  } finally {
    await db.destroy();
  }
  passwordHash.value = await hashPassword(PASSWORD);

  const spec = SIZES[size];
  const students = planStudents(spec);
  const writer = await openWriter(kind, url);
  let attempts = 0;
  let nextAttemptId = 1;
  let reported = 0;
  try {
    for (const student of students) {
      const result = simulateStudent(
        student,
        contents.get(student.grade)!,
        spec.days,
        nextAttemptId,
        writer.sink,
      );
      nextAttemptId = result.nextAttemptId;
      attempts += result.attempts;
      addAccount(student, writer.sink);
      if (writer.sink.pending > 100_000) await writer.sink.flush();
      if (attempts - reported >= spec.attempts / 10) {
        reported = attempts;
        opts.log(
          `  ${attempts.toLocaleString('en')} attempts (${((performance.now() - started) / 1000).toFixed(0)} s)`,
        );
      }
    }
    await writer.sink.flush();
    const meta: Meta = {
      version: GENERATOR_VERSION,
      size,
      students: students.length,
      attempts,
      generation_ms: 0,
    };
    meta.generation_ms = Math.round(performance.now() - started);
    await writer.finish(meta);
    return meta;
  } catch (error) {
    await writer.abort();
    throw error;
  }
}

async function loadContents(db: Db): Promise<Map<number, ClassContent>> {
  const out = new Map<number, ClassContent>();
  for (let grade = 1; grade <= 12; grade++) out.set(grade, await classContent(db, grade));
  return out;
}

/** Every student has a token (derived from the id, see plan.ts); members have a year's membership. */
function addAccount(student: PlannedStudent, sink: RowSink) {
  const now = DATASET_NOW.getTime();
  const day = 86_400_000;
  sink.add('auth_tokens', [
    student.id,
    sha256(tokenOf(student.id)),
    new Date(now - day).toISOString(),
    new Date(now + 30 * day).toISOString(),
  ]);
  if (student.member)
    sink.add('memberships', [
      student.id,
      'yearly',
      'web',
      new Date(now + 200 * day).toISOString(),
      new Date(now - 165 * day).toISOString(),
    ]);
}

type Writer = { sink: RowSink; finish: (meta: Meta) => Promise<void>; abort: () => Promise<void> };

async function openWriter(kind: DbKind, url: string): Promise<Writer> {
  const metaRow = (meta: Meta) => [META_KEY, JSON.stringify(meta)];
  if (kind === 'sqlite') {
    const file = url.replace(/^sqlite:/, '');
    const sqlite = new SqliteDatabase(file);
    // Generation only: a crash leaves a half-written file that the next run regenerates anyway.
    sqlite.pragma('synchronous = OFF');
    sqlite.pragma('cache_size = -262144');
    return {
      sink: new SqliteSink(sqlite),
      finish: async (meta) => {
        sqlite.prepare('INSERT INTO app_settings (key, value) VALUES (?, ?)').run(metaRow(meta));
        sqlite.pragma('wal_checkpoint(TRUNCATE)');
        sqlite.close();
      },
      abort: async () => {
        sqlite.close();
        fs.rmSync(file, { force: true });
      },
    };
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('SET synchronous_commit = off');
  return {
    sink: new PostgresSink(client),
    finish: async (meta) => {
      // Ids were given explicitly: move the sequences past them, so the app's own inserts do not collide.
      for (const table of ['users', 'attempts'])
        await client.query(
          `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`,
        );
      // What autovacuum would do soon after a bulk load: planner statistics and the visibility map.
      await client.query('VACUUM ANALYZE');
      await client.query('INSERT INTO app_settings (key, value) VALUES ($1, $2)', metaRow(meta));
      await client.end();
    },
    abort: () => client.end(),
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      db: { type: 'string', default: 'sqlite' },
      quick: { type: 'boolean', default: false },
      force: { type: 'boolean', default: false },
    },
  });
  const kind = values.db === 'postgres' ? 'postgres' : values.db === 'sqlite' ? 'sqlite' : undefined;
  if (!kind) throw new Error('--db must be sqlite or postgres');
  const size: DatasetSize = values.quick ? 'quick' : 'full';
  const dataset = await ensureDataset(kind, size, {
    postgresUrl: postgresAdminUrl(),
    log: (line) => console.log(line),
    force: values.force,
  });
  console.log(
    `${kind} ${size} data set ${dataset.generated ? 'generated' : 'already cached'}: ${dataset.databaseUrl.replace(/\/\/[^@]*@/, '//')}` +
      ` (generation ${(dataset.generationMs / 1000).toFixed(1)} s)`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]))
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
