// The Firebase Auth Emulator for local runs and tests: reuse one that answers, or start
// `firebase emulators:start --only auth` (firebase-tools, a dev dependency). Importing this module
// has no side effects: the server's jest global setup imports it too.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getFreePort, waitFor } from './ports.mjs';
import { createOutputTail, exitSignal, spawnGroup, stopGroup } from './processes.mjs';

const DEFAULT_REPO_DIR = path.resolve(import.meta.dirname, '../..');
export const DEFAULT_PROJECT_ID = 'demo-cena';
export const DEFAULT_AUTH_PORT = 9099;

/**
 * What answers at http://host/: 'auth-emulator', 'other' (something else), or 'nothing'.
 * @param {string} host host:port
 * @returns {Promise<'auth-emulator' | 'other' | 'nothing'>}
 */
export async function probeAuthEmulator(host) {
  let response;
  try {
    response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(2000) });
  } catch {
    return 'nothing';
  }
  try {
    const body = await response.json();
    return body?.authEmulator ? 'auth-emulator' : 'other';
  } catch {
    return 'other';
  }
}

/**
 * Deletes every account of the project in the emulator (between test suites).
 * @param {string} host host:port of the emulator
 * @param {string} [projectId]
 */
export async function clearEmulatorAccounts(host, projectId = DEFAULT_PROJECT_ID) {
  const url = `http://${host}/emulator/v1/projects/${encodeURIComponent(projectId)}/accounts`;
  const response = await fetch(url, { method: 'DELETE', signal: AbortSignal.timeout(10_000) });
  if (!response.ok) {
    throw new Error(
      `Clearing Auth Emulator accounts failed: ${response.status} ${await response.text()}`,
    );
  }
}

/**
 * The environment for the firebase CLI: no update check, no message of the day, no prompts.
 * @param {NodeJS.ProcessEnv} env
 */
export function firebaseCliEnv(env = process.env) {
  return {
    ...env,
    // CI makes firebase-tools skip its message-of-the-day fetch; both keep update-notifier quiet.
    CI: 'true',
    NO_UPDATE_NOTIFIER: '1',
  };
}

/**
 * The firebase.json to run with: the repository's when it already puts auth on `port` and no
 * `ports` are given, else a copy with that port (and the emulator hub's and logging ports from
 * `ports`) written to a temporary directory (removed by the returned cleanup).
 * @param {string} repoDir
 * @param {number} port
 * @param {{ hub?: number, logging?: number }} [ports]
 * @returns {{ configPath: string, cleanup: () => void }}
 */
export function resolveFirebaseConfig(repoDir, port, ports = {}) {
  const repoConfigPath = path.join(repoDir, 'firebase.json');
  /** @type {any} */
  let config = {};
  try {
    config = JSON.parse(fs.readFileSync(repoConfigPath, 'utf8'));
  } catch {
    // no usable firebase.json: the generated one below is complete on its own
  }
  const ownPorts = ports.hub !== undefined || ports.logging !== undefined;
  if (!ownPorts && config?.emulators?.auth?.port === port && fs.existsSync(repoConfigPath)) {
    return { configPath: repoConfigPath, cleanup: () => {} };
  }
  const emulators = config.emulators ?? {};
  const generated = {
    ...config,
    emulators: {
      ...emulators,
      auth: { host: '127.0.0.1', ...emulators.auth, port },
      ...(ports.hub === undefined ? {} : { hub: { host: '127.0.0.1', port: ports.hub } }),
      ...(ports.logging === undefined
        ? {}
        : { logging: { host: '127.0.0.1', port: ports.logging } }),
      ui: { enabled: false },
      singleProjectMode: emulators.singleProjectMode ?? true,
    },
  };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cena-firebase-'));
  const configPath = path.join(dir, 'firebase.json');
  fs.writeFileSync(configPath, `${JSON.stringify(generated, null, 2)}\n`);
  return { configPath, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * @typedef {{ host: string, stop: () => Promise<void>, source: 'running' | 'started' }} AuthEmulatorHandle
 */

/**
 * @param {{
 *   log?: (message: string) => void,
 *   projectId?: string,
 *   port?: number,
 *   repoDir?: string,
 *   timeoutMs?: number,
 *   env?: NodeJS.ProcessEnv,
 * }} [options] `log` gets status lines and the emulator's output.
 * @returns {Promise<AuthEmulatorHandle>}
 */
export async function ensureAuthEmulator({
  log = () => {},
  projectId = DEFAULT_PROJECT_ID,
  port = DEFAULT_AUTH_PORT,
  repoDir = DEFAULT_REPO_DIR,
  timeoutMs = 60_000,
  env = process.env,
} = {}) {
  const host = `127.0.0.1:${port}`;
  const found = await probeAuthEmulator(host);
  if (found === 'auth-emulator') {
    return { host, stop: async () => {}, source: 'running' };
  }
  if (found === 'other') {
    throw new Error(`Port ${port} is taken by something that is not the Firebase Auth Emulator.`);
  }

  const cli = path.join(repoDir, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
  if (!fs.existsSync(cli)) {
    throw new Error(`firebase-tools is not installed (${cli} is missing): run npm install.`);
  }
  // Its own hub and logging ports: an emulator started beside another one (an `npm start`, a
  // test run, a bench) otherwise shares 4400/4500 with it, and was seen to die after starting.
  const { configPath, cleanup } = resolveFirebaseConfig(repoDir, port, {
    hub: await getFreePort(),
    logging: await getFreePort(),
  });
  const args = ['emulators:start', '--only', 'auth', '--project', projectId];
  args.push('--config', configPath, '--non-interactive');

  log(`Starting the Firebase Auth Emulator on ${host}`);
  const tail = createOutputTail(60);
  const child = spawnGroup(process.execPath, [cli, ...args], {
    cwd: path.dirname(configPath),
    env: firebaseCliEnv(env),
    onLine: (line) => {
      tail.push(line);
      log(line);
    },
  });
  const stop = async () => {
    // The CLI shuts its emulators down cleanly on SIGTERM.
    await stopGroup(child, { signal: 'SIGTERM', graceMs: 10_000 });
    cleanup();
  };
  try {
    await waitFor(async () => (await probeAuthEmulator(host)) === 'auth-emulator', {
      timeoutMs,
      intervalMs: 250,
      what: `the Auth Emulator on ${host}`,
      signal: exitSignal(child, 'firebase emulators:start'),
    });
  } catch (error) {
    await stop();
    throw new Error(`${error.message}\nfirebase output:\n${tail.text()}`, { cause: error });
  }
  return { host, stop, source: 'started' };
}
