// The real server, started in this process on a fresh database (a SQLite file under bench/.data, or a PostgreSQL
// database of its own), with the default content and member students inserted the way the app stores them.
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../../../apps/server/src/app.ts';
import { loadConfig } from '../../../apps/server/src/config.ts';
import { ensureDefaultPack } from '../../../apps/server/src/features/content/default-pack.ts';
import { hashPassword } from '../../../apps/server/src/features/accounts/passwords.ts';
import { SCORE_PER_CORRECT } from '../../../apps/server/src/features/learning/crediting.ts';
import { dayOf } from '../../../apps/server/src/shared/days.ts';
import { randomToken, referralCode, sha256 } from '../../../apps/server/src/lib/crypto.ts';
import { DATA_DIR } from '../lib/paths.ts';
import { dropDatabase, recreateDatabase } from '../lib/postgres.ts';
import type { LoadQuestion, LoadStudent } from './protocol.ts';

const PG_DATABASE = 'qr_bench_writes';
/** bench-writes owns ports 3230-3239 on the shared machine. */
const PORTS = [3230, 3231, 3232, 3233, 3234, 3235, 3236, 3237, 3238, 3239];
const DAY_MS = 86_400_000;

export type ServerUnderTest = {
  app: FastifyInstance;
  origin: string;
  db: string;
  close: () => Promise<void>;
};

export async function listenOnFreePort(app: FastifyInstance): Promise<string> {
  for (const port of PORTS) {
    try {
      await app.listen({ port, host: '127.0.0.1' });
      return `http://127.0.0.1:${port}`;
    } catch (err) {
      if ((err as { code?: string }).code !== 'EADDRINUSE') throw err;
    }
  }
  throw new Error(`no free port among ${PORTS[0]}-${PORTS[PORTS.length - 1]}`);
}

export async function startServer(
  kind: 'sqlite' | 'postgres',
  postgresUrl?: string,
): Promise<ServerUnderTest> {
  fs.mkdirSync(DATA_DIR, { recursive: true });
  const file = path.join(DATA_DIR, `attempt-writes-${process.pid}.db`);
  const removeFile = () => {
    for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
  };
  let drop = async () => removeFile();
  let databaseUrl = `sqlite:${file}`;
  if (kind === 'postgres') {
    if (!postgresUrl) throw new Error('PostgreSQL variant needs a PostgreSQL URL');
    databaseUrl = await recreateDatabase(postgresUrl, PG_DATABASE);
    drop = () => dropDatabase(postgresUrl, PG_DATABASE);
  } else removeFile();

  const config = loadConfig({
    APP_MODE: 'demo',
    DATABASE_URL: databaseUrl,
    DATA_DIR,
    // Request logging off as for the baseline: the bench measures the write path, not pino writing to a pipe.
    LOG_LEVEL: 'error',
    SEED_DEMO: 'false',
    DEMO_PLAYERS: 'false',
    // The real per-student attempt budget (300 a minute): the load is spread so no student comes near it.
    RATE_LIMIT_SCALE: '1',
  });
  const app = await buildApp({ config });
  await ensureDefaultPack(app.ctx.db, { now: new Date(), log: { info: () => {}, warn: () => {} } });
  const origin = await listenOnFreePort(app);
  return {
    app,
    origin,
    db: kind,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

/** Usernames are letters only (the profile form's rule): a number written in letters. */
const letters = (k: number) =>
  k
    .toString(26)
    .split('')
    .map((c) => String.fromCharCode(97 + parseInt(c, 26)))
    .join('');

let seeded = 0;

/**
 * Member students of classes 5-10, each already served every question of their class today (pages of ten), so that
 * each of their answers counts as the first answer of a served question would (decision 0016).
 */
export async function seedStudents(
  app: FastifyInstance,
  count: number,
  questions: Record<number, LoadQuestion[]>,
): Promise<LoadStudent[]> {
  const { db } = app.ctx;
  const now = new Date();
  const nowIso = now.toISOString();
  const passwordHash = await hashPassword('bench-password');
  const students: LoadStudent[] = [];
  for (let start = 0; start < count; start += 100) {
    const batch = Array.from({ length: Math.min(100, count - start) }, () => seeded++);
    const users = await db
      .insertInto('users')
      .values(
        batch.map((i) => ({
          firstname: 'Bench',
          lastname: `Student ${i}`,
          username: `bench${letters(i)}`,
          email: `bench-student-${i}@example.com`,
          dial_code: '91',
          mobile: `7${String(i).padStart(9, '0')}`,
          password_hash: passwordHash,
          gender: i % 2 ? 'female' : 'male',
          students_class: 5 + (i % 6),
          academic_board: 'CBSE',
          city: null,
          address: null,
          state: null,
          zip: null,
          referral_code: referralCode(10),
          referred_by: null,
          avatar: null,
          profile_complete: 1,
          created_at: nowIso,
          updated_at: nowIso,
        })),
      )
      .returning(['id', 'students_class'])
      .execute();
    const tokens = users.map(() => randomToken());
    await db
      .insertInto('auth_tokens')
      .values(
        users.map((u, k) => ({
          user_id: u.id,
          token_hash: sha256(tokens[k]!),
          created_at: nowIso,
          expires_at: new Date(now.getTime() + 30 * DAY_MS).toISOString(),
          revoked_at: null,
        })),
      )
      .execute();
    await db
      .insertInto('memberships')
      .values(
        users.map((u) => ({
          user_id: u.id,
          plan: 'yearly',
          platform: 'web',
          expiry_date: new Date(now.getTime() + 365 * DAY_MS).toISOString(),
          updated_at: nowIso,
        })),
      )
      .execute();
    const day = dayOf(now, app.ctx.config.timezone);
    const pages = users.flatMap((u) => {
      const served = questions[u.students_class!] ?? [];
      return Array.from({ length: Math.ceil(served.length / 10) }, (_, p) => ({
        user_id: u.id,
        mode: 'move',
        day,
        page: p + 1,
        questions: JSON.stringify(served.slice(p * 10, p * 10 + 10).map((q) => [q.id, 'new'])),
      }));
    });
    for (let i = 0; i < pages.length; i += 500)
      await db
        .insertInto('served_pages')
        .values(pages.slice(i, i + 500))
        .execute();
    users.forEach((u, k) => students.push({ token: tokens[k]!, grade: u.students_class! }));
  }
  return students;
}

/** The served questions of each class, with their options and the right one. */
export async function questionsByGrade(app: FastifyInstance): Promise<Record<number, LoadQuestion[]>> {
  const rows = await app.ctx.db
    .selectFrom('question_options')
    .innerJoin('questions', 'questions.id', 'question_options.question_id')
    .select([
      'questions.id as question_id',
      'questions.class',
      'question_options.id',
      'question_options.is_answer',
    ])
    .where('questions.retired_at', 'is', null)
    .orderBy('questions.id')
    .orderBy('question_options.position')
    .execute();
  const byId = new Map<number, LoadQuestion & { grade: number }>();
  for (const r of rows) {
    let q = byId.get(r.question_id);
    if (!q) byId.set(r.question_id, (q = { id: r.question_id, options: [], answer: 0, grade: r.class }));
    q.options.push(r.id);
    if (r.is_answer === 1) q.answer = r.id;
  }
  const out: Record<number, LoadQuestion[]> = {};
  for (const { grade, ...q } of byId.values()) (out[grade] ??= []).push(q);
  return out;
}

export type WriteAudit = {
  attempts: number;
  /** Attempts that counted (a repeat of a question the same day is recorded, not counted). */
  credited: number;
  /** Each aggregate's own count of attempts; all must equal `credited`. */
  learnerStats: number;
  dailyActivity: number;
  skillMastery: number;
  questionProgress: number;
  /** Points in users.score against the points the correct attempts earn. */
  score: number;
  expectedScore: number;
  duplicateClientIds: number;
};

/** What the database holds after the load: the raw attempts and every aggregate kept from them. */
export async function auditWrites(app: FastifyInstance): Promise<WriteAudit> {
  const { db } = app.ctx;
  const total = async (table: 'learner_stats' | 'daily_activity' | 'skill_mastery' | 'question_progress') => {
    const column = table === 'learner_stats' ? 'total_attempts' : 'attempts';
    const row = await db
      .selectFrom(table)
      .select(sql<number>`coalesce(sum(${sql.ref(column)}), 0)`.as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const attempts = Number(
    (
      await db
        .selectFrom('attempts')
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  const credited = Number(
    (
      await db
        .selectFrom('attempts')
        .select(sql<number>`count(*)`.as('n'))
        .where('credited', '=', 1)
        .executeTakeFirstOrThrow()
    ).n,
  );
  const score = Number(
    (
      await db
        .selectFrom('users')
        .select(sql<number>`coalesce(sum(score), 0)`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  const correctByDifficulty = await db
    .selectFrom('attempts')
    .select(['difficulty', sql<number>`count(*)`.as('n')])
    .where('is_correct', '=', 1)
    .where('credited', '=', 1)
    .groupBy('difficulty')
    .execute();
  const expectedScore = correctByDifficulty.reduce(
    (sum, r) => sum + Number(r.n) * (SCORE_PER_CORRECT[r.difficulty] ?? 0),
    0,
  );
  const dup = await db
    .selectFrom(
      db
        .selectFrom('attempts')
        .select(['user_id', 'client_attempt_id'])
        .where('client_attempt_id', 'is not', null)
        .groupBy(['user_id', 'client_attempt_id'])
        .having(sql`count(*)`, '>', 1)
        .as('d'),
    )
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return {
    attempts,
    credited,
    learnerStats: await total('learner_stats'),
    dailyActivity: await total('daily_activity'),
    skillMastery: await total('skill_mastery'),
    questionProgress: await total('question_progress'),
    score,
    expectedScore,
    duplicateClientIds: Number(dup.n),
  };
}
