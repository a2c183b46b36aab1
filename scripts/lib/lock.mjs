// Single-instance lock for the launcher: .data/cena.lock holds the pid and URL of the running one.
import fs from 'node:fs';
import path from 'node:path';

/**
 * @typedef {{ pid: number, url: string, startedAt?: string, groups?: number[] }} LockContent
 * @typedef {{ state: 'free' } | { state: 'stale', pid?: number, groups?: number[] } | ({ state: 'held' } & LockContent)} LockState
 */

/**
 * Decides what an existing lock file means. Pure: the liveness check is passed in.
 * @param {string | undefined} text the lock file's content, undefined when there is none
 * @param {(pid: number) => boolean} isAlive
 * @returns {LockState}
 */
export function evaluateLock(text, isAlive) {
  if (text === undefined) return { state: 'free' };
  let content;
  try {
    content = JSON.parse(text);
  } catch {
    return { state: 'stale' };
  }
  const pid = Number(content?.pid);
  if (!Number.isInteger(pid) || pid <= 0) return { state: 'stale' };
  if (pid === process.pid || !isAlive(pid))
    return { state: 'stale', pid, groups: groupsOf(content) };
  return { state: 'held', pid, url: String(content.url ?? ''), startedAt: content.startedAt };
}

/** The process groups a lock lists, if they look like pids. */
function groupsOf(content) {
  const groups = Array.isArray(content.groups) ? content.groups : [];
  return groups.filter((pgid) => Number.isInteger(pgid) && pgid > 1);
}

/**
 * Whether pid is a live launcher. Where /proc exists, a reused pid running something else does
 * not count (containers restart with the same low pids).
 * @param {number} pid
 */
export function isLauncherAlive(pid) {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if (error.code !== 'EPERM') return false;
  }
  try {
    const commandLine = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return commandLine.includes('start.mjs');
  } catch {
    return true; // no /proc (macOS): trust the signal check
  }
}

/**
 * @typedef {{
 *   acquired: true,
 *   release: () => void,
 *   update: (groups: number[]) => void,
 *   leftoverGroups: number[],
 * }} AcquiredLock
 */

/**
 * Takes the lock, or reports who holds it. A stale lock is replaced; the process groups it listed
 * come back as `leftoverGroups`, and `update` records ours.
 * @param {string} lockPath
 * @param {{ url: string, isAlive?: (pid: number) => boolean }} options
 * @returns {AcquiredLock | { acquired: false, holder: LockContent }}
 */
export function acquireLock(lockPath, { url, isAlive = isLauncherAlive }) {
  fs.mkdirSync(path.dirname(lockPath), { recursive: true });
  const content = { pid: process.pid, url, startedAt: new Date().toISOString() };
  /** @type {number[]} */
  let leftoverGroups = [];
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      // 'wx' fails when the file exists, so two launchers started together cannot both win.
      fs.writeFileSync(lockPath, `${JSON.stringify(content)}\n`, { flag: 'wx' });
      return {
        acquired: true,
        release: () => releaseLock(lockPath),
        update: (groups) => writeOwnLock(lockPath, { ...content, groups }),
        leftoverGroups,
      };
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    const state = evaluateLock(readIfExists(lockPath), isAlive);
    if (state.state === 'held') return { acquired: false, holder: state };
    if (state.state === 'stale') leftoverGroups = state.groups ?? [];
    fs.rmSync(lockPath, { force: true });
  }
  throw new Error(`Could not take the lock ${lockPath}`);
}

/** Rewrites the lock with new content, only while it is still ours. */
function writeOwnLock(lockPath, content) {
  try {
    if (JSON.parse(readIfExists(lockPath) ?? '{}').pid !== process.pid) return;
    fs.writeFileSync(`${lockPath}.tmp`, `${JSON.stringify(content)}\n`);
    fs.renameSync(`${lockPath}.tmp`, lockPath);
  } catch {
    // the lock is advisory: failing to record the groups must not stop the stack
  }
}

/** Removes the lock if it is still ours. */
export function releaseLock(lockPath) {
  const text = readIfExists(lockPath);
  if (text === undefined) return;
  try {
    if (JSON.parse(text).pid !== process.pid) return;
  } catch {
    // unreadable: remove it anyway
  }
  fs.rmSync(lockPath, { force: true });
}

function readIfExists(file) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * @param {LockContent} holder
 */
export function alreadyRunningMessage(holder) {
  return `Cena is already running at ${holder.url} (pid ${holder.pid}). Stop it with Ctrl-C in its terminal.`;
}
