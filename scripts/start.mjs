#!/usr/bin/env node
// `npm start`: the whole local stack in one command. Builds what is missing, finds or starts
// Postgres, Redis and the Firebase Auth Emulator, runs the api and one worker under supervision,
// and stops everything it started on Ctrl-C.
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { ensureAuthEmulator } from './lib/auth-emulator.mjs';
import { ensureBuilt } from './lib/build.mjs';
import { formatLogLine } from './lib/log-line.mjs';
import { describeUnhealthy } from './lib/health.mjs';
import { acquireLock, alreadyRunningMessage } from './lib/lock.mjs';
import { canListen, isPortOpen, waitForHttp } from './lib/ports.mjs';
import { ensurePostgres } from './lib/postgres.mjs';
import { onGroupsChange, stopLeftoverGroups } from './lib/processes.mjs';
import { ensureRedis } from './lib/redis.mjs';
import {
  API_NODE_ARGS,
  WORKER_NODE_ARGS,
  apiPort,
  authEmulatorPort,
  childEnv,
  DEFAULT_PROJECT_ID,
  loadStackEnv,
  usesRealFirebase,
} from './lib/stack-env.mjs';
import { Supervisor } from './lib/supervisor.mjs';
import { lanAddresses, redactUrl } from './lib/urls.mjs';

const repoDir = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(repoDir, '.data');
const HEALTH_TIMEOUT_MS = 90_000;
// npm forwards the terminal's Ctrl-C to us as well, so a second signal this soon is the same one.
const FORCE_AFTER_MS = 2000;

const say = (message) => console.log(`[cena] ${message}`);
const prefixed = (name) => (line) => console.log(`[${name}] ${line}`);

/** Stop functions of what this launcher started, run last-first on shutdown. */
const cleanups = [];
let shutdownStartedAt = 0;
/** @type {Supervisor | undefined} */
let supervisor;
let releaseLock = () => {};

async function main() {
  const env = loadStackEnv(repoDir);
  const port = apiPort(env);
  const url = `http://localhost:${port}`;

  const lock = acquireLock(path.join(dataDir, 'cena.lock'), { url });
  if (!lock.acquired) {
    console.log(alreadyRunningMessage(lock.holder));
    return process.exit(0);
  }
  releaseLock = lock.release;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, onSignal);
  onGroupsChange(lock.update);
  if (lock.leftoverGroups.length) {
    const stopped = await stopLeftoverGroups(lock.leftoverGroups, repoDir);
    if (stopped)
      say(`Stopped ${stopped} process(es) left running by a Cena launcher that was killed.`);
  }

  if (!(await isPortFree(port))) {
    say(`Port ${port} is already in use by another program, so Cena cannot listen there.`);
    say(`Stop that program, or start Cena on another port: PORT=${port + 1} npm start`);
    return shutdown(1);
  }

  await ensureBuilt({
    repoDir,
    force: env.CENA_REBUILD === '1',
    log: say,
    onSpawn: (child) => cleanups.push(async () => void child.kill('SIGTERM')),
  });
  if (shutdownStartedAt) return;

  const postgres = await ensurePostgres({
    log: prefixed('postgres'),
    dataDir: path.join(dataDir, 'postgres'),
    env,
  });
  cleanups.push(postgres.stop);
  say(`Postgres (${postgres.source}): ${redactUrl(postgres.url)}`);
  if (shutdownStartedAt) return;

  const redis = await ensureRedis({
    log: prefixed('redis'),
    dataDir: path.join(dataDir, 'redis'),
    env,
  });
  cleanups.push(redis.stop);
  say(`Redis (${redis.source}): ${redactUrl(redis.url)}`);
  if (shutdownStartedAt) return;

  let authEmulatorHost;
  if (usesRealFirebase(env)) {
    say(`Firebase Auth: project ${env.FIREBASE_PROJECT_ID}`);
  } else {
    const emulator = await ensureAuthEmulator({
      log: prefixed('auth'),
      projectId: env.FIREBASE_PROJECT_ID || DEFAULT_PROJECT_ID,
      port: authEmulatorPort(env),
      repoDir,
      env,
    });
    cleanups.push(emulator.stop);
    authEmulatorHost = emulator.host;
    say(`Firebase Auth Emulator (${emulator.source}): ${emulator.host}`);
  }
  if (shutdownStartedAt) return;

  const servicesEnv = childEnv(env, {
    databaseUrl: postgres.url,
    redisUrl: redis.url,
    authEmulatorHost,
    port,
  });
  supervisor = new Supervisor({
    print: (name, line) => console.log(`[${name}] ${formatLogLine(line)}`),
    log: say,
    onGiveUp: (name, reason) => {
      say(`${reason}. Giving up and stopping everything.`);
      void shutdown(1);
    },
  });
  for (const [name, entry, nodeArgs] of [
    ['api', 'server/dist/main.js', API_NODE_ARGS],
    ['worker', 'server/dist/worker.js', WORKER_NODE_ARGS],
  ]) {
    const script = path.join(repoDir, entry);
    supervisor.start({
      name,
      command: process.execPath,
      args: [...nodeArgs, script],
      cwd: repoDir,
      env: servicesEnv,
    });
  }

  await reportWhenHealthy(port, url);
}

/** Free means nothing answers on it and we could listen on all interfaces, as the api will. */
async function isPortFree(port) {
  return !(await isPortOpen('127.0.0.1', port)) && (await canListen(port));
}

async function reportWhenHealthy(port, url) {
  const healthUrl = `http://127.0.0.1:${port}/api/health`;
  try {
    await waitForHttp(healthUrl, { timeoutMs: HEALTH_TIMEOUT_MS, intervalMs: 500 });
  } catch {
    if (shutdownStartedAt) return;
    const why = await describeUnhealthy(healthUrl);
    const processes = supervisor?.allRunning() ? '' : ' The api or worker is not running.';
    say(`Cena is not healthy after ${HEALTH_TIMEOUT_MS / 1000} s: ${why}${processes}`);
    say('It keeps running (and restarting what crashes); press Ctrl-C to stop.');
    return;
  }
  if (shutdownStartedAt) return;
  console.log('');
  console.log(`Cena is running at ${url}`);
  const [lan] = lanAddresses(networkInterfaces());
  if (lan) console.log(`  No celular, na mesma rede: http://${lan}:${port}`);
  console.log(`  Admin:    ${url}/admin`);
  console.log(`  API docs: ${url}/api/docs`);
  console.log('Press Ctrl-C to stop.');
  console.log('');
}

function onSignal(signal) {
  if (!shutdownStartedAt) {
    console.log('');
    say(`${signal} received: stopping Cena… (Ctrl-C again to force)`);
    void shutdown(0);
  } else if (Date.now() - shutdownStartedAt > FORCE_AFTER_MS) {
    say('Forcing stop.');
    supervisor?.killAll();
    releaseLock();
    process.exit(1); // processes.mjs kills every process group still alive on exit
  }
}

/** Stops the api and worker, then the services this launcher started, then exits. */
async function shutdown(code) {
  if (shutdownStartedAt) return;
  shutdownStartedAt = Date.now();
  await supervisor?.stopAll();
  for (const stop of cleanups.reverse()) {
    await stop().catch((error) => say(`While stopping: ${error.message}`));
  }
  releaseLock();
  if (code === 0) say('Stopped.');
  process.exit(code);
}

// With the terminal or a `| tee` gone, writing would throw EPIPE and skip the orderly shutdown.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});

main().catch(async (error) => {
  say(`Could not start Cena:\n${error.message}`);
  await shutdown(1);
});
