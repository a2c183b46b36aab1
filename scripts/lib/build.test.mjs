import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { BUILD_OUTPUTS, missingBuildOutputs, npmCommand } from './build.mjs';

describe('missingBuildOutputs', () => {
  it('lists the outputs that do not exist', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cena-build-'));
    try {
      assert.deepEqual(missingBuildOutputs(dir), BUILD_OUTPUTS);
      const last = BUILD_OUTPUTS.at(-1);
      for (const file of BUILD_OUTPUTS.slice(0, -1)) {
        fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        fs.writeFileSync(path.join(dir, file), '');
      }
      assert.deepEqual(missingBuildOutputs(dir), [last]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('runs npm through the npm that started us when there is one', () => {
    const cli = '/usr/lib/node_modules/npm/bin/npm-cli.js';
    assert.deepEqual(npmCommand({ npm_execpath: cli }), [process.execPath, [cli]]);
    assert.equal(npmCommand({})[0], process.platform === 'win32' ? 'npm.cmd' : 'npm');
  });
});
