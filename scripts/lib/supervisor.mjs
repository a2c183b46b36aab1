// Runs the long-lived children (api, worker), restarting one that crashes with exponential
// backoff, and giving up when crashes come too fast for a restart to help.
import { signalGroup, spawnGroup, stopGroup } from './processes.mjs';

/**
 * Delay before the nth consecutive restart: 1 s, 2 s, 4 s … capped.
 * @param {number} consecutiveCrashes 1 for the first crash
 * @param {{ baseMs?: number, maxMs?: number }} [options]
 */
export function backoffDelayMs(consecutiveCrashes, { baseMs = 1000, maxMs = 30_000 } = {}) {
  return Math.min(baseMs * 2 ** Math.max(0, consecutiveCrashes - 1), maxMs);
}

/**
 * The crash times still inside the window ending now.
 * @param {number[]} crashTimes
 * @param {number} now
 * @param {number} windowMs
 */
export function recentCrashes(crashTimes, now, windowMs) {
  return crashTimes.filter((time) => now - time < windowMs);
}

/**
 * @typedef {{ name: string, command: string, args: string[], cwd?: string, env?: NodeJS.ProcessEnv }} ServiceSpec
 * @typedef {{
 *   spec: ServiceSpec,
 *   child?: import('node:child_process').ChildProcess,
 *   startedAt: number,
 *   crashTimes: number[],
 *   consecutiveCrashes: number,
 *   restartTimer?: NodeJS.Timeout,
 * }} Service
 */

export class Supervisor {
  /**
   * @param {{
   *   print?: (name: string, line: string) => void,
   *   log?: (message: string) => void,
   *   onGiveUp?: (name: string, reason: string) => void,
   *   baseMs?: number,
   *   maxMs?: number,
   *   crashLimit?: number,
   *   crashWindowMs?: number,
   *   stableMs?: number,
   *   stopGraceMs?: number,
   *   fatalExitCodes?: number[],
   * }} [options] `stableMs`: a child that ran this long starts its backoff from 1 s again.
   *   `fatalExitCodes`: codes that mean "restarting will not help" (78 is EX_CONFIG, a bad
   *   configuration), so the supervisor gives up at once.
   */
  constructor({
    print = (name, line) => console.log(`[${name}] ${line}`),
    log = (message) => console.log(message),
    onGiveUp = () => {},
    baseMs = 1000,
    maxMs = 30_000,
    crashLimit = 5,
    crashWindowMs = 60_000,
    stableMs = 60_000,
    stopGraceMs = 10_000,
    fatalExitCodes = [78],
  } = {}) {
    Object.assign(this, { print, log, onGiveUp, baseMs, maxMs, crashLimit, crashWindowMs });
    Object.assign(this, { stableMs, stopGraceMs, fatalExitCodes });
    /** @type {Service[]} */
    this.services = [];
    this.stopping = false;
  }

  /** @param {ServiceSpec} spec */
  start(spec) {
    /** @type {Service} */
    const service = { spec, startedAt: 0, crashTimes: [], consecutiveCrashes: 0 };
    this.services.push(service);
    this.launch(service);
  }

  /** @param {Service} service */
  launch(service) {
    if (this.stopping) return;
    const { name, command, args, cwd, env } = service.spec;
    service.startedAt = Date.now();
    const child = spawnGroup(command, args, { cwd, env, onLine: (line) => this.print(name, line) });
    service.child = child;
    child.once('exit', (code, signal) => {
      if (!this.stopping && service.child === child) this.handleCrash(service, code, signal);
    });
  }

  /** @param {Service} service */
  handleCrash(service, code, signal) {
    const { name } = service.spec;
    const now = Date.now();
    if (now - service.startedAt >= this.stableMs) service.consecutiveCrashes = 0;
    service.consecutiveCrashes += 1;
    service.crashTimes = [...recentCrashes(service.crashTimes, now, this.crashWindowMs), now];
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (this.fatalExitCodes.includes(code)) {
      this.onGiveUp(
        name,
        `${name} exited with ${how}: a configuration error, see its output above`,
      );
      return;
    }
    if (service.crashTimes.length >= this.crashLimit) {
      const minutes = Math.round(this.crashWindowMs / 60_000);
      this.onGiveUp(
        name,
        `${name} crashed ${service.crashTimes.length} times within ${minutes} min (last: ${how})`,
      );
      return;
    }
    const delay = backoffDelayMs(service.consecutiveCrashes, {
      baseMs: this.baseMs,
      maxMs: this.maxMs,
    });
    this.log(`${name} exited unexpectedly (${how}); restarting in ${delay / 1000} s`);
    service.restartTimer = setTimeout(() => this.launch(service), delay);
  }

  /** Whether every service has a running child. */
  allRunning() {
    return this.services.every(
      (s) => s.child && s.child.exitCode === null && s.child.signalCode === null,
    );
  }

  /** Stops every child: SIGTERM to its group, SIGKILL after stopGraceMs. */
  async stopAll() {
    this.stopping = true;
    for (const service of this.services) clearTimeout(service.restartTimer);
    await Promise.all(
      this.services.map((s) => s.child && stopGroup(s.child, { graceMs: this.stopGraceMs })),
    );
  }

  /** Kills every child's group at once (a second Ctrl-C). */
  killAll() {
    this.stopping = true;
    for (const service of this.services) {
      clearTimeout(service.restartTimer);
      if (service.child) signalGroup(service.child, 'SIGKILL');
    }
  }
}
