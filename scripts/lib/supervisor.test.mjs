import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { waitFor } from './ports.mjs';
import { backoffDelayMs, recentCrashes, Supervisor } from './supervisor.mjs';

describe('backoff', () => {
  it('doubles from 1 s up to 30 s', () => {
    const delays = [1, 2, 3, 4, 5, 6, 7].map((n) => backoffDelayMs(n));
    assert.deepEqual(delays, [1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
  });

  it('counts only the crashes inside the window', () => {
    assert.deepEqual(recentCrashes([0, 10_000, 50_000, 65_000], 70_000, 60_000), [50_000, 65_000]);
  });
});

/** A supervisor with fast timings that records what it says. */
function fastSupervisor(overrides = {}) {
  const events = { lines: [], logs: [], gaveUp: [] };
  const supervisor = new Supervisor({
    print: (name, line) => events.lines.push(`${name}: ${line}`),
    log: (message) => events.logs.push(message),
    onGiveUp: (name, reason) => events.gaveUp.push(reason),
    baseMs: 20,
    maxMs: 100,
    stopGraceMs: 1000,
    ...overrides,
  });
  return { supervisor, events };
}

describe('Supervisor', () => {
  it('restarts a crashing child with backoff and gives up after 5 crashes', async () => {
    const { supervisor, events } = fastSupervisor();
    supervisor.start({ name: 'api', command: 'sh', args: ['-c', 'echo up; exit 2'] });
    await waitFor(() => events.gaveUp.length > 0, { timeoutMs: 10_000, intervalMs: 10 });
    assert.match(events.gaveUp[0], /api crashed 5 times within 1 min \(last: code 2\)/);
    assert.equal(events.lines.filter((line) => line === 'api: up').length, 5);
    assert.deepEqual(
      events.logs.map((message) => /restarting in ([\d.]+) s/.exec(message)?.[1]),
      ['0.02', '0.04', '0.08', '0.1'],
    );
    await supervisor.stopAll();
  });

  it('gives up at once on a configuration error (exit code 78)', async () => {
    const { supervisor, events } = fastSupervisor();
    supervisor.start({ name: 'worker', command: 'sh', args: ['-c', 'exit 78'] });
    await waitFor(() => events.gaveUp.length > 0, { timeoutMs: 5000, intervalMs: 10 });
    assert.match(events.gaveUp[0], /worker exited with code 78: a configuration error/);
    assert.equal(events.logs.length, 0);
    await supervisor.stopAll();
  });

  it('stops running children without restarting them', async () => {
    const { supervisor, events } = fastSupervisor();
    supervisor.start({ name: 'api', command: 'sh', args: ['-c', 'echo up; exec sleep 30'] });
    supervisor.start({ name: 'worker', command: 'sh', args: ['-c', 'echo up; exec sleep 30'] });
    await waitFor(() => events.lines.length === 2, { timeoutMs: 5000, intervalMs: 10 });
    assert.equal(supervisor.allRunning(), true);
    await supervisor.stopAll();
    assert.equal(supervisor.allRunning(), false);
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.deepEqual(events.logs, []);
    assert.deepEqual(events.gaveUp, []);
  });
});
