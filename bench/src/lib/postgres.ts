// PostgreSQL databases of the bench, made from the admin URL (TEST_DATABASE_URL / BENCH_DATABASE_URL).
import pg from 'pg';

/** The admin URL the PostgreSQL variants run against, or undefined to skip them. */
export const postgresAdminUrl = (): string | undefined =>
  process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;

/** The URL of database `name` on the admin URL's server. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const safeName = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe database name: ${name}`);
  return name;
};

export async function databaseExists(adminUrl: string, name: string): Promise<boolean> {
  return withAdmin(adminUrl, async (c) => {
    const { rowCount } = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    return (rowCount ?? 0) > 0;
  });
}

/** Drops (if present) and creates an empty database, optionally as a copy of `template`. */
export async function recreateDatabase(adminUrl: string, name: string, template?: string): Promise<string> {
  await withAdmin(adminUrl, async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${safeName(name)} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${safeName(name)}${template ? ` TEMPLATE ${safeName(template)}` : ''}`);
  });
  return databaseUrl(adminUrl, name);
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${safeName(name)} WITH (FORCE)`));
}
