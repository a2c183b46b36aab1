// Child processes that live in their own process group, so that stopping one stops everything it
// spawned, and a Ctrl-C in the terminal reaches only the launcher (which stops them in order).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import readline from 'node:readline';

/** Process-group ids still running; killed for sure if this process exits without stopping them. */
const liveGroups = new Set();
let exitHookInstalled = false;
/** @type {(groups: number[]) => void} */
let groupsListener = () => {};

/**
 * Calls `listener` with the live process-group ids whenever one starts or ends (the launcher
 * records them in its lock file, so a later run can clean up after a launcher killed with -9).
 * @param {(groups: number[]) => void} listener
 */
export function onGroupsChange(listener) {
  groupsListener = listener;
}

function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const pgid of liveGroups) signalGroupId(pgid, 'SIGKILL');
  });
}

function signalGroupId(pgid, signal) {
  try {
    process.kill(-pgid, signal);
    return true;
  } catch {
    return false; // ESRCH: already gone
  }
}

/**
 * Spawns a command as the leader of a new process group, piping its output line by line.
 * @param {string} command
 * @param {string[]} args
 * @param {{
 *   cwd?: string,
 *   env?: NodeJS.ProcessEnv,
 *   uid?: number,
 *   gid?: number,
 *   onLine?: (line: string, stream: 'stdout' | 'stderr') => void,
 * }} [options]
 * @returns {import('node:child_process').ChildProcess}
 */
export function spawnGroup(command, args, { cwd, env, uid, gid, onLine = () => {} } = {}) {
  installExitHook();
  const child = spawn(command, args, {
    cwd,
    env,
    uid,
    gid,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Without a listener a failed spawn (ENOENT, EACCES) would crash the launcher.
  child.on('error', (error) => onLine(`could not run ${command}: ${error.message}`, 'stderr'));
  if (child.pid !== undefined) {
    const pgid = child.pid;
    liveGroups.add(pgid);
    groupsListener([...liveGroups]);
    child.once('exit', () => {
      liveGroups.delete(pgid);
      groupsListener([...liveGroups]);
      // Stragglers of a group whose leader is gone would become orphans.
      signalGroupId(pgid, 'SIGKILL');
    });
  }
  for (const stream of /** @type {const} */ (['stdout', 'stderr'])) {
    const source = child[stream];
    if (!source) continue;
    readline.createInterface({ input: source, crlfDelay: Infinity }).on('line', (line) => {
      onLine(line, stream);
    });
  }
  return child;
}

/**
 * Sends a signal to the whole process group of a child spawned by spawnGroup.
 * @param {import('node:child_process').ChildProcess} child
 * @param {NodeJS.Signals} signal
 */
export function signalGroup(child, signal) {
  if (child.pid === undefined) return false;
  return signalGroupId(child.pid, signal);
}

/** @param {import('node:child_process').ChildProcess} child */
export function hasExited(child) {
  return child.exitCode !== null || child.signalCode !== null;
}

/**
 * Resolves true when the child exits, false if it is still running after timeoutMs.
 * @param {import('node:child_process').ChildProcess} child
 * @param {number} timeoutMs
 * @returns {Promise<boolean>}
 */
export function waitForExit(child, timeoutMs) {
  if (hasExited(child) || child.pid === undefined) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.off('exit', onExit);
      resolve(false);
    }, timeoutMs);
    const onExit = () => {
      clearTimeout(timer);
      resolve(true);
    };
    child.once('exit', onExit);
  });
}

/**
 * Stops a child's process group: `signal` first, SIGKILL after graceMs.
 * @param {import('node:child_process').ChildProcess} child
 * @param {{ signal?: NodeJS.Signals, graceMs?: number }} [options]
 * @returns {Promise<void>}
 */
export async function stopGroup(child, { signal = 'SIGTERM', graceMs = 10_000 } = {}) {
  if (hasExited(child) || child.pid === undefined) return;
  signalGroup(child, signal);
  if (await waitForExit(child, graceMs)) return;
  signalGroup(child, 'SIGKILL');
  await waitForExit(child, 5_000);
}

/**
 * Keeps the last lines of a child's output, to show them when it fails to start.
 * @param {number} [size]
 */
export function createOutputTail(size = 40) {
  /** @type {string[]} */
  const lines = [];
  return {
    /** @param {string} line */
    push(line) {
      lines.push(line);
      if (lines.length > size) lines.shift();
    },
    text() {
      return lines.join('\n');
    },
  };
}

/**
 * An AbortSignal that aborts when the child exits, to stop waiting for it to become ready.
 * @param {import('node:child_process').ChildProcess} child
 * @param {string} name used in the abort reason
 * @returns {AbortSignal}
 */
export function exitSignal(child, name) {
  const controller = new AbortController();
  const abort = (code, signal) => {
    const how = signal ? `signal ${signal}` : `code ${code}`;
    controller.abort(new Error(`${name} exited with ${how}`));
  };
  if (hasExited(child)) abort(child.exitCode, child.signalCode);
  else child.once('exit', abort);
  child.once('error', (error) => controller.abort(error));
  return controller.signal;
}

/**
 * Stops process groups left by a launcher that was killed before it could stop them. Only groups
 * whose leader's command line mentions `marker` (the repository path) are touched, so a pid
 * reused by an unrelated program is left alone. Needs /proc (Linux); elsewhere it does nothing.
 * @param {number[]} groups
 * @param {string} marker
 * @returns {Promise<number>} how many groups were stopped
 */
export async function stopLeftoverGroups(groups, marker) {
  const ours = groups.filter((pgid) => {
    try {
      return fs.readFileSync(`/proc/${pgid}/cmdline`, 'utf8').includes(marker);
    } catch {
      return false;
    }
  });
  for (const pgid of ours) signalGroupId(pgid, 'SIGTERM');
  const deadline = Date.now() + 10_000;
  const alive = () => ours.filter((pgid) => signalGroupId(pgid, 0));
  while (alive().length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  for (const pgid of alive()) signalGroupId(pgid, 'SIGKILL');
  return ours.length;
}
