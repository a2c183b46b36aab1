import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { acquireLock, alreadyRunningMessage, evaluateLock, releaseLock } from './lock.mjs';

const alive = () => true;
const dead = () => false;

describe('evaluateLock', () => {
  it('is free without a file', () => {
    assert.deepEqual(evaluateLock(undefined, alive), { state: 'free' });
  });

  it('is held by a live pid', () => {
    const text = JSON.stringify({ pid: 4242, url: 'http://localhost:3000' });
    assert.deepEqual(evaluateLock(text, alive), {
      state: 'held',
      pid: 4242,
      url: 'http://localhost:3000',
      startedAt: undefined,
    });
  });

  it('is stale when the pid is dead, is ours, or the file is garbage', () => {
    assert.deepEqual(
      evaluateLock(JSON.stringify({ pid: 4242, url: 'x', groups: [7, 'x', 1] }), dead),
      {
        state: 'stale',
        pid: 4242,
        groups: [7],
      },
    );
    assert.equal(evaluateLock(JSON.stringify({ pid: process.pid }), alive).state, 'stale');
    assert.equal(evaluateLock('not json', alive).state, 'stale');
    assert.equal(evaluateLock(JSON.stringify({ pid: 'abc' }), alive).state, 'stale');
  });

  it('words the message as the newcomer sees it', () => {
    assert.equal(
      alreadyRunningMessage({ pid: 12, url: 'http://localhost:3000' }),
      'Cena is already running at http://localhost:3000 (pid 12). Stop it with Ctrl-C in its terminal.',
    );
  });
});

describe('acquireLock', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cena-lock-'));
  const lockPath = path.join(dir, 'sub', 'cena.lock');
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('takes a free lock, writes pid and URL, and releases it', () => {
    const lock = acquireLock(lockPath, { url: 'http://localhost:3000' });
    assert.equal(lock.acquired, true);
    const content = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
    assert.equal(content.pid, process.pid);
    assert.equal(content.url, 'http://localhost:3000');
    lock.release();
    assert.equal(fs.existsSync(lockPath), false);
  });

  it('reports a live holder', () => {
    fs.writeFileSync(lockPath, JSON.stringify({ pid: 99999, url: 'http://localhost:4000' }));
    const lock = acquireLock(lockPath, { url: 'http://localhost:3000', isAlive: alive });
    assert.equal(lock.acquired, false);
    assert.equal(lock.holder.pid, 99999);
    assert.equal(lock.holder.url, 'http://localhost:4000');
  });

  it('replaces a stale lock, handing back the process groups it listed', () => {
    const stale = { pid: 99999, url: 'http://localhost:4000', groups: [123, 456] };
    fs.writeFileSync(lockPath, JSON.stringify(stale));
    const lock = acquireLock(lockPath, { url: 'http://localhost:3000', isAlive: dead });
    assert.equal(lock.acquired, true);
    assert.deepEqual(lock.leftoverGroups, [123, 456]);
    assert.equal(JSON.parse(fs.readFileSync(lockPath, 'utf8')).pid, process.pid);
    lock.release();
  });

  it('records our process groups while the lock is ours', () => {
    const lock = acquireLock(lockPath, { url: 'http://localhost:3000' });
    assert.equal(lock.acquired, true);
    lock.update([321, 654]);
    const content = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
    assert.deepEqual(
      [content.pid, content.url, content.groups],
      [process.pid, 'http://localhost:3000', [321, 654]],
    );
    lock.release();
    lock.update([1]); // no longer ours: must not recreate it
    assert.equal(fs.existsSync(lockPath), false);
  });

  it('does not remove a lock that is not ours', () => {
    fs.writeFileSync(lockPath, JSON.stringify({ pid: 99999, url: 'x' }));
    releaseLock(lockPath);
    assert.equal(fs.existsSync(lockPath), true);
    fs.rmSync(lockPath);
  });
});
