import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { findChromium, newestMtime, splitAlone, staleWorkspaces } from './harness.mjs';

function tree(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cena-e2e-harness-'));
  for (const [file, seconds] of Object.entries(files)) {
    const full = path.join(dir, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, file);
    fs.utimesSync(full, seconds, seconds);
  }
  return dir;
}

const WORKSPACES = [
  { name: 'contracts', output: 'libs/dist/index.js', sources: ['libs/src'] },
  { name: 'client', output: 'client/dist/index.html', sources: ['libs/src', 'client/src'] },
  { name: 'admin', output: 'admin/dist/index.html', sources: ['admin/src'] },
];

test('newestMtime skips node_modules and dist, and is 0 for a missing path', () => {
  const dir = tree({ 'a/x.ts': 1000, 'a/node_modules/y.js': 5000, 'a/dist/z.js': 6000 });
  fs.utimesSync(path.join(dir, 'a'), 900, 900);
  assert.equal(newestMtime(path.join(dir, 'a')), 1000_000);
  assert.equal(newestMtime(path.join(dir, 'missing')), 0);
});

test('nothing is stale when every output is newer than its sources', () => {
  const dir = tree({
    'libs/src/a.ts': 100,
    'libs/dist/index.js': 200,
    'client/src/b.tsx': 100,
    'client/dist/index.html': 200,
    'admin/src/c.tsx': 100,
    'admin/dist/index.html': 200,
  });
  for (const d of ['libs/src', 'client/src', 'admin/src'])
    fs.utimesSync(path.join(dir, d), 100, 100);
  assert.deepEqual(staleWorkspaces(dir, WORKSPACES), []);
});

test('a newer source or a missing output makes a workspace stale, with the contracts first', () => {
  const dir = tree({
    'libs/src/a.ts': 100,
    'libs/dist/index.js': 200,
    'client/src/b.tsx': 300,
    'client/dist/index.html': 200,
    'admin/src/c.tsx': 100,
  });
  for (const d of ['libs/src', 'admin/src']) fs.utimesSync(path.join(dir, d), 100, 100);
  fs.utimesSync(path.join(dir, 'client/src'), 100, 100);
  assert.deepEqual(
    staleWorkspaces(dir, WORKSPACES).map((w) => w.name),
    ['contracts', 'client', 'admin'],
  );
});

test('findChromium honours CHROMIUM_PATH and searches PATH otherwise', () => {
  const dir = tree({ 'bin/chromium-browser': 100 });
  const binary = path.join(dir, 'bin/chromium-browser');
  fs.chmodSync(binary, 0o755);
  assert.equal(findChromium({ PATH: path.join(dir, 'bin') }), binary);
  assert.equal(findChromium({ CHROMIUM_PATH: binary, PATH: '' }), binary);
  assert.equal(
    findChromium({ CHROMIUM_PATH: path.join(dir, 'nope'), PATH: path.join(dir, 'bin') }),
    undefined,
  );
  assert.equal(findChromium({ PATH: path.join(dir, 'empty') }), undefined);
});

test('splitAlone keeps the files that change shared settings for a run of their own', () => {
  assert.deepEqual(splitAlone(['/e2e/a.pw.ts', '/e2e/prices.alone.pw.ts', '/e2e/b.pw.ts']), {
    shared: ['/e2e/a.pw.ts', '/e2e/b.pw.ts'],
    alone: ['/e2e/prices.alone.pw.ts'],
  });
  assert.deepEqual(splitAlone(['/e2e/a.pw.ts']), { shared: ['/e2e/a.pw.ts'], alone: [] });
});
