import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { Client } from 'pg';
import { MIGRATIONS } from '../src/database/data-source-options';
import { MIGRATION_LOCK_KEY } from '../src/database/schema-migrator';
import { freePort } from './support/own-services';
import { createTestDatabase } from './support/test-database';

const DIST = resolve(__dirname, '..', 'dist');
const LATEST = MIGRATIONS[MIGRATIONS.length - 1].name;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function start(
  entry: string,
  env: Record<string, string>,
): { child: ChildProcess; done: Promise<Run> } {
  const child = spawn(process.execPath, [resolve(DIST, entry)], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const done = once(child, 'exit').then(([code]) => ({
    code: code as number | null,
    stdout,
    stderr,
  }));
  return { child, done };
}

async function connect(url: string): Promise<Client> {
  const client = new Client({ connectionString: url });
  await client.connect();
  return client;
}

/** Whether a session of this database is blocked on the migration lock right now. */
async function someoneWaitsForTheLock(db: Client): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT count(*)::int AS waiting FROM pg_locks
      WHERE locktype = 'advisory' AND NOT granted AND objid = $1`,
    [MIGRATION_LOCK_KEY],
  );
  return rows[0].waiting > 0;
}

async function until(
  what: string,
  probe: () => Promise<boolean>,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('migrations are a release step', () => {
  let database: { url: string; drop: () => Promise<void> };
  let db: Client;

  beforeEach(async () => {
    database = await createTestDatabase('migrations');
    db = await connect(database.url);
  });
  afterEach(async () => {
    await db.end();
    await database.drop();
  });

  it('two runners started together on an empty database: one applies, the other waits and applies nothing', async () => {
    const runs = await Promise.all([
      start('migrate.js', { DATABASE_URL: database.url }).done,
      start('migrate.js', { DATABASE_URL: database.url }).done,
    ]);
    expect(runs.map((run) => run.code)).toEqual([0, 0]);
    const outputs = runs.map((run) => run.stdout.trim()).sort();
    expect(outputs).toEqual([
      `migrate: applied ${MIGRATIONS.length} migration(s): ${MIGRATIONS.map((m) => m.name).join(', ')}`,
      'migrate: the schema is current, nothing to apply',
    ]);
    const { rows } = await db.query('SELECT name FROM migrations ORDER BY id');
    expect(rows.map((row: { name: string }) => row.name)).toEqual(MIGRATIONS.map((m) => m.name));
  });

  it('a runner waits while another holds the lock, then applies once it is released', async () => {
    const holder = await connect(database.url);
    await holder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const runner = start('migrate.js', { DATABASE_URL: database.url });
    await until('the runner to wait on the lock', () => someoneWaitsForTheLock(db));
    const { rows } = await db.query("SELECT to_regclass('migrations') AS present");
    expect(rows[0].present).toBeNull();
    await holder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    await holder.end();
    const run = await runner.done;
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`applied ${MIGRATIONS.length} migration(s)`);
  });

  it('an api started on an older schema refuses with the message, naming what is pending', async () => {
    expect((await start('migrate.js', { DATABASE_URL: database.url }).done).code).toBe(0);
    await db.query('DELETE FROM migrations WHERE name = $1', [LATEST]);
    const api = await start('main.js', {
      DATABASE_URL: database.url,
      PORT: String(await freePort()),
      MIGRATE_ON_BOOT: 'false',
      SEED_SAMPLE_VIDEOS: 'false',
    }).done;
    expect(api.code).toBe(78);
    expect(api.stderr).toContain(
      `The database schema is older than this release: 1 migration(s) pending (${LATEST}).`,
    );
    expect(api.stderr).toContain('npm run migrate');
    const { rows } = await db.query('SELECT count(*)::int AS n FROM migrations WHERE name = $1', [
      LATEST,
    ]);
    expect(rows[0].n).toBe(0);
  });
});
