// Operational commands: `node dist/cli.js migrate|seed-demo`.
import { loadConfig } from './config.ts';
import { createDb, dialectOf, migrateToLatest } from './db/database.ts';
import { systemClock } from './lib/clock.ts';
import { ConsoleSmsProvider } from './features/sms/sms-provider.ts';
import { seedDemo } from './seed/demo.ts';

const command = process.argv[2];
const config = loadConfig();
const db = createDb(config.databaseUrl);
try {
  await migrateToLatest(db);
  if (command === 'seed-demo') {
    const ctx = {
      config,
      db,
      dialect: dialectOf(config.databaseUrl),
      clock: systemClock,
      sms: new ConsoleSmsProvider(() => {}),
    };
    const { created } = await seedDemo(ctx);
    console.log(created ? 'Demo data created.' : 'Demo data already present.');
  } else if (command !== 'migrate') {
    console.error('Usage: cli.js migrate|seed-demo');
    process.exitCode = 2;
  } else console.log('Database migrated.');
} finally {
  await db.destroy();
}
