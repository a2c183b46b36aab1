import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { waitFor } from './ports.mjs';
import {
  createOutputTail,
  exitSignal,
  hasExited,
  spawnGroup,
  stopGroup,
  stopLeftoverGroups,
} from './processes.mjs';

const isAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('spawnGroup / stopGroup', () => {
  it('passes output line by line and stops the whole group, grandchildren included', async () => {
    const lines = [];
    const child = spawnGroup('sh', ['-c', 'sleep 30 & echo "grandchild $!"; echo second; wait'], {
      onLine: (line, stream) => lines.push([stream, line]),
    });
    await waitFor(() => lines.length >= 2, { timeoutMs: 5000, intervalMs: 10 });
    const grandchild = Number(lines[0][1].split(' ')[1]);
    assert.deepEqual(lines[1], ['stdout', 'second']);
    assert.ok(isAlive(grandchild));

    await stopGroup(child, { graceMs: 2000 });
    assert.ok(hasExited(child));
    await waitFor(() => !isAlive(grandchild), { timeoutMs: 2000, intervalMs: 20 });
  });

  it('falls back to SIGKILL when SIGTERM is ignored', async () => {
    const lines = [];
    const child = spawnGroup(
      'sh',
      ['-c', 'trap "" TERM; echo ready; while true; do sleep 0.1; done'],
      {
        onLine: (line) => lines.push(line),
      },
    );
    await waitFor(() => lines.includes('ready'), { timeoutMs: 5000, intervalMs: 10 });
    const startedAt = Date.now();
    await stopGroup(child, { graceMs: 300 });
    assert.equal(child.signalCode, 'SIGKILL');
    assert.ok(Date.now() - startedAt < 3000);
  });

  it('aborts an exit signal when the child exits, and survives a missing command', async () => {
    const child = spawnGroup('sh', ['-c', 'exit 3']);
    const signal = exitSignal(child, 'sh');
    await waitFor(() => signal.aborted, { timeoutMs: 5000, intervalMs: 10 });
    assert.match(signal.reason.message, /sh exited with code 3/);

    const errors = [];
    const missing = spawnGroup('/no/such/command', [], { onLine: (line) => errors.push(line) });
    const missingSignal = exitSignal(missing, 'missing');
    await waitFor(() => missingSignal.aborted, { timeoutMs: 5000, intervalMs: 10 });
    assert.match(errors.join('\n'), /could not run \/no\/such\/command/);
  });

  it('stops leftover groups whose command line carries the marker, and only those', async () => {
    const marker = `cena-marker-${process.pid}`;
    // sh's $0 puts the tag on the command line without changing what runs.
    const ours = spawnGroup('sh', ['-c', 'sleep 30', marker]);
    const foreign = spawnGroup('sh', ['-c', 'sleep 30', 'someone-else']);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const stopped = await stopLeftoverGroups([ours.pid, foreign.pid, 999_999], marker);
    assert.equal(stopped, 1);
    await waitFor(() => hasExited(ours), { timeoutMs: 5000, intervalMs: 20 });
    assert.equal(hasExited(foreign), false);
    await stopGroup(foreign, { graceMs: 1000 });
  });

  it('keeps only the last lines of output', () => {
    const tail = createOutputTail(2);
    for (const line of ['a', 'b', 'c']) tail.push(line);
    assert.equal(tail.text(), 'b\nc');
  });
});
