import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { it } from 'node:test';
import { promisify } from 'node:util';
import { WORKER_NODE_ARGS } from './stack-env.mjs';

const repoDir = path.resolve(import.meta.dirname, '../..');
const tsx = createRequire(import.meta.url).resolve('tsx/cjs');

/**
 * Without the worker's flags, about half the renders of a long-lived process fell into a full
 * collection every 2-3 frames (38-105 a clip, node's CPU up by half or more); with them a clip
 * needs one or two. Six 3 s 1:1 photo clips back to back, as a worker takes jobs.
 */
const MAX_FULL_COLLECTIONS_A_CLIP = 12;

it("renders clip after clip under the worker's flags with a few full collections each", async () => {
  const script = path.join(repoDir, 'libs/engine/scripts/renders-in-a-row.ts');
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [...WORKER_NODE_ARGS, '--require', tsx, script, '6', '1:1', '3'],
    { cwd: path.join(repoDir, 'libs/engine') },
  );
  /** @type {{ fullCollections: number }[]} */
  const clips = JSON.parse(stdout.trim().split('\n').at(-1) ?? '[]');
  assert.equal(clips.length, 6);
  const most = Math.max(...clips.map((clip) => clip.fullCollections));
  assert.ok(most <= MAX_FULL_COLLECTIONS_A_CLIP, `${most} full collections in one clip`);
});

/** Places that start a worker or a render process without importing stack-env.mjs. */
const COPIES_OF_THE_FLAGS = [
  'docker/compose.yml',
  'bench/lib/stack.ts',
  'server/test/support/own-services.ts',
  'libs/engine/bench/render.bench.ts',
];

it("keeps every copy of the worker's flags in step with WORKER_NODE_ARGS", async () => {
  for (const file of COPIES_OF_THE_FLAGS) {
    const text = await readFile(path.join(repoDir, file), 'utf8');
    for (const flag of WORKER_NODE_ARGS) {
      assert.ok(text.includes(`'${flag}'`), `${file} starts the worker without ${flag}`);
    }
  }
});
