#!/usr/bin/env node
// `npm run e2e [-- files…]`: the browser tests. Builds what is stale, starts one Cena stack of its
// own (own port, database, queue prefix and media directory; PostgreSQL, Redis and the Auth
// Emulator found or started as `npm start` does), runs the `*.pw.ts` files with node's test runner
// (two files at a time) and tears everything down, even when a test or the start-up fails.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ensureAuthEmulator } from '../scripts/lib/auth-emulator.mjs';
import { npmCommand } from '../scripts/lib/build.mjs';
import { describeUnhealthy } from '../scripts/lib/health.mjs';
import { getFreePort, waitForHttp } from '../scripts/lib/ports.mjs';
import {
  dropDatabase,
  ensureDatabase,
  ensurePostgres,
  withDatabase,
} from '../scripts/lib/postgres.mjs';
import {
  createOutputTail,
  exitSignal,
  onGroupsChange,
  spawnGroup,
  stopGroup,
  stopLeftoverGroups,
} from '../scripts/lib/processes.mjs';
import { deleteRedisKeys, ensureRedis } from '../scripts/lib/redis.mjs';
import {
  API_NODE_ARGS,
  WORKER_NODE_ARGS,
  childEnv,
  DEFAULT_PROJECT_ID,
  loadStackEnv,
} from '../scripts/lib/stack-env.mjs';
import { findChromium, splitAlone, staleWorkspaces } from './lib/harness.mjs';

const repoDir = path.resolve(import.meta.dirname, '..');
const e2eDir = path.join(repoDir, 'e2e');
const runId = randomBytes(4).toString('hex');
/** The run's one address in ADMIN_EMAILS: an admin by configuration, not by a role set in the database. */
const adminEmail = `chefe-${runId}@cena.test`;
const runDir = path.join(repoDir, '.data', 'e2e', runId);
const HEALTH_TIMEOUT_MS = 90_000;
const RUNNER_FILE = 'runner.json';
/** Two test files at a time: the machine CI runs on has two cores. */
const CONCURRENCY = Number(process.env.E2E_CONCURRENCY || 2);

const say = (message) => console.log(`[e2e] ${message}`);
/** Stop functions, run last-first. */
const cleanups = [];
/** @type {Promise<void> | undefined} */
let tearingDown;

async function main() {
  const startedAt = Date.now();
  const files = testFiles(process.argv.slice(2));
  if (!files.length) throw new Error('No *.pw.ts test files found.');
  const chromium = findChromium(process.env);
  if (!chromium) {
    throw new Error(
      "Chromium not found: install Debian's package (apt-get install chromium) or set CHROMIUM_PATH.",
    );
  }

  await buildIfStale();
  fs.mkdirSync(path.join(runDir, 'media'), { recursive: true });
  // Who runs this stack, for a later run to clean up after one that was killed outright.
  const recordRunner = (groups) =>
    fs.writeFileSync(path.join(runDir, RUNNER_FILE), JSON.stringify({ pid: process.pid, groups }));
  recordRunner([]);
  onGroupsChange(recordRunner);
  cleanups.push(async () => {
    fs.rmSync(path.join(runDir, 'media'), { recursive: true, force: true });
    fs.rmSync(path.join(runDir, RUNNER_FILE), { force: true });
  });

  const stack = await startStack();
  say(`Cena (e2e) is up at ${stack.baseUrl} in ${seconds(Date.now() - startedAt)}`);

  const testStartedAt = Date.now();
  const env = {
    ...process.env,
    E2E_BASE_URL: stack.baseUrl,
    E2E_DATABASE_URL: stack.databaseUrl,
    E2E_AUTH_EMULATOR_HOST: stack.authEmulatorHost,
    E2E_PROJECT_ID: stack.projectId,
    E2E_ADMIN_EMAIL: adminEmail,
    E2E_RUN_DIR: runDir,
    CHROMIUM_PATH: chromium,
  };
  // Files that change what every customer sees run last, one at a time, with the stack alone.
  const { shared, alone } = splitAlone(files);
  let code = shared.length ? await runTests(shared, env, CONCURRENCY) : 0;
  if (alone.length) code = (await runTests(alone, env, 1)) || code;
  say(
    `Tests ${code === 0 ? 'passed' : 'FAILED'} in ${seconds(Date.now() - testStartedAt)} ` +
      `(whole run ${seconds(Date.now() - startedAt)}); logs in ${path.relative(repoDir, runDir)}`,
  );
  return code;
}

/** What `<run>/runner.json` says: the runner's pid and its children's process groups. */
function readRunner(id) {
  try {
    return JSON.parse(fs.readFileSync(path.join(path.dirname(runDir), id, RUNNER_FILE), 'utf8'));
  } catch {
    return undefined;
  }
}

/** Whether that run's runner is still alive. */
function runnerAlive(id) {
  const pid = readRunner(id)?.pid;
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * A run killed outright (SIGKILL, a closed terminal) leaves its api and worker, database, Redis
 * keys and media behind; stop and drop those of runs from this checkout whose runner is gone.
 * Runs of other checkouts (no folder here) are left alone.
 */
async function dropLeftoverRuns(serverUrl, redisUrl) {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await client.connect();
  let names;
  try {
    const { rows } = await client.query(
      "SELECT datname FROM pg_database WHERE datname ~ '^cena_e2e_[0-9a-f]{8}$'",
    );
    names = rows.map((row) => row.datname);
  } finally {
    await client.end();
  }
  for (const name of names) {
    const id = name.slice('cena_e2e_'.length);
    // Only runs that recorded their runner, and whose runner is gone: a folder without the
    // record may belong to a run still starting or to an older runner.
    if (id === runId || !readRunner(id) || runnerAlive(id)) continue;
    say(`Removing the leftovers of e2e run ${id}, which was killed`);
    await stopLeftoverGroups(readRunner(id)?.groups ?? [], repoDir);
    await dropDatabase(serverUrl, name);
    await deleteRedisKeys(redisUrl, name);
    fs.rmSync(path.join(path.dirname(runDir), id, 'media'), { recursive: true, force: true });
    fs.rmSync(path.join(path.dirname(runDir), id, RUNNER_FILE), { force: true });
  }
}

/** Keeps the logs of the last few finished runs only. */
function pruneOldRuns(keep = 4) {
  const root = path.dirname(runDir);
  if (!fs.existsSync(root)) return;
  const runs = fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^[0-9a-f]{8}$/.test(entry.name))
    .filter((entry) => entry.name !== runId && !runnerAlive(entry.name))
    .map((entry) => path.join(root, entry.name))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  for (const dir of runs.slice(keep)) fs.rmSync(dir, { recursive: true, force: true });
}

/** The test files to run: those named on the command line, else every e2e/**\/*.pw.ts. */
function testFiles(args) {
  if (args.length) return args.map((file) => path.resolve(file));
  return fs
    .readdirSync(e2eDir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.pw.ts'))
    .sort()
    .map((file) => path.join(e2eDir, file));
}

async function buildIfStale() {
  if (process.env.E2E_SKIP_BUILD === '1') return say('E2E_SKIP_BUILD=1: using the current dist.');
  const stale = staleWorkspaces(repoDir);
  if (!stale.length) return say('Builds are up to date.');
  say(`Building ${stale.map((w) => w.name).join(', ')} (sources newer than dist)`);
  const [command, prefix] = npmCommand();
  for (const workspace of stale) {
    const code = await new Promise((resolve, reject) => {
      const child = spawn(command, [...prefix, 'run', 'build', '-w', workspace.name], {
        cwd: repoDir,
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      child.once('error', reject);
      child.once('exit', (exitCode, signal) => resolve(signal ? 1 : exitCode));
    });
    if (code !== 0)
      throw new Error(`npm run build -w ${workspace.name} failed (exit code ${code}).`);
    // Vite keeps the old files' times when nothing changed; touch the marker so "fresh" sticks.
    const marker = path.join(repoDir, workspace.output);
    const now = new Date();
    fs.utimesSync(marker, now, now);
  }
}

/** PostgreSQL, Redis and the Auth Emulator as `npm start` finds or starts them; then api + worker. */
async function startStack() {
  const env = loadStackEnv(repoDir);
  const logDir = runDir;
  const log = (name) => {
    const file = fs.createWriteStream(path.join(logDir, `${name}.log`), { flags: 'a' });
    cleanups.push(() => new Promise((resolve) => file.end(resolve)));
    return (line) => file.write(`${line}\n`);
  };

  // The launcher's Postgres (DATABASE_URL, else 127.0.0.1:5432, else embedded), another database.
  const postgres = await ensurePostgres({
    log: log('postgres'),
    dataDir: path.join(repoDir, '.data', 'postgres'),
    env,
  });
  cleanups.push(postgres.stop);
  const databaseName = `cena_e2e_${runId}`;
  const databaseUrl = withDatabase(postgres.url, databaseName);
  await ensureDatabase(databaseUrl);
  cleanups.push(() => dropDatabase(postgres.url, databaseName));
  say(`PostgreSQL (${postgres.source}), database ${databaseName}`);

  const redis = await ensureRedis({
    log: log('redis'),
    dataDir: path.join(repoDir, '.data', 'redis'),
    env,
  });
  cleanups.push(redis.stop);
  const queuePrefix = `cena_e2e_${runId}`;
  cleanups.push(() => deleteRedisKeys(redis.url, queuePrefix));
  say(`Redis (${redis.source}), queue prefix ${queuePrefix}`);
  await dropLeftoverRuns(postgres.url, redis.url);
  pruneOldRuns();

  const projectId = DEFAULT_PROJECT_ID;
  // An emulator of its own on a free port: one found on 9099 belongs to an `npm start` or to the
  // API tests, whose end would stop it in the middle of this run.
  const emulator = await ensureAuthEmulator({
    log: log('auth-emulator'),
    projectId,
    port: Number(process.env.E2E_AUTH_EMULATOR_PORT) || (await getFreePort()),
    repoDir,
    env,
  });
  cleanups.push(emulator.stop);
  say(`Firebase Auth Emulator (${emulator.source}) at ${emulator.host}`);

  const port = Number(process.env.E2E_PORT) || (await getFreePort());
  const baseUrl = `http://localhost:${port}`;
  const servicesEnv = {
    ...childEnv(env, {
      databaseUrl,
      redisUrl: redis.url,
      authEmulatorHost: emulator.host,
      port,
    }),
    NODE_ENV: 'development',
    FIREBASE_PROJECT_ID: projectId,
    PUBLIC_URL: baseUrl,
    QUEUE_PREFIX: queuePrefix,
    ENABLE_TEST_LOGIN: 'true',
    STORAGE_DRIVER: 'local',
    STORAGE_DIR: path.join(runDir, 'media'),
    VIDEO_PROVIDER: 'local',
    PROMPT_PROVIDER: 'local',
    SMTP_URL: '',
    ADMIN_EMAILS: adminEmail,
  };

  const children = [];
  for (const [name, entry, nodeArgs] of [
    ['api', 'server/dist/main.js', API_NODE_ARGS],
    ['worker', 'server/dist/worker.js', WORKER_NODE_ARGS],
  ]) {
    const write = log(name);
    const tail = createOutputTail(40);
    const child = spawnGroup(process.execPath, [...nodeArgs, path.join(repoDir, entry)], {
      cwd: repoDir,
      env: servicesEnv,
      onLine: (line) => {
        tail.push(line);
        write(line);
      },
    });
    children.push({ name, child, tail });
    cleanups.push(() => stopGroup(child, { signal: 'SIGTERM', graceMs: 15_000 }));
  }

  const healthUrl = `http://127.0.0.1:${port}/api/health`;
  const api = children[0];
  try {
    await waitForHttp(healthUrl, {
      timeoutMs: HEALTH_TIMEOUT_MS,
      intervalMs: 300,
      signal: exitSignal(api.child, 'the api'),
    });
  } catch (error) {
    const why = api.child.exitCode === null ? await describeUnhealthy(healthUrl) : error.message;
    throw new Error(`The e2e api did not become healthy: ${why}\napi output:\n${api.tail.text()}`, {
      cause: error,
    });
  }
  const worker = children[1];
  if (worker.child.exitCode !== null || worker.child.signalCode !== null) {
    throw new Error(`The e2e worker exited:\n${worker.tail.text()}`);
  }
  return { baseUrl, databaseUrl, authEmulatorHost: emulator.host, projectId };
}

function runTests(files, env, concurrency) {
  const args = [
    '--import',
    'tsx',
    '--test',
    `--test-concurrency=${concurrency}`,
    '--test-reporter=spec',
  ];
  args.push(...files);
  say(`Running ${files.length} file(s), ${concurrency} at a time`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: repoDir, env, stdio: 'inherit' });
    cleanups.push(async () => void (child.exitCode === null && child.kill('SIGTERM')));
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

/** Runs the cleanups once; every caller (the signal handler, the end of main) awaits the same. */
function teardown() {
  tearingDown ??= (async () => {
    for (const stop of cleanups.reverse()) {
      await stop().catch((error) => say(`While stopping: ${error.message}`));
    }
  })();
  return tearingDown;
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    say(`${signal}: stopping the e2e stack…`);
    void teardown().then(() => process.exit(1));
  });
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  say(`Could not run the browser tests:\n${error.message}`);
} finally {
  await teardown();
}
process.exit(exitCode);
