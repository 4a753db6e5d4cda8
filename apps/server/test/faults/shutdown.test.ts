// Graceful shutdown: SIGTERM on the real server process while requests are in flight and realtime
// clients are connected. The in-flight requests finish with 200; new connections are refused (or get the
// envelope's 503 in the moment before the port closes); idle keep-alive connections do not hold the exit; every
// WebSocket is told to reconnect (pusher:error and close code 4200) before the process exits; and a pusher-js
// client reconnects to the restarted server by itself, resubscribes, and receives events again.
import http from 'node:http';
import Pusher from 'pusher-js';
import { studentChannel } from '@quizring/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVICE_UNAVAILABLE } from '../../src/plugins/error-handler.ts';
import { RawSocket, Recorder, waitForState } from '../realtime/harness.ts';
import { faultDatabase } from './support/databases.ts';
import { ok, request } from './support/http.ts';
import { freePort, startServer } from './support/server-process.ts';
import type { ServerProcess } from './support/server-process.ts';
import { attemptPayload, memberOverHttp } from './support/students.ts';
import type { Student } from './support/students.ts';

const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A POST whose body arrives in two halves: in flight from the moment the server has its headers (it answers
 * `Expect: 100-continue`, which `started` waits for) until `finish()` sends the rest.
 */
function slowAttempt(port: number, student: Student, n: number) {
  const body = JSON.stringify(attemptPayload(student, n));
  const req = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/user-attempts',
    agent: false,
    headers: {
      authorization: `Bearer ${student.token}`,
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      expect: '100-continue',
    },
  });
  const half = Math.floor(body.length / 2);
  const started = new Promise<void>((resolve) =>
    req.once('continue', () => {
      req.write(body.slice(0, half));
      resolve();
    }),
  );
  const reply = new Promise<{ status: number; body: Record<string, unknown>; at: number }>(
    (resolve, reject) => {
      req.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(text) as Record<string, unknown>,
            at: Date.now(),
          }),
        );
      });
      req.on('error', reject);
    },
  );
  req.flushHeaders();
  return { started, reply, finish: () => req.end(body.slice(half)) };
}

/**
 * A new connection after SIGTERM is never served: before the port closes it gets the envelope's 503, or is closed
 * unanswered if it arrives as the idle connections are closed; after, it is refused.
 */
async function newConnectionOutcome(port: number): Promise<'refused' | 'closed' | 'unavailable'> {
  try {
    const reply = await request(`http://127.0.0.1:${port}`, 'GET', '/api/config', { timeoutMs: 3000 });
    expect(reply.status).toBe(503);
    expect(reply.body).toEqual({ status: 'error', message: { error: [SERVICE_UNAVAILABLE] } });
    return 'unavailable';
  } catch (error) {
    const code = ((error as Error).cause as { code?: string } | undefined)?.code;
    expect(['ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET']).toContain(code);
    return code === 'ECONNREFUSED' ? 'refused' : 'closed';
  }
}

function pusherClient(port: number, token: string): Pusher {
  const pusher = new Pusher('quizring-key', {
    cluster: 'ap2',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      transport: 'ajax',
      endpoint: `http://127.0.0.1:${port}/api/broadcasting/auth`,
      headers: { Authorization: `Bearer ${token}` },
    },
  });
  cleanup.push(() => pusher.disconnect());
  return pusher;
}

describe('graceful shutdown on SIGTERM', () => {
  it('finishes in-flight requests, tells WebSocket clients to reconnect, and they do once it is back', async () => {
    const database = await faultDatabase('sqlite');
    cleanup.push(() => database.drop());
    const port = await freePort();
    let server: ServerProcess = await startServer(database.url, { dataDir: database.dataDir, port });
    cleanup.push(() => server.stop('SIGKILL'));
    const ada = await memberOverHttp(server.base);
    const ben = await memberOverHttp(server.base);

    // Realtime: pusher-js on Ada's private channel, and a bare socket to read the exact goodbye.
    const pusher = pusherClient(port, ada.token);
    const states: string[] = [];
    pusher.connection.bind('state_change', ({ current }: { current: string }) => states.push(current));
    const channel = new Recorder(pusher.subscribe(studentChannel(ada.userId)));
    await channel.wait('pusher:subscription_succeeded', undefined, 5000);
    const firstSocketId = pusher.connection.socket_id;
    const raw = new RawSocket(`ws://127.0.0.1:${port}/app/quizring-key?protocol=7`);
    cleanup.push(() => raw.ws.terminate());
    await new Promise((resolve) => raw.ws.once('open', resolve));
    const rawClosedAt = raw.closed.then((c) => ({ ...c, at: Date.now() }));

    // An idle keep-alive connection, which must not hold the exit.
    const keepAlive = new http.Agent({ keepAlive: true });
    cleanup.push(() => keepAlive.destroy());
    await new Promise<void>((resolve, reject) =>
      http
        .get({ host: '127.0.0.1', port, path: '/api/config', agent: keepAlive }, (res) => {
          res.resume();
          res.on('end', () => resolve());
        })
        .on('error', reject),
    );

    const inFlight = [slowAttempt(port, ada, 1), slowAttempt(port, ben, 2), slowAttempt(port, ada, 3)];
    await Promise.all(inFlight.map((r) => r.started));
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    const exitedAt = server.exited.then((exit) => ({ ...exit, at: Date.now() }));

    // Every socket hears "reconnect now": Pusher's 4200, as an error event and as the close code.
    const goodbye = await rawClosedAt;
    expect(goodbye.code).toBe(4200);
    expect(raw.messages).toContainEqual({
      event: 'pusher:error',
      data: { code: 4200, message: 'The server is restarting.' },
    });
    await waitForState(pusher, 'connecting', 3000);

    // The port closes while the in-flight requests still hold the process.
    const outcomes: string[] = [];
    for (let i = 0; i < 40 && outcomes.at(-1) !== 'refused'; i++) {
      outcomes.push(await newConnectionOutcome(port));
      await sleep(50);
    }
    expect(outcomes.at(-1)).toBe('refused');
    expect(server.child.exitCode).toBeNull();

    for (const r of inFlight) r.finish();
    const replies = await Promise.all(inFlight.map((r) => r.reply));
    for (const reply of replies) {
      expect(reply.status).toBe(200);
      expect(reply.body.status).toBe('success');
    }
    const exit = await exitedAt;
    expect(exit.code).toBe(0);
    expect(goodbye.at).toBeLessThan(exit.at);
    // Nothing else (the idle keep-alive connection, the reconnecting client) kept it alive until the forced exit.
    expect(exit.at - Math.max(...replies.map((r) => r.at))).toBeLessThan(5000);
    console.info(
      `[shutdown] sockets told at +${goodbye.at - signalledAt} ms, port closed after ${outcomes.length} tries, ` +
        `exit at +${exit.at - signalledAt} ms (${exit.at - Math.max(...replies.map((r) => r.at))} ms after the last response)`,
    );

    // Back on the same port: pusher-js reconnects by itself, resubscribes (a fresh authorization for its new socket),
    // and events reach it again. Its immediate retry met the closing server; after a failed try pusher-js waits out
    // its strategy's timeout (15 s, then 30 s, then 60 s) before the next, so the wait here allows for two of them.
    server = await startServer(database.url, { dataDir: database.dataDir, port });
    const restartedAt = Date.now();
    await waitForState(pusher, 'connected', 50_000);
    console.info(
      `[shutdown] pusher-js reconnected ${Date.now() - restartedAt} ms after the restart: ${states.join(' → ')}`,
    );
    expect(pusher.connection.socket_id).not.toBe(firstSocketId);
    await channel.waitCount('pusher:subscription_succeeded', 2, 10_000);
    await ok(server.base, 'POST', '/api/friends/send', {
      token: ben.token,
      body: { addressee_id: ada.userId },
    });
    await channel.wait('friends.changed', undefined, 5000);
    expect(states).not.toContain('failed');
    // The three attempts that were in flight were all recorded (the dashboard counts today's attempts).
    const dashboard = await ok<{ total_attempts: number }>(server.base, 'GET', '/api/dashboard', {
      token: ada.token,
    });
    expect(dashboard.total_attempts).toBe(2);
  }, 180_000);
});
