// The machine a result was measured on, written next to every committed table.
import os from 'node:os';
import pg from 'pg';

export type MachineDescription = {
  cpu: string;
  cores: number;
  ram_gb: number;
  os: string;
  node: string;
  postgres: string | null;
  date: string;
};

export async function describeMachine(postgresUrl?: string): Promise<MachineDescription> {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    ram_gb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    os: `${os.type()} ${os.release()} (${os.arch()})`,
    node: process.version,
    postgres: postgresUrl ? await postgresVersion(postgresUrl) : null,
    date: new Date().toISOString(),
  };
}

async function postgresVersion(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query<{ server_version: string }>('SHOW server_version');
    return rows[0]?.server_version ?? null;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}
