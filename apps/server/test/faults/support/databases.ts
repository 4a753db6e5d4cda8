// A database of its own for each fault test, one that outlives a server process: a SQLite file in a fresh data
// directory, or a fresh PostgreSQL database next to TEST_DATABASE_URL's.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DbKind } from '../../support/test-app.ts';

export type FaultDatabase = {
  kind: DbKind;
  url: string;
  /** The server's DATA_DIR (and the SQLite file's folder). */
  dataDir: string;
  drop: () => Promise<void>;
};

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function faultDatabase(kind: DbKind): Promise<FaultDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quizring-faults-'));
  // A killed server's last files may still be landing while the folder goes: retry instead of failing the test.
  const removeDir = () =>
    fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  if (kind === 'sqlite')
    return {
      kind,
      url: `sqlite:${path.join(dataDir, 'quizring.db')}`,
      dataDir,
      drop: async () => removeDir(),
    };

  const name = `qr_faults_${randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return {
    kind,
    url: url.toString(),
    dataDir,
    drop: async () => {
      await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      removeDir();
    },
  };
}
