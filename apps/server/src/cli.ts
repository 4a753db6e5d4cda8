// Operational commands: `node dist/cli.js migrate|seed-demo|content-import <path> [--check]|content-check [path]|
// content-coverage|mastery-fit|mastery-eval`.
import path from 'node:path';
import { loadConfig } from './config.ts';
import { ChangeFeed } from './read-model/change-feed.ts';
import { createDb, dialectOf, migrateToLatest } from './db/database.ts';
import type { Db } from './db/database.ts';
import { systemClock } from './lib/clock.ts';
import { ConsoleSmsProvider } from './platform/sms.ts';
import { runContentImport } from './features/content/import-command.ts';
import { runContentCheck } from './features/content/quality/run-checks.ts';
import { findRepoRoot, runContentCoverage } from './features/content/syllabus/coverage-command.ts';
import { seedDemo } from './seed/demo.ts';
import { seedDemoLearning } from './seed/demo-learning.ts';
import { refitAll } from './features/mastery/refit.ts';
import { formatTable, runEvaluation } from './features/mastery/eval-table.ts';

const USAGE =
  'Usage: cli.js migrate | seed-demo | content-import <pack folder> [--check] | content-check [pack folder] | ' +
  'content-coverage | mastery-fit | mastery-eval';
const [command, ...args] = process.argv.slice(2);

async function withDb(run: (db: Db) => Promise<void>): Promise<void> {
  const config = loadConfig();
  const db = createDb(config.databaseUrl);
  try {
    await migrateToLatest(db);
    await run(db);
  } finally {
    await db.destroy();
  }
}

if (command === 'content-import') {
  const check = args.includes('--check');
  const target = args.find((a) => !a.startsWith('--'));
  if (!target) {
    console.error(USAGE);
    process.exitCode = 2;
  } else {
    // npm runs scripts from the root; INIT_CWD is where the user typed `npm run`.
    const dir = path.resolve(process.env.INIT_CWD ?? process.cwd(), target);
    process.exitCode = await runContentImport(dir, {
      check,
      withDb,
      now: () => systemClock.now(),
      out: process.stdout,
      err: process.stderr,
    });
  }
} else if (command === 'content-check') {
  // Default: the default pack, found from the repository root where npm runs scripts.
  const target = args.find((a) => !a.startsWith('--'));
  const dir = target
    ? path.resolve(process.env.INIT_CWD ?? process.cwd(), target)
    : path.resolve(process.cwd(), 'content/default');
  process.exitCode = await runContentCheck(dir, { out: process.stdout, err: process.stderr });
} else if (command === 'content-coverage') {
  // The syllabus map and the default pack of this checkout; writes docs/content-coverage.md.
  const root = findRepoRoot();
  if (!root) {
    console.error('content/syllabus was not found above the server code');
    process.exitCode = 2;
  } else process.exitCode = await runContentCoverage(root, { out: process.stdout, err: process.stderr });
} else if (command === 'migrate') {
  await withDb(async () => console.log('Database migrated.'));
} else if (command === 'seed-demo') {
  const config = loadConfig();
  await withDb(async (db) => {
    const ctx = {
      config,
      db,
      dialect: dialectOf(config.databaseUrl),
      clock: systemClock,
      sms: new ConsoleSmsProvider(() => {}),
      // One command, no readers to keep in step: nothing is served from memory.
      changes: new ChangeFeed(false),
    };
    const { created } = await seedDemo(ctx);
    if (created) await seedDemoLearning(ctx);
    console.log(created ? 'Demo data created.' : 'Demo data already present.');
  });
} else if (command === 'mastery-fit') {
  await withDb(async (db) => {
    await refitAll(db, { now: systemClock.now(), log: (line) => console.log(line) });
  });
} else if (command === 'mastery-eval') {
  console.log(formatTable(runEvaluation()));
} else {
  console.error(USAGE);
  process.exitCode = 2;
}
