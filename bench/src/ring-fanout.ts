// Ring fan-out: one Ring of 200 participants on the app's embedded Pusher-protocol server, every
// participant a real pusher-js client answering every question through the HTTP API; the time from each answer's
// HTTP response to its receipt by every other socket. Baseline, same run: a bare `ws` broadcast of the same event
// text to the same number of sockets, with the same clients and the same schedule (ring-fanout/baseline-server.ts).
//
// The app runs here, in-process (buildApp, a fresh SQLite file, the default content); the players run in a child
// process (ring-fanout/players.ts) so that their 200 sockets do not share the server's event loop, and they take
// every timestamp on their own clock.
import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { RING_QUESTIONS } from '@quizring/contracts';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { ensureDefaultPack } from '../../apps/server/src/features/content/default-pack.ts';
import type { Bench, BenchOptions, BenchRow } from './lib/types.ts';
import { startBaselineServer } from './ring-fanout/baseline-server.ts';
import type { BaselineServer } from './ring-fanout/baseline-server.ts';
import type { FromPlayers, PhaseResult, PlayersPlan, ToPlayers } from './ring-fanout/messages.ts';
import { createPlayers } from './ring-fanout/setup.ts';
import { ms } from './ring-fanout/stats.ts';

/** The ports this benchmark may use (docs: bench-ring). */
const PORTS = [3240, 3249] as const;
const TARGET_P99_MS = 50;
const TARGET_RATIO = 2;
/**
 * A lively ring: every player answers each question 2-15 s after their previous answer (the client allows 30 s),
 * so 200 players send ~24 answers/s and the server writes ~4,700 events/s. (At 1-8 s, ~45 answers/s, this shared
 * 2-core machine saturates even under the bare baseline: bench/results/optimisations-ring-web.md.)
 */
const THINK_MS: [number, number] = [2000, 15000];

async function listenInRange(
  listen: (port: number) => Promise<number>,
  skip: number[] = [],
): Promise<number> {
  for (let port = PORTS[0]; port <= PORTS[1]; port++) {
    if (skip.includes(port)) continue;
    try {
      return await listen(port);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
    }
  }
  throw new Error(`no free port in ${PORTS[0]}-${PORTS[1]}`);
}

async function startApp(dir: string): Promise<{ app: FastifyInstance; port: number }> {
  const config = loadConfig({
    APP_MODE: 'demo',
    DATA_DIR: dir,
    DATABASE_URL: `sqlite:${path.join(dir, 'quizring.db')}`,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    DEMO_PLAYERS: 'false',
    // One host creates one ring per run; nothing else of the Ring is throttled per participant.
    RING_COOLDOWN_SECONDS: '0',
    // Every player's socket comes from this machine, as a school's students come from one address.
    REALTIME_CONNECTIONS_PER_ADDRESS: '1000',
  });
  const app = await buildApp({ config });
  const quiet = { info: () => {}, warn: (m: string) => app.log.warn(m) };
  await ensureDefaultPack(app.ctx.db, { now: app.ctx.clock.now(), log: quiet });
  const port = await listenInRange(async (p) => {
    await app.listen({ port: p, host: '127.0.0.1' });
    return p;
  });
  return { app, port };
}

function startPlayers(opts: BenchOptions): ChildProcess {
  const entry = fileURLToPath(new URL('./ring-fanout/players.ts', import.meta.url));
  // The child runs TypeScript like this process: inherit tsx's loader, or add it when this process has none.
  const hasTsx = process.execArgv.some((a) => a.includes('tsx'));
  const child = fork(entry, [], {
    execArgv: hasTsx ? process.execArgv : [...process.execArgv, '--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // Structured clone: an answer that never reached everyone is Infinity, which JSON would turn into null.
    serialization: 'advanced',
  });
  child.on('message', (m: FromPlayers) => {
    if (m.type === 'log') opts.log(`  ring-fanout players: ${m.line}`);
  });
  return child;
}

function playersResult(child: ChildProcess, plan: PlayersPlan, onPhase: (m: FromPlayers) => void) {
  return new Promise<PhaseResult[]>((resolve, reject) => {
    child.on('message', (m: FromPlayers) => {
      if (m.type === 'result') resolve(m.phases);
      else if (m.type === 'error') reject(new Error(`players failed: ${m.message}`));
      else if (m.type === 'phase') onPhase(m);
    });
    child.once('exit', (code) => reject(new Error(`the players' process exited early (${code})`)));
    child.send({ type: 'run', plan } satisfies ToPlayers);
  });
}

/** The server's own event-loop delay while each phase is playing: where the time goes when the target is missed. */
function serverLoopMonitor() {
  const h = monitorEventLoopDelay({ resolution: 5 });
  const p99 = new Map<string, number>();
  const max = new Map<string, number>();
  return {
    on: (m: FromPlayers) => {
      if (m.type !== 'phase') return;
      if (m.playing) {
        h.reset();
        h.enable();
      } else {
        h.disable();
        p99.set(m.label, h.percentile(99) / 1e6);
        max.set(m.label, h.max / 1e6);
      }
    },
    p99: (label: string) => p99.get(label) ?? NaN,
    max: (label: string) => max.get(label) ?? NaN,
  };
}

export const run: Bench = async (opts) => {
  const count = opts.quick ? 40 : 200;
  const questions = opts.quick ? 3 : RING_QUESTIONS;
  const dir = await mkdtemp(path.join(tmpdir(), 'quizring-bench-ring-'));
  let app: FastifyInstance | undefined;
  let baseline: BaselineServer | undefined;
  let child: ChildProcess | undefined;
  try {
    const started = await startApp(dir);
    app = started.app;
    const appPort = started.port;
    const baselinePort = await listenInRange(
      async (p) => (baseline = await startBaselineServer(p)).port,
      [appPort],
    );
    const players = await createPlayers(app, count);
    opts.log(
      `ring-fanout: app on ${appPort}, baseline on ${baselinePort}, ${count} players, ${questions} questions`,
    );

    const rt = app.ctx.config.realtime;
    const plan: PlayersPlan = {
      appUrl: `http://127.0.0.1:${appPort}`,
      appKey: rt.key,
      cluster: rt.cluster,
      baselineUrl: `http://127.0.0.1:${baselinePort}`,
      players,
      questions,
      thinkMs: opts.quick ? [300, 2000] : THINK_MS,
      seed: 20_261_121,
    };
    child = startPlayers(opts);
    const loop = serverLoopMonitor();
    const phases = await playersResult(child, plan, loop.on);
    const real = phases.find((p) => p.label === 'app')!;
    const base = phases.find((p) => p.label === 'baseline')!;
    return rows(real, base, count, loop);
  } finally {
    child?.kill();
    await baseline?.close();
    await app?.close();
    await rm(dir, { recursive: true, force: true });
  }
};

function rows(
  real: PhaseResult,
  base: PhaseResult,
  count: number,
  serverLoop: { p99: (l: string) => number; max: (l: string) => number },
): BenchRow[] {
  const complete = real.deliveriesReceived === real.deliveriesExpected;
  const target = `p99 < ${TARGET_P99_MS} ms and ≤ ${TARGET_RATIO}× baseline p99`;
  // A ratio of two p99s of a few milliseconds is mostly noise: the baseline's p99 counts as at least 1 ms.
  const ratio = (a: number, b: number) => Math.round((a / Math.max(1, b)) * 100) / 100;
  const fromResponse = ratio(real.allReceived.p99, base.allReceived.p99);
  const fromRequest = ratio(real.allFromRequest.p99, base.allFromRequest.p99);
  const common = {
    answers: real.answers,
    deliveries: `${real.deliveriesReceived}/${real.deliveriesExpected}`,
  };
  return [
    {
      group: 'Ring fan-out',
      name: `answer response → all ${count - 1} other sockets`,
      figures: {
        ...common,
        p50_ms: ms(real.allReceived.p50),
        p99_ms: ms(real.allReceived.p99),
        baseline_p50_ms: ms(base.allReceived.p50),
        baseline_p99_ms: ms(base.allReceived.p99),
        ratio: fromResponse,
        event_bytes: real.messageBytes,
      },
      target,
      met: complete && real.allReceived.p99 < TARGET_P99_MS && fromResponse <= TARGET_RATIO,
    },
    {
      // Both servers write the event before they answer, so the row above is ~0 by construction; this one starts
      // the clock when the answer is sent and so includes the server's work on it.
      group: 'Ring fan-out',
      name: `answer request → all ${count - 1} other sockets`,
      figures: {
        ...common,
        p50_ms: ms(real.allFromRequest.p50),
        p99_ms: ms(real.allFromRequest.p99),
        baseline_p50_ms: ms(base.allFromRequest.p50),
        baseline_p99_ms: ms(base.allFromRequest.p99),
        ratio: fromRequest,
        answer_p99_ms: ms(real.response.p99),
        baseline_answer_p99_ms: ms(base.response.p99),
        server_loop_p99_ms: ms(serverLoop.p99('app')),
        server_loop_max_ms: ms(serverLoop.max('app')),
        players_loop_p99_ms: ms(real.clientLoopDelayP99),
      },
      // Reported, not judged: the target is on the row above. Its p99 needs a machine where the bare
      // baseline's own p99 is under 50 ms (bench/results/optimisations-ring-web.md).
      target: 'reported (the issue counts from the response, above)',
      met: complete,
    },
  ];
}
