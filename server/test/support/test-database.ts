import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export const BASE_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function admin<T>(work: (c: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: BASE_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A database of its own for one test file, created empty and dropped afterwards. */
export async function createTestDatabase(
  label: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `cena_test_${label.replace(/\W/g, '_').slice(0, 30)}_${randomBytes(4).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  return {
    url: withDatabase(BASE_DATABASE_URL, name),
    drop: () =>
      admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
