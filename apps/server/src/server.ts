// Starts and stops the server; everything else is composed in app.ts.
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { ensureDefaultPack } from './features/content/default-pack.ts';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from './seed/demo.ts';
import { seedDemoLearning } from './seed/demo-learning.ts';

async function main() {
  const config = loadConfig();
  const app = await buildApp({ config, serveWeb: config.serveWeb });
  await ensureDefaultPack(app.ctx.db, { now: app.ctx.clock.now(), log: app.log, dir: config.contentDir });
  if (config.seedDemo && (await seedDemo(app.ctx)).created) await seedDemoLearning(app.ctx);
  await app.listen({ port: config.port, host: config.host });
  const port = (app.server.address() as { port: number }).port;

  const lines = [
    '',
    `  QuizRing is running at http://localhost:${port}`,
    `  Mode: ${config.isProduction ? 'production' : 'demo'} · database: ${app.ctx.dialect} · payments: ${config.payment.provider} · SMS: ${config.sms.provider} · realtime: ${config.realtime.provider}`,
  ];
  if (config.seedDemo) {
    lines.push('', `  Demo logins (password for all: ${DEMO_PASSWORD}):`);
    for (const u of DEMO_USERS)
      lines.push(
        `    ${u.username.padEnd(12)} ${u.email.padEnd(22)} +91 ${u.mobile}  ${u.member ? 'member' : 'no membership'}`,
      );
  }
  console.log(lines.join('\n') + '\n');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
