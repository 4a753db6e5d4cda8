// Durability: the real server process takes a load of attempts from several students at once and is
// killed with SIGKILL in the middle of it; restarted on the same database, it gets every unanswered attempt again
// with the same client_attempt_id (as the web's attempt queue retries). Every attempt that was acknowledged must be
// there, each counted once, and every aggregate must agree with the raw attempts.
import { afterEach, describe, expect, it } from 'vitest';
import { createDb } from '../../src/db/database.ts';
import { DATABASES } from '../support/test-app.ts';
import { faultDatabase } from './support/databases.ts';
import type { FaultDatabase } from './support/databases.ts';
import { request } from './support/http.ts';
import { attemptsOf, ledgerProblems } from './support/ledger.ts';
import { startServer } from './support/server-process.ts';
import type { ServerProcess } from './support/server-process.ts';
import { attemptPayload, memberOverHttp } from './support/students.ts';
import type { Student } from './support/students.ts';

const STUDENTS = 6;
/** Each student answers from two tabs at once, so one student's attempts also race each other. */
const TABS = 2;
const KILL_AFTER_ACKNOWLEDGED = 150;

type Sent = { student: Student; payload: ReturnType<typeof attemptPayload> };

const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

describe.each(DATABASES)('durability through SIGKILL (%s)', (kind) => {
  it('keeps every acknowledged attempt, once, with aggregates that match the attempts', async () => {
    const database: FaultDatabase = await faultDatabase(kind);
    cleanup.push(() => database.drop());
    let server: ServerProcess = await startServer(database.url, { dataDir: database.dataDir });
    cleanup.push(() => server.stop('SIGKILL'));
    const students = await Promise.all(Array.from({ length: STUDENTS }, () => memberOverHttp(server.base)));

    const acknowledged = new Map<string, Sent>();
    const unanswered = new Map<string, Sent>();
    const base = server.base;
    const tab = async (student: Student, first: number) => {
      for (let n = first; ; n += TABS) {
        const sent = { student, payload: attemptPayload(student, n) };
        const id = sent.payload.client_attempt_id;
        try {
          const reply = await request(base, 'POST', '/api/user-attempts', {
            token: student.token,
            body: sent.payload,
          });
          if (reply.status !== 200) throw new Error(`${reply.status} ${JSON.stringify(reply.body)}`);
          acknowledged.set(id, sent);
          if (acknowledged.size === KILL_AFTER_ACKNOWLEDGED) server.child.kill('SIGKILL');
        } catch {
          // No answer (the process died with the request in flight, or refused the connection): the client keeps
          // it queued and stops sending until the server is back.
          unanswered.set(id, sent);
          return;
        }
      }
    };
    await Promise.all(students.flatMap((s) => Array.from({ length: TABS }, (_, t) => tab(s, t))));
    expect((await server.exited).signal).toBe('SIGKILL');
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER_ACKNOWLEDGED);
    expect(unanswered.size).toBe(STUDENTS * TABS);

    server = await startServer(database.url, { dataDir: database.dataDir });
    let alreadyStored = 0;
    for (const { student, payload } of unanswered.values()) {
      const reply = await request(server.base, 'POST', '/api/user-attempts', {
        token: student.token,
        body: payload,
      });
      expect(reply.status).toBe(200);
      if ((reply.body.data as { duplicate: boolean }).duplicate) alreadyStored += 1;
    }
    // An acknowledged attempt sent again (its response was lost on the way) is recognised, not counted again.
    for (const { student, payload } of [...acknowledged.values()].slice(-5)) {
      const reply = await request(server.base, 'POST', '/api/user-attempts', {
        token: student.token,
        body: payload,
      });
      expect(reply.status).toBe(200);
      expect((reply.body.data as { duplicate: boolean }).duplicate).toBe(true);
    }
    await server.stop('SIGTERM');

    const db = createDb(database.url);
    cleanup.push(() => db.destroy());
    const userIds = students.map((s) => s.userId);
    const stored = (await attemptsOf(db, userIds)).map((a) => a.client_attempt_id);
    const expected = [...acknowledged.keys(), ...unanswered.keys()];
    expect(stored).toHaveLength(expected.length);
    expect(new Set(stored)).toEqual(new Set(expected));
    expect(await ledgerProblems(db, userIds)).toEqual([]);
    console.info(
      `[durability ${kind}] ${acknowledged.size} acknowledged before SIGKILL, ${unanswered.size} unanswered ` +
        `(${alreadyStored} of them had been stored before the kill), all retried once`,
    );
  }, 120_000);
});
